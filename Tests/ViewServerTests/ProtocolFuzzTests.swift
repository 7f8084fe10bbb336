/// A seeded, bounded fuzzer of the protocol: every request that takes a
/// position or a range (and the others beside them) with extreme values —
/// 0, -1, `Int32.max`, `Int64.max`, `Int.min`, and numbers that are not
/// integers, strings, null — on every line of each open document, between
/// random `didChange` edits (with extreme ranges too), over workspaces with
/// component files, CRLF files and hostile file-system entries. The server
/// must never die, must answer each request with a result or the right error,
/// and its diagnostics must keep matching a fresh check of the client's text.
import Foundation
import ViewSamples
import enum ViewRules.Checker
import class ViewModel.SourceFile
import ViewSyntax
@testable import ViewServer
import XCTest

final class ProtocolFuzzTests: XCTestCase {
    /// What a request must be answered with.
    enum Expected: Equatable {
        case result
        /// A result, or -32602 / -32803 (a rename refused or needing a file rename).
        case resultOrRefusal
        case invalidParams
        case methodNotFound
    }

    enum Shape { case position, range, positions, document, query }

    /// Every request the server advertises, and some it does not (answered -32601 whatever their params).
    static let requests: [(method: String, shape: Shape, advertised: Bool)] = [
        ("textDocument/hover", .position, true), ("textDocument/completion", .position, true),
        ("textDocument/definition", .position, true), ("textDocument/references", .position, true),
        ("textDocument/prepareRename", .position, true), ("textDocument/rename", .position, true),
        ("textDocument/codeAction", .range, true), ("textDocument/colorPresentation", .range, true),
        ("textDocument/selectionRange", .positions, true), ("textDocument/formatting", .document, true),
        ("textDocument/foldingRange", .document, true), ("textDocument/documentSymbol", .document, true),
        ("textDocument/semanticTokens/full", .document, true), ("textDocument/documentColor", .document, true),
        ("textDocument/diagnostic", .document, true), ("workspace/symbol", .query, true),
        ("textDocument/rangeFormatting", .range, false), ("textDocument/semanticTokens/range", .range, false),
        ("textDocument/inlayHint", .range, false), ("textDocument/signatureHelp", .position, false),
        ("textDocument/documentHighlight", .position, false), ("textDocument/onTypeFormatting", .position, false),
    ]

    /// One fuzzing session: a client, the documents it has open, and the diagnostics last published.
    final class Session {
        let client = ServerHarness()
        let encoding: PositionEncoding
        var documents: [ClientDocument] = []
        var published: [String: JSONValue] = [:]
        var random: SeededRandom
        var requestsSent = 0
        var changesApplied = 0

        init(_ workspace: FuzzWorkspace, encoding: PositionEncoding, seed: UInt64) throws {
            self.encoding = encoding
            random = SeededRandom(seed: seed)
            // LSP 3.17's PositionEncodingKind spellings.
            let spelling: [PositionEncoding: String] = [.utf8: "utf-8", .utf16: "utf-16", .unicodeScalars: "utf-32"]
            let result = client.initialize(root: workspace.root.url, encodings: [spelling[encoding]!])
            XCTAssertEqual(result?["capabilities"]?["positionEncoding"]?.stringValue, spelling[encoding])
            for url in workspace.documents {
                let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
                client.open(url, text)
                documents.append(ClientDocument(url: url, bytes: Array(text.utf8), version: 1))
            }
            collect()
        }

        /// Notes the diagnostics published since the last call.
        func collect() {
            for message in client.drain() {
                if case .notification("textDocument/publishDiagnostics", let params?) = message, let uri = params["uri"]?.stringValue {
                    published[uri] = params
                }
            }
        }
    }

    // MARK: Requests

    /// A position of `document`, its line and character each natural or extreme; with `broken`, one of
    /// them is not an integer.
    static func position(in document: ClientDocument, broken: Bool, _ random: inout SeededRandom) -> JSONValue {
        let lines = document.lines
        let line = FuzzValues.integer(upTo: lines.count, using: &random)
        let length = lines[min(max(line, 0), lines.count - 1)].count
        var members: [String: JSONValue] = ["line": .integer(line), "character": .integer(FuzzValues.integer(upTo: length + 1, using: &random))]
        if broken { members[Bool.random(using: &random) ? "line" : "character"] = FuzzValues.nonIntegers.randomElement(using: &random)! }
        return .object(members)
    }

