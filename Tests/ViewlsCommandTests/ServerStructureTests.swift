/// The language server's structure (docs/server.md, "Adding a request"):
/// requests and notifications go through one route table, never through
/// `switch`es over method names; the server keeps no "current folder" that
/// handlers save and restore; each handler file declares one route; and the
/// server's core file stays well below the length limit.
import Foundation
import XCTest

final class ServerStructureTests: XCTestCase {
    private let server = CommandRunner.repository.appendingPathComponent("Sources/ViewServer")

    private func sources() throws -> [(name: String, lines: [Substring])] {
        var result: [(String, [Substring])] = []
        let enumerator = FileManager.default.enumerator(at: server, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            result.append((url.path.replacingOccurrences(of: server.path + "/", with: ""),
                           text.split(separator: "\n", omittingEmptySubsequences: false)))
        }
        return result
    }

    /// A method name as a string literal: `"initialize"`, `"textDocument/hover"`, `"$/cancelRequest"`…
    private static let methodLiteral = #""(\$/[A-Za-z/]*|[a-z][A-Za-z]*/[A-Za-z/]+|initialize|initialized|shutdown|exit)""#

    func testNoSwitchOverMethodNames() throws {
        let switchOverMethod = try NSRegularExpression(pattern: #"\bswitch\b[^{]*\bmethod\b"#)
        let caseWithMethod = try NSRegularExpression(pattern: #"^\s*case\b.*"# + Self.methodLiteral)
        let files = try sources()
        XCTAssertGreaterThan(files.count, 30)
        for (name, lines) in files {
            for (number, line) in lines.enumerated() {
                let text = String(line)
                let range = NSRange(text.startIndex..., in: text)
                XCTAssertNil(switchOverMethod.firstMatch(in: text, range: range), "\(name):\(number + 1) switches over a method: \(text)")
                XCTAssertNil(caseWithMethod.firstMatch(in: text, range: range), "\(name):\(number + 1) matches a method name: \(text)")
            }
        }
    }

    func testTheServerKeepsNoCurrentFolder() throws {
        let stored = try NSRegularExpression(pattern: #"^\s*(private |fileprivate )?var (folder|currentFolder|folderIndex)\b"#)
        let saveAndRestore = try NSRegularExpression(pattern: #"\b(inFolder|inEachFolder|selectFolder)\("#)
        for (name, lines) in try sources() {
            for (number, line) in lines.enumerated() {
                let text = String(line)
                let range = NSRange(text.startIndex..., in: text)
                XCTAssertNil(stored.firstMatch(in: text, range: range), "\(name):\(number + 1) stores a current folder: \(text)")
                XCTAssertNil(saveAndRestore.firstMatch(in: text, range: range), "\(name):\(number + 1) switches folders: \(text)")
            }
        }
    }

    func testEachHandlerFileDeclaresOneRoute() throws {
        let route = try NSRegularExpression(pattern: #"static let \w+ = (Request|Notification)Route\("#)
        let handlers = try sources().filter { $0.name.hasPrefix("Server/Handlers/") }
        XCTAssertGreaterThanOrEqual(handlers.count, 34)
        for (name, lines) in handlers {
            let text = lines.joined(separator: "\n")
            XCTAssertEqual(route.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)), 1, name)
        }
    }

    func testTheCoreStaysSmall() throws {
        let core = try sources().first { $0.name == "Server/LanguageServer.swift" }
        XCTAssertLessThanOrEqual(core?.lines.count ?? .max, 330)
    }
}
