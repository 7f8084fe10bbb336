/// What a guideline rule is: a type with a description (id, severity,
/// texts, seed citation, fix, examples) and a check on one element.
/// One rule per file under `Rules/<Family>/`; `RuleRegistry` lists them all.
import ViewSyntax
public import ViewModel

public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// The built-in component kinds the rule looks at; `check` runs once for
    /// every element of one of these kinds.
    static var kinds: Set<String> { get }
    static func check(_ element: Element, in context: RuleContext) -> [RuleFinding]
}

/// Whether `viewls fix` may apply a fix without `--unsafe`.
public enum FixSafety: String, Sendable {
    /// One obvious edit that keeps the design's intent.
    case safe
    /// A reasonable edit that changes what the screen shows; needs `--unsafe`.
    case unsafe
}

/// Where a rule comes from in the seed guidelines.
public struct SeedCitation: Sendable, Hashable {
    /// The seed file's name in `../shared/seeds/`: internal, it picks the
    /// document's name in words (`documentKey`) and is never shown.
    public let file: String
    /// The section, as the seed titles it (shown as is: see `GuidelineCitations.swift`).
    public let section: String

    public init(_ file: String, _ section: String) {
        self.file = file
        self.section = section
    }

    public static let chineseBarsAndContent = "001_692d72a8cf784d2c.txt"
    public static let russianContentViews = "000_e078a0ef96c2220c.txt"
    public static let chineseTableView = "002_222fc8becee437dd.txt"
    public static let chineseContentViews = "003_cc599ad8ffa66950.txt"
}

/// A rule's example: source that triggers it (expected ranges marked with
/// `⟦` and `⟧`) or does not, with the fixed source when the rule has a fix.
public struct RuleExample: Sendable {
    public let source: String
    public let isTriggering: Bool
    /// The source after applying every fix (markers removed), for triggering examples of rules with fixes.
    public let fixed: String?
    /// Other workspace files the example needs, by type name.
    public let otherFiles: [String: String]
    public let configuration: Configuration
    /// PNG files the example reads, by path relative to the example's folder, as pixel sizes.
    public let images: [String: ImageSize]

    /// A pixel size, for the PNG files examples need.
    public struct ImageSize: Sendable {
        public let width: Int
        public let height: Int

        public init(_ width: Int, _ height: Int) {
            self.width = width
            self.height = height
        }
    }

    public static func triggering(_ source: String, fixed: String? = nil, otherFiles: [String: String] = [:],
                                  configuration: Configuration = .default, images: [String: ImageSize] = [:]) -> RuleExample {
        RuleExample(source: source, isTriggering: true, fixed: fixed, otherFiles: otherFiles, configuration: configuration,
                    images: images)
    }

    public static func nonTriggering(_ source: String, otherFiles: [String: String] = [:],
                                     configuration: Configuration = .default, images: [String: ImageSize] = [:]) -> RuleExample {
        RuleExample(source: source, isTriggering: false, fixed: nil, otherFiles: otherFiles, configuration: configuration,
                    images: images)
    }

    /// The source without range markers, as `viewls explain` prints it.
    public var plainSource: String { source.replacingOccurrences(of: ["⟦", "⟧"]) }
}

/// Everything a rule says about itself. Texts are English; the catalog
/// serves them (and later their translations) under `rule.<id>.…` keys.
public struct RuleDescription: Sendable {
    public let id: String
    public let defaultSeverity: Severity
    /// One line for `viewls rules`.
    public let summary: String
    /// Message templates with `{placeholders}`: `""` is the main one, other keys are variants.
    public let messages: [String: String]
    /// What the rule checks.
    public let what: String
    /// Why: the guideline, in our words.
    public let why: String
    /// How to fix a finding.
    public let howToFix: String
    public let citations: [SeedCitation]
    /// The fix's title and safety, when the rule has one.
    public let fix: (title: String, safety: FixSafety)?
    public let examples: [RuleExample]
    /// More specific rules that report the same fault: where one of them
    /// reports an overlapping range, this rule stays silent.
    public let supersededBy: [String]
    /// Further texts by name, under `rule.<id>.note.<name>`: related
    /// information (`RuleNote`) and the words a finding puts into its
    /// message's placeholders (`RuleFinding.terms`), so no English reaches a
    /// message from code.
    public let notes: [String: String]

