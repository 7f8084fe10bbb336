/// `activity/template-antialiasing`: an activity's template image whose
/// glyph has hard edges — transparent and visible pixels, but none partly
/// transparent (`PNGPixels`).
public import ViewModel

public struct ActivityTemplateAntialiasing: Rule {
    public static let kinds: Set<String> = ["Activity"]

    public static let description = RuleDescription(
        id: "activity/template-antialiasing", severity: .hint,
        citations: [SeedCitation("content-zh.activity"), SeedCitation("content-ru.activity")],
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy]
                    Activity { title: "\u{0426}\u{0438}\u{0442}\u{0430}\u{0442}\u{0430}"; image: ⟦"icons/cite@2x.png"⟧ }
                }
            }
            """, images: ["icons/cite@2x.png": .init(70, 70, glyph: .hardEdged)]),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy]
                    Activity { title: "Quote"; image: "icons/quote@2x.png" }
                }
            }
            """, images: ["icons/quote@2x.png": .init(70, 70, glyph: .centred)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // An image with no transparent pixel is activity/template-image's: it is no mask at all.
        guard let binding = element.binding("image"), let pixels = context.images.pixels(of: binding),
              pixels.transparentCount > 0, pixels.opaqueCount > 0, pixels.partialCount == 0 else { return [] }
        return [RuleFinding(at: binding.valueLocation, ["image": binding.valueText])]
    }
}
