/// Definition, references, rename, symbols and formatting through the
/// server: capabilities announced, positions in UTF-16 and UTF-8 on lines
/// with Cyrillic, CJK and emoji, rename as `documentChanges` with a file
/// rename or as `changes`, refused names, flat and hierarchical symbols.
import Foundation
@testable import ViewServer
import ViewSyntax
import ViewTestSupport
import XCTest

final class NavigationRequestTests: XCTestCase {
    // Line 1 has Cyrillic and an emoji (2 UTF-16 units, 4 bytes) before `push: Settings`.
    private let home = "Screen {\n    Label { text: \"Книги 📚\" }  Button { title: \"设置\"; push: Settings }\n    Tab { content: Settings }\n}\n"
    private let settings = "Screen {\n    title: \"Settings\"\n    Label { id: note; text: \"Ёж 🦔\" }\n    Popover { source: note }\n}\n"

    private static let renamingClient: [String: JSONValue] = [
        "workspace": .object(["workspaceEdit": .object(["documentChanges": .bool(true), "resourceOperations": .array([.string("rename")])])]),
        "textDocument": .object(["rename": .object(["prepareSupport": .bool(true)]),
                                 "documentSymbol": .object(["hierarchicalDocumentSymbolSupport": .bool(true)])]),
    ]

    private func session(encodings: [String] = ["utf-16"], capabilities: [String: JSONValue] = renamingClient)
        throws -> (ServerHarness, TemporaryWorkspace, JSONValue?) {
        let folder = try TemporaryWorkspace(["Home.view": home, "Settings.view": settings, "About.view": "Screen { }\n"])
        let client = ServerHarness()
        let initialized = client.initialize(root: folder.url, encodings: encodings, capabilities: capabilities)
        client.open(folder.file("Home.view"), home, version: 7)
        _ = client.drain()
        return (client, folder, initialized)
    }

    private func at(_ url: URL, _ line: Int, _ character: Int, _ extra: [String: JSONValue] = [:]) -> JSONValue {
        var params: [String: JSONValue] = ["textDocument": .object(["uri": .string(url.absoluteString)]),
                                           "position": .object(["line": .integer(line), "character": .integer(character)])]
        params.merge(extra) { _, new in new }
        return .object(params)
    }

    private func document(_ url: URL) -> JSONValue { .object(["textDocument": .object(["uri": .string(url.absoluteString)])]) }

    private func start(_ range: JSONValue?) -> [Int] {
        [range?["start"]?["line"]?.intValue ?? -1, range?["start"]?["character"]?.intValue ?? -1]
    }

    func testCapabilitiesAreAnnounced() throws {
        let (_, _, result) = try session()
        let capabilities = result?["capabilities"]
        for name in ["definitionProvider", "referencesProvider", "documentSymbolProvider", "workspaceSymbolProvider",
                     "documentFormattingProvider"] {
            XCTAssertEqual(capabilities?[name]?.boolValue, true, name)
        }
        XCTAssertEqual(capabilities?["renameProvider"]?["prepareProvider"]?.boolValue, true)
        let (_, _, plain) = try session(capabilities: [:])
        XCTAssertEqual(plain?["capabilities"]?["renameProvider"]?.boolValue, true, "no prepareProvider unless the client prepares")
    }

    func testDefinitionAfterAnEmojiInBothEncodings() throws {
        // `Settings` after `push: ` on line 1: UTF-16 column 60, UTF-8 column 71.
        for (encoding, column) in [("utf-16", 60), ("utf-8", 71)] {
            let (client, folder, _) = try session(encodings: [encoding])
            let result = client.request("textDocument/definition", at(folder.file("Home.view"), 1, column + 3)).result
            let location = try XCTUnwrap(result?.arrayValue?.first, "\(encoding): \(String(describing: result))")
            XCTAssertEqual(location["uri"]?.stringValue, folder.file("Settings.view").absoluteString)
            XCTAssertEqual(start(location["range"]), [0, 0], encoding)
            XCTAssertEqual(client.request("textDocument/definition", at(folder.file("Home.view"), 1, 5)).result, .null, encoding)
        }
    }

