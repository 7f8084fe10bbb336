/// What a guideline rule is: a type with a description (id, severity,
/// guideline citation, fix, examples; its texts are catalog data) and a
/// check on one element.
/// One rule per file under `Sources/ViewRules/<Family>/` (`TabBar/`, `Popover/`…);
/// `RuleRegistry` lists them all.
import ViewSyntax
public import ViewModel
public import ViewStrings

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

/// Where a rule comes from in the guidelines: a section, named by an ASCII
/// id whose first part picks the document (`bars.`, `tables-zh.`,
/// `content-zh.`, `content-ru.`). The section's title, as the document
/// writes it, is the catalog text `guideline.section.<id>`; see
/// `GuidelineCitations.swift` for how a citation is shown.
public struct SeedCitation: Sendable, Hashable {
    public let id: String

    public init(_ id: String) {
        self.id = id
    }

    /// The seed file's name in `../shared/seeds/`: internal (tests read the
    /// section there); never shown.
    public var file: String {
        switch id.prefix(while: { $0 != "." }) {
        case "bars": return "001_692d72a8cf784d2c.txt"
        case "content-ru": return "000_e078a0ef96c2220c.txt"
        case "tables-zh": return "002_222fc8becee437dd.txt"
        case "content-zh": return "003_cc599ad8ffa66950.txt"
        default: return ""
        }
    }

    /// The catalog key of the section's title.
    public var titleKey: String { "guideline.section.\(id)" }
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

    /// A pixel size, and whether the image has alpha, for the PNG files examples need.
    public struct ImageSize: Sendable {
        public let width: Int
        public let height: Int
        /// An RGB image with no alpha channel and no `tRNS` chunk, where most images are RGBA.
        public let isOpaque: Bool
        /// A palette image (colour type 3) with no `tRNS` chunk: opaque too.
        public let isPalette: Bool

        /// Pixels to draw, for rules that judge them; nil: a header only.
        public let glyph: ExampleGlyph?

        public init(_ width: Int, _ height: Int, opaque: Bool = false, palette: Bool = false, glyph: ExampleGlyph? = nil) {
            self.width = width
            self.height = height
            self.isOpaque = opaque
            self.isPalette = palette
            self.glyph = glyph
        }

        /// The PNG bytes of an image of this size and kind: a whole RGBA file with the glyph drawn, or the header only.
        public var pngBytes: [UInt8] {
            guard let glyph else { return PNGHeader.encode(width: width, height: height, colourType: isPalette ? 3 : isOpaque ? 2 : 6) }
            return PNGPixels.encode(width: width, height: height, pixels: glyph.pixels(width: width, height: height))
        }
    }

    /// A glyph drawn in an example's RGBA image: a square half the image's side on a transparent background.
    public enum ExampleGlyph: String, Sendable, CaseIterable {
        /// Black, centred, its edges anti-aliased (a ring of half-transparent pixels).
        case centred
        /// White, otherwise as `centred`.
        case white
        /// Red, otherwise as `centred`.
        case coloured
        /// Black and anti-aliased, in the top-left corner.
        case offCentre
        /// Black and centred, with hard edges: no pixel partly transparent.
        case hardEdged
        /// Black everywhere: an alpha channel with no transparent pixel.
        case filled

