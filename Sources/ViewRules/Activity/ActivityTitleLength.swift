/// `activity/title-length`: an activity title too wide for its tile.
public import ViewModel
public struct ActivityTitleLength: Rule {
    public static let kinds: Set<String> = ["Activity"]

    /// The width of an activity's tile, in points.
    static let tileWidth = 70.0
    /// The font size of an activity's title, in points.
    static let titleFontSize = 11.0

    public static let description = RuleDescription(
        id: "activity/title-length", severity: .warning,
        citations: [SeedCitation("content-zh.activity"),
                    SeedCitation("content-ru.activity")],
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: ⟦"\u{628A}\u{8FD9}\u{6BB5}\u{8BDD}\u{6536}\u{85CF}\u{5230}\u{6211}\u{7684}\u{4E66}\u{7B7E}"⟧ }
                    Activity { title: ⟦"\u{41E}\u{442}\u{43F}\u{440}\u{430}\u{432}\u{438}\u{442}\u{44C} \u{430}\u{432}\u{442}\u{43E}\u{440}\u{443} \u{43A}\u{43D}\u{438}\u{433}\u{438}"⟧ }
                    Activity { title: ⟦"📚📚📚📚📚📚📚"⟧ }
                }
            }
            """),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: "\u{6458}\u{6284}" }
                    Activity { title: "\u{426}\u{438}\u{442}\u{430}\u{442}\u{430}" }
                    Activity { title: "Quote 📚" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("title"), let title = binding.value.stringValue else { return [] }
        let width = TextWidth.points(title, fontSize: titleFontSize)
        guard width > tileWidth else { return [] }
        let arguments = ["title": binding.valueText, "width": "\(Int(width.rounded()))", "limit": "\(Int(tileWidth))"]
        return [RuleFinding(at: binding.valueLocation, arguments)]
    }
}
