/// `activity/template-image`: an activity's image that cannot work as the
/// template mask iOS draws the icon through — no alpha channel, or an alpha
/// channel with no transparent pixel — or whose glyph is drawn in colour
/// rather than black or white (judged from the pixels, `PNGPixels`).
public import ViewModel

public struct ActivityTemplateImage: Rule {
    public static let kinds: Set<String> = ["Activity"]

    public static let description = RuleDescription(
        id: "activity/template-image", severity: .hint,
        messages: ["", "opaque-pixels", "colour"],
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
            // An alpha channel that lets nothing through is no mask either.
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy]
                    Activity { title: "Quote"; image: ⟦"icons/quote@2x.png"⟧ }
                }
            }
            """, images: ["icons/quote@2x.png": .init(70, 70, glyph: .filled)]),
            // iOS keeps only the mask: a red glyph shows in the system's colour, and its shades are lost.
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy]
                    Activity { title: "\u{0426}\u{0438}\u{0442}\u{0430}\u{0442}\u{0430}"; image: ⟦"icons/cite@2x.png"⟧ }
                }
            }
            """, images: ["icons/cite@2x.png": .init(70, 70, glyph: .coloured)]),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    // A black glyph and a white one, each on a transparent background.
                    Activity { title: "Quote"; image: "icons/quote@2x.png" }
                    Activity { title: "\u{0426}\u{0438}\u{0442}\u{0430}\u{0442}\u{0430}"; image: "icons/cite@2x.png" }
                }
            }
            """, images: ["icons/quote@2x.png": .init(70, 70, glyph: .centred), "icons/cite@2x.png": .init(70, 70, glyph: .white)]),
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
        guard let binding = element.binding("image"), let info = context.images.image(of: binding) else { return [] }
        if info.lacksAlpha {
            return [RuleFinding(at: binding.valueLocation, ["image": binding.valueText],
                                terms: ["kind": info.colourType == 0 ? "greyscale" : info.colourType == 3 ? "palette" : "rgb"])]
        }
        guard let pixels = context.images.pixels(of: binding), pixels.visibleBounds != nil else { return [] }
        if pixels.isFullyOpaque { return [RuleFinding(at: binding.valueLocation, variant: "opaque-pixels", ["image": binding.valueText])] }
        // Black or white: most visible pixels near one of them (anti-aliased edges keep the glyph's colour, only their alpha falls).
        let visible = pixels.blackCount + pixels.whiteCount + pixels.colouredCount
        guard pixels.colouredCount * 2 > visible else { return [] }
        return [RuleFinding(at: binding.valueLocation, variant: "colour", ["image": binding.valueText])]
    }
}
