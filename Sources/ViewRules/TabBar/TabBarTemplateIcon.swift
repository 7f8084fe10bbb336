/// `tab-bar/template-icon`: a custom tab icon with no alpha channel, or
/// one whose every pixel is opaque (read from the pixels, `PNGPixels`),
/// which iOS cannot draw through as the template its tab bar icons are.
public import ViewModel

public struct TabBarTemplateIcon: Rule {
    public static let kinds: Set<String> = ["Tab"]

    public static let description = RuleDescription(
        id: "tab-bar/template-icon", severity: .warning,
        messages: ["", "opaque-pixels"],
        citations: [SeedCitation("bars.tab-bar.guidelines")],
        notes: ["greyscale", "rgb", "palette"],
        examples: [
            .triggering("""
            Screen {
                TabBar {
                    // books@2x.png was exported as a flattened RGB image.
                    Tab { title: "Books"; icon: ⟦"icons/books@2x.png"⟧ }
                    Tab { title: "\u{0410}\u{0443}\u{0434}\u{0438}\u{043E}"; icon: system.favorites }
                    // A palette PNG with no `tRNS` chunk is opaque too.
                    Tab { title: "\u{0417}\u{0430}\u{043C}\u{0435}\u{0442}\u{043A}\u{0438}"; icon: ⟦"icons/notes@2x.png"⟧ }
                }
            }
            """, images: ["icons/books@2x.png": .init(50, 50, opaque: true), "icons/notes@2x.png": .init(50, 50, palette: true)]),
            // An alpha channel, but not one transparent pixel: the tab shows a block.
            .triggering("""
            Screen {
                TabBar {
                    Tab { title: "\u{4E66}\u{67B6}"; icon: ⟦"icons/shelf@2x.png"⟧ }
                    Tab { title: "Audio"; icon: system.favorites }
                }
            }
            """, images: ["icons/shelf@2x.png": .init(50, 50, glyph: .filled)]),
            .nonTriggering("""
            Screen {
                TabBar {
                    // A glyph on a transparent background; iOS tints it, whatever its colour.
                    Tab { title: "\u{4E66}\u{67B6}"; icon: "icons/shelf@2x.png" }
                    Tab { title: "Audio"; icon: system.favorites }
                }
            }
            """, images: ["icons/shelf@2x.png": .init(50, 50, glyph: .coloured)]),
            .nonTriggering("""
            Screen {
                TabBar {
                    // An RGBA glyph: iOS draws the tab icon through its alpha channel.
                    Tab { title: "Books"; icon: "icons/books@2x.png" }
                    Tab { title: "\u{4E66}\u{67B6}"; icon: system.favorites }
                }
            }
            """, images: ["icons/books@2x.png": .init(50, 50)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("icon"), let info = context.images.image(of: binding) else { return [] }
        if info.lacksAlpha {
            return [RuleFinding(at: binding.valueLocation, ["image": binding.valueText],
                                terms: ["kind": info.colourType == 0 ? "greyscale" : info.colourType == 3 ? "palette" : "rgb"])]
        }
        guard let pixels = context.images.pixels(of: binding), pixels.isFullyOpaque else { return [] }
        return [RuleFinding(at: binding.valueLocation, variant: "opaque-pixels", ["image": binding.valueText])]
    }
}
