/// Keystroke latency: 1,000 seeded one-character insertions at random line
/// starts, each followed by the incremental reparse an editor needs, then
/// the file's new version with its facts as the server makes it (from the
/// previous version; and, every 20th keystroke, from nothing, to compare).
/// The edits can be written out so that tree-sitter replays exactly the same ones.
/// It counts the edits that reparsed the whole file by reason
/// (`WholeFileReason`); `--explain` writes each such edit and its line to
/// standard error, and `--reparse-only` leaves out the file versions.
import Foundation
import ViewModel
import ViewSamples
import ViewSyntax

struct EditBenchmark {
    static let editCount = 1_000
    /// What a person types: letters mostly, digits, spaces and some punctuation.
    static let typed = Array("abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz0123456789   .:;\"'".utf8)

    let bytes: [UInt8]
    let editsOut: String?
    var explain = false
    var reparseOnly = false

    init(file: String, editsOut: String?) throws {
        bytes = try readInput(file)
        self.editsOut = editsOut
    }

    /// `FILE [--edits-out JSON] [--explain] [--reparse-only]`.
    init(arguments: [String]) throws {
        guard let file = arguments.first else { throw BenchError("edit needs a FILE") }
        var editsOut: String?
        var rest = arguments.dropFirst()
        var explain = false
        var reparseOnly = false
        while let option = rest.popFirst() {
            switch option {
            case "--edits-out":
                guard let path = rest.popFirst() else { throw BenchError("--edits-out needs a path") }
                editsOut = path
            case "--explain": explain = true
            case "--reparse-only": reparseOnly = true
            default: throw BenchError("unknown option \(option)")
            }
        }
        try self.init(file: file, editsOut: editsOut)
        self.explain = explain
        self.reparseOnly = reparseOnly
    }

    func run() throws -> String {
        var random = SeededRandom(seed: 0x7E57_ED17)
        var text = bytes
        var tree = SyntaxTree.parse(text)
        var lineStarts = LineStarts(text)
        var latencies: [Double] = []
        var strategies: [ReparseStrategy: Int] = [:]
        var byStrategy: [ReparseStrategy: [Double]] = [:]
        var reasons: [WholeFileReason: Int] = [:]
        var edits: [[String: Any]] = []
        var file = SourceFile(path: "/bench/Screen.view", tree: tree, bytes: text)
        var lineIndex = file.lineIndex
        var versions: [Double] = []
        var versionsFromNothing: [Double] = []
        for number in 0..<Self.editCount {
            let offset = lineStarts.randomStart(using: &random)
            let character = Self.typed[random.next(below: Self.typed.count)]
            let edit = TextEdit(range: offset..<offset, replacement: [character])
            // An editor holds the new text already; updating it is not part of the reparse.
            text.insert(character, at: offset)
            let start = now()
            let reparse = tree.reparseExplained(edit, newText: text)
            latencies.append(now() - start)
            let (next, strategy) = (reparse.tree, reparse.strategy)
            strategies[strategy, default: 0] += 1
            byStrategy[strategy, default: []].append(latencies[latencies.count - 1])
            if let reason = reparse.wholeFileReason {
                reasons[reason, default: 0] += 1
                if explain { Self.explain(edit, reason: reason, in: text) }
            }
            tree = next
            lineStarts.insert(at: offset)
            edits.append(["offset": offset, "text": String(UnicodeScalar(character))])
            if reparseOnly { continue }
            lineIndex = lineIndex.applying(offset..<offset, replacementCount: 1, to: text)
            let versionStart = now()
            let version = SourceFile(path: file.path, tree: next, bytes: text, lineIndex: lineIndex, previous: file)
            versions.append(now() - versionStart)
            if number % 20 == 0 {
                let fromNothingStart = now()
                _ = SourceFile(path: file.path, tree: next, bytes: text, lineIndex: lineIndex)
                versionsFromNothing.append(now() - fromNothingStart)
            }
            file = version
        }
        precondition(tree.isStructurallyEqual(to: SyntaxTree.parse(text)), "incremental and full parse differ")
        if let editsOut {
            try JSONSerialization.data(withJSONObject: edits).write(to: URL(fileURLWithPath: editsOut))
        }
        let fullParse = (0..<5).map { _ in
            let start = now()
            _ = SyntaxTree.parse(text)
            return now() - start
        }
        return json(["bytes": bytes.count, "edits": Self.editCount,
                     "p50Microseconds": percentile(latencies, 0.5) * 1e6,
                     "p99Microseconds": percentile(latencies, 0.99) * 1e6,
                     "meanMicroseconds": latencies.reduce(0, +) / Double(latencies.count) * 1e6,
                     "fullParseMicroseconds": median(fullParse) * 1e6,
                     "relexP50Microseconds": percentile(byStrategy[.relexedToken, default: []], 0.5) * 1e6,
                     "blockP50Microseconds": percentile(byStrategy[.reparsedBlock, default: []], 0.5) * 1e6,
                     "membersP50Microseconds": percentile(byStrategy[.reparsedMembers, default: []], 0.5) * 1e6,
                     "membersP99Microseconds": percentile(byStrategy[.reparsedMembers, default: []], 0.99) * 1e6,
                     "fileP50Microseconds": percentile(byStrategy[.reparsedFile, default: []], 0.5) * 1e6,
                     "blockP99Microseconds": percentile(byStrategy[.reparsedBlock, default: []], 0.99) * 1e6,
                     "fileP99Microseconds": percentile(byStrategy[.reparsedFile, default: []], 0.99) * 1e6,
                     "versionP50Microseconds": percentile(versions, 0.5) * 1e6,
                     "versionP99Microseconds": percentile(versions, 0.99) * 1e6,
                     "versionFromNothingP50Microseconds": percentile(versionsFromNothing, 0.5) * 1e6,
                     "relexed": strategies[.relexedToken, default: 0],
                     "reparsedBlock": strategies[.reparsedBlock, default: 0],
                     "reparsedMembers": strategies[.reparsedMembers, default: 0],
                     "reparsedFile": strategies[.reparsedFile, default: 0],
                     "wholeFileReasons": RawJSON(text: "{" + WholeFileReason.allCases.map {
                         "\"\($0.rawValue)\":\(reasons[$0, default: 0])"
                     }.joined(separator: ",") + "}")])
    }

    /// Writes an edit that reparsed the whole file, its reason and its line (the edit marked ‸).
    private static func explain(_ edit: TextEdit, reason: WholeFileReason, in text: [UInt8]) {
        let offset = edit.range.lowerBound
        let lineStart = text[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = text[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
        let line = String(decoding: text[lineStart..<offset], as: UTF8.self) + "‸"
            + String(decoding: text[offset..<lineEnd], as: UTF8.self)
        FileHandle.standardError.write(Data("\(reason.rawValue) at \(offset): \(line)\n".utf8))
    }
}

/// Line starts that follow single-byte insertions.
struct LineStarts {
    private var starts: [Int]

    init(_ bytes: [UInt8]) {
        starts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    func randomStart(using random: inout SeededRandom) -> Int {
        starts[random.next(below: starts.count)]
    }

    /// Shifts the starts after an insertion of one byte (never a line break) at `offset`.
    mutating func insert(at offset: Int) {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        for index in low..<starts.count { starts[index] += 1 }
    }
}
