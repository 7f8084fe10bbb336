/// `map-view/no-interaction`: a map people can neither zoom nor move.
public import ViewModel
public struct MapViewNoInteraction: Rule {
    public static let kinds: Set<String> = ["MapView"]

    public static let description = RuleDescription(
        id: "map-view/no-interaction", severity: .info,
        summary: "Let people zoom and move a map.",
        messages: ["": "this map turns off both zooming and scrolling (`zoomEnabled: false`, `scrollEnabled: false`); people expect to explore a map"],
        what: "Flags a `MapView` with both `zoomEnabled: false` and `scrollEnabled: false`; either one left on (both are on by default) is enough.",
        why: "People handle maps every day in the built-in Maps app, pinching and dragging to find their way. A map that ignores those gestures looks broken; letting them interact keeps the experience they already know.",
        howToFix: "Turn zooming or scrolling back on (remove the `false` bindings). If the map is only a picture of a place, a static image may serve better.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.6 地图视图"),
            SeedCitation(SeedCitation.russianContentViews, "Представление карты"),
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Delivery"
                ⟦MapView⟧ {
                    zoomEnabled: false
                    scrollEnabled: false
                    Pin { title: "Your parcel"; role: destination; color: red }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Delivery"
                MapView {
                    scrollEnabled: false
                    Pin { title: "Your parcel"; role: destination; color: red }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.bool("zoomEnabled") == false, element.bool("scrollEnabled") == false else { return [] }
        return [.on(element)]
    }
}
