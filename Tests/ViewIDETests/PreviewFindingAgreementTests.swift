/// The preview and the findings never disagree about a size: on every
/// `Examples/` screen, every checking fixture and 1,000 seeded random
/// screens, a cell's text is drawn cut (`…`) exactly when
/// `table-view/truncated-text` reports it, and an activity's title exactly
/// when `activity/title-length` does — both read the layout's frames. On
/// every variant (devices.md §3) for the examples and the fixtures: the
/// drawing of a variant cuts exactly the texts whose findings name it.
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
            measured += disagreementsOnEveryVariant(path, in: workspace)
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
            measured += disagreementsOnEveryVariant("/w/\(name)", in: workspace)
        }
        XCTAssertGreaterThan(measured, 6)
    }

    func testRandomScreensDrawCutTextExactlyWhereTheRulesReportIt() {
        for seed in 0..<1_000 {
            let workspace = PreviewHarness.workspace(RandomScreen.generate(seed: UInt64(seed)))
            for path in workspace.files.keys.sorted() { _ = disagreements(path, in: workspace, label: "seed \(seed)") }
        }
    }

    /// `disagreements` on the default drawing and on every variant of the screen's matrix.
    private func disagreementsOnEveryVariant(_ path: String, in workspace: Workspace) -> Int {
        var measured = disagreements(path, in: workspace)
        let (check, layout, _) = PreviewHarness.render(path, in: workspace)
        let root = check.model.root.flatMap { $0.is("Screen") ? $0 : nil }
        for variant in LayoutVariant.matrix(family: layout.device, orientations: LayoutVariant.orientations(of: root), configuration: .default) {
            measured += disagreements(path, in: workspace, variant: variant, label: "\(variant)")
        }
        return measured
    }

    /// Asserts that the cut texts of the drawing of `variant` (the default one when nil) and the findings of `path`
    /// that happen on it agree; returns how many it compared that were cut.
    private func disagreements(_ path: String, in workspace: Workspace, variant: LayoutVariant? = nil, label: String = "") -> Int {
        let (check, layout, _) = PreviewHarness.render(path, in: workspace, layout: variant.map { LayoutOptions(variant: $0) } ?? LayoutOptions())
        let measuring: Set<String> = ["table-view/truncated-text", "activity/title-length"]
        let drawn = DiagnosticVariant(device: layout.variant.device.name, orientation: layout.variant.orientation.rawValue,
                                      textSize: layout.variant.textSize.rawValue)
        // A screen held only in landscape is drawn upright by default, a variant it is not checked on.
        let root = check.model.root.flatMap { $0.is("Screen") ? $0 : nil }
        guard LayoutVariant.orientations(of: root).contains(layout.variant.orientation) else { return 0 }
        // A size-dependent finding is the drawing's when it happens on the variant drawn.
        let reported = Set(check.diagnostics.filter { measuring.contains($0.code) && ($0.variants.isEmpty || $0.variants.contains(drawn)) }
            .compactMap { element(at: $0, in: layout) })
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
