/// `popover/custom-view`: a home-made view (`CustomView`) inside a popover,
/// where standard controls and views belong.
public import ViewModel

public struct PopoverCustomView: Rule {
    public static let kinds: Set<String> = ["CustomView"]

    public static let description = RuleDescription(
        id: "popover/custom-view", severity: .hint,
        citations: [SeedCitation("content-ru.popover"), SeedCitation("content-zh.popover")],
        notes: ["popover"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            ⟦CustomView⟧ { width: 320; height: 200 }
                        }
                    }
                }
            }
            """),
            .triggering("""
            Screen {
                device: ipad
                Toolbar { BarButton { id: filters; title: "\u{0424}\u{0438}\u{043B}\u{044C}\u{0442}\u{0440}\u{044B}" } }
                Popover {
                    source: filters
                    TableView { Cell { title: "\u{0426}\u{0432}\u{0435}\u{0442}" } }
                    ⟦CustomView⟧ { height: 120 }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                CustomView { height: 120 }
                Toolbar {
                    BarButton {
                        system: organize
                        presents: Popover {
                            TableView { Cell { title: "\u{6309}\u{65E5}\u{671F}"; accessory: checkmark } }
                        }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // One that mimics a system element is `bars/custom-mimic`'s.
        guard (element.name("mimics") ?? "none") == "none",
              let popover = element.nearestAncestor(where: { $0.is("Popover") }) else { return [] }
        return [RuleFinding(at: element.location, related: [RuleNote(popover.location, "popover")])]
    }
}