    /// The params of `method` at `start` (and `end` for a range), and the answer it must get.
    static func request(_ method: String, shape: Shape, advertised: Bool, document: ClientDocument, start: JSONValue, end: JSONValue,
                        broken: Bool, _ random: inout SeededRandom) -> (params: JSONValue, expected: Expected) {
        var params: [String: JSONValue] = ["textDocument": .object(["uri": .string(document.uri)])]
        let range: JSONValue = .object(["start": start, "end": end])
        switch shape {
        case .position: params["position"] = start
        case .range: params["range"] = range
        case .positions: params["positions"] = .array([start, end, start])
        case .document, .query: break
        }
        let extreme = { (random: inout SeededRandom) -> JSONValue in
            Bool.random(using: &random) ? .integer(FuzzValues.extremeIntegers.randomElement(using: &random)!)
                                        : FuzzValues.nonIntegers.randomElement(using: &random)!
        }
        switch method {
        case "textDocument/references": params["context"] = .object(["includeDeclaration": .bool(Bool.random(using: &random))])
        case "textDocument/rename": params["newName"] = .string(FuzzValues.names.randomElement(using: &random)!)
        case "textDocument/codeAction":
            params["context"] = .object(["diagnostics": [], "only": Bool.random(using: &random) ? .null : ["quickfix", "source.fixAll"]])
        case "textDocument/colorPresentation":
            let component = { (random: inout SeededRandom) -> JSONValue in
                .number([0, 1, 0.5, -1, 1e300, -1e300].randomElement(using: &random)!)
            }
            params["color"] = .object(["red": component(&random), "green": component(&random), "blue": component(&random),
                                       "alpha": component(&random)])
        case "textDocument/formatting", "textDocument/rangeFormatting":
            // FormattingOptions are ignored (the layout is fixed), whatever they hold.
            params["options"] = .object(["tabSize": extreme(&random), "insertSpaces": .bool(true), "trimFinalNewlines": extreme(&random)])
        case "textDocument/documentSymbol", "textDocument/foldingRange":
            params["rangeLimit"] = extreme(&random)
        case "workspace/symbol":
            let queries = ["", "my", "MYBAR", "l", "设", String(repeating: "Ё", count: 5_000), "\u{0}"]
            params = ["query": .string(queries.randomElement(using: &random)!)]
        default: break
        }
        if !advertised { return (.object(params), .methodNotFound) }
        if broken && [.position, .range, .positions].contains(shape) { return (.object(params), .invalidParams) }
        return (.object(params), method == "textDocument/rename" ? .resultOrRefusal : .result)
    }

    /// Sends a request and checks its answer: the right kind, and any position in a result neither
    /// negative nor past the longest file.
    static func send(_ method: String, _ params: JSONValue, expecting expected: Expected, in session: Session,
                     file: StaticString = #filePath, line: UInt = #line) {
        session.requestsSent += 1
        let answer = session.client.request(method, params)
        let context = "\(method) \(String(decoding: JSONValueWriter.bytes(of: params), as: UTF8.self).prefix(400))"
        switch expected {
        case .result:
            XCTAssertNil(answer.error, context, file: file, line: line)
            XCTAssertNotNil(answer.result, context, file: file, line: line)
        case .resultOrRefusal:
            XCTAssert(answer.result != nil || [-32602, -32803].contains(answer.error?.code),
                      "\(context): \(String(describing: answer.error))", file: file, line: line)
        case .invalidParams:
            XCTAssertEqual(answer.error?.code, -32602, context, file: file, line: line)
        case .methodNotFound:
            XCTAssertEqual(answer.error?.code, -32601, context, file: file, line: line)
        }
        if let result = answer.result {
            let limit = session.documents.map { $0.lines.count }.max()! + 40
            checkPositions(result, below: limit, context: context, file: file, line: line)
        }
    }

    /// Every `{line, character}` in `value` is non-negative and not absurdly large.
    static func checkPositions(_ value: JSONValue, below limit: Int, context: String, file: StaticString, line: UInt) {
        switch value.resolved {
        case .object(let members):
            if let row = members["line"]?.intValue, let column = members["character"]?.intValue {
                XCTAssert((0..<limit).contains(row) && (0..<100_000).contains(column), "\(row):\(column) in \(context)", file: file, line: line)
            }
            for member in members.values { checkPositions(member, below: limit, context: context, file: file, line: line) }
        case .array(let elements):
            for element in elements { checkPositions(element, below: limit, context: context, file: file, line: line) }
        default: break
        }
    }

