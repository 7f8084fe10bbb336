/// Document links: an image value leads to its file (when it lies inside the
/// workspace, judged by its spelling: nothing is read and no link followed),
/// a screen or component name in a link or type position to the file that
/// defines it. Plain data on byte ranges; the server makes URIs.
public import ViewModel

public struct DocumentLinkTarget: Equatable, Sendable {
    /// The value's range (a string's quotes included, as the editor underlines the value).
    public let range: Range<Int>
    /// The absolute path of the file the value leads to.
    public let path: String
}

public enum DocumentLinks {
    /// The links of the file at `path`, in source order; each range once.
    public static func links(path: String, in workspace: Workspace) -> [DocumentLinkTarget] {
        guard let file = workspace.files[path], let root = ModelBuilding.build(file, in: workspace).root else { return [] }
        var result: [DocumentLinkTarget] = []
        var seen = Set<Int>()
        func add(_ range: Range<Int>, _ target: String?) {
            guard let target, seen.insert(range.lowerBound).inserted else { return }
            result.append(DocumentLinkTarget(range: range, path: target))
        }
        for element in [root] + root.descendants {
            // The element's own type name, when a workspace file defines it (a component's use).
            if element.path == path, let name = element.syntax.name, !element.componentChain.isEmpty {
                add(name.range, workspace.file(definingType: element.typeName)?.path)
            }
            for binding in element.bindings.values where binding.path == path && !binding.isComponentDefault {
                switch element.declaration?.property(named: binding.name)?.type {
                case .image?:
                    add(binding.valueRange, imagePath(binding.value, in: path, workspace: workspace))
                case .list(.image)?:
                    for (item, range) in zip(binding.value.listValue ?? [], binding.listItemRanges) {
                        add(range, imagePath(item, in: path, workspace: workspace))
                    }
                case .screen?, .presentable?:
                    if let name = binding.value.nameValue { add(binding.valueRange, workspace.file(definingType: name)?.path) }
                default:
                    continue
                }
            }
        }
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    static func imagePath(_ value: Value, in path: String, workspace: Workspace) -> String? {
        guard case .string(let relative) = value else { return nil }
        return ImageLookup.workspacePath(of: relative, from: path, root: workspace.root)
    }
}
