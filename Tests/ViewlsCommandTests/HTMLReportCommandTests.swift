/// `viewls check --format html`: the report of `Fixtures/report/workspace`
/// byte for byte against `Fixtures/report/*.html` in each language and with
/// the baseline (`UPDATE_EXPECT=1 swift test --filter HTMLReportCommandTests`;
/// the version is written `VERSION` there); text from a file escaped;
/// findings in the baseline marked and the exit status counting the new
/// ones; the policy's hashes naming the inline stylesheet and script; the
/// caps per file and in total; bounded source lines; `-o` through
/// `SafeWriter` for every format. The browser suite (Tests/e2e/browser) opens
/// what these write.
import Foundation
import ViewTestSupport
import XCTest

final class HTMLReportCommandTests: XCTestCase {
    static let workspace = Repository.url("Tests/ViewlsCommandTests/Fixtures/report/workspace")
    static let hostileTitle = "</text><script>alert(1)</script>"

    /// `check --format html ARGUMENTS` in the fixture workspace, with the version written `VERSION`.
    private func report(_ arguments: [String], in folder: URL = workspace, status: Int32) throws -> String {
        let result = try CommandRunner.run(["check", "--format", "html"] + arguments, in: folder)
        XCTAssertEqual(result.status, status, result.stderr)
        let version = try CommandRunner.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return result.stdout.replacingOccurrences(of: version, with: "viewls VERSION")
    }

    func testTheReportIsTheRecordedPageInEachLanguageAndWithTheBaseline() throws {
        let cases: [(name: String, arguments: [String], status: Int32)] = [
            ("en", ["--locale", "en", "."], 1), ("ru", ["--locale", "ru", "."], 1), ("zh", ["--locale", "zh", "."], 1),
            ("en-baseline", ["--locale", "en", "--baseline", "baseline.json", "."], 0),
        ]
        for (name, arguments, status) in cases {
            let page = try report(arguments, status: status)
            let golden = Repository.url("Tests/ViewlsCommandTests/Fixtures/report/\(name).html")
            if Repository.updatingExpectations {
                try Data(page.utf8).write(to: golden)
                continue
            }
            XCTAssertEqual(page, try String(contentsOf: golden, encoding: .utf8),
                           "the \(name) report changed; if on purpose, run UPDATE_EXPECT=1 swift test --filter HTMLReportCommandTests")
            XCTAssertEqual(try report(arguments, status: status), page, "the same input gives the same page")
        }
    }

