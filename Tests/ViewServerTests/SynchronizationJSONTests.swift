/// `didChange` is read by hand on every keystroke; on any message it must
/// accept what the `Decodable` conformance accepts, with the same values, and
/// reject what it rejects.
@testable import ViewServer
import XCTest

final class SynchronizationJSONTests: XCTestCase {
    static let document = #""textDocument":{"uri":"file:///w/Экран.view","version":7}"#
    static let range = #""range":{"start":{"line":1,"character":4},"end":{"line":1,"character":9}}"#

    static let messages: [String] = [
        #"{\#(document),"contentChanges":[{\#(range),"text":"x"}]}"#,
        #"{\#(document),"contentChanges":[{"text":"Screen {}\n"}]}"#,
        #"{\#(document),"contentChanges":[{"range":null,"text":"всё"}]}"#,
        #"{\#(document),"contentChanges":[{\#(range),"rangeLength":5,"text":""},{"text":"标签"}],"extra":true}"#,
        #"{\#(document),"contentChanges":[]}"#,
        #"{"textDocument":{"uri":"file:///a.view","version":3.0},"contentChanges":[]}"#,
        #"{"textDocument":{"uri":"file:///a.view","version":3.5},"contentChanges":[]}"#,
        #"{"textDocument":{"uri":"file:///a.view","version":"3"},"contentChanges":[]}"#,
        #"{"textDocument":{"uri":"file:///a.view","version":1e20},"contentChanges":[]}"#,
        #"{"textDocument":{"uri":"file:///a.view"},"contentChanges":[]}"#,
        #"{"textDocument":{"uri":5,"version":1},"contentChanges":[]}"#,
        #"{"textDocument":null,"contentChanges":[]}"#,
        #"{\#(document)}"#,
        #"{\#(document),"contentChanges":{}}"#,
        #"{\#(document),"contentChanges":[{\#(range)}]}"#,
        #"{\#(document),"contentChanges":[{"text":null}]}"#,
        #"{\#(document),"contentChanges":[5]}"#,
        #"{\#(document),"contentChanges":[{"range":{"start":{"line":1,"character":4}},"text":"x"}]}"#,
        #"{\#(document),"contentChanges":[{"range":{"start":{"line":-1,"character":4},"end":{"line":1,"character":true}},"text":"x"}]}"#,
        #"{\#(document),"contentChanges":[{"range":{"start":{"line":-1,"character":4},"end":{"line":1,"character":0}},"text":"x"}]}"#,
        #"{\#(document),"contentChanges":[{"range":5,"text":"x"}]}"#,
        #"[]"#, #"null"#, #""text""#,
    ]

    func testHandReadingAgreesWithDecodable() throws {
        for message in Self.messages {
            let value = try JSONValueReader.parse(Array(message.utf8))
            let byHand = try? DidChangeTextDocumentParams(json: value)
            let byCodable = try? value.decode(DidChangeTextDocumentParams.self)
            XCTAssertEqual(byHand.map(Self.summary), byCodable.map(Self.summary), message)
        }
    }

    func testTheServerDecodesAChange() throws {
        let value = try JSONValueReader.parse(Array(Self.messages[0].utf8))
        let server = LanguageServer(send: { _ in }, exit: { _ in })
        let params = try server.decode(DidChangeTextDocumentParams.self, value)
        XCTAssertEqual(Self.summary(params), #"file:///w/Экран.view@7: 1:4-1:9="x""#)
    }

    static func summary(_ params: DidChangeTextDocumentParams) -> String {
        let changes = params.contentChanges.map { change in
            let range = change.range.map { "\($0.start.line):\($0.start.character)-\($0.end.line):\($0.end.character)" } ?? "all"
            return "\(range)=\"\(change.text)\""
        }
        return "\(params.textDocument.uri)@\(params.textDocument.version): " + changes.joined(separator: ", ")
    }
}
