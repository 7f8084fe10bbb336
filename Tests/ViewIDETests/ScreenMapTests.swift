/// The screen map as data: the call hierarchy over screens (prepare at a link
/// value or in a file, incoming and outgoing with their link ranges, links in
/// components belonging to the component's file) and document links (images
/// inside the workspace, screen and component names), marked with `⟦…⟧`.
import ViewIDE
import ViewModel
import ViewRules
import XCTest

final class ScreenMapTests: XCTestCase {
    private let app: [String: String] = [
        "Library": """
        Screen {
            title: "Библиотека"
            NavigationBar { title: "Книги 📚"; BarButton { system: add; presents: ⟦NewBook⟧ } }
            TableView {
                BookRow { title: "War and Peace" }
                Cell { title: "设置"; push: ⟦Settings⟧ }
                Cell { title: "Again"; push: ⟦Settings⟧ }
            }
        }
        """,
        "BookRow": """
        Cell {
            accessory: disclosureIndicator
            push: ⟦BookDetails⟧
        }
        """,
        "BookDetails": "Screen {\n    title: \"Book\"\n    Toolbar { BarButton { system: action; presents: ActivityViewController { } } }\n}\n",
        "Settings": "Screen {\n    title: \"Settings\"\n    TableView { Cell { title: \"Back home\"; push: ⟦Library⟧ } }\n}\n",
        "NewBook": "Screen {\n    title: \"New\"\n}\n",
    ]

    func testPrepareOnALinkValueGivesTheScreenItNames() throws {
        let fixture = MarkedWorkspace(["Home": "Screen {\n    TableView { Cell { title: \"A\"; push: Sett‸ings } }\n}\n",
                                       "Settings": "Screen {\n    NavigationBar { title: \"Réglages\" }\n}\n"])
        let item = try XCTUnwrap(ScreenHierarchy.prepare(at: fixture.cursor, path: fixture.cursorPath, in: fixture.workspace))
        XCTAssertEqual(item.name, "Settings")
        XCTAssertEqual(item.title, "Réglages", "the navigation bar's title, as the screen shows it")
        XCTAssertTrue(item.isScreen)
        XCTAssertEqual(fixture.describe([SourceLocation(path: item.path, range: item.selectionRange)]), ["Settings.view:Screen@0"])
    }

    func testPrepareElsewhereGivesTheFileItself() throws {
        let fixture = MarkedWorkspace(["Home": "Screen {\n    ti‸tle: \"Home\"\n}\n"])
        let item = try XCTUnwrap(ScreenHierarchy.prepare(at: fixture.cursor, path: fixture.cursorPath, in: fixture.workspace))
        XCTAssertEqual(item.name, "Home")
        XCTAssertNil(ScreenHierarchy.item(named: "Nowhere", in: fixture.workspace))
    }

    func testIncomingCallsComeFromTheFilesThatWriteTheLinks() {
        let fixture = MarkedWorkspace(app)
        let toSettings = ScreenHierarchy.incoming(to: "Settings", in: fixture.workspace)
        XCTAssertEqual(toSettings.map(\.item.name), ["Library"])
        XCTAssertEqual(describe(toSettings, in: fixture), ["Library.view:Settings@\(offset("Settings", occurrence: 0, in: fixture))",
                                                            "Library.view:Settings@\(offset("Settings", occurrence: 1, in: fixture))"])
        // A component's push is the component's own: its item is the component, not the screen using it.
        let toDetails = ScreenHierarchy.incoming(to: "BookDetails", in: fixture.workspace)
        XCTAssertEqual(toDetails.map(\.item.name), ["BookRow"])
        XCTAssertEqual(toDetails.map(\.item.isScreen), [false])
        XCTAssertEqual(ScreenHierarchy.incoming(to: "NewBook", in: fixture.workspace).map(\.item.name), ["Library"])
    }

    func testOutgoingCallsInTheOrderFirstNamedWithEveryRange() {
        let fixture = MarkedWorkspace(app)
        let calls = ScreenHierarchy.outgoing(from: "Library", in: fixture.workspace)
        XCTAssertEqual(calls.map(\.item.name), ["NewBook", "Settings"])
        XCTAssertEqual(calls.map(\.ranges.count), [1, 2])
        XCTAssertEqual(ScreenHierarchy.outgoing(from: "BookRow", in: fixture.workspace).map(\.item.name), ["BookDetails"])
        XCTAssertEqual(ScreenHierarchy.outgoing(from: "BookDetails", in: fixture.workspace).map(\.item.name), [],
                       "an inline presentation is no screen")
    }

    func testScreensLeadingHereCountThroughComponentsAndNotItself() {
        let fixture = MarkedWorkspace(app)
        XCTAssertEqual(ScreenHierarchy.leadingScreenCount(to: "BookDetails", in: fixture.workspace), 1, "Library, through BookRow")
        XCTAssertEqual(ScreenHierarchy.leadingScreenCount(to: "Library", in: fixture.workspace), 1)
        XCTAssertEqual(ScreenHierarchy.leadingScreenCount(to: "Settings", in: fixture.workspace), 1)
        XCTAssertEqual(ScreenHierarchy.leadingScreenCount(to: "BookRow", in: fixture.workspace), 0, "a component is no screen")
    }

    func testDocumentLinksToScreensComponentsAndImagesInsideTheWorkspace() {
        let fixture = MarkedWorkspace([
            "Home": """
            Screen {
                TableView {
                    ⟦Row⟧ { title: "Карта 🗺" }
                    Cell { title: "Map"; image: ⟦"icons/map.png"⟧; push: ⟦Map⟧ }
                    Cell { title: "Outside"; image: "../../etc/passwd"; push: Missing }
                }
                Toolbar { BarButton { system: action }; BarButton { icon: ⟦"/workspace/bar.png"⟧ } }
            }
            """,
            "Row": "Cell {\n    image: \"row.png\"\n}\n",
            "Map": "Screen {\n    MapView { }\n}\n",
        ])
        let links = DocumentLinks.links(path: EditorHarness.path("Home"), in: fixture.workspace)
        XCTAssertEqual(fixture.describe(links.map { SourceLocation(path: EditorHarness.path("Home"), range: $0.range) }),
                       fixture.describe(fixture.marked))
        XCTAssertEqual(links.map(\.path), ["/workspace/Row.view", "/workspace/icons/map.png", "/workspace/Map.view", "/workspace/bar.png"])
    }

    private func describe(_ calls: [ScreenCall], in fixture: MarkedWorkspace) -> [String] {
        calls.flatMap { call in fixture.describe(call.ranges.map { SourceLocation(path: call.item.path, range: $0) }) }
    }

    private func offset(_ name: String, occurrence: Int, in fixture: MarkedWorkspace) -> Int {
        fixture.marked.filter { fixture.describe([$0]).first?.contains(":\(name)@") == true && $0.path.hasSuffix("Library.view") }[occurrence]
            .range.lowerBound
    }
}
