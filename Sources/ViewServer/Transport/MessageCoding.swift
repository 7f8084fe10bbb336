/// JSON-RPC 2.0 bodies ↔ `Message`s: what counts as a request, a notification
/// and a response, which malformed bodies are parse errors (-32700) and which
/// are invalid requests (-32600), and recovering the id of a bad request so
/// its error can still be answered to it.

public enum MessageCoding {
    /// Why a body could not be decoded: the error to answer with, and the id to answer to (nil when
    /// the body had no readable id, in which case the answer's id is null).
    public struct DecodingFailure: Error, Sendable, Equatable {
        public let error: ResponseError
        public let id: RequestID?

        public init(error: ResponseError, id: RequestID?) {
            self.error = error
            self.id = id
        }
    }

    /// One JSON-RPC 2.0 body → a message. Bad JSON → ResponseError(parseError); valid JSON that is not a
    /// JSON-RPC message (no/ wrong "jsonrpc", a request without method, an id of the wrong type…) →
    /// ResponseError(invalidRequest), with `id` recovered when possible.
    ///
    /// `"params": null` reads as no params. Members JSON-RPC does not define are ignored.
    public static func decode(_ body: [UInt8]) -> Result<Message, DecodingFailure> {
        let value: JSONValue
        do {
            value = try JSONValueReader.parse(body)
        } catch {
            return .failure(DecodingFailure(
                error: ResponseError(code: ResponseError.parseError,
                                     message: "Parse error: \(error.message) at byte \(error.offset)"),
                id: nil))
        }
        guard case .object(let members) = value else {
            return invalid("a message must be a JSON object", id: nil)
        }
        let id: RequestID?
        switch readID(members["id"]) {
        case .success(let readID): id = readID
        case .failure(let failure): return .failure(failure)
        }
        guard members["jsonrpc"] == .string("2.0") else {
            return invalid("\"jsonrpc\" must be \"2.0\"", id: id)
        }
        if let method = members["method"] {
            return decodeCall(method: method, members: members, id: id)
        }
        return decodeResponse(members: members, id: id)
    }

    /// A message → its JSON body: compact, members in the order jsonrpc, id, method, params, result,
    /// error (object values with sorted keys). A response has "result" (null when neither is given) or
    /// "error", never both; when both are given the error wins.
    public static func encode(_ message: Message) -> [UInt8] {
        var output: [UInt8] = []
        // Pushed diagnostics come as one fragment of hundreds of kilobytes: room for it at once.
        switch message {
        case .request(_, _, .fragment(let fragment)?), .notification(_, .fragment(let fragment)?),
             .response(_, .fragment(let fragment)?, nil):
            output.reserveCapacity(fragment.bytes.count + 128)
        default:
            break
        }
        output.append(contentsOf: #"{"jsonrpc":"2.0""#.utf8)
        switch message {
        case .request(let id, let method, let params):
            appendMember("id", id.jsonValue, to: &output)
            appendMember("method", .string(method), to: &output)
            if let params { appendMember("params", params, to: &output) }
        case .notification(let method, let params):
            appendMember("method", .string(method), to: &output)
            if let params { appendMember("params", params, to: &output) }
        case .response(let id, let result, let error):
            appendMember("id", id?.jsonValue ?? .null, to: &output)
            if let error {
                appendMember("error", errorValue(error), to: &output)
            } else {
                appendMember("result", result ?? .null, to: &output)
            }
        }
        output.append(UInt8(ascii: "}"))
        return output
    }

    // MARK: Decoding

    private static func invalid(_ reason: String, id: RequestID?) -> Result<Message, DecodingFailure> {
        .failure(DecodingFailure(
            error: ResponseError(code: ResponseError.invalidRequest, message: "Invalid request: \(reason)"),
            id: id))
    }

    /// The id member: absent or null → nil; an integer or a string → the id; anything else is invalid.
    private static func readID(_ value: JSONValue?) -> Result<RequestID?, DecodingFailure> {
        switch value?.resolved {
        case nil, .null?: return .success(nil)
        case .integer(let number)?: return .success(.number(number))
        case .string(let text)?: return .success(.string(text))
        case .number?: return .failure(invalidFailure("\"id\" must be an integer or a string, not a fraction"))
        case .bool?, .array?, .object?, .fragment?: return .failure(invalidFailure("\"id\" must be an integer or a string"))
        }
    }

    private static func invalidFailure(_ reason: String) -> DecodingFailure {
        DecodingFailure(error: ResponseError(code: ResponseError.invalidRequest, message: "Invalid request: \(reason)"),
                        id: nil)
    }

    private static func decodeCall(method: JSONValue, members: [String: JSONValue],
                                   id: RequestID?) -> Result<Message, DecodingFailure> {
        guard case .string(let name) = method else { return invalid("\"method\" must be a string", id: id) }
        var params: JSONValue?
        switch members["params"] {
        case nil, .null?: params = nil
        case let structured? where structured.arrayValue != nil || structured.objectValue != nil: params = structured
        case _?: return invalid("\"params\" must be an array or an object", id: id)
        }
        if let id { return .success(.request(id: id, method: name, params: params)) }
        if members["id"] != nil { return invalid("a request's \"id\" must not be null", id: nil) }
        return .success(.notification(method: name, params: params))
    }

    private static func decodeResponse(members: [String: JSONValue], id: RequestID?) -> Result<Message, DecodingFailure> {
        let result = members["result"]
        let errorMember = members["error"]
        guard members["id"] != nil else {
            return invalid("a message needs \"method\" (a request or a notification) or \"id\" (a response)", id: nil)
        }
        switch (result, errorMember) {
        case (nil, nil): return invalid("a response needs \"result\" or \"error\"", id: id)
        case (_?, _?): return invalid("a response has \"result\" or \"error\", not both", id: id)
        case (let result?, nil):
            guard let id else { return invalid("a successful response needs an id", id: nil) }
            return .success(.response(id: id, result: result, error: nil))
        case (nil, let errorMember?):
            guard let error = readError(errorMember) else {
                return invalid("\"error\" must be an object with an integer \"code\" and a string \"message\"", id: id)
            }
            return .success(.response(id: id, result: nil, error: error))
        }
    }

    private static func readError(_ value: JSONValue) -> ResponseError? {
        guard case .object(let members) = value,
              case .integer(let code)? = members["code"],
              case .string(let message)? = members["message"] else { return nil }
        return ResponseError(code: code, message: message, data: members["data"])
    }

    // MARK: Encoding

    private static func appendMember(_ name: StaticString, _ value: JSONValue, to output: inout [UInt8]) {
        output.append(UInt8(ascii: ","))
        output.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { output.append(contentsOf: $0) }
        output.append(contentsOf: "\":".utf8)
        JSONValueWriter.write(value, to: &output)
    }

    private static func errorValue(_ error: ResponseError) -> JSONValue {
        var members: [String: JSONValue] = ["code": .integer(error.code), "message": .string(error.message)]
        if let data = error.data { members["data"] = data }
        return .object(members)
    }
}
