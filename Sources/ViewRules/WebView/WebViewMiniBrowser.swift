/// `web-view/mini-browser`: a web view dressed up as a small web browser.
public import ViewModel
public struct WebViewMiniBrowser: Rule {
    public static let kinds: Set<String> = ["WebView"]

    public static let description = RuleDescription(
        id: "web-view/mini-browser", severity: .warning,
        messages: ["", "more"],
        citations: [
            SeedCitation("content-zh.web-view"),
            SeedCitation("content-ru.web-view"),
            SeedCitation("tables-zh.web-view"),
        ],
        notes: ["system", "titled", "address", "related.system", "related.titled", "related.address"],
        examples: [
            .triggering("""
            Screen {
                title: "Browser"
                TextField { placeholder: "Address"; contentType: url; keyboard: url }
                ⟦WebView⟧ { url: "https://example.com" }
                Toolbar {
                    BarButton { title: "Back" }
                    FlexibleSpace {}
                    BarButton { title: "Forward" }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "\u{421}\u{43F}\u{440}\u{430}\u{432}\u{43A}\u{430}"
                ⟦WebView⟧ { url: "https://help.example.com" }
                Toolbar {
                    BarButton { title: "\u{41D}\u{430}\u{437}\u{430}\u{434}" }
                    FlexibleSpace {}
                    BarButton { title: "\u{412}\u{43F}\u{435}\u{440}\u{451}\u{434}" }
                }
            }
            """),
            // Hidden controls are not seen: no mini browser.
            .nonTriggering("""
            Screen {
                title: "Help"
                WebView { url: "https://help.example.com" }
                Toolbar {
                    hidden: true
                    BarButton { title: "Back" }
                    FlexibleSpace {}
                    BarButton { title: "Forward" }
                }
            }
            """),
            // An address field alone opens one page: no going back and forward through pages, no browser.
            .nonTriggering("""
            Screen {
                title: "Feed"
                TextField { placeholder: "Feed address"; contentType: url; keyboard: url }
                WebView { url: "https://example.com/feed" }
            }
            """),
            // Rewind and fast-forward are media controls (`bars/system-item-meaning`), not page navigation.
            .nonTriggering("""
            Screen {
                title: "Lecture"
                WebView { url: "https://example.com/lecture" }
                Toolbar {
                    BarButton { system: rewind }
                    BarButton { system: play }
                    BarButton { system: fastForward }
                }
            }
            """),
            // Only a way back: the screen's own back button, not a browser's pair.
            .nonTriggering("""
            Screen {
                title: "Help"
                NavigationBar {
                    title: "Help"
                    BarButton { title: "Back" }
                }
                WebView { url: "https://help.example.com" }
            }
            """),
        ])

    /// Button titles (and accessibility labels) that mean going back, or forward, through pages.
    static let backTitles = RuleWords.all("rule.web-view/mini-browser.words.back")
    static let forwardTitles = RuleWords.all("rule.web-view/mini-browser.words.forward")

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let root = element.ancestors.last ?? element
        // Hidden controls are not seen, so they make no mini browser.
        let controls = ([root] + context.descendants(of: root)).compactMap { candidate in
            describe(candidate).flatMap { candidate.isHiddenOnScreen ? nil : (candidate, $0) }
        }
        // A browser goes back and forward through the pages it opened: without both, an address field opens
        // one page and a lone Back is the screen's own way back.
        guard controls.contains(where: { $0.1.direction == .back }), controls.contains(where: { $0.1.direction == .forward })
        else { return [] }
        // The first control is named; the others are counted (each is a related location).
        let first = controls[0].1
        var finding = RuleFinding.on(element, variant: controls.count > 1 ? "more" : "",
                                     ["name": first.name, "more": "\(controls.count - 1)"], terms: ["control": first.kind])
        finding.related = controls.map { control, described in
            RuleNote(control.location, "related.\(described.kind)", ["name": described.name])
        }
        return [finding]
    }

    /// Which way a page-navigation control goes; nil for an address field.
    enum Direction { case back, forward }

    /// A browser control: what kind (a note name), the name it carries and which way it goes.
    struct Described {
        let kind: String
        let name: String
        let direction: Direction?
    }

    /// What makes a control a browser control, in words; nil for anything else. Rewind and fast-forward
    /// are media controls (`bars/system-item-meaning`): they count only when their accessibility label
    /// says Back or Forward.
    static func describe(_ element: Element) -> Described? {
        if element.is("BarButton"), let system = element.name("system"), system == "rewind" || system == "fastForward",
           let direction = direction(of: element.string("accessibilityLabel")) {
            return Described(kind: "system", name: system, direction: direction)
        }
        if element.is("BarButton", "Button"), let title = element.string("title"), let direction = direction(of: title) {
            return Described(kind: "titled", name: title, direction: direction)
        }
        if element.is("TextField"), element.name("contentType") == "url" {
            return Described(kind: "address", name: "", direction: nil)
        }
        return nil
    }

    /// The way a title or label names, in any language of the catalog.
    static func direction(of text: String?) -> Direction? {
        guard let word = text?.trimmingCharacters(in: " ").lowercased() else { return nil }
        if backTitles.contains(word) { return .back }
        return forwardTitles.contains(word) ? .forward : nil
    }
}
