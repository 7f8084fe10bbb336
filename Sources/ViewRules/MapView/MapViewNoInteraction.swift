/// `map-view/no-interaction`: a map people can neither zoom nor move.
public import ViewModel
public struct MapViewNoInteraction: Rule {
    public static let kinds: Set<String> = ["MapView"]

    public static let description = RuleDescription(
        id: "map-view/no-interaction", severity: .info,
        messages: ["", "zoom", "scroll"],
        citations: [
            SeedCitation("content-zh.map-view"),
            SeedCitation("content-ru.map-view"),
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
            .triggering("""
            Screen {
                title: "Delivery"
                ⟦MapView⟧ {
                    scrollEnabled: false
                    Pin { title: "Your parcel"; role: destination; color: red }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Delivery"
                MapView {
                    Pin { title: "Your parcel"; role: destination; color: red }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let noZoom = element.bool("zoomEnabled") == false
        let noScroll = element.bool("scrollEnabled") == false
        guard noZoom || noScroll else { return [] }
        return [.on(element, variant: noZoom && noScroll ? "" : noZoom ? "zoom" : "scroll")]
    }
}
