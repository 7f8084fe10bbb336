/// `viewls fix` keeps every byte outside its edits: invalid UTF-8, the
/// file's line breaks and indentation, and the comments of the members it
/// keeps; and it edits a component's file when (and only when) that file is
/// being fixed too. Each test is `check(before, after)` on real files.
import Foundation
import XCTest

final class FixBytesCommandTests: XCTestCase {
    /// Runs `viewls fix ARGUMENTS` on files of raw bytes and compares each file's bytes after.
    func check(_ before: [String: [UInt8]], _ after: [String: [UInt8]], arguments: [String] = ["fix", "."],
               file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try TemporaryFolder()
        for (name, bytes) in before { try Data(bytes).write(to: folder.url.appendingPathComponent(name)) }
        let result = try CommandRunner.run(arguments, in: folder.url)
        XCTAssertLessThan(result.status, 2, result.stderr, file: file, line: line)
        for (name, expected) in after {
            let actual = try Array(Data(contentsOf: folder.url.appendingPathComponent(name)))
            XCTAssertEqual(String(decoding: actual, as: UTF8.self), String(decoding: expected, as: UTF8.self), name, file: file, line: line)
            XCTAssertEqual(actual, expected, "\(name): bytes differ", file: file, line: line)
        }
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testInvalidUTF8OutsideTheEditsIsKept() throws {
        // 0xFF and a cut-off 0xE4 0xB8 in a comment and in a string: before, the file came back with U+FFFD.
        let before = bytes("Screen {\n    // caf") + [0xFF] + bytes("\n    StatusBar { hidden: true }\n    Label { text: \"") + [0xE4, 0xB8]
            + bytes("\" }\n}\n")
        let after = bytes("Screen {\n    // caf") + [0xFF] + bytes("\n    StatusBar {}\n    Label { text: \"") + [0xE4, 0xB8]
            + bytes("\" }\n}\n")
        try check(["Home.view": before], ["Home.view": after])
    }

    func testInsertedLinesFollowTheFilesLineBreaks() throws {
        // `status-bar/contrast` inserts `style:` as the status bar's first member, on a line of its own.
        let source = "Screen {\n    background: \"#101010\"\n    StatusBar {\n        hidden: false\n    }\n}\n"
        let fixed = "Screen {\n    background: \"#101010\"\n    StatusBar {\n        style: light\n        hidden: false\n    }\n}\n"
        try check(["Home.view": bytes(source)], ["Home.view": bytes(fixed)], arguments: ["fix", "--unsafe", "."])
        let crlf = { (text: String) in self.bytes(text.replacingOccurrences(of: "\n", with: "\r\n")) }
        try check(["Home.view": crlf(source)], ["Home.view": crlf(fixed)], arguments: ["fix", "--unsafe", "."])
    }

    func testInsertedMembersFollowTheFilesIndentation() throws {
        // An empty block's first member is indented one level of the file's own indentation past its element.
        try check(["Home.view": bytes("Screen {\n\tbackground: black\n\tStatusBar {\n\t}\n}\n")],
                  ["Home.view": bytes("Screen {\n\tbackground: black\n\tStatusBar {\n\t\tstyle: light\n\t}\n}\n")])
        try check(["Home.view": bytes("Screen {\n  background: black\n  StatusBar {\n  }\n}\n")],
                  ["Home.view": bytes("Screen {\n  background: black\n  StatusBar {\n    style: light\n  }\n}\n")])
    }

    func testRemovingAnElementTakesItsOwnCommentsOnly() throws {
        let source = """
        Screen {
            Popover {
                kind: inspector
                // The segments pick the typeface.
                SegmentedControl { segments: ["Serif", "Sans"] }
                // An inspector closes when people tap outside it.
                Button { title: "Close" } // no Close button needed
                // Size of the text.
                Slider { value: 12 }
            }
        }

        """
        let fixed = """
        Screen {
            Popover {
                kind: inspector
                // The segments pick the typeface.
                SegmentedControl { segments: ["Serif", "Sans"] }
                // Size of the text.
                Slider { value: 12 }
            }
        }

        """
        try check(["Home.view": bytes(source)], ["Home.view": bytes(fixed)], arguments: ["fix", "--unsafe", "."])
    }

    func testAFixOfAComponentsFileIsAppliedWithThatFile() throws {
        // Before, checking Home.view trapped: the fix for MyBar's `height` was built on Home.view's bytes.
        let component = bytes("NavigationBar {\r\n    title: \"Notes\"\r\n    height: 64\r\n}\r\n")
        let screen = bytes("Screen {\n    MyBar {}\n}\n")
        try check(["MyBar.view": component, "Home.view": screen],
                  ["MyBar.view": bytes("NavigationBar {\r\n    title: \"Notes\"\r\n}\r\n"), "Home.view": screen])
        // Fixing the screen alone leaves the component's file as it is.
        try check(["MyBar.view": component, "Home.view": screen], ["MyBar.view": component, "Home.view": screen],
                  arguments: ["fix", "Home.view"])
    }

    func testSARIFFixesNameEveryFileTheyEdit() throws {
        let tabs = (1...6).map { "    Tab { title: \"T\($0)\" }\n" }.joined()
        // Six tabs suit the iPad the workspace designs for; the iPhone screen using them has the fault, at the use.
        let folder = try TemporaryFolder(["MyTabs.view": "TabBar {\n\(tabs)}\n", "Home.view": "Screen {\n    device: iphone\n    MyTabs {}\n}\n",
                                          ".viewls.json": "{ \"device\": \"ipad\" }\n"])
        let result = try CommandRunner.run(["check", "--format", "sarif", "."], in: folder.url)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let atTheUse = try XCTUnwrap(results.first { result in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Home.view"
        })
        let changes = try XCTUnwrap(((atTheUse["fixes"] as? [[String: Any]])?.first?["artifactChanges"]) as? [[String: Any]])
        XCTAssertEqual(changes.compactMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }, ["MyTabs.view"])
        let region = (((changes.first?["replacements"] as? [[String: Any]])?.first)?["deletedRegion"]) as? [String: Any]
        XCTAssertEqual(region?["startLine"] as? Int, 6, "lines of MyTabs.view, where the fifth tab stands")
    }

    /// Syntax quick fixes through `viewls fix`: the safe ones by default, the unsafe ones with `--unsafe`.
    func testSyntaxErrorsAreFixed() throws {
        let source = "Screen {\n    title\u{FF1A} \"A\"  device: iphone\n    Label { text: \u{201C}x\u{201D} }\n    Label { text: \"open\n"
        let safe = "Screen {\n    title: \"A\"; device: iphone\n    Label { text: \"x\" }\n    Label { text: \"open\n"
        try check(["Home.view": bytes(source)], ["Home.view": bytes(safe)])
        let all = "Screen {\n    title: \"A\"; device: iphone\n    Label { text: \"x\" }\n    Label { text: \"open\"\n    }\n}\n"
        try check(["Home.view": bytes(source)], ["Home.view": bytes(all)], arguments: ["fix", "--unsafe", "."])
    }
}
