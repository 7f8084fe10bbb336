/// The preview's next drawing of a document takes the previous drawing's
/// layout over when a keystroke changed only cells' words, and its pieces
/// without comparing them: after seeded random keystrokes in a grouped table
/// with a finding on most rows and in random screens, the drawing is the one
/// made from nothing, the patch from the previous drawing gives it, and most
/// keystrokes in the table's words take the layout over.
@testable import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewSamples
import ViewTestSupport
import XCTest

final class PreviewCarriedDrawingTests: XCTestCase {
    func testDrawingsOnATakenOverLayoutAreTheDrawingsFromNothing() throws {
        var random = SeededRandom(seed: 36_032)
        var screens: [[String: String]] = [["Screen.view": PreviewPatchTests.rows]]
        for seed in 0..<4 { screens.append(RandomScreen.generate(seed: UInt64(seed) * 5 + 1)) }
        var takenOver = 0
        var keystrokes = 0
        for (number, screen) in screens.enumerated() {
            var files = screen
            var previous: PreviewDrawn?
            for step in 0..<30 {
                if step > 0 {
                    files["Screen.view"] = Self.keystroke(in: files["Screen.view"] ?? "", &random)
                    keystrokes += number == 0 ? 1 : 0
                }
                let workspace = PreviewHarness.workspace(files)
                let file = try XCTUnwrap(workspace.files["/w/Screen.view"])
                let check = Checker.check(file, in: workspace, catalog: .rules(.english))
                let options = PreviewOptions(appearance: step % 2 == 0 ? .light : .dark)
                func draw(_ previous: PreviewDrawn?) -> PreviewDrawn {
                    ScreenPreview.draw(check.model, findings: check.diagnostics, file: file, in: workspace, layoutOptions: LayoutOptions(),
                                       options: options, catalog: .ide(.english), images: MemoryImageFiles([:]), previous: previous,
                                       keepsLayout: true).drawn
                }
                let drawn = draw(previous)
                XCTAssertEqual(drawn.svg, draw(nil).svg, "screen \(number) step \(step): the drawing differs from one made from nothing")
                if let previous {
                    let patch = PreviewPatch(from: previous, to: drawn)
                    XCTAssertEqual(try PreviewPatchTests.apply(patch, to: previous.svg), drawn.svg, "screen \(number) step \(step)")
                }
                if number == 0, drawn.layoutTakenOver { takenOver += 1 }
                previous = drawn
            }
        }
        XCTAssertGreaterThan(takenOver * 2, keystrokes, "most keystrokes in the table's words take the layout over")
    }

    /// A letter typed into a string or taken out of one; now and then a word left empty or a style changed.
    static func keystroke(in text: String, _ random: inout SeededRandom) -> String {
        var lines = text.components(separatedBy: "\n")
        let line = random.next(below: lines.count)
        guard let quote = lines[line].lastIndex(of: "\"") else { return lines.joined(separator: "\n") }
        switch random.next(below: 8) {
        case 0:
            lines[line] = lines[line].replacingOccurrences(of: "value1", with: "subtitle")
        case 1:
            lines[line] = lines[line].replacingOccurrences(of: "\"D", with: "\"\"; x: \"")
        case 2, 3:
            if quote > lines[line].startIndex, lines[line][lines[line].index(before: quote)] != "\"" {
                lines[line].remove(at: lines[line].index(before: quote))
            }
        default:
            lines[line].insert(contentsOf: ["x", "\u{42F}", "\u{5B57}", " "][random.next(below: 4)], at: quote)
        }
        return lines.joined(separator: "\n")
    }
}
