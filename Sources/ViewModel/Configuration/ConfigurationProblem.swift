/// A problem found in a `.viewls.json` text or in editor settings, kept by
/// catalog key and arguments so that each reader words it in their own
/// language: the file is read before anyone knows the language, and its own
/// `locale` may be what chooses it. `diagnostic(in:)` renders it.
public import ViewSyntax
public import ViewStrings

public struct ConfigurationProblem: Hashable, Sendable {
    /// A fix whose title is rendered with the message.
    public struct Suggestion: Hashable, Sendable {
        public var title: DeferredMessage
        public var edits: [TextEdit]
        public var isSafe: Bool

        public init(title: DeferredMessage, edits: [TextEdit], isSafe: Bool) {
            self.title = title
            self.edits = edits
            self.isSafe = isSafe
        }
    }

    /// Byte offsets into the configuration text (empty for editor settings).
    public var range: Range<Int>
    public var severity: Severity
    /// A `config/…` code; the same in every language.
    public var code: String
    public var message: DeferredMessage
    public var fixes: [Suggestion]

    public init(range: Range<Int>, severity: Severity, code: String, message: DeferredMessage, fixes: [Suggestion] = []) {
        self.range = range
        self.severity = severity
        self.code = code
        self.message = message
        self.fixes = fixes
    }

    /// The problem as a diagnostic in the catalog's language.
    public func diagnostic(in catalog: MessageCatalog) -> Diagnostic {
        Diagnostic(range: range, severity: severity, code: code, message: message.text(in: catalog),
                   fixes: fixes.map { Fix(title: $0.title.text(in: catalog), edits: $0.edits, isSafe: $0.isSafe) })
    }
}
