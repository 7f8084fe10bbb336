/// The screen map as a call hierarchy: who leads to a screen (`push:`,
/// `presents:`, `content:`, `showDetail:` naming it) and where it leads, one
/// item per file that writes the links. A link written inside a component
/// belongs to the component's file: the ranges of a hierarchy call are in
/// the file of the item they hang under, as LSP requires.
public import ViewModel

/// A screen or component file in the hierarchy.
public struct ScreenItem: Equatable, Sendable {
    /// The type name (the file name without `.view`).
    public let name: String
    public let path: String
    /// Whether the file defines a screen (else a component).
    public let isScreen: Bool
    /// The root element's range.
    public let range: Range<Int>
    /// The root element's type name.
    public let selectionRange: Range<Int>
    /// What the screen shows at the top: its navigation bar's title, else its own; nil for none.
    public let title: String?
}

/// One edge of the hierarchy: the other item and the link values, in the file
/// of the caller (incoming: `item`'s file; outgoing: the asked item's file).
public struct ScreenCall: Equatable, Sendable {
    public let item: ScreenItem
    public let ranges: [Range<Int>]
}

public enum ScreenHierarchy {
    /// The item at `offset`: the screen a link value names when the offset is on
    /// one, else the file's own screen or component; nil when neither resolves.
    public static func prepare(at offset: Int, path: String, in workspace: Workspace) -> ScreenItem? {
        guard let file = workspace.files[path] else { return nil }
        let model = ModelBuilding.build(file, in: workspace)
        if let root = model.root {
            for element in [root] + root.descendants {
                for link in ScreenFlow.links(from: element) where link.binding.path == path {
                    guard let name = link.screenName, link.binding.valueRange.contains(offset) || link.binding.valueRange.upperBound == offset
                    else { continue }
                    return item(named: name, in: workspace)
                }
            }
        }
        return item(of: file, model: model)
    }

    /// The item of the file defining `name`, if the workspace has one.
    public static func item(named name: String, in workspace: Workspace) -> ScreenItem? {
        guard let file = workspace.file(definingType: name) else { return nil }
        return item(of: file, model: ModelBuilding.build(file, in: workspace))
    }

    /// The files whose own links lead to the screen `name`, by path, each with the link values.
    public static func incoming(to name: String, in workspace: Workspace) -> [ScreenCall] {
        workspace.files(referencing: name).compactMap { file in
            let model = ModelBuilding.build(file, in: workspace)
            let ranges = ownLinks(in: model, path: file.path).filter { $0.screenName == name }.map(\.binding.valueRange)
            guard !ranges.isEmpty, let item = item(of: file, model: model) else { return nil }
            return ScreenCall(item: item, ranges: ranges)
        }
    }

    /// The screens the file defining `name` leads to through its own links, in the order first named.
    public static func outgoing(from name: String, in workspace: Workspace) -> [ScreenCall] {
        guard let file = workspace.file(definingType: name) else { return [] }
        let model = ModelBuilding.build(file, in: workspace)
        var order: [String] = []
        var ranges: [String: [Range<Int>]] = [:]
        for link in ownLinks(in: model, path: file.path) {
            guard let target = link.screenName else { continue }
            if ranges[target] == nil { order.append(target) }
            ranges[target, default: []].append(link.binding.valueRange)
        }
        return order.compactMap { target in
            item(named: target, in: workspace).map { ScreenCall(item: $0, ranges: ranges[target] ?? []) }
        }
    }

    /// How many screens lead to the screen `name` (through their own links or the components they use),
    /// not counting itself.
    public static func leadingScreenCount(to name: String, in workspace: Workspace) -> Int {
        guard let file = workspace.file(definingType: name), file.isScreen else { return 0 }
        let model = ModelBuilding.build(file, in: workspace)
        let flow = ScreenFlow(directory: workspace, current: model, currentTypeName: name)
        let kinds: Set<ScreenLinkKind> = [.push, .presents, .content, .showDetail]
        let screens = Set(flow.links(to: name, kinds: kinds).map { ScreenFlow.typeName(ofPath: $0.screen.path) })
        return screens.subtracting([name]).count
    }

    /// The links written in `path` itself, in source order (a component's own links are its file's).
    static func ownLinks(in model: FileModel, path: String) -> [ScreenLink] {
        guard let root = model.root else { return [] }
        return ([root] + root.descendants).flatMap(ScreenFlow.links(from:)).filter { $0.binding.path == path }
    }

    static func item(of file: SourceFile, model: FileModel) -> ScreenItem? {
        guard let root = model.root, root.path == file.path else { return nil }
        return ScreenItem(name: file.typeName, path: file.path, isScreen: file.isScreen, range: root.range,
                          selectionRange: root.nameRange, title: file.isScreen ? ScreenFlow.title(ofScreen: root) : nil)
    }
}
