/// Fixtures with inline expectations: `Fixtures/checking/*.view` are each a
/// workspace of one file; each folder of `Fixtures/workspaces/` is a workspace
/// of several files (and maybe a `.viewls.json`). Every diagnostic of every
/// file must be annotated, and every annotation met.
import Foundation
import ViewModel
import ViewRules
import ViewSyntax
import XCTest

final class CheckingFixtureTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func testSingleFileFixtures() throws {
        let folder = Self.fixtures.appendingPathComponent("checking")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".view") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 10)
        for name in files {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            var workspace = Workspace(root: "/fixture")
            workspace.setFile(path: "/fixture/\(name)", text: text)
            verify(workspace, path: "/fixture/\(name)", label: name)
        }
    }

    func testWorkspaceFixtures() throws {
        let folder = Self.fixtures.appendingPathComponent("workspaces")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertGreaterThanOrEqual(names.count, 4)
        for name in names {
            let root = folder.appendingPathComponent(name)
            let (workspace, configuration) = try CheckHarness.workspace(folder: root)
            let files = (FileManager.default.subpaths(atPath: root.path) ?? []).sorted()
            if let configuration {
                XCTAssertEqual(configuration.diagnostics.map(\.message), [], "\(name)/.viewls.json")
            }
            for file in files where file.hasSuffix(".view") {
                verify(workspace, path: root.appendingPathComponent(file).path, label: "\(name)/\(file)")
            }
        }
    }

    private func verify(_ workspace: Workspace, path: String, label: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let source = workspace.files[path], let check = Checker.check(path, in: workspace) else {
            return XCTFail("\(label): not in the workspace", file: file, line: line)
        }
        let expected = InlineExpectations.parse(source.tree.text)
        let withMessages = Set(expected.filter { $0.message != nil }.map { "\($0.line):\($0.startColumn):\($0.code)" })
        let actual = check.diagnostics.map { diagnostic -> InlineExpectation in
            let plain = InlineExpectations.expectation(for: diagnostic, in: source, withMessage: false)
            let key = "\(plain.line):\(plain.startColumn):\(plain.code)"
            return withMessages.contains(key) ? InlineExpectations.expectation(for: diagnostic, in: source, withMessage: true) : plain
        }
        let missing = expected.filter { !actual.contains($0) }
        let unexpected = actual.filter { !expected.contains($0) }
        XCTAssertTrue(missing.isEmpty && unexpected.isEmpty,
                      "\(label)\n  missing: \(missing)\n  unexpected: \(unexpected)\n  all: \(check.diagnostics.map { "\($0)" })",
                      file: file, line: line)
    }
}
