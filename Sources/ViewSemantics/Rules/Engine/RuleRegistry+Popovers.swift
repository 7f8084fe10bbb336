/// The content-view rules of rules.md for: Popovers.
extension RuleRegistry {
    static let popoverRules: [any Rule.Type] = [
    ]
}
