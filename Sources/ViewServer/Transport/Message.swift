/// The JSON-RPC 2.0 message model: `Message` (request, notification,
/// response), `RequestID`, and `ResponseError` with the error codes JSON-RPC
/// and LSP define. Turning messages into bytes and back is `MessageCoding`'s.

/// A request's id: JSON-RPC allows a number or a string, and the answer must carry it back unchanged.
public enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a request id is an integer or a string")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        }
    }

    /// The id as it appears in JSON: `7` or `"abc"` (quoted, so the two kinds stay apart in logs).
    public var description: String {
        switch self {
        case .number(let number): return String(number)
        case .string(let text):
            var output: [UInt8] = []
            JSONValueWriter.writeString(text, to: &output)
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// The id as a JSON value.
    var jsonValue: JSONValue {
        switch self {
        case .number(let number): return .integer(number)
        case .string(let text): return .string(text)
        }
    }
}

/// The error of a failed request, as JSON-RPC's `error` member.
public struct ResponseError: Error, Sendable, Equatable, Codable {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The body is not JSON.
    public static let parseError = -32700
    /// The body is JSON but not a JSON-RPC message.
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    /// A request came before `initialize` (LSP).
    public static let serverNotInitialized = -32002
    /// The client cancelled the request with `$/cancelRequest` (LSP).
    public static let requestCancelled = -32800
    /// The request was made stale by a later change to the document (LSP).
    public static let contentModified = -32801
    /// The request was valid but could not be done (LSP), such as a rename the client cannot apply.
    public static let requestFailed = -32803
}

/// One JSON-RPC 2.0 message.
public enum Message: Sendable, Equatable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// Exactly one of `result` and `error` is meant; `result: .null` is a valid result. `id` is nil only
    /// for an error answering a message whose id could not be read.
    case response(id: RequestID?, result: JSONValue?, error: ResponseError?)
}
