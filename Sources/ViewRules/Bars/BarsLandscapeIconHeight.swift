/// `bars/landscape-icon-height`: on iPhone, a custom bar button icon taller
/// than the navigation bar or toolbar it stands in once the bar shrinks in
/// landscape (32 pt), read from the icon's PNG header.
public import ViewModel

public struct BarsLandscapeIconHeight: Rule {
    public static let kinds: Set<String> = ["BarButton"]

    /// The height of an iPhone navigation bar or toolbar in landscape, in points (UIKit's compact bar metrics).
    static let landscapeBarHeight = 32

    public static let description = RuleDescription(
        id: "bars/landscape-icon-height", severity: .warning,
        citations: [SeedCitation("bars.navigation-bar.guidelines"), SeedCitation("bars.toolbar.guidelines")],
        examples: [
            .triggering("""
            Screen {
                title: "Map"
                Toolbar {
                    BarButton { icon: ⟦"icons/route@2x.png"⟧ }
                    BarButton { system: refresh }
                }
            }
            """, images: ["icons/route@2x.png": .init(80, 80)]),
            .triggering("""
            Screen {
                title: "\u{041A}\u{0430}\u{0440}\u{0442}\u{0430}"
                NavigationBar { title: "\u{041A}\u{0430}\u{0440}\u{0442}\u{0430}"; BarButton { icon: ⟦"icons/layers.png"⟧ } }
            }
            """, images: ["icons/layers.png": .init(36, 36)]),
            .nonTriggering("""
            Screen {
                title: "\u{5730}\u{56FE}"
                Toolbar {
                    BarButton { icon: "icons/route@2x.png" }
                    BarButton { system: refresh }
                }
            }
            """, images: ["icons/route@2x.png": .init(44, 44)]),
            // A screen shown only in portrait, or on iPad, keeps its bar's height.
            .nonTriggering("""
            Screen {
                title: "Map"
                orientations: [portrait]
                Toolbar { BarButton { icon: "icons/route@2x.png" } }
            }
            """, images: ["icons/route@2x.png": .init(80, 80)]),
            .nonTriggering("""
            Screen {
                title: "Map"
                device: ipad
                Toolbar { BarButton { icon: "icons/route@2x.png" } }
            }
            """, images: ["icons/route@2x.png": .init(80, 80)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("icon"), context.device(of: element) == .iphone, turnsToLandscape(element),
              let info = context.images.image(of: binding), info.pixelHeight > landscapeBarHeight * info.scale else { return [] }
        let points = Double(info.pixelHeight) / Double(max(info.scale, 1))
        return [RuleFinding(at: binding.valueLocation, ["image": binding.valueText, "height": TableRuleSupport.formatted(points),
                                                         "bar": "\(landscapeBarHeight)"])]
    }

    /// Whether the screen (or the container the bar stands in) may be shown in landscape: its `orientations` list it, or it has none.
    static func turnsToLandscape(_ element: Element) -> Bool {
        let holder = element.nearestAncestor { $0.binding("orientations") != nil } ?? element.screen
        guard let items = holder?.binding("orientations")?.value.listValue else { return true }
        return items.contains { $0.nameValue == "landscape" }
    }
}
