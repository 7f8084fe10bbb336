/// The workspace as the server will use it: which files a change affects,
/// removal, nearest configuration, editor overrides.
import ViewModel
import ViewRules
import XCTest

final class WorkspaceTests: XCTestCase {
    private func makeWorkspace() -> Workspace {
        CheckHarness.workspace([
            "Home": "Screen { TableView { BookCell { title: \"A\"; push: Details } } }",
            "Details": "Screen { title: \"Details\" }",
            "BookCell": "FancyCell { accessory: checkmark }",
            "FancyCell": "Cell { style: subtitle }",
            "About": "Screen { title: \"About\" }",
        ])
    }

    func testAChangeAffectsTheFileAndEveryFileThatNamesItDirectlyOrThroughComponents() {
        var workspace = makeWorkspace()
        let changed = workspace.setFile(path: CheckHarness.path("FancyCell"), text: "Cell { style: value1 }")
        XCTAssertEqual(changed, Set(["FancyCell", "BookCell", "Home"].map(CheckHarness.path)))
        XCTAssertEqual(workspace.setFile(path: CheckHarness.path("Details"), text: "Screen {}"),
                       Set(["Details", "Home"].map(CheckHarness.path)))
        XCTAssertEqual(workspace.setFile(path: CheckHarness.path("About"), text: "Screen {}"), [CheckHarness.path("About")])
    }

    func testAddingAMissingScreenResolvesItsUses() {
        var workspace = CheckHarness.workspace(["Home": "Screen { TableView { Cell { title: \"A\"; push: Later } } }"])
        XCTAssertEqual(CheckHarness.check("Home", in: workspace).map(\.code), ["unresolved-screen"])
        let affected = workspace.setFile(path: CheckHarness.path("Later"), text: "Screen {}")
        XCTAssertTrue(affected.contains(CheckHarness.path("Home")))
        XCTAssertEqual(CheckHarness.check("Home", in: workspace).map(\.code), [])
        XCTAssertEqual(workspace.removeFile(path: CheckHarness.path("Later")), [CheckHarness.path("Home")])
        XCTAssertEqual(CheckHarness.check("Home", in: workspace).map(\.code), ["unresolved-screen"])
    }

    /// "Did you mean" suggestions for an unknown name are drawn from every screen and component name, so a
    /// file naming an unknown type is affected when a name appears, goes, or changes between screen and
    /// component — not only the files naming it (once the server kept a stale suggestion).
    func testANameAddedRemovedOrChangingKindAffectsFilesNamingUnknownTypes() {
        let path = CheckHarness.path
        var workspace = CheckHarness.workspace(["Home": "Screen { MyBaz {} }", "Other": "Screen { Cell { push: MyBaz } }",
                                                "Plain": "Screen { NavigationBar {} }"])
        let messages = { (workspace: Workspace) in CheckHarness.check("Home", in: workspace).map(\.message) }
        XCTAssertEqual(messages(workspace), ["unknown component `MyBaz`"])
        let added = workspace.setFile(path: path("MyBar"), text: "NavigationBar { height: 64 }")
        XCTAssertEqual(added, Set(["MyBar", "Home", "Other"].map(path)))
        XCTAssertEqual(messages(workspace), ["unknown component `MyBaz`; did you mean `MyBar`?"])
        XCTAssertEqual(workspace.setFile(path: path("MyBar"), text: "NavigationBar { height: 44 }"), [path("MyBar")],
                       "an edit that keeps the file a component changes no suggestion")
        let madeScreen = workspace.setFile(path: path("MyBar"), text: "Screen {}")
        XCTAssertEqual(madeScreen, Set(["MyBar", "Home", "Other"].map(path)))
        XCTAssertEqual(messages(workspace), ["unknown component `MyBaz`"])
        XCTAssertEqual(workspace.removeFile(path: path("MyBar")), Set(["Home", "Other"].map(path)))
    }

    func testComponentDefaultsChainAndUsesOverride() throws {
        let workspace = makeWorkspace()
        let model = try XCTUnwrap(Checker.check(CheckHarness.path("Home"), in: workspace)?.model)
        let cell = try XCTUnwrap(model.elements.first { $0.typeName == "BookCell" })
        XCTAssertEqual(cell.kind, "Cell")
        XCTAssertEqual(cell.componentChain, ["BookCell", "FancyCell"])
        XCTAssertEqual(cell.name("style"), "subtitle")
        XCTAssertEqual(cell.name("accessory"), "checkmark")
        XCTAssertEqual(cell.string("title"), "A")
        XCTAssertEqual(cell.binding("style")?.isComponentDefault, true)
        XCTAssertEqual(cell.binding("title")?.isComponentDefault, false)
    }

    func testNearestConfigurationAndOverrides() {
        var workspace = Workspace(root: "/root")
        workspace.setConfiguration(LoadedConfiguration(configuration: Configuration(device: .ipad)), folder: "/root")
        workspace.setConfiguration(LoadedConfiguration(configuration: Configuration(device: .iphone, productNames: ["Acme"])),
                                   folder: "/root/phone")
        XCTAssertEqual(workspace.configuration(for: "/root/A.view").device, .ipad)
        XCTAssertEqual(workspace.configuration(for: "/root/phone/deep/B.view").device, .iphone)
        XCTAssertEqual(workspace.configuration(for: "/root/phone/deep/B.view").productNames, ["Acme"])
        workspace.overrides = Configuration(device: .ipad)
        XCTAssertEqual(workspace.configuration(for: "/root/phone/B.view").device, .ipad)
        XCTAssertEqual(workspace.configuration(for: "/root/phone/B.view").productNames, ["Acme"])
    }

    func testScreensAndComponentsAreListedByName() {
        let workspace = makeWorkspace()
        XCTAssertEqual(workspace.screenNames, ["About", "Details", "Home"])
        XCTAssertEqual(workspace.componentNames, ["BookCell", "FancyCell"])
    }

    /// Who names a type follows every change: a file that stops naming it,
    /// or is removed, is no longer listed; a new one is, in path order.
    func testFilesNamingATypeFollowEditsAndRemovals() {
        var workspace = Workspace(root: "/w")
        workspace.setFile(path: "/w/Home.view", text: "Screen { TableView { Cell { push: Details } } }")
        workspace.setFile(path: "/w/About.view", text: "Screen { Button { title: \"Go\"; push: Details } }")
        workspace.setFile(path: "/w/Details.view", text: "Screen { title: \"Details\" }")
        XCTAssertEqual(workspace.files(referencing: "Details").map(\.path), ["/w/About.view", "/w/Home.view"])
        workspace.setFile(path: "/w/About.view", text: "Screen { title: \"About\" }")
        XCTAssertEqual(workspace.files(referencing: "Details").map(\.path), ["/w/Home.view"])
        workspace.removeFile(path: "/w/Home.view")
        XCTAssertEqual(workspace.files(referencing: "Details").map(\.path), [])
        XCTAssertEqual(workspace.setFile(path: "/w/Details.view", text: "Screen { title: \"More\" }"), ["/w/Details.view"])
    }
}
