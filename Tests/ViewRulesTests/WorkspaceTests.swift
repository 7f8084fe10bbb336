/// The workspace as the server will use it: which files a change affects,
/// removal, nearest configuration, editor overrides.
import ViewModel
import ViewRules
import ViewSamples
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
        // What a change affects is what read it: the files checked before it whose checks read what it changed.
        workspace.keepsChecks = true
        let messages = { (workspace: Workspace) in CheckHarness.check("Home", in: workspace).map(\.message) }
        let checkAll = { (workspace: Workspace) in for name in ["Home", "Other", "Plain", "MyBar"] { _ = CheckHarness.check(name, in: workspace) } }
        checkAll(workspace)
        XCTAssertEqual(messages(workspace), ["unknown component `MyBaz`"])
        // A component appears: the unknown component's suggestions change, not the unknown screen's.
        let added = workspace.setFile(path: path("MyBar"), text: "NavigationBar { height: 64 }")
        XCTAssertEqual(added, Set(["MyBar", "Home"].map(path)))
        XCTAssertEqual(messages(workspace), ["unknown component `MyBaz`; did you mean `MyBar`?"])
        checkAll(workspace)
        XCTAssertEqual(workspace.setFile(path: path("MyBar"), text: "NavigationBar { height: 44 }"), [path("MyBar")],
                       "an edit that keeps the file a component changes no suggestion")
        checkAll(workspace)
        let madeScreen = workspace.setFile(path: path("MyBar"), text: "Screen {}")
        XCTAssertEqual(madeScreen, Set(["MyBar", "Home", "Other"].map(path)))
        XCTAssertEqual(messages(workspace), ["unknown component `MyBaz`"])
        checkAll(workspace)
        // A screen goes: the unknown screen's suggestions change, not the unknown component's.
        XCTAssertEqual(workspace.removeFile(path: path("MyBar")), Set(["Other"].map(path)))
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

    /// What a change affects is kept between changes that leave every file's
    /// name and mentioned names as they were; after any sequence of changes it
    /// must be what a workspace made afresh from the same files answers.
    func testWhatAChangeAffectsIsWhatAFreshWorkspaceAnswers() {
        var random = SeededRandom(seed: 0xAF_FEC7)
        let names = ["Home", "Hub", "Detail", "Row", "Fancy", "Lone"]
        func text(_ name: String) -> String {
            let target = names.randomElement(using: &random)!
            switch Int.random(in: 0...4, using: &random) {
            case 0: return "Screen { title: \"\(name)\"; TableView { Cell { title: \"x\"; push: \(target) } } }"
            case 1: return "Screen { title: \"\(name) \(Int.random(in: 0...9, using: &random))\"; \(target) { } }"
            case 2: return "Cell { title: \"\(name)\"; push: \(target) }"
            case 3: return "\(target) { title: \"\(name)\" }"
            default: return "Screen { title: \"\(name)\" }"
            }
        }
        var kept = Workspace(root: "/w")
        for step in 0..<400 {
            let name = names.randomElement(using: &random)!
            var fresh = Workspace(root: "/w")
            fresh.add(Array(kept.files.values))
            if Int.random(in: 0...6, using: &random) == 0 {
                XCTAssertEqual(kept.removeFile(path: "/w/\(name).view"), fresh.removeFile(path: "/w/\(name).view"), "step \(step)")
            } else {
                let file = SourceFile(path: "/w/\(name).view", text: text(name))
                XCTAssertEqual(kept.setFile(file), fresh.setFile(file), "step \(step): \(file.bytes.count) bytes of \(name)")
            }
        }
    }
}
