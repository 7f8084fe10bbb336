/// `Symbols.workspace`: the workspace's screens, components and ids whose
/// names hold the query's letters in order (case-insensitive), best first:
/// exact, then prefix, then substring, then scattered matches, tighter
/// matches and shorter names before others.
public import ViewModel
import ViewRules
import ViewSyntax

public struct WorkspaceSymbol: Sendable, Equatable {
    public let name: String
    public let kind: SymbolKind
    public let location: SourceLocation
    /// For a screen or component, its file relative to the root; for an id, its file's type name.
    public let containerName: String
}

extension Symbols {
    /// At most `limit` symbols matching `query` (every symbol, by name, for an empty query).
    public static func workspace(matching query: String, in workspace: Workspace, limit: Int = 200) -> [WorkspaceSymbol] {
        var scored: [(rank: FuzzyRank, symbol: WorkspaceSymbol)] = []
        for path in workspace.files.keys.sorted() {
            guard let file = workspace.files[path] else { continue }
            if file.root != nil, let rank = FuzzyRank(query: query, name: file.typeName) {
                let symbol = WorkspaceSymbol(name: file.typeName, kind: file.isScreen ? .screen : .component,
                                             location: SourceLocation(path: path, range: file.definitionRange),
                                             containerName: WorkspaceNames.relativePath(path, in: workspace))
                scored.append((rank, symbol))
            }
            for (name, range) in idDeclarations(in: file) {
                guard let rank = FuzzyRank(query: query, name: name) else { continue }
                scored.append((rank, WorkspaceSymbol(name: name, kind: .id, location: SourceLocation(path: path, range: range),
                                                     containerName: file.typeName)))
            }
        }
        scored.sort { left, right in
            if left.rank != right.rank { return left.rank < right.rank }
            if left.symbol.name != right.symbol.name { return left.symbol.name < right.symbol.name }
            return (left.symbol.location.path, left.symbol.location.range.lowerBound)
                < (right.symbol.location.path, right.symbol.location.range.lowerBound)
        }
        return scored.prefix(max(0, limit)).map(\.symbol)
    }

    /// The values of a file's `id:` bindings with their ranges.
    static func idDeclarations(in file: SourceFile) -> [(name: String, range: Range<Int>)] {
        file.tree.rootNode.descendantsAndSelf.compactMap { node in
            guard let binding = BindingSyntax(node), binding.propertyName == "id", case .path(let path)? = binding.value,
                  path.segments.count == 1 else { return nil }
            return (path.segments[0].text, path.segments[0].range)
        }
    }
}

/// How well a name matches a query: lower is better; nil when it does not match.
struct FuzzyRank: Comparable {
    /// 0 exact, 1 prefix, 2 substring, 3 letters in order.
    let category: Int
    /// Characters from the first matched letter to the last.
    let span: Int
    let length: Int

    init?(query: String, name: String) {
        let needle = Array(query.lowercased().unicodeScalars)
        let haystack = Array(name.lowercased().unicodeScalars)
        length = haystack.count
        guard !needle.isEmpty else {
            category = 0
            span = 0
            return
        }
        if needle == haystack {
            (category, span) = (0, needle.count)
        } else if haystack.starts(with: needle) {
            (category, span) = (1, needle.count)
        } else if FuzzyRank.contains(haystack, needle) {
            (category, span) = (2, needle.count)
        } else {
            // Letters in order: the tightest window ending at each possible last letter, found greedily from each start.
            var best: Int?
            for start in haystack.indices where haystack[start] == needle[0] {
                var index = start
                var matched = 0
                while index < haystack.count, matched < needle.count {
                    if haystack[index] == needle[matched] { matched += 1 }
                    index += 1
                }
                guard matched == needle.count else { break }
                best = min(best ?? Int.max, index - start)
            }
            guard let best else { return nil }
            (category, span) = (3, best)
        }
    }

    private static func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    static func < (lhs: FuzzyRank, rhs: FuzzyRank) -> Bool {
        (lhs.category, lhs.span, lhs.length) < (rhs.category, rhs.span, rhs.length)
    }
}
