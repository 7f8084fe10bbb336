/// The screen flow: the graph of screens, where each element can lead through `push:`,
/// `presents:`, `content:` (of `Tab`, `Popover` and `Modal`) and `showDetail:`
/// (of `Cell`), across files.
/// Other screens' models and the links into a screen are queries of the
/// workspace (kept between checks while nothing they read changed), and
/// cached for one check; walks keep a visited set, so cycles of pushes end.
import Foundation

/// How one element leads to another place.
public enum ScreenLinkKind: String, Sendable, Hashable {
    /// `push: Screen`: the next level of a navigation stack.
    case push
    /// `presents:` a screen or an inline `Popover`, `Modal`, `Alert`, `ActionSheet` or `ActivityViewController`.
    case presents
    /// `content: Screen` of a `Tab`, `Popover` or `Modal`: the screen shown inside it.
    case content
    /// `showDetail: Screen` of a `Cell`: the screen shown in the split view's
    /// `Secondary` pane. Not a push: the pane's navigation stack starts anew.
    case showDetail
}

/// One hop of the graph: the binding that makes it and where it leads.
public struct ScreenLink: Sendable {
    public let kind: ScreenLinkKind
    /// The element holding the binding.
    public let source: Element
    public let binding: Binding
    public let target: Target

    public enum Target: Sendable {
        /// A screen, by type name, with its model when the workspace has it.
        case screen(String)
        /// An inline presented element (`presents: Popover { … }`).
        case inline(Element)
    }

    /// The screen's type name, for links to screens.
    public var screenName: String? { if case .screen(let name) = target { return name } else { return nil } }
    /// The inline element, for inline presentations.
    public var inlineElement: Element? { if case .inline(let element) = target { return element } else { return nil } }
}

/// An element found by a walk, with the links followed to reach it (empty for the start's own subtree).
public struct ReachedElement: Sendable {
    public let element: Element
    public let via: [ScreenLink]
}

public final class ScreenFlow: @unchecked Sendable {
    let directory: any TypeDirectory
    /// The model of the file being checked, so walks reuse its elements.
    let current: FileModel
    let currentTypeName: String
    private let lock = NSLock()
    private var models: [String: FileModel?] = [:]
    private var linksByTarget: [String: [(screen: Element, link: ScreenLink)]] = [:]
    private var linksByKinds: [LinksKey: [(screen: Element, link: ScreenLink)]] = [:]

    public init(directory: any TypeDirectory, current: FileModel, currentTypeName: String) {
        self.directory = directory
        self.current = current
        self.currentTypeName = currentTypeName
    }

    // MARK: Links

