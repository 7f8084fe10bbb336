/// The preview and the findings never disagree about a size: on every
/// `Examples/` screen, every checking fixture and 1,000 seeded random
/// screens, a cell's text is drawn cut (`…`) exactly when
/// `table-view/truncated-text` reports it, and an activity's title exactly
/// when `activity/title-length` does on the variant drawn — both read the
/// layout's frames.
import Foundation
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewSamples
import ViewTestSupport
import XCTest

final class PreviewFindingAgreementTests: XCTestCase {
    func testExamplesDrawCutTextExactlyWhereTheRulesReportIt() {
        let workspace = PreviewHarness.examples()
        var measured = 0
        for path in workspace.files.keys.sorted() {
            measured += disagreements(path, in: workspace)
        }
        XCTAssertGreaterThanOrEqual(measured, 2, "the examples show cut text somewhere")
    }

    func testCheckingFixturesDrawCutTextExactlyWhereTheRulesReportIt() throws {
        let folder = Repository.url("Tests/ViewRulesTests/Fixtures/checking")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".view") }.sorted()
        var measured = 0
        for name in names where name.contains("TruncatedText") || name.contains("Activity") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let workspace = PreviewHarness.workspace([name: text])
            measured += disagreements("/w/\(name)", in: workspace)
        }
        XCTAssertGreaterThan(measured, 6)
    }

    func testRandomScreensDrawCutTextExactlyWhereTheRulesReportIt() {
        for seed in 0..<1_000 {
            let workspace = PreviewHarness.workspace(RandomScreen.generate(seed: UInt64(seed)))
            for path in workspace.files.keys.sorted() { _ = disagreements(path, in: workspace, label: "seed \(seed)") }
        }
    }

    /// Asserts that the cut texts and the findings of `path` agree; returns how many it compared that were cut.
    private func disagreements(_ path: String, in workspace: Workspace, label: String = "") -> Int {
        let (check, layout, _) = PreviewHarness.render(path, in: workspace)
        let measuring: Set<String> = ["table-view/truncated-text", "activity/title-length"]
        // The findings that happen on the variant drawn (a size-dependent finding names its variants).
        let onThisVariant = PreviewVariants.findings(check.diagnostics, on: layout.variant)
        let reported = Set(onThisVariant.filter { measuring.contains($0.code) }.compactMap { element(at: $0, in: layout) })
        var drawnCut: Set<Int> = []
        for (index, element) in layout.elements.enumerated() where element.kind == "Cell" || element.kind == "Activity" {
            guard element.kind == "Activity" || element.name("style") != "custom" else { continue }
            let measured: Set<LaidOutText.Role> = [.title, .detail]
            if element.texts.contains(where: { measured.contains($0.role) && $0.isTruncated }) { drawnCut.insert(index) }
        }
        XCTAssertEqual(reported.sorted(), drawnCut.sorted(),
                       "\(label) \(path): the rules report \(describe(reported, layout)) but the preview cuts \(describe(drawnCut, layout))")
        return drawnCut.count
    }

    /// The laid-out cell or activity a finding is about: the innermost one whose source holds the finding's range.
    private func element(at diagnostic: Diagnostic, in layout: ScreenLayout) -> Int? {
        let range = diagnostic.range
        return layout.elements.indices.last(where: { index in
            let element = layout.elements[index]
            return (element.kind == "Cell" || element.kind == "Activity") && element.source.path == layout.path
                && element.source.bytes.lowerBound <= range.lowerBound && range.upperBound <= element.source.bytes.upperBound
        })
    }

    private func describe(_ indexes: Set<Int>, _ layout: ScreenLayout) -> String {
        let names = indexes.sorted().map { index in
            let element = layout.elements[index]
            return "\(element.kind) at \(element.source.lspText) (\(element.string("title") ?? ""))"
        }
        return names.isEmpty ? "nothing" : names.joined(separator: ", ")
    }
}
