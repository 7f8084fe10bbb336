/// The JSON report is written diagnostic by diagnostic (`JSONReporter.render`)
/// rather than encoded whole, so a screen with tens of thousands of findings
/// does not hold the encoder's tree of all of them: its bytes must be exactly
/// what encoding the whole `JSONReport` gives.
import Foundation
import ViewModel
import ViewRules
import ViewServer
import ViewTestSupport
@testable import viewls
import XCTest

final class JSONReportStreamingTests: XCTestCase {
    /// What encoding the whole report gave before it was written piece by piece.
    private func encodedWhole(_ files: [CheckedFile], summary: Summary) throws -> [UInt8] {
        let report = JSONReport(
            files: files.map { file in
                JSONReport.File(path: file.displayPath, diagnostics: file.diagnostics.map { JSONReporter.lsp($0, in: file) { _ in nil } })
            },
            summary: .init(files: summary.files, errors: summary.errors, warnings: summary.warnings, infos: summary.infos, hints: summary.hints))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(report)) + Array("\n".utf8)
    }

    func testTheWrittenReportEqualsTheWholeReportEncoded() throws {
        let examples = Repository.root.appendingPathComponent("Examples").path
        let contents = WorkspaceFolder.read(root: examples, knownCodes: Checker.knownCodes, retiredCodes: Checker.retiredCodes,
                                            ruleOptions: Checker.ruleOptions)
        var files: [CheckedFile] = []
        var summary = Summary()
        for path in contents.workspace.files.keys.sorted() {
            let source = try XCTUnwrap(contents.workspace.files[path])
            let check = try XCTUnwrap(Checker.check(path, in: contents.workspace))
            var file = CheckedFile(path: path, bytes: source.bytes, lineIndex: source.lineIndex, diagnostics: check.diagnostics)
            file.docsBaseURL = "https://example.com/rules/"
            summary.count(file.diagnostics)
            files.append(file)
        }
        summary.files = files.count
        XCTAssertGreaterThan(files.filter { !$0.diagnostics.isEmpty }.count, 10)
        XCTAssertTrue(files.contains { $0.diagnostics.isEmpty }, "a file with no findings is in the report too")
        XCTAssertTrue(files.contains { $0.diagnostics.contains { !$0.related.isEmpty } }, "related information is written")

        let written = try JSONReporter.render(files, summary: summary) { _ in nil }
        XCTAssertEqual(String(decoding: written, as: UTF8.self), String(decoding: try encodedWhole(files, summary: summary), as: UTF8.self))
        // A size-dependent finding names its variants (devices.md §3).
        XCTAssertTrue(String(decoding: written, as: UTF8.self).contains(#""data":{"variants":[{"device":"iPhone SE","orientation":"portrait","textSize":"#),
                      "data.variants is written")
        let empty = try JSONReporter.render([], summary: Summary()) { _ in nil }
        XCTAssertEqual(String(decoding: empty, as: UTF8.self),
                       #"{"files":[],"summary":{"errors":0,"files":0,"hints":0,"infos":0,"warnings":0}}"# + "\n")
    }
}
