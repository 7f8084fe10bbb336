/// `scroll-view/indicator-with-page-control`: a scroll indicator beside a page control on the same axis.
public import ViewModel
public struct ScrollViewIndicatorWithPageControl: Rule {
    public static let kinds: Set<String> = ["ScrollView"]

    public static let description = RuleDescription(
        id: "scroll-view/indicator-with-page-control", severity: .warning,
        citations: [
            SeedCitation("content-zh.scroll-view"),
            SeedCitation("content-ru.scroll-view"),
        ],
        fix: .safe,
        notes: ["page-control", "horizontally", "vertically"],
        examples: [
            .triggering("""
            Screen {
                title: "Welcome"
                ⟦ScrollView⟧ {
                    direction: horizontal
                    paging: true
                    ImageView { image: system.bookmarks; contentMode: center }
                    ImageView { image: system.featured; contentMode: center }
                    PageControl { pages: 2 }
                }
            }
            """, fixed: """
            Screen {
                title: "Welcome"
                ScrollView {
                    direction: horizontal
                    paging: true
                    showsHorizontalIndicator: false
                    ImageView { image: system.bookmarks; contentMode: center }
                    ImageView { image: system.featured; contentMode: center }
                    PageControl { pages: 2 }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Stories"
                ScrollView { direction: vertical; paging: true; ⟦showsVerticalIndicator: true⟧; ImageView { image: system.camera } }
                PageControl { pages: 5 }
            }
            """, fixed: """
            Screen {
                title: "Stories"
                ScrollView { direction: vertical; paging: true; showsVerticalIndicator: false; ImageView { image: system.camera } }
                PageControl { pages: 5 }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Welcome"
                ScrollView {
                    direction: horizontal
                    paging: true
                    showsHorizontalIndicator: false
                    ImageView { image: system.bookmarks; contentMode: center }
                    ImageView { image: system.featured; contentMode: center }
                    PageControl { pages: 2 }
                }
            }
            """),
            // The page control belongs to the other scroll view: this one has none of its own, so its indicator stays.
            .nonTriggering("""
            Screen {
                title: "Gallery"
                ScrollView { direction: vertical; paging: true; ImageView { image: system.bookmarks } }
                ScrollView {
                    direction: horizontal
                    paging: true
                    showsHorizontalIndicator: false
                    ImageView { image: system.featured }
                    PageControl { pages: 2 }
                }
            }
            """),
            // A page control beside the paging scroll view, outside any other scroll view, is its own.
            .triggering("""
            Screen {
                title: "\u{5FEB}\u{7167}"
                ⟦ScrollView⟧ { direction: horizontal; paging: true; ImageView { image: system.camera } }
                PageControl { pages: 3 }
            }
            """, fixed: """
            Screen {
                title: "\u{5FEB}\u{7167}"
                ScrollView { direction: horizontal; paging: true; showsHorizontalIndicator: false; ImageView { image: system.camera } }
                PageControl { pages: 3 }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.bool("paging") == true, let pageControl = ScrollingViews.ownPageControls(for: element, in: context).first else { return [] }
        let axis = ScrollingViews.pagingAxis(of: element)
        let indicator = axis.indicatorProperty
        guard element.bool(indicator) != false else { return [] }
        let arguments = ["indicator": indicator]
        let terms = ["axis": axis.adverb]
        let edits = ScrollingAndTextEdits.set(indicator, to: "false", on: element, after: element.binding("paging"),
                                              using: context.edits)
        var finding: RuleFinding
        // One a component gives is moved to the use by the engine, pointing at it.
        if let binding = element.binding(indicator) {
            finding = .on(binding, arguments, terms: terms, edits: edits)
        } else {
            finding = .on(element, arguments, terms: terms, edits: edits)
        }
        finding.related = [RuleNote(pageControl.location, "page-control")]
        return [finding]
    }
}
