/// `map-view/pin-color`: a destination, start or user pin in a colour other than the standard one.
public import ViewModel
public struct MapViewPinColor: Rule {
    public static let kinds: Set<String> = ["Pin"]

    public static let description = RuleDescription(
        id: "map-view/pin-color", severity: .warning,
        messages: ["", "other"],
        citations: [
            SeedCitation("content-zh.map-view"),
            SeedCitation("content-ru.map-view"),
        ],
        fix: .safe,
        notes: ["destination", "start", "userSpecified"],
        examples: [
            .triggering("""
            Screen {
                title: "Route"
                MapView {
                    Pin { title: "Home"; role: start; color: green }
                    Pin { title: "Office"; role: destination; ⟦color: blue⟧ }
                    Overlay { kind: route }
                }
            }
            """, fixed: """
            Screen {
                title: "Route"
                MapView {
                    Pin { title: "Home"; role: start; color: green }
                    Pin { title: "Office"; role: destination; color: red }
                    Overlay { kind: route }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Saved Places"
                MapView {
                    Pin { title: "Picnic spot"; role: userSpecified; ⟦color: "#FF3B30"⟧ }
                }
            }
            """, fixed: """
            Screen {
                title: "Saved Places"
                MapView {
                    Pin { title: "Picnic spot"; role: userSpecified; color: purple }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Route"
                MapView {
                    Pin { title: "Home"; role: start; color: "#4CD964" }
                    Pin { title: "Office"; role: destination }
                    Pin { title: "Café"; role: other; color: orange }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Route"
                MapView {
                    Pin { title: "Home"; role: start; color: "#34C759" }
                    Pin { title: "Office"; role: destination; color: "#FF0000" }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Route"
                MapView {
                    Pin { title: "Office"; role: destination; color: red }
                    Pin { title: "Bakery"; role: other; ⟦color: "#E53935"⟧ }
                }
            }
            """),
        ])

    /// The standard colour and what it means, by role.
    /// The standard colour of each role; the role's meaning is a note of the same name.
    static let standard: [String: String] = ["destination": "red", "start": "green", "userSpecified": "purple"]

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let role = element.name("role"), let binding = element.binding("color"), let color = ColorValue(binding.value) else {
            return []
        }
        // Colours are compared by family, never by spelling: `red`, "#FF0000" and "#ff3b30" are all red.
        let family = ColorFamily.of(color)
        guard let expected = standard[role] else {
            // A pin of no standard role in a standard colour redefines what that colour means on a map.
            guard role == "other", let family, let meaning = standard.first(where: { $0.value == family.rawValue })?.key else { return [] }
            return [.on(binding, variant: "other", ["color": binding.valueText, "family": family.rawValue], terms: ["meaning": meaning])]
        }
        guard family?.rawValue != expected else { return [] }
        let arguments = ["role": role, "color": binding.valueText, "expected": expected]
        let edits = binding.isComponentDefault ? nil : [context.edits.replaceValue(of: binding, with: expected)]
        return [.on(binding, arguments, terms: ["meaning": role], edits: edits)]
    }
}
