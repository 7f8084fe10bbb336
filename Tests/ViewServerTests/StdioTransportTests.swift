/// `StdioTransport` over real pipes: messages arrive in order whatever the
/// chunking, sent messages come out framed, end of input is reported once,
/// malformed bodies reach `onFailure`, and a closed output does no harm.
import Foundation
import ViewServer
import XCTest

final class StdioTransportTests: XCTestCase {
    /// Both ends of one pipe, closed when the test ends unless closed earlier.
    private final class Pipe: @unchecked Sendable {
        private(set) var readEnd: Int32 = -1
        private(set) var writeEnd: Int32 = -1

        init() throws {
            var descriptors: [Int32] = [0, 0]
            guard pipe(&descriptors) == 0 else { throw POSIXError(.EMFILE) }
            readEnd = descriptors[0]
            writeEnd = descriptors[1]
        }

        func closeReadEnd() {
            if readEnd >= 0 { close(readEnd) }
            readEnd = -1
        }

        func closeWriteEnd() {
            if writeEnd >= 0 { close(writeEnd) }
            writeEnd = -1
        }

        func write(_ bytes: some Collection<UInt8>) {
            let bytes = Array(bytes)
            var written = 0
            while written < bytes.count {
                let result = bytes[written...].withUnsafeBytes { Foundation.write(writeEnd, $0.baseAddress, $0.count) }
                guard result > 0 else { return }
                written += result
            }
        }

        /// Reads until `count` bytes have come or the pipe ends.
        func read(count: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while bytes.count < count {
                let result = buffer.withUnsafeMutableBytes {
                    Foundation.read(readEnd, $0.baseAddress, min($0.count, count - bytes.count))
                }
                guard result > 0 else { break }
                bytes += buffer[0..<result]
            }
            return bytes
        }

        deinit {
            closeReadEnd()
            closeWriteEnd()
        }
    }

