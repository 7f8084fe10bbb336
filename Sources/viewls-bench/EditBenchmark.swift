/// Keystroke latency: 1,000 seeded one-character insertions at random line
/// starts, each followed by the incremental reparse an editor needs, then
/// the file's new version with its facts as the server makes it (from the
/// previous version; and, every 20th keystroke, from nothing, to compare).
/// The edits can be written out so that tree-sitter replays exactly the same ones.
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

    init(file: String, editsOut: String?) throws {
        bytes = try readInput(file)
        self.editsOut = editsOut
    }

    func run() throws -> String {
        var random = SeededRandom(seed: 0x7E57_ED17)
        var text = bytes
        var tree = SyntaxTree.parse(text)
        var lineStarts = LineStarts(text)
        var latencies: [Double] = []
        var strategies: [ReparseStrategy: Int] = [:]
        var byStrategy: [ReparseStrategy: [Double]] = [:]
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
            let (next, strategy) = tree.reparse(edit, newText: text)
            latencies.append(now() - start)
            strategies[strategy, default: 0] += 1
            byStrategy[strategy, default: []].append(latencies[latencies.count - 1])
            tree = next
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
            lineStarts.insert(at: offset)
            edits.append(["offset": offset, "text": String(UnicodeScalar(character))])
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
                     "reparsedFile": strategies[.reparsedFile, default: 0]])
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