    /// Every request on every line of `document`: characters 0, -1, the line's end, `Int32.max`, `Int.max`,
    /// `Int.min`, and one that is not an integer; and lines before the first and past the last.
    static func sweep(_ document: ClientDocument, in session: Session) {
        let lines = document.lines
        let rows = Array(0...lines.count) + [-1, Int.min, Int(Int32.max), Int.max]
        for row in rows {
            let length = row >= 0 && row < lines.count ? lines[row].count : 0
            var characters: [JSONValue] = [0, -1, .integer(length), .integer(Int(Int32.max)), .integer(Int.max), .integer(Int.min)]
            characters.append(FuzzValues.nonIntegers[(row & 0xFF) % FuzzValues.nonIntegers.count])
            for (number, character) in characters.enumerated() {
                let broken = number == characters.count - 1
                let start: JSONValue = .object(["line": .integer(row), "character": character])
                let end: JSONValue = .object(["line": .integer(row < 0 ? Int.max : lines.count - row), "character": .integer(Int.max)])
                for (method, shape, advertised) in requests where shape != .document && shape != .query {
                    let (params, expected) = request(method, shape: shape, advertised: advertised, document: document, start: start,
                                                     end: end, broken: broken, &session.random)
                    send(method, params, expecting: expected, in: session)
                }
            }
        }
    }

    // MARK: Changes

    /// A random `didChange` of a random document: ranges natural or extreme, sometimes the whole text,
    /// sometimes several changes at once, sometimes a range that is not integers (the change is refused).
    static func change(in session: Session) {
        let which = Int.random(in: 0..<session.documents.count, using: &session.random)
        var document = session.documents[which]
        var copy = document
        var changes: [JSONValue] = []
        var broken = false
        for _ in 0..<Int.random(in: 1...3, using: &session.random) {
            let text = (0..<Int.random(in: 0...3, using: &session.random))
                .map { _ in FuzzValues.pieces.randomElement(using: &session.random)! }.joined()
            if Int.random(in: 0..<25, using: &session.random) == 0 {
                let whole = [FuzzWorkspace.screen, FuzzWorkspace.component, text].randomElement(using: &session.random)!
                changes.append(.object(["text": .string(whole)]))
                copy.bytes = Array(whole.utf8)
                continue
            }
            let lines = copy.lines.count
            let numbers = (0..<4).map { index in FuzzValues.integer(upTo: index % 2 == 0 ? lines : 30, using: &session.random) }
            var range = ServerHarness.range(numbers[0], numbers[1], numbers[2], numbers[3])
            if Int.random(in: 0..<12, using: &session.random) == 0 {
                broken = true
                range = .object(["start": .object(["line": .integer(numbers[0]),
                                                   "character": FuzzValues.nonIntegers.randomElement(using: &session.random)!]),
                                 "end": .object(["line": .integer(numbers[2]), "character": .integer(numbers[3])])])
            }
            changes.append(.object(["range": range, "text": .string(text),
                                    "rangeLength": .integer(FuzzValues.extremeIntegers.randomElement(using: &session.random)!)]))
            copy.replace((numbers[0], numbers[1], numbers[2], numbers[3]), with: text, encoding: session.encoding)
        }
        let version = Int.random(in: 0..<20, using: &session.random) == 0
            ? FuzzValues.extremeIntegers.randomElement(using: &session.random)! : document.version &+ 1
        session.client.change(document.url, version: version, changes)
        if !broken {
            document.bytes = copy.bytes
            document.version = version
            session.documents[which] = document
            session.changesApplied += 1
        }
        session.collect()
    }

