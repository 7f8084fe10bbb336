/// `navigation-bar/consistent-appearance`: a pushed screen's navigation bar
/// that looks unlike the bar of the screen pushing it (one navigation stack).
public import ViewModel
import ViewStrings
public struct NavigationBarConsistentAppearance: Rule {
    public static let kinds: Set<String> = ["NavigationBar"]
    /// The properties that make the bar's look, in the order the message names them.
    /// The title's colour belongs to it: copying a dark bar's background without it would leave a white title on a light bar.
    static let appearance = ["background", "tint", "titleColor", "backgroundImage", "translucent"]

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
                StatusBar { style: dark }
                NavigationBar { title: "Album"; background: "#F8F8F8"; tint: blue }
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
        var finding = RuleFinding.on(element, edits: copyEdits(properties, from: differing.map(\.bar), to: element, in: context))
        finding.lists["properties"] = .code(properties, .and)
        finding.related = differing.prefix(RuleEngine.maximumRelated).map { bar, _ in
            RuleNote(bar.location, "pushed-from", ["screen": ScreenFlow.typeName(ofPath: (bar.parent ?? bar).path)])
        }
        return [finding]
    }

    /// The navigation bars of the screens pushing this one that look unlike
    /// `element`, each with the properties that differ; empty unless `element`
    /// is the shown navigation bar of this file's screen.
    static func differingParents(of element: Element, in context: RuleContext) -> [(bar: Element, properties: [String])] {
        guard !element.isHiddenOnScreen, let screen = element.container, screen.role == .root, screen.is("Screen"),
              screen.path == context.file.path, element.parent === screen else { return [] }
        let mine = appearance.map { element.value($0) }
        var differing: [(order: Int, bar: Element, properties: [String])] = []
        for look in parentLooks(of: context.file.typeName, in: context) {
            let properties = appearance.indices.filter { !sameValue(mine[$0], look.values[$0]) }.map { appearance[$0] }
            guard !properties.isEmpty else { continue }
            for (order, bar) in look.bars where bar !== element { differing.append((order, bar, properties)) }
        }
        return differing.sorted { $0.order < $1.order }.map { ($0.bar, $0.properties) }
    }

    /// The shown navigation bars of the screens that push `typeName`, each
    /// once, grouped by look (equal values of every `appearance` property),
    /// each bar with its place in link order. Kept with the links between
    /// checks, so a keystroke compares this bar with each look, not each parent.
    private static func parentLooks(of typeName: String, in context: RuleContext)
        -> [(values: [Value?], bars: [(order: Int, bar: Element)])] {
        context.graph.derived("navigation-bar/consistent-appearance: parent looks", about: typeName) { links in
            var looks: [(values: [Value?], bars: [(order: Int, bar: Element)])] = []
            var lookIndex: [[String]: Int] = [:]
            var seen: Set<ObjectIdentifier> = []
            for (order, pusher) in links.enumerated() where pusher.link.kind == .push {
                guard let bar = pusher.screen.children.first(where: { $0.is("NavigationBar") }), !bar.isHiddenOnScreen,
                      seen.insert(ObjectIdentifier(bar)).inserted else { continue }
                let values = appearance.map { bar.value($0) }
                if let key = lookKey(values), let index = lookIndex[key] {
                    looks[index].bars.append((order, bar))
                } else {
                    if let key = lookKey(values) { lookIndex[key] = looks.count }
                    looks.append((values, [(order, bar)]))
                }
            }
            return looks
        }
    }

    /// A key equal for two bars exactly when `sameValue` holds for each of
    /// their values; nil when a value is of a kind `sameValue` never calls
    /// equal (the bar is a look of its own).
    private static func lookKey(_ values: [Value?]) -> [String]? {
        var key: [String] = []
        for value in values {
            guard let value else {
                key.append("unset")
                continue
            }
            if let color = ColorValue(value) {
                key.append("color \(color.red) \(color.green) \(color.blue) \(color.alpha)")
                continue
            }
            switch value {
            case .string(let text): key.append("string " + text)
            case .bool(let flag): key.append("bool \(flag)")
            case .name(let name): key.append("name " + name)
            case .path(let names): key.append("path " + names.joined(separator: "."))
            default: return nil
            }
        }
        return key
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
        guard !result.isEmpty, let statusBar = statusBarEdits(under: parent, over: bar, in: context) else { return nil }
        return result + statusBar
    }

    /// The status bar keeps readable over the copied look (`status-bar/contrast`):
    /// when the bar's new colour would flag this screen's status bar style, the
    /// other style is set too. Nil when that cannot be written in this file.
    static func statusBarEdits(under parent: Element, over bar: Element, in context: RuleContext) -> [FileEdit]? {
        guard let screen = bar.parent, parent.binding("backgroundImage") == nil,
              let colour = parent.binding("background").map({ ColorValue($0.value)?.opaque }) ?? StatusBarContrast.systemBarColor
        else { return [] }
        let statusBar = screen.children.first { $0.is("StatusBar") }
        if statusBar?.isHiddenItself == true || screen.bool("fullscreenMedia") == true { return [] }
        let style = statusBar?.name("style") ?? "dark"
        let factor = context.option("betterStyleFactor", of: StatusBarContrast.description)
        guard StatusBarContrast.isFlagged(style: style, on: colour, factor: factor) else { return [] }
        let other = style == "dark" ? "light" : "dark"
        guard let statusBar else {
            return screen.path == context.file.path ? context.edits.insertMember("StatusBar { style: \(other) }", into: screen).map { [$0] } : nil
        }
        guard statusBar.path == context.file.path else { return nil }
        if let binding = statusBar.binding("style") {
            return binding.isComponentDefault ? nil : [context.edits.replaceValue(of: binding, with: other)]
        }
        return context.edits.insertMember("style: \(other)", into: statusBar).map { [$0] }
    }

    static func folder(of path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }
}
