/// The cross-file facts of a workspace as queries of the incremental core:
/// the name lists and "did you mean" suggestions, who names a type, a file's
/// model, the links that lead to a screen and what rules derive from them,
/// and the app's bar tally. Each reads the workspace only through its
/// recorded lookups, so what a change affects is never written by hand.

/// The sorted names of the screens (or of the components).
struct TypeNamesQuery: Query {
    let screens: Bool

    static var validatesEagerly: Bool { true }

    func compute(in workspace: Workspace) -> [String] {
        workspace.read(.typeKinds)
        return (screens ? workspace.screenTypeNames : workspace.componentTypeNames).sorted()
    }
}

/// Whether a type name is a screen's (nil: no file defines it).
struct DeclarationQuery: Query {
    let typeName: String

    static var capacity: Int? { 65_536 }
    /// Every screen that names the type reads it: a keystroke in that type's file stops here.
    static var validatesEagerly: Bool { true }

    func compute(in workspace: Workspace) -> Bool? { workspace.file(definingType: typeName)?.isScreen }
}

/// "Did you mean" for a screen name no file defines.
struct ScreenSuggestionsQuery: Query {
    let name: String

    static var capacity: Int? { 4_096 }
    static var validatesEagerly: Bool { true }

    func compute(in workspace: Workspace) -> [String] {
        EditDistance.suggestions(for: name, among: workspace.screenNames)
    }
}

/// The files that name a type, directly or through components that do, and the files sharing its name.
struct NamingClosureQuery: Query {
    let typeName: String

    func compute(in workspace: Workspace) -> Set<String> {
        var affected = Set(workspace.paths(definingType: typeName))
        var pending = [typeName]
        var visited: Set<String> = [typeName]
        while let name = pending.popLast() {
            for path in workspace.paths(referencing: name) {
                affected.insert(path)
                // A file's type name is its file name: known without reading the file.
                let namer = ScreenFlow.typeName(ofPath: path)
                if visited.insert(namer).inserted { pending.append(namer) }
            }
        }
        return affected
    }
}

/// A file's model, as checking another file reads it (components expanded).
struct ModelQuery: Query {
    let path: String

    static var capacity: Int? { 4_096 }

    func compute(in workspace: Workspace) -> FileModel? {
        workspace.file(at: path).map { ModelBuilding.build($0, in: workspace) }
    }
}

/// Every link to a screen from the workspace's screens (any kind, also
/// through components), in the order of the screens' names, then source order.
struct LinksToQuery: Query {
    let typeName: String

    static var capacity: Int? { 4_096 }

    func compute(in workspace: Workspace) -> ScreenLinks {
        let screens = ScreenFlow.screens(mentioning: typeName, in: workspace)
        var links: [(screen: Element, link: ScreenLink)] = []
        for screen in screens {
            guard let file = workspace.file(definingType: screen), file.isScreen, let root = workspace.model(of: file).root else { continue }
            for element in [root] + root.descendants {
                for link in ScreenFlow.links(from: element) where link.screenName == typeName {
                    links.append((root, link))
                }
            }
        }
        return ScreenLinks(screens: Set(screens), links: links)
    }
}

/// The links to one screen, and the screens they were read from.
public struct ScreenLinks: Sendable {
    public let screens: Set<String>
    public let links: [(screen: Element, link: ScreenLink)]
}

/// A fact a rule works out from the links to a screen alone (its parents'
/// titles, their bars' looks), by the rule's name for it: a keystroke in a
/// screen 1,300 screens lead to compares with the fact, not the 1,300 parents.
struct LinkFactQuery: Query {
    let name: String
    let typeName: String
    let derive: @Sendable ([(screen: Element, link: ScreenLink)]) -> LinkFact

    static var capacity: Int? { 4_096 }

    static func == (left: Self, right: Self) -> Bool { left.name == right.name && left.typeName == right.typeName }
    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(typeName)
    }

    func compute(in workspace: Workspace) -> LinkFact { derive(workspace.answer(LinksToQuery(typeName: typeName)).links) }

    static func same(_ old: LinkFact, _ new: LinkFact) -> Bool { old.equals?(new.value) ?? false }
}

/// A derived fact of any type, and how to tell it from another when its type can tell.
struct LinkFact: Sendable {
    let value: any Sendable
    let equals: (@Sendable (any Sendable) -> Bool)?
}

/// The app's bars by translucency, counted again from every file's written
/// bars when one of them changes (one coarse input, `barFacts`, stands for
/// them all, so a keystroke that writes no bar validates one stamp).
struct BarTallyQuery: Query {
    static var validatesEagerly: Bool { true }

    func compute(in workspace: Workspace) -> BarTranslucencyCounts {
        workspace.read(.barFacts)
        return workspace.untracked.countBars()
    }
}

/// What checks read of the tally: a count that changes while this stays the same re-checks nothing.
struct BarVerdictQuery: Query {
    static var validatesEagerly: Bool { true }

    func compute(in workspace: Workspace) -> BarTranslucencyVerdict { workspace.answer(BarTallyQuery()).verdict }
}

extension Workspace {
    /// The links to the screen `typeName` (see `LinksToQuery`).
    public func links(to typeName: String) -> ScreenLinks { answer(LinksToQuery(typeName: typeName)) }

    /// A fact derived from the links to `typeName` by `derive`, kept as a query named `name`.
    public func linkFact<Fact: Sendable>(_ name: String, about typeName: String,
                                         _ derive: @escaping @Sendable ([(screen: Element, link: ScreenLink)]) -> Fact) -> Fact {
        let query = LinkFactQuery(name: name, typeName: typeName) { LinkFact(value: derive($0), equals: nil) }
        return answer(query).value as! Fact
    }

    /// The same for a fact that can be compared: an equal one recomputed re-runs nothing that read it.
    public func linkFact<Fact: Sendable & Equatable>(_ name: String, about typeName: String,
                                                     _ derive: @escaping @Sendable ([(screen: Element, link: ScreenLink)]) -> Fact) -> Fact {
        let query = LinkFactQuery(name: name, typeName: typeName) { links in
            let fact = derive(links)
            return LinkFact(value: fact, equals: { ($0 as? Fact) == fact })
        }
        return answer(query).value as! Fact
    }
}
