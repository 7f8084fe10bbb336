/// Unified diffs (`--- a/…`, `+++ b/…`, `@@` hunks with three lines of
/// context) between two versions of a file, for `fix --dry-run`.

enum UnifiedDiff {
    /// The diff of `old` and `new` as lines, or "" when they are equal.
    static func make(old: String, new: String, path: String) -> String {
        let a = lines(old)
        let b = lines(new)
        guard a != b else { return "" }
        let operations = diff(a, b)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(operations, context: 3) {
            output += hunk
        }
        return output
    }

    enum Operation: Equatable {
        case same(String), removed(String), added(String)
    }

    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// A line diff: common prefix and suffix, and a longest-common-subsequence
    /// diff of the middle when it is small enough (else the middle is replaced whole).
    static func diff(_ a: [String], _ b: [String]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        var operations = a[..<prefix].map(Operation.same)
        if middleA.count * middleB.count <= 4_000_000 {
            operations += lcsDiff(middleA, middleB)
        } else {
            operations += middleA.map(Operation.removed) + middleB.map(Operation.added)
        }
        operations += a[(a.count - suffix)...].map(Operation.same)
        return operations
    }

    static func lcsDiff(_ a: [String], _ b: [String]) -> [Operation] {
        let n = a.count, m = b.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                operations.append(.same(a[i])); i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                operations.append(.removed(a[i])); i += 1
            } else {
                operations.append(.added(b[j])); j += 1
            }
        }
        return operations
    }

    static func hunks(_ operations: [Operation], context: Int) -> [String] {
        let changed = operations.indices.filter { operations[$0] != .same(lineText(operations[$0])) }
        guard !changed.isEmpty else { return [] }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                groups.append(range)
            }
        }
        var result: [String] = []
        for group in groups {
            var oldStart = 1, newStart = 1
            for operation in operations[..<group.lowerBound] {
                switch operation {
                case .same: oldStart += 1; newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var oldCount = 0, newCount = 0, body = ""
            for operation in operations[group] {
                switch operation {
                case .same(let line): oldCount += 1; newCount += 1; body += " \(line)\n"
                case .removed(let line): oldCount += 1; body += "-\(line)\n"
                case .added(let line): newCount += 1; body += "+\(line)\n"
                }
            }
            let oldHeader = oldCount == 0 ? "\(oldStart - 1),0" : "\(oldStart),\(oldCount)"
            let newHeader = newCount == 0 ? "\(newStart - 1),0" : "\(newStart),\(newCount)"
            result.append("@@ -\(oldHeader) +\(newHeader) @@\n" + body)
        }
        return result
    }

    static func lineText(_ operation: Operation) -> String {
        switch operation {
        case .same(let line), .removed(let line), .added(let line): return line
        }
    }
}
