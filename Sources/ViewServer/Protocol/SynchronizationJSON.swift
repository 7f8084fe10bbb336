/// Hand-written reading of `didChange`, which arrives with every keystroke:
/// straight from the parsed `JSONValue`, without writing it out as text for
/// Foundation's `JSONDecoder` to read again. It accepts and rejects exactly
/// what the `Decodable` conformances do (a test runs both on the same
/// messages); the conformances stay the reference.

/// A value read by hand from a parsed message.
protocol JSONReadable {
    init(json: JSONValue) throws
}

/// Why a hand-read value was rejected: the member path and what was expected there.
struct JSONReadingError: Error, CustomStringConvertible {
    let path: String
    let expected: String

    var description: String { "\(path): expected \(expected)" }
}

extension JSONValue {
    /// The member `key` of this object, read by `read`; an error naming `path` when it is missing or of the wrong type.
    func member<Value>(_ key: String, at path: String, _ read: (JSONValue, String) throws -> Value) throws -> Value {
        guard case .object(let members) = resolved else { throw JSONReadingError(path: path, expected: "an object") }
        guard let value = members[key] else { throw JSONReadingError(path: "\(path).\(key)", expected: "a value") }
        return try read(value, "\(path).\(key)")
    }

    static func readInt(_ value: JSONValue, at path: String) throws -> Int {
        guard let number = value.intValue else { throw JSONReadingError(path: path, expected: "an integer") }
        return number
    }

    static func readString(_ value: JSONValue, at path: String) throws -> String {
        guard let text = value.stringValue else { throw JSONReadingError(path: path, expected: "a string") }
        return text
    }
}

extension Position {
    init(json: JSONValue, at path: String) throws {
        self.init(line: try json.member("line", at: path, JSONValue.readInt),
                  character: try json.member("character", at: path, JSONValue.readInt))
    }
}

extension LSPRange {
    init(json: JSONValue, at path: String) throws {
        self.init(start: try json.member("start", at: path, Position.init(json:at:)),
                  end: try json.member("end", at: path, Position.init(json:at:)))
    }
}

extension DidChangeTextDocumentParams: JSONReadable {
    init(json: JSONValue) throws {
        textDocument = try json.member("textDocument", at: "params") { document, path in
            VersionedTextDocumentIdentifier(uri: try document.member("uri", at: path, JSONValue.readString),
                                            version: try document.member("version", at: path, JSONValue.readInt))
        }
        contentChanges = try json.member("contentChanges", at: "params") { changes, path in
            guard let elements = changes.arrayValue else { throw JSONReadingError(path: path, expected: "an array") }
            return try elements.enumerated().map { index, change in
                let itemPath = "\(path)[\(index)]"
                guard let members = change.objectValue else { throw JSONReadingError(path: itemPath, expected: "an object") }
                var range: LSPRange?
                if let value = members["range"], value != .null { range = try LSPRange(json: value, at: "\(itemPath).range") }
                return ContentChange(range: range, text: try change.member("text", at: itemPath, JSONValue.readString))
            }
        }
    }
}
