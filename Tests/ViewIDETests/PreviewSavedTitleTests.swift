/// The live preview's saves, replayed on the drawing: the served page's
/// end-to-end test retitles `About` (its `title` and its navigation bar's)
/// and appends a comment, twenty times, and once in a while the watcher read
/// the file in the middle of a save, empty. Each drawing reuses the pieces
/// of the one before (an empty file's included), equals the drawing made
/// from nothing, shows the new title, and the patch from the drawing before
/// gives it. (The title left undrawn was the empty read, not `PreviewMemo`:
/// `PreviewSaveUnderWayTests`.)
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewTestSupport
import XCTest

final class PreviewSavedTitleTests: XCTestCase {
    func testEachSavedTitleIsDrawnWhenPiecesAreReusedAcrossSavesAndAnEmptyRead() throws {
        var text = try Repository.read("Examples/About.view")
        let settings = try Repository.read("Examples/Settings.view")
        var previous: PreviewDrawn?
        var shown = ""
        for number in 0..<20 {
            let title = "About " + (number < 10 ? "0" : "") + String(number)
            text = text.replacingOccurrences(of: #"title: "About[^"]*""#, with: "title: \"\(title)\"", options: .regularExpression)
                + "// save \(number)\n"
            // Every fourth save is read first half-written (empty), then whole.
            for (source, whole) in number % 4 == 3 ? [("", false), (text, true)] : [(text, true)] {
                let workspace = PreviewHarness.workspace(["About.view": source, "Settings.view": settings])
                let file = try XCTUnwrap(workspace.files["/w/About.view"])
                let check = Checker.check(file, in: workspace, catalog: .rules(.english))
                let layout = LayoutEngine.layout(check.model, of: file, in: workspace,
                                                 options: LayoutOptions(systemWords: ScreenPreview.systemWords(.ide(.english))))
                let fresh = PreviewRenderer.draw(layout, file: file, findings: check.diagnostics, images: MemoryImageFiles([:]))
                let drawn = PreviewRenderer.draw(layout, file: file, findings: check.diagnostics, images: MemoryImageFiles([:]),
                                                 previous: previous)
                XCTAssertEqual(drawn.svg, fresh.svg, "save \(number): reused pieces differ from the drawing from nothing")
                if let previous {
                    XCTAssertEqual(try PreviewPatchTests.apply(PreviewPatch(from: previous, to: drawn), to: shown), drawn.svg,
                                   "save \(number): the patch does not give the new drawing")
                }
                if whole {
                    XCTAssertEqual(drawn.svg.components(separatedBy: ">\(title)</text>").count - 1, 1,
                                   "save \(number): the navigation bar's title drawn once")
                }
                previous = drawn
                shown = drawn.svg
            }
        }
    }
}
