/// What `viewls check Examples` prints, in English, Russian and Chinese,
/// byte for byte against `Fixtures/check-examples/` (the text format, with
/// paths as the README's main job shows them); and the executable speaking
/// all three languages from any folder, since its texts are built in. These
/// guard moving the texts into String Catalogs: no user-visible text may
/// change unless a golden file is rewritten on purpose
/// (`UPDATE_EXPECT=1 swift test --filter ExamplesOutputTests`).
import Foundation
import ViewTestSupport
import XCTest

final class ExamplesOutputTests: XCTestCase {
    func testCheckingTheExamplesPrintsTheRecordedReportInEachLanguage() throws {
        for locale in ["en", "ru", "zh"] {
            let result = try CommandRunner.run(["check", "--locale", locale, "Examples"], in: Repository.root)
            XCTAssertEqual(result.status, 1, "the examples' violations include errors: \(result.stderr)")
            let golden = Repository.url("Tests/ViewlsCommandTests/Fixtures/check-examples/\(locale).txt")
            if Repository.updatingExpectations {
                try Data(result.stdout.utf8).write(to: golden)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            XCTAssertEqual(result.stdout, expected,
                           "`viewls check --locale \(locale) Examples` changed; if on purpose, run UPDATE_EXPECT=1 swift test --filter ExamplesOutputTests")
        }
    }

    /// `viewls check` at the repository's root: its `.viewls.json` leaves out every test fixture,
    /// the deliberate violations and generated output, so what is checked is the example app, clean.
    func testCheckingTheRepositoryRootChecksOnlyTheCleanApp() throws {
        let result = try CommandRunner.run(["check", "--format", "json"], in: Repository.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        let examples = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Examples").path)
            .filter { $0.hasSuffix(".view") }
        XCTAssertEqual((report["summary"] as? [String: Any])?["files"] as? Int, examples.count)
        let reported = (report["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        XCTAssertEqual(reported.filter { !$0.hasPrefix("Examples/") || $0.hasPrefix("Examples/Violations/") }, [],
                       "only the example app is checked")
        XCTAssertFalse(result.stdout.contains("Account.view"), "the editors' test fixture is not checked")
        let text = try CommandRunner.run(["check"], in: Repository.root)
        XCTAssertEqual(text.status, 0, text.stdout)
    }

    func testACopyOfTheExecutableInAnEmptyFolderSpeaksEveryLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("viewls")
        try FileManager.default.copyItem(at: CommandRunner.executable, to: copy)
        let english = try CommandRunner.run(["explain", "--locale", "en", "tab-bar/too-many-tabs"]).stdout
        for locale in ["en", "ru", "zh"] {
            let process = Process()
            process.executableURL = copy
            process.arguments = ["explain", "--locale", locale, "tab-bar/too-many-tabs"]
            process.currentDirectoryURL = folder
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, locale)
            if locale == "en" {
                XCTAssertEqual(text, english)
            } else {
                XCTAssertNotEqual(text, english, "\(locale): the copy printed English")
                let script: (Unicode.Scalar) -> Bool = locale == "ru"
                    ? { (0x0400...0x04FF).contains($0.value) } : { (0x4E00...0x9FFF).contains($0.value) }
                XCTAssertGreaterThan(text.unicodeScalars.filter(script).count, 200, "\(locale): too little \(locale) text:\n\(text)")
            }
        }
    }
}
