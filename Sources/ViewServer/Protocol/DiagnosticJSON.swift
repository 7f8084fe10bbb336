/// Hand-written JSON for the values sent after every keystroke (positions,
/// ranges, diagnostics): building `JSONValue` directly skips the Codable
/// round trip through text, the largest cost of publishing hundreds of
/// diagnostics. The Codable conformances stay the reference; a test checks
/// that both give the same JSON.

/// A value that builds its JSON directly.
protocol JSONValueConvertible {
    var jsonValue: JSONValue { get }
}

extension Position: JSONValueConvertible {
    var jsonValue: JSONValue { .object(["line": .integer(line), "character": .integer(character)]) }
}

extension LSPRange: JSONValueConvertible {
    var jsonValue: JSONValue { .object(["start": start.jsonValue, "end": end.jsonValue]) }
}

extension Location: JSONValueConvertible {
    var jsonValue: JSONValue { .object(["uri": .string(uri), "range": range.jsonValue]) }
}

extension DiagnosticRelatedInformation: JSONValueConvertible {
    var jsonValue: JSONValue { .object(["location": location.jsonValue, "message": .string(message)]) }
}

extension LSPDiagnostic: JSONValueConvertible {
    var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "range": range.jsonValue, "severity": .integer(severity), "code": .string(code),
            "source": .string(source), "message": .string(message),
        ]
        if let relatedInformation { object["relatedInformation"] = .array(relatedInformation.map(\.jsonValue)) }
        if let tags { object["tags"] = .array(tags.map { .integer($0) }) }
        return .object(object)
    }
}

extension PublishDiagnosticsParams: JSONValueConvertible {
    var jsonValue: JSONValue {
        var object: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics.map(\.jsonValue))]
        if let version { object["version"] = .integer(version) }
        return .object(object)
    }
}
