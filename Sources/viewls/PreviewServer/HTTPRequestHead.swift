/// The head of an HTTP/1.1 request as the preview server reads it: the
/// request line and the header fields, parsed strictly from bytes (RFC 9112).
/// Lines end in CRLF, field names are tokens, values hold no control
/// characters, folded lines and requests with a body are refused. Parsing
/// never traps: any input yields a head or an `HTTPHeadError` that names the
/// status to answer with. `HTTPHeadBuffer` collects the bytes of one head
/// from a connection and stops at the size limit.

/// Why a request head was refused, and the status that says so.
enum HTTPHeadError: Error, Equatable, Sendable {
    /// Not HTTP/1.x as the grammar writes it: 400.
    case malformed
    /// An HTTP version other than 1.0 or 1.1: 505.
    case unsupportedVersion
    /// Over the size limit or with too many fields: 431.
    case tooLarge

    var status: HTTPStatus {
        switch self {
        case .malformed: .badRequest
        case .unsupportedVersion: .versionNotSupported
        case .tooLarge: .headerFieldsTooLarge
        }
    }
}

/// One header field, its name as sent.
struct HTTPField: Equatable, Sendable {
    let name: String
    let value: String
}

struct HTTPRequestHead: Equatable, Sendable {
    /// At most this many header fields; more is `tooLarge`.
    static let maximumFieldCount = 100

    let method: String
    /// The request-target as sent: `/path?query` (origin form only).
    let target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    let version: String
    let fields: [HTTPField]

    /// The target's path, before any `?`.
    var path: Substring { target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0] }

    /// The target's query, after the first `?` (nil when there is none).
    var query: Substring? {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 ? parts[1] : nil
    }

    /// The values of the fields named `name` (compared without case), in order.
    func values(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return fields.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// Parses a head: the bytes up to and including the blank line that ends it.
    static func parse(_ bytes: [UInt8]) -> Result<HTTPRequestHead, HTTPHeadError> {
        guard bytes.count >= 4, bytes.suffix(4) == [13, 10, 13, 10] else { return .failure(.malformed) }
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 13:
                guard index + 1 < bytes.count, bytes[index + 1] == 10 else { return .failure(.malformed) }
                lines.append(bytes[lineStart..<index])
                index += 2
                lineStart = index
            case 10:
                return .failure(.malformed)  // a bare LF
            default:
                index += 1
            }
        }
        // The last two lines are the final field line's end and the empty line.
        guard let requestLine = lines.first, lines.last?.isEmpty == true else { return .failure(.malformed) }
        let fieldLines = lines.dropFirst().dropLast()
        guard fieldLines.count <= maximumFieldCount else { return .failure(.tooLarge) }
        let start: (method: String, target: String, version: String)
        switch parseRequestLine(requestLine) {
        case .success(let parsed): start = parsed
        case .failure(let error): return .failure(error)
        }
        var fields: [HTTPField] = []
        for line in fieldLines {
            guard let field = parseField(line) else { return .failure(.malformed) }
            fields.append(field)
        }
        let head = HTTPRequestHead(method: start.method, target: start.target, version: start.version, fields: fields)
        return head.hasValidFraming ? .success(head) : .failure(.malformed)
    }

    /// `METHOD SP request-target SP HTTP-version`.
    private static func parseRequestLine(_ line: ArraySlice<UInt8>) -> Result<(method: String, target: String, version: String), HTTPHeadError> {
        let parts = line.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte),
              parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ $0 > 32 && $0 < 127 }) else { return .failure(.malformed) }
        let version = String(decoding: parts[2], as: UTF8.self)
        switch version {
        case "HTTP/1.1", "HTTP/1.0":
            return .success((String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), version))
        default:
            let shape = Array("HTTP/d.d".utf8)
            let looksLikeHTTP = parts[2].count == shape.count && zip(parts[2], shape).allSatisfy { byte, expected in
                expected == UInt8(ascii: "d") ? (48...57).contains(byte) : byte == expected
            }
            return .failure(looksLikeHTTP ? .unsupportedVersion : .malformed)
        }
    }

    /// `field-name ":" OWS field-value OWS`; nil when it breaks the grammar
    /// (a folded line starts with white space and is refused too).
    private static func parseField(_ line: ArraySlice<UInt8>) -> HTTPField? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else { return nil }
        let name = line[line.startIndex..<colon]
        guard name.allSatisfy(isTokenByte) else { return nil }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 32 || first == 9 { value = value.dropFirst() }
        while let last = value.last, last == 32 || last == 9 { value = value.dropLast() }
        // Visible ASCII, space, tab and obs-text; no other control characters.
        guard value.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else { return nil }
        return HTTPField(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// The server reads no request bodies: a body, a second `Host` or a
    /// second `Content-Length` makes the message's framing doubtful.
    private var hasValidFraming: Bool {
        let lengths = values("Content-Length")
        guard lengths.count <= 1, lengths.allSatisfy({ $0 == "0" }) else { return false }
        return values("Transfer-Encoding").isEmpty && values("Host").count <= 1
    }

    /// `tchar` of RFC 9110: letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}

/// The bytes of one request head as they arrive, up to a size limit.
struct HTTPHeadBuffer {
    let limit: Int
    private(set) var bytes: [UInt8] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// What the buffer holds after more bytes came in.
    enum State: Equatable {
        /// The blank line has not come yet.
        case incomplete
        /// The head, ending with its blank line; bytes after it are dropped (no pipelining).
        case complete([UInt8])
        /// Over the limit with no blank line within it.
        case tooLarge
    }

    mutating func append<Bytes: Collection>(_ more: Bytes) -> State where Bytes.Element == UInt8 {
        let searchFrom = max(0, bytes.count - 3)
        bytes.append(contentsOf: more)
        var index = searchFrom
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                return index + 4 <= limit ? .complete(Array(bytes[..<(index + 4)])) : .tooLarge
            }
            index += 1
        }
        return bytes.count >= limit ? .tooLarge : .incomplete
    }
}
