/// Image sizes: PNG header parsing, the scale a file name gives, and
/// `FileImageStore` on real files (links and `../` kept inside the root,
/// unreadable files becoming `unreadable-image` notes through the checker).
import Foundation
import ViewModel
import ViewRules
import ViewSyntax
import XCTest

final class ImageTests: XCTestCase {
    private var folder: URL!
    private var root: String { folder.appendingPathComponent("root").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("root/images"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ relative: String, _ bytes: [UInt8]) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    private func size(_ bytes: [UInt8]) -> String {
        switch PNGHeader.size(of: bytes) {
        case .success(let size): return "\(size.width)×\(size.height)"
        case .failure(let problem): return "\(problem)"
        }
    }

    private func size(_ result: Result<(width: Int, height: Int), ImageProblem>) -> String {
        switch result {
        case .success(let size): return "\(size.width)×\(size.height)"
        case .failure(let problem): return "\(problem)"
        }
    }

    // MARK: PNG headers

    func testAValidHeaderGivesItsSize() {
        XCTAssertEqual(size(PNGHeader.encode(width: 70, height: 35)), "70×35")
        XCTAssertEqual(size(Array(PNGHeader.encode(width: 1, height: 4096).prefix(PNGHeader.byteCount))), "1×4096")
    }

    /// A palette PNG (colour type 3) is opaque unless a `tRNS` chunk gives its entries alpha, as greyscale and RGB are.
    func testAPaletteImageWithoutATransparencyChunkLacksAlpha() throws {
        let opaque = try PNGHeader.info(of: PNGHeader.encode(width: 8, height: 8, colourType: 3)).get()
        XCTAssertEqual(opaque.transparencyChunk, false)
        XCTAssertTrue(opaque.lacksAlpha)
        let transparent = try PNGHeader.info(of: PNGHeader.encode(width: 8, height: 8, colourType: 3, transparencyChunk: true)).get()
        XCTAssertEqual(transparent.transparencyChunk, true)
        XCTAssertFalse(transparent.lacksAlpha)
    }

    func testATruncatedHeaderIsReportedAsSuch() {
        let bytes = PNGHeader.encode(width: 70, height: 70)
        XCTAssertEqual(size(Array(bytes.prefix(20))), "truncated")
        XCTAssertEqual(size(Array(bytes.prefix(5))), "truncated")
        XCTAssertEqual(size([UInt8]()), "truncated")
    }

    func testOtherFilesAreNotPNG() {
        XCTAssertEqual(size(Array("GIF89a, not a PNG at all".utf8)), "notPNG")
        XCTAssertEqual(size(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)), "notPNG")
    }

    func testAZeroSizeOrAMissingHeaderChunkIsBad() {
        XCTAssertEqual(size(PNGHeader.encode(width: 0, height: 10)), "badHeader")
        XCTAssertEqual(size(PNGHeader.encode(width: 10, height: 0)), "badHeader")
        var bytes = PNGHeader.encode(width: 10, height: 10)
        bytes.replaceSubrange(12..<16, with: Array("IDAT".utf8))
        XCTAssertEqual(size(bytes), "badHeader")
    }

    func testTheScaleComesFromTheSuffixBeforeTheExtension() {
        XCTAssertEqual(ImageInfo.scale(ofPath: "icons/share@2x.png"), 2)
        XCTAssertEqual(ImageInfo.scale(ofPath: "/abs/share@3x.png"), 3)
        XCTAssertEqual(ImageInfo.scale(ofPath: "share.png"), 1)
        XCTAssertEqual(ImageInfo.scale(ofPath: "retina@2x/share.png"), 1)
        XCTAssertEqual(ImageInfo.scale(ofPath: "share@4x.png"), 1)
        XCTAssertEqual(ImageInfo.scale(ofPath: "share@2x"), 2)
        let info = ImageInfo(pixelWidth: 105, pixelHeight: 70, scale: 3)
        XCTAssertEqual(info.pointWidth, 35)
        XCTAssertEqual(info.pointHeight, 70.0 / 3)
    }

