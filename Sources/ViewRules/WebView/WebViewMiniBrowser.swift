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
                NavigationBar {
                    title: "Browser"
                    BarButton { system: refresh }
                }
                TextField { placeholder: "Address"; contentType: url; keyboard: url }
                ⟦WebView⟧ { url: "https://example.com" }
                Toolbar {
                    BarButton { system: rewind; accessibilityLabel: "Back" }
                    FlexibleSpace {}
                    BarButton { system: fastForward; accessibilityLabel: "Forward" }
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
                    BarButton { system: rewind; accessibilityLabel: "Back" }
                    FlexibleSpace {}
                    BarButton { system: fastForward; accessibilityLabel: "Forward" }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Help"
                NavigationBar {
                    title: "Help"
                    BarButton { system: refresh }
                }
                WebView { url: "https://help.example.com" }
            }
            """),
        ])

    /// Button titles that mean going back or forward through pages.
    static let backForwardTitles = RuleWords.all("rule.web-view/mini-browser.words.back-forward")

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let root = element.ancestors.last ?? element
        // Hidden controls are not seen, so they make no mini browser.
        let controls = ([root] + context.descendants(of: root)).compactMap { candidate in
            describe(candidate).flatMap { candidate.isHiddenOnScreen ? nil : (candidate, $0) }
        }
        guard !controls.isEmpty else { return [] }
        // The first control is named; the others are counted (each is a related location).
        let first = controls[0].1
        var finding = RuleFinding.on(element, variant: controls.count > 1 ? "more" : "",
                                     ["name": first.name, "more": "\(controls.count - 1)"], terms: ["control": first.kind])
        finding.related = controls.map { control, described in
            RuleNote(control.location, "related.\(described.kind)", ["name": described.name])
        }
        return [finding]
    }

    /// A browser control: what kind (a note name) and the name it carries.
    struct Described {
        let kind: String
        let name: String
    }

    /// What makes a control a browser control, in words; nil for anything else.
    static func describe(_ element: Element) -> Described? {
        if element.is("BarButton"), let system = element.name("system"), system == "rewind" || system == "fastForward" {
            return Described(kind: "system", name: system)
        }
        if element.is("BarButton", "Button"), let title = element.string("title"),
           backForwardTitles.contains(title.trimmingCharacters(in: " ").lowercased()) {
            return Described(kind: "titled", name: title)
        }
        if element.is("TextField"), element.name("contentType") == "url" {
            return Described(kind: "address", name: "")
        }
        return nil
    }
}
