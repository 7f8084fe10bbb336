/// `activity/template-size`: an activity's template image far from 70×70 px at @2x.
public import ViewModel
public struct ActivityTemplateSize: Rule {
    public static let kinds: Set<String> = ["Activity"]

    /// Pixels per side for each unit of scale: 70 px at @2x.
    static let pixelsPerScale = 35
    /// How far each side may stray from the expected size, as a fraction of it.
    static let tolerance = 0.1

    public static let description = RuleDescription(
        id: "activity/template-size", severity: .warning,
        citations: [SeedCitation("content-zh.activity"),
                    SeedCitation("content-ru.activity")],
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    // quote@2x.png is 120×120 px, highlight@3x.png 70×70 px.
                    Activity { title: "Quote"; image: ⟦"icons/quote@2x.png"⟧ }
                    Activity { title: "\u{6458}\u{6284}"; image: ⟦"icons/highlight@3x.png"⟧ }
                }
            }
            """, images: ["icons/quote@2x.png": .init(120, 120), "icons/highlight@3x.png": .init(70, 70)]),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    // 72×68 px at @2x, 105×105 px at @3x, 35×35 px at @1x.
                    Activity { title: "Quote"; image: "icons/quote@2x.png" }
                    Activity { title: "\u{6458}\u{6284}"; image: "icons/highlight@3x.png" }
                    Activity { title: "\u{426}\u{438}\u{442}\u{430}\u{442}\u{430}"; image: "icons/cite.png" }
                    Activity { title: "Save"; image: system.bookmarks }
                }
            }
            """, images: ["icons/quote@2x.png": .init(72, 68), "icons/highlight@3x.png": .init(105, 105),
                          "icons/cite.png": .init(35, 35)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("image"), let info = context.images.image(of: binding) else { return [] }
        let expected = pixelsPerScale * info.scale
        func fits(_ side: Int) -> Bool { abs(Double(side - expected)) <= Double(expected) * tolerance }
        guard !fits(info.pixelWidth) || !fits(info.pixelHeight) else { return [] }
        let arguments = ["image": binding.valueText, "size": "\(info.pixelWidth)×\(info.pixelHeight)",
                         "scale": "\(info.scale)", "expected": "\(expected)×\(expected)"]
        return [RuleFinding(at: binding.valueLocation, arguments)]
    }
}
