/// `scroll-view/zoom-limits`: a zoomable scroll view without sensible zoom limits.
public import ViewModel
public struct ScrollViewZoomLimits: Rule {
    public static let kinds: Set<String> = ["ScrollView"]

    public static let description = RuleDescription(
        id: "scroll-view/zoom-limits", severity: .warning,
        messages: ["", "order"],
        citations: [
            SeedCitation("content-zh.scroll-view"),
            SeedCitation("content-ru.scroll-view"),
        ],
        fix: .safe,
        notes: ["missing.min", "missing.max", "missing.both", "insert.min", "insert.max", "insert.both"],
        examples: [
            .triggering("""
            Screen {
                title: "Map of the Metro"
                ScrollView {
                    direction: both
                    ⟦zoomEnabled: true⟧
                    ImageView { image: system.featured; contentMode: fit }
                }
            }
            """, fixed: """
            Screen {
                title: "Map of the Metro"
                ScrollView {
                    direction: both
                    zoomEnabled: true
                    minZoom: 1
                    maxZoom: 4
                    ImageView { image: system.featured; contentMode: fit }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Photo"
                ScrollView { direction: both; ⟦zoomEnabled: true⟧; minZoom: 0.5; ImageView { image: system.camera } }
            }
            """, fixed: """
            Screen {
                title: "Photo"
                ScrollView { direction: both; zoomEnabled: true; maxZoom: 4; minZoom: 0.5; ImageView { image: system.camera } }
            }
            """),
            .triggering("""
            Screen {
                title: "Floor Plan"
                ScrollView {
                    direction: both
                    zoomEnabled: true
                    ⟦minZoom: 3⟧
                    maxZoom: 2
                    ImageView { image: system.featured; contentMode: fit }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Map of the Metro"
                ScrollView {
                    direction: both
                    zoomEnabled: true
                    minZoom: 1
                    maxZoom: 4
                    ImageView { image: system.featured; contentMode: fit }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Notes"
                ScrollView {
                    Label { text: "Zooming is off by default."; font: body }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let zoom = element.binding("zoomEnabled"), zoom.value.boolValue == true else { return [] }
        let minimum = element.binding("minZoom")
        let maximum = element.binding("maxZoom")
        if let minimum, let maximum {
            guard let low = minimum.value.numberValue, let high = maximum.value.numberValue, low >= high else { return [] }
            return [.on(minimum, variant: "order", ["minimum": minimum.valueText, "maximum": maximum.valueText])]
        }
        var members: [String] = []
        if minimum == nil { members.append("minZoom: 1") }
        if maximum == nil { members.append("maxZoom: 4") }
        let which = members.count > 1 ? "both" : minimum == nil ? "min" : "max"
        let edits = zoom.isComponentDefault ? nil : [ScrollingAndTextEdits.insert(members, after: zoom, using: context.edits)]
        return [.on(zoom, terms: ["missing": "missing.\(which)", "insertion": "insert.\(which)"], edits: edits)]
    }
}
