/// The glob patterns of `exclude` in `.viewls.json`: `*` (any characters but
/// `/`), `**` (a whole segment: any number of folders, none included), `?`
/// (one character but `/`), `[abc]`, `[a-z]` and `[!abc]` (one character of,
/// or not of, a set). Paths are relative to the configuration's folder, with
/// `/` between names; a pattern without a `/` matches a name at any depth,
/// like `.gitignore`. Matching goes character by character, so Cyrillic and
/// CJK names are ordinary text.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    /// The pattern's segments, `**` kept as its own segment.
    private let segments: [[Character]]
    /// A pattern without `/` applies to each name of a path.
    private let matchesAnyName: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        if text.hasPrefix("/") { text = text.drop { $0 == "/" } }
        while text.hasSuffix("/") { text = text.dropLast() }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        segments = parts
        matchesAnyName = !pattern.contains("/")
    }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        guard !segments.isEmpty, !names.isEmpty else { return false }
        if matchesAnyName {
            return segments.count == 1 && names.contains { Self.matches(segments[0], $0) }
        }
        return Self.matches(segments[...], names[...])
    }

    /// Whether the folder at `path` or anything in it may match: a pattern
    /// matching the folder itself, or `folder/**`.
    public func matchesEverything(in folder: String) -> Bool {
        if matches(folder) { return true }
        guard segments.last == ["*", "*"], segments.count > 1 else { return false }
        let names = folder.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        return Self.matches(segments.dropLast(), names[...])
    }

    /// Segments against names, by a table of which suffixes match which
    /// (patterns × names steps, however many `**` a pattern holds: a
    /// backtracking walk took exponential time on `a/**/**/…/**/b`).
    private static func matches(_ pattern: ArraySlice<[Character]>, _ names: ArraySlice<[Character]>) -> Bool {
        let segments = Array(pattern), parts = Array(names)
        // suffix[j]: whether segments[i...] match parts[j...], for the current i (from the end).
        var suffix = [Bool](repeating: false, count: parts.count + 1)
        suffix[parts.count] = true
        for i in stride(from: segments.count - 1, through: 0, by: -1) {
            var next = [Bool](repeating: false, count: parts.count + 1)
            if segments[i] == ["*", "*"] {
                // Zero or more whole names: parts[j...] match when parts[j+k...] match the rest, for some k.
                var any = false
                for j in stride(from: parts.count, through: 0, by: -1) {
                    any = any || suffix[j]
                    next[j] = any
                }
            } else {
                for j in 0..<parts.count { next[j] = suffix[j + 1] && matches(segments[i], parts[j]) }
            }
            suffix = next
        }
        return suffix[0]
    }

    /// One segment against one name.
    static func matches(_ pattern: [Character], _ name: [Character]) -> Bool {
        // Iterative matching with one backtracking point for the last `*`.
        var p = 0, n = 0
        var star: (p: Int, n: Int)?
        while n < name.count {
            if p < pattern.count {
                switch pattern[p] {
                case "*":
                    star = (p, n)
                    p += 1
                    continue
                case "?":
                    p += 1
                    n += 1
                    continue
                case "[":
                    if let (matched, next) = matchClass(pattern, from: p, name[n]) {
                        if matched {
                            p = next
                            n += 1
                            continue
                        }
                    } else if name[n] == "[" {
                        p += 1
                        n += 1
                        continue
                    }
                default:
                    if pattern[p] == name[n] {
                        p += 1
                        n += 1
                        continue
                    }
                }
            }
            guard let last = star else { return false }
            star = (last.p, last.n + 1)
            p = last.p + 1
            n = last.n + 1
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// A `[…]` set at `start`: whether `character` is in it and where the
    /// pattern goes on; nil when the `[` is not closed (then it is literal).
    static func matchClass(_ pattern: [Character], from start: Int, _ character: Character) -> (Bool, Int)? {
        var index = start + 1
        var negated = false
        if index < pattern.count, pattern[index] == "!" || pattern[index] == "^" {
            negated = true
            index += 1
        }
        var matched = false
        var first = true
        while index < pattern.count {
            let current = pattern[index]
            if current == "]", !first { return (matched != negated, index + 1) }
            first = false
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                let low = current, high = pattern[index + 2]
                if low <= character, character <= high { matched = true }
                index += 3
            } else {
                if current == character { matched = true }
                index += 1
            }
        }
        return nil
    }
}
