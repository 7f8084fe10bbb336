/// What the protocol fuzzer needs besides the server: the client's copy of a
/// document with LSP's position rules written out plainly (not with
/// `LineIndex`, so the two check each other), the extreme values it sends, and
/// workspaces with component files and hostile file-system entries.
import Foundation
import ViewSamples
import ViewSyntax
@testable import ViewServer
import XCTest

/// An open document as the client holds it.
struct ClientDocument {
    let url: URL
    var bytes: [UInt8]
    var version: Int

    var uri: String { url.absoluteString }
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Each line's content as a byte range; lines end at `\n`, `\r\n` or `\r`.
    var lines: [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                result.append(start..<index)
                index += byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        result.append(start..<bytes.count)
        return result
    }

    /// LSP's clamping: a line before the first is the start, past the last the end of the file; a character
    /// past the line's end is its end, one inside a character (or between UTF-16 halves) that character's start.
    func offset(line: Int, character: Int, encoding: PositionEncoding) -> Int {
        let lines = lines
        guard line >= 0 else { return 0 }
        guard line < lines.count else { return bytes.count }
        var offset = lines[line].lowerBound
        var remaining = character
        for scalar in String(decoding: bytes[lines[line]], as: UTF8.self).unicodeScalars {
            let units: Int
            switch encoding {
            case .utf8: units = UTF8.width(scalar)
            case .utf16: units = UTF16.width(scalar)
            case .unicodeScalars: units = 1
            }
            guard units <= remaining else { break }
            remaining -= units
            offset += UTF8.width(scalar)
        }
        return offset
    }

    mutating func replace(_ range: (Int, Int, Int, Int), with text: String, encoding: PositionEncoding) {
        let start = offset(line: range.0, character: range.1, encoding: encoding)
        let end = offset(line: range.2, character: range.3, encoding: encoding)
        bytes.replaceSubrange(min(start, end)..<max(start, end), with: Array(text.utf8))
    }
}

/// The values the fuzzer puts where the protocol wants an integer.
enum FuzzValues {
    static let extremeIntegers = [0, -1, 1, Int(Int32.max), Int(Int32.max) + 1, Int(Int64.max), Int.max - 1, Int.min, Int.min + 1]
    /// Not integers, or integers too large for one: each makes a request -32602 and a change ignored.
    static let nonIntegers: [JSONValue] = [.number(1e300), .number(-1e300), .number(1.5), .number(-0.5), .number(9.3e18),
                                           .number(-9.3e18), .string("1"), .null, .bool(false), .array([]), .object([:])]
    /// Pieces of text for edits: code, line breaks of each kind, Cyrillic, CJK, emoji, broken syntax.
    static let pieces = ["", "x", "\n", "\r\n", "\r", "}", "{", "\"", "/*", "*/", "// c\n", "    ", "Я", "设置", "📚", "👩‍👩‍👧",
                         "Screen {", "MyBar {}", "MyBar { title: \"t\" }", "title: \"Книги\"\n", "id: list", "push: Home",
                         "NavigationBar { title: \"x\"; height: 64 }", "StatusBar { hidden: true }", "tint: red", ": ;", "[1, ", "\u{FEFF}"]
    static let names = ["renamed", "Renamed", "MyBar", "Home", "1bad", "", "true", "list", "ид", "设置", "a b"]

    static func integer(upTo natural: Int, using random: inout SeededRandom) -> Int {
        Bool.random(using: &random) ? Int.random(in: 0...max(0, natural), using: &random)
                                    : extremeIntegers.randomElement(using: &random)!
    }
}

/// Folders for the fuzzer, removed afterwards.
final class FuzzWorkspace {
    let root: TemporaryWorkspace
    private let outside: TemporaryWorkspace

    static let screen = """
        // Home.view — uses the component MyBar.
        Screen {
            title: "Книги 📚"
            MyBar {}
            TableView {
                id: list
                Cell { title: "设置"; push: Settings }
                Cell { title: "Wi-Fi"; push: Missing; height: 44 }
            }
            Label { text: "👩‍👩‍👧 tab\there"; color: "#00000080" }
            StatusBar { hidden: true }
        }

        """
    static let settings = "Screen {\r\n    title: \"Настройки\"\r\n    MyBar { }\r\n    NavigationBar {  }\r\n}\r\n"
    static let component = "NavigationBar { title: \"x\"; height: 64 }"
    /// An activity whose image is a FIFO when the workspace has one.
    static let share = """
        Screen {
            NavigationBar {
                BarButton { system: action; presents: ActivityViewController { Activity { title: "Quote"; image: "images/quote@2x.png" } } }
            }
        }
        """

    /// A screen, a CRLF screen and a component (`MyBar.view`) it uses; with `hostile`, also a symbolic
    /// link to a folder outside the root, one to a file outside it, a read-only file and one of invalid UTF-8;
    /// with `fifo`, a FIFO named `X.view` (reading it blocks until someone writes: see `FIFOWatchdog`).
    init(hostile: Bool, fifo: Bool = false) throws {
        root = try TemporaryWorkspace(["Home.view": Self.screen, "Settings.view": Self.settings, "Components/MyBar.view": Self.component])
        outside = try TemporaryWorkspace(["Secret.view": "Screen { title: \"outside\"; MyBar {} }",
                                          "Deep/Other.view": "Label { text: \"outside\" }"])
        guard hostile else { return }
        let files = FileManager.default
        try files.createSymbolicLink(at: root.file("Linked"), withDestinationURL: outside.url)
        try files.createSymbolicLink(at: root.file("Alias.view"), withDestinationURL: outside.file("Secret.view"))
        try Data("Screen { title: \"read only\"\n    MyBar { }\n}\n".utf8).write(to: root.file("ReadOnly.view"))
        try files.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root.file("ReadOnly.view").path)
        try Data(Array("Screen { title: \"".utf8) + [0xFF, 0xFE, 0xC3, 0x28, 0xE2, 0x82] + Array("\"\r\n  MyBar {}\r}".utf8))
            .write(to: root.file("Broken.view"))
        guard fifo else { return }
        XCTAssertEqual(mkfifo(root.file("X.view").path, 0o644), 0, "mkfifo")
        try files.createDirectory(at: root.file("images"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(root.file("images/quote@2x.png").path, 0o644), 0, "mkfifo")
        try Data(Self.share.utf8).write(to: root.file("Share.view"))
    }

    /// What `didChangeWatchedFiles` names: the hostile entries, files that are not there, and URIs that are no files.
    var watched: [String] {
        ["Alias.view", "Broken.view", "ReadOnly.view", "Linked/Secret.view", "Linked/Deep/Other.view", "X.view", "Missing.view",
         "Linked", "Components"].map { root.file($0).absoluteString } + ["file:///", "untitled:X.view", "", "file:///dev/null/A.view"]
    }

    /// The files the client opens, with the text it shows for them (invalid UTF-8 decoded as U+FFFD).
    var documents: [URL] {
        ["Home.view", "Settings.view", "Components/MyBar.view", "Broken.view", "ReadOnly.view", "Alias.view", "Share.view"].map(root.file)
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: root.file("ReadOnly.view").path)
    }
}
