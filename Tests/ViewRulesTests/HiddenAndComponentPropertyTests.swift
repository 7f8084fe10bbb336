/// The engine's policies hold for every rule (`docs/checking.md`, "Hidden
/// elements" and "Where a finding is reported"), over every rule's firing
/// examples, taken from the registry so a new rule is covered by itself:
/// - **in a component**: the element a finding is on, cut out into a
///   component file and used in its place, still gives each finding once —
///   in the component's file at the same place in the element, or at the
///   use with a related place pointing there; a finding outside it stays;
/// - **hidden**: with `hidden: true` written on any one element in turn, no
///   finding lies inside that element, except one on the element itself from
///   a rule about hiding (`HiddenElements.judged`); the same with `visibleIn`
///   (language version 4) naming no orientation, or only landscape on a
///   screen held upright only;
/// - **shown in landscape only**: with `visibleIn: [landscape]` on any one
///   element, no finding inside it happens on a portrait variant.
import Foundation
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class HiddenAndComponentPropertyTests: XCTestCase {
    static let componentName = "Wrapped"

    /// The elements written in `text`: the span from the type name to the closing brace, the type name, and where the body opens.
    struct WrittenElement {
        let span: Range<Int>
        let nameRange: Range<Int>
        let bodyStart: Int
        let isRoot: Bool
        let hasHidden: Bool
        let hasVisibleIn: Bool
    }

    static func elements(in text: String) -> [WrittenElement] {
        var found: [WrittenElement] = []
        func walk(_ node: SyntaxNode, depth: Int) {
            var next = depth
            if let object = ObjectSyntax(node), let name = object.name, let body = object.body {
                func sets(_ property: String) -> Bool {
                    body.members.contains { member in
                        if case .binding(let binding) = member { return binding.name?.text == property }
                        return false
                    }
                }
                found.append(WrittenElement(span: name.range.lowerBound..<node.range.upperBound, nameRange: name.range, bodyStart: body.syntax.range.lowerBound,
                                            isRoot: depth == 0, hasHidden: sets("hidden"), hasVisibleIn: sets("visibleIn")))
                next += 1
            }
            for child in node.childNodes { walk(child, depth: next) }
        }
        walk(SyntaxTree.parse(text).rootNode, depth: 0)
        return found
    }

    /// Each rule's firing examples with their marked ranges.
    static func firingExamples() -> [(rule: RuleDescription, label: String, example: RuleExample, marked: MarkedText)] {
        RuleRegistry.all.flatMap { rule in
            rule.description.examples.enumerated().filter { $0.element.isTriggering }.map { number, example in
                (rule.description, "\(rule.description.id) example \(number + 1)", example, MarkedText(example.source))
            }
        }
    }

    static func check(_ files: [String: String], _ example: RuleExample, file: String) -> [Diagnostic] {
        let workspace = CheckHarness.workspace(files, configuration: example.configuration, images: example.images)
        return CheckHarness.check(file, in: workspace)
    }

    func testAFindingOnAnElementMovedIntoAComponentIsReportedOnce() {
        var failures: [String] = []
        var tried = 0
        for (rule, label, example, marked) in Self.firingExamples() where example.otherFiles[Self.componentName] == nil {
            let elements = Self.elements(in: marked.text)
            // The innermost element written around each finding, but the screen itself.
            var wrapped: [Range<Int>] = []
            for range in marked.ranges {
                guard let element = elements.filter({ $0.span.lowerBound <= range.lowerBound && range.upperBound <= $0.span.upperBound })
                    .min(by: { $0.span.count < $1.span.count }), !element.isRoot, !wrapped.contains(element.span) else { continue }
                wrapped.append(element.span)
            }
            for span in wrapped {
                tried += 1
                if let problem = Self.movedIntoComponent(span, rule: rule, example: example, marked: marked) {
                    failures.append("\(label), element at \(span): \(problem)")
                }
            }
        }
        XCTAssertGreaterThan(tried, 50, "too few firing elements tried to mean anything")
        XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
    }

    /// What is wrong with the findings once the element at `span` is a component; nil: each is reported once where it belongs.
    static func movedIntoComponent(_ span: Range<Int>, rule: RuleDescription, example: RuleExample, marked: MarkedText) -> String? {
        let bytes = Array(marked.text.utf8)
        let use = "\(componentName) { }"
        let screen = String(decoding: bytes[..<span.lowerBound], as: UTF8.self) + use + String(decoding: bytes[span.upperBound...], as: UTF8.self)
        let component = String(decoding: bytes[span], as: UTF8.self) + "\n"
        let files = example.otherFiles.merging(["Example": screen, componentName: component]) { $1 }
        let inScreen = check(files, example, file: "Example").filter { $0.code == rule.id }
        let inComponent = check(files, example, file: componentName).filter { $0.code == rule.id }
        let shift = use.utf8.count - span.count
        let useName = span.lowerBound..<(span.lowerBound + componentName.utf8.count)
        let rootName = elements(in: component).first?.nameRange
        var screenLeft = inScreen.map(\.range), componentLeft = inComponent.map(\.range)
        var missing: [String] = []
        for range in marked.ranges {
            if range.upperBound <= span.lowerBound || range.lowerBound >= span.upperBound {
                let moved = range.lowerBound >= span.upperBound ? (range.lowerBound + shift)..<(range.upperBound + shift) : range
                if let index = screenLeft.firstIndex(of: moved) { screenLeft.remove(at: index) } else { missing.append("\(range) in the screen") }
                continue
            }
            let inside = (range.lowerBound - span.lowerBound)..<(range.upperBound - span.lowerBound)
            if let index = componentLeft.firstIndex(of: inside) {
                componentLeft.remove(at: index)
            } else if let index = inScreen.indices.first(where: { screenLeft.contains(useName) && inScreen[$0].range == useName
                        && inScreen[$0].related.contains { $0.location.path == CheckHarness.path(componentName) && $0.location.range == inside } }) {
                screenLeft.remove(at: screenLeft.firstIndex(of: inScreen[index].range)!)
            } else if inside == rootName, let index = screenLeft.firstIndex(of: useName) {
                // On the element itself, which the use is: it stays on the use.
                screenLeft.remove(at: index)
            } else {
                missing.append("\(range) neither in the component at \(inside) nor at the use pointing there")
            }
        }
        guard !missing.isEmpty || !screenLeft.isEmpty || !componentLeft.isEmpty else { return nil }
        return "missing \(missing); more in the screen \(screenLeft); more in the component \(componentLeft)\n--- screen\n\(screen)--- component\n\(component)"
            + "--- found in the screen\n\(inScreen)\n--- found in the component\n\(inComponent)"
    }

    func testNothingInsideAHiddenElementIsJudged() {
        let (tried, failures) = Self.hideEach(with: "\nhidden: true\n")
        XCTAssertGreaterThan(tried, 100, "too few elements hidden to mean anything")
        XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
    }

    func testNothingInsideAnElementShownInNoOrientationIsJudged() {
        let (tried, failures) = Self.hideEach(with: "\nvisibleIn: []\n")
        XCTAssertGreaterThan(tried, 100, "too few elements hidden to mean anything")
        XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
    }

    func testNothingInsideAnElementShownOnlyInAnOrientationTheScreenIsNotHeldInIsJudged() {
        let (tried, failures) = Self.hideEach(with: "\nvisibleIn: [landscape]\n", onScreen: "\norientations: [portrait]\n")
        XCTAssertGreaterThan(tried, 100, "too few elements hidden to mean anything")
        XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
    }

    func testNothingInsideAnElementShownInLandscapeOnlyIsFoundInPortrait() {
        var failures: [String] = []
        var tried = 0
        let insertion = "\nvisibleIn: [landscape]\n"
        for (rule, label, example, marked) in Self.firingExamples() where rule.variesBySize {
            for element in Self.elements(in: marked.text) where !element.isRoot {
                tried += 1
                let (screen, span) = Self.inserting(insertion, into: element, of: marked.text)
                let found = Self.check(example.otherFiles.merging(["Example": screen]) { $1 }, example, file: "Example")
                    .filter { $0.code == rule.id && span.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= span.upperBound }
                for diagnostic in found where diagnostic.variants.contains(where: { $0.orientation == "portrait" }) {
                    failures.append("\(label), landscape only at \(element.span): \(diagnostic) on \(diagnostic.variants)\n\(screen)")
                }
            }
        }
        XCTAssertGreaterThan(tried, 5, "too few elements of size-dependent rules tried to mean anything")
        XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
    }

    /// `text` with `insertion` at the start of `element`'s body, and the element's span after it.
    static func inserting(_ insertion: String, into element: WrittenElement, of text: String) -> (text: String, span: Range<Int>) {
        let bytes = Array(text.utf8)
        let at = element.bodyStart + 1
        let result = String(decoding: bytes[..<at], as: UTF8.self) + insertion + String(decoding: bytes[at...], as: UTF8.self)
        return (result, element.span.lowerBound..<(element.span.upperBound + insertion.utf8.count))
    }

    /// Each firing example with `insertion` written on each element but the root in turn (and, when given,
    /// `onScreen` on a root `Screen` that does not set it): the findings inside that element, but one on the
    /// element itself from a rule about hiding, described; and how many elements were tried.
    static func hideEach(with insertion: String, onScreen: String? = nil) -> (tried: Int, failures: [String]) {
        var failures: [String] = []
        var tried = 0
        for (rule, label, example, marked) in Self.firingExamples() {
            var text = marked.text
            if let onScreen {
                guard let root = Self.elements(in: text).first(where: \.isRoot),
                      text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: root.nameRange.lowerBound)...].starts(with: "Screen".utf8),
                      !text.contains("orientations:") else { continue }
                text = Self.inserting(onScreen, into: root, of: text).text
            }
            let elements = Self.elements(in: text)
            for element in elements where !element.isRoot && !element.hasHidden && !element.hasVisibleIn {
                tried += 1
                let (screen, hiddenSpan) = Self.inserting(insertion, into: element, of: text)
                // The elements inside it, where a rule about hiding may not report either.
                let inner = Self.elements(in: screen).filter {
                    $0.span != hiddenSpan && hiddenSpan.lowerBound <= $0.span.lowerBound && $0.span.upperBound <= hiddenSpan.upperBound
                }
                let found = Self.check(example.otherFiles.merging(["Example": screen]) { $1 }, example, file: "Example")
                    .filter { $0.code == rule.id }
                for diagnostic in found where hiddenSpan.lowerBound <= diagnostic.range.lowerBound && diagnostic.range.upperBound <= hiddenSpan.upperBound {
                    let onItself = !inner.contains { $0.span.lowerBound <= diagnostic.range.lowerBound && diagnostic.range.upperBound <= $0.span.upperBound }
                    if rule.hiddenElements == .judged && onItself { continue }
                    failures.append("\(label), hiding the element at \(element.span) with \(insertion.trimmingCharacters(in: .whitespacesAndNewlines)): "
                                    + "\(diagnostic)\n\(screen)")
                }
            }
        }
        return (tried, failures)
    }
}
