/// `docs/first-screen.md` run as written: each `<!-- file: NAME -->` block
/// is saved, each `$ viewls …` line of a `console` block is run in the
/// tutorial's folder and its output compared with the lines under it, so
/// the tutorial cannot drift from what viewls does.
import Foundation
import ViewTestSupport
import XCTest

final class FirstScreenTutorialTests: XCTestCase {
    func testEveryStepDoesWhatThePageSays() throws {
        let page = try Repository.read("docs/first-screen.md")
        let root = try TemporaryFolder()
        var folder = root.url
        var commands = 0
        var lines = page.components(separatedBy: "\n")[...]
        var fileName: String?
        while let line = lines.popFirst() {
            if line.hasPrefix("<!-- file: "), line.hasSuffix(" -->") {
                fileName = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
                continue
            }
            guard line.hasPrefix("```"), line.count > 3 else { continue }
            let block = Array(lines.prefix { $0 != "```" })
            lines = lines.dropFirst(block.count + 1)
            if line == "```view", let name = fileName {
                try Data((block.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent(name))
                fileName = nil
            } else if line == "```console" {
                try run(block, in: &folder, count: &commands)
            }
        }
        XCTAssertEqual(commands, 6, "the page's viewls commands")
        let menu = try String(contentsOf: folder.appendingPathComponent("Menu.view"), encoding: .utf8)
        XCTAssertTrue(menu.contains("BarButton { system: add }"), menu)
        XCTAssertTrue(menu.contains("Tab { title: \"More\"; icon: system.more }"), menu)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("drawings/Menu.svg").path))
        // Still in the canonical layout after the fixes.
        let format = try CommandRunner.run(["format", "--check"], in: folder)
        XCTAssertEqual(format.status, 0, format.stdout + format.stderr)
    }

    /// `viewls ARGUMENTS` with standard output and error in one pipe, in the order a terminal shows them
    /// (viewls writes both unbuffered), with no locale variables.
    private func runInTerminalOrder(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !["LC_ALL", "LC_MESSAGES", "LANG"].contains($0.key) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// One `console` block: `$ ` lines are commands, the lines up to the next one their output.
    private func run(_ block: [String], in folder: inout URL, count: inout Int) throws {
        var index = 0
        while index < block.count {
            let command = block[index]
            XCTAssertTrue(command.hasPrefix("$ "), "output without a command: \(command)")
            let expected = block[(index + 1)...].prefix { !$0.hasPrefix("$ ") }
            index += 1 + expected.count
            let words = command.dropFirst(2).split(separator: " ").map(String.init)
            if words == ["mkdir", "Beanery", "&&", "cd", "Beanery"] {
                folder.appendPathComponent("Beanery")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                continue
            }
            guard words.first == "viewls" else { return XCTFail("the tutorial runs only viewls: \(command)") }
            count += 1
            let (status, printed) = try runInTerminalOrder(Array(words.dropFirst()), in: folder)
            let output = printed.components(separatedBy: "\n").filter { !$0.isEmpty }
            if expected.isEmpty {
                XCTAssertEqual(status, 0, "\(command): \(printed)")
                XCTAssertFalse(output.isEmpty, "\(command) printed nothing")
            } else {
                XCTAssertEqual(output, Array(expected), command)
            }
        }
    }
}