    /// Closes a document and opens it again with the client's text; closing reads the file from disk.
    static func reopen(in session: Session) {
        let which = Int.random(in: 0..<session.documents.count, using: &session.random)
        let document = session.documents[which]
        session.client.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(document.uri)])]))
        session.collect()
        XCTAssertEqual(session.published[document.uri]?["diagnostics"], [], "a closed document's diagnostics are cleared")
        session.client.open(document.url, document.text, version: document.version)
        session.collect()
    }

    /// The server holds the client's text for every open document, and the diagnostics last published for
    /// each are those of a fresh check of that text (parsed from scratch, not reparsed edit by edit).
    static func verify(_ session: Session, after step: String, file: StaticString = #filePath, line: UInt = #line) {
        let server = session.client.server
        let (workspace, held, catalogs) = server.queue.sync {
            (server.folders[0], session.documents.map { server.documents.document(at: $0.url.path)?.file.bytes },
             session.documents.map { server.catalog(for: $0.url.path, in: server.folders[0]) })
        }
        var fresh = workspace
        for document in session.documents { fresh.setFile(SourceFile(path: document.url.path, text: document.text)) }
        for (number, document) in session.documents.enumerated() {
            XCTAssertEqual(held[number], document.bytes, "\(document.url.lastPathComponent) after \(step)", file: file, line: line)
            guard let check = Checker.check(document.url.path, in: fresh, catalog: catalogs[number]),
                  let source = fresh.files[document.url.path] else { return XCTFail("no check of \(document.url.path)", file: file, line: line) }
            let uri = { (path: String) in session.documents.first { $0.url.path == path }?.uri ?? FileURI.uri(path) }
            let expected = check.diagnostics.map { LSPDiagnostic($0, in: source, encoding: session.encoding, workspace: fresh, uri: uri) }
            let publication = session.published[document.uri]
            XCTAssertEqual(publication?["diagnostics"], try? JSONValue(encoding: expected),
                           "\(document.url.lastPathComponent) after \(step): \(document.text.debugDescription)", file: file, line: line)
            XCTAssertEqual(publication?["version"]?.intValue, document.version, "\(document.url.lastPathComponent) after \(step)",
                           file: file, line: line)
        }
    }

    // MARK: The runs

    /// Sweeps every document, then `steps` random requests, changes and reopenings, verifying after each
    /// change, sweeping an edited document again now and then.
    static func fuzz(_ workspace: FuzzWorkspace, encoding: PositionEncoding, seed: UInt64, steps: Int) throws {
        let session = try Session(workspace, encoding: encoding, seed: seed)
        Self.verify(session, after: "opening")
        for document in session.documents { Self.sweep(document, in: session) }
        for step in 0..<steps {
            let roll = Int.random(in: 0..<100, using: &session.random)
            if roll < 40 {
                Self.change(in: session)
                Self.verify(session, after: "step \(step) (seed \(seed))")
            } else if roll < 42 {
                Self.reopen(in: session)
                Self.verify(session, after: "reopening at step \(step) (seed \(seed))")
            } else if roll < 44 {
                let events = (0..<Int.random(in: 1...3, using: &session.random)).map { _ -> JSONValue in
                    .object(["uri": .string(workspace.watched.randomElement(using: &session.random)!),
                             "type": .integer([1, 2, 3, 0, Int.max, Int.min].randomElement(using: &session.random)!)])
                }
                session.client.notify("workspace/didChangeWatchedFiles", .object(["changes": .array(events)]))
                session.collect()
                Self.verify(session, after: "files changed at step \(step) (seed \(seed))")
            } else {
                let document = session.documents.randomElement(using: &session.random)!
                let (method, shape, advertised) = Self.requests.randomElement(using: &session.random)!
                let broken = Int.random(in: 0..<8, using: &session.random) == 0
                let start = Self.position(in: document, broken: broken, &session.random)
                let end = Self.position(in: document, broken: false, &session.random)
                let (params, expected) = Self.request(method, shape: shape, advertised: advertised, document: document, start: start,
                                                      end: end, broken: broken, &session.random)
                Self.send(method, params, expecting: expected, in: session)
            }
            if step % 150 == 149 { Self.sweep(session.documents.randomElement(using: &session.random)!, in: session) }
        }
        XCTAssertEqual(session.client.exits, [], "the server asked to exit")
        XCTAssertGreaterThan(session.changesApplied, steps / 4)
        XCTAssertGreaterThan(session.requestsSent, steps)
    }

    /// The seed and step count, which `FUZZ_SEED` and `FUZZ_STEPS` override to fuzz longer by hand.
    static func settings(seed: UInt64) -> (seed: UInt64, steps: Int) {
        let environment = ProcessInfo.processInfo.environment
        return (environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? seed, environment["FUZZ_STEPS"].flatMap { Int($0) } ?? 900)
    }

    func testComponentFilesInUTF16() throws {
        let (seed, steps) = Self.settings(seed: 0x18_F022)
        try Self.fuzz(try FuzzWorkspace(hostile: false), encoding: .utf16, seed: seed, steps: steps)
    }

    func testHostileFileSystemInUTF8() throws {
        let (seed, steps) = Self.settings(seed: 0x18_BAD)
        try Self.fuzz(try FuzzWorkspace(hostile: true), encoding: .utf8, seed: seed, steps: steps)
    }
}
