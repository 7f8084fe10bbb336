/// `bars/mixed-translucency`: a navigation bar or toolbar whose translucency
/// differs from most of the app's bars. The app's tally is the workspace's
/// (`Workspace+BarTranslucency.swift`, every use of a component counted);
/// this rule only reads its verdict, so checking a bar costs no walk over the app.
public import ViewModel
public struct BarsMixedTranslucency: Rule {
    public static let kinds: Set<String> = ["NavigationBar", "Toolbar"]

    /// The related places shown with a finding: a few bars of the majority.
    static let relatedBars = 3

    public static let description = RuleDescription(
        id: "bars/mixed-translucency", severity: .warning,
        messages: ["navigation-bar.translucent", "navigation-bar.opaque", "toolbar.translucent", "toolbar.opaque"],
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
        fix: .unsafe,
        notes: ["majority-navigation-bar.translucent", "majority-navigation-bar.opaque",
                "majority-toolbar.translucent", "majority-toolbar.opaque"],
        examples: [
            // One bar of each value: a tie counts as translucent, the system's default.
            .triggering("""
            Screen {
                NavigationBar { title: "Photos"; ⟦translucent: false⟧ }
                Toolbar { BarButton { system: action } }
            }
            """, fixed: """
            Screen {
                NavigationBar { title: "Photos"; translucent: true }
                Toolbar { BarButton { system: action } }
            }
            """),
            // Most of the app's bars, in other screens, are opaque.
            .triggering("""
            Screen {
                title: "Album"
                ⟦Toolbar⟧ { BarButton { system: action } }
            }
            """, fixed: """
            Screen {
                title: "Album"
                Toolbar { translucent: false; BarButton { system: action } }
            }
            """, otherFiles: ["Albums": """
            Screen {
                title: "Albums"
                NavigationBar { title: "Albums"; translucent: false }
                TableView { Cell { title: "Holidays"; push: Example } }
            }
            """, "Settings": """
            Screen {
                title: "Settings"
                NavigationBar { title: "Settings"; translucent: false }
            }
            """]),
            // A component's bar counts at each use and is reported once, in its own file.
            .triggering("""
            Toolbar {
                ⟦translucent: false⟧
                BarButton { system: action }
            }
            """, fixed: """
            Toolbar {
                translucent: true
                BarButton { system: action }
            }
            """, otherFiles: ["Photos": """
            Screen {
                NavigationBar { title: "Photos" }
                Example { }
            }
            """, "Albums": """
            Screen {
                NavigationBar { title: "Albums" }
            }
            """]),
            .nonTriggering("""
            Screen {
                NavigationBar { title: "Photos"; translucent: false }
                Toolbar { translucent: false; BarButton { system: action } }
            }
            """),
            // This screen's bars are like most of the app's; the opaque toolbar elsewhere is reported in its own file.
            .nonTriggering("""
            Screen {
                NavigationBar { title: "Photos" }
                Toolbar { BarButton { system: action } }
            }
            """, otherFiles: ["Albums": """
            Screen {
                NavigationBar { title: "Albums" }
                Toolbar { translucent: false; BarButton { system: add } }
            }
            """]),
            // Navigation bars alone, with no toolbar in the app: a change from screen to screen
            // within one navigation stack is `navigation-bar/consistent-appearance`'s.
            .nonTriggering("""
            Screen {
                NavigationBar { title: "Photos" }
            }
            """, otherFiles: ["Settings": """
            Screen {
                NavigationBar { title: "Settings"; translucent: false }
            }
            """]),
            // A hidden bar is not shown, and does not count.
            .nonTriggering("""
            Screen {
                NavigationBar { title: "Photos" }
                Toolbar { hidden: true; translucent: false }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard !element.isHiddenOnScreen, let kind = element.kind.flatMap(BarKind.init(typeName:)) else { return [] }
        let verdict = context.directory.barTranslucency
        // The guideline's fault is a navigation bar and a toolbar that differ: an app with only one kind is left alone.
        guard verdict.isMixed, verdict.hasBothKinds else { return [] }
        let value = element.bool("translucent") ?? true
        guard value != verdict.majority else { return [] }
        // Reported where the value is written: a value a component gives its uses is the component file's.
        let binding = element.binding("translucent")
        if let binding {
            guard binding.path == context.file.path else { return [] }
        } else {
            guard element.componentChain.isEmpty, element.path == context.file.path else { return [] }
        }
        if kind == .navigationBar, leftToConsistentAppearance(element, in: context) { return [] }
        let majority = verdict.majority
        var finding: RuleFinding
        let variant = "\(kind == .navigationBar ? "navigation-bar" : "toolbar").\(word(value))"
        if let binding {
            finding = RuleFinding(at: binding.location, variant: variant, edits: [context.edits.replaceValue(of: binding, with: "\(majority)")])
        } else {
            finding = RuleFinding(at: element.location, variant: variant,
                                  edits: context.edits.insertMember("translucent: \(majority)", into: element).map { [$0] })
        }
        finding.related = majorityBars(near: element, in: context, majority: majority).prefix(relatedBars).map { bar in
            RuleNote(bar.location, "majority-\(bar.is("NavigationBar") ? "navigation-bar" : "toolbar").\(word(majority))")
        }
        return [finding]
    }

    static func word(_ translucent: Bool) -> String { translucent ? "translucent" : "opaque" }

    /// A pushed screen's navigation bar whose translucency differs from the
    /// bar of the screen pushing it: `navigation-bar/consistent-appearance`
    /// reports that bar, naming `translucent`, and its fix copies the value.
    static func leftToConsistentAppearance(_ element: Element, in context: RuleContext) -> Bool {
        let other = NavigationBarConsistentAppearance.description
        guard context.configuration.severity(forRule: other.id, default: other.defaultSeverity) != nil else { return false }
        return NavigationBarConsistentAppearance.differingParents(of: element, in: context)
            .contains { $0.properties.contains("translucent") }
    }

    /// Shown bars of the majority value to point at: the bar's own container
    /// first, then the rest of the file, then the bars written on the screens
    /// that lead here. Each one's place and value come from this file, a
    /// component it uses or a screen linking to it, so a change to any of them
    /// re-checks this file (a bar that a linking screen takes from a component
    /// is passed over: a change to that component would not).
    static func majorityBars(near element: Element, in context: RuleContext, majority: Bool) -> [Element] {
        let inFile = majorityBarsInFile(context, majority: majority)
        var result: [Element] = []
        func take(_ bars: [Element]) {
            for bar in bars where result.count < relatedBars && bar !== element && !result.contains(where: { $0 === bar }) {
                result.append(bar)
            }
        }
        if let container = element.container { take(inFile.byContainer[ObjectIdentifier(container)] ?? []) }
        take(inFile.all)
        if result.count < relatedBars {
            take(context.linksToThisScreen().flatMap { link in
                link.screen.children.filter { $0.componentChain.isEmpty && isShown($0, majority: majority) }
            })
        }
        return result
    }

    /// The first few shown bars of the majority value in the file, in all and
    /// in each container, found once per check.
    static func majorityBarsInFile(_ context: RuleContext, majority: Bool) -> (byContainer: [ObjectIdentifier: [Element]], all: [Element]) {
        guard let root = context.model.root else { return ([:], []) }
        return context.cache.memo("bars/mixed-translucency \(majority)", root) {
            var byContainer: [ObjectIdentifier: [Element]] = [:]
            var all: [Element] = []
            for bar in context.model.elements where isShown(bar, majority: majority) {
                if all.count < relatedBars { all.append(bar) }
                if let container = bar.container, byContainer[ObjectIdentifier(container)]?.count ?? 0 < relatedBars {
                    byContainer[ObjectIdentifier(container), default: []].append(bar)
                }
            }
            return (byContainer, all)
        }
    }

    static func isShown(_ bar: Element, majority: Bool) -> Bool {
        bar.is("NavigationBar", "Toolbar") && !bar.isHiddenOnScreen && (bar.bool("translucent") ?? true) == majority
    }
}
