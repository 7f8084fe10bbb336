/// Every guideline rule, in catalog order. Adding a rule means adding its
/// file under `Rules/<Family>/` and its type here.
import ViewModel
public enum RuleRegistry {
    public static let all: [any Rule.Type] = barRules + activityAndCollectionRules + scrollingAndTextRules
        + popoverRules + tableAndSplitRules


    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