    func testReferencesAcrossFiles() throws {
        let (client, folder, _) = try session(encodings: ["utf-8"])
        let result = client.request("textDocument/references",
                                    at(folder.file("Home.view"), 2, 21, ["context": .object(["includeDeclaration": .bool(false)])])).result
        let found = try XCTUnwrap(result?.arrayValue).map { ($0["uri"]?.stringValue ?? "", start($0["range"])) }
        XCTAssertEqual(found.map(\.0), [folder.file("Home.view").absoluteString, folder.file("Home.view").absoluteString])
        XCTAssertEqual(found.map(\.1), [[1, 71], [2, 19]])
        // An id's references, from a file that is not open, with the declaration.
        let ids = client.request("textDocument/references",
                                 at(folder.file("Settings.view"), 3, 24, ["context": .object(["includeDeclaration": .bool(true)])])).result
        XCTAssertEqual(ids?.arrayValue?.map { start($0["range"]) }, [[2, 16], [3, 22]])
    }

    func testRenamingAScreenMovesItsFileAfterTheEdits() throws {
        let (client, folder, _) = try session()
        let prepared = client.request("textDocument/prepareRename", at(folder.file("Home.view"), 2, 22)).result
        XCTAssertEqual(prepared?["placeholder"]?.stringValue, "Settings")
        XCTAssertEqual(start(prepared?["range"]), [2, 19])
        XCTAssertEqual(client.request("textDocument/prepareRename", at(folder.file("Home.view"), 2, 6)).result, .null)

        let edit = try XCTUnwrap(client.request("textDocument/rename", at(folder.file("Home.view"), 2, 22,
                                                                           ["newName": .string("Preferences")])).result)
        let changes = try XCTUnwrap(edit["documentChanges"]?.arrayValue)
        XCTAssertEqual(changes.count, 2)
        XCTAssertEqual(changes[0]["textDocument"]?["uri"]?.stringValue, folder.file("Home.view").absoluteString)
        XCTAssertEqual(changes[0]["textDocument"]?["version"]?.intValue, 7)
        XCTAssertEqual(changes[0]["edits"]?.arrayValue?.map { start($0["range"]) }, [[1, 60], [2, 19]])
        XCTAssertEqual(changes[0]["edits"]?.arrayValue?.compactMap { $0["newText"]?.stringValue }, ["Preferences", "Preferences"])
        XCTAssertEqual(changes[1]["kind"]?.stringValue, "rename")
        XCTAssertEqual(changes[1]["oldUri"]?.stringValue, folder.file("Settings.view").absoluteString)
        XCTAssertEqual(changes[1]["newUri"]?.stringValue, folder.file("Preferences.view").absoluteString)
    }

    func testRenamingAnIDInAClosedFileHasANullVersion() throws {
        let (client, folder, _) = try session()
        let edit = try XCTUnwrap(client.request("textDocument/rename", at(folder.file("Settings.view"), 2, 18,
                                                                           ["newName": .string("hint")])).result)
        let changes = try XCTUnwrap(edit["documentChanges"]?.arrayValue)
        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(changes[0]["textDocument"]?["version"], .null)
        XCTAssertEqual(changes[0]["edits"]?.arrayValue?.map { start($0["range"]) }, [[2, 16], [3, 22]])
    }

    func testAClientWithoutFileRenamesGetsChangesOrARefusal() throws {
        let (client, folder, _) = try session(capabilities: [:])
        let screen = client.request("textDocument/rename", at(folder.file("Home.view"), 2, 22, ["newName": .string("Preferences")]))
        XCTAssertEqual(screen.error?.code, -32803)
        XCTAssertEqual(screen.error?.message, "Renaming `Settings` renames `Settings.view`, and this editor cannot rename files")
        let id = client.request("textDocument/rename", at(folder.file("Settings.view"), 3, 24, ["newName": .string("hint")])).result
        XCTAssertEqual(id?["changes"]?[folder.file("Settings.view").absoluteString]?.arrayValue?.count, 2)
    }

    func testAnInvalidNewNameIsABadParameter() throws {
        let (client, folder, _) = try session()
        let response = client.request("textDocument/rename", at(folder.file("Home.view"), 2, 22, ["newName": .string("Вход")]))
        XCTAssertEqual(response.error?.code, -32602)
        XCTAssertTrue(response.error?.message.contains("cannot be a type name") ?? false, "\(String(describing: response.error))")
    }