    public init(id: String, severity: Severity, summary: String, messages: [String: String], what: String, why: String,
                howToFix: String, citations: [SeedCitation], fix: (title: String, safety: FixSafety)? = nil,
                supersededBy: [String] = [], notes: [String: String] = [:], examples: [RuleExample]) {
        self.id = id
        self.defaultSeverity = severity
        self.summary = summary
        self.messages = messages
        self.what = what
        self.why = why
        self.howToFix = howToFix
        self.citations = citations
        self.fix = fix
        self.supersededBy = supersededBy
        self.notes = notes
        self.examples = examples
    }

    /// The family folder: the part of the id before `/`.
    public var family: String { String(id.split(separator: "/").first ?? "") }

    public static func messageKey(_ id: String, variant: String = "") -> String {
        variant.isEmpty ? "rule.\(id).message" : "rule.\(id).message.\(variant)"
    }

    public static func noteKey(_ id: String, _ name: String) -> String { "rule.\(id).note.\(name)" }

    /// The rule's English texts under their catalog keys.
    var englishTexts: [String: String] {
        var table = ["rule.\(id).summary": summary, "rule.\(id).what": what, "rule.\(id).why": why, "rule.\(id).how": howToFix]
        for (variant, text) in messages { table[Self.messageKey(id, variant: variant)] = text }
        if let fix { table["rule.\(id).fix"] = fix.title }
        for (name, text) in notes { table[Self.noteKey(id, name)] = text }
        return table
    }
}

/// One fault a rule found, before the engine renders it.
public struct RuleFinding: Sendable {
    public var location: SourceLocation
    /// The message variant; `""` for the main message.
    public var variant: String
    public var arguments: [String: String]
    /// Placeholders filled with one of the rule's `notes` (by name), itself
    /// filled with `arguments`: words such as "popover" in the message.
    public var terms: [String: String]
    /// The fix's edits, each in the file it names, when the rule can fix this finding.
    public var edits: [FileEdit]?
    public var related: [RuleNote]

    public init(at location: SourceLocation, variant: String = "", _ arguments: [String: String] = [:],
                terms: [String: String] = [:], edits: [FileEdit]? = nil, related: [RuleNote] = []) {
        self.location = location
        self.variant = variant
        self.arguments = arguments
        self.terms = terms
        self.edits = edits
        self.related = related
    }

    /// A finding on an element's type name.
    public static func on(_ element: Element, variant: String = "", _ arguments: [String: String] = [:],
                          terms: [String: String] = [:], edits: [FileEdit]? = nil) -> RuleFinding {
        RuleFinding(at: element.location, variant: variant, arguments, terms: terms, edits: edits)
    }

    /// A finding on a whole binding.
    public static func on(_ binding: Binding, variant: String = "", _ arguments: [String: String] = [:],
                          terms: [String: String] = [:], edits: [FileEdit]? = nil) -> RuleFinding {
        RuleFinding(at: binding.location, variant: variant, arguments, terms: terms, edits: edits)
    }
}

/// Related information a rule attaches to a finding: a place and one of the
/// rule's `notes` by name, filled with `arguments` in the catalog's language.
public struct RuleNote: Sendable {
    public var location: SourceLocation
    public var name: String
    public var arguments: [String: String]

    public init(_ location: SourceLocation, _ name: String, _ arguments: [String: String] = [:]) {
        self.location = location
        self.name = name
        self.arguments = arguments
    }
}

extension String {
    func replacingOccurrences(of markers: [String]) -> String {
        var result = self
        for marker in markers { result = result.split(separator: marker, omittingEmptySubsequences: false).joined() }
        return result
    }
}
