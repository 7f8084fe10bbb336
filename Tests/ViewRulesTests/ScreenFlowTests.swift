/// The navigation graph: links read from bindings, walks that cross files and
/// end on cycles, pushes found through components, related information on
/// findings made through other files, and which files a change re-checks.
import ViewModel
import ViewRules
import XCTest

final class ScreenFlowTests: XCTestCase {
    private func graph(_ files: [String: String], from name: String) -> (ScreenFlow, FileModel) {
        let workspace = CheckHarness.workspace(files)
        let file = workspace.files[CheckHarness.path(name)]!
        let model = ModelBuilding.build(file, in: workspace)
        return (ScreenFlow(directory: workspace, current: model, currentTypeName: name), model)
    }

    func testLinksNameTheirKindAndTarget() throws {
        let (_, model) = graph([
            "Home": "Screen { TabBar { Tab { title: \"A\"; content: Other } } Button { title: \"B\"; push: Other; presents: Popover { kind: task } } }",
            "Other": "Screen {}",
        ], from: "Home")
        let tab = try XCTUnwrap(model.elements.first { $0.is("Tab") })
        XCTAssertEqual(ScreenFlow.links(from: tab).map(\.kind), [.content])
        XCTAssertEqual(ScreenFlow.links(from: tab).map(\.screenName), ["Other"])
        let button = try XCTUnwrap(model.elements.first { $0.is("Button") })
        let links = ScreenFlow.links(from: button)
        XCTAssertEqual(links.map(\.kind), [.push, .presents])
        XCTAssertEqual(links[1].inlineElement?.typeName, "Popover")
    }

    /// `showDetail:` is a link of its own: walks through pushes do not follow it, and it is no push.
    func testShowDetailIsALinkButNoPush() throws {
        let (graph, model) = graph([
            "Mail": "Screen { device: ipad; SplitView { Primary { TableView { Cell { title: \"Inbox\"; selected: true; showDetail: Inbox } } }; Secondary {} } }",
            "Inbox": "Screen { title: \"Inbox\"; Label { text: \"Messages\" } }",
        ], from: "Mail")
        let cell = try XCTUnwrap(model.elements.first { $0.is("Cell") })
        XCTAssertEqual(ScreenFlow.links(from: cell).map(\.kind), [.showDetail])
        XCTAssertEqual(ScreenFlow.links(from: cell).map(\.screenName), ["Inbox"])
        let root = try XCTUnwrap(model.root)
        XCTAssertFalse(graph.elements(reachableFrom: root, through: [.push, .presents, .content]).contains { $0.element.is("Label") })
        let shown = graph.elements(reachableFrom: root, through: [.showDetail]).first { $0.element.is("Label") }
        XCTAssertEqual(shown?.via.map(\.kind), [.showDetail])
        XCTAssertTrue(graph.pushes(to: "Inbox").isEmpty)
        // On a component other than a cell the name is an unknown property, not a link.
        let (_, other) = self.graph(["Home": "Screen { Button { title: \"B\"; showDetail: Home } }"], from: "Home")
        let button = try XCTUnwrap(other.elements.first { $0.is("Button") })
        XCTAssertTrue(ScreenFlow.links(from: button).isEmpty)
    }

    func testAWalkEntersEachScreenOnceSoCyclesEnd() throws {
        let (graph, model) = graph([
            "Ping": "Screen { title: \"Ping\"; TableView { Cell { title: \"to Pong\"; push: Pong } } }",
            "Pong": "Screen { title: \"Pong\"; TableView { Cell { title: \"to Ping\"; push: Ping } } }",
        ], from: "Ping")
        let reached = graph.elements(reachableFrom: try XCTUnwrap(model.root), through: [.push])
        let titles = reached.compactMap { $0.element.string("title") }
        XCTAssertEqual(titles, ["Ping", "to Pong", "Pong", "to Ping"])
        XCTAssertEqual(reached.last?.via.map(\.screenName), ["Pong"])
    }

    func testInlinePresentationsAreFollowedOnlyWhenAsked() throws {
        let (graph, model) = graph([
            "Home": "Screen { Button { title: \"Go\"; presents: Modal { Label { text: \"Inside\" } } } }",
        ], from: "Home")
        let root = try XCTUnwrap(model.root)
        XCTAssertFalse(graph.elements(reachableFrom: root, through: [.push]).contains { $0.element.is("Label") })
        XCTAssertTrue(graph.elements(reachableFrom: root, through: [.presents]).contains { $0.element.is("Label") })
    }