    func testDocumentSymbolsHierarchicalOrFlat() throws {
        let (client, folder, _) = try session()
        let symbols = try XCTUnwrap(client.request("textDocument/documentSymbol", document(folder.file("Settings.view"))).result?.arrayValue)
        XCTAssertEqual(symbols.map { $0["name"]?.stringValue }, ["Screen \"Settings\""])
        let children = symbols[0]["children"]?.arrayValue ?? []
        XCTAssertEqual(children.map { $0["name"]?.stringValue }, ["Label note", "Popover"])
        XCTAssertEqual(children.map { $0["kind"]?.intValue }, [19, 19])
        XCTAssertEqual(start(children[0]["selectionRange"]), [2, 4])
        XCTAssertEqual(children[0]["range"]?["end"]?["character"]?.intValue, 37, "UTF-16: the hedgehog counts 2 (36 characters)")

        let (flatClient, flatFolder, _) = try session(capabilities: [:])
        let flat = try XCTUnwrap(flatClient.request("textDocument/documentSymbol", document(flatFolder.file("Settings.view"))).result?.arrayValue)
        XCTAssertEqual(flat.map { $0["name"]?.stringValue }, ["Screen \"Settings\"", "Label note", "Popover"])
        XCTAssertEqual(flat.map { $0["containerName"]?.stringValue }, [nil, "Screen \"Settings\"", "Screen \"Settings\""])
    }

    func testWorkspaceSymbols() throws {
        let (client, folder, _) = try session()
        let symbols = try XCTUnwrap(client.request("workspace/symbol", .object(["query": .string("set")])).result?.arrayValue)
        XCTAssertEqual(symbols.map { $0["name"]?.stringValue }, ["Settings"])
        XCTAssertEqual(symbols.first?["location"]?["uri"]?.stringValue, folder.file("Settings.view").absoluteString)
        let ids = try XCTUnwrap(client.request("workspace/symbol", .object(["query": .string("NT")])).result?.arrayValue)
        XCTAssertEqual(ids.map { $0["name"]?.stringValue }, ["note"])
        XCTAssertEqual(ids.first?["containerName"]?.stringValue, "Settings")
        XCTAssertEqual(ids.first?["kind"]?.intValue, 13)
    }

    func testFormattingIsSmallEditsInTheEncoding() throws {
        let (client, folder, _) = try session()
        let url = folder.file("Messy.view")
        let messy = "Screen {\n  title: \"Книги 📚\";Label{ text:\"设置\" }\n}"
        client.open(url, messy)
        let edits = try XCTUnwrap(client.request("textDocument/formatting", document(url)).result?.arrayValue)
        XCTAssertGreaterThan(edits.count, 1, "small edits, not one whole-file edit")
        let formatted = apply(edits, to: messy)
        XCTAssertEqual(formatted, "Screen {\n    title: \"Книги 📚\"\n    Label { text: \"设置\" }\n}\n")
        client.change(url, version: 2, [.object(["text": .string("Screen {\n  title: \"oops\n}")])])
        XCTAssertEqual(client.request("textDocument/formatting", document(url)).result, .array([]), "syntax errors: left as it is")
    }

    /// LSP edits (UTF-16 positions) applied to a text, last first.
    private func apply(_ edits: [JSONValue], to text: String) -> String {
        let index = LineIndex(text)
        let resolved = edits.map { edit -> TextEdit in
            func offset(_ position: JSONValue?) -> Int {
                index.offset(of: LinePosition(line: position?["line"]?.intValue ?? 0, column: position?["character"]?.intValue ?? 0), in: .utf16)
            }
            return TextEdit(range: offset(edit["range"]?["start"])..<offset(edit["range"]?["end"]), replacement: edit["newText"]?.stringValue ?? "")
        }
        return TextEdit.apply(resolved, to: text)
    }
}

extension NavigationRequestTests {
    func testResourceOperationsAloneMeanDocumentChanges() throws {
        // Neovim 0.7 lists resource operations without saying `documentChanges`.
        let nvim07: [String: JSONValue] = ["workspace": .object(["workspaceEdit": .object(["resourceOperations": .array([.string("rename")])])])]
        let (client, folder, _) = try session(capabilities: nvim07)
        let edit = client.request("textDocument/rename", at(folder.file("Home.view"), 2, 22, ["newName": .string("Preferences")])).result
        XCTAssertEqual(edit?["documentChanges"]?.arrayValue?.last?["kind"]?.stringValue, "rename")
    }
}
