/// A drawing made from the one before it (reusing the pieces whose input is
/// equal) is the drawing made from nothing, and the patch between the two,
/// applied to the old SVG's text, gives the new SVG — after seeded random
/// edits of random screens, of the repository's examples and of screens with
/// findings on most rows: letters typed into strings and taken out, lines
/// removed, doubled and broken, numbers changed, bytes mutated.
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewSamples
import ViewTestSupport
import XCTest

final class PreviewPatchTests: XCTestCase {
    /// A table with a finding on most rows (a disclosure indicator that leads nowhere), a bar and a presented alert.
    static let rows: String = {
        var lines = ["Screen {", "    title: \"Rows\"", "    NavigationBar { title: \"Rows\"; BarButton { systemItem: done } }",
                     "    TableView {", "        style: grouped", "        Section { header: \"One\""]
        for row in 0..<24 {
            let push = row % 5 == 0 ? "; push: Rows" : ""
            lines.append("            Cell { style: value1; title: \"Row \(row) \u{441}\u{442}\u{440}\u{43E}\u{43A}\u{430} \u{884C}\"; detail: \"D\(row)\"; accessory: disclosureIndicator\(push) }")
        }
        lines += ["        }", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }()

    func testPatchesAndReusedPiecesGiveTheDrawingFromNothingAfterRandomEdits() throws {
        var random = SeededRandom(seed: 20_261_129)
        var screens: [(files: [String: String], path: String)] = [(["Rows.view": Self.rows], "Rows.view")]
        for seed in 0..<6 { screens.append((RandomScreen.generate(seed: UInt64(seed) * 7 + 3), "Screen.view")) }
        for name in ["Settings", "Library", "ReadingRoom"] {
            screens.append((["\(name).view": try Repository.read("Examples/\(name).view")], "\(name).view"))
        }
        var patched = 0
        var reused = 0
        for (number, screen) in screens.enumerated() {
            var files = screen.files
            let appearance: PreviewAppearance = number % 2 == 0 ? .light : .dark
            var previous: PreviewDrawn?
            for step in 0..<40 {
                if step > 0 { files[screen.path] = Self.edit(files[screen.path] ?? "", &random) }
                let workspace = PreviewHarness.workspace(files)
                let path = "/w/" + screen.path
                guard let file = workspace.files[path] else { return XCTFail("no \(path)") }
                let check = Checker.check(file, in: workspace, catalog: .rules(.english))
                let layout = LayoutEngine.layout(check.model, of: file, in: workspace,
                                                 options: LayoutOptions(systemWords: ScreenPreview.systemWords(.ide(.english))))
                let options = PreviewOptions(appearance: appearance)
                let fresh = PreviewRenderer.draw(layout, file: file, findings: check.diagnostics, options: options,
                                                 images: MemoryImageFiles([:]))
                let drawn = PreviewRenderer.draw(layout, file: file, findings: check.diagnostics, options: options,
                                                 images: MemoryImageFiles([:]), previous: previous)
                let svg = drawn.svg
                XCTAssertEqual(svg, fresh.svg, "screen \(number) step \(step): reused pieces differ from a drawing from nothing")
                if let previous {
                    let patch = PreviewPatch(from: previous, to: drawn)
                    let applied = try Self.apply(patch, to: previous.svg)
                    XCTAssertEqual(applied, svg, "screen \(number) step \(step): the patch does not give the new drawing")
                    if !patch.isEmpty { patched += 1 }
                    reused += drawn.pieces.count - patch.replaced.count
                }
                previous = drawn
            }
        }
        XCTAssertGreaterThan(patched, 100)
        XCTAssertGreaterThan(reused, 1000)
    }

    /// A letter typed into one cell's title: the patch is that cell alone, not the table.
    func testALetterTypedInOneCellSendsThatCell() throws {
        func drawing(_ text: String, previous: PreviewDrawn?) -> PreviewDrawn {
            let workspace = PreviewHarness.workspace(["Rows.view": text])
            let file = workspace.files["/w/Rows.view"]!
            let check = Checker.check(file, in: workspace, catalog: .rules(.english))
            let layout = LayoutEngine.layout(check.model, of: file, in: workspace)
            return PreviewRenderer.draw(layout, file: file, findings: check.diagnostics, previous: previous)
        }
        let before = drawing(Self.rows, previous: nil)
        let edited = Self.rows.replacingOccurrences(of: "title: \"Row 7 ", with: "title: \"Row 7x ")
        let after = drawing(edited, previous: before)
        let patch = PreviewPatch(from: before, to: after)
        // The cell (row 7 of the section: key 0.1.0.7), its title's text; the ranges after it on its line move.
        XCTAssertEqual(patch.replaced.map(\.key), ["0.1.0.7"])
        XCTAssertTrue(patch.replaced[0].markup.contains(">Row 7x \u{441}\u{442}\u{440}\u{43E}\u{43A}\u{430} \u{884C}</text>"), patch.replaced[0].markup)
        XCTAssertTrue(patch.attributes.allSatisfy { change in
            change.key.hasPrefix("f") && change.values.allSatisfy { ["data-range", "data-element"].contains($0[0]) }
        }, "\(patch.attributes)")
        XCTAssertLessThan(patch.byteCount, 2_000)
        XCTAssertEqual(try Self.apply(patch, to: before.svg), after.svg)
    }

    static func apply(_ patch: PreviewPatch, to svg: String) throws -> String {
        try SVGPatchApplier.apply(replaced: patch.replaced.map { ($0.key, $0.markup) }, attributes: patch.attributes.map { ($0.key, $0.values) },
                                  to: svg)
    }

    /// One seeded edit of the kinds a person makes, or a burst of random bytes.
    static func edit(_ text: String, _ random: inout SeededRandom) -> String {
        var lines = text.components(separatedBy: "\n")
        let line = random.next(below: lines.count)
        switch random.next(below: 7) {
        case 0, 1:
            // A letter typed into a string, or taken out of one.
            guard let quote = lines[line].firstIndex(of: "\"") else { break }
            let after = lines[line].index(after: quote)
            if random.next(below: 2) == 0 {
                lines[line].insert(contentsOf: ["x", "\u{42F}", "\u{5B57}", " "][random.next(below: 4)], at: after)
            } else if after < lines[line].endIndex, lines[line][after] != "\"" {
                lines[line].remove(at: after)
            }
        case 2:
            lines.remove(at: line)
        case 3:
            lines.insert(lines[line], at: line)
        case 4:
            lines.insert("", at: line)
        case 5:
            lines[line] = lines[line].replacingOccurrences(of: "44", with: "90").replacingOccurrences(of: "value1", with: "subtitle")
        default:
            var bytes = Array(lines.joined(separator: "\n").utf8)
            random.mutate(&bytes, edits: 2, longestDeletion: 6, alphabet: Array("{}:;\"x 1\n".utf8))
            return String(decoding: bytes, as: UTF8.self)
        }
        return lines.joined(separator: "\n")
    }
}
