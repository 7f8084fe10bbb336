/// `popover/modal-over-popover`: a modal view or screen presented from inside a popover.
public import ViewModel
public struct PopoverModalOverPopover: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/modal-over-popover", severity: .error,
        messages: ["", "elsewhere", "elsewhere.unnamed"],
        citations: [SeedCitation("content-zh.popover"), SeedCitation("content-ru.popover")],
        notes: ["screen", "modal", "origin", "target", "leads-to", "leads-to.inline"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: add
                        presents: Popover {
                            TableView {
                                Cell { title: "New album"; ⟦presents: Compose⟧ }
                                Cell { title: "Import"; presents: ⟦Modal⟧ { style: formSheet; content: Compose } }
                            }
                        }
                    }
                }
            }
            """, otherFiles: ["Compose": """
            Screen {
                title: "New album"
            }
            """]),
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: trash
                        presents: Popover {
                            TableView {
                                Cell { title: "Delete all"; presents: Alert { title: "Delete all photos?"; Button { title: "Delete"; role: destructive } } }
                                Cell { title: "Details"; push: Compose }
                            }
                        }
                    }
                }
            }
            """, otherFiles: ["Compose": """
            Screen {
                title: "Details"
            }
            """]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let origin = RuleNote(element.location, "origin")
        for presentation in PopoverReach.presentations(from: element, in: context) {
            guard let link = presentation.link else { continue }
            let presented: String
            let target: SourceLocation
            var arguments: [String: String] = [:]
            if let screen = link.screenName {
                presented = "screen"
                arguments["name"] = screen
                target = link.binding.location
            } else if let inline = link.inlineElement, inline.is("Modal") {
                presented = "modal"
                target = inline.location
            } else {
                continue
            }
            if let finding = PopoverReach.finding(at: target, via: presentation.via, origin: origin, targetNote: "target",
                                                  arguments, terms: ["presented": presented], in: context) {
                findings.append(finding)
            }
        }
        return findings
    }
}