    func testTextFromAFileIsEscapedEverywhere() throws {
        let page = try report(["."], status: 1)
        XCTAssertFalse(page.contains(Self.hostileTitle))
        XCTAssertTrue(page.contains("&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertEqual(page.components(separatedBy: "<script").count - 1, 1, "only the report's own script")
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 1)
        // Control characters and bidirectional overrides are shown as U+FFFD, in messages and source lines alike.
        let folder = try TemporaryFolder(["Trick.view": "Screen {\n    title: \"List\"\n    NavigationBar { title: \"a\u{202E}b\u{1B}[31mc&d\" }\n}\n"])
        let tricked = try report(["."], in: folder.url, status: 0)
        XCTAssertFalse(tricked.contains("\u{202E}") || tricked.contains("\u{1B}"))
        XCTAssertTrue(tricked.contains("a\u{FFFD}b\u{FFFD}[31mc&amp;d"), tricked)
    }

    func testFindingsInTheBaselineAreMarkedAndOnlyNewOnesSetTheExitStatus() throws {
        let page = try report(["--baseline", "baseline.json", "."], status: 0)
        XCTAssertEqual(count("data-baseline=\"existing\"", in: page), 1)
        XCTAssertEqual(count("data-baseline=\"new\"", in: page), 2)
        XCTAssertTrue(page.contains("name=\"newOnly\""), "the new-only filter")
        let checked = try CommandRunner.run(["check", "--baseline", "baseline.json", "--format", "json", "."], in: Self.workspace)
        XCTAssertEqual(checked.status, 0, "as check --baseline: the baseline's error does not fail the run")
        _ = try report(["--baseline", "baseline.json", "--max-warnings", "0", "."], status: 1)
        let plain = try report(["."], status: 1)
        XCTAssertFalse(plain.contains("data-baseline=") || plain.contains("name=\"newOnly\""), "no marks without a baseline")
        XCTAssertEqual(count("<li class=\"finding", in: plain), 3)
    }

    func testThePolicyAllowsExactlyTheInlineStylesheetAndScript() throws {
        let page = try report(["."], status: 1)
        let policy = try XCTUnwrap(between(page, "http-equiv=\"Content-Security-Policy\" content=\"", "\""))
        XCTAssertTrue(policy.hasPrefix("default-src 'none'; "), policy)
        XCTAssertFalse(policy.contains("unsafe"), policy)
        let style = try XCTUnwrap(between(page, "<style>", "</style>"))
        let script = try XCTUnwrap(between(page, "<script>", "</script>"))
        XCTAssertTrue(policy.contains("style-src 'sha256-\(try sha256(style))'"), policy)
        XCTAssertTrue(policy.contains("script-src 'sha256-\(try sha256(script))'"), policy)
    }

    func testFindingsAreCappedPerFileAndInTotalWithANote() throws {
        let buttons = (0..<210).map { "    Button { title: \"B\($0)\"; height: 28 }\n" }.joined()
        var files: [String: String] = [:]
        for number in 0..<11 { files["Screen\(number).view"] = "Screen {\n    title: \"S\(number)\"\n\(buttons)}\n" }
        let folder = try TemporaryFolder(files)
        let page = try report(["."], in: folder.url, status: 1)
        XCTAssertEqual(count("<li class=\"finding", in: page), 2_000, "the cap in total")
        XCTAssertEqual(count("<p class=\"more\">", in: page), 11, "each file notes what it does not show")
        XCTAssertEqual(count("<p class=\"more\">10 more findings in this file are not shown here", in: page), 10, "210 - 200")
        XCTAssertTrue(page.contains("210 more findings in this file are not shown here"), "none of the last file's")
        XCTAssertTrue(page.contains("The report shows at most 2000 findings; the other 310 are not shown."))
        XCTAssertTrue(page.contains("<span class=\"n\">2310</span>"), "the totals count every finding")
    }

    func testALongLineIsCutAroundTheRange() throws {
        let filler = String(repeating: "x", count: 200_000)
        let folder = try TemporaryFolder(["Long.view": "Screen {\n    title: \"Long\"\n    Button { title: \"\(filler)\"; height: 28 }\n}\n"])
        let page = try report(["."], in: folder.url, status: 1)
        XCTAssertLessThan(page.utf8.count, 80_000, "a finding's source lines are bounded")
        XCTAssertTrue(page.contains("\u{2026}x"), "the cut is marked")
        XCTAssertTrue(page.contains("<mark>height: 28</mark>"), page.count < 100_000 ? page : "")
    }

    func testOutputGoesToAFileThroughSafeWriterInEveryFormat() throws {
        let folder = try TemporaryFolder()
        for format in ["text", "json", "sarif", "github", "html"] {
            let printed = try CommandRunner.run(["check", "--format", format, "--no-color", "."], in: Self.workspace)
            let target = folder.path("out-\(format)")
            let written = try CommandRunner.run(["check", "--format", format, "--no-color", "-o", target, "."], in: Self.workspace)
            XCTAssertEqual(written.status, printed.status, format)
            XCTAssertEqual(written.stdout, "", "\(format): nothing on stdout")
            XCTAssertEqual(try folder.read("out-\(format)"), printed.stdout, format)
        }
        // A symbolic link stays a link and its target gets the report; a read-only file is refused (exit 2).
        try folder.write("target.html", "old")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.html"), withDestinationPath: "target.html")
        XCTAssertEqual(try CommandRunner.run(["check", "--format", "html", "--output", folder.path("link.html"), "."], in: Self.workspace).status, 1)
        XCTAssertTrue(try folder.read("target.html").hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.html")), "target.html")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.path("target.html"))
        let refused = try CommandRunner.run(["check", "--format", "html", "-o", folder.path("target.html"), "."], in: Self.workspace)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("read-only"), refused.stderr)
    }

    // MARK: Helpers

    private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    private func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text[open.upperBound...].range(of: end) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// SHA-256 in Base64 from coreutils' `sha256sum`, a digest the report's own code did not compute.
    private func sha256(_ text: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let hex = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
        process.waitUntilExit()
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return Data(bytes).base64EncodedString()
    }
}
