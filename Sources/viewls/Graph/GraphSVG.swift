/// The navigation map as a self-contained SVG: screens in columns by their
/// distance from the screens nothing leads to (breadth first, so the layout
/// is linear in screens and links and deterministic), links as arrows with
/// their labels, findings as coloured counts, and each screen's drawing (as
/// `viewls preview` draws it, findings included) as a thumbnail in its box.
/// No script, font or file from outside; every text escaped.
import Foundation
import ViewIDE
import ViewModel

enum GraphSVG {
    static let nodeWidth = 240.0
    static let nodeHeight = 150.0
    /// The thumbnail's box at the left of a screen's box; the text stands right of it.
    static let thumbnailWidth = 64.0
    static let thumbnailHeight = 134.0
    static let columnGap = 170.0
    /// The height of a line of a link's label: a side's arrows are at least this far apart to be labelled.
    static let labelLine = 13.0
    static let rowGap = 28.0
    static let margin = 24.0

    static func render(_ graph: ScreenGraph, labels: GraphLabels, thumbnails: [String: String] = [:]) -> String {
        let drawn = GraphLayout.drawnEdges(graph)
        let columns = GraphLayout.layers(graph.nodes.map(\.name), edges: drawn.edges, roots: drawn.roots)
        var position: [String: (x: Double, y: Double)] = [:]
        for (column, names) in columns.enumerated() {
            for (row, name) in names.enumerated() {
                position[name] = (margin + Double(column) * (nodeWidth + columnGap), margin + Double(row) * (nodeHeight + rowGap))
            }
        }
        var column: [String: Int] = [:]
        for (index, names) in columns.enumerated() { for name in names { column[name] = index } }
        let groups = merged(drawn.edges)
        let isForward = { (edge: ScreenGraph.Edge) in column[edge.to, default: 0] > column[edge.from, default: 0] }
        let ports = GraphLayout.ports(groups, isForward: isForward)
        // The picture holds every box with its margin, every curve's control points with room for an arrowhead.
        var bounds = (minX: 0.0, minY: 0.0,
                      maxX: margin * 2 + Double(max(columns.count, 1)) * (nodeWidth + columnGap) - columnGap,
                      maxY: margin * 2 + Double(max(columns.map(\.count).max() ?? 1, 1)) * (nodeHeight + rowGap) - rowGap)
        var edgesOut = ""
        for (index, group) in groups.enumerated() {
            let edge = group[0]
            guard let from = position[edge.from], let to = position[edge.to] else { continue }
            let findings = group.flatMap(\.findings).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let colour = findings.isEmpty ? "#8E8E93" : "#B25000"
            var label = labels.edge(edge) + (group.count > 1 ? " +\(group.count - 1)" : "")
            if !findings.isEmpty { label += " · " + findings.joined(separator: ", ") }
            let points: [(x: Double, y: Double)]
            var labelAt: (x: Double, y: Double)?
            if edge.from == edge.to {
                // A screen leading to itself: a loop over its top right corner.
                let x = from.x + nodeWidth - 30, y = from.y
                points = [(x, y), (x, y - 30), (x + 50, y - 10), (x + 30, y + 2)]
            } else if let port = ports[index] {
                // Forward: from the right side to the left side, each arrow from its own place on the side,
                // the label just above its start (when the side has room for a line per arrow).
                let startX = from.x + nodeWidth, startY = from.y + nodeHeight * port.start
                let endX = to.x, endY = to.y + nodeHeight * port.end
                let bend = max(40, (endX - startX) / 2)
                points = [(startX, startY), (startX + bend, startY), (endX - bend, endY), (endX, endY)]
                if nodeHeight * port.spacing >= labelLine {
                    labelAt = (startX + 6, startY - 3)
                }
            } else {
                // Back, or within a column: from the top of the source to the bottom of the target, dashed.
                let startX = from.x + nodeWidth / 2 + 20, startY = from.y, endX = to.x + nodeWidth / 2 - 20, endY = to.y + nodeHeight
                let sameColumn = column[edge.to] == column[edge.from]
                let reach = sameColumn ? nodeWidth * 0.8 : 0
                points = [(startX, startY), (startX + reach, startY - 40), (endX + reach, endY + 40), (endX, endY)]
            }
            for point in points {
                bounds = (min(bounds.minX, point.x - margin), min(bounds.minY, point.y - margin),
                          max(bounds.maxX, point.x + margin), max(bounds.maxY, point.y + margin))
            }
            let path = "M\(number(points[0].x)) \(number(points[0].y))C" + points.dropFirst().map { "\(number($0.x)) \(number($0.y))" }.joined(separator: " ")
            edgesOut += "<g class=\"edge\" data-from=\"\(escaped(edge.from))\" data-to=\"\(escaped(edge.to))\" data-kind=\"\(edge.kind.rawValue)\" data-count=\"\(group.count)\">"
            edgesOut += "<title>\(escaped(group.map(labels.edge).joined(separator: "\n") + (findings.isEmpty ? "" : "\n" + findings.joined(separator: "\n"))))</title>"
            let dash = labelAt == nil && ports[index] == nil && edge.from != edge.to ? " stroke-dasharray=\"4 3\"" : ""
            edgesOut += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\"\(dash) marker-end=\"url(#arrow)\"/>"
            if let at = labelAt {
                edgesOut += "<text x=\"\(number(at.x))\" y=\"\(number(at.y))\" font-size=\"10\" fill=\"\(colour)\">\(escaped(GraphLayout.fitted(label, width: columnGap - 16)))</text>"
            }
            edgesOut += "</g>\n"
        }
        let width = bounds.maxX - bounds.minX, height = bounds.maxY - bounds.minY
        let box = "\(number(bounds.minX)) \(number(bounds.minY)) \(number(width)) \(number(height))"
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(box)" width="\(number(width))" height="\(number(height))" font-family="-apple-system, &quot;SF Pro Text&quot;, &quot;PingFang SC&quot;, &quot;Noto Sans CJK SC&quot;, sans-serif">
        <defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#8E8E93"/></marker></defs>
        <rect x="\(number(bounds.minX))" y="\(number(bounds.minY))" width="100%" height="100%" fill="#F2F2F7"/>

        """
        out += edgesOut
        for node in graph.nodes {
            guard let at = position[node.name] else { continue }
            let errors = node.findings[.error, default: 0], warnings = node.findings[.warning, default: 0]
            let stroke = errors > 0 ? "#D70015" : warnings > 0 ? "#B25000" : "#C7C7CC"
            out += "<g class=\"screen\" data-name=\"\(escaped(node.name))\" data-path=\"\(escaped(WorkspaceLoader.display(node.path)))\">"
            out += "<rect x=\"\(number(at.x))\" y=\"\(number(at.y))\" width=\"\(number(nodeWidth))\" height=\"\(number(nodeHeight))\" rx=\"12\" fill=\"#FFFFFF\" stroke=\"\(stroke)\" stroke-width=\"1.5\"/>"
            let thumbnail = thumbnails[node.name].flatMap { nested($0, x: at.x + 8, y: at.y + 8) }
            if let thumbnail { out += thumbnail }
            let textX = at.x + (thumbnail == nil ? 12 : 8 + thumbnailWidth + 10)
            let room = thumbnail == nil ? 30 : 20
            out += "<text x=\"\(number(textX))\" y=\"\(number(at.y + 26))\" font-size=\"14\" font-weight=\"600\" fill=\"#1C1C1E\">\(escaped(truncated(node.name, to: room - 4)))</text>"
            if let title = node.title {
                out += "<text x=\"\(number(textX))\" y=\"\(number(at.y + 45))\" font-size=\"12\" fill=\"#3C3C43\">\(escaped(truncated(title, to: room)))</text>"
            }
            if let findings = labels.findings(node.findings) {
                out += "<text x=\"\(number(textX))\" y=\"\(number(at.y + 64))\" font-size=\"11\" fill=\"\(stroke)\">\(escaped(truncated(findings, to: room + 4)))</text>"
            }
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// A drawing placed as a nested `<svg>` in the thumbnail box at (`x`, `y`): its own size attributes give
    /// way to the box, its `viewBox` keeps its proportions. nil for text that is not one drawing.
    static func nested(_ drawing: String, x: Double, y: Double) -> String? {
        guard drawing.hasPrefix("<svg "), let end = drawing.firstIndex(of: ">") else { return nil }
        var head = String(drawing[..<end])
        for attribute in ["width", "height"] {
            guard let range = head.range(of: " \(attribute)=\"") else { continue }
            guard let close = head[range.upperBound...].firstIndex(of: "\"") else { return nil }
            head.removeSubrange(range.lowerBound...close)
        }
        let box = " x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(thumbnailWidth))\" height=\"\(number(thumbnailHeight))\""
        let body = drawing[end...].trimmingCharacters(in: .whitespacesAndNewlines)
        return head + box + body
    }

    /// Links between the same two screens of the same kind, as one arrow each, in first-seen order.
    static func merged(_ edges: [ScreenGraph.Edge]) -> [[ScreenGraph.Edge]] {
        var order: [String] = []
        var groups: [String: [ScreenGraph.Edge]] = [:]
        for edge in edges {
            let key = "\(edge.from)\u{0}\(edge.to)\u{0}\(edge.kind.rawValue)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(edge)
        }
        return order.compactMap { groups[$0] }
    }

    static func truncated(_ text: String, to count: Int) -> String {
        text.count <= count ? text : String(text.prefix(count - 1)) + "\u{2026}"
    }

    /// Escaped as the report escapes text; line breaks kept (a tooltip lists one link a line).
    static func escaped(_ text: String) -> String {
        HTMLText.escape(text)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
