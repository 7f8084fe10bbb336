/// Text put into the HTML report: every character that HTML reads as markup
/// (`&`, `<`, `>`, `"`, `'`) written as a character reference, so file text
/// — a title `</text><script>` — stays text in an element and in an
/// attribute alike; control characters and the bidirectional overrides and
/// isolates shown as `�` (as the text format does), so a file cannot reorder
/// what the report shows; and `code spans` of messages and rule texts as
/// `<code>`.
enum HTMLText {
    /// `text` escaped for an element's content or a quoted attribute value.
    /// Tabs are kept; line breaks too when `keepingLayout` (prose), else they
    /// are hidden like other control characters (a source line, a path).
    static func escape(_ text: String, keepingLayout: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t": result.unicodeScalars.append(scalar)
            case "\n" where keepingLayout, "\r" where keepingLayout: result.unicodeScalars.append(scalar)
            default:
                if Excerpt.isHidden(scalar) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Prose with backquoted code spans: each pair of backquotes becomes a
    /// `<code>` element; an unpaired backquote stays as it is. Escaped.
    static func prose(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count > 2 else { return escape(text) }
        var result = ""
        for (index, part) in parts.enumerated() {
            let isCode = index % 2 == 1
            if isCode, index == parts.count - 1 {
                result += "`" + escape(String(part))  // an unpaired backquote
            } else {
                result += isCode ? "<code>\(escape(String(part)))</code>" : escape(String(part))
            }
        }
        return result
    }

    /// A catalog text with `{name}` placeholders filled with markup (already
    /// escaped); the text around them is escaped. `fill` renders the text with
    /// the arguments it is given (`MessageCatalog.text`).
    static func filled(_ fill: ([String: String]) -> String, markup: [String: String]) -> String {
        var tokens: [String: String] = [:]
        for (index, name) in markup.keys.sorted().enumerated() { tokens[name] = "\u{E000}\(index)\u{E001}" }
        var result = escape(fill(tokens))
        for (name, token) in tokens { result = result.replacingAll(token, markup[name]!) }
        return result
    }
}
