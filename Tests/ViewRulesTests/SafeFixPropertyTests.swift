/// A safe fix never makes the screen worse: over every screen of
/// `ScreenCorpus`, each safe fix applied alone, and all of them together as
/// `viewls fix` and the editor's fix-all pick them (one fix per diagnostic
/// that has exactly one, none overlapping another), leaves a file whose
/// findings are those it had, less the fixed ones. Findings are compared as
/// multisets of (code, message), which survive the shift of positions an edit makes.
import ViewModel
import ViewRules
import ViewSyntax
import XCTest

final class SafeFixPropertyTests: XCTestCase {
    func testEachSafeFixAloneOnlyRemovesItsFinding() throws {
        var failures: [String] = []
        var tried = 0
        for screen in try ScreenCorpus.all() {
            let before = Self.diagnostics(screen.workspace, screen.path)
            for diagnostic in before {
                for fix in diagnostic.fixes where fix.isSafe && !fix.isEmpty {
                    tried += 1
                    let after = Self.diagnostics(Self.applying(fix.edits, to: screen), screen.path)
                    if let problem = Self.worse(before: before, fixed: [diagnostic], after: after) {
                        failures.append("\(screen.label): fixing \(diagnostic.code) (\(fix.title)): \(problem)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(tried, 20, "too few safe fixes tried to mean anything")
        XCTAssertEqual(failures, [])
    }

    func testAllSafeFixesTogetherOnlyRemoveTheirFindings() throws {
        var failures: [String] = []
        for screen in try ScreenCorpus.all() {
            let before = Self.diagnostics(screen.workspace, screen.path)
            let (edits, fixed) = Self.fixAll(before)
            guard !edits.isEmpty else { continue }
            let after = Self.diagnostics(Self.applying(edits, to: screen), screen.path)
            if let problem = Self.worse(before: before, fixed: fixed, after: after) {
                failures.append("\(screen.label): all safe fixes: \(problem)")
            }
        }
        XCTAssertEqual(failures, [])
    }

    /// The comparison notices a fix that adds a finding or leaves its own.
    func testTheComparisonCatchesAWorseScreen() {
        let one = Diagnostic(range: 0..<1, severity: .error, code: "a", message: "m")
        let other = Diagnostic(range: 4..<5, severity: .error, code: "b", message: "n")
        XCTAssertNil(Self.worse(before: [one, other], fixed: [one], after: [other]))
        XCTAssertNotNil(Self.worse(before: [one, other], fixed: [one], after: [one, other]))
        XCTAssertNotNil(Self.worse(before: [one], fixed: [one], after: [other]))
    }

    static func diagnostics(_ workspace: Workspace, _ path: String) -> [Diagnostic] {
        Checker.check(path, in: workspace)?.diagnostics ?? []
    }

    static func applying(_ edits: [TextEdit], to screen: CorpusScreen) -> Workspace {
        var workspace = screen.workspace
        guard let file = workspace.files[screen.path] else { return workspace }
        workspace.setFile(SourceFile(path: screen.path, tree: SyntaxTree.parse(TextEdit.apply(edits, to: file.bytes))))
        return workspace
    }

    /// What is worse after the fixes, or nil: a finding that was not there
    /// before, or a fixed finding still there (as multisets of code and message).
    static func worse(before: [Diagnostic], fixed: [Diagnostic], after: [Diagnostic]) -> String? {
        var allowed: [String: Int] = [:]
        for diagnostic in before { allowed[key(diagnostic), default: 0] += 1 }
        for diagnostic in fixed { allowed[key(diagnostic), default: 0] -= 1 }
        var seen: [String: Int] = [:]
        for diagnostic in after { seen[key(diagnostic), default: 0] += 1 }
        let excess = seen.filter { $0.value > max(0, allowed[$0.key] ?? 0) }.keys.sorted()
        return excess.isEmpty ? nil : "after it: \(excess)"
    }

    static func key(_ diagnostic: Diagnostic) -> String { "\(diagnostic.code): \(diagnostic.message)" }

    /// The safe fixes `viewls fix` applies in one pass (and the editor's fix-all):
    /// of each diagnostic with exactly one fix, when safe and in this file, unless it touches an earlier one.
    static func fixAll(_ diagnostics: [Diagnostic]) -> (edits: [TextEdit], fixed: [Diagnostic]) {
        var edits: [TextEdit] = []
        var fixed: [Diagnostic] = []
        for diagnostic in diagnostics.sorted(by: Diagnostic.sourceOrder) {
            guard diagnostic.fixes.count == 1, let fix = diagnostic.fixes.first, fix.isSafe, !fix.edits.isEmpty, fix.otherFiles.isEmpty else { continue }
            let clashes = fix.edits.contains { edit in edits.contains { collide(edit.range, $0.range) } }
            guard !clashes else { continue }
            edits += fix.edits
            fixed.append(diagnostic)
        }
        return (edits, fixed)
    }

    static func collide(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        first.overlaps(second) || first.lowerBound == second.lowerBound
            || (first.isEmpty && second.contains(first.lowerBound)) || (second.isEmpty && first.contains(second.lowerBound))
    }
}
