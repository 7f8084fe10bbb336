/// `Tests/run` is quiet when all is well and shows every failure in full
/// (issue 36): its reporting functions (`Tests/report.sh`), run by bash on
/// fixture suites — an XCTest log whose passing tests print messages that
/// look like trouble and whose failing test prints a multi-line assertion
/// and its own diagnostics, then crashes in another test; and end-to-end
/// suites that pass with noise or fail — print nothing of a passing test and
/// everything of a failing one.
import Foundation
import ViewTestSupport
import XCTest

final class TestReportingTests: XCTestCase {
    /// An XCTest log as `swift test` writes it on Linux.
    static let swiftLog = """
    [0/1] Planning build
    Test Suite 'All tests' started at 2026-11-29 06:20:38.155
    Test Suite 'WorkspaceFolderTests' started at 2026-11-29 06:20:38.159
    Test Case 'WorkspaceFolderTests.testLinks' started at 2026-11-29 06:20:38.159
    viewls: skipped /tmp/x/Secret.view: a link outside the workspace root
    warning: a signal was caught and handled as expected
    Test Case 'WorkspaceFolderTests.testLinks' passed (0.033 seconds)
    Test Case 'WorkspaceFolderTests.testTitles' started at 2026-11-29 06:20:38.193
    checking the screen titled "Home"
    /repo/Tests/ViewRulesTests/WorkspaceFolderTests.swift:71: error: WorkspaceFolderTests.testTitles : XCTAssertEqual failed: ("first line
    second line of the actual value") is not equal to ("first line
    second line of the expected value") - the titles
    Test Case 'WorkspaceFolderTests.testTitles' failed (0.002 seconds)
    Test Suite 'WorkspaceFolderTests' failed at 2026-11-29 06:20:38.195
    \t Executed 2 tests, with 1 failure (0 unexpected) in 0.036 (0.036) seconds
    Test Suite 'CrashTests' started at 2026-11-29 06:20:38.200
    Test Case 'CrashTests.testPasses' started at 2026-11-29 06:20:38.200
    Crash recovery took 3 ms, as it should
    Test Case 'CrashTests.testPasses' passed (0.001 seconds)
    Test Case 'CrashTests.testTraps' started at 2026-11-29 06:20:38.201
    about to index the workspace
    ViewModel/Workspace.swift:120: Fatal error: Index out of range
    Current stack trace:
    0    libswiftCore.so   0x00007f  _swift_stdlib_reportFatalErrorInFile + 109
    1    viewlsPackageTests.xctest  0x000055  WorkspaceFolder.read + 42
    error: Exited with unexpected signal code 4

    """

    func run(_ script: String, in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", ". \"$REPORT_SH\"\n" + script]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["REPORT_SH"] = Repository.url("Tests/report.sh").path
        environment["REPORT_LOGS"] = folder.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("test-reporting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testTheSwiftReportShowsEachFailingTestInFullAndNothingOfThePassingOnes() throws {
        let folder = try scratch()
        try Self.swiftLog.write(to: folder.appendingPathComponent("log.txt"), atomically: true, encoding: .utf8)
        let output = try run("swift_failures log.txt", in: folder)
        // The failing test: its own output, and every line of its assertion.
        for line in ["checking the screen titled \"Home\"",
                     "WorkspaceFolderTests.swift:71: error: WorkspaceFolderTests.testTitles : XCTAssertEqual failed: (\"first line",
                     "second line of the actual value\") is not equal to (\"first line",
                     "second line of the expected value\") - the titles",
                     "Test Case 'WorkspaceFolderTests.testTitles' failed (0.002 seconds)"] {
            XCTAssertTrue(output.contains(line), "missing: \(line)\n--- output:\n\(output)")
        }
        // The test that crashed: what it printed, the trap, the stack and the exit.
        for line in ["about to index the workspace", "Fatal error: Index out of range", "Current stack trace:",
                     "WorkspaceFolder.read + 42", "error: Exited with unexpected signal code 4"] {
            XCTAssertTrue(output.contains(line), "missing: \(line)\n--- output:\n\(output)")
        }
        // Nothing of the passing tests, though their messages look like trouble.
        for noise in ["skipped /tmp/x/Secret.view", "a signal was caught", "Crash recovery took", "testPasses", "testLinks",
                      "Planning build"] {
            XCTAssertFalse(output.contains(noise), "a passing test's output leaked: \(noise)\n--- output:\n\(output)")
        }
    }

    func testAnEndToEndSuiteIsOneLineWhenItPassesAndInFullWhenItFails() throws {
        let folder = try scratch()
        let output = try run("""
        failed=0
        suite quiet sh -c 'echo "skipped /x: outside the workspace root"; echo "warning: expected noise" >&2; echo "3 passed in 1.0s"'
        suite loud sh -c 'echo "test_a.py::test_one FAILED"; echo "E   assert 1 == 2" >&2; echo "1 failed, 2 passed in 1.0s"; exit 1'
        echo "failed=$failed"
        """, in: folder)
        XCTAssertEqual(output, """
        e2e quiet: passed (3 passed in 1.0s)
        test_a.py::test_one FAILED
        E   assert 1 == 2
        1 failed, 2 passed in 1.0s
        e2e loud: FAILED (1 failed, 2 passed in 1.0s)
        failed=1

        """)
    }
}
