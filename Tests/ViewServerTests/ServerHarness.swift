/// Drives a `LanguageServer` in process: sends requests and notifications as
/// a client would, collects what it sends back, and makes temporary
/// workspaces on disk.
import Foundation
@testable import ViewServer
import XCTest

/// What the server sent and the exit statuses it asked for.
final class ServerOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [Message] = []
    private var exitCodes: [Int32] = []

    func record(_ message: Message) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    func recordExit(_ code: Int32) {
        lock.lock()
        exitCodes.append(code)
        lock.unlock()
    }

    var exits: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return exitCodes
    }

    func take() -> [Message] {
        lock.lock()
        defer { lock.unlock() }
        let result = messages
        messages = []
        return result
    }
}

final class ServerHarness {
    /// A server on an empty temporary workspace with `Home.view` open (its diagnostics drained).
    static func session(opening source: String, encodings: [String] = ["utf-16"]) throws -> (ServerHarness, URL, TemporaryWorkspace) {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, encodings: encodings)
        let home = folder.file("Home.view")
        client.open(home, source)
        _ = client.drain()
        return (client, home, folder)
    }

    let server: LanguageServer
    let output = ServerOutput()
    private var nextID = 1

    /// `docsBaseURL`: where the rule pages are when no setting says, as `viewls serve` finds a checkout's.
    /// `progressAnswer`: how the client answers `window/workDoneProgress/create`, at once, as an editor
    /// does (nil: it does not answer until the test does).
    init(docsBaseURL: String? = nil, progressAnswer: ProgressAnswer? = nil) {
        let output = output
        let answering = ServerBox()
        server = LanguageServer(send: { message in
            output.record(message)
            if let progressAnswer, case .request(let id, "window/workDoneProgress/create", _) = message {
                let error = ResponseError(code: ResponseError.internalError, message: "refused")
                answering.server?.receive(.response(id: id, result: progressAnswer == .accept ? .null : nil,
                                                    error: progressAnswer == .accept ? nil : error))
            }
        }, exit: { output.recordExit($0) }, docsBaseURL: docsBaseURL)
        answering.server = server
        // Other documents an edit affects are published this long after it (200 ms in use); tests
        // that look at that delay set it back.
        server.dependentsDelay = .milliseconds(5)
    }

    enum ProgressAnswer { case accept, refuse }

    /// The server, for a send closure made before it.
    private final class ServerBox: @unchecked Sendable {
        weak var server: LanguageServer?
    }

    var exits: [Int32] { output.exits }

    /// Everything sent since the last call.
    func drain() -> [Message] {
        server.waitUntilIdle()
        return output.take()
    }

    /// Sends a request and returns its response (result or error).
    @discardableResult
    func request(_ method: String, _ params: JSONValue? = nil) -> (result: JSONValue?, error: ResponseError?) {
        let id = RequestID.number(nextID)
        nextID += 1
        server.receive(.request(id: id, method: method, params: params))
        for message in drain() {
            if case .response(let responseID, let result, let error) = message, responseID == id { return (result, error) }
        }
        XCTFail("no response to \(method)")
        return (nil, nil)
    }

    func notify(_ method: String, _ params: JSONValue? = nil) {
        server.receive(.notification(method: method, params: params))
        server.waitUntilIdle()
    }

    /// The diagnostics published for a URI in `messages`, last first.
    static func published(_ messages: [Message], uri: String) -> [JSONValue] {
        messages.compactMap { message -> JSONValue? in
            guard case .notification("textDocument/publishDiagnostics", let params?) = message, params["uri"]?.stringValue == uri
            else { return nil }
            return params
        }.reversed()
    }

    /// `initialize` and `initialized`; `capabilities` are merged over the position encodings.
    func initialize(root: URL?, encodings: [String] = ["utf-16"], capabilities: [String: JSONValue] = [:],
                    options: JSONValue? = nil, locale: String? = nil) -> JSONValue? {
        var offered: [String: JSONValue] = ["general": .object(["positionEncodings": .array(encodings.map(JSONValue.string))])]
        offered.merge(capabilities) { _, new in new }
        var params: [String: JSONValue] = ["capabilities": .object(offered)]
        if let root { params["rootUri"] = .string(root.absoluteString) }
        if let options { params["initializationOptions"] = options }
        if let locale { params["locale"] = .string(locale) }
        let response = request("initialize", .object(params))
        notify("initialized", .object([:]))
        return response.result
    }

    /// The requests the server sent to the client in `messages`.
    static func serverRequests(_ messages: [Message]) -> [(id: RequestID, method: String, params: JSONValue?)] {
        messages.compactMap { message in
            guard case .request(let id, let method, let params) = message else { return nil }
            return (id, method, params)
        }
    }

    /// Answers one of the server's requests, as a client would.
    func answer(_ id: RequestID, _ result: JSONValue) {
        server.receive(.response(id: id, result: result, error: nil))
        server.waitUntilIdle()
    }

    func open(_ url: URL, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(url.absoluteString), "languageId": .string("view"), "version": .integer(version), "text": .string(text),
        ])]))
    }

    func change(_ url: URL, version: Int, _ changes: [JSONValue]) {
        notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(url.absoluteString), "version": .integer(version)]),
            "contentChanges": .array(changes),
        ]))
    }

    static func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> JSONValue {
        .object(["start": .object(["line": .integer(startLine), "character": .integer(startCharacter)]),
                 "end": .object(["line": .integer(endLine), "character": .integer(endCharacter)])])
    }
}

/// A folder of files under the temporary directory, removed afterwards.
final class TemporaryWorkspace {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-server-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(at: url) }
}
