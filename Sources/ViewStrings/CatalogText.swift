/// One compiled catalog string in one language: its text with `{name}`
/// placeholders and Apple substitution references (`%#@name@`), the plural
/// variants of each substitution, and the pieces both are cut into once so
/// that rendering copies pieces instead of scanning the text again.

public struct CatalogText: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The text: `{name}` placeholders and `%#@name@` substitution references.
    public let value: String
    /// Each substitution's variant text by plural category; `%arg` stands for
    /// the argument's value and `{name}` placeholders may occur.
    public let substitutions: [String: [PluralCategory: String]]

    public init(value: String, substitutions: [String: [PluralCategory: String]] = [:]) {
        self.value = value
        self.substitutions = substitutions
    }

    public init(stringLiteral value: String) {
        self.init(value: value)
    }

    /// The text for `arguments` in `language`. Each `%#@name@` becomes the
    /// variant chosen by the CLDR category of `arguments[name]` (`other` when
    /// the text has no variant for that category), with `%arg` replaced by
    /// the argument; each `{name}` with an argument is replaced by it. A
    /// `{name}` or `%#@name@` without an argument stays as written, any `{`
    /// that does not open a placeholder is text, and argument values are
    /// inserted as they are (never scanned for placeholders themselves).
    /// The text is cut into pieces for this one call: a caller that fills the
    /// same text many times keeps its `prepared()` form.
    /// A plural argument (`%arg`) outside code spans is written as the
    /// language writes numbers (`CatalogLanguage.number`); with
    /// `localizingNumbers`, so is each `{name}` outside code spans whose
    /// argument is a plain decimal number. Inside backquotes a number is code
    /// and stays as it is.
    public func rendered(_ arguments: [String: String], language: CatalogLanguage, localizingNumbers: Bool = false) -> String {
        guard !arguments.isEmpty, substitutions.isEmpty == false || value.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "%") })
        else { return value }
        return prepared().rendered(arguments, language: language, localizingNumbers: localizingNumbers)
    }

    /// The text cut into pieces once, to fill many times. (A table holds its
    /// texts uncut: building one cuts nothing, and only the texts shown are cut.)
    public func prepared() -> PreparedText { PreparedText(self) }

    /// The names of the text's placeholders: each `{name}` (in the text and
    /// in every variant) and each substitution the text refers to.
    public var placeholderNames: Set<String> { CatalogTemplate(value: value, substitutions: substitutions).names }
}

/// A catalog text cut into pieces, for callers that fill it many times (the
/// rule engine, for each rule's messages, notes and fix title).
public struct PreparedText: Sendable {
    public let text: CatalogText
    let template: CatalogTemplate

    init(_ text: CatalogText) {
        self.text = text
        self.template = CatalogTemplate(value: text.value, substitutions: text.substitutions)
    }

