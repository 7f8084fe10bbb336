/// `popover/discarded-input`: a popover that a tap outside closes and that
/// then throws away what people entered (`outsideTap: discard`, language
/// version 4): people's work is kept, as Done would, and dropped only on Cancel.
public import ViewModel
public struct PopoverDiscardedInput: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/discarded-input", severity: .warning,
        citations: [SeedCitation("content-ru.popover"), SeedCitation("content-zh.popover")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: compose
                        presents: Popover {
                            kind: task
                            ⟦outsideTap: discard⟧
                            NavigationBar { title: "New list"; BarButton { system: cancel } BarButton { system: done } }
                            TextField { placeholder: "Name" }
                        }
                    }
                }
            }
            """, fixed: """
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: compose
                        presents: Popover {
                            kind: task
                            outsideTap: keep
                            NavigationBar { title: "New list"; BarButton { system: cancel } BarButton { system: done } }
                            TextField { placeholder: "Name" }
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
                        system: compose
                        presents: Popover {
                            kind: task
                            ⟦outsideTap: discard⟧
                            NavigationBar { title: "\u{41D}\u{43E}\u{432}\u{44B}\u{439} \u{441}\u{43F}\u{438}\u{441}\u{43E}\u{43A}"; BarButton { system: cancel } BarButton { system: done } }
                            TextField { placeholder: "\u{41D}\u{430}\u{437}\u{432}\u{430}\u{43D}\u{438}\u{435}" }
                        }
                    }
                }
            }
            """, fixed: """
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: compose
                        presents: Popover {
                            kind: task
                            outsideTap: keep
                            NavigationBar { title: "\u{41D}\u{43E}\u{432}\u{44B}\u{439} \u{441}\u{43F}\u{438}\u{441}\u{43E}\u{43A}"; BarButton { system: cancel } BarButton { system: done } }
                            TextField { placeholder: "\u{41D}\u{430}\u{437}\u{432}\u{430}\u{43D}\u{438}\u{435}" }
                        }
                    }
                }
            }
            """),
            // A modal task popover ignores taps outside: only Cancel discards.
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: compose
                        presents: Popover {
                            kind: task
                            modal: true
                            outsideTap: discard
                            NavigationBar { title: "New list"; BarButton { system: cancel } BarButton { system: done } }
                            TextField { placeholder: "Name" }
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
                            NavigationBar { title: "New list"; BarButton { system: cancel } BarButton { system: done } }
                            TextField { placeholder: "Name" }
                        }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("outsideTap"), binding.value.nameValue == "discard",
              PopoverClosingBehaviour.closesOnOutsideTap(element) else { return [] }
        let editable = binding.path == context.model.path && !binding.isComponentDefault
        return [RuleFinding(at: binding.location, edits: editable ? [context.edits.replaceValue(of: binding, with: "keep")] : nil)]
    }
}
