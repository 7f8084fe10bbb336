/// `viewls serve` end to end through the real binary: a whole session of
/// framed messages on stdin (with the extra header pygls sends and a
/// malformed body), the framed answers on stdout, the exit status.
import Foundation
import XCTest

final class ServeCommandTests: XCTestCase {
    private func frame(_ json: String, contentType: Bool = false) -> String {
        let header = contentType ? "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" : ""
        return "Content-Length: \(json.utf8.count)\r\n\(header)\r\n\(json)"
    }

    /// The JSON bodies of a framed stream.
    private func bodies(_ stream: String) throws -> [[String: Any]] {
        var result: [[String: Any]] = []
        var rest = Substring(stream)
        while let headerEnd = rest.range(of: "\r\n\r\n") {
            let header = rest[..<headerEnd.lowerBound]
            let length = try XCTUnwrap(Int(header.split(separator: " ").last ?? ""))
            let bodyStart = headerEnd.upperBound
            let bytes = Array(rest[bodyStart...].utf8.prefix(length))
            result.append(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]))
            rest = Substring(String(decoding: Array(rest[bodyStart...].utf8.dropFirst(length)), as: UTF8.self))
        }
        return result
    }

    func testASessionOverStdio() throws {
        let folder = try TemporaryFolder([:])
        let uri = URL(fileURLWithPath: folder.path("Home.view")).absoluteString
        let text = "Screen {\\n    title: \\\"Книги\\\"\\n    StatusBar { hidden: true }\\n}\\n"
        let session = [
            frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(folder.url.absoluteString)","capabilities":{}}}"#,
                  contentType: true),
            frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#),
            frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"view","version":1,"text":"\#(text)"}}}"#),
            frame("{this is not json"),
        ].joined()
        // As an editor does, `shutdown` is sent once the diagnostics are in: it does not wait for them
        // (it is answered at once, stopping the workspace's read).
        let ending = [frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#), frame(#"{"jsonrpc":"2.0","method":"exit"}"#)].joined()
        let result = try serve(session, then: ending, after: "textDocument/publishDiagnostics", in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let messages = try bodies(result.stdout)
        let initialize = try XCTUnwrap(messages.first { $0["id"] as? Int == 1 }?["result"] as? [String: Any])
        XCTAssertEqual((initialize["capabilities"] as? [String: Any])?["positionEncoding"] as? String, "utf-16")
        let published = try XCTUnwrap(messages.first { $0["method"] as? String == "textDocument/publishDiagnostics" }?["params"] as? [String: Any])
        let diagnostics = try XCTUnwrap(published["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["status-bar/hidden"])
        // Run from the checkout's .build, the server links each rule to its page in the checkout.
        XCTAssertEqual((diagnostics.first?["codeDescription"] as? [String: Any])?["href"] as? String,
                       CommandRunner.repository.appendingPathComponent("docs/rules/status-bar/hidden.md").absoluteString)
        let parseError = try XCTUnwrap(messages.first { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 })
        XCTAssertTrue(parseError["id"] is NSNull, "a parse error is answered with a null id")
        XCTAssertTrue(messages.contains { $0["id"] as? Int == 2 && $0["result"] is NSNull })
    }

    /// `viewls serve` given `first` on stdin, then `second` once stdout holds `marker` (within 60 s), then the end of input.
    private func serve(_ first: String, then second: String, after marker: String, in directory: URL) throws -> CommandResult {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["serve"]
        var variables = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { variables[name] = nil }
        process.environment = variables
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        let received = ReceivedBytes()
        let reader = Thread {
            while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty { received.append(chunk) }
            received.finish()
        }
        try process.run()
        reader.start()
        input.fileHandleForWriting.write(Data(first.utf8))
        let deadline = Date().addingTimeInterval(60)
        while !received.contains(marker), !received.isFinished, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        input.fileHandleForWriting.write(Data(second.utf8))
        try input.fileHandleForWriting.close()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !received.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        return CommandResult(status: process.terminationStatus, stdout: received.text, stderr: String(decoding: errData, as: UTF8.self))
    }

    func testEndingWithoutShutdownIsAFailure() throws {
        let session = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        let result = try CommandRunner.run(["serve"], stdin: Data(session.utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try bodies(result.stdout).count, 1)
    }
}

/// What a reading thread has received of a child's stdout.
private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var finished = false

    func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }
    func finish() { lock.withLock { finished = true } }
    var isFinished: Bool { lock.withLock { finished } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    func contains(_ marker: String) -> Bool { text.contains(marker) }
}
