/// The command line stays inside the workspace and never hangs, with real
/// links, FIFOs and sockets: links out of the root are skipped with a note
/// (or refused when named), `format` and `fix` never write through them,
/// non-regular files are skipped, unreadable folders are errors (tested as
/// an unprivileged user through `setpriv`, since root reads anything), and
/// `exclude` leaves files out of `check`, `format` and `fix`.
import Foundation
import XCTest

final class ConfinementCommandTests: XCTestCase {
    private var outside: TemporaryFolder!

    override func setUpWithError() throws {
        outside = try TemporaryFolder(["Out.view": "Screen {   title: \"SECRET\" }\n",
                                       "dir/Deep.view": "Screen {   title: \"SECRET\" }\n"])
    }

    private func link(_ folder: TemporaryFolder, _ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.path(name), withDestinationPath: destination)
    }

    private func run(_ arguments: [String], in folder: TemporaryFolder, asUser user: Int? = nil,
                     file: StaticString = #filePath, line: UInt = #line) throws -> CommandResult {
        try XCTUnwrap(CommandRunner.run(arguments, in: folder.url, timeout: 20, asUser: user, file: file, line: line),
                      file: file, line: line)
    }

    // MARK: Links

    func testCheckDoesNotReadThroughLinksOutOfTheRootAndSaysSoOnce() throws {
        let folder = try TemporaryFolder([".viewls.json": "{}", "Home.view": "Screen { title: \"Home\" }\n"])
        try link(folder, "Env.view", to: "/proc/self/environ")
        try link(folder, "Out.view", to: outside.path("Out.view"))
        try link(folder, "shared", to: outside.path("dir"))
        let result = try run(["check", "--format", "json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("SECRET") || result.stdout.contains("PATH="), result.stdout)
        XCTAssertTrue(result.stdout.contains(#""files":1"#), result.stdout)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        guard lines.count == 3 else { return XCTFail("expected three notes, got: \(result.stderr)") }
        XCTAssertTrue(lines[0].hasPrefix("viewls: note: skipped Env.view: it is a symbolic link to /proc/"), lines[0])
        XCTAssertEqual(Array(lines.dropFirst()), [
            "viewls: note: skipped Out.view: it is a symbolic link to \(realPath(outside.path("Out.view"))), outside the workspace root",
            "viewls: note: skipped shared: it is a symbolic link to \(realPath(outside.path("dir"))), outside the workspace root",
        ])
    }

    private func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    func testANamedLinkOutOfTheRootIsRefused() throws {
        let folder = try TemporaryFolder([".viewls.json": "{}", "Home.view": "Screen {}\n"])
        try link(folder, "Env.view", to: "/proc/self/environ")
        try link(folder, "shared", to: outside.path("dir"))
        for name in ["Env.view", "shared", "shared/Deep.view"] {
            let result = try run(["check", name], in: folder)
            XCTAssertEqual(result.status, 2, name)
            XCTAssertTrue(result.stderr.hasPrefix("viewls: cannot read '\(name)': it is a symbolic link to '"), result.stderr)
            XCTAssertTrue(result.stderr.contains("outside the workspace root '\(folder.url.resolvingSymlinksInPath().path)'")
                          || result.stderr.contains("outside the workspace root '\(folder.url.path)'"), result.stderr)
            XCTAssertFalse(result.stdout.contains("SECRET") || result.stdout.contains("PATH="), result.stdout)
        }
    }

    func testFormatAndFixNeverWriteThroughALinkOutOfTheRoot() throws {
        let folder = try TemporaryFolder([".viewls.json": "{}", "Home.view": "Screen {}\n"])
        try link(folder, "Out.view", to: outside.path("Out.view"))
        try link(folder, "shared", to: outside.path("dir"))
        for arguments in [["format"], ["fix", "--unsafe"], ["format", "Out.view"], ["format", "shared"], ["fix", "shared/Deep.view"]] {
            _ = try run(arguments, in: folder)
            XCTAssertEqual(try outside.read("Out.view"), "Screen {   title: \"SECRET\" }\n", "\(arguments)")
            XCTAssertEqual(try outside.read("dir/Deep.view"), "Screen {   title: \"SECRET\" }\n", "\(arguments)")
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("Out.view")), outside.path("Out.view"))
    }

    func testLinksInsideTheRootAreFollowedOnceAndCyclesEnd() throws {
        let folder = try TemporaryFolder([".viewls.json": "{}", "Home.view": "Screen { title: \"Home\" }\n",
                                          "Screens/Details.view": "Screen { title: \"Details\" }\n"])
        try link(folder, "Alias.view", to: "Home.view")
        try link(folder, "AllScreens", to: "Screens")
        try link(folder, "Screens/up", to: "..")
        let result = try run(["check"], in: folder)
        // Read twice, Home would be a duplicate-type-name.
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "2 files checked, no problems\n")
        XCTAssertEqual(result.stderr, "")
        let named = try run(["check", "--format", "json", "Alias.view"], in: folder)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertTrue(named.stdout.contains(#""files":1"#), named.stdout)
    }

    // MARK: Files that are not regular files

    func testFIFOsAndSocketsAreSkippedWithANoteAndRefusedWhenNamed() throws {
        let folder = try TemporaryFolder([".viewls.json": "{}", "Home.view": "Screen {}\n"])
        XCTAssertEqual(mkfifo(folder.path("Pipe.view"), 0o644), 0)
        try bindSocket(folder.path("Socket.view"))
        let result = try run(["check"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "1 file checked, no problems\n")
        XCTAssertEqual(result.stderr, """
            viewls: note: skipped Pipe.view: not a regular file (a FIFO, socket or device)
            viewls: note: skipped Socket.view: not a regular file (a FIFO, socket or device)

            """)
        for name in ["Pipe.view", "Socket.view"] {
            let named = try run(["check", name], in: folder)
            XCTAssertEqual(named.status, 2)
            XCTAssertEqual(named.stderr, "viewls: cannot read '\(name)': not a regular file (a FIFO, socket or device)\n")
        }
        let syntax = try run(["syntax", "Pipe.view"], in: folder)
        XCTAssertEqual(syntax.status, 2)
    }

    func testAnImageThatIsAFIFODoesNotHangCheck() throws {
        let folder = try TemporaryFolder([".viewls.json": "{}", "Share.view": """
            Screen {
                Toolbar {
                    BarButton {
                        system: action
                        presents: ActivityViewController {
                            activities: [copy]
                            Activity { title: "Pipe"; image: "pipe@2x.png" }
                        }
                    }
                }
            }

            """])
        XCTAssertEqual(mkfifo(folder.path("pipe@2x.png"), 0o644), 0)
        let result = try run(["check"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("info: pipe@2x.png is not a regular file (a folder, FIFO, socket or device), "
                                             + "so its size is not checked [unreadable-image]"), result.stdout)
    }

    private func bindSocket(_ path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0, "could not bind a socket at \(path)")
    }

    // MARK: Unreadable folders

    func testAFolderThatCannotBeReadIsAnErrorNamingIt() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv to run viewls as an unprivileged user")
        }
        let folder = try TemporaryFolder([".viewls.json": "{}", "Home.view": "Screen {}\n", "Locked/Secret.view": "Screen {}\n"])
        XCTAssertEqual(chmod(folder.path("Locked"), 0o000), 0)
        defer { chmod(folder.path("Locked"), 0o755) }
        let nobody = 65534
        for command in [["check"], ["format", "--check"], ["fix", "--dry-run"]] {
            let result = try run(command, in: folder, asUser: nobody)
            XCTAssertEqual(result.status, 2, "\(command): \(result.stdout) \(result.stderr)")
            if command == ["check"] {
                XCTAssertTrue(result.stderr.contains("viewls: cannot read 'Locked': permission denied or unreadable"), result.stderr)
            }
        }
        // As root the same folder reads: the failure above is the permission, not the layout.
        XCTAssertEqual(try run(["check"], in: folder).status, 0)
    }

    // MARK: exclude

    func testExcludeLeavesFilesOutOfCheckFormatAndFixButANamedFileIsStillChecked() throws {
        let folder = try TemporaryFolder([
            ".viewls.json": #"{"exclude": ["Tests/**/Fixtures/**", "Drafts"]}"#,
            "Home.view": "Screen {}\n",
            "Tests/Unit/Fixtures/Broken.view": "Screen {   title: 1\n",
            "Drafts/Sketch.view": "Screen {   title: \"x\" }\n",
        ])
        let check = try run(["check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertEqual(check.stdout, "1 file checked, no problems\n")
        let format = try run(["format"], in: folder)
        XCTAssertEqual(format.status, 0, format.stderr)
        XCTAssertEqual(try folder.read("Drafts/Sketch.view"), "Screen {   title: \"x\" }\n")
        _ = try run(["fix", "--unsafe"], in: folder)
        XCTAssertEqual(try folder.read("Tests/Unit/Fixtures/Broken.view"), "Screen {   title: 1\n")
        // Named on its own, an excluded file is checked (as ruff does without --force-exclude).
        let named = try run(["check", "Tests/Unit/Fixtures/Broken.view"], in: folder)
        XCTAssertEqual(named.status, 1, named.stdout)
        XCTAssertTrue(named.stdout.contains("Tests/Unit/Fixtures/Broken.view:"), named.stdout)
        // A named folder is walked with the exclusions applied: nothing is left to check, which is bad usage
        // unless allowed (a CI job pointed at the wrong folder must not pass).
        let excluded = try run(["check", "Tests"], in: folder)
        XCTAssertEqual(excluded.status, 2, excluded.stderr)
        XCTAssertTrue(excluded.stderr.hasPrefix("viewls: no .view files in 'Tests'"), excluded.stderr)
        XCTAssertEqual(try run(["check", "--allow-no-files", "Tests"], in: folder).stdout, "0 files checked, no problems\n")
    }

    func testTheRepositoryRootChecksTheProjectsOwnScreensAndExamplesStillShowTheViolations() throws {
        let root = try XCTUnwrap(CommandRunner.run(["check", "--format", "json"], in: CommandRunner.repository, timeout: 120))
        XCTAssertEqual(root.status, 0, root.stderr)
        XCTAssertFalse(root.stdout.contains("Fixtures/"), "test fixtures are excluded")
        XCTAssertFalse(root.stdout.contains("Violations/"), "the deliberate violations are excluded")
        XCTAssertTrue(root.stdout.contains("Examples/"), "the examples' own screens are checked")
        let examples = try XCTUnwrap(CommandRunner.run(["check", "Examples"], in: CommandRunner.repository, timeout: 120))
        XCTAssertEqual(examples.status, 1)
        XCTAssertTrue(examples.stdout.contains("Examples/Violations/"), "the README's main job still shows the violations")
    }
}
