/// `JSONParser`'s error messages: "expected X, found Y" with what was found
/// described for a person (a word, a comment, a single quote, an invalid
/// byte, an invisible character by code point), by catalog key.
internal import ViewSyntax

extension JSONReader {
    // MARK: Messages

    /// "expected X, found Y" about what is at the current index: `expected`
    /// names a phrase `config.json.expected.…`, `note` one `config.json.note.…`.
    func unexpected(_ expected: String, note: String? = nil) -> JSONParseError {
        let (found, range, foundNote) = describeFound()
        var arguments: [String: MessageArgument] = ["expected": .phrase("config.json.expected.\(expected)"), "found": found]
        guard let extra = foundNote ?? note else {
            return JSONParseError(range: range, detail: DeferredMessage("config.json.unexpected", arguments))
        }
        arguments["note"] = .phrase("config.json.note.\(extra)")
        return JSONParseError(range: range, detail: DeferredMessage("config.json.unexpected.note", arguments))
    }

    /// What is at the current index (a phrase `config.json.found.…`), its
    /// range, and a note that explains it.
    private func describeFound() -> (MessageArgument, Range<Int>, String?) {
        let start = index
        guard start < bytes.count else { return (.phrase("config.json.found.end"), start..<start, nil) }
        let byte = bytes[start]
        let end = wordEnd(from: start)
        if end > start {
            let word = String(decoding: bytes[start..<min(end, start + 24)], as: UTF8.self)
            return (.phrase("config.json.found.text", text: "\(word)\(end - start > 24 ? "…" : "")"), start..<end, nil)
        }
        if byte == UInt8(ascii: "/"), start + 1 < bytes.count,
           bytes[start + 1] == UInt8(ascii: "/") || bytes[start + 1] == UInt8(ascii: "*") {
            return (.phrase("config.json.found.comment"), start..<start + 2, "comments")
        }
        if byte == UInt8(ascii: "'") {
            return (.phrase("config.json.found.single-quote"), start..<start + 1, "single-quotes")
        }
        guard let (scalar, length) = UTF8Validation.scalar(in: bytes, at: start) else {
            return (.phrase("config.json.found.invalid-byte", text: JSONBytes.hexByte(byte)), start..<start + 1, nil)
        }
        let visible = scalar.properties.generalCategory
        switch visible {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate:
            return (.phrase("config.json.found.character", text: JSONBytes.codePoint(scalar.value)), start..<start + length, nil)
        default:
            return (.phrase("config.json.found.text", text: String(Character(scalar))), start..<start + length, nil)
        }
    }
}
