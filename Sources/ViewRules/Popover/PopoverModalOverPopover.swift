/// `popover/modal-over-popover`: a modal view or screen presented from inside a popover.
public import ViewModel
public struct PopoverModalOverPopover: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/modal-over-popover", severity: .error,
        summary: "Nothing modal opens over a popover, except an alert.",
        messages: [
            "": "a {presented} is presented from inside a popover; only an alert may appear over a popover",
            "elsewhere": "from this popover, {screen} presents a {presented}; only an alert may appear over a popover",
        ],
        what: "Follows everything a popover shows — its own content and the screens it reaches through `content:` and `push:`, across files — and flags every `presents:` of a `Modal` or of a screen (which is shown modally). Alerts, action sheets and activity view controllers are not flagged.",
        why: "A popover is already a temporary layer over the app. A modal view stacked on it buries its context two levels deep; an alert is the one exception, because it is brief and asks for a single decision.",
        howToFix: "Close the popover and present the modal view from the main screen, or show the content inside the popover by pushing a screen.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.8 浮出层"), SeedCitation(SeedCitation.russianContentViews, "Легкая сдоба")],
        notes: [
            "screen": "screen ({name})",
            "modal": "modal view",
            "origin": "the popover it opens over",
            "target": "presented here",
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
