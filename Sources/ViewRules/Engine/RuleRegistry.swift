/// Every guideline rule, in catalog order. Adding a rule means adding its
/// file under `Sources/ViewRules/<Family>/` and its type here.
import ViewModel
public enum RuleRegistry {
    public static let all: [any Rule.Type] = barRules + activityAndCollectionRules + scrollingAndTextRules
        + popoverRules + tableAndSplitRules

    /// Rules that no longer run. A configuration or a suppression that names
    /// one gets a note, not an error (docs/checking.md, "Retired rules").
    public static let retired: Set<String> = [
        // The system fixes the order of the share sheet's activities: the file's order changes nothing on screen.
        "activity-view-controller/order",
    ]


    /// The rules by id, built once: hover and the reporters ask for every finding.
    private static let byID: [String: any Rule.Type] = Dictionary(all.map { ($0.description.id, $0) }) { first, _ in first }

    public static func rule(withID id: String) -> (any Rule.Type)? {
        byID[id]
    }
}
