/// `web-view/mini-browser`: a web view dressed up as a small web browser.
public import ViewModel
public struct WebViewMiniBrowser: Rule {
    public static let kinds: Set<String> = ["WebView"]

    public static let description = RuleDescription(
        id: "web-view/mini-browser", severity: .warning,
        summary: "Don't turn a web view into a mini web browser.",
        messages: [
            "": "this web view sits on a screen with {control}, which makes it a small web browser; leave browsing the web to Safari",
            "more": "this web view sits on a screen with {control} and {more} more browser controls, which makes it a small web browser; leave browsing the web to Safari",
        ],
        what: "Flags a `WebView` in a screen that also has browser controls: a `BarButton` with `system: rewind` or `fastForward`, a `BarButton` or `Button` titled Back or Forward (Назад, Вперёд, 后退, 前进), or a `TextField` with `contentType: url`. The controls are shown as related locations.",
        why: "A web view is for showing web content that belongs to your app, such as a help page or the pages of a web app you wrap. People browse the web in Safari, which they know well; an address field and back and forward buttons in your app copy that job, less well.",
        howToFix: "Remove the address field and the back and forward controls and keep the web view to your own content; send people to Safari for anything else.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.13 网络视图"),
            SeedCitation(SeedCitation.russianContentViews, "Веб-представление"),
            SeedCitation(SeedCitation.chineseTableView, "Web视图"),
        ],
        notes: [
            "system": "a `{name}` button",
            "titled": "a \"{name}\" button",
            "address": "an address field",
            "related.system": "a `{name}` button: a browser control",
            "related.titled": "a \"{name}\" button: a browser control",
            "related.address": "an address field: a browser control",
        ],
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
    static let backForwardTitles: Set<String> = ["back", "forward", "назад", "вперёд", "вперед", "后退", "前进"]

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let root = element.ancestors.last ?? element
        let controls = ([root] + context.descendants(of: root)).compactMap { candidate in describe(candidate).map { (candidate, $0) } }
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
