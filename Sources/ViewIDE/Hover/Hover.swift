/// `Hover`: what the editor shows at an offset — a diagnostic's rule
/// explained, then what the word under the cursor is (a component's guideline
/// card, a workspace screen or component, a property, a value). Plain data on
/// byte offsets, in Markdown and in plain text.
public import ViewModel
import ViewRules
import ViewSyntax
public import ViewStrings

public struct HoverContent: Sendable, Equatable {
    /// For clients that accept Markdown.
    public let markdown: String
    /// The same content without markup.
    public let plainText: String
    /// The byte range hovered (the token or name).
    public let range: Range<Int>

    public init(markdown: String, plainText: String, range: Range<Int>) {
        self.markdown = markdown
        self.plainText = plainText
        self.range = range
    }
}

public enum Hover {
    /// What to show at a byte offset of `path` in the workspace: on a diagnostic's range, that rule's explanation
    /// (what/why/how, from the catalog) first; on a component type name, a guideline card (summary, its properties
    /// with types and defaults, and the rules that check that kind with what they report in this file, from
    /// `diagnostics`); on a workspace component/screen name, its file (relative to the workspace root) and title;
    /// on a property name, its type, default and allowed values; on an enum member value, what it is (member of
    /// which property, the other members); nil elsewhere (whitespace, punctuation, comments).
    /// `model`, when given, must be the model of the workspace's current text of `path` (a server keeps the
    /// one its last check built); otherwise it is built here.
    public static func content(at offset: Int, path: String, in workspace: Workspace, diagnostics: [Diagnostic],
                               catalog: MessageCatalog = .ide(.english), model: FileModel? = nil) -> HoverContent? {
        guard let file = workspace.files[path], offset >= 0, offset <= file.bytes.count else { return nil }
        let explained = diagnostics.filter { diagnostic in
            RuleRegistry.rule(withID: diagnostic.code) != nil
                && (diagnostic.range.contains(offset) || (diagnostic.range.isEmpty && diagnostic.range.lowerBound == offset))
        }
        var document = DiagnosticExplanation.document(for: explained, catalog: catalog)
        var range = explained.first?.range
        if let token = file.tree.rootNode.token(at: offset), token.kind == .identifier,
           let facts = FileFacts(path: path, workspace: workspace, catalog: catalog, model: model) {
            let hovers = HoverCards(facts: facts, diagnostics: diagnostics, catalog: catalog)
            if let card = hovers.document(for: token) {
                document.startSection()
                document.append(card)
                range = token.range
            }
        }
        guard let range, !document.isEmpty else { return nil }
        return HoverContent(markdown: document.markdown, plainText: document.plain, range: range)
    }
}

/// The explanation of the rules behind diagnostics: each message, then what
/// the rule checks, why and how to fix it, once per rule.
enum DiagnosticExplanation {
    static func document(for diagnostics: [Diagnostic], catalog: MessageCatalog) -> RichDocument {
        var document = RichDocument()
        var explained: Set<String> = []
        for diagnostic in diagnostics {
            document.paragraph(RichText("ide.hover.diagnostic.heading", catalog: catalog, names: ["id": diagnostic.code],
                                        markup: ["message": diagnostic.message]))
            guard explained.insert(diagnostic.code).inserted else { continue }
            for part in ["what", "why", "how"] {
                let key = "rule.\(diagnostic.code).\(part)"
                guard catalog.hasText(key) else { continue }
                document.paragraph(RichText("ide.hover.diagnostic.\(part)", catalog: catalog, markup: ["text": catalog.text(key)]))
            }
        }
        return document
    }
}
