/// The v2 content rules in the cases their examples cannot show: PNG
/// headers that say whether an image has alpha (colour type, a `tRNS` chunk
/// before the image data, a scan that runs out), the choice-list fix withheld
/// when a plain table would raise another finding, and a cell component's
/// own file, where the accessory's destination is not yet known.
import Foundation
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class NewContentRuleTests: XCTestCase {
    // MARK: PNG alpha

    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        return word(data.count) + Array(type.utf8) + data + [0, 0, 0, 0]
    }

    /// An encoded header without its IEND, so chunks can follow.
    private func header(colourType: Int) -> [UInt8] {
        Array(PNGHeader.encode(width: 70, height: 70, colourType: colourType).dropLast(12))
    }

    private func lacksAlpha(_ bytes: [UInt8]) throws -> Bool {
        try PNGHeader.info(of: bytes).get().lacksAlpha
    }

    func testGreyscaleRGBAndPaletteWithoutATransparencyChunkLackAlpha() throws {
        XCTAssertTrue(try lacksAlpha(PNGHeader.encode(width: 70, height: 70, colourType: 2)))
        XCTAssertTrue(try lacksAlpha(PNGHeader.encode(width: 70, height: 70, colourType: 0)))
        XCTAssertFalse(try lacksAlpha(PNGHeader.encode(width: 70, height: 70, colourType: 2, transparencyChunk: true)))
        XCTAssertFalse(try lacksAlpha(PNGHeader.encode(width: 70, height: 70, colourType: 0, transparencyChunk: true)))
        XCTAssertFalse(try lacksAlpha(PNGHeader.encode(width: 70, height: 70)), "RGBA")
        XCTAssertFalse(try lacksAlpha(PNGHeader.encode(width: 70, height: 70, colourType: 4)), "greyscale with alpha")
        XCTAssertTrue(try lacksAlpha(PNGHeader.encode(width: 70, height: 70, colourType: 3)), "palette without tRNS: opaque")
        XCTAssertFalse(try lacksAlpha(PNGHeader.encode(width: 70, height: 70, colourType: 3, transparencyChunk: true)), "palette with tRNS")
    }

    func testTheScanSkipsOtherChunksAndStopsAtTheImageData() throws {
        let gamma = chunk("gAMA", [0, 0, 0xB1, 0x8F])
        let profile = chunk("iCCP", [UInt8](repeating: 7, count: 3000))
        XCTAssertTrue(try lacksAlpha(header(colourType: 2) + gamma + profile + chunk("IDAT", [1, 2, 3])))
        XCTAssertFalse(try lacksAlpha(header(colourType: 2) + gamma + chunk("tRNS", [0, 0, 0, 0, 0, 0]) + chunk("IDAT", [])))
        // A tRNS after the image data does not count (and is not read).
        XCTAssertTrue(try lacksAlpha(header(colourType: 2) + chunk("IDAT", []) + chunk("tRNS", [0, 0, 0, 0, 0, 0])))
    }

    func testAScanThatRunsOutDecidesNothing() throws {
        let huge = chunk("iCCP", [UInt8](repeating: 7, count: PNGHeader.chunkScanLimit))
        let info = try PNGHeader.info(of: header(colourType: 2) + huge + chunk("IDAT", [])).get()
        XCTAssertNil(info.transparencyChunk)
        XCTAssertFalse(info.lacksAlpha)
        XCTAssertNil(try PNGHeader.info(of: header(colourType: 2)).get().transparencyChunk, "cut before any chunk")
    }

    func testAHeaderWithoutTheColourTypeIsDamaged() {
        let bytes = Array(PNGHeader.encode(width: 70, height: 70).prefix(PNGHeader.byteCount))
        XCTAssertEqual(PNGHeader.info(of: bytes).map(\.width), .failure(.truncated))
    }

    func testTheFileStoreReadsTheChunksOfAnOpaqueImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-alpha-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.path
        try Data(header(colourType: 2) + chunk("gAMA", [0, 0, 0xB1, 0x8F]) + chunk("IDAT", [])).write(to: folder.appendingPathComponent("flat@2x.png"))
        try Data(PNGHeader.encode(width: 70, height: 70, colourType: 2, transparencyChunk: true))
            .write(to: folder.appendingPathComponent("keyed@2x.png"))
        let lookup = ImageLookup(store: FileImageStore(root: root), root: root)
        XCTAssertEqual(lookup.image(.string("flat@2x.png"), at: 0..<1, in: root + "/A.view")?.lacksAlpha, true)
        XCTAssertEqual(lookup.image(.string("keyed@2x.png"), at: 0..<1, in: root + "/A.view")?.lacksAlpha, false)
    }

    // MARK: table-view/choice-list-plain

    private func choiceListFix(_ cells: String, file: StaticString = #filePath, line: UInt = #line) throws -> [TextEdit]? {
        let source = """
        Screen {
            device: ipad
            Toolbar {
                BarButton {
                    title: "Size"
                    presents: Popover {
                        TableView {
                            style: grouped
                            Section {
        \(cells)
                            }
                        }
                    }
                }
            }
        }
        """
        let workspace = CheckHarness.workspace(["Example": source])
        let own = CheckHarness.check("Example", in: workspace).filter { $0.code == "table-view/choice-list-plain" }
        XCTAssertEqual(own.count, 1, "\(own)", file: file, line: line)
        return own.first?.fixes.first?.edits
    }

    func testTheChoiceListFixIsWithheldWhenAPlainTableWouldRaiseAnotherFinding() throws {
        XCTAssertNotNil(try choiceListFix("""
                        Cell { title: "Small" }
                        Cell { title: "Large"; accessory: checkmark }
        """))
        XCTAssertNil(try choiceListFix("""
                        Cell { style: value1; title: "Small"; detail: "12 pt" }
                        Cell { style: value1; title: "Large"; detail: "20 pt"; accessory: checkmark }
        """), "value styles suit grouped tables")
        XCTAssertNil(try choiceListFix("""
                        Cell { title: "Small"; height: 44 }
                        Cell { title: "Large"; height: 60; accessory: checkmark }
        """), "plain rows keep one height")
    }

    func testAChoiceListOpenedFromARowOrFromNothingIsNotReported() {
        let opened = CheckHarness.workspace([
            "Example": "Screen {\n    TableView {\n        style: grouped\n        Cell { title: \"A\"; accessory: checkmark }\n    }\n}\n",
            "Settings": "Screen {\n    TableView { Cell { title: \"Size\"; accessory: disclosureIndicator; push: Example } }\n}\n",
        ])
        XCTAssertEqual(CheckHarness.check("Example", in: opened).filter { $0.code == "table-view/choice-list-plain" }.count, 0)
    }

    // MARK: table-view/accessory-meaning

    func testACellComponentsOwnFileIsNotJudgedButItsUsesAre() {
        let workspace = CheckHarness.workspace([
            "BookCell": "Cell { style: subtitle; accessory: disclosureIndicator }\n",
            "Example": "Screen {\n    TableView {\n        BookCell { title: \"A\"; push: Other }\n        BookCell { title: \"B\" }\n    }\n}\n",
            "Other": "Screen { title: \"Other\" }\n",
        ])
        XCTAssertEqual(CheckHarness.check("BookCell", in: workspace).filter { $0.code == "table-view/accessory-meaning" }.count, 0)
        let example = "Screen {\n    TableView {\n        BookCell { title: \"A\"; push: Other }\n        BookCell { title: \"B\" }\n    }\n}\n"
        let secondUse = Array(example.utf8).count - Array("BookCell { title: \"B\" }\n    }\n}\n".utf8).count
        let uses = CheckHarness.check("Example", in: workspace).filter { $0.code == "table-view/accessory-meaning" }
        XCTAssertEqual(uses.map(\.range), [secondUse..<secondUse + 8], "the use without a push, on its type name")
    }
}
