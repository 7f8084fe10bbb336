/// `page-view-controller/nonlinear`: nonlinear pages with no way to jump between them.
public import ViewModel
public struct PageViewControllerNonlinear: Rule {
    public static let kinds: Set<String> = ["PageViewController"]

    public static let description = RuleDescription(
        id: "page-view-controller/nonlinear", severity: .warning,
        citations: [
            SeedCitation("content-zh.page-view-controller"),
            SeedCitation("content-ru.page-view-controller"),
        ],
        fix: .unsafe,
        examples: [
            .triggering("""
            Screen {
                title: "Dictionary"
                PageViewController {
                    transition: pageCurl
                    ⟦navigation: nonlinear⟧
                    Page { title: "A"; Label { text: "Aardvark"; font: body } }
                    Page { title: "B"; Label { text: "Badger"; font: body } }
                }
            }
            """, fixed: """
            Screen {
                title: "Dictionary"
                PageViewController {
                    transition: pageCurl
                    navigation: nonlinear
                    jumpControl: true
                    Page { title: "A"; Label { text: "Aardvark"; font: body } }
                    Page { title: "B"; Label { text: "Badger"; font: body } }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Catalogue"
                PageViewController { navigation: nonlinear; ⟦jumpControl: false⟧; Page { title: "Chairs" } }
            }
            """, fixed: """
            Screen {
                title: "Catalogue"
                PageViewController { navigation: nonlinear; jumpControl: true; Page { title: "Chairs" } }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Story"
                PageViewController {
                    navigation: linear
                    Page { title: "Chapter 1"; Label { text: "Once upon a time…"; font: body } }
                    Page { title: "Chapter 2"; Label { text: "The end."; font: body } }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.name("navigation") == "nonlinear", element.bool("jumpControl") != true else { return [] }
        let navigation = element.binding("navigation")
        let edits = ScrollingAndTextEdits.set("jumpControl", to: "true", on: element, after: navigation, using: context.edits)
        let arguments = ["jumpControl": element.binding("jumpControl")?.valueText ?? "false"]
        if let jump = element.binding("jumpControl"), !jump.isComponentDefault { return [.on(jump, arguments, edits: edits)] }
        if let navigation, !navigation.isComponentDefault { return [.on(navigation, arguments, edits: edits)] }
        return [.on(element, arguments, edits: edits)]
    }
}
