/// `InputLimits` in the checker, which the server and the command line share:
/// a file over the size limit gets one warning and nothing else, and syntax
/// errors stop at the cap with one diagnostic counting the rest.
import Foundation
import ViewModel
import ViewRules
import ViewSyntax
import XCTest
import ViewStrings

final class InputLimitsTests: XCTestCase {
    func testAFileOverTheSizeLimitIsNotChecked() {
        let line = Array("Label { text: \"x\" }\n".utf8)
        var bytes = Array("Screen {\n".utf8)
        while bytes.count <= InputLimits.maximumViewFileBytes { bytes += line }
        var workspace = Workspace(root: "/w")
        let file = SourceFile(path: "/w/Big.view", tree: SyntaxTree.parse(bytes))  // unclosed: a syntax error, not reported
        workspace.setFile(file)
        let check = Checker.check(file, in: workspace, catalog: MessageCatalog.rules(.russian))
        XCTAssertEqual(check.diagnostics.map(\.code), [Checker.fileTooLarge])
        XCTAssertEqual(check.diagnostics.first?.severity, .warning)
        XCTAssertEqual(check.diagnostics.first?.message, "файл занимает 8.1 МиБ — больше предела в 8.0 МиБ; он не проверяется")
    }

    func testSyntaxErrorsStopAtTheCap() {
        let text = "Screen {\n" + String(repeating: "  @\n", count: 150) + "}\n"
        var workspace = Workspace(root: "/w")
        let file = SourceFile(path: "/w/Many.view", tree: SyntaxTree.parse(Array(text.utf8)))
        workspace.setFile(file)
        XCTAssertEqual(file.tree.diagnostics.count, 150, "the tree keeps every error")
        let diagnostics = Checker.check(file, in: workspace).diagnostics.filter { $0.code.hasPrefix("syntax/") }
        XCTAssertEqual(diagnostics.count, InputLimits.maximumSyntaxDiagnostics + 1)
        XCTAssertEqual(diagnostics.last?.code, Checker.tooManySyntaxErrors)
        XCTAssertEqual(diagnostics.last?.message, "50 more syntax errors are not shown; fix the ones above first")
        XCTAssertEqual(diagnostics.last?.range, file.tree.diagnostics[100].range.lowerBound..<file.tree.diagnostics[100].range.lowerBound)
    }

    func testReadingStopsAtTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent(".viewls.json")
        try Data(repeating: 32, count: InputLimits.maximumConfigurationBytes + 1).write(to: configuration)
        XCTAssertEqual(DiskAccess.read(configuration.path), .failure(.tooLarge), "a configuration's limit is 1 MiB")
        XCTAssertEqual(InputLimits.oversize(configuration.path), InputLimits.maximumConfigurationBytes + 1)
        let view = folder.appendingPathComponent("Home.view")
        try Data(repeating: 32, count: InputLimits.maximumConfigurationBytes + 1).write(to: view)
        XCTAssertEqual(DiskAccess.read(view.path), .success(Array(repeating: 32, count: InputLimits.maximumConfigurationBytes + 1)),
                       "a .view file's limit is 8 MiB")
        XCTAssertNil(InputLimits.oversize(view.path))
        XCTAssertEqual(DiskAccess.read(folder.path), .failure(.notRegularFile), "a folder is not a file")
        let loaded = ConfigurationLoader.load(Array(repeating: 32, count: InputLimits.maximumConfigurationBytes + 1), knownRuleIDs: [])
        XCTAssertEqual(loaded.problems.map(\.code), [ConfigurationLoader.Code.tooLarge])
    }
}
