/// The content-view rules of rules.md for: Scroll, map, page and container views, text and web views.
extension RuleRegistry {
    static let scrollingAndTextRules: [any Rule.Type] = [
    ]
}
