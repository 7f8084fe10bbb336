/// `status-bar/hidden`: a hidden status bar on a screen that is not full-screen media.
public import ViewModel
public struct StatusBarHidden: Rule {
    public static let kinds: Set<String> = ["StatusBar"]

    public static let description = RuleDescription(
        id: "status-bar/hidden", severity: .warning,
        citations: [SeedCitation("bars.status-bar.guidelines")],
        fix: .safe,
        hiddenElements: .judged,
        examples: [
            .triggering("""
            Screen {
                StatusBar { ⟦hidden: true⟧ }
            }
            """, fixed: """
            Screen {
                StatusBar {}
            }
            """),
            // Shown, the default dark style would be hard to read on the dark bar: the fix sets the light one.
            .triggering("""
            Screen {
                StatusBar { ⟦hidden: true⟧ }
                NavigationBar { title: "Night"; background: "#1C1C1E"; titleColor: white }
            }
            """, fixed: """
            Screen {
                StatusBar { style: light }
                NavigationBar { title: "Night"; background: "#1C1C1E"; titleColor: white }
            }
            """),
            .nonTriggering("""
            Screen {
                fullscreenMedia: true
                barsToggle: tap
                StatusBar { hidden: true }
            }
            """),
            .nonTriggering("""
            Screen {
                StatusBar { style: dark }
            }
            """),
            // A component whose every screen shows full-screen media may hide the status bar.
            .nonTriggering("""
            StatusBar { hidden: true }
            """, otherFiles: ["Player": """
            Screen {
                title: "\u{41F}\u{43B}\u{435}\u{435}\u{440}"
                fullscreenMedia: true
                Example {}
            }
            """]),
            // One of its screens is not full-screen media: flagged in the component's file.
            .triggering("""
            StatusBar { ⟦hidden: true⟧ }
            """, fixed: """
            StatusBar {}
            """, otherFiles: ["Player": """
            Screen {
                fullscreenMedia: true
                Example {}
            }
            """, "Home": """
            Screen {
                title: "Home"
                Example {}
            }
            """]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let hidden = element.binding("hidden"), hidden.value.boolValue == true else { return [] }
        if let screen = element.screen {
            guard screen.bool("fullscreenMedia") != true else { return [] }
        } else if showsOnlyFullScreenMedia(context) {
            // A component checked alone: its screens decide, and every one of them shows full-screen media.
            return []
        }
        return [.on(hidden, edits: showing(element, hidden: hidden, in: context))]
    }

    /// Whether the component file being checked is used, directly or through
    /// other components, by at least one screen, and every such screen has
    /// `fullscreenMedia: true`. Reads only the files that name it (the
    /// workspace keeps who names each type) and those screens' models.
    static func showsOnlyFullScreenMedia(_ context: RuleContext) -> Bool {
        var screens: Set<String> = []
        var visited: Set<String> = [context.file.typeName]
        var pending = [context.file.typeName]
        while let name = pending.popLast() {
            for file in context.directory.files(referencing: name) {
                if file.isScreen {
                    screens.insert(file.typeName)
                } else if visited.insert(file.typeName).inserted {
                    pending.append(file.typeName)
                }
            }
        }
        return !screens.isEmpty && screens.allSatisfy { context.graph.screenRoot(named: $0)?.bool("fullscreenMedia") == true }
    }

    /// Shows the status bar: removes `hidden: true`, and when the style it has
    /// would then be hard to read on what lies under it (`status-bar/contrast`),
    /// writes the other style in its place, so the fix adds no finding.
    static func showing(_ statusBar: Element, hidden: Binding, in context: RuleContext) -> [FileEdit] {
        let remove = [context.edits.remove(hidden)]
        guard let holder = statusBar.parent, holder.is("Screen", "Page"),
              let under = StatusBarContrast.colourUnderStatusBar(holder) else { return remove }
        let style = statusBar.name("style") ?? "dark"
        let factor = context.option("betterStyleFactor", of: StatusBarContrast.description)
        guard StatusBarContrast.isFlagged(style: style, on: under.color, factor: factor) else { return remove }
        let other = style == "dark" ? "light" : "dark"
        guard let styleBinding = statusBar.binding("style") else { return [context.edits.replace(hidden.location, with: "style: \(other)")] }
        guard !styleBinding.isComponentDefault, styleBinding.path == hidden.path else { return remove }
        return remove + [context.edits.replaceValue(of: styleBinding, with: other)]
    }
}