        func pixels(width: Int, height: Int) -> [PNGPixels.Pixel] {
            let colour: PNGPixels.Pixel = self == .white ? .white : self == .coloured ? PNGPixels.Pixel(208, 48, 32) : .black
            if self == .filled { return [PNGPixels.Pixel](repeating: colour, count: width * height) }
            let side = (width: width / 2, height: height / 2)
            let origin = self == .offCentre ? (x: 1, y: 1) : (x: (width - side.width) / 2, y: (height - side.height) / 2)
            let edge = PNGPixels.Pixel(colour.red, colour.green, colour.blue, self == .hardEdged ? 255 : 128)
            var pixels = [PNGPixels.Pixel](repeating: .clear, count: width * height)
            for y in origin.y..<min(height, origin.y + side.height) {
                for x in origin.x..<min(width, origin.x + side.width) {
                    let onEdge = x == origin.x || y == origin.y || x == origin.x + side.width - 1 || y == origin.y + side.height - 1
                    pixels[y * width + x] = onEdge ? edge : colour
                }
            }
            return pixels
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

/// Everything a rule says about itself but its words: those are catalog
/// texts under `rule.<id>.…` (`summary`, `message`, `message.<variant>`,
/// `what`, `why`, `how`, `fix`, `note.<name>`, `insert.<name>`) in the module's String Catalog.
public struct RuleDescription: Sendable {
    public let id: String
    public let defaultSeverity: Severity
    /// The message variants (`""` is the main message): each has the text `rule.<id>.message[.<variant>]`.
    public let messages: [String]
    /// Variants whose findings have another default severity than the rule's
    /// (an iPad tab count the guideline gives as "about 7" is a warning where
    /// the iPhone's 5 is an error). A severity set in the configuration applies
    /// to every variant.
    public let variantSeverities: [String: Severity]
    public let citations: [SeedCitation]
    /// The fix's safety, when the rule has one (its title is the text `rule.<id>.fix`).
    public let fix: FixSafety?
    public let examples: [RuleExample]
    /// More specific rules that report the same fault: where one of them
    /// reports an overlapping range, this rule stays silent.
    public let supersededBy: [String]
    /// Further texts by name, under `rule.<id>.note.<name>`: related
    /// information (`RuleNote`) and the words a finding puts into its
    /// message's placeholders (`RuleFinding.terms`), so no English reaches a
    /// message from code.
    public let notes: [String]
    /// Words the rule's fix inserts into the screen, by name, under
    /// `rule.<id>.insert.<name>`: taken in the language of the file's own
    /// strings (`RuleContext.insertedText`), not the reader's.
    public let inserts: [String]
    /// Numbers the rule measures against that the guidelines do not give, which a
    /// configuration may change; each is explained by the text `rule.<id>.option.<name>`
    /// (what it is and where its default comes from).
    public let options: [RuleOption]
    /// Whether the rule runs on an element that is hidden or inside a hidden one (see `HiddenElements`).
    public let hiddenElements: HiddenElements
    /// Whether the rule's answer depends on the device, orientation or text size (it reads frames,
    /// widths or type sizes): the engine then runs it on every variant of the screen's matrix,
    /// reading `RuleContext.layoutVariant`, and reports one finding per fault that names where it happens.
    public let variesBySize: Bool
    /// For a rule that varies by size: whether what it finds can only go away on a wider screen (the same
    /// device held sideways, a wider device) — room grows with the screen, as a cell's text's does. The engine
    /// then judges the narrowest screen first, at every text size, and the other variants only when that finds something.
    public let narrowestDecides: Bool
    /// Whether the rule's findings on an element follow from nothing but that element (its bindings and
    /// text), what its ancestors say, the layout's text rooms and the configuration: then a keystroke
    /// elsewhere keeps them (`FindingsMemo`). A rule that reads siblings, other elements' findings,
    /// other files or images must leave it false. `IncrementalCheckTests` holds it to that.
    public let readsOnlyItsElement: Bool

    public init(id: String, severity: Severity, messages: [String] = [""], variantSeverities: [String: Severity] = [:],
                citations: [SeedCitation], fix: FixSafety? = nil,
                supersededBy: [String] = [], notes: [String] = [], inserts: [String] = [], options: [RuleOption] = [],
                hiddenElements: HiddenElements = .skipped, variesBySize: Bool = false, narrowestDecides: Bool = false,
                readsOnlyItsElement: Bool = false, examples: [RuleExample]) {
        self.readsOnlyItsElement = readsOnlyItsElement
        self.variesBySize = variesBySize
        self.narrowestDecides = narrowestDecides
        self.id = id
        self.defaultSeverity = severity
        self.messages = messages
        self.variantSeverities = variantSeverities
        self.citations = citations
        self.fix = fix
        self.supersededBy = supersededBy
        self.notes = notes
        self.inserts = inserts
        self.options = options
        self.hiddenElements = hiddenElements
        self.examples = examples
    }

    /// The family folder: the part of the id before `/`.
    public var family: String { String(id.split(separator: "/").first ?? "") }

    public static func messageKey(_ id: String, variant: String = "") -> String {
        variant.isEmpty ? "rule.\(id).message" : "rule.\(id).message.\(variant)"
    }

    public static func noteKey(_ id: String, _ name: String) -> String { "rule.\(id).note.\(name)" }

    public static func insertKey(_ id: String, _ name: String) -> String { "rule.\(id).insert.\(name)" }

    public static func optionKey(_ id: String, _ name: String) -> String { "rule.\(id).option.\(name)" }

    /// The declared option named `name`; traps on a name the rule does not declare (a programming error).
    public func option(_ name: String) -> RuleOption {
        guard let option = options.first(where: { $0.name == name }) else { preconditionFailure("\(id) declares no option \(name)") }
        return option
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
    /// Placeholders filled with a list of items, joined by the reader's
    /// language's list pattern (`ListedItems`, `docs/translating.md`).
    public var lists: [String: ListedItems] = [:]
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
