/// The preview's next drawing of a document takes the previous drawing's
/// layout over when a keystroke changed only cells' words, and its pieces
/// without comparing them: after seeded random keystrokes in a grouped table
/// with a finding on most rows, in one with three cells to a line and in
/// random screens, the drawing is the one
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
        var screens: [[String: String]] = [["Screen.view": PreviewPatchTests.rows], ["Screen.view": Self.cellsSharingLines]]
        for seed in 0..<4 { screens.append(RandomScreen.generate(seed: UInt64(seed) * 5 + 1)) }
        var takenOver = 0
        var keystrokes = 0
        for (number, screen) in screens.enumerated() {
            var files = screen
            var previous: PreviewDrawn?
            for step in 0..<30 {
                if step > 0 {
                    files["Screen.view"] = Self.keystroke(in: files["Screen.view"] ?? "", &random)
                    keystrokes += number < 2 ? 1 : 0
                }
                let workspace = PreviewHarness.workspace(files)
                let file = try XCTUnwrap(workspace.files["/w/Screen.view"])
                let check = Checker.check(file, in: workspace, catalog: .rules(.english))
                let options = PreviewOptions(appearance: step / 10 % 2 == 0 ? .light : .dark)  // a change of appearance now and then: nothing reused
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
                if number < 2, drawn.layoutTakenOver { takenOver += 1 }
                previous = drawn
            }
        }
        XCTAssertGreaterThan(takenOver * 2, keystrokes, "most keystrokes in the table's words take the layout over")
    }

    /// Three cells to a line, with findings: a keystroke in one moves the ranges of those after it on its line.
    static let cellsSharingLines: String = {
        var lines = ["Screen {", "    NavigationBar { title: \"Shared\" }", "    TableView {"]
        for row in stride(from: 0, to: 30, by: 3) {
            lines.append((row..<row + 3).map { "Cell { style: value1; title: \"T\($0)\"; detail: \"D\($0)\"; accessory: disclosureIndicator }" }
                .joined(separator: " "))
        }
        return (lines + ["    }", "}", ""]).joined(separator: "\n")
    }()

    /// A letter typed into a string or taken out of one (at its end); now and then a word left empty or a style changed.
    static func keystroke(in text: String, _ random: inout SeededRandom) -> String {
        var lines = text.components(separatedBy: "\n")
        let line = random.next(below: lines.count)
        let quotes = lines[line].indices.filter { lines[line][$0] == "\"" }
        guard quotes.count >= 2 else { return lines.joined(separator: "\n") }
        let quote = quotes[random.next(below: quotes.count / 2) * 2 + 1]
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
