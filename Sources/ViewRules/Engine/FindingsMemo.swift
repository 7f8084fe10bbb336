/// A rule's findings on an element, kept from one version of a file to the next, so a keystroke runs
/// again only what it can change. It holds for the rules that read nothing beyond their element and the
/// layout's text rooms (`RuleDescription.readsOnlyItsElement`), on a leaf element written in the file:
/// when the element's text is the same syntax as before (the incremental parse kept its green node),
/// neither it nor an ancestor says anything different (`ElementSlots.rewritten`), the layout placed
/// every element alike (`ElementSlots.carried`: the text rooms were taken over) and the configuration
/// and language are the same, its findings are the earlier ones, moved by as many bytes as the element
/// moved. A finding that reaches outside its element (a related place, an edit, another file) is never
/// kept: the rule runs again there.
import ViewSyntax
import ViewLayout
import ViewModel
import ViewStrings

public final class FindingsMemo: @unchecked Sendable {
    typealias Found = (key: RuleEngine.FindingKey, diagnostic: Diagnostic)

    /// What was found on one element: its syntax (so its text), where it started, and by rule id the
    /// rendered findings of each rule that reads only its element. (A green node is never changed once
    /// built: the syntax tree is immutable, which is what lets every thread share it.)
    struct Entry: @unchecked Sendable {
        let green: GreenNode
        let start: Int
        var byRule: [(rule: String, found: [Found])]
    }

    /// The numbering of the model the findings were made on (kept alive, so its identity stays its own).
    let slots: ElementSlots
    let path: String
    let language: MessageLanguage
    let configuration: Configuration
    /// Whether the file had no syntax error (the layout's rooms are taken over only from such a version).
    let madeWithoutErrors: Bool
    /// By slot of `slots`.
    let entries: [Int: Entry]
    /// How many elements took their findings over from the previous memo when this one was made.
    public let reusedElements: Int

    init(slots: ElementSlots, path: String, language: MessageLanguage, configuration: Configuration, madeWithoutErrors: Bool,
         entries: [Int: Entry], reusedElements: Int) {
        self.madeWithoutErrors = madeWithoutErrors
        self.slots = slots
        self.path = path
        self.language = language
        self.configuration = configuration
        self.entries = entries
        self.reusedElements = reusedElements
    }

    /// Whether this memo's findings may stand for a check of `context` (before asking element by element):
    /// same file, language and configuration (so the same rules, options and variants), neither version with
    /// a syntax error, and the new model numbered by carrying this one's numbering over, which the layout
    /// allows only when it places every element alike (`ElementSlots.carried`), so every text room is the same.
    func holds(for context: RuleContext, language: MessageLanguage) -> Bool {
        path == context.file.path && language == self.language && configuration == context.configuration && madeWithoutErrors
            && context.file.tree.diagnostics.isEmpty && context.elementSlots.carriedFrom == ObjectIdentifier(slots)
    }

    /// The kept entry for `element` of the new model, and how far it moved; nil when its findings must be made again.
    func entry(for element: Element, slot: Int, in slots: ElementSlots) -> (entry: Entry, shift: Int)? {
        guard !slots.rewritten.contains(slot), let entry = entries[slot], entry.green === element.syntax.syntax.green else { return nil }
        return (entry, element.range.lowerBound - entry.start)
    }

    /// Whether `element` is one whose findings can be kept: a leaf written in the file, no component's.
    static func keeps(_ element: Element, in path: String) -> Bool {
        element.path == path && element.componentChain.isEmpty && element.children.isEmpty && element.presentedElements.isEmpty
    }

    /// A finding that stays inside its element's text (its place, related places and edits), so that
    /// moving it with the element is all a later version needs.
    static func staysInside(_ diagnostic: Diagnostic, _ range: Range<Int>, path: String) -> Bool {
        func inside(_ inner: Range<Int>) -> Bool { inner.lowerBound >= range.lowerBound && inner.upperBound <= range.upperBound }
        return inside(diagnostic.range)
            && diagnostic.related.allSatisfy { $0.location.path == path && inside($0.location.range) }
            && diagnostic.fixes.allSatisfy { fix in fix.otherFiles.isEmpty && fix.edits.allSatisfy { inside($0.range) } }
    }

    /// A kept finding moved by `shift` bytes.
    static func moved(_ found: Found, by shift: Int) -> Found {
        guard shift != 0 else { return found }
        func move(_ range: Range<Int>) -> Range<Int> { (range.lowerBound + shift)..<(range.upperBound + shift) }
        var diagnostic = found.diagnostic
        diagnostic.range = move(diagnostic.range)
        for index in diagnostic.related.indices { diagnostic.related[index].location.range = move(diagnostic.related[index].location.range) }
        for fix in diagnostic.fixes.indices {
            for edit in diagnostic.fixes[fix].edits.indices { diagnostic.fixes[fix].edits[edit].range = move(diagnostic.fixes[fix].edits[edit].range) }
        }
        return (RuleEngine.FindingKey(rule: found.key.rule, range: move(found.key.range)), diagnostic)
    }
}
