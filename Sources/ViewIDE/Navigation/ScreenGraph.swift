/// The navigation map as data: every screen of a workspace with its
/// findings by severity, and every link between screens — `push:`,
/// `presents:`, `content:`, `showDetail:`, also those written in the
/// components a screen uses or in its inline presentations — with what shows
/// it (the element's title) and the findings that are about the link itself.
/// `viewls graph` writes it as DOT, Mermaid, JSON or SVG.
public import ViewModel

public struct ScreenGraph: Sendable {
    public struct Node: Sendable, Equatable {
        public let name: String
        public let path: String
        /// The title the screen shows at the top; nil for none.
        public let title: String?
        /// Findings reported in the screen's file, by severity.
        public let findings: [Severity: Int]
    }

    public struct Edge: Sendable, Equatable {
        public let from: String
        public let to: String
        public let kind: ScreenLinkKind
        /// The linking element's kind (`Cell`, `BarButton`…) and its title, text or system item, if any.
        public let sourceKind: String
        public let sourceLabel: String?
        /// Where the link is written (a component's file for a link inside a component).
        public let location: SourceLocation
        /// The codes of findings about this link: on its binding, or pointing at it from related information.
        public let findings: [String]

        /// The same link drawn from `screen` (a map draws a link that a shared component holds once, from one of its users).
        public func drawn(from screen: String) -> Edge {
            Edge(from: screen, to: to, kind: kind, sourceKind: sourceKind, sourceLabel: sourceLabel, location: location, findings: findings)
        }
    }

    public let nodes: [Node]
    public let edges: [Edge]

    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// The graph of `workspace`'s screens; `diagnostics` are each file's findings, by path.
    public static func build(_ workspace: Workspace, diagnostics: [String: [Diagnostic]]) -> ScreenGraph {
        var nodes: [Node] = []
        var edges: [Edge] = []
        for name in workspace.screenNames {
            guard let file = workspace.file(definingType: name) else { continue }
            let found = diagnostics[file.path] ?? []
            let model = ModelBuilding.build(file, in: workspace)
            guard let root = model.root else { continue }
            nodes.append(Node(name: name, path: file.path, title: ScreenFlow.title(ofScreen: root),
                              findings: Dictionary(grouping: found, by: \.severity).mapValues(\.count)))
            for element in [root] + root.descendants {
                for link in ScreenFlow.links(from: element) {
                    guard let target = link.screenName, workspace.file(definingType: target)?.isScreen == true else { continue }
                    let location = SourceLocation(path: link.binding.path, range: link.binding.range)
                    let targetPath = workspace.file(definingType: target)?.path ?? ""
                    let about = (diagnostics[link.binding.path] ?? []).map { (link.binding.path, $0) }
                        + (diagnostics[targetPath] ?? []).map { (targetPath, $0) }
                    edges.append(Edge(from: name, to: target, kind: link.kind, sourceKind: element.kind ?? element.typeName,
                                      sourceLabel: label(of: element), location: location,
                                      findings: codes(about: location, in: about)))
                }
            }
        }
        return ScreenGraph(nodes: nodes, edges: edges)
    }

    /// What a person sees on the linking element: its title, text or system item.
    static func label(of element: Element) -> String? {
        element.string("title") ?? element.string("text") ?? element.name("system")
    }

    /// The codes of the findings whose range, or one of whose related places, lies on the link's binding; each once.
    static func codes(about link: SourceLocation, in diagnostics: [(path: String, diagnostic: Diagnostic)]) -> [String] {
        func overlaps(_ location: SourceLocation) -> Bool {
            location.path == link.path && location.range.overlaps(link.range)
        }
        var result: [String] = []
        for (path, diagnostic) in diagnostics {
            let onLink = overlaps(SourceLocation(path: path, range: diagnostic.range))
                || diagnostic.related.contains { overlaps($0.location) }
            if onLink, !result.contains(diagnostic.code) { result.append(diagnostic.code) }
        }
        return result
    }
}
