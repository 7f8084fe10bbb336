/// Diagnostics, sent after every keystroke, build their JSON by hand instead
/// of through Codable; the JSON must be exactly what Codable gives.
import Foundation
import ViewServer
import XCTest

final class DiagnosticJSONTests: XCTestCase {
    func testDiagnosticJSONMatchesCodable() throws {
        let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 9))
        let related = DiagnosticRelatedInformation(location: Location(uri: "file:///w/B.view", range: range), message: "pushed here")
        let samples = [
            PublishDiagnosticsParams(uri: "file:///w/A.view", version: 4, diagnostics: [
                LSPDiagnostic(range: range, severity: 2, code: "tab-bar/too-many-tabs", message: "6 tabs — «вкладки» 标签 👍",
                              relatedInformation: [related], tags: [1]),
                LSPDiagnostic(range: range, severity: 1, code: "syntax/unclosed-block", message: "plain"),
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
        }
    }
}
