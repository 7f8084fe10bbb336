/// `activity/template-image`: an activity's image with no alpha channel,
/// which iOS cannot use as the template mask it draws the icon through.
public import ViewModel

public struct ActivityTemplateImage: Rule {
    public static let kinds: Set<String> = ["Activity"]

    public static let description = RuleDescription(
        id: "activity/template-image", severity: .hint,
        citations: [SeedCitation("content-zh.activity"),
                    SeedCitation("content-ru.activity")],
        notes: ["greyscale", "rgb", "palette"],
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    // quote@2x.png was exported as a flattened RGB image.
                    Activity { title: "Quote"; image: ⟦"icons/quote@2x.png"⟧ }
                }
            }
            """, images: ["icons/quote@2x.png": .init(70, 70, opaque: true)]),
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy]
                    // A palette PNG with no `tRNS` chunk: every pixel is opaque.
                    Activity { title: "\u{6458}\u{6284}"; image: ⟦"icons/highlight@2x.png"⟧ }
                }
            }
            """, images: ["icons/highlight@2x.png": .init(70, 70, palette: true)]),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    // Both are RGBA: the glyph is drawn through the alpha channel.
                    Activity { title: "Quote"; image: "icons/quote@2x.png" }
                    Activity { title: "\u{6458}\u{6284}"; image: "icons/highlight@2x.png" }
                    Activity { title: "Save"; image: system.bookmarks }
                }
            }
            """, images: ["icons/quote@2x.png": .init(70, 70), "icons/highlight@2x.png": .init(70, 70)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("image"), let info = context.images.image(of: binding), info.lacksAlpha else { return [] }
        return [RuleFinding(at: binding.valueLocation, ["image": binding.valueText],
                            terms: ["kind": info.colourType == 0 ? "greyscale" : info.colourType == 3 ? "palette" : "rgb"])]
    }
}
