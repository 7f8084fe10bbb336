/// A check after the file's previous check (as the server checks an open
/// document, `Checker.check(_:in:previous:)`) gives exactly the diagnostics
/// of a check from nothing: seeded random keystrokes — letters and words typed
/// into strings, characters taken out, numbers and names changed, stray bytes —
/// on seeded random screens (`RandomScreen`) and on long tables, each checked
/// incrementally and from a fresh workspace. 16 screens in the suite;
/// `VIEWLS_DIFFERENTIAL_SEEDS=N` runs N by hand.
import Foundation
import ViewLayout
import ViewModel
import ViewRules
import ViewSamples
import ViewSyntax
import XCTest

final class IncrementalCheckTests: XCTestCase {
    static let seeds = Int(ProcessInfo.processInfo.environment["VIEWLS_DIFFERENTIAL_SEEDS"] ?? "") ?? 16
    static let keystrokesPerScreen = 20

    func testChecksAfterKeystrokesAreChecksFromNothing() throws {
        var carried = 0, checks = 0, keptFindings = 0
        for seed in 0..<Self.seeds {
            var random = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
            var files = seed % 2 == 0 ? RandomScreen.generate(seed: UInt64(seed)) : ["Screen.view": Self.table(seed: seed)]
            files["Details.view"] = "Screen { title: \"Details\" }\n"
            // Every fourth screen written with CRLF line ends: findings kept across keystrokes move by bytes, not lines.
            if seed % 4 == 3 { files["Screen.view"] = files["Screen.view"]!.replacingOccurrences(of: "\n", with: "\r\n") }
            var text = Array(files["Screen.view"]!.utf8)
            var workspace = Self.workspace(files)
            var file = try XCTUnwrap(workspace.files[Self.path])
            var previous = Checker.check(file, in: workspace, previous: nil)
            for step in 0..<Self.keystrokesPerScreen {
                let edit = Self.keystroke(in: text, using: &random)
                text.replaceSubrange(edit.range, with: edit.replacement)
                let tree = file.tree.reparse(edit, newText: text).tree
                file = SourceFile(path: Self.path, tree: tree, bytes: text,
                                  lineIndex: file.lineIndex.applying(edit.range, replacementCount: edit.replacement.count, to: text),
                                  previous: file)
                workspace.setFile(file)
                let incremental = Checker.check(file, in: workspace, previous: previous)
                files["Screen.view"] = String(decoding: text, as: UTF8.self)
                var nothing = Self.workspace(files)
                nothing.setFile(SourceFile(path: Self.path, tree: SyntaxTree.parse(text)))
                let fresh = try XCTUnwrap(Checker.check(Self.path, in: nothing))
                XCTAssertEqual(incremental.diagnostics, fresh.diagnostics, "seed \(seed), keystroke \(step): \(edit)")
                if incremental.diagnostics != fresh.diagnostics { return }
                if incremental.textRooms?.isCarried == true { carried += 1 }
                if (incremental.findingsMemo?.reusedElements ?? 0) > 0 { keptFindings += 1 }
                checks += 1
                previous = incremental
            }
        }
        // The keystrokes must exercise the rooms taken over, not only those laid out again.
        XCTAssertGreaterThan(carried, checks / 10, "\(carried) of \(checks) checks took the rooms over")
        // And the findings kept element by element (`FindingsMemo`), not only findings made again.
        XCTAssertGreaterThan(keptFindings, checks / 10, "\(keptFindings) of \(checks) checks kept findings")
    }

