/// The preview server's request parser as data: heads it accepts (with what
/// it reads from them), heads it refuses (with the status), the head buffer
/// at its size limit and split at every byte, and seeded fuzzing — random
/// bytes and mutated heads never trap and always get a head or a refusal.
import ViewSamples
import XCTest
@testable import viewls

final class PreviewHTTPParsingTests: XCTestCase {
    private func parse(_ text: String) -> Result<HTTPRequestHead, HTTPHeadError> {
        HTTPRequestHead.parse(Array(text.utf8))
    }

    func testAcceptedHeads() throws {
        let cases: [(head: String, method: String, path: String, query: String?, host: [String])] = [
            ("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n", "GET", "/", nil, ["127.0.0.1:8080"]),
            ("HEAD /screen/A.svg?token=ab HTTP/1.0\r\nHost:localhost:1\r\n\r\n", "HEAD", "/screen/A.svg", "token=ab", ["localhost:1"]),
            ("GET /?a=1&b=2 HTTP/1.1\r\nhost: \t x \t\r\nAccept: */*\r\n\r\n", "GET", "/", "a=1&b=2", ["x"]),
            ("GET /events? HTTP/1.1\r\n\r\n", "GET", "/events", "", []),
            ("GET / HTTP/1.1\r\nContent-Length: 0\r\nX-Empty:\r\n\r\n", "GET", "/", nil, []),
            ("DELETE / HTTP/1.1\r\nHost: h\r\n\r\n", "DELETE", "/", nil, ["h"]),
        ]
        for (text, method, path, query, host) in cases {
            let head = try parse(text).get()
            XCTAssertEqual(head.method, method, text)
            XCTAssertEqual(String(head.path), path, text)
            XCTAssertEqual(head.query.map(String.init), query, text)
            XCTAssertEqual(head.values("HOST"), host, text)
        }
    }

    func testRefusedHeads() {
        let cases: [(head: String, error: HTTPHeadError)] = [
            ("GET / HTTP/1.1\n\n", .malformed),  // bare LF
            ("GET / HTTP/1.1\r\nHost: a\n\r\n\r\n", .malformed),
            ("GET /\r\n\r\n", .malformed),  // HTTP/0.9
            ("GET  / HTTP/1.1\r\n\r\n", .malformed),
            ("GET http://evil/ HTTP/1.1\r\n\r\n", .malformed),  // absolute form
            ("GET * HTTP/1.1\r\n\r\n", .malformed),
            ("GET /a b HTTP/1.1\r\n\r\n", .malformed),
            ("G(T / HTTP/1.1\r\n\r\n", .malformed),
            ("GET / HTTP/2.0\r\n\r\n", .unsupportedVersion),
            ("GET / HTTP/1.2\r\n\r\n", .unsupportedVersion),
            ("GET / HTTPS/1.1\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\nNo colon\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\n: empty name\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\nX: a\u{0}b\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\nX: a\u{7F}\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\nContent-Length: 5\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\nContent-Length: 0\r\nContent-Length: 0\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\n\r\nX: after the end\r\n\r\n", .malformed),
            ("GET / HTTP/1.1\r\n", .malformed),
            ("", .malformed),
            ("GET / HTTP/1.1\r\n" + String(repeating: "X: y\r\n", count: 101) + "\r\n", .tooLarge),
        ]
        for (text, error) in cases {
            XCTAssertEqual(parse(text), .failure(error), text.debugDescription)
        }
        XCTAssertEqual(HTTPHeadError.malformed.status, .badRequest)
        XCTAssertEqual(HTTPHeadError.unsupportedVersion.status, .versionNotSupported)
        XCTAssertEqual(HTTPHeadError.tooLarge.status, .headerFieldsTooLarge)
    }

    func testUTF8InFieldValuesIsKept() throws {
        let head = try HTTPRequestHead.parse(Array("GET / HTTP/1.1\r\nX-Name: \u{41A}\u{43D}\r\n\r\n".utf8)).get()
        XCTAssertEqual(head.values("x-name"), ["\u{41A}\u{43D}"])
    }

    func testTheBufferFindsTheEndOfTheHeadSplitAtEveryByte() {
        let text = Array("GET /?token=t HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\nleftover".utf8)
        let headLength = text.count - "leftover".utf8.count
        for cut in 0...text.count {
            var buffer = HTTPHeadBuffer(limit: 1024)
            let first = buffer.append(text[..<cut])
            let second = buffer.append(text[cut...])
            let expected = HTTPHeadBuffer.State.complete(Array(text[..<headLength]))
            if cut >= headLength {
                XCTAssertEqual(first, expected, "cut at \(cut)")
            } else {
                XCTAssertEqual(first, .incomplete, "cut at \(cut)")
                XCTAssertEqual(second, expected, "cut at \(cut)")
            }
        }
    }

    func testTheBufferStopsAtItsLimit() {
        var buffer = HTTPHeadBuffer(limit: 20)
        XCTAssertEqual(buffer.append(Array("GET / HTTP/1.1\r\nAB: c\r\n\r\n".utf8)), .tooLarge)
        var noEnd = HTTPHeadBuffer(limit: 64)
        XCTAssertEqual(noEnd.append([UInt8](repeating: 65, count: 63)), .incomplete)
        XCTAssertEqual(noEnd.append([65]), .tooLarge)
        var exact = HTTPHeadBuffer(limit: 18)
        XCTAssertEqual(exact.append(Array("GET / HTTP/1.1\r\n\r\n".utf8)), .complete(Array("GET / HTTP/1.1\r\n\r\n".utf8)))
    }

    /// Random bytes, and valid heads with random edits, parse to something without trapping.
    func testFuzzedHeadsNeverTrap() {
        var random = SeededRandom(seed: 22)
        let seed = Array("GET /screen/A.svg?token=00ff HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\n\r\n".utf8)
        let alphabet = Array(" \r\n:%?/HTTP1.\t\u{0}\u{7F}".utf8) + [0xFF, 0xC3]
        var outcomes: Set<String> = []
        for round in 0..<4000 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = seed
                random.mutate(&bytes, edits: 4, longestDeletion: 6, alphabet: alphabet)
            } else {
                bytes = (0..<random.next(below: 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            }
            switch HTTPRequestHead.parse(bytes) {
            case .success(let head): outcomes.insert("head"); _ = (head.path, head.query, head.values("Host"))
            case .failure(let error): outcomes.insert("\(error)")
            }
            var buffer = HTTPHeadBuffer(limit: 64)
            _ = buffer.append(bytes)
        }
        XCTAssertTrue(outcomes.isSuperset(of: ["head", "malformed"]), "\(outcomes)")
    }
}
