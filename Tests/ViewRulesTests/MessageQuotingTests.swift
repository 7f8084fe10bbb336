/// Messages name what is written. An English message says what it found,
/// then, after "; ", what to do; in what it found, every quoted binding
/// (`` `name: value` ``) and every quoted text ("…", “…”) is either a literal
/// of the rule's own message templates or written in the firing example —
/// its files or its configuration (product names). So a message never
/// quotes `role: dismiss` for a button the file writes as `system: done`.
/// Single quoted names (`TabBar`, `print`) are the rule's vocabulary and
/// advice is what the file does not yet say; neither is held to the source.
/// Related places are held to the same check, the rule's note templates
/// giving the literals.
import ViewModel
import ViewRules
import ViewStrings
import ViewTestSupport
import XCTest

final class MessageQuotingTests: XCTestCase {
    func testMessagesQuoteTheExamplesOwnWords() {
        let catalog = MessageCatalog.rules(.english)
        var failures: [String] = []
        var checked = 0
        for rule in RuleRegistry.all {
            let description = rule.description
            let messageLiterals = Set(description.messages.flatMap {
                Self.literals(in: catalog.text(RuleDescription.messageKey(description.id, variant: $0)))
            })
            let noteLiterals = Set(description.notes.flatMap { Self.literals(in: catalog.text(RuleDescription.noteKey(description.id, $0))) })
            for (number, example) in description.examples.enumerated() where example.isTriggering {
                let sources = ([MarkedText(example.source).text] + example.otherFiles.values
                               + example.configuration.productNames.map { "\"\($0)\"" })
                    .joined(separator: "\n")
                let workspace = CheckHarness.workspace(example.otherFiles.merging(["Example": MarkedText(example.source).text]) { $1 },
                                                       configuration: example.configuration, images: example.images)
                for diagnostic in CheckHarness.check("Example", in: workspace) where diagnostic.code == description.id {
                    let label = "\(description.id) example \(number + 1)"
                    for quoted in Self.claims(in: Self.finding(diagnostic.message)) where !messageLiterals.contains(quoted) {
                        checked += 1
                        if !sources.contains(quoted) { failures.append("\(label): message quotes \(quoted), which the source does not write: \(diagnostic.message)") }
                    }
                    for related in diagnostic.related {
                        for quoted in Self.claims(in: related.message) where !noteLiterals.contains(quoted) && !messageLiterals.contains(quoted) {
                            checked += 1
                            if !sources.contains(quoted) { failures.append("\(label): related note quotes \(quoted), which the source does not write: \(related.message)") }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 20, "too few quoted values checked to mean anything")
        XCTAssertEqual(failures, [])
    }

    /// The check itself: quotations are found, claims told from names and advice, and a template's own literals from its placeholders.
    func testQuotationsClaimsAndLiterals() {
        XCTAssertEqual(Self.quotations(in: "the button \"Close\" with `role: dismiss` and “Photos”").map(\.text), ["role: dismiss", "\"Close\"", "Photos"])
        XCTAssertEqual(Self.claims(in: Self.finding("the button “Go” with `role: dismiss` looks like a `TabBar`; set `role: done`")),
                       ["role: dismiss", "Go"])
        XCTAssertEqual(Self.literals(in: "the table's `rowHeight` is {first}; `{value}` sits here"), ["rowHeight"])
    }

    /// What a message says it found: the part before its advice.
    static func finding(_ message: String) -> String {
        message.range(of: "; ").map { String(message[..<$0.lowerBound]) } ?? message
    }

    /// The quotations of a text that say what a file writes: quoted bindings and texts.
    static func claims(in text: String) -> [String] {
        quotations(in: text).filter { $0.isText || $0.text.contains(": ") }.map(\.text)
    }

    /// The quoted values of a text: backtick spans (without the backticks),
    /// straight-quoted strings (with their quotes, as a file writes them) and curly-quoted ones (without).
    static func quotations(in text: String) -> [(text: String, isText: Bool)] {
        var result: [(text: String, isText: Bool)] = []
        for (open, close, keep) in [("`", "`", false), ("\"", "\"", true), ("“", "”", false)] {
            var rest = Substring(text)
            while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
                let inner = String(rest[start.upperBound..<end.lowerBound])
                if !inner.isEmpty { result.append((keep ? open + inner + close : inner, open != "`")) }
                rest = rest[end.upperBound...]
            }
        }
        return result
    }

    /// The quotations a template writes itself: those without a placeholder.
    static func literals(in template: String) -> [String] {
        quotations(in: template).map(\.text).filter { !$0.contains("{") && !$0.contains("%#@") }
    }
}
