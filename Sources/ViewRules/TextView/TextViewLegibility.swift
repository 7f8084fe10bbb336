/// `text-view/legibility`: text whose colour fades into its background (a bar's items
/// included: its `tint` on its `background`), or too many fonts mixed.
public import ViewModel
public struct TextViewLegibility: Rule {
    public static let kinds: Set<String> = ["TextView", "Label", "NavigationBar", "Toolbar"]

    public static let description = RuleDescription(
        id: "text-view/legibility", severity: .warning,
        messages: ["", "fonts", "tint"],
        citations: [
            SeedCitation("content-zh.text-view"),
            SeedCitation("content-ru.text-view"),
            SeedCitation("tables-zh.text-view"),
        ],
        notes: ["background", "default-color", "default-background", "default-bar", "default-tint", "set-color", "set-background"],
        options: [RuleOption("minimumContrast", default: 4.5, range: 1...21),
                  RuleOption("maximumFonts", default: 2, range: 1...10, isInteger: true),
                  RuleOption("minimumItemContrast", default: 3, range: 1...21)],
        examples: [
            .triggering("""
            Screen {
                title: "Night"
                StatusBar { style: light }
                NavigationBar { title: "Night"; background: "#1C1C1E"; ⟦titleColor: "#3A3A3C"⟧ }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Night"
                StatusBar { style: light }
                NavigationBar { title: "Night"; background: "#1C1C1E"; titleColor: white }
            }
            """),
            // A bar's items in its tint: pale on a light bar.
            .triggering("""
            Screen {
                title: "\u{041F}\u{043E}\u{0447}\u{0442}\u{0430}"
                NavigationBar {
                    title: "\u{041F}\u{043E}\u{0447}\u{0442}\u{0430}"
                    ⟦tint: "#C7C7CC"⟧
                    BarButton { system: compose }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Reader"
                Toolbar {
                    ⟦background: "#2E5C9A"⟧
                    BarButton { system: reply }
                    BarButton { system: trash }
                }
            }
            """),
            // The system blue on a dark bar, white on a blue one; a toolbar with no items has nothing to read.
            .nonTriggering("""
            Screen {
                title: "Reader"
                StatusBar { style: light }
                NavigationBar { title: "Reader"; background: "#1C1C1E"; titleColor: white; BarButton { system: compose } }
                Toolbar { background: "#2E5C9A"; tint: white; BarButton { system: reply } }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Reader"
                Toolbar { tint: "#C7C7CC"; BarButton { system: reply; hidden: true } }
            }
            """),
            // A hidden bar, or text inside a hidden view, is not seen: its colours are not judged.
            .nonTriggering("""
            Screen {
                title: "Trailer"
                background: black
                StatusBar { style: light }
                NavigationBar { title: "Trailer"; background: black; hidden: true }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Night Mode"
                background: "#202020"
                StatusBar { style: light }
                CustomView { hidden: true; Label { text: "Reading time: 12 min"; font: footnote; color: blue } }
            }
            """),
            .triggering("""
            Screen {
                title: "Note"
                TextView {
                    editable: true
                    font: body
                    ⟦color: "#AAAAAA"⟧
                    text: "Call the plumber on Monday."
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Night Mode"
                background: "#202020"
                StatusBar { style: light }
                Label { text: "Reading time: 12 min"; font: footnote; ⟦color: blue⟧ }
            }
            """),
            .triggering("""
            Screen {
                title: "Poem"
                TextView { editable: false; font: body; ⟦fontCount: 4⟧; text: "Roses are red, violets are blue." }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Night Mode"
                background: "#202020"
                StatusBar { style: light }
                Label { text: "Reading time: 12 min"; font: footnote; color: white }
                TextView { editable: false; font: body; color: "#333333"; background: "#FBF7EE"; fontCount: 2; text: "Chapter one." }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Poster"
                TextView { editable: false; font: headline; color: "#777777"; text: "Summer sale" }
            }
            """, configuration: Configuration(ruleOptions: ["text-view/legibility": ["minimumContrast": 3]])),
        ])

