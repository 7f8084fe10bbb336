/// Baselines: the findings a team accepts today, recorded so that `check`
/// reports only new ones. A finding is matched by file, code, message and the
/// text of its source line (not its line number), so edits elsewhere in the
/// file do not bring it back; each recorded finding hides one occurrence.
/// Messages are recorded and matched in English whatever `--locale` says, so
/// one baseline serves a team that reads different languages.
import Foundation
import ViewModel
import ViewRules

struct Baseline: Codable {
    struct Finding: Codable, Hashable {
        /// Relative to the baseline file's folder.
        var path: String
        var code: String
        var message: String
        /// The finding's source line, trimmed.
        var line: String
    }

    var version = 1
    var findings: [Finding]

    static func read(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cli.usage.baseline-missing", ["path": path])
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw UsageError("cli.usage.baseline-invalid", ["path": path, "reason": Self.describe(error)])
        }
    }

    static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
        if case DecodingError.keyNotFound(let key, _) = error { return "missing '\(key.stringValue)'" }
        if case DecodingError.typeMismatch(_, let context) = error { return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))" }
        return "\(error)"
    }

    init(findings: [Finding]) {
        self.findings = findings
    }

    /// The findings of `files`, with paths relative to `baselinePath`'s folder.
    init(files: [CheckedFile], baselinePath: String) {
        let folder = (WorkspaceLoader.absolute(baselinePath) as NSString).deletingLastPathComponent
        findings = files.flatMap { file in
            file.diagnostics.map { Self.finding($0, in: file, folder: folder) }
        }
    }

    static func finding(_ diagnostic: Diagnostic, in file: CheckedFile, folder: String) -> Finding {
        let line = file.lineText(file.lineIndex.line(containing: diagnostic.range.lowerBound))
        return Finding(path: relative(file.path, to: folder), code: diagnostic.code, message: diagnostic.message,
                       line: line.trimmingCharacters(in: .whitespaces))
    }

    static func relative(_ path: String, to folder: String) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        var up = ""
        var current = folder
        while !path.hasPrefix(current.hasSuffix("/") ? current : current + "/"), current != "/" {
            current = (current as NSString).deletingLastPathComponent
            up += "../"
        }
        let rest = current == "/" ? String(path.dropFirst()) : String(path.dropFirst(current.count + 1))
        return up + rest
    }

    /// Removes the findings this baseline records from `files`, matching them
    /// by `english` (the same files checked in English, diagnostics in the same
    /// order); returns how many were hidden.
    func filter(_ files: inout [CheckedFile], english: [CheckedFile], baselinePath: String) -> Int {
        let recorded = recorded(in: files, english: english, baselinePath: baselinePath)
        for index in files.indices {
            files[index].diagnostics = files[index].diagnostics.enumerated().filter { !recorded[index].contains($0.offset) }.map(\.element)
        }
        return recorded.reduce(0) { $0 + $1.count }
    }

    /// For each of `files`, the positions in its `diagnostics` of the findings
    /// this baseline records (what `filter` removes; the HTML report marks
    /// them instead), matched by `english` as `filter` says.
    func recorded(in files: [CheckedFile], english: [CheckedFile], baselinePath: String) -> [Set<Int>] {
        let folder = (WorkspaceLoader.absolute(baselinePath) as NSString).deletingLastPathComponent
        var remaining: [Finding: Int] = [:]
        for finding in findings { remaining[finding, default: 0] += 1 }
        return files.indices.map { index in
            let file = english.indices.contains(index) && english[index].path == files[index].path
                && english[index].diagnostics.count == files[index].diagnostics.count ? english[index] : files[index]
            var recorded: Set<Int> = []
            for (position, diagnostic) in file.diagnostics.enumerated() {
                let key = Self.finding(diagnostic, in: file, folder: folder)
                guard let count = remaining[key], count > 0 else { continue }
                remaining[key] = count - 1
                recorded.insert(position)
            }
            return recorded
        }
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try SafeWriter.write(Array(try encoder.encode(self)) + [0x0A], to: path)
    }
}
