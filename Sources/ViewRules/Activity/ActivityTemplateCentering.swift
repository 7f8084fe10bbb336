/// `activity/template-centering`: an activity's template image whose glyph
/// is not centred in the image, judged from the bounds of its visible pixels
/// (`PNGPixels`).
public import ViewModel

public struct ActivityTemplateCentering: Rule {
    public static let kinds: Set<String> = ["Activity"]

    public static let description = RuleDescription(
        id: "activity/template-centering", severity: .warning,
        citations: [SeedCitation("content-zh.activity"), SeedCitation("content-ru.activity")],
        options: [RuleOption("maximumOffsetPercent", default: 5, range: 0...50)],
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy]
                    // The glyph sits in the top left corner.
                    Activity { title: "Quote"; image: ⟦"icons/quote@2x.png"⟧ }
                }
            }
            """, images: ["icons/quote@2x.png": .init(70, 70, glyph: .offCentre)]),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy]
                    Activity { title: "\u{6458}\u{6284}"; image: "icons/highlight@2x.png" }
                }
            }
            """, images: ["icons/highlight@2x.png": .init(70, 70, glyph: .centred)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("image"), let pixels = context.images.pixels(of: binding),
              let bounds = pixels.visibleBounds else { return [] }
        // How far the middle of the visible pixels lies from the image's middle, in pixels (halves when a margin is odd).
        let horizontal = abs(Double(2 * bounds.x + bounds.width - pixels.width)) / 2
        let vertical = abs(Double(2 * bounds.y + bounds.height - pixels.height)) / 2
        let limit = context.option("maximumOffsetPercent", of: description) / 100
        guard horizontal > limit * Double(pixels.width) || vertical > limit * Double(pixels.height) else { return [] }
        return [RuleFinding(at: binding.valueLocation, ["image": binding.valueText, "horizontal": RuleOption.text(horizontal),
                                                         "vertical": RuleOption.text(vertical)])]
    }
}