    /// A keystroke in one cell's title makes that cell's `table-view/truncated-text` findings again and moves
    /// the others' (`FindingsMemo`); a section's header changed makes its cells' findings again.
    func testAKeystrokeMakesFindingsAgainOnlyWhereItTyped() throws {
        let long = "Automatic downloads over cellular data when roaming abroad"
        let text = "Screen {\n    TableView {\n        Section {\n            header: \"One\"\n"
            + "            Cell { title: \"\(long)\" }\n            Cell { title: \"\(long)\" }\n        }\n"
            + "        Section {\n            header: \"Two\"\n            Cell { title: \"\(long)\" }\n        }\n    }\n}\n"
        var workspace = Self.workspace(["Screen.view": text])
        let first = Checker.check(try XCTUnwrap(workspace.files[Self.path]), in: workspace, previous: nil)
        XCTAssertEqual(first.diagnostics.filter { $0.code == "table-view/truncated-text" }.count, 3)
        XCTAssertEqual(first.findingsMemo?.reusedElements, 0)
        // Typed at the start of the first cell's title: the two cells after it move by one byte.
        let firstTitle = text.utf8.distance(from: text.utf8.startIndex, to: try XCTUnwrap(text.range(of: long)).lowerBound)
        let (typedText, typed) = try keystroke(TextEdit(range: firstTitle..<firstTitle, replacement: Array("A".utf8)), after: first,
                                               in: &workspace)
        XCTAssertEqual(typed.findingsMemo?.reusedElements, 2)
        XCTAssertEqual(typed.diagnostics, try fresh(typedText))
        // The second section's header: the placement ignores it, its cell's findings are made again all the same.
        let two = typedText.utf8.distance(from: typedText.utf8.startIndex, to: try XCTUnwrap(typedText.range(of: "\"Two\"")).upperBound) - 1
        let (headed, header) = try keystroke(TextEdit(range: two..<two, replacement: Array(" and three".utf8)), after: typed, in: &workspace)
        XCTAssertEqual(header.textRooms?.isCarried, true)
        XCTAssertEqual(header.findingsMemo?.reusedElements, 2)
        XCTAssertEqual(header.diagnostics, try fresh(headed))
    }

    /// `edit` made to the screen as an editor makes it (the tree reparsed incrementally), checked after `previous`.
    func keystroke(_ edit: TextEdit, after previous: FileCheck, in workspace: inout Workspace) throws -> (String, FileCheck) {
        let file = try XCTUnwrap(workspace.files[Self.path])
        var text = file.bytes
        text.replaceSubrange(edit.range, with: edit.replacement)
        let typed = SourceFile(path: Self.path, tree: file.tree.reparse(edit, newText: text).tree, bytes: text,
                               lineIndex: file.lineIndex.applying(edit.range, replacementCount: edit.replacement.count, to: text), previous: file)
        workspace.setFile(typed)
        return (String(decoding: text, as: UTF8.self), Checker.check(typed, in: workspace, previous: previous))
    }

    func fresh(_ text: String) throws -> [Diagnostic] {
        var nothing = Self.workspace(["Screen.view": text])
        nothing.setFile(SourceFile(path: Self.path, tree: SyntaxTree.parse(Array(text.utf8))))
        return try XCTUnwrap(Checker.check(Self.path, in: nothing)).diagnostics
    }

    /// A letter typed into a cell's title takes the rooms over; a changed accessory lays them out again.
    func testACellTitleKeystrokeTakesTheRoomsOver() throws {
        let text = "Screen {\n    TableView {\n        Cell { title: \"Automatic downloads\"; accessory: checkmark }\n    }\n}\n"
        var workspace = Self.workspace(["Screen.view": text])
        let first = Checker.check(try XCTUnwrap(workspace.files[Self.path]), in: workspace, previous: nil)
        XCTAssertEqual(first.textRooms?.isCarried, false)
        workspace.setFile(path: Self.path, text: text.replacingOccurrences(of: "downloads", with: "downloads!"))
        let typed = Checker.check(try XCTUnwrap(workspace.files[Self.path]), in: workspace, previous: first)
        XCTAssertEqual(typed.textRooms?.isCarried, true)
        workspace.setFile(path: Self.path, text: text.replacingOccurrences(of: "checkmark", with: "detailDisclosureButton"))
        let accessory = Checker.check(try XCTUnwrap(workspace.files[Self.path]), in: workspace, previous: typed)
        XCTAssertEqual(accessory.textRooms?.isCarried, false)
    }

    static let path = "/workspace/Screen.view"

    static func workspace(_ files: [String: String]) -> Workspace {
        CheckHarness.workspace(Dictionary(uniqueKeysWithValues: files.map { (String($0.key.dropLast(".view".count)), $0.value) }))
    }

