/// A layout taken over from the previous version of a file
/// (`LayoutEngine.layout(…, carriedFrom:)`) is the layout made from nothing:
/// after seeded random keystrokes in the strings of random screens and of a
/// grouped table of `value1` cells — every element's frame, texts, parts,
/// properties and source positions, and which model element each one is —
/// and a keystroke in a cell's title is taken over (not laid out again)
/// while one in an accessory's name, a bar's title or a wrapping cell is not.
import Foundation
@testable import ViewLayout
import ViewModel
import ViewSamples
import XCTest

final class LayoutCarryingTests: XCTestCase {
    func testCarriedLayoutsAreTheLayoutsFromNothingAfterRandomKeystrokes() throws {
        var carried = 0
        var edits = 0
        var carriedInTables = 0
        var editsInTables = 0
        for seed in 0..<120 {
            var files = RandomScreen.generate(seed: UInt64(seed))
            if seed % 4 == 0 { files["Screen.view"] = Self.groupedTable(rows: 40) }
            var random = SplitMix(seed: UInt64(seed) &* 7919 &+ 11)
            var workspace = LayoutHarness.workspace(files)
            var text = try XCTUnwrap(files["Screen.view"])
            let options = LayoutOptions(device: seed % 5 == 0 ? .ipad : nil, textSize: seed % 7 == 0 ? .ax2 : .default)
            var previous: CarriableLayout?
            for step in 0..<12 {
                if step > 0 {
                    text = Self.keystroke(in: text, random: &random)
                    workspace.setFile(path: "/w/Screen.view", text: text)
                    edits += 1
                    if seed % 4 == 0 { editsInTables += 1 }
                }
                let file = try XCTUnwrap(workspace.files["/w/Screen.view"])
                let model = ModelBuilding.build(file, in: workspace)
                let images = ImageLookup(store: workspace.imageStore, root: workspace.root)
                let (layout, relaidOut) = LayoutEngine.layout(model, of: file, in: workspace, options: options, images: images,
                                                               carriedFrom: previous)
                let fresh = LayoutEngine.layout(model, of: file, in: workspace, options: options, images: images)
                let problems = Self.differences(layout.layout, fresh, model: model)
                XCTAssertEqual(problems, [], "seed \(seed) step \(step):\n\(text)")
                if !problems.isEmpty { return }
                if relaidOut != nil { carried += 1 }
                if relaidOut != nil, seed % 4 == 0 { carriedInTables += 1 }
                previous = layout
            }
        }
        XCTAssertGreaterThan(carried * 10, edits, "keystrokes in a cell's words are taken over: \(carried) of \(edits)")
        XCTAssertGreaterThan(carriedInTables * 2, editsInTables, "in a table of cells, most: \(carriedInTables) of \(editsInTables)")
    }

    func testATitleKeystrokeIsTakenOverAndOthersAreLaidOutAgain() throws {
        let before = "Screen {\n    NavigationBar { title: \"Settings\" }\n    TableView {\n"
            + "        Cell { style: value1; title: \"Wi-Fi\"; detail: \"Home\"; accessory: checkmark }\n"
            + "        Cell { title: \"Notes\"; titleLines: 0 }\n    }\n}\n"
        let cases: [(String, [Int]?)] = [
            (before.replacingOccurrences(of: "Wi-Fi", with: "Wi-Fi network"), [3]),
            (before.replacingOccurrences(of: "Home", with: "Home 5 GHz"), [3]),
            (before.replacingOccurrences(of: "checkmark", with: "none"), nil),
            (before.replacingOccurrences(of: "Settings", with: "Settings and more"), nil),
            (before.replacingOccurrences(of: "Notes", with: "Notes that wrap"), nil),
            (before.replacingOccurrences(of: "\"Home\"", with: "\"\""), nil),
        ]
        let old = LayoutHarness.workspace(["Screen.view": before])
        let oldFile = try XCTUnwrap(old.files["/w/Screen.view"])
        let (previous, _) = LayoutEngine.layout(ModelBuilding.build(oldFile, in: old), of: oldFile, in: old, carriedFrom: nil)
        for (text, expected) in cases {
            let new = LayoutHarness.workspace(["Screen.view": text])
            let file = try XCTUnwrap(new.files["/w/Screen.view"])
            let model = ModelBuilding.build(file, in: new)
            let (layout, relaidOut) = LayoutEngine.layout(model, of: file, in: new, carriedFrom: previous)
            XCTAssertEqual(relaidOut, expected, text)
            XCTAssertEqual(Self.differences(layout.layout, LayoutEngine.layout(model, of: file, in: new), model: model), [], text)
        }
    }

