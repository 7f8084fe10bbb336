/// The navigation map as text: Graphviz DOT, Mermaid flowchart and JSON.
/// Every name and title is escaped for its format; node ids are generated
/// (`s0`, `s1`…), so no screen name can break the syntax.
import ViewIDE
import ViewModel

enum GraphText {
    static func dot(_ graph: ScreenGraph, labels: GraphLabels) -> String {
        func quoted(_ text: String) -> String {
            var result = "\""
            for character in text {
                switch character {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\r": continue
                default: result.append(character)
                }
            }
            return result + "\""
        }
        let ids = identifiers(graph)
        var lines = ["digraph screens {", "  rankdir=LR;", "  node [shape=box, style=rounded, fontname=\"sans-serif\"];",
                     "  edge [fontname=\"sans-serif\", fontsize=10];"]
        for node in graph.nodes {
            let text = ([node.name] + [node.title, labels.findings(node.findings)].compactMap { $0 }).joined(separator: "\n")
            let colour = node.findings[.error, default: 0] > 0 ? ", color=\"#D70015\"" : node.findings[.warning, default: 0] > 0 ? ", color=\"#B25000\"" : ""
            lines.append("  \(ids[node.path]!) [label=\(quoted(text))\(colour)];")
        }
        for edge in graph.edges {
            guard let from = id(of: edge.from, in: graph, ids: ids), let to = id(of: edge.to, in: graph, ids: ids) else { continue }
            let text = ([labels.edge(edge)] + edge.findings).joined(separator: "\n")
            let style = edge.findings.isEmpty ? "" : ", color=\"#B25000\", fontcolor=\"#B25000\""
            lines.append("  \(from) -> \(to) [label=\(quoted(text))\(style)];")
        }
        return lines.joined(separator: "\n") + "\n}\n"
    }

    static func mermaid(_ graph: ScreenGraph, labels: GraphLabels) -> String {
        // Mermaid reads entity codes (`#quot;`) in quoted labels; `<br/>` breaks a line.
        func escaped(_ text: String) -> String {
            var result = ""
            for character in text {
                switch character {
                case "\"": result += "#quot;"
                case "<": result += "#lt;"
                case ">": result += "#gt;"
                case "#": result += "#35;"
                case "|": result += "#124;"
                case "\n", "\r": result += " "
                default: result.append(character)
                }
            }
            return result
        }
        let ids = identifiers(graph)
        var lines = ["flowchart LR"]
        for node in graph.nodes {
            let text = ([node.name] + [node.title, labels.findings(node.findings)].compactMap { $0 }).map(escaped).joined(separator: "<br/>")
            lines.append("  \(ids[node.path]!)[\"\(text)\"]")
        }
        for edge in graph.edges {
            guard let from = id(of: edge.from, in: graph, ids: ids), let to = id(of: edge.to, in: graph, ids: ids) else { continue }
            let text = ([labels.edge(edge)] + edge.findings).map(escaped).joined(separator: "<br/>")
            lines.append("  \(from) -->|\"\(text)\"| \(to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ graph: ScreenGraph) -> String {
        let quoted = { (text: String) in JSONValue.quoted(text) }
        let nodes = graph.nodes.map { node in
            let findings = Severity.allCases.compactMap { severity in
                node.findings[severity].map { "\(quoted(severity.description)): \($0)" }
            }
            return "    { \"name\": \(quoted(node.name)), \"path\": \(quoted(WorkspaceLoader.display(node.path))), "
                + "\"title\": \(node.title.map(quoted) ?? "null"), \"findings\": { \(findings.joined(separator: ", ")) } }"
        }
        let edges = graph.edges.map { edge in
            "    { \"from\": \(quoted(edge.from)), \"to\": \(quoted(edge.to)), \"kind\": \(quoted(edge.kind.rawValue)), "
                + "\"source\": { \"kind\": \(quoted(edge.sourceKind)), \"label\": \(edge.sourceLabel.map(quoted) ?? "null"), "
                + "\"path\": \(quoted(WorkspaceLoader.display(edge.location.path))), \"start\": \(edge.location.range.lowerBound), "
                + "\"end\": \(edge.location.range.upperBound) }, "
                + "\"findings\": [\(edge.findings.map(quoted).joined(separator: ", "))] }"
        }
        return "{\n  \"nodes\": [\n\(nodes.joined(separator: ",\n"))\n  ],\n  \"edges\": [\n\(edges.joined(separator: ",\n"))\n  ]\n}\n"
    }

    /// `s0`, `s1`… by node path, in node order.
    static func identifiers(_ graph: ScreenGraph) -> [String: String] {
        Dictionary(graph.nodes.enumerated().map { ($0.element.path, "s\($0.offset)") }, uniquingKeysWith: { first, _ in first })
    }

    /// The id of the node named `name` (the first, when two workspaces define it).
    static func id(of name: String, in graph: ScreenGraph, ids: [String: String]) -> String? {
        graph.nodes.first { $0.name == name }.flatMap { ids[$0.path] }
    }
}
