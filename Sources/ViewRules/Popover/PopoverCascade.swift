/// `popover/cascade`: a popover that can open another popover, or two popovers shown at once.
public import ViewModel
public struct PopoverCascade: Rule {
    /// A `CustomView` is looked at when it `mimics: popover`: it is a popover to the people who see it.
    public static let kinds: Set<String> = ["Popover", "CustomView"]

    public static let description = RuleDescription(
        id: "popover/cascade", severity: .error,
        messages: ["", "elsewhere", "elsewhere.unnamed", "together"],
        citations: [SeedCitation("content-zh.popover"), SeedCitation("content-ru.popover")],
        notes: ["origin", "target", "earlier", "leads-to", "leads-to.inline"],
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
                    BarButton {
                        system: organize
                        presents: Popover {
                            NavigationBar {
                                title: "Photos"
                                BarButton { system: action; presents: ⟦ActivityViewController⟧ { activities: [copy] } }
                            }
                            TableView {
                                Cell {
                                    title: "Delete all"
                                    presents: ⟦ActionSheet⟧ { Button { title: "Delete"; role: destructive } }
                                }
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
            // A look-alike beside a popover in one container: two popovers on screen at once.
            .triggering("""
            Screen {
                device: ipad
                Toolbar { BarButton { id: filter; system: organize } }
                ContainerViewController {
                    Popover { source: filter; Label { text: "Filters" } }
                    ⟦CustomView⟧ { mimics: popover; Label { text: "Sort by" } }
                }
            }
            """),
            // A hidden popover is not shown.
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar { BarButton { id: filter; system: organize } }
                ContainerViewController {
                    Popover { source: filter; hidden: true; Label { text: "Filters" } }
                    CustomView { mimics: popover; Label { text: "Sort by" } }
                }
            }
            """),
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

    /// What iOS shows as a popover: a `Popover`; on iPad, an `ActionSheet` or
    /// an `ActivityViewController` (both come up in a popover there); and a
    /// `CustomView { mimics: popover }`, which looks like one to people.
    static func isPopover(_ element: Element, in context: RuleContext) -> Bool {
        if element.is("Popover") { return true }
        if element.is("CustomView") { return element.name("mimics") == "popover" }
        return element.is("ActionSheet", "ActivityViewController") && context.device(of: element) == .ipad
    }

    /// A popover standing in a container (not presented): a `Popover`, or a `CustomView { mimics: popover }`.
    static func isShownPopover(_ element: Element) -> Bool {
        element.is("Popover") || (element.is("CustomView") && element.name("mimics") == "popover")
    }

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard isShownPopover(element) else { return [] }
        var findings: [RuleFinding] = []
        let origin = RuleNote(element.location, "origin")
        for presentation in PopoverReach.presentations(from: element, in: context) {
            guard let inner = presentation.shownPopover ?? presentation.link?.inlineElement, isPopover(inner, in: context),
                  let finding = PopoverReach.finding(at: inner.location, via: presentation.via, origin: origin,
                                                     targetNote: "target", [:], in: context) else { continue }
            findings.append(finding)
        }
        if element.role == .child, let container = element.container {
            let earlier = context.descendants(of: container).first {
                $0 !== element && isShownPopover($0) && !$0.isHiddenOnScreen && $0.role == .child && $0.container === container
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
