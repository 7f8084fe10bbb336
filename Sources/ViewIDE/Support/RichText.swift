/// Texts in two forms at once, Markdown for clients that render it and plain
/// text for the others, both filled from the catalog's templates (which are
/// written with backticks and bold), and documents built from them.
import ViewModel
import ViewRules
import ViewStrings

struct RichText: Equatable {
    var markdown: String
    var plain: String

    init(markdown: String, plain: String) {
        self.markdown = markdown
        self.plain = plain
    }

    /// Text that is already Markdown (a diagnostic's message, a rule's explanation).
    init(markup: String) {
        self.init(markdown: markup, plain: RichText.strip(markup))
    }

    /// The catalog's text for `key`. `names` are identifiers written as they are;
    /// `texts` are free text from files (escaped in Markdown); `markup` is Markdown
    /// already (stripped in plain text).
    init(_ key: String, catalog: MessageCatalog, names: [String: String] = [:], texts: [String: String] = [:],
         markup: [String: String] = [:]) {
        let template = catalog.text(key)
        var markdownArguments = names
        var plainArguments = names
        for (name, value) in texts {
            markdownArguments[name] = RichText.escape(value)
            plainArguments[name] = value
        }
        for (name, value) in markup {
            markdownArguments[name] = value
            plainArguments[name] = RichText.strip(value)
        }
        self.init(markdown: RichText.fill(template, markdownArguments),
                  plain: RichText.fill(RichText.strip(template), plainArguments))
    }

    /// The text without Markdown's bold and code markers.
    static func strip(_ markdown: String) -> String {
        markdown.replacingOccurrences("**", with: "").replacingOccurrences("`", with: "")
    }

    /// Free text made safe for Markdown.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>#|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `{name}` placeholders replaced by their arguments; unknown ones are kept.
    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            result += arguments[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Names as a list of code spans joined by the language's list pattern: `a`, `b`, and `c`.
    static func codeList(_ names: [String], catalog: MessageCatalog) -> String {
        catalog.quotedList(names, .and)
    }
}

/// A hover or documentation text: sections of paragraphs and lists, joined
/// by a rule in Markdown and by blank lines in plain text.
struct RichDocument {
    private var sections: [[RichText]] = []

    var isEmpty: Bool { sections.allSatisfy(\.isEmpty) }

    /// Starts a new section (after a horizontal rule in Markdown).
    mutating func startSection() {
        if sections.last?.isEmpty == false || sections.isEmpty { sections.append([]) }
    }

    mutating func paragraph(_ text: RichText) {
        if sections.isEmpty { sections.append([]) }
        sections[sections.count - 1].append(text)
    }

    /// A heading line followed by one bullet per item.
    mutating func list(_ heading: RichText, _ items: [RichText]) {
        guard !items.isEmpty else { return }
        let markdown = ([heading.markdown] + items.map { "- " + $0.markdown }).joined(separator: "\n")
        let plain = ([heading.plain] + items.map { "- " + $0.plain }).joined(separator: "\n")
        paragraph(RichText(markdown: markdown, plain: plain))
    }

    mutating func append(_ other: RichDocument) {
        for section in other.sections where !section.isEmpty {
            startSection()
            for text in section { paragraph(text) }
        }
    }

    var markdown: String {
        sections.filter { !$0.isEmpty }.map { $0.map(\.markdown).joined(separator: "\n\n") }.joined(separator: "\n\n---\n\n")
    }

    var plain: String {
        sections.filter { !$0.isEmpty }.map { $0.map(\.plain).joined(separator: "\n\n") }.joined(separator: "\n\n")
    }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
