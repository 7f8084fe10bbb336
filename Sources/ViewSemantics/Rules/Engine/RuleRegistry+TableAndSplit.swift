/// The content-view rules of rules.md for: Table views and split views.
extension RuleRegistry {
    static let tableAndSplitRules: [any Rule.Type] = [
    ]
}