    // MARK: Files

    func testAnImageBelowTheRootIsRead() throws {
        try write("root/images/share@2x.png", PNGHeader.encode(width: 70, height: 68))
        let store = FileImageStore(root: root)
        XCTAssertEqual(size(store.size(atPath: root + "/images/share@2x.png")), "70×68")
        let lookup = ImageLookup(store: store, root: root)
        let info = lookup.image(.string("images/share@2x.png"), at: 0..<1, in: root + "/Screen.view")
        XCTAssertEqual(info, ImageInfo(pixelWidth: 70, pixelHeight: 68, scale: 2))
        XCTAssertTrue(lookup.unreadable.isEmpty)
        XCTAssertNil(lookup.image(.path(["system", "star"]), at: 0..<1, in: root + "/Screen.view"))
    }

    func testALinkPointingOutsideTheRootIsRefused() throws {
        try write("outside/secret.png", PNGHeader.encode(width: 70, height: 70))
        try write("root/images/inside.png", PNGHeader.encode(width: 35, height: 35))
        try FileManager.default.createSymbolicLink(atPath: root + "/images/leak.png",
                                                   withDestinationPath: folder.appendingPathComponent("outside/secret.png").path)
        try FileManager.default.createSymbolicLink(atPath: root + "/images/alias.png", withDestinationPath: "inside.png")
        let store = FileImageStore(root: root)
        XCTAssertEqual(size(store.size(atPath: root + "/images/leak.png")), "outsideWorkspace")
        XCTAssertEqual(size(store.size(atPath: root + "/images/alias.png")), "35×35", "a link that stays inside is followed")
    }

    func testAPathLeavingTheRootIsRefusedBeforeAnyRead() throws {
        try write("outside/secret.png", PNGHeader.encode(width: 70, height: 70))
        let lookup = ImageLookup(store: FileImageStore(root: root), root: root)
        XCTAssertNil(lookup.image(.string("../outside/secret.png"), at: 3..<9, in: root + "/Screen.view"))
        XCTAssertNil(lookup.image(.string("images/../../outside/secret.png"), at: 10..<20, in: root + "/Screen.view"))
        XCTAssertEqual(lookup.unreadable.map(\.problem), [.outsideWorkspace, .outsideWorkspace])
        XCTAssertEqual(Set(lookup.unreadable.map(\.location.range)), [3..<9, 10..<20])
    }

    func testUnreadableImagesBecomeNotesThroughTheChecker() throws {
        try write("root/images/notes@2x.png", Array("plain text, not an image".utf8))
        try write("root/images/small@2x.png", PNGHeader.encode(width: 48, height: 48))
        let source = """
        Screen {
            Toolbar {
                BarButton {
                    system: action
                    presents: ActivityViewController {
                        activities: [copy]
                        Activity { title: "One"; image: "images/missing@2x.png" }
                        Activity { title: "Two"; image: "images/notes@2x.png" }
                        Activity { title: "Three"; image: "images/small@2x.png" }
                    }
                }
            }
        }
        """
        var workspace = Workspace(root: root)
        workspace.setFile(path: root + "/Share.view", text: source)
        let diagnostics = try XCTUnwrap(Checker.check(root + "/Share.view", in: workspace)).diagnostics
        let summary = diagnostics.map { "\($0.severity) \($0.code): \($0.message)" }
        XCTAssertEqual(summary, [
            "warning missing-image: no image at images/missing@2x.png",
            "info unreadable-image: images/notes@2x.png is not a PNG file, so its size is not checked",
            "warning activity/template-size: the activity image \"images/small@2x.png\" is 48×48 px; at @2x a template image is about 70×70 px",
        ])
    }

    // MARK: What cannot be read, and why

    private func problem(_ relative: String) -> String? {
        let store = FileImageStore(root: root)
        let path = root + "/" + relative
        return DiskFixtures.bounded(fifos: [path]) {
            switch store.size(atPath: path) {
            case .success(let size): return "\(size.width)×\(size.height)"
            case .failure(let problem): return "\(problem)"
            }
        }
    }