    /// As `CatalogText.rendered`, from the pieces cut once.
    public func rendered(_ arguments: [String: String], language: CatalogLanguage, localizingNumbers: Bool = false) -> String {
        guard !arguments.isEmpty, !template.isPlainText else { return text.value }
        // Bytes, then one `String`: appending to a `String` piece by piece costs far more.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.value.utf8.count + 64)
        template.append(template.pieces, to: &bytes, arguments: arguments, language: language, argument: nil,
                        localizingNumbers: localizingNumbers)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A catalog text cut into literal text, placeholders, substitution
/// references and `%arg`, with each substitution's variants cut the same way.
struct CatalogTemplate: Sendable {
    enum Piece: Sendable {
        case text(String)
        /// `{name}`; `inCode` when it stands inside a backquoted code span.
        case placeholder(name: String, inCode: Bool)
        /// `%#@name@` (or `%1$#@name@`); `source` is kept when it cannot be filled.
        case substitution(name: String, source: String)
        /// `%arg` inside a variant: the substitution's argument.
        case argument(inCode: Bool)
    }

    let pieces: [Piece]
    let variants: [String: [PluralCategory: [Piece]]]
    let names: Set<String>
    /// True when the text has nothing to fill: rendering returns it as it is.
    let isPlainText: Bool

    init(value: String, substitutions: [String: [PluralCategory: String]]) {
        pieces = Self.pieces(of: value, inVariant: false)
        variants = substitutions.mapValues { $0.mapValues { Self.pieces(of: $0, inVariant: true) } }
        var names: Set<String> = []
        for piece in pieces + variants.values.flatMap({ $0.values.joined() }) {
            switch piece {
            case .placeholder(let name, _), .substitution(let name, _): names.insert(name)
            case .text, .argument: break
            }
        }
        self.names = names
        isPlainText = pieces.allSatisfy { if case .text = $0 { true } else { false } }
    }

    func append(_ pieces: [Piece], to bytes: inout [UInt8], arguments: [String: String],
                language: CatalogLanguage, argument: String?, localizingNumbers: Bool) {
        for piece in pieces {
            switch piece {
            case .text(let text):
                bytes.append(contentsOf: text.utf8)
            case .placeholder(let name, let inCode):
                if let value = arguments[name] {
                    let shown = localizingNumbers && !inCode ? language.number(value) ?? value : value
                    bytes.append(contentsOf: shown.utf8)
                } else {
                    bytes.append(UInt8(ascii: "{"))
                    bytes.append(contentsOf: name.utf8)
                    bytes.append(UInt8(ascii: "}"))
                }
            case .substitution(let name, let source):
                guard let value = arguments[name], let forms = variants[name],
                      let chosen = forms[PluralCategory.cardinal(value, in: language)] ?? forms[.other] else {
                    bytes.append(contentsOf: source.utf8)
                    continue
                }
                append(chosen, to: &bytes, arguments: arguments, language: language, argument: value,
                       localizingNumbers: localizingNumbers)
            case .argument(let inCode):
                guard let argument else {
                    bytes.append(contentsOf: "%arg".utf8)
                    continue
                }
                bytes.append(contentsOf: (inCode ? argument : language.number(argument) ?? argument).utf8)
            }
        }
    }

    private static func pieces(of source: String, inVariant: Bool) -> [Piece] {
        let bytes = Array(source.utf8)
        var pieces: [Piece] = []
        var textStart = 0
        var index = 0
        var inCode = false
        func flushText(upTo end: Int) {
            if end > textStart { pieces.append(.text(String(decoding: bytes[textStart..<end], as: UTF8.self))) }
        }
        while index < bytes.count {
            let found: (piece: Piece, end: Int)?
            switch bytes[index] {
            case UInt8(ascii: "{"): found = placeholder(in: bytes, at: index, inCode: inCode)
            case UInt8(ascii: "%"): found = percentPiece(in: bytes, at: index, inVariant: inVariant, inCode: inCode)
            case UInt8(ascii: "`"):
                inCode.toggle()
                found = nil
            default: found = nil
            }
            guard let found else {
                index += 1
                continue
            }
            flushText(upTo: index)
            pieces.append(found.piece)
            index = found.end
            textStart = index
        }
        flushText(upTo: bytes.count)
        return pieces
    }

    /// `{name}` at `index`: a name of ASCII letters, digits and `_`, then `}`.
    private static func placeholder(in bytes: [UInt8], at index: Int, inCode: Bool) -> (piece: Piece, end: Int)? {
        let nameEnd = endOfName(in: bytes, from: index + 1)
        guard nameEnd > index + 1, nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: "}") else { return nil }
        return (.placeholder(name: String(decoding: bytes[(index + 1)..<nameEnd], as: UTF8.self), inCode: inCode), nameEnd + 1)
    }

    /// `%#@name@`, `%1$#@name@`, or (in a variant) `%arg`, at `index`.
    private static func percentPiece(in bytes: [UInt8], at index: Int, inVariant: Bool, inCode: Bool) -> (piece: Piece, end: Int)? {
        if inVariant, bytes[index...].starts(with: "%arg".utf8) {
            return (.argument(inCode: inCode), index + 4)
        }
        var cursor = index + 1
        while cursor < bytes.count, bytes[cursor] &- UInt8(ascii: "0") < 10 { cursor += 1 }
        if cursor > index + 1 {
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") else { return nil }
            cursor += 1
        }
        guard bytes[cursor...].starts(with: "#@".utf8) else { return nil }
        let nameStart = cursor + 2
        let nameEnd = endOfName(in: bytes, from: nameStart)
        guard nameEnd > nameStart, nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: "@") else { return nil }
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        return (.substitution(name: name, source: String(decoding: bytes[index...nameEnd], as: UTF8.self)), nameEnd + 1)
    }

    private static func endOfName(in bytes: [UInt8], from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
    }
}
