/// `LayoutEngine.textRooms` (placement without texts, parts or source
/// positions) gives every element the laid-out state and text room the full
/// layout gives it, on seeded random screens and the examples; and rooms are
/// carried to a later version of a file only when nothing placement reads changed.
import Foundation
import ViewLayout
import ViewModel
import ViewSamples
import XCTest

final class TextRoomsTests: XCTestCase {
    /// 500 seeds; `VIEWLS_LAYOUT_SEEDS=N` runs more (or fewer) by hand.
    static let seeds = Int(ProcessInfo.processInfo.environment["VIEWLS_LAYOUT_SEEDS"] ?? "") ?? 500

    func testRoomsAreTheFullLayoutsOnRandomScreens() {
        for seed in 0..<Self.seeds {
            let workspace = LayoutHarness.workspace(RandomScreen.generate(seed: UInt64(seed)))
            let device: Device? = seed % 3 == 0 ? .ipad : nil
            let problems = Self.differences("/w/Screen.view", in: workspace, options: LayoutOptions(device: device))
            XCTAssertEqual(problems, [], "seed \(seed)")
            if !problems.isEmpty { return }
        }
    }

    func testRoomsAreTheFullLayoutsOnTheExamples() {
        let workspace = LayoutHarness.examples()
        for path in workspace.files.keys.sorted() {
            XCTAssertEqual(Self.differences(path, in: workspace, options: LayoutOptions()), [], path)
        }
    }

    func testRoomsPastTheElementCapAreTheFullLayouts() {
        let cells = (0..<60).map { "        Cell { title: \"Row \($0)\"; accessory: checkmark }" }.joined(separator: "\n")
        let workspace = LayoutHarness.workspace(["Screen.view": "Screen {\n    TableView {\n\(cells)\n    }\n}\n"])
        XCTAssertEqual(Self.differences("/w/Screen.view", in: workspace, options: LayoutOptions(elementLimit: 20)), [])
        let rooms = Self.rooms("/w/Screen.view", in: workspace, options: LayoutOptions(elementLimit: 20))
        XCTAssertEqual(rooms.omittedCount, 42)
    }

    /// A cell's room is its row less the side insets (15 each) and the accessory (33): 393 − 30 − 33 on an iPhone (docs/layout.md).
    func testACellsRoomIsItsRowLessInsetsAndAccessory() throws {
        let workspace = LayoutHarness.workspace(["Screen.view": "Screen {\n    TableView {\n        Cell { title: \"A\"; accessory: checkmark }\n    }\n}\n"])
        let file = try XCTUnwrap(workspace.files["/w/Screen.view"])
        let model = ModelBuilding.build(file, in: workspace)
        let cell = try XCTUnwrap(model.elements.first { $0.kind == "Cell" })
        let rooms = LayoutEngine.textRooms(model, of: file, in: workspace)
        XCTAssertTrue(rooms.isLaidOut(cell))
        XCTAssertEqual(rooms.room(of: cell), 330)
    }

    func testRoomsAreCarriedOverACellTitleKeystrokeAndNotOverAnAccessory() throws {
        let before = "Screen {\n    TableView {\n        Cell { title: \"Wi-Fi\"; accessory: checkmark }\n    }\n}\n"
        let typed = before.replacingOccurrences(of: "Wi-Fi", with: "Wi-Fi network")
        let accessory = before.replacingOccurrences(of: "checkmark", with: "none")
        let old = LayoutHarness.workspace(["Screen.view": before])
        let rooms = Self.rooms("/w/Screen.view", in: old, options: LayoutOptions())
        for (text, carries) in [(typed, true), (accessory, false)] {
            let new = LayoutHarness.workspace(["Screen.view": text])
            let file = try XCTUnwrap(new.files["/w/Screen.view"])
            let model = ModelBuilding.build(file, in: new)
            let carried = rooms.carried(to: model, of: file, options: LayoutOptions())
            XCTAssertEqual(carried != nil, carries, text)
            let cell = try XCTUnwrap(model.elements.first { $0.kind == "Cell" })
            if let carried { XCTAssertEqual(carried.room(of: cell), 330) }
        }
    }