    /// Whatever the callbacks report, collected across threads.
    private final class Recorder<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value] = []

        func append(_ value: Value) { lock.withLock { storage.append(value) } }
        var values: [Value] { lock.withLock { storage } }
    }

    /// Ends a test's reader thread before its pipes close: a reader left
    /// running could read a later test's pipe that reuses the descriptor.
    private static func endReading(_ input: Pipe, closed: XCTestExpectation, in test: XCTestCase) {
        input.closeWriteEnd()
        test.wait(for: [closed], timeout: 5)
    }

    private let initialize = Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"locale":"ru"}}"#.utf8)
    private let didOpen = Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"text":"Экран 🙂"}}"#.utf8)

    func testMessagesInOddChunksArriveInOrderAndAResponseGoesOutFramed() throws {
        let input = try Pipe()
        let output = try Pipe()
        let transport = StdioTransport(input: input.readEnd, output: output.writeEnd)
        let messages = Recorder<Message>()
        let failures = Recorder<MessageCoding.DecodingFailure>()
        let bothArrived = expectation(description: "two messages")
        bothArrived.expectedFulfillmentCount = 2
        let closed = expectation(description: "closed")
        transport.start(onMessage: { messages.append($0); bothArrived.fulfill() },
                        onFailure: { failures.append($0) },
                        onClose: { closed.fulfill() })
        defer { Self.endReading(input, closed: closed, in: self) }

        let stream = MessageFramer.frame(initialize) + MessageFramer.frame(didOpen)
        var start = 0
        for size in [1, 3, 17, 5, 60, 2, 1000] where start < stream.count {
            let end = min(stream.count, start + size)
            input.write(stream[start..<end])
            start = end
        }
        wait(for: [bothArrived], timeout: 5)
        XCTAssertEqual(messages.values, [
            .request(id: .number(1), method: "initialize", params: ["locale": "ru"]),
            .notification(method: "textDocument/didOpen", params: ["text": "Экран 🙂"]),
        ])
        XCTAssertTrue(failures.values.isEmpty)

        let response = Message.response(id: .number(1), result: ["capabilities": [:]], error: nil)
        transport.send(response)
        let expected = MessageFramer.frame(MessageCoding.encode(response))
        let written = output.read(count: expected.count)
        XCTAssertEqual(written, expected)
        var framer = MessageFramer()
        guard case .body(let body)? = framer.append(written).first else { return XCTFail("no framed body") }
        XCTAssertEqual(MessageCoding.decode(body), .success(response))
    }

    func testEndOfInputClosesOnce() throws {
        let input = try Pipe()
        let output = try Pipe()
        let transport = StdioTransport(input: input.readEnd, output: output.writeEnd)
        let messages = Recorder<Message>()
        let closes = Recorder<Bool>()
        let closed = expectation(description: "closed")
        transport.start(onMessage: { messages.append($0) },
                        onFailure: { _ in },
                        onClose: { closes.append(true); closed.fulfill() })
        // A second start must not start a second reader.
        transport.start(onMessage: { _ in XCTFail("second reader") }, onFailure: { _ in }, onClose: { XCTFail("second close") })
        input.write(MessageFramer.frame(didOpen))
        input.closeWriteEnd()
        wait(for: [closed], timeout: 5)
        XCTAssertEqual(closes.values.count, 1)
        XCTAssertEqual(messages.values, [.notification(method: "textDocument/didOpen", params: ["text": "Экран 🙂"])])
    }

    func testMalformedBodiesReachOnFailureAndLaterMessagesStillArrive() throws {
        let input = try Pipe()
        let output = try Pipe()
        let transport = StdioTransport(input: input.readEnd, output: output.writeEnd)
        let messages = Recorder<Message>()
        let failures = Recorder<MessageCoding.DecodingFailure>()
        let closed = expectation(description: "closed")
        transport.start(onMessage: { messages.append($0) },
                        onFailure: { failures.append($0) },
                        onClose: { closed.fulfill() })
        input.write(MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":4,"method":"#.utf8)))
        input.write(MessageFramer.frame(Array(#"{"jsonrpc":"1.0","id":5,"method":"m"}"#.utf8)))
        input.write(Array("Content-Length: nope\r\n\r\n".utf8))
        input.write(MessageFramer.frame(initialize))
        input.closeWriteEnd()
        wait(for: [closed], timeout: 5)
        XCTAssertEqual(failures.values.map(\.error.code),
                       [-32700, -32600, -32700])
        XCTAssertEqual(failures.values.map(\.id), [nil, .number(5), nil])
        XCTAssertEqual(messages.values, [.request(id: .number(1), method: "initialize", params: ["locale": "ru"])])
    }

    func testSendingAfterTheReaderOfTheOutputClosedDoesNotCrash() throws {
        let input = try Pipe()
        let output = try Pipe()
        let transport = StdioTransport(input: input.readEnd, output: output.writeEnd)
        let messages = Recorder<Message>()
        let arrived = expectation(description: "a message after the failed sends")
        let closed = expectation(description: "closed")
        transport.start(onMessage: { messages.append($0); arrived.fulfill() }, onFailure: { _ in }, onClose: { closed.fulfill() })
        defer { Self.endReading(input, closed: closed, in: self) }
        output.closeReadEnd()
        // Without SIGPIPE ignored, the first write would end the test process.
        transport.send(.notification(method: "window/logMessage", params: ["message": "first"]))
        transport.send(.response(id: .number(1), result: .null, error: nil))
        // The transport still reads: the client's next message arrives.
        input.write(MessageFramer.frame(initialize))
        wait(for: [arrived], timeout: 5)
        XCTAssertEqual(messages.values, [.request(id: .number(1), method: "initialize", params: ["locale": "ru"])])
    }

    func testConcurrentSendsAreNeverInterleaved() throws {
        let input = try Pipe()
        let output = try Pipe()
        let transport = StdioTransport(input: input.readEnd, output: output.writeEnd)
        let senders = 8
        let perSender = 25
        let padding = String(repeating: "x", count: 3000)
        let messages = (0..<senders * perSender).map { index in
            Message.notification(method: "m", params: ["n": .integer(index), "pad": .string(padding)])
        }
        let expectedBytes = messages.reduce(0) { $0 + MessageFramer.frame(MessageCoding.encode($1)).count }
        let reader = Recorder<[UInt8]>()
        let readAll = expectation(description: "read")
        Thread {
            reader.append(output.read(count: expectedBytes))
            readAll.fulfill()
        }.start()
        DispatchQueue.concurrentPerform(iterations: senders) { sender in
            for index in 0..<perSender { transport.send(messages[sender * perSender + index]) }
        }
        wait(for: [readAll], timeout: 10)
        var framer = MessageFramer()
        let bodies = framer.append(reader.values.first ?? [])
        let received = bodies.compactMap { framed -> Message? in
            guard case .body(let body) = framed, case .success(let message) = MessageCoding.decode(body) else { return nil }
            return message
        }
        XCTAssertEqual(received.count, messages.count)
        XCTAssertEqual(Set(received.compactMap { $0.paramsNumber }), Set(0..<messages.count))
    }
}

private extension Message {
    var paramsNumber: Int? {
        if case .notification(_, let params) = self { return params?["n"]?.intValue }
        return nil
    }
}
