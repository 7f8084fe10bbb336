/// The server's lifecycle and error codes: not initialized, initialize once,
/// unknown methods, bad params, shutdown and exit statuses, cancellation,
/// malformed bodies.
import Foundation
@testable import ViewServer
import XCTest

final class LifecycleTests: XCTestCase {
    func testRequestsBeforeInitializeAreRefusedAndNotificationsIgnored() {
        let client = ServerHarness()
        XCTAssertEqual(client.request("textDocument/hover", .object([:])).error?.code, -32002)
        client.notify("textDocument/didOpen", .object([:]))
        XCTAssertTrue(client.drain().isEmpty)
    }

    func testInitializeNegotiatesThePositionEncoding() {
        let utf16 = ServerHarness().initialize(root: nil)
        XCTAssertEqual(utf16?["capabilities"]?["positionEncoding"]?.stringValue, "utf-16")
        XCTAssertEqual(utf16?["serverInfo"]?["name"]?.stringValue, "viewls")
        let utf8 = ServerHarness().initialize(root: nil, encodings: ["utf-16", "utf-8"])
        XCTAssertEqual(utf8?["capabilities"]?["positionEncoding"]?.stringValue, "utf-8")
        XCTAssertEqual(utf8?["capabilities"]?["textDocumentSync"]?["change"]?.intValue, 2)
    }

    func testErrorCodes() {
        let client = ServerHarness()
        _ = client.initialize(root: nil)
        XCTAssertEqual(client.request("initialize", .object([:])).error?.code, -32600)
        XCTAssertEqual(client.request("textDocument/unknown", .object([:])).error?.code, -32601)
        XCTAssertEqual(client.request("textDocument/hover", .object(["textDocument": .integer(3)])).error?.code,
                       -32602)
        client.notify("workspace/somethingNew", .object([:]))
        XCTAssertTrue(client.drain().isEmpty, "unknown notifications are ignored")
    }

    func testShutdownThenExitIsSuccess() {
        let client = ServerHarness()
        _ = client.initialize(root: nil)
        XCTAssertEqual(client.request("shutdown").result, .null)
        XCTAssertEqual(client.request("textDocument/hover", .object([:])).error?.code, -32600)
        client.notify("exit")
        XCTAssertEqual(client.exits, [0])
    }

    func testExitWithoutShutdownOrLosingInputIsFailure() {
        let client = ServerHarness()
        _ = client.initialize(root: nil)
        client.notify("exit")
        XCTAssertEqual(client.exits, [1])
        let other = ServerHarness()
        other.server.inputClosed()
        other.server.waitUntilIdle()
        XCTAssertEqual(other.exits, [1])
    }

    func testACancelledRequestIsAnsweredWithRequestCancelled() {
        let client = ServerHarness()
        _ = client.initialize(root: nil)
        client.server.suspendHandling()
        client.server.receive(.request(id: .string("slow"), method: "shutdown", params: nil))
        client.server.receive(.notification(method: "$/cancelRequest", params: .object(["id": .string("slow")])))
        client.server.resumeHandling()
        let responses = client.drain()
        XCTAssertEqual(responses, [.response(id: .string("slow"), result: nil,
                                             error: ResponseError(code: -32800, message: "the request was cancelled"))])
        XCTAssertEqual(client.request("shutdown").result, .null, "the cancelled shutdown did not happen")
    }

    func testAMalformedBodyIsAnsweredAndTheServerCarriesOn() {
        let client = ServerHarness()
        guard case .failure(let failure) = MessageCoding.decode(Array("{not json".utf8)) else { return XCTFail("decoded") }
        client.server.receive(failure)
        guard case .response(nil, nil, let error?)? = client.drain().first else { return XCTFail("no error response") }
        XCTAssertEqual(error.code, -32700)
        XCTAssertNotNil(client.initialize(root: nil))
    }

    func testALateCancellationIsForgottenSoTheIDCanBeUsedAgain() {
        let client = ServerHarness()
        _ = client.initialize(root: nil)
        client.server.receive(.request(id: .number(5), method: "workspace/diagnostic", params: .object([:])))
        _ = client.drain()
        client.server.receive(.notification(method: "$/cancelRequest", params: .object(["id": 5])))
        client.server.receive(.request(id: .number(5), method: "workspace/diagnostic", params: .object([:])))
        guard case .response(.number(5), let result, nil)? = client.drain().first else { return XCTFail("not answered") }
        XCTAssertEqual(result?["items"], .array([]))
    }
}
