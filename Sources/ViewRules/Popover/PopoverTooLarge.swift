/// `popover/too-large`: a popover that covers most of the iPad screen, or
/// does not fit inside its safe area, on each iPad variant (a screen of
/// another family is judged against the default iPad in portrait).
public import ViewModel
import ViewLayout
public struct PopoverTooLarge: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/too-large", severity: .warning, messages: ["", "safeArea"],
        citations: [SeedCitation("content-zh.popover"), SeedCitation("content-ru.popover")],
        options: [RuleOption("maximumScreenPercent", default: 80, range: 10...100)],
        variesBySize: true,
        examples: [
            // Written for the 768 pt iPad; on the catalogue: too large on every iPad but the iPad Pro 13-inch in portrait —
            // it does not fit the iPad mini's safe area (724×1,069 pt) nor any iPad's held sideways, and covers 91 % of
            // the iPad Air 11-inch in portrait; the iPad Pro 13-inch leaves it room upright, where it covers 62 %.
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton { system: bookmarks; presents: ⟦Popover⟧ { width: 800; height: 1100; TableView { Cell { title: "Saved" } } } }
                }
            }
            """),
            // Fits the safe area of every iPad either way, and covers at most 23 % (the iPad mini): nowhere.
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton { system: bookmarks; presents: Popover { width: 320; height: 600; TableView { Cell { title: "Saved" } } } }
                }
            }
            """),
            // Over the 50 % set here on the iPad mini (61 %) and the iPad Air 11-inch (53 %), and held sideways it
            // does not fit the iPad mini's safe area (680 pt high); the iPad Pro 13-inch leaves it 36 %: every iPad but that one.
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton { system: bookmarks; presents: ⟦Popover⟧ { width: 640; height: 800; TableView { Cell { title: "Saved" } } } }
                }
            }
            """, configuration: Configuration(ruleOptions: ["popover/too-large": ["maximumScreenPercent": 50]])),
            // One side set: the other is the size the popover is laid out with.
            // Wider than every iPad's safe area: on every variant, so the message names none.
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton { system: bookmarks; presents: ⟦Popover⟧ { width: 2000; TableView { Cell { title: "Saved" } } } }
                }
            }
            """),
            // 400 × 400 pt (the height the layout gives it) fits every iPad either way, at every text size: nowhere.
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton { system: bookmarks; presents: Popover { width: 400; TableView { Cell { title: "Saved" } } } }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // A side left unset is the size the layout gives it (`LayoutMetrics.popoverWidth`, `popoverHeight`);
        // with neither side set, the popover is sized by its content and not judged.
        guard element.number("width") != nil || element.number("height") != nil else { return [] }
        let width = element.number("width") ?? LayoutMetrics.popoverWidth
        let height = element.number("height") ?? LayoutMetrics.popoverHeight
        guard width > 0, height > 0 else { return [] }
        let variant = context.variant.device.family == .ipad ? context.variant : .default(for: .ipad)
        let held = variant.orientation == .landscape
        let device = variant.device
        let screenWidth = held ? device.height : device.width, screenHeight = held ? device.width : device.height
        if variant.device.family == context.variant.device.family {
            // Inside the safe area, a popover's margin from each edge.
            let margin = 2 * LayoutMetrics.popoverScreenMargin
            let roomWidth = screenWidth - (held ? 2 * device.landscapeSideInset : 0) - margin
            let roomHeight = screenHeight - (held ? device.landscapeSafeAreaTop + device.landscapeSafeAreaBottom
                                                  : device.safeAreaTop + device.safeAreaBottom) - margin
            if width > roomWidth || height > roomHeight {
                return [.on(element, variant: "safeArea", ["width": RuleOption.text(width), "height": RuleOption.text(height),
                                                           "roomWidth": RuleOption.text(roomWidth), "roomHeight": RuleOption.text(roomHeight)])]
            }
        }
        let share = width * height / (screenWidth * screenHeight)
        let limit = context.option("maximumScreenPercent", of: description)
        guard share * 100 > limit else { return [] }
        return [.on(element, ["width": RuleOption.text(width), "height": RuleOption.text(height),
                              "percent": String(Int((share * 100).rounded())), "limit": RuleOption.text(limit)])]
    }
}