    /// A long table of cells in all styles, plain or grouped, some in sections, some cut by their text.
    static func table(seed: Int) -> String {
        var random = SeededRandom(seed: UInt64(seed))
        let styles = ["standard", "subtitle", "value1", "value2"]
        let texts = ["Wi-Fi", "Automatic downloads over cellular data", "\u{41D}\u{430}\u{441}\u{442}\u{440}\u{43E}\u{439}\u{43A}\u{438}",
                     "\u{5728}\u{8702}\u{7A9D}\u{7F51}\u{7EDC}\u{4E0B}\u{81EA}\u{52A8}\u{4E0B}\u{8F7D}", "x", ""]
        var lines = ["Screen {", "    title: \"Table\"", "    NavigationBar { title: \"Table\" }", "    TableView {"]
        if random.next(below: 2) == 0 { lines.append("        style: grouped") }
        for section in 0..<(2 + random.next(below: 4)) {
            lines.append("        Section {")
            lines.append("            header: \"Section \(section)\"")
            for _ in 0..<(1 + random.next(below: 6)) {
                var members = ["style: \(styles[random.next(below: styles.count)])",
                               "title: \"\(texts[random.next(below: texts.count)])\""]
                if random.next(below: 2) == 0 { members.append("detail: \"\(texts[random.next(below: texts.count)])\"") }
                if random.next(below: 2) == 0 { members.append("accessory: disclosureIndicator; push: Details") }
                if random.next(below: 4) == 0 { members.append("image: system.bookmarks") }
                lines.append("            Cell { \(members.joined(separator: "; ")) }")
            }
            lines.append("        }")
        }
        lines += ["    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    static let typedWords = ["x", "a", " ", "long words that will not fit", "\u{43A}", "\u{5B57}"]
    static let replacedNames = ["value1", "subtitle", "grouped", "checkmark", "none", "true", "false", "12", "0"]

    /// One keystroke: mostly typing into or deleting from a string, sometimes a changed name or number, now and then a stray byte.
    static func keystroke(in text: [UInt8], using random: inout SeededRandom) -> TextEdit {
        // Opening quotes (after `: ` or `[`), so typing stays inside the string.
        let quotes = text.indices.filter {
            $0 > 0 && text[$0] == UInt8(ascii: "\"") && (text[$0 - 1] == UInt8(ascii: " ") || text[$0 - 1] == UInt8(ascii: "["))
        }
        let roll = random.next(below: 100)
        if roll < 70, !quotes.isEmpty {
            let at = quotes[random.next(below: quotes.count)] + 1
            return TextEdit(range: at..<at, replacement: Array(typedWords[random.next(below: typedWords.count)].utf8))
        }
        if roll < 82, !quotes.isEmpty {
            // A character taken out just inside a string (an empty string loses its closing quote: broken syntax, checked too).
            let at = quotes[random.next(below: quotes.count)] + 1
            var end = at + 1
            while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
            return TextEdit(range: at..<min(end, text.count), replacement: [])
        }
        if roll < 97 {
            // A word after `: ` replaced with another name or number.
            let colons = text.indices.filter { $0 + 2 < text.count && text[$0] == UInt8(ascii: ":") && text[$0 + 1] == UInt8(ascii: " ") }
            if let colon = colons.isEmpty ? nil : colons[random.next(below: colons.count)], text[colon + 2] != UInt8(ascii: "\"") {
                var end = colon + 2
                while end < text.count, text[end] != UInt8(ascii: ";"), text[end] != UInt8(ascii: "\n"), text[end] != UInt8(ascii: " ") { end += 1 }
                return TextEdit(range: (colon + 2)..<end, replacement: Array(replacedNames[random.next(below: replacedNames.count)].utf8))
            }
        }
        var at = random.next(below: text.count + 1)
        while at < text.count, text[at] & 0xC0 == 0x80 { at += 1 }  // between characters, as an editor types
        return TextEdit(range: at..<at, replacement: [Array("{}\":;x".utf8)[random.next(below: 6)]])
    }
}
