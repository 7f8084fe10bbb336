/// `scroll-view/zoom-limits`: a zoomable scroll view without sensible zoom limits.
public import ViewModel
public struct ScrollViewZoomLimits: Rule {
    public static let kinds: Set<String> = ["ScrollView"]

    public static let description = RuleDescription(
        id: "scroll-view/zoom-limits", severity: .warning,
        summary: "A scroll view that zooms sets a minimum and a maximum zoom scale, the minimum below the maximum.",
        messages: [
            "": "zooming is on without {missing}; give the zoom a range that suits the content, such as `minZoom: 1` and `maxZoom: 4`",
            "order": "`minZoom` is {minimum} but `maxZoom` is {maximum}; the minimum must be below the maximum, or the view cannot zoom",
        ],
        what: "Flags a `ScrollView` with `zoomEnabled: true` that leaves out `minZoom` or `maxZoom`, or whose `minZoom` is not below its `maxZoom`.",
        why: "Pinching and double-tapping to zoom help only within limits that fit the task. Without an upper limit people can blow a single letter up to fill the screen and lose the content; without a lower one they can shrink it to a speck. Limits in the wrong order leave nothing to zoom through.",
        howToFix: "Set both limits for the content, for example `minZoom: 1` and `maxZoom: 4`, with the minimum below the maximum.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.9 滚动视图(Scroll View)"),
            SeedCitation(SeedCitation.russianContentViews, "Прокрутите представление"),
        ],
        fix: (title: "Add {insertion}", safety: .safe),
        notes: [
            "missing.min": "`minZoom`", "missing.max": "`maxZoom`", "missing.both": "`minZoom` and `maxZoom`",
            "insert.min": "`minZoom: 1`", "insert.max": "`maxZoom: 4`", "insert.both": "`minZoom: 1` and `maxZoom: 4`",
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Map of the Metro"
                ScrollView {
                    direction: both
                    ⟦zoomEnabled: true⟧
                    ImageView { image: system.map; contentMode: fit }
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
                    ImageView { image: system.map; contentMode: fit }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Photo"
                ScrollView { direction: both; ⟦zoomEnabled: true⟧; minZoom: 0.5; ImageView { image: system.photo } }
            }
            """, fixed: """
            Screen {
                title: "Photo"
                ScrollView { direction: both; zoomEnabled: true; maxZoom: 4; minZoom: 0.5; ImageView { image: system.photo } }
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
                    ImageView { image: system.map; contentMode: fit }
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
                    ImageView { image: system.map; contentMode: fit }
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
