/// Where the navigation map's SVG puts things, apart from drawing them: the
/// links to draw (a link written once in a component that several screens
/// use — a shared tab bar — drawn once, from the screen that component
/// shows first), the columns (the app's first tab leftmost), and where each
/// forward arrow leaves its screen and enters the next, spread along the
/// boxes' sides so labels written beside the start never overlap.
import ViewIDE

enum GraphLayout {
    /// The links to draw and the screens to start the columns from. A link
    /// written in another file than its screen's (in a component), at the same
    /// place, to the same screen, by several screens is one link, drawn from
    /// the first screen that component leads to among those using it (a tab
    /// bar's first tab); a tab leading to its own screen is then left out.
    /// Those first screens are the roots, in the order met.
    static func drawnEdges(_ graph: ScreenGraph) -> (edges: [ScreenGraph.Edge], roots: [String]) {
        var pathOf: [String: String] = [:]
        for node in graph.nodes where pathOf[node.name] == nil { pathOf[node.name] = node.path }
        func isInComponent(_ edge: ScreenGraph.Edge) -> Bool { edge.location.path != pathOf[edge.from] }
        func place(_ edge: ScreenGraph.Edge) -> String {
            "\(edge.location.path)\u{0}\(edge.location.range.lowerBound)\u{0}\(edge.to)\u{0}\(edge.kind.rawValue)"
        }
        var users: [String: [String]] = [:]
        for edge in graph.edges where isInComponent(edge) {
            if !(users[place(edge)] ?? []).contains(edge.from) { users[place(edge), default: []].append(edge.from) }
        }
        // Each shared component's screens, and its links' targets in the order written.
        var componentUsers: [String: Set<String>] = [:]
        var componentTargets: [String: [(offset: Int, to: String)]] = [:]
        for edge in graph.edges where isInComponent(edge) && (users[place(edge)]?.count ?? 0) > 1 {
            componentUsers[edge.location.path, default: []].formUnion(users[place(edge)] ?? [])
            componentTargets[edge.location.path, default: []].append((edge.location.range.lowerBound, edge.to))
        }
        var source: [String: String] = [:]
        for (path, targets) in componentTargets {
            let using = componentUsers[path] ?? []
            let ordered = targets.sorted { $0.offset < $1.offset }
            source[path] = ordered.first { using.contains($0.to) }?.to ?? graph.nodes.map(\.name).first { using.contains($0) }
        }
        var edges: [ScreenGraph.Edge] = []
        var roots: [String] = []
        var drawnPlaces: Set<String> = []
        for edge in graph.edges {
            guard isInComponent(edge), (users[place(edge)]?.count ?? 0) > 1, let from = source[edge.location.path] else {
                edges.append(edge)
                continue
            }
            if !roots.contains(from) { roots.append(from) }
            guard drawnPlaces.insert(place(edge)).inserted, edge.to != from else { continue }
            edges.append(edge.drawn(from: from))
        }
        return (edges, roots)
    }

    /// Columns of screen names: first `roots`, then the screens nothing else leads to (or, in a cycle with no
    /// such screen, the first by name), then each screen one column right of the first screen that reaches it.
    static func layers(_ names: [String], edges: [ScreenGraph.Edge], roots: [String]) -> [[String]] {
        var targets: [String: [String]] = [:]
        var hasIncoming = Set<String>()
        for edge in edges where edge.from != edge.to {
            targets[edge.from, default: []].append(edge.to)
            hasIncoming.insert(edge.to)
        }
        var depth: [String: Int] = [:]
        var columns: [[String]] = []
        func walk(from start: String) {
            guard depth[start] == nil else { return }
            var queue = [start]
            var head = 0
            depth[start] = 0
            while head < queue.count {
                let name = queue[head]
                head += 1
                let level = depth[name]!
                while columns.count <= level { columns.append([]) }
                columns[level].append(name)
                for next in targets[name] ?? [] where depth[next] == nil {
                    depth[next] = level + 1
                    queue.append(next)
                }
            }
        }
        let known = Set(names)
        for name in roots where known.contains(name) { walk(from: name) }
        for name in names where !hasIncoming.contains(name) { walk(from: name) }
        for name in names { walk(from: name) }
        return columns
    }

    /// Where each forward arrow (by its index in `groups`) leaves its source and enters its target, as
    /// fractions of the box's height: a screen's outgoing arrows spread evenly down its right side in the
    /// order drawn, its incoming ones down its left side; `spacing`: the fraction between two outgoing ones.
    static func ports(_ groups: [[ScreenGraph.Edge]],
                      isForward: (ScreenGraph.Edge) -> Bool) -> [Int: (start: Double, end: Double, spacing: Double)] {
        var outgoing: [String: [Int]] = [:]
        var incoming: [String: [Int]] = [:]
        for (index, group) in groups.enumerated() where isForward(group[0]) {
            outgoing[group[0].from, default: []].append(index)
            incoming[group[0].to, default: []].append(index)
        }
        var result: [Int: (start: Double, end: Double, spacing: Double)] = [:]
        for (_, indices) in outgoing {
            for (rank, index) in indices.enumerated() {
                result[index] = (Double(rank + 1) / Double(indices.count + 1), 0.5, 1 / Double(indices.count + 1))
            }
        }
        for (_, indices) in incoming {
            for (rank, index) in indices.enumerated() {
                result[index]?.end = Double(rank + 1) / Double(indices.count + 1)
            }
        }
        return result
    }

    /// The estimated width of `text` at 10 px: CJK and other wide characters about 10 px, the rest at most 6.5.
    static func labelWidth(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1F000 ? 12 : $1.value >= 0x1100 ? 10 : 6.5) }
    }

    /// `text`, cut with an ellipsis to fit `width` by `labelWidth`.
    static func fitted(_ text: String, width: Double) -> String {
        guard labelWidth(text) > width else { return text }
        var result = ""
        for character in text {
            if labelWidth(result + String(character) + "\u{2026}") > width { break }
            result.append(character)
        }
        return result + "\u{2026}"
    }
}
