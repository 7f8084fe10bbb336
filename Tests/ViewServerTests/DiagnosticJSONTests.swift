/// Diagnostics, sent after every keystroke, write their JSON by hand instead
/// of through Codable; the text must be exactly what the Codable value gives
/// when written by `JSONValueWriter`, and a fragment must read as that value.
import Foundation
import ViewModel
@testable import ViewServer
import XCTest

final class DiagnosticJSONTests: XCTestCase {
    func testDiagnosticJSONMatchesCodable() throws {
        let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 9))
        let related = DiagnosticRelatedInformation(location: Location(uri: "file:///w/B.view", range: range), message: "pushed here")
        let samples = [
            PublishDiagnosticsParams(uri: "file:///w/A.view", version: 4, diagnostics: [
                LSPDiagnostic(range: range, severity: 2, code: "tab-bar/too-many-tabs",
                              codeDescription: CodeDescription(href: "file:///w/docs/rules/tab-bar/too-many-tabs.md"), message: "6 tabs — «вкладки» 标签 👍",
                              relatedInformation: [related], tags: [1]),
                LSPDiagnostic(range: range, severity: 1, code: "syntax/unclosed-block", message: "plain"),
                // A size-dependent finding names its variants in `data.variants` (devices.md §3).
                LSPDiagnostic(range: range, severity: 2, code: "table-view/truncated-text", message: "cut (on iPhone SE)",
                              data: DiagnosticData(variants: [DiagnosticVariant(device: "iPhone SE", orientation: "portrait", textSize: "Large"),
                                                              DiagnosticVariant(device: "iPhone SE", orientation: "portrait", textSize: "xxxLarge")])),
                LSPDiagnostic(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 123_456, character: 7)),
                              severity: 3, code: "x", message: "quote \" back \\ line\n tab\t bell\u{7} nul\u{0}",
                              relatedInformation: [], tags: []),
            ]),
            PublishDiagnosticsParams(uri: "file:///w/A.view", version: nil, diagnostics: []),
        ]
        for sample in samples {
            let direct = try JSONValue(encoding: sample)
            XCTAssertEqual(try direct.decode(PublishDiagnosticsParams.self), sample)
            let viaFoundation = try JSONSerialization.jsonObject(with: JSONEncoder().encode(sample)) as? NSDictionary
            let directText = Data(MessageCoding.encode(.notification(method: "m", params: direct)))
            let directObject = try JSONSerialization.jsonObject(with: directText) as? NSDictionary
            XCTAssertEqual(directObject?["params"] as? NSDictionary, viaFoundation)
            // Byte for byte what the Codable value gives, keys sorted.
            let viaCodable = try JSONValueReader.parse(Array(JSONEncoder().encode(sample)))
            XCTAssertEqual(String(decoding: JSONValueWriter.bytes(of: direct), as: UTF8.self),
                           String(decoding: JSONValueWriter.bytes(of: viaCodable), as: UTF8.self))
            XCTAssertEqual(direct, viaCodable)
        }
    }

    func testAFragmentReadsAsTheValueItStandsFor() throws {
        let sample = PublishDiagnosticsParams(uri: "file:///w/Экран.view", version: 2, diagnostics: [])
        let fragment = try JSONValue(encoding: sample)
        guard case .fragment = fragment else { return XCTFail("diagnostics are written as a fragment") }
        XCTAssertEqual(fragment["uri"]?.stringValue, "file:///w/Экран.view")
        XCTAssertEqual(fragment["version"]?.intValue, 2)
        XCTAssertEqual(fragment["diagnostics"]?.arrayValue?.count, 0)
        XCTAssertEqual(fragment, ["uri": "file:///w/Экран.view", "version": 2, "diagnostics": []])
        XCTAssertNotEqual(fragment, ["uri": "file:///w/Экран.view", "version": 3, "diagnostics": []])
    }
}
