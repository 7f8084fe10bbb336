/// Finding the nearest `.viewls.json` for a file in a temporary folder tree.
import Foundation
import XCTest
@testable import ViewModel
@testable import ViewRules

final class ConfigurationFileLookupTests: XCTestCase {
    private var base: URL!

    override func setUpWithError() throws {
        base = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewls-config-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: base.appendingPathComponent("root/a/b"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: base)
    }

    func testTheNearestFolderWins() throws {
        let root = base.appendingPathComponent("root")
        let file = root.appendingPathComponent("a/b/Screen.view")
        XCTAssertNil(ConfigurationLoader.nearestConfigurationFile(for: file, root: root))

        try write(root.appendingPathComponent(".viewls.json"))
        XCTAssertEqual(found(file, root), root.appendingPathComponent(".viewls.json").path)

        try write(root.appendingPathComponent("a/.viewls.json"))
        XCTAssertEqual(found(file, root), root.appendingPathComponent("a/.viewls.json").path)

        try write(root.appendingPathComponent("a/b/.viewls.json"))
        XCTAssertEqual(found(file, root), root.appendingPathComponent("a/b/.viewls.json").path)
        // A file directly in the root sees only the root's.
        XCTAssertEqual(found(root.appendingPathComponent("Top.view"), root), root.appendingPathComponent(".viewls.json").path)
    }

    func testTheSearchStopsAtTheRoot() throws {
        let root = base.appendingPathComponent("root")
        try write(base.appendingPathComponent(".viewls.json"))          // above the root: ignored
        XCTAssertNil(ConfigurationLoader.nearestConfigurationFile(for: root.appendingPathComponent("a/b/S.view"), root: root))
        // With a trailing slash and a `..` in the path, the same.
        let messyRoot = URL(fileURLWithPath: root.path + "/a/../", isDirectory: true)
        XCTAssertNil(ConfigurationLoader.nearestConfigurationFile(for: root.appendingPathComponent("a/S.view"), root: messyRoot))
        try write(root.appendingPathComponent(".viewls.json"))
        XCTAssertEqual(found(root.appendingPathComponent("a/S.view"), messyRoot), root.appendingPathComponent(".viewls.json").path)
    }

    func testFilesOutsideTheRootHaveNone() throws {
        let root = base.appendingPathComponent("root/a")
        try write(base.appendingPathComponent("root/.viewls.json"))
        try write(root.appendingPathComponent(".viewls.json"))
        XCTAssertNil(ConfigurationLoader.nearestConfigurationFile(for: base.appendingPathComponent("root/S.view"), root: root))
        // A sibling whose name merely starts with the root's is outside it.
        XCTAssertNil(ConfigurationLoader.nearestConfigurationFile(for: base.appendingPathComponent("root/ab/S.view"), root: root))
    }

    func testAFolderNamedLikeTheFileIsSkipped() throws {
        let root = base.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a/.viewls.json"), withIntermediateDirectories: true)
        try write(root.appendingPathComponent(".viewls.json"))
        XCTAssertEqual(found(root.appendingPathComponent("a/S.view"), root), root.appendingPathComponent(".viewls.json").path)
    }

    func testTheFoundFileLoads() throws {
        let root = base.appendingPathComponent("root")
        let url = root.appendingPathComponent(".viewls.json")
        try write(url, #"{"device": "ipad"}"#)
        let found = try XCTUnwrap(ConfigurationLoader.nearestConfigurationFile(for: root.appendingPathComponent("a/S.view"), root: root))
        let bytes = try [UInt8](Data(contentsOf: found))
        XCTAssertEqual(ConfigurationLoader.load(bytes, knownRuleIDs: []).configuration.device, .ipad)
        XCTAssertEqual(ConfigurationLoader.fileName, ".viewls.json")
    }

    private func found(_ file: URL, _ root: URL) -> String? {
        ConfigurationLoader.nearestConfigurationFile(for: file, root: root)?.standardizedFileURL.path
    }

    private func write(_ url: URL, _ text: String = "{}") throws {
        try Data(text.utf8).write(to: url)
    }
}