    func testPushesAreFoundThroughComponents() {
        let (graph, _) = graph([
            "Shelf": "Screen { title: \"Shelf\"; TableView { BookCell { title: \"Dune\" } } }",
            "BookCell": "Cell { push: Book }",
            "Book": "Screen { title: \"Book\" }",
        ], from: "Book")
        let pushes = graph.pushes(to: "Book")
        XCTAssertEqual(pushes.count, 1)
        XCTAssertEqual(pushes.first.map { ScreenFlow.title(ofScreen: $0.screen) }, "Shelf")
        XCTAssertEqual(pushes.first?.link.binding.path, CheckHarness.path("BookCell"))
    }

    func testBackTitleComparesWithAScreenThatPushesThroughAComponent() {
        let workspace = CheckHarness.workspace([
            "Shelf": "Screen { title: \"Shelf\"; TableView { BookCell { title: \"Dune\" } } }",
            "BookCell": "Cell { push: Book }",
            "Book": "Screen { title: \"Book\"; NavigationBar { BackButton { title: \"Back\" } } }",
        ])
        let diagnostics = CheckHarness.check("Book", in: workspace).filter { $0.code == "navigation-bar/back-title" }
        XCTAssertEqual(diagnostics.map(\.message), ["the back button says \"Back\", but the screen it returns to is titled \"Shelf\""])
        XCTAssertEqual(diagnostics.first?.related.map(\.location.path), [CheckHarness.path("BookCell")])
    }

    func testAFindingMadeThroughOtherFilesPointsThere() throws {
        let workspace = CheckHarness.workspace([
            "Library": "Screen { device: ipad; Toolbar { BarButton { system: organize; presents: Popover { content: Filters } } } }",
            "Filters": "Screen { device: ipad; TableView { Cell { title: \"Colour\"; push: Colours } } }",
            "Colours": "Screen { device: ipad; TableView { Cell { title: \"Red\"; presents: Popover { TableView {} } } } }",
        ])
        let cascade = try XCTUnwrap(CheckHarness.check("Library", in: workspace).first { $0.code == "popover/cascade" })
        XCTAssertEqual(cascade.related.map(\.location.path), ["Colours", "Library", "Filters"].map(CheckHarness.path))
        XCTAssertEqual(cascade.related.first?.message, "the second popover")
        XCTAssertTrue(CheckHarness.check("Colours", in: workspace).filter { $0.code == "popover/cascade" }.isEmpty)
    }

    func testAChangeToAScreenReChecksTheScreensItPushesAndThoseThatReachIt() {
        var workspace = CheckHarness.workspace([
            "Library": "Screen { device: ipad; Toolbar { BarButton { system: organize; presents: Popover { content: Filters } } } }",
            "Filters": "Screen { TableView { Cell { title: \"Colour\"; push: Colours } } }",
            "Colours": "Screen { NavigationBar { title: \"Colours\" } }",
            "Shelf": "Screen { title: \"Shelf\"; TableView { BookCell {} } }",
            "BookCell": "Cell { push: Book }",
            "Book": "Screen { NavigationBar { title: \"Book\" } }",
            "About": "Screen {}",
        ])
        // What a change affects is what read it: the files checked before it whose checks read what it changed.
        workspace.keepsChecks = true
        let checkAll = { (workspace: Workspace) in
            for name in ["Library", "Filters", "Colours", "Shelf", "BookCell", "Book", "About"] { _ = CheckHarness.check(name, in: workspace) }
        }
        checkAll(workspace)
        // Colours changes: Filters pushes it, Library shows Filters in a popover.
        XCTAssertEqual(workspace.setFile(path: CheckHarness.path("Colours"), text: "Screen { NavigationBar { title: \"Hues\" } }"),
                       Set(["Colours", "Filters", "Library"].map(CheckHarness.path)))
        checkAll(workspace)
        // Shelf's title changes: Book, pushed through BookCell, compares its back button with it.
        XCTAssertEqual(workspace.setFile(path: CheckHarness.path("Shelf"), text: "Screen { title: \"Shelves\"; TableView { BookCell {} } }"),
                       Set(["Shelf", "Book"].map(CheckHarness.path)))
        checkAll(workspace)
        // A push removed: the screen it used to push is re-checked too.
        XCTAssertEqual(workspace.setFile(path: CheckHarness.path("Filters"), text: "Screen { NavigationBar { title: \"Filters\" } }"),
                       Set(["Filters", "Colours", "Library"].map(CheckHarness.path)))
        checkAll(workspace)
        // Library goes: Filters loses the screen that shows it; with Library's toolbar the app loses its only
        // toolbar, so the screens whose bars were compared with the app's are checked again too.
        XCTAssertEqual(workspace.removeFile(path: CheckHarness.path("Library")), Set(["Filters", "Colours", "Book"].map(CheckHarness.path)))
    }
}
