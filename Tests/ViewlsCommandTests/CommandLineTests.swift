/// The `viewls` command line end to end: version, help, `syntax`, and the
/// errors users get for bad usage (one line on stderr, exit 2, no trace).
import Foundation
import XCTest

final class CommandLineTests: XCTestCase {
    func testVersion() throws {
        let result = try CommandRunner.run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("viewls 0.1.0"), result.stdout)
        XCTAssertEqual(result.stderr, "")
        // The commit the binary was built from, as git names it (the build reads `.git` itself).
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["-C", CommandRunner.repository.path, "rev-parse", "--short=12", "HEAD"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = Pipe()
        guard (try? git.run()) != nil else { return }
        let commit = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        git.waitUntilExit()
        guard git.terminationStatus == 0 else { return }
        XCTAssertEqual(result.stdout, "viewls 0.1.0 (\(commit))\n")
    }

    func testHelpListsCommandsAndExplainsOne() throws {
        let overview = try CommandRunner.run(["help"])
        XCTAssertEqual(overview.status, 0)
        XCTAssertTrue(overview.stdout.contains("syntax FILE"))
        let bare = try CommandRunner.run([])
        XCTAssertEqual(bare.stdout, overview.stdout, "viewls alone prints the overview")
        let syntax = try CommandRunner.run(["help", "syntax"])
        XCTAssertEqual(syntax.status, 0)
        XCTAssertTrue(syntax.stdout.contains("USAGE: viewls syntax FILE"))
    }

    func testSyntaxPrintsTheTreeOfAValidFile() throws {
        let result = try CommandRunner.run(["syntax", "Examples/Settings.view"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("File@0.."), result.stdout)
        XCTAssertTrue(result.stdout.contains("Ident@"))
        XCTAssertFalse(result.stdout.contains("diagnostics:"))
    }

    func testSyntaxReportsErrorsWithLineAndColumnAndExitsOne() throws {
        let source = Data("Screen {\n    заголовок \"Настройки\"\n    title \"设置\"\n}\n".utf8)
        let result = try CommandRunner.run(["syntax", "-"], stdin: source)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("diagnostics:"))
        XCTAssertTrue(result.stdout.contains("2:5 syntax/unexpected-character"), result.stdout)
        XCTAssertTrue(result.stdout.contains("3:11 syntax/missing-colon"), result.stdout)
    }

    func testSyntaxSurvivesInvalidUTF8() throws {
        let result = try CommandRunner.run(["syntax", "-"], stdin: Data([0x53, 0xFF, 0xFE, 0x7B, 0x7D]))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("\\xFF\\xFE"), result.stdout)
        XCTAssertTrue(result.stdout.contains("syntax/invalid-utf8"))
    }

    func testBadUsageIsOneLineOnStderrAndExitTwo() throws {
        let cases: [([String], String)] = [
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["syntax"], "'syntax' takes exactly one FILE"),
            (["syntax", "a.view", "b.view"], "'syntax' takes exactly one FILE"),
            (["syntax", "--tree"], "unknown option '--tree'"),
            (["syntax", "Examples/Missing.view"], "cannot read 'Examples/Missing.view': no such file"),
            (["syntax", "Examples"], "cannot read 'Examples': it is a directory"),
            (["help", "nope"], "no help for 'nope'"),
        ]
        for (arguments, expected) in cases {
            let result = try CommandRunner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("viewls: ") && result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments): one line, no trace")
        }
    }

    func testEveryExampleParsesWithoutErrors() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.repository.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".view") }
        XCTAssertFalse(examples.isEmpty)
        for example in examples {
            let result = try CommandRunner.run(["syntax", "Examples/\(example)"])
            XCTAssertEqual(result.status, 0, "\(example): \(result.stdout.components(separatedBy: "diagnostics:").last ?? "")")
        }
    }
}
