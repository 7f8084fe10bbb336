/// Golden layouts: representative screens of `Examples/` and the fixtures
/// in `Fixtures/screens/` laid out and dumped (`ScreenLayout.dump`), compared
/// with `Fixtures/expected/`; `UPDATE_EXPECT=1` rewrites them.
import Foundation
import ViewLayout
import ViewModel
import ViewTestSupport
import XCTest

final class LayoutFixtureTests: XCTestCase {
    /// Example screens and the ways they are laid out.
    static let exampleCases: [(screen: String, device: Device?, orientation: LayoutOrientation)] = [
        ("Settings", nil, .portrait),
        ("Library", nil, .portrait),
        ("Bookshops", nil, .portrait),
        ("BookDetail", nil, .portrait),
        ("Gallery", nil, .portrait),
        ("ReadingRoom", nil, .portrait),
        ("ReadingRoom", .ipad, .landscape),
        ("Search", .iphone, .landscape),
        ("Onboarding", nil, .portrait),
        ("ReadingNow", nil, .portrait),
        ("BookCell", nil, .portrait),
    ]

    static let words = ["bar.cancel": "Cancel", "bar.done": "Done", "activity.copy": "Copy", "activity.mail": "Mail"]

    func testExampleScreens() throws {
        let workspace = LayoutHarness.examples()
        for (screen, device, orientation) in Self.exampleCases {
            let options = LayoutOptions(device: device, orientation: orientation, systemWords: Self.words)
            let layout = LayoutHarness.layout(workspace.root + "/\(screen).view", in: workspace, options: options)
            let name = "\(screen).\(layout.device.rawValue)-\(orientation.rawValue)"
            try compare(layout.dump, with: "Tests/ViewLayoutTests/Fixtures/expected/\(name).layout")
        }
    }

    func testFixtureScreens() throws {
        for url in try Repository.files(in: "Tests/ViewLayoutTests/Fixtures/screens", withExtension: "view") {
            let text = try String(contentsOf: url, encoding: .utf8)
            let layout = LayoutHarness.layout(text, options: LayoutOptions(systemWords: Self.words))
            let name = url.deletingPathExtension().lastPathComponent
            try compare(layout.dump, with: "Tests/ViewLayoutTests/Fixtures/expected/\(name).layout")
        }
    }

    private func compare(_ actual: String, with relativePath: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Repository.url(relativePath)
        if Repository.updatingExpectations {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "\(relativePath) differs; UPDATE_EXPECT=1 rewrites it", file: file, line: line)
    }
}