    func testAFIFOOrASocketIsNotARegularFileAndNeverBlocks() throws {
        try DiskFixtures.fifo(root + "/images/pipe@2x.png")
        try DiskFixtures.socket(root + "/images/socket@2x.png")
        XCTAssertEqual(problem("images/pipe@2x.png"), "notRegularFile")
        XCTAssertEqual(problem("images/socket@2x.png"), "notRegularFile")
        XCTAssertEqual(problem("images"), "notRegularFile")
    }

    func testADeviceIsNotARegularFile() throws {
        // The null device's numbers; creating one needs root, which the test run has (else this case is moot).
        guard mknod(root + "/images/null@2x.png", S_IFCHR | 0o644, dev_t((1 << 8) | 3)) == 0 else {
            throw XCTSkip("mknod is not permitted here")
        }
        XCTAssertEqual(problem("images/null@2x.png"), "notRegularFile")
    }

    func testAnImageOverTheSizeCapIsNotRead() throws {
        let path = root + "/images/huge@2x.png"
        try write("root/images/huge@2x.png", PNGHeader.encode(width: 70, height: 70))
        XCTAssertEqual(truncate(path, off_t(DiskAccess.imageSizeLimit + 1)), 0)  // sparse: no disk used
        XCTAssertEqual(problem("images/huge@2x.png"), "tooLarge")
        XCTAssertEqual(truncate(path, off_t(DiskAccess.imageSizeLimit)), 0)
        XCTAssertEqual(problem("images/huge@2x.png"), "70×70", "exactly the cap is read")
    }

    func testEachReasonHasItsOwnNote() throws {
        try write("root/images/empty@2x.png", [])
        try write("root/images/cut@2x.png", Array(PNGHeader.encode(width: 70, height: 70).prefix(12)))
        try write("root/images/jpeg@2x.png", [0xFF, 0xD8, 0xFF, 0xE0] + Array("JFIF".utf8))
        try write("root/images/huge@2x.png", PNGHeader.encode(width: 70, height: 70))
        XCTAssertEqual(truncate(root + "/images/huge@2x.png", off_t(DiskAccess.imageSizeLimit + 1)), 0)
        try FileManager.default.createDirectory(atPath: root + "/images/folder@2x.png", withIntermediateDirectories: true)
        try DiskFixtures.fifo(root + "/images/pipe@2x.png")
        let names = ["empty", "cut", "jpeg", "huge", "folder", "pipe"]
        let activities = names.map { "Activity { title: \"\($0)\"; image: \"images/\($0)@2x.png\" }" }
        let source = "Screen {\n Toolbar {\n  BarButton {\n   system: action\n   presents: ActivityViewController {\n"
            + "    activities: [copy]\n" + activities.map { "    " + $0 + "\n" }.joined() + "   }\n  }\n }\n}\n"
        var workspace = Workspace(root: root)
        workspace.setFile(path: root + "/Share.view", text: source)
        let path = root + "/Share.view"
        let diagnostics = try XCTUnwrap(DiskFixtures.bounded(fifos: [root + "/images/pipe@2x.png"]) { [workspace] in
            Checker.check(path, in: workspace)?.diagnostics ?? []
        })
        XCTAssertEqual(diagnostics.map(\.message), [
            "images/empty@2x.png has a damaged PNG header (cut short, or no valid size), so its size is not checked",
            "images/cut@2x.png has a damaged PNG header (cut short, or no valid size), so its size is not checked",
            "images/jpeg@2x.png is not a PNG file, so its size is not checked",
            "images/huge@2x.png is larger than 32 MiB, so it is not read and its size is not checked",
            "images/folder@2x.png is not a regular file (a folder, FIFO, socket or device), so its size is not checked",
            "images/pipe@2x.png is not a regular file (a folder, FIFO, socket or device), so its size is not checked",
        ])
        XCTAssertEqual(Set(diagnostics.map(\.code)), ["unreadable-image"])
    }
}
