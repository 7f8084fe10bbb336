/// The preview's SVG: golden drawings of example screens (light and dark,
/// iPhone and iPad in landscape, Cyrillic and CJK text, findings) and of
/// fixtures (a file with syntax errors, hostile text), compared as text
/// (`UPDATE_EXPECT=1` rewrites them); every finding `check` reports drawn
/// once with its range; text from the file kept as text; the options.
import Foundation
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewStrings
import ViewTestSupport
import XCTest

final class PreviewRendererTests: XCTestCase {
    static let cases: [(file: String, device: Device?, orientation: LayoutOrientation, appearance: PreviewAppearance,
                        language: MessageLanguage, name: String)] = [
        ("Settings.view", nil, .portrait, .light, .english, "Settings"),
        ("Settings.view", nil, .portrait, .dark, .russian, "Settings.dark.ru"),
        ("Library.view", nil, .portrait, .light, .chinese, "Library.zh"),
        ("ReadingRoom.view", .ipad, .landscape, .light, .english, "ReadingRoom.ipad-landscape"),
        ("Onboarding.view", nil, .portrait, .light, .english, "Onboarding"),
        ("Violations/TableViewTruncatedText.view", nil, .portrait, .light, .english, "TableViewTruncatedText"),
    ]

    func testGoldenExampleDrawings() throws {
        let workspace = PreviewHarness.examples()
        for entry in Self.cases {
            let (_, _, svg) = PreviewHarness.render(workspace.root + "/" + entry.file, in: workspace,
                                                    layout: LayoutOptions(device: entry.device, orientation: entry.orientation),
                                                    options: PreviewOptions(appearance: entry.appearance), language: entry.language)
            try compare(svg, with: "Tests/ViewIDETests/Fixtures/preview/expected/\(entry.name).svg")
        }
    }

    func testGoldenFixtureDrawings() throws {
        for url in try Repository.files(in: "Tests/ViewIDETests/Fixtures/preview/screens", withExtension: "view") {
            let name = url.deletingPathExtension().lastPathComponent
            let workspace = PreviewHarness.workspace(["\(name).view": try String(contentsOf: url, encoding: .utf8)])
            let (_, _, svg) = PreviewHarness.render("/w/\(name).view", in: workspace, images: MemoryImageFiles([:]))
            try compare(svg, with: "Tests/ViewIDETests/Fixtures/preview/expected/\(name).svg")
        }
    }

    /// Every finding `check` reports for a screen is drawn once, with its code, severity and range.
    func testEveryFindingIsDrawnOnceWithItsRange() throws {
        let workspace = PreviewHarness.examples()
        var screens = 0
        for path in workspace.files.keys.sorted() where workspace.files[path]?.isScreen == true {
            screens += 1
            let (check, _, svg) = PreviewHarness.render(path, in: workspace)
            var failure = ""
            let document = try XCTUnwrap(SVGDocument(svg, failure: &failure), "\(path): \(failure)")
            let lines = try XCTUnwrap(workspace.files[path]).lineIndex
            let expected = check.diagnostics.map { diagnostic -> String in
                let start = lines.position(of: diagnostic.range.lowerBound, in: .utf16)
                let end = lines.position(of: diagnostic.range.upperBound, in: .utf16)
                return "\(diagnostic.code) \(diagnostic.severity) \(start.line):\(start.column)-\(end.line):\(end.column)"
            }
            let drawn = document.nodes(ofClass: "finding").map { node in
                "\(node.attributes["data-code"] ?? "") \(node.attributes["data-severity"] ?? "") \(node.attributes["data-range"] ?? "")"
            }
            XCTAssertEqual(drawn, expected, path)
        }
        XCTAssertGreaterThan(screens, 80)
    }

    func testTextFromTheFileStaysText() throws {
        let url = Repository.url("Tests/ViewIDETests/Fixtures/preview/screens/Escaping.view")
        let workspace = PreviewHarness.workspace(["Escaping.view": try String(contentsOf: url, encoding: .utf8)])
        let (_, _, svg) = PreviewHarness.render("/w/Escaping.view", in: workspace)
        var failure = ""
        let document = try XCTUnwrap(SVGDocument(svg, failure: &failure), failure)
        XCTAssertFalse(document.nodes.contains { $0.name.lowercased() == "script" || $0.name == "b" })
        XCTAssertTrue(document.text.contains("</text><script>alert('x')</script>"))
        XCTAssertTrue(document.text.contains("Fish & chips \"quoted\" 'single' <b>"))
        XCTAssertFalse(svg.contains("<script"))
        XCTAssertEqual(document.nodes.first?.attributes["data-screen"], "Escaping")
    }

    func testElementGroupsCarryKindIdRangeAndFrame() throws {
        let workspace = PreviewHarness.workspace(["Screen.view": "Screen {\n    Label { id: hello; text: \"Hello\" }\n}\n"])
        let (_, _, svg) = PreviewHarness.render("/w/Screen.view", in: workspace)
        var failure = ""
        let document = try XCTUnwrap(SVGDocument(svg, failure: &failure), failure)
        let label = try XCTUnwrap(document.nodes(ofClass: "element").first { $0.attributes["data-kind"] == "Label" })
        XCTAssertEqual(label.attributes["data-id"], "hello")
        XCTAssertEqual(label.attributes["data-range"], "1:4-1:38")
        XCTAssertEqual(label.attributes["data-frame"], "16 67 361 22")
    }