    /// Whether a property of that name may link (`push`, `presents`, `content`, `showDetail`), by its length
    /// alone: most bindings of a cell are none of them, and four string comparisons each showed.
    @inline(__always) static func mayLink(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4, 7, 8, 10: return true
        default: return false
        }
    }

    /// The links an element makes through its own bindings, in source order.
    public static func links(from element: Element) -> [ScreenLink] {
        var result: [ScreenLink] = []
        // In source order; only the few linking bindings sorted (rules ask this of every cell at every keystroke).
        var linking: [Binding] = []
        for binding in element.bindings.values where Self.mayLink(binding.name) {
            switch binding.name {
            case "push", "presents", "content", "showDetail": linking.append(binding)
            default: continue
            }
        }
        if linking.isEmpty { return [] }
        if linking.count > 1 { linking.sort { $0.range.lowerBound < $1.range.lowerBound } }
        for binding in linking {
            let kind: ScreenLinkKind
            switch binding.name {
            case "push": kind = .push
            case "presents": kind = .presents
            case "content" where element.is("Tab", "Popover", "Modal"): kind = .content
            case "showDetail" where element.is("Cell"): kind = .showDetail
            default: continue
            }
            switch binding.value {
            case .name(let name): result.append(ScreenLink(kind: kind, source: element, binding: binding, target: .screen(name)))
            case .object(let inline): result.append(ScreenLink(kind: kind, source: element, binding: binding, target: .inline(inline)))
            default: continue
            }
        }
        return result
    }

    /// The root element of a screen's model: the file being checked, or another file built on demand.
    public func screenRoot(named typeName: String) -> Element? {
        screenModel(named: typeName)?.root
    }

    /// A screen's model, whose elements are those `screenRoot` and the walks give: the file being checked,
    /// or another file built on demand (once per flow).
    public func screenModel(named typeName: String) -> FileModel? {
        if typeName == currentTypeName { return current }
        lock.lock()
        defer { lock.unlock() }
        if let cached = models[typeName] { return cached }
        var model: FileModel?
        if let file = directory.file(definingType: typeName), file.isScreen { model = directory.model(of: file) }
        models[typeName] = model
        return model
    }

    // MARK: Walks

    /// Every element shown in `start`'s place: its subtree (children, not
    /// inline presentations), and the subtrees of the screens reached through
    /// links of the given kinds, and of inline presentations when `.presents`
    /// is among them. Each screen is entered once, so cycles end.
    public func elements(reachableFrom start: Element, through kinds: Set<ScreenLinkKind>) -> [ReachedElement] {
        var result: [ReachedElement] = []
        var enteredScreens: Set<String> = []
        if start.role == .root, start.is("Screen") { enteredScreens.insert(Self.typeName(ofPath: start.path)) }
        var pending: [(Element, [ScreenLink])] = [(start, [])]
        while !pending.isEmpty {
            let (scope, via) = pending.removeFirst()
            for element in [scope] + Self.shownDescendants(of: scope) {
                result.append(ReachedElement(element: element, via: via))
                for link in Self.links(from: element) where kinds.contains(link.kind) {
                    switch link.target {
                    case .screen(let name):
                        guard enteredScreens.insert(name).inserted, let root = screenRoot(named: name) else { continue }
                        pending.append((root, via + [link]))
                    case .inline(let inline):
                        pending.append((inline, via + [link]))
                    }
                }
            }
        }
        return result
    }

    /// Children, recursively, without inline presented values: what is on screen with the element.
    public static func shownDescendants(of element: Element) -> [Element] {
        var result: [Element] = []
        var stack = Array(element.children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// The type name a `.view` file defines: its file name without the extension.
    public static func typeName(ofPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".view") ? String(name.dropLast(5)) : name
    }

    // MARK: Who leads here

    /// The places that `push:` the screen `typeName`, from every screen of the
    /// workspace, also through components (a cell component that pushes it).
    public func pushes(to typeName: String) -> [(screen: Element, link: ScreenLink)] {
        links(to: typeName, kinds: [.push])
    }

    /// The places that lead to the screen `typeName` through links of the
    /// given kinds, from every screen of the workspace (`typeName` itself
    /// included), also through components.
    public func links(to typeName: String, kinds: Set<ScreenLinkKind>) -> [(screen: Element, link: ScreenLink)] {
        let key = LinksKey(target: typeName, kinds: kinds)
        lock.lock()
        if let known = linksByKinds[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let result = allLinks(to: typeName).filter { kinds.contains($0.link.kind) }
        lock.lock()
        linksByKinds[key] = result
        lock.unlock()
        return result
    }

    /// A fact computed from every link to `typeName` (any kind, in the order
    /// `links(to:kinds:)` gives them), kept as a query of the workspace (named
    /// `key`) when the directory is one and the file being checked is not
    /// among the screens read (its elements are this check's own), else
    /// computed for this call. Facts that can be compared stop the ripple of
    /// a change when they come out the same.
    public func derived<Fact: Sendable>(_ key: String, about typeName: String,
                                        _ compute: @escaping @Sendable ([(screen: Element, link: ScreenLink)]) -> Fact) -> Fact {
        if let workspace = directory as? Workspace, !workspace.links(to: typeName).screens.contains(currentTypeName) {
            return workspace.linkFact(key, about: typeName, compute)
        }
        return compute(allLinks(to: typeName))
    }

    public func derived<Fact: Sendable & Equatable>(_ key: String, about typeName: String,
                                                    _ compute: @escaping @Sendable ([(screen: Element, link: ScreenLink)]) -> Fact) -> Fact {
        if let workspace = directory as? Workspace, !workspace.links(to: typeName).screens.contains(currentTypeName) {
            return workspace.linkFact(key, about: typeName, compute)
        }
        return compute(allLinks(to: typeName))
    }

    private struct LinksKey: Hashable {
        let target: String
        let kinds: Set<ScreenLinkKind>
    }

    /// Every link to `typeName`, of any kind, found once per check: several
    /// rules ask (back titles, consistent bars, who shows a screen in a tab),
    /// and each answer reads every screen that names it. The workspace's
    /// query answers unless the file being checked is among the screens read.
    private func allLinks(to typeName: String) -> [(screen: Element, link: ScreenLink)] {
        lock.lock()
        if let known = linksByTarget[typeName] {
            lock.unlock()
            return known
        }
        lock.unlock()
        var result: [(screen: Element, link: ScreenLink)] = []
        if let workspace = directory as? Workspace, case let kept = workspace.links(to: typeName), !kept.screens.contains(currentTypeName) {
            result = kept.links
        } else {
            for screenName in Self.screens(mentioning: typeName, in: directory) {
                guard let root = screenRoot(named: screenName) else { continue }
                for element in [root] + root.descendants {
                    for link in Self.links(from: element) where link.screenName == typeName {
                        result.append((root, link))
                    }
                }
            }
        }
        lock.lock()
        linksByTarget[typeName] = result
        lock.unlock()
        return result
    }

    /// A screen's title as iOS shows it at the top (and on the back button of
    /// the next screen): its navigation bar's `title`, else the screen's.
    public static func title(ofScreen root: Element) -> String? {
        root.children.first { $0.is("NavigationBar") }?.string("title") ?? root.string("title")
    }

    /// Screens that mention `typeName` directly or through the components they use, sorted.
    public static func screens(mentioning typeName: String, in directory: any TypeDirectory) -> [String] {
        var screens: Set<String> = []
        var visited: Set<String> = [typeName]
        var pending = [typeName]
        while let name = pending.popLast() {
            for file in directory.files(referencing: name) {
                if file.isScreen {
                    screens.insert(file.typeName)
                } else if visited.insert(file.typeName).inserted {
                    pending.append(file.typeName)
                }
            }
        }
        return screens.sorted()
    }
}
