/// `activity/title-length`: an activity title too wide for its tile, on every
/// variant: the title is set in caption 2 (the `fontSize` option is its size at
/// Large), so a title that fits at Large may be cut at a larger text size. The
/// tile's width does not grow with the screen, so the narrowest screen decides.
public import ViewModel
import ViewLayout
public struct ActivityTitleLength: Rule {
    public static let kinds: Set<String> = ["Activity"]

    public static let description = RuleDescription(
        id: "activity/title-length", severity: .warning,
        citations: [SeedCitation("content-zh.activity"),
                    SeedCitation("content-ru.activity")],
        options: [RuleOption("tileWidth", default: LayoutMetrics.activityTileWidth, range: 20...400),
                  RuleOption("fontSize", default: LayoutMetrics.activityTitleFontSize, range: 6...40)],
        variesBySize: true,
        narrowestDecides: true,
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: ⟦"\u{628A}\u{8FD9}\u{6BB5}\u{8BDD}\u{6536}\u{85CF}\u{5230}\u{6211}\u{7684}\u{4E66}\u{7B7E}\u{91CC}\u{9762}\u{53BB}"⟧ }
                    Activity { title: ⟦"\u{41E}\u{442}\u{43F}\u{440}\u{430}\u{432}\u{438}\u{442}\u{44C} \u{430}\u{432}\u{442}\u{43E}\u{440}\u{443} \u{44D}\u{442}\u{43E}\u{439} \u{43A}\u{43D}\u{438}\u{433}\u{438}"⟧ }
                    Activity { title: ⟦"📚📚📚📚📚📚📚📚📚📚📚📚📚"⟧ }
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
                    Activity { title: "Send to author" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let tileWidth = context.option("tileWidth", of: description)
        let titleFontSize = context.option("fontSize", of: description) * DynamicType.scale(.caption2, at: context.variant.textSize)
        guard let binding = element.binding("title"), let title = binding.value.stringValue,
              !fits(title, tileWidth: tileWidth, fontSize: titleFontSize) else { return [] }
        let width = TextWidth.points(title, fontSize: titleFontSize)
        let arguments = ["title": binding.valueText, "width": "\(Int(width.rounded()))", "limit": RuleOption.text(tileWidth)]
        return [RuleFinding(at: binding.valueLocation, arguments)]
    }

    /// Whether the title wraps into the lines iOS gives it under the tile, as the layout sets it.
    static func fits(_ title: String, tileWidth: Double, fontSize: Double) -> Bool {
        WordWrapping.wrap(title, width: tileWidth, fontSize: fontSize, maxLines: Int(LayoutMetrics.activityTitleLines)).fits
    }
}