    func testOptionsLeaveOutFindingsAndCountWhatIsOverTheCap() throws {
        let workspace = PreviewHarness.examples()
        let path = workspace.root + "/Violations/TableViewTruncatedText.view"
        let (_, _, plain) = PreviewHarness.render(path, in: workspace, options: PreviewOptions(showsFindings: false))
        XCTAssertFalse(plain.contains("class=\"finding\""))
        let (_, layout, capped) = PreviewHarness.render(workspace.root + "/Settings.view", in: workspace,
                                                        layout: LayoutOptions(elementLimit: 10))
        XCTAssertGreaterThan(layout.omittedCount, 0)
        XCTAssertTrue(capped.contains("class=\"more\" data-count=\"\(layout.omittedCount)\""))
        XCTAssertTrue(capped.contains("\(layout.omittedCount) more elements"))
    }

    /// What did not parse is a hatched placeholder where it stands, its error as the tooltip; a
    /// finding on the whole file (the unclosed screen) is a badge at the screen's top.
    func testBrokenSyntaxIsHatchedWithItsError() throws {
        let url = Repository.url("Tests/ViewIDETests/Fixtures/preview/screens/Broken.view")
        let workspace = PreviewHarness.workspace(["Broken.view": try String(contentsOf: url, encoding: .utf8)])
        let (_, _, svg) = PreviewHarness.render("/w/Broken.view", in: workspace)
        XCTAssertTrue(svg.contains("<g class=\"element broken\" data-key=\"0.1.0.2\" data-kind=\"error\" data-range=\"10:12-10:39\""), svg)
        XCTAssertTrue(svg.contains("<title>expected a name, value or punctuation, found the characters `@@@`"))
        XCTAssertTrue(svg.contains("fill=\"url(#vp-Broken-hatch)\""))
        XCTAssertTrue(svg.contains("data-code=\"syntax/unclosed-block\" data-severity=\"error\" data-range=\"1:7-1:8\" data-number=\"1\"><title>"),
                      "a finding on no drawn element has no data-element")
    }

    /// A presented value drawn on request: over the dimmed screen, and its findings on it.
    func testAPresentedValueIsDrawnOverTheDimmedScreen() throws {
        let workspace = PreviewHarness.workspace(["Screen.view": """
            Screen {
                Button { title: "Delete"; presents: Alert { title: "Delete?"; Button { title: "Cancel"; role: cancel } } }
            }
            """])
        let (_, layout, screen) = PreviewHarness.render("/w/Screen.view", in: workspace)
        XCTAssertEqual(layout.presentations.count, 1)
        XCTAssertFalse(screen.contains("data-kind=\"Alert\""))
        let (_, _, alert) = PreviewHarness.render("/w/Screen.view", in: workspace, options: PreviewOptions(presentation: 1))
        XCTAssertTrue(alert.contains("class=\"dimming\""))
        XCTAssertTrue(alert.contains("data-kind=\"Alert\""))
    }

    func testImagesAreReadOnlyFromRegularPNGFilesBelowTheRoot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-preview-images-\(ProcessInfo.processInfo.processIdentifier)")
        let root = folder.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 32)
        try Data(png).write(to: root.appendingPathComponent("inside.png"))
        try Data(png).write(to: folder.appendingPathComponent("outside.png"))
        try Data(png + Array(repeating: 0, count: 4096)).write(to: root.appendingPathComponent("large.png"))
        try Data("not a png".utf8).write(to: root.appendingPathComponent("text.png"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.png").path, withDestinationPath: "../outside.png")
        let source = WorkspaceImageFiles(root: root.path)
        XCTAssertEqual(source.pngBytes(atPath: root.appendingPathComponent("inside.png").path, limit: 1024), png)
        XCTAssertNil(source.pngBytes(atPath: root.appendingPathComponent("link.png").path, limit: 1024))
        XCTAssertNil(source.pngBytes(atPath: folder.appendingPathComponent("outside.png").path, limit: 1024))
        XCTAssertNil(source.pngBytes(atPath: root.appendingPathComponent("large.png").path, limit: 1024))
        XCTAssertNil(source.pngBytes(atPath: root.appendingPathComponent("text.png").path, limit: 1024))
        XCTAssertNil(source.pngBytes(atPath: root.appendingPathComponent("folder.png").path, limit: 1024))
    }

    private func compare(_ actual: String, with relativePath: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Repository.url(relativePath)
        if Repository.updatingExpectations {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        var failure = ""
        XCTAssertNotNil(SVGDocument(actual, failure: &failure), "\(relativePath) is not well-formed: \(failure)", file: file, line: line)
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "\(relativePath) differs; UPDATE_EXPECT=1 rewrites it", file: file, line: line)
    }
}
