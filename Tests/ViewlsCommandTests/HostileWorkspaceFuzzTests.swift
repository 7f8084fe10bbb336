/// The edit fuzzer on a hostile file system, through the real binary: a
/// workspace with a component file, CRLF and invalid UTF-8 files, a
/// read-only file, links to a file and a folder outside the root, a FIFO
/// `.view` and a FIFO image, and components that expanded unbounded would
/// take a check down: fifteen that each use the next twice (2^15 elements,
/// past the expansion bound) and a chain of 36, each using the next (past the
/// depth bound). Each of a fixed number of seeded rounds edits one
/// file at random and runs `check`, `fix --unsafe` and `format`; every run must
/// end in time with status 0, 1 or 2, nothing outside the root may change,
/// the read-only file keeps its bytes and mode, and links and FIFOs stay what
/// they were.
import Foundation
import ViewSamples
import ViewTestSupport
import XCTest

final class HostileWorkspaceFuzzTests: XCTestCase {
    static let rounds = 24

    struct Snapshot: Equatable {
        let bytes: [UInt8]
        let mode: mode_t
    }

    static func snapshot(_ path: String) -> Snapshot? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let bytes = (status.st_mode & S_IFMT) == S_IFREG ? (FileManager.default.contents(atPath: path).map(Array.init) ?? []) : []
        return Snapshot(bytes: bytes, mode: status.st_mode)
    }

    func testRandomEditsOnAHostileFileSystem() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("root"), outside = base.appendingPathComponent("outside")
        for folder in [root, outside, outside.appendingPathComponent("dir"), root.appendingPathComponent("images")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        func write(_ url: URL, _ bytes: [UInt8]) throws { try Data(bytes).write(to: url) }
        let secret = "Screen {\n    StatusBar { hidden: true }\n    NavigationBar { title: \"Out\"; height: 64 }\n}\n"
        try write(outside.appendingPathComponent("Secret.view"), Array(secret.utf8))
        try write(outside.appendingPathComponent("dir/Other.view"), Array(secret.utf8))
        var files: [String: [UInt8]] = [
            "Home.view": Array("Screen {\n    MyBar {}\n    StatusBar { hidden: true }\n    Toolbar { Activity { title: \"Print\"; image: \"images/pipe@2x.png\" } }\n}\n".utf8),
            "MyBar.view": Array("NavigationBar {\n    // The bar's title.\n    title: \"Notes\"\n    height: 64\n}\n".utf8),
            "Crlf.view": Array("Screen {\r\n    StatusBar {\r\n        hidden: true\r\n    }\r\n    MyBar { title: \"Мои заметки 笔记\" }\r\n}\r\n".utf8),
            "Invalid.view": Array("Screen {\n    // caf".utf8) + [0xFF, 0xE4] + Array("\n    StatusBar { hidden: true }\n}\n".utf8),
        ]
        // The hostile components: a screen using both, and the heads of both chains, are edited like the rest.
        files["Deep.view"] = Array("Screen {\n    E0 {}\n    L0 {}\n    NavigationBar { height: 60 }\n}\n".utf8)
        for level in 0..<15 {
            // `CustomView`s: the scroll-view rules' cost on 20,000 nested scroll views is `ComponentExpansionBoundsTests`' to
            // measure; here the runs must stay quick under a debug build, round after round.
            let text = level < 14 ? "CustomView {\n    E\(level + 1) {}\n    E\(level + 1) {}\n}\n" : "ScrollView {}\n"
            if level == 0 { files["E0.view"] = Array(text.utf8) } else { try write(root.appendingPathComponent("E\(level).view"), Array(text.utf8)) }
        }
        for index in 0..<36 {
            let text = index < 35 ? "CustomView { L\(index + 1) {} }\n" : "CustomView {}\n"
            if index == 0 { files["L0.view"] = Array(text.utf8) } else { try write(root.appendingPathComponent("L\(index).view"), Array(text.utf8)) }
        }
        for (name, bytes) in files { try write(root.appendingPathComponent(name), bytes) }
        let readOnly = root.appendingPathComponent("ReadOnly.view").path
        try write(URL(fileURLWithPath: readOnly), Array("Screen {\n    StatusBar { hidden: true }\n}\n".utf8))
        chmod(readOnly, 0o444)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Link.view").path,
                                                   withDestinationPath: "../outside/Secret.view")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("LinkDir").path, withDestinationPath: "../outside/dir")
        XCTAssertEqual(mkfifo(root.appendingPathComponent("Pipe.view").path, 0o644), 0)
        XCTAssertEqual(mkfifo(root.appendingPathComponent("images/pipe@2x.png").path, 0o644), 0)

        let guarded = [outside.appendingPathComponent("Secret.view").path, outside.appendingPathComponent("dir/Other.view").path,
                       readOnly, root.appendingPathComponent("Link.view").path, root.appendingPathComponent("LinkDir").path,
                       root.appendingPathComponent("Pipe.view").path, root.appendingPathComponent("images/pipe@2x.png").path]
        let before = guarded.map(Self.snapshot)
        var random = SeededRandom(seed: 20261125)
        let alphabet = Array("{}[]:;,. \n\r\"/*abcXYZ0123-Tab Cell hidden: true height: 64 Screen MyBar {} 音乐Ж".utf8)
        var runs = 0
        for round in 0..<Self.rounds {
            // One file, as the last run left it, edited at random.
            let names = files.keys.sorted()
            let name = names[random.next(below: names.count)]
            var bytes = Self.snapshot(root.appendingPathComponent(name).path)?.bytes ?? files[name]!
            random.mutate(&bytes, edits: 3, longestDeletion: 10, alphabet: alphabet)
            files[name] = bytes
            try write(root.appendingPathComponent(name), bytes)
            for arguments in [["check", "."], ["fix", "--unsafe", "."], ["format", "."], ["check", "--format", "sarif", "Home.view"]] {
                // A guard against a hang, not a speed test: `fix --unsafe` checks the 2^14 expanded scroll views
                // several times, about 6 s of a debug build's CPU (10 s before the scroll-view rules walked each
                // scope once and `fix` kept the component models between its checks), 12-15 s of wall time on two
                // cores under a load of 10. The speed of such expansions is `ComponentExpansionBoundsTests`' and the benchmarks'.
                guard let result = try CommandRunner.run(arguments, in: root, timeout: 20) else { return }
                runs += 1
                XCTAssert((0...2).contains(result.status),
                          "round \(round), \(name) edited: viewls \(arguments.joined(separator: " ")) ended with \(result.status)\n\(result.stderr)")
                XCTAssertFalse(result.stdout.contains("outside/"), "round \(round): output names a file outside the root")
                let changed = zip(guarded, zip(guarded.map(Self.snapshot), before)).filter { $1.0 != $1.1 }.map(\.0)
                XCTAssertEqual(changed, [], "round \(round), \(name) edited: viewls \(arguments.joined(separator: " ")) changed them")
            }
        }
        XCTAssertEqual(runs, Self.rounds * 4)
    }
}
