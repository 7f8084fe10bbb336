/// The content-view rules of rules.md for: Activities, activity view controllers, collection views, image views and the general `controls/small-target`.
extension RuleRegistry {
    static let activityAndCollectionRules: [any Rule.Type] = [
    ]
}
