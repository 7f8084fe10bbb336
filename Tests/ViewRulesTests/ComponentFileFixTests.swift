/// Fixes for syntax that lives in a component file: a property test over
/// workspaces generated from every rule's examples, where each object in turn
/// moves into a component file of its own (whole, or with one binding left at
/// the use, or two levels deep), also with CRLF line breaks. Every file is
/// checked — nothing traps — and every fix names workspace files, fits their
/// bytes, and applies without overlapping edits. Before fix edits were built
/// on the file holding their syntax, `bars/fixed-height` and others trapped here.
import Foundation
import ViewSamples
@testable import ViewModel
@testable import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class ComponentFileFixTests: XCTestCase {
    /// One generated workspace: type name → source.
    struct GeneratedWorkspace {
        let label: String
        let files: [String: String]
    }

    /// The objects of a source below its root, outermost first.
    static func nonRootObjects(_ source: String) -> [SyntaxNode] {
        let tree = SyntaxTree.parse(source)
        guard let root = tree.file?.root?.syntax else { return [] }
        return root.descendantsAndSelf.filter { $0.kind == .object && $0.range != root.range }
    }

    static func replacing(_ range: Range<Int>, in source: String, with text: String) -> String {
        var bytes = Array(source.utf8)
        bytes.replaceSubrange(range, with: Array(text.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The workspaces made from one example: each object moved into `Moved.view`
    /// (used as `Moved {}`), the same keeping the object's first binding at the
    /// use, and each object moved with its first inner object moved further into `Inner.view`.
    static func workspaces(from example: RuleExample, label: String) -> [GeneratedWorkspace] {
        let source = example.plainSource
        var result: [GeneratedWorkspace] = []
        for (number, object) in nonRootObjects(source).enumerated() {
            let objectText = object.text
            let bindingText = ObjectSyntax(object)?.body?.members.lazy.compactMap { member -> String? in
                if case .binding(let binding) = member { return binding.syntax.text }
                return nil
            }.first
            var others = example.otherFiles
            others["Moved"] = objectText
            result.append(GeneratedWorkspace(label: "\(label) object \(number) moved",
                                             files: others.merging(["Example": replacing(object.range, in: source, with: "Moved {}")]) { $1 }))
            if let bindingText {
                result.append(GeneratedWorkspace(label: "\(label) object \(number) moved, one binding at the use",
                                                 files: others.merging(["Example": replacing(object.range, in: source, with: "Moved { \(bindingText) }")]) { $1 }))
            }
            if let inner = nonRootObjects(objectText).first {
                var nested = others
                nested["Moved"] = replacing(inner.range, in: objectText, with: "Inner {}")
                nested["Inner"] = inner.text
                result.append(GeneratedWorkspace(label: "\(label) object \(number) moved two levels deep",
                                                 files: nested.merging(["Example": replacing(object.range, in: source, with: "Moved {}")]) { $1 }))
            }
        }
        return result
    }

    static var generated: [GeneratedWorkspace] {
        RuleRegistry.all.flatMap { rule in
            rule.description.examples.enumerated().flatMap { index, example in
                workspaces(from: example, label: "\(rule.description.id) example \(index + 1)")
            }
        }
    }

    /// Checks every file of the workspace and holds every fix to the files it names.
    /// With `syntaxKept`, each fix is also applied and must not add a syntax error to any file it edits.
    func assertFixesFit(_ files: [String: String], label: String, syntaxKept: Bool = false,
                        file: StaticString = #filePath, line: UInt = #line) {
        let workspace = CheckHarness.workspace(files)
        for name in files.keys.sorted() {
            let path = CheckHarness.path(name)
            guard let result = Checker.check(path, in: workspace, catalog: .rules(.english)) else {
                XCTFail("\(label): \(name) was not checked", file: file, line: line)
                continue
            }
            for diagnostic in result.diagnostics {
                for fix in diagnostic.fixes {
                    for (editedPath, edits) in fix.editsByFile(ownPath: path) {
                        guard let edited = workspace.files[editedPath] else {
                            XCTFail("\(label): a fix of \(diagnostic.code) in \(name) edits \(editedPath), not in the workspace", file: file, line: line)
                            continue
                        }
                        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
                        for (index, edit) in sorted.enumerated() {
                            XCTAssert(edit.range.lowerBound >= 0 && edit.range.upperBound <= edited.bytes.count,
                                      "\(label): \(diagnostic.code) in \(name) edits \(edit.range) of \(editedPath) (\(edited.bytes.count) bytes)",
                                      file: file, line: line)
                            if index > 0 {
                                XCTAssert(sorted[index - 1].range.upperBound <= edit.range.lowerBound,
                                          "\(label): \(diagnostic.code) in \(name) has overlapping edits", file: file, line: line)
                            }
                        }
                        if syntaxKept, let fixed = try? TextEdit.applyChecked(edits, to: edited.tree.text) {
                            XCTAssertLessThanOrEqual(SyntaxTree.parse(fixed).diagnostics.count, edited.tree.diagnostics.count,
                                                     "\(label): \(diagnostic.code)'s fix breaks the syntax of \(editedPath):\n\(fixed)",
                                                     file: file, line: line)
                        }
                        if editedPath != path {
                            XCTAssertFalse(fix.isSafe, "\(label): \(diagnostic.code) edits another file but is safe", file: file, line: line)
                        }
                    }
                }
            }
        }
    }

    func testEveryRuleOnElementsInComponentFiles() {
        let generated = Self.generated
        XCTAssertGreaterThan(generated.count, 300, "the generator made too few workspaces")
        for workspace in generated {
            assertFixesFit(workspace.files, label: workspace.label, syntaxKept: true)
        }
    }

    func testEveryRuleOnElementsInComponentFilesWithCRLF() {
        for workspace in Self.generated where workspace.label.hasSuffix("moved") {
            let files = workspace.files.mapValues { $0.replacingOccurrences(of: "\n", with: "\r\n") }
            assertFixesFit(files, label: workspace.label + " (CRLF)")
        }
    }

    /// The edit fuzzer over component workspaces: random byte edits to one
    /// file (a screen or a component) of a generated workspace, then every
    /// file checked and every fix held to the files it names. A fixed number
    /// of rounds from a fixed seed, so a failure repeats.
    func testRandomEditsToComponentWorkspaces() {
        let generated = Self.generated
        var random = SeededRandom(seed: 20261125)
        let alphabet = Array("{}[]:;,. \n\r\"/*abcXYZ0123-Tab Cell TabBar hidden: true height: 64 Screen Moved {} Inner 音乐Ж".utf8)
        for round in 0..<2_000 {
            let workspace = generated[random.next(below: generated.count)]
            var files = workspace.files
            let names = files.keys.sorted()
            let name = names[random.next(below: names.count)]
            var bytes = Array(files[name]!.utf8)
            random.mutate(&bytes, edits: 3, longestDeletion: 10, alphabet: alphabet)
            files[name] = String(decoding: bytes, as: UTF8.self)
            assertFixesFit(files, label: "round \(round): \(workspace.label), \(name) edited")
        }
    }

    /// The case that trapped: a component's `height` is reported in its own
    /// file, with a fix on that file's bytes, and the screen that uses it checks cleanly.
    func testAFixForAComponentsBindingEditsTheComponentFile() throws {
        let workspace = CheckHarness.workspace([
            "MyBar": "NavigationBar {\n    title: \"Notes\"\n    height: 64\n}\n",
            "Home": "Screen {\n    MyBar {}\n}\n",
        ])
        XCTAssertEqual(CheckHarness.check("Home", in: workspace).map(\.code), [])
        let bar = CheckHarness.check("MyBar", in: workspace)
        XCTAssertEqual(bar.map(\.code), ["bars/fixed-height"])
        let fix = try XCTUnwrap(bar.first?.fixes.first)
        XCTAssertEqual(fix.otherFiles, [:])
        XCTAssertEqual(try TextEdit.applyChecked(fix.edits, to: "NavigationBar {\n    title: \"Notes\"\n    height: 64\n}\n"),
                       "NavigationBar {\n    title: \"Notes\"\n}\n")
    }

    /// A fix reported at a use whose edits reach the component's file spans
    /// two files and is not safe; `FixEdits` builds each edit on its own file.
    func testEditsOnAnotherFileNameItAndUseItsBytes() throws {
        let component = "Toolbar {\r\n\theight: 44\r\n}\r\n"
        let workspace = CheckHarness.workspace(["MyTools": component, "Home": "Screen {\n    MyTools {}\n}\n"])
        let home = try XCTUnwrap(workspace.files[CheckHarness.path("Home")])
        let edits = FixEdits(file: home, directory: workspace)
        let element = try XCTUnwrap(ModelBuilding.build(home, in: workspace).elements.first { $0.typeName == "MyTools" })
        let height = try XCTUnwrap(element.binding("height"))
        XCTAssertEqual(height.path, CheckHarness.path("MyTools"))
        let removal = edits.remove(height)
        XCTAssertEqual(removal.path, CheckHarness.path("MyTools"))
        XCTAssertEqual(try TextEdit.applyChecked([removal.edit], to: component), "Toolbar {\r\n}\r\n")
        let insertion = try XCTUnwrap(edits.insertMember("translucent: false", into: element))
        XCTAssertEqual(insertion.path, CheckHarness.path("Home"))
        let appended = try XCTUnwrap(edits.appendMember("BarButton { system: add }", to: element))
        XCTAssertEqual(appended.path, CheckHarness.path("Home"))
    }

    /// The engine drops a fix whose edits do not fit their files, or overlap, and makes a cross-file fix unsafe.
    func testTheEngineKeepsOnlyFixesThatFit() throws {
        let workspace = CheckHarness.workspace(["A": "Screen {}\n", "B": "Label { text: \"x\" }\n"])
        let a = try XCTUnwrap(workspace.files[CheckHarness.path("A")])
        let sources = FixSources(current: a, directory: workspace)
        let pathA = CheckHarness.path("A"), pathB = CheckHarness.path("B")
        func edit(_ path: String, _ range: Range<Int>) -> FileEdit { FileEdit(path: path, edit: TextEdit(range: range, replacement: "x")) }
        XCTAssertNotNil(RuleEngine.fitting([edit(pathA, 0..<6), edit(pathB, 0..<5)], sources: sources))
        XCTAssertNil(RuleEngine.fitting([edit(pathA, 0..<100)], sources: sources), "past the end")
        XCTAssertNil(RuleEngine.fitting([edit("/workspace/C.view", 0..<0)], sources: sources), "no such file")
        XCTAssertNil(RuleEngine.fitting([edit(pathA, 0..<4), edit(pathA, 2..<6)], sources: sources), "overlapping")
        XCTAssertNil(RuleEngine.fitting([edit(pathA, 3..<3), edit(pathA, 3..<3)], sources: sources), "two insertions at one place")
        XCTAssertNil(RuleEngine.fitting([], sources: sources))
    }
}
