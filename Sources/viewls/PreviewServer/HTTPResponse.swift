/// A response as the preview server sends it: a status, header fields and a
/// body, written as HTTP/1.1 with `Content-Length` and `Connection: close`
/// (one request per connection). Every response, errors included, carries
/// the security fields of `PreviewSecurity.fields`.

/// The statuses the preview server answers with.
enum HTTPStatus: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case headerFieldsTooLarge = 431
    case serviceUnavailable = 503
    case versionNotSupported = 505

    /// The reason phrase of RFC 9110 (protocol text, the same in every language).
    var reason: String {
        switch self {
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .headerFieldsTooLarge: "Request Header Fields Too Large"
        case .serviceUnavailable: "Service Unavailable"
        case .versionNotSupported: "HTTP Version Not Supported"
        }
    }
}

struct HTTPResponse: Sendable {
    var status: HTTPStatus
    var fields: [HTTPField]
    var body: [UInt8]

    /// An error (or any bodiless answer): the status line as plain text.
    static func status(_ status: HTTPStatus, extraFields: [HTTPField] = []) -> HTTPResponse {
        HTTPResponse(status: status,
                     fields: [HTTPField(name: "Content-Type", value: "text/plain; charset=utf-8")] + extraFields
                         + PreviewSecurity.fields(scriptNonce: nil),
                     body: Array("\(status.rawValue) \(status.reason)\n".utf8))
    }

    /// An HTML page whose scripts must carry `scriptNonce`.
    static func html(_ html: String, scriptNonce: String) -> HTTPResponse {
        HTTPResponse(status: .ok,
                     fields: [HTTPField(name: "Content-Type", value: "text/html; charset=utf-8")]
                         + PreviewSecurity.fields(scriptNonce: scriptNonce),
                     body: Array(html.utf8))
    }

    /// A piece of HTML a page's script fetches and places; no script may run
    /// in it (opened on its own, it is a page without a `script-src`).
    static func htmlFragment(_ html: String) -> HTTPResponse {
        HTTPResponse(status: .ok,
                     fields: [HTTPField(name: "Content-Type", value: "text/html; charset=utf-8")]
                         + PreviewSecurity.fields(scriptNonce: nil),
                     body: Array(html.utf8))
    }

    /// An SVG drawing; no script may run in it.
    static func svg(_ svg: String) -> HTTPResponse {
        HTTPResponse(status: .ok,
                     fields: [HTTPField(name: "Content-Type", value: "image/svg+xml; charset=utf-8")]
                         + PreviewSecurity.fields(scriptNonce: nil),
                     body: Array(svg.utf8))
    }

    /// JSON a page's script fetches (a drawing's patch); no script may run in it.
    static func json(_ bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: .ok,
                     fields: [HTTPField(name: "Content-Type", value: "application/json; charset=utf-8")]
                         + PreviewSecurity.fields(scriptNonce: nil),
                     body: bytes)
    }

    /// The bytes on the wire; a HEAD request gets the same fields and no body.
    func serialized(includingBody: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        for field in fields { head += "\(field.name): \(field.value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + (includingBody ? body : [])
    }

    /// The value of the field named `name` (compared without case).
    func value(_ name: String) -> String? {
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
