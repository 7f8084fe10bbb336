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
        summary: "An activity's template image is about 70×70 px at @2x.",
        messages: ["": "the activity image {image} is {size} px; at @{scale}x a template image is about {expected} px"],
        what: "Reads the PNG header of an `Activity`'s `image` file and compares its pixel size with 70×70 px at @2x (35×35 px for a file without a scale suffix, 105×105 px at @3x), allowing 10% either way on each side. `system.NAME` images are not checked; a file that cannot be read gets an `unreadable-image` note instead.",
        why: "iOS turns the image into the activity's icon by using it as a mask in a tile of a fixed size. An image much larger or smaller than the tile is scaled and loses its crisp edges, or looks lost beside the system activities.",
        howToFix: "Export the template image at 70×70 px for @2x (and 105×105 px for @3x), with the glyph centred and some transparent margin around it.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.1 活动"),
                    SeedCitation(SeedCitation.russianContentViews, "Действие")],
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    // quote@2x.png is 120×120 px, highlight@3x.png 70×70 px.
                    Activity { title: "Quote"; image: ⟦"icons/quote@2x.png"⟧ }
                    Activity { title: "摘抄"; image: ⟦"icons/highlight@3x.png"⟧ }
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
                    Activity { title: "摘抄"; image: "icons/highlight@3x.png" }
                    Activity { title: "Цитата"; image: "icons/cite.png" }
                    Activity { title: "Save"; image: system.bookmark }
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
