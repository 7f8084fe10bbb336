/// `popover/cascade`: a popover that can open another popover, or two popovers shown at once.
public import ViewModel
public struct PopoverCascade: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/cascade", severity: .error,
        summary: "Show one popover at a time; never open a popover from another.",
        messages: [
            "": "this popover opens from inside another popover; show one popover at a time",
            "elsewhere": "from this popover, {screen} can open another popover; show one popover at a time",
            "together": "a second popover shown in the same {container}; show one popover at a time",
        ],
        what: "Follows everything a popover shows — its own content and the screens it reaches through `content:` and `push:`, across files — and flags any popover presented from there (`presents: Popover { … }`) or shown inside it. Also flags a popover shown in a container that already shows one.",
        why: "A popover is a temporary layer that points at where it came from. A second popover on top, or a chain of them, hides that origin, leaves several things to dismiss and makes people lose their way.",
        howToFix: "Replace the popover's content in place (push a screen inside it), or close the first popover before opening the next.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.8 浮出层"), SeedCitation(SeedCitation.russianContentViews, "Легкая сдоба")],
        notes: [
            "origin": "the popover it opens from",
            "target": "the second popover",
            "earlier": "the popover already shown here",
            "unnamed-screen": "a screen it shows",
            "leads-to": "leads to {screen}",
            "leads-to.presentation": "leads to a presentation",
        ],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            TableView {
                                Cell { title: "Sort by"; presents: ⟦Popover⟧ { TableView { Cell { title: "Title" } } } }
                            }
                        }
                    }
                }
            }
            """),
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton { system: organize; presents: Popover { ⟦content: Filters⟧ } }
                }
            }
            """, otherFiles: ["Filters": """
            Screen {
                title: "Filters"
                TableView { Cell { title: "Colour"; presents: Popover { TableView { Cell { title: "Red" } } } } }
            }
            """]),
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover { content: Filters }
                    }
                }
            }
            """, otherFiles: ["Filters": """
            Screen {
                title: "Filters"
                TableView { Cell { title: "Colour"; push: Colours } }
            }
            """, "Colours": """
            Screen {
                title: "Colours"
                TableView { Cell { title: "Red" } }
            }
            """]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let origin = RuleNote(element.location, "origin")
        for presentation in PopoverReach.presentations(from: element, in: context) {
            guard let inner = presentation.shownPopover ?? presentation.link?.inlineElement, inner.is("Popover"),
                  let finding = PopoverReach.finding(at: inner.location, via: presentation.via, origin: origin,
                                                     targetNote: "target", [:], in: context) else { continue }
            findings.append(finding)
        }
        if element.role == .child, let container = element.container {
            let earlier = context.descendants(of: container).first {
                $0 !== element && $0.is("Popover") && $0.role == .child && $0.container === container
                    && $0.range.lowerBound < element.range.lowerBound && $0.path == element.path
            }
            if let earlier {
                findings.append(RuleFinding(at: element.location, variant: "together", ["container": container.typeName],
                                            related: [RuleNote(earlier.location, "earlier")]))
            }
        }
        return findings
    }
}
