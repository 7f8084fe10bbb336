/// Reading a workspace from disk with real links, FIFOs and sockets: nothing
/// outside the root is read, a file reached twice is read once, link cycles
/// end, non-regular files are skipped with a note without blocking, and
/// `exclude` leaves files and folders out.
import Foundation
import ViewModel
import ViewRules
import XCTest

final class WorkspaceFolderTests: XCTestCase {
    private var folder: URL!
    private var root: String { folder.appendingPathComponent("root").path }
    private var outside: String { folder.appendingPathComponent("outside").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-folder-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(atPath: folder.appendingPathComponent("root").path, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.appendingPathComponent("outside/dir").path, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    private func relative(_ paths: some Sequence<String>) -> [String] {
        paths.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }.sorted()
    }

    private func read() throws -> WorkspaceFolder.Contents {
        let root = self.root
        return try XCTUnwrap(DiskFixtures.bounded { WorkspaceFolder.read(root: root, knownCodes: Checker.knownCodes) })
    }

    func testLinksLeadingOutOfTheRootAreNotReadButNoted() throws {
        try write(root + "/Home.view", "Screen { title: \"Home\" }\n")
        try write(outside + "/Secret.view", "Screen { title: \"SECRET\" }\n")
        try write(outside + "/dir/Hidden.view", "Screen { title: \"SECRET\" }\n")
        try write(outside + "/.viewls.json", #"{"rules": {"unused-suppression": "off"}}"#)
        try link(root + "/Secret.view", to: outside + "/Secret.view")
        try link(root + "/Env.view", to: "/proc/self/environ")
        try link(root + "/shared", to: outside + "/dir")
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        try link(root + "/sub/.viewls.json", to: outside + "/.viewls.json")
        try link(root + "/notes.txt", to: "/etc/passwd")  // not a .view file: nothing to say
        let contents = try read()
        XCTAssertEqual(relative(contents.workspace.files.keys), ["Home.view"])
        XCTAssertFalse(contents.workspace.files.values.contains { $0.tree.text.contains("SECRET") })
        XCTAssertTrue(contents.configurationFiles.isEmpty)
        XCTAssertEqual(contents.notes.map { relative([$0.path])[0] }, ["Env.view", "Secret.view", "shared", "sub/.viewls.json"])
        XCTAssertEqual(contents.notes[1], .linkOutside(path: root + "/Secret.view", target: outside + "/Secret.view"))
        XCTAssertTrue(contents.unreadable.isEmpty)
    }

    func testAFileReachedThroughALinkAndDirectlyIsReadOnceByItsOwnPath() throws {
        try write(root + "/Home.view", "Screen { title: \"Home\" }\n")
        try write(root + "/Screens/Details.view", "Screen { title: \"Details\" }\n")
        try write(root + "/.shared/Badge.view", "Label { text: \"New\" }\n")
        try link(root + "/Alias.view", to: "Home.view")  // sorts before Home.view
        try link(root + "/AScreens", to: "Screens")
        try link(root + "/badges", to: ".shared")  // a hidden folder, reached only through the link
        let contents = try read()
        XCTAssertEqual(relative(contents.workspace.files.keys), ["Home.view", "Screens/Details.view", "badges/Badge.view"])
        XCTAssertTrue(contents.notes.isEmpty, "\(contents.notes)")
    }

    func testLinkCyclesEnd() throws {
        try write(root + "/a/A.view", "Screen {}\n")
        try link(root + "/a/up", to: "..")
        try link(root + "/a/self", to: ".")
        try link(root + "/b", to: "c")
        try link(root + "/c", to: "b")  // a loop of links resolves to nothing
        let contents = try read()
        XCTAssertEqual(relative(contents.workspace.files.keys), ["a/A.view"])
    }

    func testFIFOsAndSocketsAreSkippedWithANoteWithoutBlocking() throws {
        try write(root + "/Home.view", "Screen {}\n")
        try DiskFixtures.fifo(root + "/Pipe.view")
        try DiskFixtures.socket(root + "/Socket.view")
        try DiskFixtures.fifo(root + "/.viewls.json")
        let root = self.root
        let contents = try XCTUnwrap(DiskFixtures.bounded(fifos: [root + "/Pipe.view", root + "/.viewls.json"]) {
            WorkspaceFolder.read(root: root, knownCodes: Checker.knownCodes)
        })
        XCTAssertEqual(relative(contents.workspace.files.keys), ["Home.view"])
        XCTAssertEqual(contents.notes, [.notRegularFile(path: root + "/.viewls.json"), .notRegularFile(path: root + "/Pipe.view"),
                                        .notRegularFile(path: root + "/Socket.view")])
        XCTAssertNil(DiskFixtures.bounded(fifos: [root + "/Pipe.view"]) { WorkspaceFolder.file(at: root + "/Pipe.view", in: contents.workspace) } ?? nil)
    }

    func testAFileOnDiskIsReadOnlyInsideTheRoot() throws {
        try write(root + "/Home.view", "Screen {}\n")
        try write(outside + "/Out.view", "Screen {}\n")
        try link(root + "/Out.view", to: outside + "/Out.view")
        let workspace = Workspace(root: root)
        XCTAssertNotNil(WorkspaceFolder.file(at: root + "/Home.view", in: workspace))
        XCTAssertNil(WorkspaceFolder.file(at: root + "/Out.view", in: workspace))
        XCTAssertNil(WorkspaceFolder.file(at: outside + "/Out.view", in: workspace))
    }

    func testExcludeLeavesOutFilesAndFoldersAndNestedConfigurationsAddTheirs() throws {
        try write(root + "/.viewls.json", #"{"exclude": ["Tests/**/Fixtures/**", "Draft?.view", "Screens/Old/*.view"]}"#)
        try write(root + "/Home.view", "Screen {}\n")
        try write(root + "/Draft1.view", "Screen {}\n")
        try write(root + "/Screens/Draft2.view", "Screen {}\n")
        try write(root + "/Screens/Old/Legacy.view", "Screen {}\n")
        try write(root + "/Screens/Old/Deep/Kept.view", "Screen {}\n")
        try write(root + "/Tests/Unit/Fixtures/Broken.view", "Screen {\n")
        try write(root + "/Tests/Unit/Fixtures/.viewls.json", "not json")
        try write(root + "/Tests/Unit/Real.view", "Screen {}\n")
        try write(root + "/Module/.viewls.json", #"{"exclude": ["Generated/**"]}"#)
        try write(root + "/Module/Generated/Gen.view", "Screen {}\n")
        try write(root + "/Module/Own.view", "Screen {}\n")
        try write(root + "/Generated/Top.view", "Screen {}\n")  // the module's pattern is relative to the module
        let contents = try read()
        XCTAssertEqual(relative(contents.workspace.files.keys),
                       ["Generated/Top.view", "Home.view", "Module/Own.view", "Screens/Old/Deep/Kept.view", "Tests/Unit/Real.view"])
        XCTAssertEqual(relative(contents.configurationFiles.map(\.path)), [".viewls.json", "Module/.viewls.json"])
        XCTAssertTrue(contents.workspace.isExcluded(root + "/Tests/Unit/Fixtures/Broken.view"))
        XCTAssertTrue(contents.workspace.isExcluded(root + "/Module/Generated/Gen.view"))
        XCTAssertFalse(contents.workspace.isExcluded(root + "/Home.view"))
    }
}
