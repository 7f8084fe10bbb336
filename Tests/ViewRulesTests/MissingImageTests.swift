/// `missing-image` (`docs/checking.md`, Images): every image path a file
/// writes that names no file is a warning, with did-you-mean fixes for close
/// names in the folder it points into; a path that leaves the workspace root
/// is reported without being looked at; each path is looked up once per check.
import Foundation
import ViewModel
@testable import ViewRules
import ViewSyntax
import XCTest

final class MissingImageTests: XCTestCase {
    private var folder: URL!
    private var root: String { folder.appendingPathComponent("root").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-missing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("root/images"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ relative: String, _ bytes: [UInt8] = PNGHeader.encode(width: 40, height: 40)) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The `missing-image` findings of `name` in a workspace of `files` on disk, as "start-end message".
    private func missing(_ files: [String: String], in name: String) throws -> [Diagnostic] {
        var workspace = Workspace(root: root)
        for (file, text) in files { workspace.setFile(path: root + "/" + file, text: text) }
        return try XCTUnwrap(Checker.check(root + "/" + name, in: workspace)).diagnostics.filter { $0.code == "missing-image" }
    }

    func testAPathThatNamesNoFileIsAWarning() throws {
        let text = "Screen {\n    ImageView { image: \"images/latte.png\" }\n}\n"
        let found = try missing(["Menu.view": text], in: "Menu.view")
        XCTAssertEqual(found.map(\.message), ["no image at images/latte.png"])
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertEqual(found.map(\.range), [32..<50])
        XCTAssertEqual(found.first?.fixes.count, 0)
    }

    func testAnImageThatIsThereIsFine() throws {
        try write("root/images/latte.png")
        let text = "Screen {\n    ImageView { image: \"images/latte.png\" }\n    Toolbar { BarButton { icon: system.add } }\n}\n"
        XCTAssertEqual(try missing(["Menu.view": text], in: "Menu.view").map(\.message), [])
    }

    func testCloseNamesInTheSameFolderAreSuggested() throws {
        try write("root/images/latte@2x.png")
        try write("root/images/mocha.png")
        let text = "Screen {\n    ImageView { image: \"images/latte.png\" }\n}\n"
        let found = try missing(["Menu.view": text], in: "Menu.view")
        XCTAssertEqual(found.map(\.message), ["no image at images/latte.png; did you mean `images/latte@2x.png`?"])
        let fix = try XCTUnwrap(found.first?.fixes.first)
        XCTAssertFalse(fix.isSafe)
        XCTAssertEqual(fix.edits.map { String(decoding: $0.replacement, as: UTF8.self) }, ["\"images/latte@2x.png\""])
        XCTAssertEqual(fix.edits.map(\.range), [32..<50])
    }

    func testAPathLeavingTheRootIsNeverLookedAt() throws {
        try write("secret.png")
        try FileManager.default.createSymbolicLink(atPath: root + "/images/link.png", withDestinationPath: "../../secret.png")
        let text = "Screen {\n    ImageView { image: \"../secret.png\" }\n    ImageView { image: \"images/link.png\" }\n}\n"
        let found = try missing(["Menu.view": text], in: "Menu.view")
        XCTAssertEqual(found.map(\.message), [
            "../secret.png is outside the workspace; images are read only below its root",
            "images/link.png is outside the workspace; images are read only below its root",
        ])
    }

    func testEveryImageOfAListAndEveryImagePropertyIsChecked() throws {
        try write("root/images/a.png")
        let text = """
        Screen {
            ImageView { images: ["images/a.png", "images/b.png", system.camera] }
            TableView { Cell { title: "Tea"; image: "images/tea.png" } }
            NavigationBar { BackButton { image: "images/back.png"; maskImage: "images/a.png" } }
        }
        """
        let found = try missing(["Menu.view": text], in: "Menu.view")
        XCTAssertEqual(found.map(\.message), [
            "no image at images/b.png; did you mean `images/a.png`?",
            "no image at images/tea.png; did you mean `images/a.png`?",
            "no image at images/back.png",
        ])
    }

    func testAPathWrittenInAComponentIsReportedThereOnce() throws {
        let files = [
            "Cup.view": "ImageView { image: \"images/cup.png\" }\n",
            "Menu.view": "Screen {\n    Cup { }\n    Cup { }\n}\n",
            "Order.view": "Screen {\n    Cup { image: \"images/mug.png\" }\n}\n",
        ]
        XCTAssertEqual(try missing(files, in: "Cup.view").map(\.message), ["no image at images/cup.png"])
        XCTAssertEqual(try missing(files, in: "Menu.view").map(\.message), [])
        XCTAssertEqual(try missing(files, in: "Order.view").map(\.message), ["no image at images/mug.png"])
    }

    func testAMissingImageARuleNeedsIsOneFinding() throws {
        // activity/template-size would read it: the missing file is missing-image's, not also an unreadable-image note.
        let text = "Screen {\n Toolbar {\n  BarButton {\n   system: action\n   presents: ActivityViewController {\n"
            + "    Activity { title: \"Save\"; image: \"glyphs/save@2x.png\" }\n   }\n  }\n }\n}\n"
        var workspace = Workspace(root: root)
        workspace.setFile(path: root + "/Share.view", text: text)
        let codes = try XCTUnwrap(Checker.check(root + "/Share.view", in: workspace)).diagnostics.map(\.code)
        XCTAssertEqual(codes, ["missing-image"])
    }

    /// Counts what the checker asks of the images.
    final class CountingStore: ImageStore, @unchecked Sendable {
        let lock = NSLock()
        var presenceQuestions: [String] = []

        func header(atPath path: String) -> Result<PNGHeader.Info, ImageProblem> { .failure(.missing) }

        func presence(atPath path: String) -> ImagePresence {
            lock.lock()
            presenceQuestions.append(path)
            lock.unlock()
            return .missing
        }
    }

    func testEachPathIsLookedUpOncePerCheck() {
        let store = CountingStore()
        var workspace = Workspace(root: "/w")
        workspace.imageStore = store
        workspace.setFile(path: "/w/Menu.view", text: """
        Screen {
            ImageView { image: "images/latte.png" }
            ImageView { image: "./images/latte.png" }
            ImageView { images: ["images/latte.png", "images/latte.png"] }
        }
        """)
        let found = Checker.check("/w/Menu.view", in: workspace)?.diagnostics.filter { $0.code == "missing-image" } ?? []
        XCTAssertEqual(found.count, 4)
        XCTAssertEqual(store.presenceQuestions, ["/w/images/latte.png"])
    }

    /// A suggested name becomes a `.view` string whatever it holds: quotes,
    /// backslashes and every line break (a CRLF pair too) escaped, other text kept.
    func testASuggestionIsWrittenAsOneStringLiteral() {
        XCTAssertEqual(MissingImages.quoted("a\"b\\c\r\nd\te\u{5496}.png"), #""a\"b\\c\r\nd\te\#u{5496}.png""#)
    }
}
