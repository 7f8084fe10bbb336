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
            frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#),
            frame(#"{"jsonrpc":"2.0","method":"exit"}"#),
        ].joined()
        let result = try CommandRunner.run(["serve"], stdin: Data(session.utf8), in: folder.url)
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

    func testEndingWithoutShutdownIsAFailure() throws {
        let session = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        let result = try CommandRunner.run(["serve"], stdin: Data(session.utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try bodies(result.stdout).count, 1)
    }
}
