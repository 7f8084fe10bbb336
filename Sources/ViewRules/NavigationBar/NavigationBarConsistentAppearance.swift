/// `navigation-bar/consistent-appearance`: a pushed screen's navigation bar
/// that looks unlike the bar of the screen pushing it (one navigation stack).
public import ViewModel
public struct NavigationBarConsistentAppearance: Rule {
    public static let kinds: Set<String> = ["NavigationBar"]
    /// The properties that make the bar's look, in the order the message names them.
    static let appearance = ["background", "tint", "backgroundImage", "translucent"]

    public static let description = RuleDescription(
        id: "navigation-bar/consistent-appearance", severity: .warning,
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
        fix: .unsafe,
        notes: ["pushed-from"],
        examples: [
            .triggering("""
            Screen {
                title: "Album"
                StatusBar { style: light }
                ⟦NavigationBar⟧ { title: "Album"; background: "#1C1C1E"; titleColor: white; tint: white }
            }
            """, fixed: """
            Screen {
                title: "Album"
                StatusBar { style: light }
                NavigationBar { title: "Album"; background: "#F8F8F8"; titleColor: white; tint: blue }
            }
            """, otherFiles: ["Albums": """
            Screen {
                title: "Albums"
                NavigationBar { title: "Albums"; background: "#F8F8F8"; tint: blue }
                TableView { Cell { title: "Holidays"; push: Example } }
            }
            """]),
            .triggering("""
            Screen {
                title: "Album"
                ⟦NavigationBar⟧ { title: "Album"; translucent: false }
            }
            """, fixed: """
            Screen {
                title: "Album"
                NavigationBar { title: "Album" }
            }
            """, otherFiles: ["Albums": """
            Screen {
                title: "Albums"
                NavigationBar { title: "Albums" }
                TableView { Cell { title: "Holidays"; push: Example } }
            }
            """]),
            // Effective values: `translucent: true` is the default, and `red` is `#FF3B30`.
            .nonTriggering("""
            Screen {
                title: "Album"
                NavigationBar { title: "Album"; translucent: true; tint: "#FF3B30" }
            }
            """, otherFiles: ["Albums": """
            Screen {
                title: "Albums"
                NavigationBar { title: "Albums"; tint: red }
                TableView { Cell { title: "Holidays"; push: Example } }
            }
            """]),
            // A modally presented screen starts a navigation stack of its own.
            .nonTriggering("""
            Screen {
                title: "New album"
                StatusBar { style: light }
                NavigationBar { title: "New album"; background: "#1C1C1E"; titleColor: white }
            }
            """, otherFiles: ["Albums": """
            Screen {
                title: "Albums"
                NavigationBar {
                    title: "Albums"
                    BarButton { system: add; presents: Example }
                }
            }
            """]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let differing = differingParents(of: element, in: context)
        guard !differing.isEmpty else { return [] }
        let properties = appearance.filter { name in differing.contains { $0.properties.contains(name) } }
        var finding = RuleFinding.on(element, ["properties": properties.map { "`\($0)`" }.joined(separator: ", ")],
                                     edits: copyEdits(properties, from: differing.map(\.bar), to: element, in: context))
        finding.related = differing.prefix(RuleEngine.maximumRelated).map { bar, _ in
            RuleNote(bar.location, "pushed-from", ["screen": ScreenFlow.typeName(ofPath: (bar.parent ?? bar).path)])
        }
        return [finding]
    }

    /// The navigation bars of the screens pushing this one that look unlike
    /// `element`, each with the properties that differ; empty unless `element`
    /// is the shown navigation bar of this file's screen.
    static func differingParents(of element: Element, in context: RuleContext) -> [(bar: Element, properties: [String])] {
        guard element.bool("hidden") != true, let screen = element.container, screen.role == .root, screen.is("Screen"),
              screen.path == context.file.path, element.parent === screen else { return [] }
        var differing: [(bar: Element, properties: [String])] = []
        var seen: Set<ObjectIdentifier> = []
        for pusher in context.linksToThisScreen() where pusher.link.kind == .push {
            guard let bar = pusher.screen.children.first(where: { $0.is("NavigationBar") }), bar.bool("hidden") != true,
                  bar !== element, !seen.contains(ObjectIdentifier(bar)) else { continue }
            let properties = appearance.filter { !sameValue(element.value($0), bar.value($0)) }
            if !properties.isEmpty {
                seen.insert(ObjectIdentifier(bar))
                differing.append((bar, properties))
            }
        }
        return differing
    }

    /// Equal effective values: colours by their RGBA value, others as decoded; unset on both is equal.
    static func sameValue(_ first: Value?, _ second: Value?) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (first?, second?):
            if let one = ColorValue(first), let other = ColorValue(second) { return one == other }
            switch (first, second) {
            case let (.string(one), .string(other)): return one == other
            case let (.bool(one), .bool(other)): return one == other
            case let (.name(one), .name(other)): return one == other
            case let (.path(one), .path(other)): return one == other
            default: return false
            }
        }
    }

    /// The parent's values copied onto this bar: set where the parent sets
    /// them, removed where the parent leaves the default. Only when every
    /// differing parent agrees, each value is written in this file, and an
    /// image path means the same from both files' folders.
    static func copyEdits(_ properties: [String], from parents: [Element], to bar: Element,
                          in context: RuleContext) -> [FileEdit]? {
        guard let parent = parents.first, bar.path == context.file.path,
              parents.allSatisfy({ other in properties.allSatisfy { sameValue(other.value($0), parent.value($0)) } })
        else { return nil }
        let edits = context.edits
        var result: [FileEdit] = []
        var inserted: [String] = []
        for name in properties {
            let own = bar.binding(name)
            if own?.isComponentDefault == true { return nil }
            if let source = parent.binding(name) {
                if case .string = source.value, folder(of: source.path) != folder(of: bar.path) { return nil }
                if let own { result.append(edits.replaceValue(of: own, with: source.valueText)) } else { inserted.append("\(name): \(source.valueText)") }
            } else if let own {
                result.append(edits.remove(own))
            }
        }
        if !inserted.isEmpty {
            guard let insertion = edits.appendMember(inserted.joined(separator: "; "), to: bar) else { return nil }
            result.append(insertion)
        }
        return result.isEmpty ? nil : result
    }

    static func folder(of path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }
}