    /// A grouped section's header sets how tall the section is, never how wide its rows are: typing into it, or
    /// emptying it, keeps the rooms (which are widths); the same edit is laid out again for the preview's frames.
    func testRoomsAreCarriedOverAGroupedHeaderKeystroke() throws {
        let before = "Screen {\n    TableView {\n        style: grouped\n        Section {\n            header: \"Сеть\"\n"
            + "            Cell { title: \"Wi-Fi\"; accessory: checkmark }\n        }\n    }\n}\n"
        let rooms = Self.rooms("/w/Screen.view", in: LayoutHarness.workspace(["Screen.view": before]), options: LayoutOptions())
        for text in [before.replacingOccurrences(of: "Сеть", with: "Сеть и интернет, 网络和互联网 — a header long enough to wrap twice"),
                     before.replacingOccurrences(of: "Сеть", with: "")] {
            let new = LayoutHarness.workspace(["Screen.view": text])
            let file = try XCTUnwrap(new.files["/w/Screen.view"])
            let model = ModelBuilding.build(file, in: new)
            let carried = try XCTUnwrap(rooms.carried(to: model, of: file, options: LayoutOptions()), text)
            let cell = try XCTUnwrap(model.elements.first { $0.kind == "Cell" })
            XCTAssertEqual(carried.room(of: cell), 298)
            XCTAssertEqual(carried.room(of: cell), LayoutEngine.textRooms(model, of: file, in: new).room(of: cell))
            XCTAssertEqual(Self.differences("/w/Screen.view", in: new, options: LayoutOptions()), [])
        }
    }

    /// A keystroke elsewhere leaves an element's syntax shared between the two versions, and the carry then
    /// takes a built-in element as placed alike without comparing it (`ElementSlots.builtFromSameSyntax`). A
    /// component's use is compared all the same: its definition may have changed while its use did not.
    func testAUseWhoseComponentChangedIsComparedThoughItsSyntaxIsShared() throws {
        let screen = "Screen {\n    TableView {\n        Cell { title: \"Plain\" }\n        Row { title: \"Wi-Fi\" }\n    }\n}\n"
        var workspace = LayoutHarness.workspace(["Screen.view": screen, "Row.view": "Cell { accessory: checkmark; detail: \"Home\" }\n"])
        let file = try XCTUnwrap(workspace.files["/w/Screen.view"])
        let rooms = Self.rooms("/w/Screen.view", in: workspace, options: LayoutOptions())
        // The same screen file (one tree, so every green node shared), with the component's title or accessory changed.
        for (definition, carries, rewrittenCells) in [("Cell { accessory: checkmark; detail: \"Work\" }\n", true, ["Row"]),
                                                      ("Cell { accessory: none }\n", false, [])] {
            workspace.setFile(path: "/w/Row.view", text: definition)
            let model = ModelBuilding.build(file, in: workspace)
            let slots = rooms.slots.carried(to: model)
            XCTAssertEqual(slots != nil, carries, definition)
            guard let slots else { continue }
            let rewritten = model.elements.filter { element in slots.slot(of: element).map(slots.rewritten.contains) ?? false }
            XCTAssertEqual(rewritten.map(\.typeName), rewrittenCells, definition)
        }
    }

    static func rooms(_ path: String, in workspace: Workspace, options: LayoutOptions) -> TextRooms {
        let file = workspace.files[path]!
        let model = ModelBuilding.build(file, in: workspace)
        return LayoutEngine.textRooms(model, of: file, in: workspace, options: options,
                                      images: ImageLookup(store: workspace.imageStore, root: workspace.root))
    }

    /// Where the rooms and the full layout disagree about an element of the file's model.
    static func differences(_ path: String, in workspace: Workspace, options: LayoutOptions) -> [String] {
        guard let file = workspace.files[path] else { return ["no file \(path)"] }
        let model = ModelBuilding.build(file, in: workspace)
        let images = ImageLookup(store: workspace.imageStore, root: workspace.root)
        let full = LayoutEngine.layout(model, of: file, in: workspace, options: options, images: images)
        let rooms = LayoutEngine.textRooms(model, of: file, in: workspace, options: options, images: images.separate())
        var problems: [String] = []
        if rooms.size != full.size { problems.append("size \(rooms.size) ≠ \(full.size)") }
        if rooms.omittedCount != full.omittedCount { problems.append("omitted \(rooms.omittedCount) ≠ \(full.omittedCount)") }
        for element in model.elements {
            let laidOut = full.laidOut(element)
            if rooms.isLaidOut(element) != (laidOut != nil) { problems.append("\(element): laid out differs") }
            if rooms.room(of: element) != laidOut?.textRoom?.width {
                problems.append("\(element): room \(String(describing: rooms.room(of: element))) ≠ \(String(describing: laidOut?.textRoom?.width))")
            }
        }
        return problems
    }
}
