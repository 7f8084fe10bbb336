/// `status-bar/bars-toggle`: a full-screen media screen that hides the status
/// bar must bring it and the rest of the UI back on a tap (`barsToggle: tap`,
/// language version 4): not never (`none`), and not by a gesture of the app's
/// own (`swipe`).
public import ViewModel
public struct StatusBarBarsToggle: Rule {
    public static let kinds: Set<String> = ["Screen"]

    public static let description = RuleDescription(
        id: "status-bar/bars-toggle", severity: .warning,
        messages: ["", "swipe"],
        citations: [SeedCitation("bars.status-bar.guidelines")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                title: "Photo"
                fullscreenMedia: true
                StatusBar { ⟦hidden: true⟧ }
                ImageView { image: system.camera; contentMode: fit }
            }
            """, fixed: """
            Screen {
                barsToggle: tap
                title: "Photo"
                fullscreenMedia: true
                StatusBar { hidden: true }
                ImageView { image: system.camera; contentMode: fit }
            }
            """),
            .triggering("""
            Screen {
                title: "\u{0424}\u{043E}\u{0442}\u{043E}"
                fullscreenMedia: true
                ⟦barsToggle: swipe⟧
                StatusBar { hidden: true }
                ImageView { image: system.camera; contentMode: fit }
            }
            """, fixed: """
            Screen {
                title: "\u{0424}\u{043E}\u{0442}\u{043E}"
                fullscreenMedia: true
                barsToggle: tap
                StatusBar { hidden: true }
                ImageView { image: system.camera; contentMode: fit }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "\u{7167}\u{7247}"
                fullscreenMedia: true
                barsToggle: tap
                StatusBar { hidden: true }
                ImageView { image: system.camera; contentMode: fit }
            }
            """),
            // The status bar shows: nothing is hidden to bring back.
            .nonTriggering("""
            Screen {
                title: "Photo"
                fullscreenMedia: true
                ImageView { image: system.camera; contentMode: fit }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let toggle = element.binding("barsToggle")
        let editable = element.path == context.model.path
        if let toggle, toggle.value.nameValue == "swipe" {
            let edits = editable && !toggle.isComponentDefault ? [context.edits.replaceValue(of: toggle, with: "tap")] : nil
            return [RuleFinding(at: toggle.location, variant: "swipe", edits: edits)]
        }
        guard element.bool("fullscreenMedia") == true, (element.name("barsToggle") ?? "none") == "none",
              let hidden = element.children(of: "StatusBar").compactMap({ $0.binding("hidden") }).first(where: { $0.value.boolValue == true })
        else { return [] }
        let edits: [FileEdit]?
        if let toggle {
            edits = editable && !toggle.isComponentDefault ? [context.edits.replaceValue(of: toggle, with: "tap")] : nil
        } else {
            edits = editable ? context.edits.insertMember("barsToggle: tap", into: element).map { [$0] } : nil
        }
        return [RuleFinding(at: toggle?.location ?? hidden.location, edits: edits)]
    }
}
