/// What the checker reports: a diagnostic on a byte range of one file, with
/// its severity, code (a checking code or a rule id), message, fixes and
/// related places. Plain data; the server and the command line convert it.
public import ViewSyntax

/// How serious a diagnostic is; the raw values are LSP's `DiagnosticSeverity`.
public enum Severity: Int, Sendable, CaseIterable, Comparable, Codable, CustomStringConvertible {
    case error = 1
    case warning = 2
    case info = 3
    case hint = 4

    /// Lower raw value is more serious, so `error` compares greatest.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue > rhs.rawValue }

    public var description: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "info"
        case .hint: return "hint"
        }
    }

    /// Parses `error`, `warning`, `info` (or `information`) and `hint`.
    public init?(name: String) {
        switch name {
        case "error": self = .error
        case "warning": self = .warning
        case "info", "information": self = .info
        case "hint": self = .hint
        default: return nil
        }
    }
}

/// A place in a workspace file: the file's path and a byte range in it.
public struct SourceLocation: Hashable, Sendable {
    public var path: String
    public var range: Range<Int>

    public init(path: String, range: Range<Int>) {
        self.path = path
        self.range = range
    }
}

/// A place elsewhere that helps explain a diagnostic.
public struct RelatedInformation: Hashable, Sendable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}

/// A fix: text edits to the diagnostic's file and, rarely, to other files
/// (a component's definition that a screen uses). A safe fix is the one
/// obvious, design-preserving edit that `viewls fix` applies without
/// `--unsafe`; a fix that edits another file is never safe, since that file
/// is shared by every screen that uses it. A fix is applied whole or not at all.
public struct Fix: Hashable, Sendable {
    public var title: String
    /// Edits in the diagnostic's own file.
    public var edits: [TextEdit]
    /// Edits in other workspace files, by path.
    public var otherFiles: [String: [TextEdit]]
    public var isSafe: Bool

    public init(title: String, edits: [TextEdit], otherFiles: [String: [TextEdit]] = [:], isSafe: Bool) {
        self.title = title
        self.edits = edits
        self.otherFiles = otherFiles
        self.isSafe = isSafe
    }

    /// Whether the fix edits nothing.
    public var isEmpty: Bool { edits.isEmpty && otherFiles.values.allSatisfy(\.isEmpty) }

    /// Every edit by the file it is in, the diagnostic's own at `path`.
    public func editsByFile(ownPath path: String) -> [String: [TextEdit]] {
        var table = otherFiles
        if !edits.isEmpty { table[path, default: []] += edits }
        return table
    }
}

/// LSP's diagnostic tags, for diagnostics that mark code as unneeded or deprecated.
public enum DiagnosticTag: Int, Hashable, Sendable, Codable {
    case unnecessary = 1
    case deprecated = 2
}

/// A device, the way it is held and a text size a finding happens on: one entry of a
/// diagnostic's `variants` (`data.variants` in LSP and `--format json`).
public struct DiagnosticVariant: Hashable, Sendable, Codable {
    /// A catalogue device's short name (`iPhone SE`).
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// A Dynamic Type size (`Large`, `xxxLarge`).
    public var textSize: String

    public init(device: String, orientation: String, textSize: String) {
        self.device = device
        self.orientation = orientation
        self.textSize = textSize
    }
}

/// One finding in one file.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var range: Range<Int>
    public var severity: Severity
    /// A rule id (`tab-bar/too-many-tabs`), a checking code (`unknown-property`)
    /// or a syntax code (`syntax/missing-colon`).
    public var code: String
    public var message: String
    public var fixes: [Fix]
    public var related: [RelatedInformation]
    public var tags: [DiagnosticTag]
    /// Where a size-dependent rule's finding happens, one entry per variant of the checked matrix
    /// (every variant when it happens on all); empty for the rules whose answer does not depend on size.
    public var variants: [DiagnosticVariant]

    public init(range: Range<Int>, severity: Severity, code: String, message: String,
                fixes: [Fix] = [], related: [RelatedInformation] = [], tags: [DiagnosticTag] = [],
                variants: [DiagnosticVariant] = []) {
        self.variants = variants
        self.range = range
        self.severity = severity
        self.code = code
        self.message = message
        self.fixes = fixes
        self.related = related
        self.tags = tags
    }

    public var description: String { "\(range.lowerBound)..\(range.upperBound) \(severity) \(code): \(message)" }

    /// Source order, then code, for stable output.
    public static func sourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.range.lowerBound != rhs.range.lowerBound { return lhs.range.lowerBound < rhs.range.lowerBound }
        if lhs.range.upperBound != rhs.range.upperBound { return lhs.range.upperBound < rhs.range.upperBound }
        return lhs.code < rhs.code
    }
}
