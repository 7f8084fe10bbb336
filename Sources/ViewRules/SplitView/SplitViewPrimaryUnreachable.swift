/// `split-view/primary-unreachable`: a split view that takes away both ways
/// of bringing back a hidden primary pane — the display mode button
/// (`displayModeButton: false`) and the swipe (`presentsWithGesture: false`),
/// language version 4.
public import ViewModel
public struct SplitViewPrimaryUnreachable: Rule {
    public static let kinds: Set<String> = ["SplitView"]

    public static let description = RuleDescription(
        id: "split-view/primary-unreachable", severity: .warning,
        citations: [SeedCitation("content-ru.split-view"), SeedCitation("content-zh.split-view")],
        fix: .unsafe,
        examples: [
            .triggering("""
            Screen {
                device: ipad
                SplitView {
                    displayModeButton: false
                    ⟦presentsWithGesture: false⟧
                    Primary {
                        width: 320
                        TableView { Cell { title: "Inbox" } }
                    }
                    Secondary {
                        width: 704
                        TextView { editable: false; font: body; text: "No message selected." }
                    }
                }
            }
            """, fixed: """
            Screen {
                device: ipad
                SplitView {
                    displayModeButton: false
                    Primary {
                        width: 320
                        TableView { Cell { title: "Inbox" } }
                    }
                    Secondary {
                        width: 704
                        TextView { editable: false; font: body; text: "No message selected." }
                    }
                }
            }
            """),
            // The swipe is left for another use; the button brings the pane back.
            .nonTriggering("""
            Screen {
                device: ipad
                SplitView {
                    presentsWithGesture: false
                    Primary {
                        width: 320
                        TableView { Cell { title: "\u{41F}\u{43E}\u{447}\u{442}\u{430}" } }
                    }
                    Secondary {
                        width: 704
                        TextView { editable: false; font: body; text: "\u{41D}\u{435}\u{442} \u{43F}\u{438}\u{441}\u{435}\u{43C}." }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let button = element.binding("displayModeButton"), button.value.boolValue == false,
              let gesture = element.binding("presentsWithGesture"), gesture.value.boolValue == false else { return [] }
        // The swipe is the way back an app gives up most easily: the fix gives it back (unsafe, the app may swipe for something else).
        let editable = gesture.path == context.model.path && !gesture.isComponentDefault
        return [RuleFinding(at: gesture.location, edits: editable ? [context.edits.remove(gesture)] : nil)]
    }
}
