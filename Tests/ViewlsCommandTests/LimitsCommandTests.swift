/// The limits of docs/checking.md, "Limits", end to end: excerpts cut around
/// the caret, syntax errors capped per file, oversized `.view` and
/// `.viewls.json` files named and not read.
import Foundation
import XCTest

final class LimitsCommandTests: XCTestCase {
    /// 50 KB on one line with about 1,500 findings: before the excerpts were
    /// cut, every finding printed the whole line (over 70 MB of output).
    func testAOneLineFileOfFiftyKilobytesGivesBoundedOutput() throws {
        let button = "Button { title: \"Go\"; push: Missing } "
        let count = 50_000 / button.utf8.count
        let line = "Screen { title: \"Long\"; " + String(repeating: button, count: count) + "}\n"
        let folder = try TemporaryFolder(["Long.view": line])
        let result = try CommandRunner.run(["check", "--no-color"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        let findings = result.stdout.components(separatedBy: "[unresolved-screen]").count - 1
        XCTAssertEqual(findings, count)
        // Per finding: its header (under 200 bytes) and two lines of at most 100 columns (ASCII here).
        XCTAssertLessThan(result.stdout.utf8.count, findings * 420, "output grows with the line's length")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, text) in lines.enumerated() where text.hasPrefix("    ") && text.contains("push: Missing") {
            XCTAssertLessThanOrEqual(text.count, 4 + 100, String(text))
            // The caret stands under `Missing`, whatever was cut on the left.
            let caret = lines[index + 1]
            let column = text.distance(from: text.startIndex, to: text.range(of: "Missing")!.lowerBound)
            XCTAssertEqual(caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) }, column, "\(text)\n\(caret)")
            XCTAssertTrue(caret.hasSuffix("^^^^^^^"), String(caret))
        }
    }

    /// Wide characters count two columns; a cut never splits a character, and
    /// control characters are not sent to the terminal.
    func testExcerptsOfWideTextAreCutByDisplayWidthAndControlsAreHidden() throws {
        let filler = String(repeating: "界", count: 120)
        let text = "Screen { title: \"\(filler)\u{1B}[31m\"; Label { text: \"x\"; bogus: 1 } }\n"
        let folder = try TemporaryFolder(["Wide.view": text])
        let result = try CommandRunner.run(["check", "--no-color"], in: folder.url)
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "an escape from the source reached the terminal")
        let lines = result.stdout.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.contains("[unknown-property]") }) else {
            return XCTFail(result.stdout)
        }
        let excerpt = lines[index + 1], caret = lines[index + 2]
        XCTAssertTrue(excerpt.hasPrefix("    …界"), excerpt)
        let width = excerpt.unicodeScalars.reduce(0) { $0 + (($1.value >= 0x4E00 && $1.value <= 0x9FFF) ? 2 : 1) }
        XCTAssertLessThanOrEqual(width, 4 + 100, excerpt)
        // Columns before `bogus` in the excerpt equal the caret's indentation.
        let before = excerpt[..<excerpt.range(of: "bogus")!.lowerBound]
        let columns = before.unicodeScalars.reduce(0) { $0 + (($1.value >= 0x4E00 && $1.value <= 0x9FFF) ? 2 : 1) }
        XCTAssertEqual(caret, String(repeating: " ", count: columns) + "^^^^^")
    }

    /// 1 MB of random bytes: 340,000 syntax errors became 0.9 GB of memory and
    /// 218 MB of output; now the first 100 and one line counting the rest.
    func testSyntaxErrorsAreCappedPerFile() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let folder = try TemporaryFolder()
        try Data(bytes).write(to: folder.url.appendingPathComponent("Garbage.view"))
        let result = try CommandRunner.run(["check", "--no-color", "--format", "json"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        let syntax = result.stdout.components(separatedBy: "\"code\":\"syntax/").count - 1
        XCTAssertEqual(syntax, 101, "100 syntax errors and syntax/too-many-errors")
        XCTAssertTrue(result.stdout.contains("\"code\":\"syntax/too-many-errors\""))
        XCTAssertTrue(result.stdout.range(of: #"\d+ more syntax errors are not shown"#, options: .regularExpression) != nil)
        XCTAssertLessThan(result.stdout.utf8.count, 100_000)
    }

    func testAConfigurationOverOneMebibyteIsAnErrorNamingIt() throws {
        let padding = String(repeating: " ", count: 1024 * 1024)
        let folder = try TemporaryFolder([".viewls.json": "{\"device\": \"ipad\"\(padding)}", "Home.view": "Screen { title: \"Home\" }\n"])
        let result = try CommandRunner.run(["check"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("viewls: cannot read configuration '.viewls.json': it is 1.1 MiB, over the 1.0 MiB limit"),
                      result.stderr)
        let russian = try CommandRunner.run(["check", "--locale", "ru"], in: folder.url)
        XCTAssertTrue(russian.stderr.contains("не удаётся прочитать конфигурацию '.viewls.json'"), russian.stderr)
    }

    func testAViewFileOverEightMebibytesIsNamedAndNotChecked() throws {
        let line = "    Label { text: \"Item\" }\n"
        let body = String(repeating: line, count: 8 * 1024 * 1024 / line.utf8.count + 1)
        let folder = try TemporaryFolder(["Huge.view": "Screen {\n" + body + "}\n", "Home.view": "Screen { title: \"Home\" }\n"])
        for arguments in [["check"], ["check", "Huge.view"]] {
            let result = try CommandRunner.run(arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
            XCTAssertTrue(result.stderr.contains("viewls: 'Huge.view' is not checked: it is 8.1 MiB, over the 8.0 MiB limit for .view files"),
                          result.stderr)
            XCTAssertFalse(result.stdout.contains("Huge.view:"), "the file was checked")
        }
        let format = try CommandRunner.run(["format"], in: folder.url)
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(format.stderr.contains("'Huge.view' is not checked"), format.stderr)
    }
}
