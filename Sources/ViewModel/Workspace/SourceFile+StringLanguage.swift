/// The language a file's own strings are written in, for text a fix inserts
/// ("Loading…", "More"): the script most of its string literals use —
/// Cyrillic → Russian, Han → Chinese, anything else → English. The one place
/// that decides it.
import ViewSyntax
public import ViewStrings

extension SourceFile {
    /// The language of most of the file's string literals (English on a tie or when it has none).
    public var stringLanguage: MessageLanguage {
        var counts: [MessageLanguage: Int] = [:]
        for token in tree.rootNode.tokens where token.kind == .string {
            guard let language = Self.script(of: token.text) else { continue }
            counts[language, default: 0] += 1
        }
        let english = counts[.english] ?? 0
        let best = [MessageLanguage.russian, .chinese].max { (counts[$0] ?? 0) < (counts[$1] ?? 0) } ?? .english
        return (counts[best] ?? 0) > english ? best : .english
    }

    /// The script most of a literal's letters are in, as a language; nil for a literal with no letters.
    static func script(of text: String) -> MessageLanguage? {
        var cyrillic = 0
        var han = 0
        var other = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x0400...0x052F: cyrillic += 1
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: han += 1
            default: other += 1
            }
        }
        if cyrillic == 0, han == 0, other == 0 { return nil }
        if cyrillic > other, cyrillic >= han { return .russian }
        if han > other, han > cyrillic { return .chinese }
        // Han characters carry a word each: a literal with any reads as Chinese unless Latin letters outnumber them fourfold.
        if han > 0, han * 4 >= other { return .chinese }
        return .english
    }
}
