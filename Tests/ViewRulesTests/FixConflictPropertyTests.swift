/// Fixes never undo each other: over every screen of `ScreenCorpus` and
/// seeded random screens (`RandomScreen`), each fix of each rule's finding —
/// safe and unsafe, every fix a finding offers — applied alone (with its
/// edits in other files) leaves no more findings of any other rule than the
/// screen had. Findings are counted by rule, so a message whose numbers
/// the edit changes is not a new finding. Where two rules' advice conflicts,
/// docs/checking.md ("Fixes that would undo each other") says which wins.
import ViewModel
import ViewRules
import ViewSamples
import ViewSyntax
import XCTest

final class FixConflictPropertyTests: XCTestCase {
    /// Random screens walked besides the corpus.
    static let randomSeeds: Range<UInt64> = 0..<1_000

    static let ruleIDs = Set(RuleRegistry.all.map { $0.description.id })

    func testNoFixProducesAnotherRulesFinding() throws {
        var failures: Set<String> = []
        var tried = 0
        for screen in try ScreenCorpus.all() + Self.randomScreens() {
            let before = SafeFixPropertyTests.diagnostics(screen.workspace, screen.path)
            let counts = Self.countsByRule(before)
            for diagnostic in before where Self.ruleIDs.contains(diagnostic.code) {
                for fix in diagnostic.fixes where !fix.isEmpty {
                    tried += 1
                    let after = SafeFixPropertyTests.diagnostics(Self.applying(fix, to: screen), screen.path)
                    for (rule, count) in Self.countsByRule(after) where rule != diagnostic.code && count > counts[rule, default: 0] {
                        failures.insert("\(screen.label): fixing \(diagnostic.code) (\(fix.title)) adds \(rule)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(tried, 100, "too few fixes tried to mean anything")
        XCTAssertEqual(failures.sorted(), [])
    }

    /// Findings are counted by rule, each finding once.
    func testAnAddedFindingIsCounted() {
        let one = Diagnostic(range: 0..<1, severity: .error, code: "table-view/choice-list-plain", message: "m")
        let other = Diagnostic(range: 2..<3, severity: .error, code: "table-view/value-styles-plain", message: "n")
        let code = Diagnostic(range: 4..<5, severity: .error, code: "unknown-property", message: "o")
        XCTAssertEqual(Self.countsByRule([one, other, other, code]), ["table-view/choice-list-plain": 1, "table-view/value-styles-plain": 2])
    }

    static func countsByRule(_ diagnostics: [Diagnostic]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics where ruleIDs.contains(diagnostic.code) { counts[diagnostic.code, default: 0] += 1 }
        return counts
    }

    static func randomScreens() -> [CorpusScreen] {
        randomSeeds.map { seed in
            let files = RandomScreen.generate(seed: seed)
            let workspace = CheckHarness.workspace(Dictionary(uniqueKeysWithValues: files.map { (String($0.key.dropLast(".view".count)), $0.value) }))
            return CorpusScreen(label: "random screen \(seed)", workspace: workspace, path: CheckHarness.path("Screen"))
        }
    }

    /// The workspace with every edit of the fix applied, in its own file and the others it names.
    static func applying(_ fix: Fix, to screen: CorpusScreen) -> Workspace {
        var workspace = screen.workspace
        for (path, edits) in [(screen.path, fix.edits)] + fix.otherFiles.map({ ($0.key, $0.value) }) where !edits.isEmpty {
            guard let file = workspace.files[path] else { continue }
            workspace.setFile(SourceFile(path: path, tree: SyntaxTree.parse(TextEdit.apply(edits, to: file.bytes))))
        }
        return workspace
    }
}
