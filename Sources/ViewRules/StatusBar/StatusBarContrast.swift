/// `status-bar/contrast`: a status bar style whose content contrasts less with the
/// colour under the status bar (the navigation bar, else the screen) than the other style would.
public import ViewModel
public struct StatusBarContrast: Rule {
    public static let kinds: Set<String> = ["Screen", "Page"]

    public static let description = RuleDescription(
        id: "status-bar/contrast", severity: .warning,
        messages: ["dark", "light", "dark.system-bar", "light.system-bar"],
        citations: [SeedCitation("bars.status-bar.guidelines")],
        fix: .safe,
        options: [RuleOption("betterStyleFactor", default: 1.2, range: 1...10)],
        examples: [
            .triggering("""
            Screen {
                background: black
                StatusBar { ⟦style: dark⟧ }
            }
            """, fixed: """
            Screen {
                background: black
                StatusBar { style: light }
            }
            """),
            .triggering("""
            Screen {
                background: "#FAFAFA"
                StatusBar { ⟦style: light⟧ }
            }
            """, fixed: """
            Screen {
                background: "#FAFAFA"
                StatusBar { style: dark }
            }
            """),
            .nonTriggering("""
            Screen {
                background: "#1C1C1E"
                StatusBar { style: light }
            }
            """),
            .nonTriggering("""
            Screen {
                background: "#20B2AA"
                StatusBar {}
            }
            """),
            .triggering("""
            Screen {
                background: "#FF9500"
                StatusBar { ⟦style: light⟧ }
            }
            """, fixed: """
            Screen {
                background: "#FF9500"
                StatusBar { style: dark }
            }
            """),
            .triggering("""
            Screen {
                title: "Night"
                NavigationBar { title: "Night"; ⟦background: "#1C1C1E"⟧; titleColor: white }
            }
            """, fixed: """
            Screen {
                StatusBar { style: light }
                title: "Night"
                NavigationBar { title: "Night"; background: "#1C1C1E"; titleColor: white }
            }
            """),
            .nonTriggering("""
            Screen {
                background: black
                NavigationBar { title: "Home" }
            }
            """),
            // The status bar is the pages' too: light content would suit the screen but vanish on the white page.
            .triggering("""
            Screen {
                background: "#1B3A4B"
                StatusBar { ⟦style: dark⟧ }
                PageViewController {
                    Page { title: "Welcome"; ⟦background: "#1B3A4B"⟧ }
                    Page { title: "Terms"; background: white }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                StatusBar {}
            }
            """),
            // The dark navigation bar comes from a component: the colour under the status bar is its background,
            // and the finding is on the bar's use in the screen, which the fix gives a light status bar.
            .triggering("""
            Screen {
                title: "Night"
                ⟦NightBar⟧ {}
            }
            """, fixed: """
            Screen {
                StatusBar { style: light }
                title: "Night"
                NightBar {}
            }
            """, otherFiles: ["NightBar": """
            NavigationBar { title: "Night"; background: "#1C1C1E"; titleColor: white }
            """]),
            .nonTriggering("""
            Screen {
                title: "Day"
                DayBar {}
            }
            """, otherFiles: ["DayBar": """
            NavigationBar { title: "Day"; background: "#F2F2F7" }
            """]),
        ])

