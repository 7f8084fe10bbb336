/// How the engine turns a rule's finding into a diagnostic: the message, notes and lists filled in the
/// check's language, the severity the configuration or the message variant gives, and the fix's edits
/// when they fit the files they name.
import ViewSyntax
import ViewModel

extension RuleEngine {
    /// A fix's edits by file, when each names a workspace file, lies within
    /// its bytes and overlaps no other edit of the fix (two insertions at one
    /// place count as overlapping: their order would be a guess); nil otherwise,
    /// and the finding is reported without a fix.
    static func fitting(_ edits: [FileEdit], sources: FixSources) -> [String: [TextEdit]]? {
        guard !edits.isEmpty else { return nil }
        var byFile: [String: [TextEdit]] = [:]
        for edit in edits { byFile[edit.path, default: []].append(edit.edit) }
        for (path, fileEdits) in byFile {
            guard let count = sources.file(path)?.bytes.count else { return nil }
            let sorted = fileEdits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
            for (index, edit) in sorted.enumerated() {
                guard edit.range.lowerBound >= 0, edit.range.upperBound <= count else { return nil }
                if index > 0 {
                    let previous = sorted[index - 1].range
                    guard previous.upperBound <= edit.range.lowerBound,
                          previous.lowerBound != edit.range.lowerBound else { return nil }
                }
            }
        }
        return byFile
    }

    static func render(_ finding: RuleFinding, of enabled: EnabledRule, sources: FixSources) -> Diagnostic {
        var arguments = finding.arguments
        for (placeholder, list) in finding.lists {
            guard let format = enabled.lists[list.kind] else { continue }
            arguments[placeholder] = list.isOpen ? format.formatOpen(list.items) : format.format(list.items)
        }
        for (placeholder, name) in finding.terms {
            arguments[placeholder] = enabled.note(name).rendered(finding.arguments, language: enabled.language, localizingNumbers: true)
        }
        let message = enabled.message(finding.variant).rendered(arguments, language: enabled.language, localizingNumbers: true)
        var fixes: [Fix] = []
        if let edits = finding.edits, let fix = enabled.description.fix, let title = enabled.fixTitle,
           let byFile = fitting(edits, sources: sources) {
            let own = byFile[finding.location.path] ?? []
            let others = byFile.filter { $0.key != finding.location.path }
            // Editing another file changes every screen that uses it: never safe.
            fixes.append(Fix(title: title.rendered(arguments, language: enabled.language, localizingNumbers: true),
                             edits: own, otherFiles: others,
                             isSafe: fix == .safe && others.isEmpty))
        }
        // Bounded for any input: a screen that 1,300 screens push names the first of them.
        let related = finding.related.prefix(Self.maximumRelated).map { note in
            RelatedInformation(location: note.location,
                               message: enabled.note(note.name).rendered(note.arguments, language: enabled.language, localizingNumbers: true))
        }
        let severity = enabled.isConfigured ? enabled.severity : enabled.description.variantSeverities[finding.variant] ?? enabled.severity
        return Diagnostic(range: finding.location.range, severity: severity, code: enabled.description.id, message: message,
                          fixes: fixes, related: Array(related))
    }
}
