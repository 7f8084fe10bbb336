/// `viewls/preview` with `device`, `textSize` and `matrix` (`devices.md` §4):
/// a catalogue device in any case draws at its size and says what it drew,
/// `iphone` keeps meaning the family's default device, an unknown name or
/// size is -32602, and `matrix` answers the strip of every configured variant
/// with each variant's label and findings.
import Foundation
@testable import ViewServer
import ViewTestSupport
import XCTest

final class PreviewVariantRequestTests: XCTestCase {
    private let source = "Screen {\n    title: \"Home\"\n    NavigationBar { title: \"Home\" }\n    Label { text: \"Hello\" }\n}\n"

    private func preview(_ client: ServerHarness, _ url: URL, _ extra: [String: JSONValue]) -> (result: JSONValue?, code: Int?) {
        var params: [String: JSONValue] = ["textDocument": .object(["uri": .string(url.absoluteString)])]
        params.merge(extra) { $1 }
        let answer = client.request("viewls/preview", .object(params))
        return (answer.result, answer.error?.code)
    }

    func testADeviceAndATextSizeAreDrawnAndNamed() throws {
        let folder = try TemporaryWorkspace([".viewls.json": "{\"devices\": [\"iPhone SE\"], \"textSizes\": [\"Large\", \"AX1\"]}"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let url = folder.file("Home.view")
        client.open(url, source)

        let se = try XCTUnwrap(preview(client, url, ["device": .string("iphone se"), "textSize": .string("xxxlarge")]).result)
        XCTAssertEqual(se["model"]?.stringValue, "iPhone SE")
        XCTAssertEqual(se["textSize"]?.stringValue, "xxxLarge")
        XCTAssertEqual(se["device"]?.stringValue, "iphone")
        XCTAssertTrue(try XCTUnwrap(se["svg"]?.stringValue).contains("viewBox=\"0 0 403 695\""), "375×667 in a 14-point bezel")

        let plain = try XCTUnwrap(preview(client, url, [:]).result)
        let family = try XCTUnwrap(preview(client, url, ["device": .string("iphone")]).result)
        XCTAssertEqual(plain["svg"]?.stringValue, family["svg"]?.stringValue)
        XCTAssertEqual(family["model"]?.stringValue, "iPhone 16")
        XCTAssertEqual(family["textSize"]?.stringValue, "Large")

        XCTAssertEqual(preview(client, url, ["device": .string("iPhone SF")]).code, -32602)
        XCTAssertEqual(preview(client, url, ["textSize": .string("huge")]).code, -32602)
    }

    func testTheMatrixIsEveryConfiguredVariant() throws {
        let folder = try TemporaryWorkspace([".viewls.json": "{\"devices\": [\"iPhone SE\"], \"textSizes\": [\"Large\", \"AX1\"]}"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let url = folder.file("Home.view")
        client.open(url, source)
        let matrix = try XCTUnwrap(preview(client, url, ["matrix": .bool(true), "device": .string("ipad")]).result)
        let variants = try XCTUnwrap(matrix["variants"]?.arrayValue)
        XCTAssertEqual(variants.map { "\($0["device"]?.stringValue ?? "") \($0["orientation"]?.stringValue ?? "") \($0["textSize"]?.stringValue ?? "")" },
                       ["iPhone SE portrait Large", "iPhone SE portrait AX1", "iPhone SE landscape Large", "iPhone SE landscape AX1"])
        XCTAssertEqual(variants.first?["label"]?.stringValue, "iPhone SE · portrait · text size Large")
        XCTAssertNotNil(variants.first?["findings"]?.intValue)
        let svg = try XCTUnwrap(matrix["svg"]?.stringValue)
        XCTAssertTrue(svg.contains("class=\"viewls-matrix\""))
        XCTAssertEqual(svg.components(separatedBy: "<g class=\"variant\"").count - 1, 4)
        XCTAssertNil(matrix["elements"])
    }
}