    /// The colour of the system navigation bar where no `background` is set: the light bar of iOS 7.
    static let systemBarColor = ColorValue(red: 0xF7, green: 0xF7, blue: 0xF7)

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // Whatever hides the status bar, or shows full-screen media, leaves no contrast to judge.
        guard !element.isHiddenOnScreen, element.bool("fullscreenMedia") != true else { return [] }
        // A page shows the status bar of the screen that holds it.
        let screen = element.is("Page") ? element.screen : element
        let statusBar = element.children.first { $0.is("StatusBar") } ?? screen?.children.first { $0.is("StatusBar") }
        guard statusBar?.isHiddenOnScreen != true, screen?.isHiddenOnScreen != true, screen?.bool("fullscreenMedia") != true else { return [] }
        guard let under = colourUnderStatusBar(element) else { return [] }
        let style = statusBar?.name("style") ?? "dark"
        let factor = context.option("betterStyleFactor", of: description)
        guard isFlagged(style: style, on: under.color, factor: factor) else { return [] }
        let ratio = ColorValue.contrastRatio(style == "dark" ? .black : .white, under.color)
        let otherRatio = ColorValue.contrastRatio(style == "dark" ? .white : .black, under.color)
        let suggested = style == "dark" ? "light" : "dark"
        // The screen's status bar is also its pages': a swap that a page's own colour would then flag is no fix.
        let pagesKeepTheSwap = !element.is("Screen") || context.descendants(of: element).allSatisfy { page in
            guard page.is("Page"), !page.children.contains(where: { $0.is("StatusBar") }),
                  let pageUnder = colourUnderStatusBar(page) else { return true }
            return !isFlagged(style: suggested, on: pageUnder.color, factor: factor)
        }
        let arguments = ["background": under.binding?.valueText ?? "", "suggested": suggested,
                         "ratio": Self.ratioText(ratio), "otherRatio": Self.ratioText(otherRatio)]
        let variant = (style == "dark" ? "dark" : "light") + (under.binding == nil ? ".system-bar" : "")
        guard let statusBar else {
            // No status bar written: the default (dark) style is in effect; the fix writes the other one.
            let target = screen ?? element
            let insertion = target === element && target.path == context.file.path && pagesKeepTheSwap
                ? context.edits.insertMember("StatusBar { style: \(suggested) }", into: target) : nil
            return [RuleFinding(at: deciding(under, of: element, in: context), variant: variant, arguments,
                                edits: insertion.map { [$0] })]
        }
        // A page shares its screen's status bar: changing the style for the page changes it for the screen
        // and the other pages too, so a page's finding stands on the page's colour and offers no fix.
        guard !element.is("Page") || statusBar.parent === element else {
            return [RuleFinding(at: deciding(under, of: element, in: context), variant: variant, arguments)]
        }
        if let styleBinding = statusBar.binding("style") {
            let edits = pagesKeepTheSwap ? [context.edits.replaceValue(of: styleBinding, with: suggested)] : nil
            return [.on(styleBinding, variant: variant, arguments, edits: edits)]
        }
        let insertion = pagesKeepTheSwap ? context.edits.insertMember("style: \(suggested)", into: statusBar) : nil
        return [.on(statusBar, variant: variant, arguments, edits: insertion.map { [$0] })]
    }

    /// Where a finding without a status bar of its own stands: on the colour that decides (one a component gives
    /// is moved to the navigation bar's use by the engine, pointing there), else on the screen or page.
    static func deciding(_ under: (color: ColorValue, binding: Binding?), of element: Element, in context: RuleContext) -> SourceLocation {
        under.binding?.location ?? element.location
    }

    /// The navigation bar a screen or page shows, if any.
    static func shownNavigationBar(of element: Element) -> Element? {
        element.children.first { $0.is("NavigationBar") && !$0.isHiddenOnScreen }
    }

    /// What lies under the status bar of a screen or page: a shown navigation bar's colour (its default: the
    /// light system bar), else the element's own `background`; nil when a background image or an unset or
    /// unreadable colour leaves it unknown.
    static func colourUnderStatusBar(_ element: Element) -> (color: ColorValue, binding: Binding?)? {
        if let bar = shownNavigationBar(of: element) {
            guard bar.binding("backgroundImage") == nil else { return nil }
            guard let binding = bar.binding("background") else { return (systemBarColor, nil) }
            return ColorValue(binding.value).map { ($0.opaque, binding) }
        }
        guard element.binding("backgroundImage") == nil, let binding = element.binding("background") else { return nil }
        return ColorValue(binding.value).map { ($0.opaque, binding) }
    }

    /// Whether `style`'s content on `colour` gives the other style a ratio at least `factor` times higher.
    static func isFlagged(style: String, on colour: ColorValue, factor: Double) -> Bool {
        let content: ColorValue = style == "dark" ? .black : .white
        let other: ColorValue = style == "dark" ? .white : .black
        return ColorValue.contrastRatio(other, colour) >= ColorValue.contrastRatio(content, colour) * factor
    }

    /// A contrast ratio's first term with one decimal, "8.0" (the message
    /// writes ":1" after it, and the engine the decimal in the reader's way).
    static func ratioText(_ ratio: Double) -> String {
        let tenths = Int((ratio * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
