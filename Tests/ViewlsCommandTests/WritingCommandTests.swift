/// How `format` and `fix` write files (as an editor does: mode, owner, hard
/// and symbolic links kept, read-only refused, long names fine) and the
/// command line's did-you-mean for commands, options and values.
import Foundation
import XCTest

final class WritingCommandTests: XCTestCase {
    static let messy = "Screen{title:\"Messy\"}"
    static let formatted = "Screen { title: \"Messy\" }\n"

    func status(_ path: String) throws -> stat {
        var result = stat()
        XCTAssertEqual(lstat(path, &result), 0, path)
        return result
    }

    func testFormatKeepsModeOwnerAndGroup() throws {
        let folder = try TemporaryFolder(["Home.view": Self.messy])
        let path = folder.path("Home.view")
        XCTAssertEqual(chown(path, 4321, 4322), 0, "the tests run as root")
        XCTAssertEqual(chmod(path, 0o604), 0)
        let result = try CommandRunner.run(["format"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try folder.read("Home.view"), Self.formatted)
        let after = try status(path)
        XCTAssertEqual([after.st_mode & 0o7777, after.st_uid, after.st_gid], [0o604, 4321, 4322])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["Home.view"])
    }

    func testFormatKeepsHardLinks() throws {
        let folder = try TemporaryFolder(["Home.view": Self.messy])
        XCTAssertEqual(link(folder.path("Home.view"), folder.path("Other.view")), 0)
        let result = try CommandRunner.run(["format", "Home.view"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let first = try status(folder.path("Home.view")), second = try status(folder.path("Other.view"))
        XCTAssertEqual(first.st_ino, second.st_ino, "the hard link was broken")
        XCTAssertEqual(first.st_nlink, 2)
        XCTAssertEqual(try folder.read("Other.view"), Self.formatted)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path)), ["Home.view", "Other.view"])
    }

    func testASymbolicLinkStaysALinkAndItsTargetGetsTheText() throws {
        let folder = try TemporaryFolder(["screens/Home.view": Self.messy])
        XCTAssertEqual(symlink("screens/Home.view", folder.path("Link.view")), 0)
        let result = try CommandRunner.run(["format", "Link.view"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try status(folder.path("Link.view")).st_mode & S_IFMT, S_IFLNK)
        XCTAssertEqual(try folder.read("screens/Home.view"), Self.formatted)
    }

    func testAReadOnlyFileIsRefusedAndUnchanged() throws {
        let folder = try TemporaryFolder(["Home.view": Self.messy])
        XCTAssertEqual(chmod(folder.path("Home.view"), 0o444), 0)
        let result = try CommandRunner.run(["format", "--locale", "zh"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("无法写入 'Home.view'：文件为只读"), result.stderr)
        XCTAssertEqual(try folder.read("Home.view"), Self.messy)
        XCTAssertEqual(try status(folder.path("Home.view")).st_mode & 0o7777, 0o444)
    }

    func testAFileNameOfTwoHundredFiftyFiveBytesCanBeWritten() throws {
        let name = String(repeating: "A", count: 250) + ".view"
        XCTAssertEqual(name.utf8.count, 255)
        let folder = try TemporaryFolder([name: Self.messy])
        let result = try CommandRunner.run(["format"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try folder.read(name), Self.formatted)
    }

    func testDidYouMeanForCommandsOptionsAndValues() throws {
        let cases: [([String], String)] = [
            (["chek"], "viewls: unknown command 'chek'; did you mean 'check'?\n"),
            (["check", "--formt", "json"], "viewls: unknown option '--formt' for 'check'; did you mean '--format'?\n"),
            (["check", "--format", "jsn"], "viewls: '--format' takes 'text', 'json', 'sarif', 'github', or 'html'; got 'jsn'; did you mean 'json'?\n"),
            (["fix", "--dryrun"], "viewls: unknown option '--dryrun' for 'fix'; did you mean '--dry-run'?\n"),
            (["chek", "--locale", "ru"], "viewls: неизвестная команда 'chek'; может быть, имелось в виду 'check'?\n"),
            (["check", "--formt", "--locale", "zh"], "viewls: 'check' 没有选项 '--formt'；你是不是想用 '--format'？\n"),
            (["frobnicate"], "viewls: unknown command 'frobnicate'; run 'viewls help' for the list\n"),
        ]
        let folder = try TemporaryFolder(["Home.view": Self.formatted])
        for (arguments, expected) in cases {
            let result = try CommandRunner.run(arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, expected)
        }
    }
}
