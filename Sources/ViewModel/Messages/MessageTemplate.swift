/// A catalog text cut once into literal text and placeholders, so that
/// filling it copies pieces instead of scanning the template again: a check
/// fills several hundred messages, notes and fix titles, on every keystroke.

package struct MessageTemplate: Sendable {
    enum Piece: Sendable {
        case text(String)
        /// `{name}`, or `{name#form|form…}` with its word forms; `source` is
        /// the placeholder as written, kept when no argument fills it.
        case placeholder(name: String, forms: [String]?, source: String)
    }

    let source: String
    /// Nil when a placeholder's word forms hold a `{`: an unfilled one is then
    /// scanned again from just after its `{`, which only the scanning fill does.
    let pieces: [Piece]?

    package init(_ source: String) {
        self.source = source
        self.pieces = Self.pieces(of: source)
    }

    /// The text with each placeholder that has an argument replaced; as `MessageCatalog.scanningFill`.
    package func filled(_ arguments: [String: String]) -> String {
        guard !arguments.isEmpty else { return source }
        guard let pieces else { return MessageCatalog.scanningFill(source, arguments) }
        if pieces.count == 1, case .text = pieces[0] { return source }
        // Bytes, then one `String`: appending to a `String` piece by piece costs far more.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.utf8.count + 64)
        for piece in pieces {
            switch piece {
            case .text(let text):
                bytes.append(contentsOf: text.utf8)
            case .placeholder(let name, let forms, let source):
                guard let value = arguments[name] else {
                    bytes.append(contentsOf: source.utf8)
                    continue
                }
                if let forms {
                    bytes.append(contentsOf: MessageCatalog.pluralForm(forms, for: value).utf8)
                } else {
                    bytes.append(contentsOf: value.utf8)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func pieces(of source: String) -> [Piece]? {
        let bytes = Array(source.utf8)
        var pieces: [Piece] = []
        var textStart = 0
        var index = 0
        func flushText(upTo end: Int) {
            if end > textStart { pieces.append(.text(String(decoding: bytes[textStart..<end], as: UTF8.self))) }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), let placeholder = MessageCatalog.placeholder(in: bytes, at: index) else {
                index += 1
                continue
            }
            if let forms = placeholder.forms, forms.contains("{") { return nil }
            flushText(upTo: index)
            let forms = placeholder.forms.map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
            pieces.append(.placeholder(name: placeholder.name, forms: forms,
                                       source: String(decoding: bytes[index..<placeholder.end], as: UTF8.self)))
            index = placeholder.end
            textStart = index
        }
        flushText(upTo: bytes.count)
        return pieces
    }
}
