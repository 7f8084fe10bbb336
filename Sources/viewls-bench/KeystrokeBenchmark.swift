/// `viewls-bench keystrokes FILE [EDITS]`: the server's keystroke path in
/// process, for profiling (`perf record -g`): a letter typed into a string
/// (after `title: "`, `header: "` or `detail: "`) and taken out again, each
/// followed by the incremental reparse, the file's new version made from the
/// previous one and the file's check after the previous check (as the
/// server checks an open document). A `Details` screen stands beside it.
/// Prints p50 / p99 of the whole step and of the check alone, and the
/// findings of the last check.
import Foundation
import ViewModel
import ViewRules
import ViewSamples
import ViewSyntax

enum KeystrokeBenchmark {
    static func run(file: String, edits: Int) throws -> String {
        var text = try readInput(file)
        let path = "/bench/Screen.view"
        var workspace = Workspace(root: "/bench")
        workspace.setFile(SourceFile(path: "/bench/Details.view", text: "Screen {\n    title: \"Details\"\n}\n"))
        var tree = SyntaxTree.parse(text)
        var current = SourceFile(path: path, tree: tree, bytes: text)
        workspace.setFile(current)
        var sites = stringStarts(text)
        guard !sites.isEmpty else { throw BenchError("no title, header or detail string to type into") }
        var random = SeededRandom(seed: 0x6B65_7973)
        var steps: [Double] = []
        var checks: [Double] = []
        var last = Checker.check(current, in: workspace)
        var typedAt = 0
        for number in 0..<edits {
            let edit: TextEdit
            if number % 2 == 0 {
                typedAt = sites[random.next(below: sites.count)]
                edit = TextEdit(range: typedAt..<typedAt, replacement: [UInt8(ascii: "x")])
            } else {
                edit = TextEdit(range: typedAt..<typedAt + 1, replacement: [])
            }
            text.replaceSubrange(edit.range, with: edit.replacement)
            let started = now()
            tree = tree.reparse(edit, newText: text).tree
            let lineIndex = current.lineIndex.applying(edit.range, replacementCount: edit.replacement.count, to: text)
            current = SourceFile(path: path, tree: tree, bytes: text, lineIndex: lineIndex, previous: current)
            workspace.setFile(current)
            let checkStarted = now()
            // As the server checks an open document: after its previous check.
            last = Checker.check(current, in: workspace, previous: last)
            let finished = now()
            steps.append(finished - started)
            checks.append(finished - checkStarted)
            let shift = edit.replacement.count - edit.range.count
            sites = sites.map { $0 > edit.range.lowerBound ? $0 + shift : $0 }
        }
        return json(["bytes": text.count, "edits": edits, "findings": last.diagnostics.count,
                     "p50Milliseconds": percentile(steps, 0.5) * 1e3, "p99Milliseconds": percentile(steps, 0.99) * 1e3,
                     "checkP50Milliseconds": percentile(checks, 0.5) * 1e3, "checkP99Milliseconds": percentile(checks, 0.99) * 1e3])
    }

    /// The offsets just inside the opening quote of each `title`, `header` and `detail` string.
    static func stringStarts(_ bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        for name in ["title: \"", "header: \"", "detail: \""] {
            let pattern = Array(name.utf8)
            var index = 0
            while index + pattern.count <= bytes.count {
                if bytes[index] == pattern[0], Array(bytes[index..<index + pattern.count]) == pattern {
                    starts.append(index + pattern.count)
                    index += pattern.count
                } else {
                    index += 1
                }
            }
        }
        return starts.sorted()
    }
}
