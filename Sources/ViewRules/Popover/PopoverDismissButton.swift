/// `popover/dismiss-button`: a close button in a popover that should close by itself.
public import ViewModel
public struct PopoverDismissButton: Rule {
    public static let kinds: Set<String> = ["Popover"]

    /// Titles that mean "close this", compared case-insensitively.
    static let dismissTitles = RuleWords.all("rule.popover/dismiss-button.words.dismiss")

    public static let description = RuleDescription(
        id: "popover/dismiss-button", severity: .warning,
        messages: ["", "elsewhere", "elsewhere.unnamed"],
        citations: [SeedCitation("content-zh.popover"), SeedCitation("content-ru.popover")],
        fix: .safe,
        notes: ["untitled", "system", "close-button"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            kind: inspector
                            SegmentedControl { segments: ["Title", "Author"] }
                            ⟦Button⟧ { title: "Close" }
                        }
                    }
                }
            }
            """, fixed: """
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            kind: inspector
                            SegmentedControl { segments: ["Title", "Author"] }
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
                            NavigationBar { title: "Sort"; ⟦BarButton⟧ { system: done } }
                            TableView { Cell { title: "By date"; accessory: checkmark } }
                        }
                    }
                }
            }
            """, fixed: """
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            NavigationBar { title: "Sort" }
                            TableView { Cell { title: "By date"; accessory: checkmark } }
                        }
                    }
                }
            }
            """),
            // A Done button by its title, in any of the catalog's languages (Russian here).
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            TableView { Cell { title: "\u{41F}\u{43E} \u{434}\u{430}\u{442}\u{435}"; accessory: checkmark } }
                            ⟦Button⟧ { title: "\u{413}\u{43E}\u{442}\u{43E}\u{432}\u{43E}" }
                        }
                    }
                }
            }
            """, fixed: """
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            TableView { Cell { title: "\u{41F}\u{43E} \u{434}\u{430}\u{442}\u{435}"; accessory: checkmark } }
                        }
                    }
                }
            }
            """),
            // A hidden button is not there to tap.
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            kind: inspector
                            SegmentedControl { segments: ["Title", "Author"] }
                            Button { title: "Close"; hidden: true }
                        }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: compose
                        presents: Popover {
                            kind: task
                            NavigationBar {
                                title: "New note"
                                BarButton { system: cancel }
                                BarButton { system: done }
                            }
                            TextField { placeholder: "Title" }
                        }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let kind = element.name("kind") ?? "options"
        guard kind == "options" || kind == "inspector" else { return [] }
        var findings: [RuleFinding] = []
        for reached in context.graph.elements(reachableFrom: element, through: [.push, .content]) {
            let button = reached.element
            guard button.is("Button", "BarButton"), isDismissButton(button), !button.isHiddenOnScreen else { continue }
            // A nested popover's buttons are that popover's business.
            if reached.via.isEmpty, button.ancestors.first(where: { $0.is("Popover") }) !== element { continue }
            // The button named as its source writes it: its title, else its `system` item or `role`.
            let title = button.binding("title")?.valueText
            var arguments = ["title": title ?? "", "kind": kind]
            var terms: [String: String] = [:]
            if title == nil {
                if button.is("BarButton"), let system = button.name("system") {
                    (arguments["system"], terms["title"]) = (system, "system")
                } else {
                    (arguments["role"], terms["title"]) = (button.name("role") ?? "", "untitled")
                }
            }
            guard let location = PopoverReach.reportLocation(button.location, via: reached.via, in: context) else { continue }
            if location == button.location {
                findings.append(.on(button, arguments, terms: terms, edits: [context.edits.remove(button)]))
            } else {
                // A screen written in place has no name to quote: a sentence of its own.
                let screen = reached.via.last?.screenName
                if let screen { arguments["screen"] = screen }
                findings.append(RuleFinding(at: location, variant: screen == nil ? "elsewhere.unnamed" : "elsewhere", arguments,
                                            terms: terms, related: [RuleNote(button.location, "close-button")]))
            }
        }
        return findings
    }

    /// A button that only closes: `role: dismiss`, `done` or `cancel`, a `done` or
    /// `cancel` bar button, or a title of the catalog's words (Close, Done and their translations).
    static func isDismissButton(_ button: Element) -> Bool {
        if button.is("Button"), let role = button.name("role"), role == "dismiss" || role == "done" || role == "cancel" { return true }
        if button.is("BarButton"), let system = button.name("system"), system == "done" || system == "cancel" { return true }
        guard let title = button.string("title") else { return false }
        return dismissTitles.contains(title.trimmingCharacters(in: " ").lowercased())
    }
}
