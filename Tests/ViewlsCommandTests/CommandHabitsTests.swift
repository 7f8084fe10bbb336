/// The command-line habits of ruff and ESLint (issue 36): `--help`/`-h` on
/// every command, `-` with `--stdin-filename` for check, fix and format,
/// `--quiet`, `format --diff`, a clear exit 2 when nothing holds a `.view`
/// file, `fix` listing what is left and keeping files in the canonical layout.
import Foundation
import ViewTestSupport
import XCTest

final class CommandHabitsTests: XCTestCase {
    private let sixTabs = "Screen {\n    TabBar { Tab {} Tab {} Tab {} Tab {} Tab {} Tab {} }\n}\n"

    func testHelpFlagOnEveryCommandIsThatCommandsHelp() throws {
        for command in ["check", "fix", "format", "preview", "graph", "rules", "explain", "syntax", "serve", "help"] {
            let expected = try CommandRunner.run(["help", command]).stdout
            for flag in ["--help", "-h"] {
                let result = try CommandRunner.run([command, flag])
                XCTAssertEqual(result.status, 0, "\(command) \(flag): \(result.stderr)")
                XCTAssertEqual(result.stdout, expected, "\(command) \(flag)")
            }
        }
        // After `--`, `-h` is a path.
        XCTAssertEqual(try CommandRunner.run(["check", "--", "-h"]).status, 2)
    }

    func testNothingToCheckIsAUsageErrorUnlessAllowed() throws {
        let folder = try TemporaryFolder(["notes.txt": "no screens here"])
        for command in ["check", "fix", "format"] {
            let result = try CommandRunner.run([command], in: folder.url)
            XCTAssertEqual(result.status, 2, command)
            XCTAssertEqual(result.stderr, "viewls: no .view files in '.'; name a folder or file that holds screens, or pass --allow-no-files to accept none\n")
            XCTAssertEqual(try CommandRunner.run([command, "--allow-no-files"], in: folder.url).status, 0, command)
        }
    }

    func testStandardInputIsCheckedAsTheNamedFileWithItsWorkspace() throws {
        let folder = try TemporaryFolder(["Tabs.view": "TabBar { Tab {} Tab {} Tab {} Tab {} Tab {} Tab {} }\n",
                                          "Other.view": "Screen {}\n"])
        // The component `Tabs` comes from the folder: no unknown-component, and its own fault stays in its file.
        let context = try CommandRunner.run(["check", "-", "--stdin-filename", "Home.view"], stdin: Data("Screen {\n    Tabs {}\n}\n".utf8),
                                            in: folder.url)
        XCTAssertEqual(context.status, 0, context.stdout + context.stderr)
        XCTAssertEqual(context.stdout, "1 file checked, no problems\n")
        let result = try CommandRunner.run(["check", "-", "--stdin-filename", "Home.view"], stdin: Data(sixTabs.utf8), in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Home.view:2:5: error: 6 tabs — an iPhone tab bar holds 5 [tab-bar/too-many-tabs]"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("1 file checked: 1 error\n"), result.stdout)
        let unnamed = try CommandRunner.run(["check", "-"], stdin: Data("Screen {}\n".utf8), in: folder.url)
        XCTAssertEqual(unnamed.status, 0, unnamed.stdout + unnamed.stderr)
        XCTAssertEqual(try CommandRunner.run(["check", "-", "Other.view"], in: folder.url).status, 2)
        XCTAssertEqual(try CommandRunner.run(["check", "--stdin-filename", "A.view", "."], in: folder.url).status, 2)
    }

    func testFormatAndFixWriteStandardInputToStandardOutput() throws {
        let folder = try TemporaryFolder()
        let formatted = try CommandRunner.run(["format", "-"], stdin: Data("Screen {\n  NavigationBar {\n  title:   \"A\"\n  }\n}".utf8),
                                               in: folder.url)
        XCTAssertEqual(formatted.status, 0, formatted.stderr)
        XCTAssertEqual(formatted.stdout, "Screen {\n    NavigationBar {\n        title: \"A\"\n    }\n}\n")
        let fixed = try CommandRunner.run(["fix", "--unsafe", "-"], stdin: Data(sixTabs.utf8), in: folder.url)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertEqual(fixed.stdout, "Screen {\n    TabBar { Tab {} Tab {} Tab {} Tab {} Tab { title: \"More\"; icon: system.more } }\n}\n", "every byte but the fix kept")
        XCTAssertEqual(fixed.stderr, "StandardInput.view: applied 1 fix\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("StandardInput.view")), "nothing is written")
    }

    func testFormatDiffPrintsTheChangeAndFails() throws {
        let folder = try TemporaryFolder(["A.view": "Screen { }\n"])
        let result = try CommandRunner.run(["format", "--diff"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "--- a/A.view\n+++ b/A.view\n@@ -1,1 +1,1 @@\n-Screen { }\n+Screen {}\n")
        XCTAssertEqual(try folder.read("A.view"), "Screen { }\n", "--diff writes nothing")
    }

    func testQuietReportsErrorsOnlyAndStillCountsWarnings() throws {
        let folder = try TemporaryFolder(["A.view": sixTabs, "B.view": "Screen {\n    StatusBar { hidden: true }\n}\n"])
        let all = try CommandRunner.run(["check"], in: folder.url)
        XCTAssertTrue(all.stdout.contains("warning:"), all.stdout)
        let quiet = try CommandRunner.run(["check", "--quiet"], in: folder.url)
        XCTAssertEqual(quiet.status, 1)
        XCTAssertFalse(quiet.stdout.contains("warning:"), quiet.stdout)
        XCTAssertTrue(quiet.stdout.contains("[tab-bar/too-many-tabs]"), quiet.stdout)
        let gated = try CommandRunner.run(["check", "-q", "--max-warnings", "0", "B.view"], in: folder.url)
        XCTAssertEqual(gated.status, 1, "the hidden warning still counts: \(gated.stderr)")
    }

    /// `fix --unsafe` on the sample app and every rule's violation, laid out canonically first: `format --check` passes after.
    func testFixKeepsCanonicalFilesCanonical() throws {
        let folder = try TemporaryFolder()
        let examples = CommandRunner.repository.appendingPathComponent("Examples")
        let copy = folder.url.appendingPathComponent("Examples")
        try FileManager.default.copyItem(at: examples, to: copy)
        XCTAssertNotEqual(try CommandRunner.run(["format", "."], in: copy).status, 2)
        let fixed = try CommandRunner.run(["fix", "--unsafe", "."], in: copy)
        XCTAssertTrue(fixed.stderr.contains("applied"), fixed.stderr)
        XCTAssertTrue(fixed.stderr.contains("Left after fixing: "), "the violations no fix removes are listed: \(fixed.stderr)")
        let check = try CommandRunner.run(["format", "--check", "."], in: copy)
        XCTAssertEqual(check.status, 0, check.stdout)
    }
}
