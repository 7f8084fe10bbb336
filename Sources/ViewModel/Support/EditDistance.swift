/// Edit distance between names and "did you mean" suggestions: the optimal
/// string alignment (restricted Damerau–Levenshtein) distance on Characters.
public enum EditDistance {
    /// The number of single-Character insertions, deletions, substitutions and
    /// transpositions of two adjacent Characters that turn `a` into `b`, where no
    /// substring is edited twice (optimal string alignment). Case-sensitive.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    /// Names from `candidates` that `name` is plausibly a misspelling of, closest
    /// first, ties in alphabetical order, at most `limit` of them.
    ///
    /// A candidate qualifies when, compared case-insensitively, it is within
    /// `max(1, name.count / 3)` edits of `name`, or one of the two is a prefix of the
    /// other and the shorter is at least 3 Characters long. Closeness is the
    /// case-insensitive distance, then the case-sensitive one. A candidate equal to
    /// `name` is not a suggestion; duplicates count once.
    public static func suggestions(for name: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        guard limit > 0 else { return [] }
        let lowerName = Array(name.lowercased())
        let threshold = max(1, lowerName.count / 3)
        var seen = Set<String>()
        var scored: [(folded: Int, exact: Int, name: String)] = []
        for candidate in candidates where candidate != name && seen.insert(candidate).inserted {
            let lowerCandidate = Array(candidate.lowercased())
            let prefixRelated = isPrefixRelated(lowerName, lowerCandidate)
            // Cheap rejection: the distance is at least the difference in length.
            if !prefixRelated && abs(lowerCandidate.count - lowerName.count) > threshold { continue }
            let folded = distance(lowerName, lowerCandidate)
            guard folded <= threshold || prefixRelated else { continue }
            scored.append((folded, distance(name, candidate), candidate))
        }
        scored.sort { lhs, rhs in
            if lhs.folded != rhs.folded { return lhs.folded < rhs.folded }
            if lhs.exact != rhs.exact { return lhs.exact < rhs.exact }
            return lhs.name < rhs.name
        }
        return scored.prefix(limit).map(\.name)
    }

    /// Whether the shorter of two names (at least 3 Characters) begins the longer.
    private static func isPrefixRelated(_ a: [Character], _ b: [Character]) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        return short.count >= 3 && long.starts(with: short)
    }

    /// Optimal string alignment distance with three rolling rows.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
