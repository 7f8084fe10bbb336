/// `popover/closing`: a popover of options that does not close both when
/// people choose and when they tap outside it, or an inspector that closes on
/// a choice or stays open on a tap outside (language version 4's `dismissOn`
/// and `modal`).
public import ViewModel
public struct PopoverClosing: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/closing", severity: .warning,
        messages: ["", "inspector-selection", "inspector-outside"],
        citations: [SeedCitation("content-ru.popover"), SeedCitation("content-zh.popover")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            ⟦dismissOn: [outsideTap]⟧
                            TableView { Cell { title: "By date"; accessory: checkmark } Cell { title: "By title" } }
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
                            TableView { Cell { title: "By date"; accessory: checkmark } Cell { title: "By title" } }
                        }
                    }
                }
            }
            """),
            // An inspector stays open after a choice: people may change more.
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            kind: inspector
                            ⟦dismissOn: [selection, outsideTap]⟧
                            SegmentedControl { segments: ["\u{41A}\u{440}\u{443}\u{43F}\u{43D}\u{43E}", "\u{41C}\u{435}\u{43B}\u{43A}\u{43E}"] }
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
                            SegmentedControl { segments: ["\u{41A}\u{440}\u{443}\u{43F}\u{43D}\u{43E}", "\u{41C}\u{435}\u{43B}\u{43A}\u{43E}"] }
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
                            kind: inspector
                            ⟦modal: true⟧
                            SegmentedControl { segments: ["\u{5927}", "\u{5C0F}"] }
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
                            SegmentedControl { segments: ["\u{5927}", "\u{5C0F}"] }
                        }
                    }
                }
            }
            """),
            // The defaults close each kind as the guidelines say.
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            dismissOn: [selection, outsideTap]
                            TableView { Cell { title: "By date"; accessory: checkmark } Cell { title: "By title" } }
                        }
                    }
                }
            }
            """),
            // A task popover may ignore taps outside; it ends with Done and Cancel.
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: compose
                        presents: Popover {
                            kind: task
                            modal: true
                            NavigationBar { title: "New list"; BarButton { system: cancel } BarButton { system: done } }
                            TextField { placeholder: "Name" }
                        }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let kind = PopoverClosingBehaviour.kind(of: element)
        guard kind != "task" else { return [] }
        let dismissOn = PopoverClosingBehaviour.dismissOn(element)
        let wrongDismissOn = kind == "options"
            ? !dismissOn.isSuperset(of: ["selection", "outsideTap"])
            : dismissOn.contains("selection") || !dismissOn.contains("outsideTap")
        let modal = element.binding("modal").flatMap { $0.value.boolValue == true ? $0 : nil }
        // The kind's default closes it as the guidelines say: the fix removes what overrides it.
        let offending = [wrongDismissOn ? element.binding("dismissOn") : nil, modal].compactMap { $0 }
        guard let site = offending.first else { return [] }
        let variant = kind == "options" ? "" : (dismissOn.contains("selection") ? "inspector-selection" : "inspector-outside")
        let editable = offending.allSatisfy { $0.path == context.model.path && !$0.isComponentDefault }
        return [RuleFinding(at: site.location, variant: variant, edits: editable ? offending.map { context.edits.remove($0) } : nil)]
    }
}
