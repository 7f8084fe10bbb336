/// `activity-view-controller/order`: custom activities listed before the system ones.
import ViewSyntax
public import ViewModel

public struct ActivityViewControllerOrder: Rule {
    public static let kinds: Set<String> = ["ActivityViewController"]

    public static let description = RuleDescription(
        id: "activity-view-controller/order", severity: .warning,
        citations: [SeedCitation("content-zh.activity-view-controller")],
        fix: .safe,
        notes: ["system-activities"],
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    ⟦Activity⟧ { title: "Quote" }
                    Activity { title: "\u{6458}\u{6284}" }
                    activities: [copy, mail]
                }
            }
            """, fixed: """
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: "Quote" }
                    Activity { title: "\u{6458}\u{6284}" }
                }
            }
            """),
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    ⟦Activity⟧ { title: "\u{426}\u{438}\u{442}\u{430}\u{442}\u{430}" }
                    activities: [copy]
                }
            }
            """, fixed: """
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy]
                    Activity { title: "\u{426}\u{438}\u{442}\u{430}\u{442}\u{430}" }
                }
            }
            """),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: "Quote" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let path = context.model.path
        guard element.path == path, let activities = element.binding("activities"), activities.path == path,
              !activities.isComponentDefault, let listed = activities.value.listValue, !listed.isEmpty,
              let first = element.children(of: "Activity").first(where: {
                  $0.path == path && $0.range.lowerBound < activities.range.lowerBound
              })
        else { return [] }
        let title = first.binding("title")?.valueText ?? "`\(first.typeName)`"
        var finding = RuleFinding.on(first, ["title": title, "activities": activities.valueText],
                                     edits: moveEdits(activities, before: first, in: context))
        finding.related = [RuleNote(activities.location, "system-activities")]
        return [finding]
    }

    /// The `activities` binding moved to just before `activity`: on its own
    /// line when the activity starts one, else followed by `; `.
    /// The binding's comments stay where they are (a move loses no text).
    static func moveEdits(_ activities: Binding, before activity: Element, in context: RuleContext) -> [FileEdit] {
        let edits = context.edits
        let text = edits.text(activities.location)
        let start = activity.range.lowerBound
        let line = ByteText(edits.bytes(of: activity.path))
        let startsLine = line.isLineStart(line.skippingBlanks(backwardFrom: start))
        let inserted = startsLine ? "\(text)\n\(edits.indentation(ofLineAt: start, in: activity.path))" : "\(text); "
        return [edits.insert(inserted, at: start, in: activity.path),
                edits.removeMember(activities.location, withOwnComments: false)]
    }
}
