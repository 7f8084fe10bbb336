/// `MessageFramer`: bodies cut out of byte streams chunked in every way,
/// extra and oddly cased headers, byte-counted lengths, and resynchronising
/// after bad header blocks.
import ViewSamples
import ViewServer
import XCTest

final class MessageFramerTests: XCTestCase {
    private let request = Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8)
    private let notification = Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)

    func testFrameWritesContentLengthInBytes() {
        XCTAssertEqual(MessageFramer.frame(Array("héllo".utf8)),
                       Array("Content-Length: 6\r\n\r\nhéllo".utf8))
    }

    func testAMessageSplitAtEveryByteBoundaryGivesTheSameBody() {
        let stream = MessageFramer.frame(request)
        for split in 0...stream.count {
            var framer = MessageFramer()
            let first = framer.append(stream[..<split])
            let second = framer.append(stream[split...])
            XCTAssertEqual(first + second, [.body(request)], "split at \(split)")
        }
    }

    func testAMessageFedOneByteAtATime() {
        var framer = MessageFramer()
        var results: [FramedBody] = []
        for byte in MessageFramer.frame(request) { results += framer.append([byte]) }
        XCTAssertEqual(results, [.body(request)])
    }

    func testSeveralMessagesInOneChunk() {
        var framer = MessageFramer()
        let stream = MessageFramer.frame(request) + MessageFramer.frame(notification) + MessageFramer.frame(request)
        XCTAssertEqual(framer.append(stream), [.body(request), .body(notification), .body(request)])
        XCTAssertEqual(framer.append([]), [])
    }

    func testAChunkEndingInsideTheNextMessagesHeader() {
        var framer = MessageFramer()
        let stream = MessageFramer.frame(request) + MessageFramer.frame(notification)
        let cut = MessageFramer.frame(request).count + 7
        XCTAssertEqual(framer.append(stream[..<cut]), [.body(request)])
        XCTAssertEqual(framer.append(stream[cut...]), [.body(notification)])
    }

    func testHeaderVariantsAreAccepted() {
        let count = request.count
        let headers = [
            "Content-Length: \(count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n",
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: \(count)\r\n\r\n",
            "content-length: \(count)\r\n\r\n",
            "CONTENT-LENGTH:\(count)\r\n\r\n",
            "Content-Length:   \(count)  \r\n\r\n",
            "Content-Length : \(count)\r\n\r\n",
            "\r\nContent-Length: \(count)\r\n\r\n",
        ]
        for header in headers {
            var framer = MessageFramer()
            let results = framer.append(Array(header.utf8) + request + MessageFramer.frame(notification))
            XCTAssertEqual(results, [.body(request), .body(notification)], header.debugDescription)
        }
    }

    func testContentLengthCountsUTF8Bytes() {
        let texts = ["Привет, мир", "你好，世界", "emoji 🙂🚀 and 𝄞", "mixed: ё 中 🙂"]
        for text in texts {
            let body = Array(#"{"jsonrpc":"2.0","method":"m","params":{"text":"\#(text)"}}"#.utf8)
            XCTAssertGreaterThan(body.count, #"{"jsonrpc":"2.0","method":"m","params":{"text":"\#(text)"}}"#.count)
            let stream = MessageFramer.frame(body) + MessageFramer.frame(request)
            var framer = MessageFramer()
            XCTAssertEqual(framer.append(stream), [.body(body), .body(request)], text)
            if case .success(.notification(_, let params)) = MessageCoding.decode(body) {
                XCTAssertEqual(params?["text"]?.stringValue, text)
            } else {
                XCTFail("\(text) did not decode")
            }
        }
    }

    func testAnEmptyBodyIsABody() {
        var framer = MessageFramer()
        XCTAssertEqual(framer.append(Array("Content-Length: 0\r\n\r\n".utf8) + MessageFramer.frame(request)),
                       [.body([]), .body(request)])
    }

    func testBadHeaderBlocksAreReportedAndTheNextMessageComesThrough() {
        let cases: [(header: String, complaint: String)] = [
            ("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n", "without Content-Length"),
            ("Content-Length: -5\r\n\r\n", "not a non-negative integer"),
            ("Content-Length: twelve\r\n\r\n", "not a non-negative integer"),
            ("Content-Length: 12abc\r\n\r\n", "not a non-negative integer"),
            ("Content-Length: \r\n\r\n", "not a non-negative integer"),
            ("Content-Length: 1000001\r\n\r\n", "larger than the limit"),
            ("Content-Length: 99999999999999999999999999\r\n\r\n", "larger than the limit"),
        ]
        for (header, complaint) in cases {
            var framer = MessageFramer(maxContentLength: 1_000_000)
            let results = framer.append(Array(header.utf8) + MessageFramer.frame(request))
            XCTAssertEqual(results.count, 2, header.debugDescription)
            guard case .headerError(let message)? = results.first else {
                XCTFail("no header error for \(header.debugDescription)")
                continue
            }
            XCTAssertTrue(message.contains(complaint), "\(header.debugDescription): \(message)")
            XCTAssertEqual(results.last, .body(request), header.debugDescription)
        }
    }

    func testTheBodyOfABadHeaderBlockIsSkipped() {
        // The bad block's body runs straight into the next header block; the framer finds the next
        // Content-Length behind it.
        var framer = MessageFramer()
        let stream = Array("Content-Length: abc\r\n\r\n".utf8) + notification + MessageFramer.frame(request)
        let results = framer.append(stream)
        XCTAssertEqual(results.count, 2)
        XCTAssertEqual(results.last, .body(request))
    }

    func testASkippedBodyWithBlankLinesGivesOneError() {
        var framer = MessageFramer()
        let stream = Array("X-Nothing: here\r\n\r\n{\r\n\r\n}\r\n\r\n".utf8) + MessageFramer.frame(request)
        let results = framer.append(stream)
        XCTAssertEqual(results.filter { if case .headerError = $0 { true } else { false } }.count, 1)
        XCTAssertEqual(results.last, .body(request))
    }

    func testAnEndlessHeaderIsReportedOnceAndTheStreamRecovers() {
        var framer = MessageFramer()
        var results: [FramedBody] = []
        let junk = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000)
        for _ in 0..<30 { results += framer.append(junk) }
        results += framer.append(Array("\r\n\r\n".utf8) + MessageFramer.frame(request))
        XCTAssertEqual(results.count, 2)
        if case .headerError(let message)? = results.first {
            XCTAssertTrue(message.contains("longer than"), message)
        } else {
            XCTFail("expected a header error first, got \(results)")
        }
        XCTAssertEqual(results.last, .body(request))
    }

    func testRandomChunkingOfALongStreamGivesTheSameBodies() {
        var generator = SeededRandom(seed: 0x5EED)
        var bodies: [[UInt8]] = []
        var stream: [UInt8] = []
        for index in 0..<300 {
            let padding = String(repeating: "ж🙂a", count: Int.random(in: 0...200, using: &generator))
            let body = Array(#"{"jsonrpc":"2.0","method":"m\#(index)","params":{"p":"\#(padding)"}}"#.utf8)
            bodies.append(body)
            stream += MessageFramer.frame(body)
        }
        for round in 0..<5 {
            var framer = MessageFramer()
            var results: [FramedBody] = []
            var start = 0
            while start < stream.count {
                let end = min(stream.count, start + Int.random(in: 1...2_000, using: &generator))
                results += framer.append(stream[start..<end])
                start = end
            }
            XCTAssertEqual(results, bodies.map(FramedBody.body), "round \(round)")
        }
    }
}
