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
        summary: "An activity's title fits the 70 pt tile under its icon.",
        messages: ["": "the activity title {title} is about {width} pt wide; the tile under the icon holds {limit} pt"],
        what: "Estimates the width of an `Activity`'s `title` at the 11 pt size of activity titles (Latin and Cyrillic letters about 0.55 em, Chinese, Japanese and Korean characters and emoji 1 em) and flags a title wider than the 70 pt tile.",
        why: "The title sits under the activity's icon in the share sheet. A long one is first shrunk, then cut off, so people read a fragment of it. Short titles read at a glance and translate more easily.",
        howToFix: "Name the task in a word or two, such as \"Quote\" or \"摘抄\", and leave details to the screen the activity opens.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.1 活动"),
                    SeedCitation(SeedCitation.russianContentViews, "Действие")],
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: ⟦"把这段话收藏到我的书签"⟧ }
                    Activity { title: ⟦"Отправить автору книги"⟧ }
                    Activity { title: ⟦"📚📚📚📚📚📚📚"⟧ }
                }
            }
            """),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: "摘抄" }
                    Activity { title: "Цитата" }
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