    static let white = ColorValue(red: 255, green: 255, blue: 255)
    static let black = ColorValue(red: 0, green: 0, blue: 0)

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let minimumRatio = context.option("minimumContrast", of: description)
        if element.is("NavigationBar", "Toolbar") {
            let itemRatio = context.option("minimumItemContrast", of: description)
            return [barTitleFinding(element, minimumRatio: minimumRatio), barTintFinding(element, minimumRatio: itemRatio)].compactMap { $0 }
        }
        var findings: [RuleFinding] = []
        if let contrast = contrastFinding(element, minimumRatio: minimumRatio) { findings.append(contrast) }
        let maximumFonts = context.option("maximumFonts", of: description)
        if element.is("TextView"), let fonts = element.binding("fontCount"), let count = fonts.value.numberValue, count > maximumFonts {
            findings.append(.on(fonts, variant: "fonts", ["count": fonts.valueText, "limit": RuleOption.text(maximumFonts)]))
        }
        return findings
    }

    /// A navigation bar's title against the bar: `titleColor` (black by default) on `background` (the light
    /// system bar by default), judged when the bar has a title and sets either colour.
    static func barTitleFinding(_ bar: Element, minimumRatio: Double) -> RuleFinding? {
        guard bar.string("title")?.isEmpty == false else { return nil }
        let colorBinding = bar.binding("titleColor")
        let backgroundBinding = bar.binding("background")
        guard colorBinding != nil || backgroundBinding != nil,
              let text = colorBinding.map({ ColorValue($0.value) }) ?? black,
              let background = (backgroundBinding.map({ ColorValue($0.value) }) ?? StatusBarContrast.systemBarColor)?.opaque
        else { return nil }
        let ratio = ColorValue.contrastRatio(blend(text, over: background), background)
        guard ratio < minimumRatio else { return nil }
        let tenths = Int((ratio * 10).rounded(.down))
        var arguments = ["ratio": "\(tenths / 10).\(tenths % 10)", "limit": RuleOption.text(minimumRatio)]
        var terms: [String: String] = [:]
        terms["color"] = colorBinding == nil ? "default-color" : "set-color"
        terms["background"] = backgroundBinding == nil ? "default-bar" : "set-background"
        // The set values go through terms, so each language marks a source value its way.
        (arguments["colorValue"], arguments["backgroundValue"]) = (colorBinding?.valueText, backgroundBinding?.valueText)
        return .on(colorBinding ?? backgroundBinding!, arguments, terms: terms)
    }

    /// iOS's default tint for bar items, the system blue.
    static let systemBlue = ColorValue(red: 0, green: 122, blue: 255)

    /// A bar's items against the bar: `tint` (the system blue by default) on `background` (the light system bar by
    /// default), judged when the bar shows a bar button, back button or segmented control and sets either colour.
    static func barTintFinding(_ bar: Element, minimumRatio: Double) -> RuleFinding? {
        guard bar.children.contains(where: { !$0.isHiddenOnScreen && $0.is("BarButton", "BackButton", "SegmentedControl") }) else { return nil }
        let tintBinding = bar.binding("tint")
        let backgroundBinding = bar.binding("background")
        guard tintBinding != nil || backgroundBinding != nil,
              let tint = tintBinding.map({ ColorValue($0.value) }) ?? systemBlue, tint.alpha > 0,
              let background = (backgroundBinding.map({ ColorValue($0.value) }) ?? StatusBarContrast.systemBarColor)?.opaque
        else { return nil }
        let ratio = ColorValue.contrastRatio(blend(tint, over: background), background)
        guard ratio < minimumRatio else { return nil }
        let tenths = Int((ratio * 10).rounded(.down))
        var arguments = ["ratio": "\(tenths / 10).\(tenths % 10)", "limit": RuleOption.text(minimumRatio)]
        let terms = ["color": tintBinding == nil ? "default-tint" : "set-color",
                     "background": backgroundBinding == nil ? "default-bar" : "set-background"]
        (arguments["colorValue"], arguments["backgroundValue"]) = (tintBinding?.valueText, backgroundBinding?.valueText)
        return .on(tintBinding ?? backgroundBinding!, variant: "tint", arguments, terms: terms)
    }

    static func contrastFinding(_ element: Element, minimumRatio: Double) -> RuleFinding? {
        let colorBinding = element.binding("color")
        guard let text = colorBinding.map({ ColorValue($0.value) }) ?? black, text.alpha > 0 else { return nil }
        let background: ColorValue
        var backgroundBinding: Binding?
        var backgroundIsOwn = false
        if element.is("TextView") {
            backgroundBinding = element.binding("background")
            backgroundIsOwn = true
            guard let own = backgroundBinding.map({ ColorValue($0.value) }) ?? white, own.alpha > 0 else { return nil }
            guard let behind = own.alpha < 255 ? backdrop(of: element)?.color : white else { return nil }
            background = blend(own, over: behind)
        } else {
            guard let behind = backdrop(of: element) else { return nil }
            background = behind.color
            backgroundBinding = behind.binding
        }
        let ratio = ColorValue.contrastRatio(blend(text, over: background), background)
        guard ratio < minimumRatio else { return nil }
        let tenths = Int((ratio * 10).rounded(.down))
        var arguments = ["ratio": "\(tenths / 10).\(tenths % 10)", "limit": RuleOption.text(minimumRatio)]
        var terms: [String: String] = [:]
        terms["color"] = colorBinding == nil ? "default-color" : "set-color"
        terms["background"] = backgroundBinding == nil ? "default-background" : "set-background"
        // The set values go through terms, so each language marks a source value its way.
        (arguments["colorValue"], arguments["backgroundValue"]) = (colorBinding?.valueText, backgroundBinding?.valueText)
        var finding: RuleFinding
        if let colorBinding, !colorBinding.isComponentDefault {
            finding = .on(colorBinding, arguments, terms: terms)
        } else if backgroundIsOwn, let backgroundBinding, !backgroundBinding.isComponentDefault {
            finding = .on(backgroundBinding, arguments, terms: terms)
        } else {
            finding = .on(element, arguments, terms: terms)
        }
        if !backgroundIsOwn, let backgroundBinding {
            finding.related = [RuleNote(backgroundBinding.location, "background")]
        }
        return finding
    }

    /// What lies behind an element's text: the `background` of the nearest
    /// screen or page that sets one (a popover, modal or table cell draws its
    /// own white surface), else white; nil when that background is fully transparent.
    static func backdrop(of element: Element) -> (color: ColorValue, binding: Binding?)? {
        for ancestor in element.ancestors {
            if ancestor.is("Screen", "Page"), let binding = ancestor.binding("background") {
                guard let color = ColorValue(binding.value), color.alpha > 0 else { return nil }
                guard color.alpha < 255 else { return (color, binding) }
                guard let behind = backdrop(of: ancestor) else { return nil }
                return (blend(color, over: behind.color), binding)
            }
            if ancestor.is("Popover", "Modal", "Cell") { break }
        }
        return (white, nil)
    }

    /// A colour with its alpha laid over an opaque one, channel by channel in sRGB.
    static func blend(_ top: ColorValue, over bottom: ColorValue) -> ColorValue {
        let alpha = Double(top.alpha) / 255
        func channel(_ upper: UInt8, _ lower: UInt8) -> UInt8 {
            UInt8((alpha * Double(upper) + (1 - alpha) * Double(lower)).rounded())
        }
        return ColorValue(red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
                          blue: channel(top.blue, bottom.blue))
    }
}