    static func groupedTable(rows: Int) -> String {
        var lines = ["Screen {", "    NavigationBar { title: \"Rows\" }", "    TableView {", "        style: grouped"]
        for section in 0..<(rows / 10) {
            lines.append("        Section { header: \"Section \(section)\"")
            for row in 0..<10 {
                let push = row % 3 == 0 ? "; push: Details" : ""
                lines.append("            Cell { style: value1; title: \"Row \(row) строка 行\"; detail: \"Detail \(row)\"; accessory: disclosureIndicator\(push) }")
            }
            lines.append("        }")
        }
        return (lines + ["    }", "}", ""]).joined(separator: "\n")
    }

    /// A letter typed into a string or taken out of one (most keystrokes), or a character typed anywhere.
    static func keystroke(in text: String, random: inout SplitMix) -> String {
        var scalars = Array(text.unicodeScalars)
        var quotes: [Int] = []
        for (offset, scalar) in scalars.enumerated() where scalar == "\"" { quotes.append(offset) }
        let inString = quotes.count >= 2 && random.next(10) < 9
        if inString {
            let pair = random.next(quotes.count / 2) * 2
            let (open, close) = (quotes[pair], quotes[pair + 1])
            let at = open + 1 + random.next(close - open)
            if close - open > 1, random.next(3) == 0 {
                scalars.remove(at: min(at, close - 1))
            } else {
                scalars.insert(["x", "Ж", "字", " "][random.next(4)], at: at)
            }
        } else {
            scalars.insert(["a", "1", ";", " "][random.next(4)], at: random.next(scalars.count + 1))
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Where two layouts of the same model differ.
    static func differences(_ carried: ScreenLayout, _ fresh: ScreenLayout, model: FileModel) -> [String] {
        var problems: [String] = []
        if carried.dump != fresh.dump { problems.append("dumps differ:\n\(carried.dump)\n---\n\(fresh.dump)") }
        guard carried.elements.count == fresh.elements.count else { return problems + ["element counts differ"] }
        for (index, (a, b)) in zip(carried.elements, fresh.elements).enumerated() {
            if a.source != b.source { problems.append("\(index): source \(a.source) ≠ \(b.source)") }
            if a.properties != b.properties { problems.append("\(index): properties \(a.properties) ≠ \(b.properties)") }
            if a.texts != b.texts { problems.append("\(index): texts \(a.texts) ≠ \(b.texts)") }
            if a.parts != b.parts { problems.append("\(index): parts differ") }
            if a.visibleFrame != b.visibleFrame || a.frame != b.frame || a.backdrop != b.backdrop || a.textRoom != b.textRoom {
                problems.append("\(index): frames differ")
            }
            if a.id != b.id || a.clipsChildren != b.clipsChildren || a.scrolls != b.scrolls || a.parent != b.parent
                || a.presentation != b.presentation || a.isFloating != b.isFloating || a.depth != b.depth {
                problems.append("\(index): element facts differ")
            }
        }
        if carried.presentations != fresh.presentations || carried.notes != fresh.notes || carried.omittedCount != fresh.omittedCount
            || carried.statusBar != fresh.statusBar || carried.size != fresh.size {
            problems.append("screen facts differ")
        }
        if carried.elementIndexes != fresh.elementIndexes { problems.append("elements of the model differ") }
        return problems
    }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return bound <= 0 ? 0 : Int(z % UInt64(bound))
    }
}
