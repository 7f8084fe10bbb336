/// A preview patch (`PreviewPatch`, or the `patch` of a `viewls/preview` answer) applied to the text of an SVG, as a client applies it to
/// its document, for tests: the old SVG is cut into its keyed pieces (the
/// root, and every element with `data-key`, each keyed piece inside it
/// standing as the stub `<g data-key="KEY"/>`), the patch's pieces replace
/// theirs, its attribute values are set in the open tags, and the root is
/// written out again with every stub filled in. It reads only what the
/// renderer writes: tags whose attribute values and text hold no `<` or `>`
/// (both are escaped), so a tag ends at the first `>`. The root's key is `svg`.

public enum SVGPatchApplier {
    static let rootKey = "svg"

    public struct Piece: Sendable {
        var openTag: String
        var body: String
        let tag: String
    }

    public enum Failure: Error, CustomStringConvertible {
        case malformed(String)
        case missing(String)
        public var description: String {
            switch self {
            case .malformed(let detail): "malformed SVG: \(detail)"
            case .missing(let key): "no piece \(key)"
            }
        }
    }

    static func stub(_ key: String) -> String { "<g data-key=\"\(key)\"/>" }

    /// The SVG `svg` (one drawing, ending in a line break) with the pieces `replaced` (key and markup) put in
    /// and the attribute values `attributes` (key and `[name, value]` pairs) set.
    public static func apply(replaced: [(key: String, markup: String)], attributes: [(key: String, values: [[String]])],
                             to svg: String) throws -> String {
        var pieces = try cut(svg)
        for replacement in replaced {
            let markup = Array(replacement.markup.utf8)
            guard let close = markup.firstIndex(of: UInt8(ascii: ">")) else { throw Failure.malformed(replacement.markup) }
            let openTag = String(decoding: markup[...close], as: UTF8.self)
            let tag = name(of: openTag)
            let end = "</\(tag)>"
            guard replacement.markup.hasSuffix(end) else { throw Failure.malformed(replacement.markup) }
            let body = String(decoding: markup[(close + 1)..<(markup.count - end.utf8.count)], as: UTF8.self)
            pieces[replacement.key] = Piece(openTag: openTag, body: body, tag: tag)
        }
        for change in attributes {
            guard var piece = pieces[change.key] else { throw Failure.missing(change.key) }
            for pair in change.values { piece.openTag = try setting(pair[0], to: pair[1], in: piece.openTag) }
            pieces[change.key] = piece
        }
        return try write(rootKey, pieces) + "\n"
    }

    /// Every keyed piece of `svg`, by key (the root as `rootKey`).
    static func cut(_ svg: String) throws -> [String: Piece] {
        let bytes = Array(svg.utf8)
        // Open elements: key (nil when unkeyed), where the open tag ends, and the body built so far for keyed ones.
        var stack: [(key: String?, tag: String, openTag: String, body: [UInt8])] = []
        var pieces: [String: Piece] = [:]
        var position = 0
        var text: [UInt8] = []
        func append(_ piece: [UInt8]) {
            if let index = stack.lastIndex(where: { $0.key != nil }) { stack[index].body += piece } else { text += piece }
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                let next = bytes[position...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                append(Array(bytes[position..<next]))
                position = next
                continue
            }
            guard let close = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else { throw Failure.malformed("unclosed tag") }
            let tagBytes = Array(bytes[position...close])
            let tagText = String(decoding: tagBytes, as: UTF8.self)
            position = close + 1
            if tagText.hasPrefix("</") {
                guard let open = stack.popLast(), "</\(open.tag)>" == tagText else { throw Failure.malformed(tagText) }
                if let key = open.key {
                    pieces[key] = Piece(openTag: open.openTag, body: String(decoding: open.body, as: UTF8.self), tag: open.tag)
                    append(Array(stub(key).utf8))
                } else {
                    append(tagBytes)
                }
            } else if tagText.hasSuffix("/>") {
                append(tagBytes)
            } else {
                let tag = name(of: tagText)
                let key = tag == "svg" && stack.isEmpty ? rootKey : value(of: "data-key", in: tagText)
                if key == nil { append(tagBytes) }
                stack.append((key, tag, tagText, []))
            }
        }
        guard stack.isEmpty, pieces[rootKey] != nil else { throw Failure.malformed("unbalanced") }
        return pieces
    }

    /// The piece `key` with every stub in it filled in.
    static func write(_ key: String, _ pieces: [String: Piece]) throws -> String {
        guard let piece = pieces[key] else { throw Failure.missing(key) }
        var output = piece.openTag
        var rest = Substring(piece.body)
        while let start = rest.range(of: "<g data-key=\"") {
            guard let end = rest[start.upperBound...].range(of: "\"/>") else { break }
            output += rest[..<start.lowerBound]
            output += try write(String(rest[start.upperBound..<end.lowerBound]), pieces)
            rest = rest[end.upperBound...]
        }
        return output + rest + "</\(piece.tag)>"
    }

    static func name(of openTag: String) -> String {
        String(openTag.dropFirst().prefix { $0 != " " && $0 != ">" && $0 != "/" })
    }

    static func value(of attribute: String, in openTag: String) -> String? {
        guard let start = openTag.range(of: " \(attribute)=\"") else { return nil }
        return String(openTag[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The open tag with `attribute`'s value replaced (escaped as the renderer escapes).
    static func setting(_ attribute: String, to newValue: String, in openTag: String) throws -> String {
        guard let start = openTag.range(of: " \(attribute)=\""),
              let end = openTag[start.upperBound...].firstIndex(of: "\"") else { throw Failure.malformed("no \(attribute) in \(openTag)") }
        var escaped = ""
        for character in newValue {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return String(openTag[..<start.upperBound]) + escaped + String(openTag[end...])
    }
}
