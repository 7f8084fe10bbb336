/// Hand-written JSON for the values sent after every keystroke (positions,
/// ranges, diagnostics): they write their compact JSON text straight to
/// bytes, carried as a `JSONValue.fragment`, which skips both the Codable
/// round trip and building a tree of dictionaries only to write it out. The
/// text is the same `JSONValueWriter` would give (keys sorted); the Codable
/// conformances stay the reference, and a test checks that both agree.

/// A value that writes its own JSON text.
protocol JSONWritable {
    func writeJSON(to output: inout [UInt8])
}

extension JSONWritable {
    /// The value as a fragment of JSON text.
    var jsonValue: JSONValue {
        var output: [UInt8] = []
        writeJSON(to: &output)
        return .fragment(JSONFragment(bytes: output))
    }
}

/// Writes `{"key":value,…}` with keys given in sorted order.
struct JSONObjectWriter {
    private var first = true

    mutating func key(_ key: StaticString, to output: inout [UInt8]) {
        output.append(UInt8(ascii: first ? "{" : ","))
        first = false
        output.append(UInt8(ascii: "\""))
        output.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        output.append(contentsOf: "\":".utf8)
    }

    func end(to output: inout [UInt8]) {
        if first { output.append(UInt8(ascii: "{")) }
        output.append(UInt8(ascii: "}"))
    }
}

extension Position: JSONWritable {
    func writeJSON(to output: inout [UInt8]) {
        var object = JSONObjectWriter()
        object.key("character", to: &output)
        output.append(contentsOf: String(character).utf8)
        object.key("line", to: &output)
        output.append(contentsOf: String(line).utf8)
        object.end(to: &output)
    }
}

extension LSPRange: JSONWritable {
    func writeJSON(to output: inout [UInt8]) {
        var object = JSONObjectWriter()
        object.key("end", to: &output)
        end.writeJSON(to: &output)
        object.key("start", to: &output)
        start.writeJSON(to: &output)
        object.end(to: &output)
    }
}

extension Location: JSONWritable {
    func writeJSON(to output: inout [UInt8]) {
        var object = JSONObjectWriter()
        object.key("range", to: &output)
        range.writeJSON(to: &output)
        object.key("uri", to: &output)
        JSONValueWriter.writeString(uri, to: &output)
        object.end(to: &output)
    }
}

extension DiagnosticRelatedInformation: JSONWritable {
    func writeJSON(to output: inout [UInt8]) {
        var object = JSONObjectWriter()
        object.key("location", to: &output)
        location.writeJSON(to: &output)
        object.key("message", to: &output)
        JSONValueWriter.writeString(message, to: &output)
        object.end(to: &output)
    }
}

extension LSPDiagnostic: JSONWritable {
    func writeJSON(to output: inout [UInt8]) {
        var rangeBytes: [Range<Int>] = []
        writeJSON(to: &output, rangeBytes: &rangeBytes)
    }

    /// Writes the diagnostic and notes where in `output` its `range` value went, then each related
    /// place's, so a push that only moves it to other lines can write just those again (`PublishedDiagnostics`).
    func writeJSON(to output: inout [UInt8], rangeBytes: inout [Range<Int>]) {
        var object = JSONObjectWriter()
        object.key("code", to: &output)
        JSONValueWriter.writeString(code, to: &output)
        if let codeDescription {
            object.key("codeDescription", to: &output)
            var link = JSONObjectWriter()
            link.key("href", to: &output)
            JSONValueWriter.writeString(codeDescription.href, to: &output)
            link.end(to: &output)
        }
        if let data {
            object.key("data", to: &output)
            var members = JSONObjectWriter()
            members.key("variants", to: &output)
            Self.writeArray(data.variants, to: &output) { variant, output in
                var entry = JSONObjectWriter()
                entry.key("device", to: &output)
                JSONValueWriter.writeString(variant.device, to: &output)
                entry.key("orientation", to: &output)
                JSONValueWriter.writeString(variant.orientation, to: &output)
                entry.key("textSize", to: &output)
                JSONValueWriter.writeString(variant.textSize, to: &output)
                entry.end(to: &output)
            }
            members.end(to: &output)
        }
        object.key("message", to: &output)
        JSONValueWriter.writeString(message, to: &output)
        object.key("range", to: &output)
        let rangeStart = output.count
        range.writeJSON(to: &output)
        rangeBytes.append(rangeStart..<output.count)
        if let relatedInformation {
            object.key("relatedInformation", to: &output)
            // As `DiagnosticRelatedInformation.writeJSON` writes it, noting where the range goes.
            Self.writeArray(relatedInformation, to: &output) { information, output in
                var related = JSONObjectWriter()
                related.key("location", to: &output)
                var location = JSONObjectWriter()
                location.key("range", to: &output)
                let start = output.count
                information.location.range.writeJSON(to: &output)
                rangeBytes.append(start..<output.count)
                location.key("uri", to: &output)
                JSONValueWriter.writeString(information.location.uri, to: &output)
                location.end(to: &output)
                related.key("message", to: &output)
                JSONValueWriter.writeString(information.message, to: &output)
                related.end(to: &output)
            }
        }
        object.key("severity", to: &output)
        output.append(contentsOf: String(severity).utf8)
        object.key("source", to: &output)
        JSONValueWriter.writeString(source, to: &output)
        if let tags {
            object.key("tags", to: &output)
            Self.writeArray(tags, to: &output) { tag, output in output.append(contentsOf: String(tag).utf8) }
        }
        object.end(to: &output)
    }

    static func writeArray<Element>(_ elements: [Element], to output: inout [UInt8],
                                    _ write: (Element, inout [UInt8]) -> Void) {
        output.append(UInt8(ascii: "["))
        for (position, element) in elements.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            write(element, &output)
        }
        output.append(UInt8(ascii: "]"))
    }
}

extension PublishDiagnosticsParams: JSONWritable {
    func writeJSON(to output: inout [UInt8]) {
        var object = JSONObjectWriter()
        object.key("diagnostics", to: &output)
        LSPDiagnostic.writeArray(diagnostics, to: &output) { $0.writeJSON(to: &$1) }
        Self.writeMembers(after: &object, uri: uri, version: version, to: &output)
    }

    /// The members after `diagnostics`, and the closing brace: how a push written piece by piece
    /// (`PublishedDiagnostics`) ends too.
    static func writeMembers(after object: inout JSONObjectWriter, uri: String, version: Int?, to output: inout [UInt8]) {
        object.key("uri", to: &output)
        JSONValueWriter.writeString(uri, to: &output)
        if let version {
            object.key("version", to: &output)
            output.append(contentsOf: String(version).utf8)
        }
        object.end(to: &output)
    }
}
