/// The SARIF 2.1.0 format for code-scanning services: one run whose tool
/// lists every rule (with its page as `helpUri` when there is a base URL for
/// the pages) and the checking codes found, and one result per
/// diagnostic with a 1-based region in UTF-16 columns and any fixes (a
/// fix's changes in every file it edits, found through `file`).
import Foundation
import ViewModel
import ViewRules
import ViewStrings

enum SARIFReporter {
    /// Each rule's `helpUri` is its page below `docsBaseURL`, when there is one.
    static func render(_ files: [CheckedFile], catalog: MessageCatalog, docsBaseURL: String? = nil,
                       file lookup: (String) -> CheckedFile? = { _ in nil }) throws -> String {
        var ruleIDs = RuleRegistry.all.map { $0.description.id }
        for file in files {
            for diagnostic in file.diagnostics where !ruleIDs.contains(diagnostic.code) { ruleIDs.append(diagnostic.code) }
        }
        let rules: [[String: Any]] = ruleIDs.map { id in
            guard let rule = RuleRegistry.rule(withID: id)?.description else {
                return ["id": id, "shortDescription": ["text": id], "defaultConfiguration": ["level": "error"]]
            }
            var descriptor: [String: Any] = [
                "id": id,
                "shortDescription": ["text": catalog.text("rule.\(id).summary")],
                "fullDescription": ["text": catalog.text("rule.\(id).what")],
                "help": ["text": catalog.text("rule.\(id).why") + "\n\n" + catalog.text("rule.\(id).how")],
                "defaultConfiguration": ["level": level(rule.defaultSeverity)],
                "properties": ["tags": [rule.family]],
            ]
            if let href = RulePages.href(forCode: id, baseURL: docsBaseURL) { descriptor["helpUri"] = href }
            return descriptor
        }
        var results: [[String: Any]] = []
        for file in files {
            for diagnostic in file.diagnostics {
                var result: [String: Any] = [
                    "ruleId": diagnostic.code,
                    "ruleIndex": ruleIDs.firstIndex(of: diagnostic.code) ?? 0,
                    "level": level(diagnostic.severity),
                    "message": ["text": diagnostic.message],
                    "locations": [["physicalLocation": physicalLocation(diagnostic.range, in: file)]],
                ]
                let fixes = diagnostic.fixes.compactMap { fix -> [String: Any]? in
                    var changes: [[String: Any]] = []
                    for (path, edits) in fix.editsByFile(ownPath: file.path).sorted(by: { $0.key < $1.key }) {
                        guard let edited = path == file.path ? file : lookup(path) else { return nil }
                        changes.append(["artifactLocation": ["uri": edited.displayPath],
                                        "replacements": edits.map { edit in
                                            ["deletedRegion": region(edit.range, in: edited),
                                             "insertedContent": ["text": String(decoding: edit.replacement, as: UTF8.self)]]
                                        }])
                    }
                    return ["description": ["text": fix.title], "artifactChanges": changes]
                }
                if !fixes.isEmpty { result["fixes"] = fixes }
                // Where a size-dependent finding happens (devices.md §3), for tools to filter.
                if !diagnostic.variants.isEmpty {
                    result["properties"] = ["variants": diagnostic.variants.map {
                        ["device": $0.device, "orientation": $0.orientation, "textSize": $0.textSize]
                    }]
                }
                results.append(result)
            }
        }
        let log: [String: Any] = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [[
                // No `informationUri`: viewls has no public home page yet, and SARIF makes it optional.
                "tool": ["driver": ["name": "viewls", "version": CommandRouter.version, "rules": rules]],
                "columnKind": "utf16CodeUnits",
                "results": results,
            ]],
        ]
        let data = try JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .hint: return "note"
        }
    }

    static func physicalLocation(_ range: Range<Int>, in file: CheckedFile) -> [String: Any] {
        ["artifactLocation": ["uri": file.displayPath], "region": region(range, in: file)]
    }

    static func region(_ range: Range<Int>, in file: CheckedFile) -> [String: Any] {
        let start = file.lspPosition(range.lowerBound)
        let end = file.lspPosition(range.upperBound)
        return ["startLine": start.line + 1, "startColumn": start.column + 1, "endLine": end.line + 1, "endColumn": end.column + 1]
    }
}
