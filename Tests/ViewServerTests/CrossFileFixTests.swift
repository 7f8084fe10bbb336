/// The server with components in files of their own: checking a screen whose
/// component's binding has a fix no longer traps (the fix was built on the
/// screen's bytes), and a quick fix whose edits reach the component's file
/// comes as one `WorkspaceEdit` over both files, each converted on its own lines.
import Foundation
@testable import ViewServer
import XCTest

final class CrossFileFixTests: XCTestCase {
    func testAScreenUsingAComponentWithAFixableBindingIsChecked() throws {
        let folder = try TemporaryWorkspace([
            "MyBar.view": "NavigationBar {\n    title: \"Notes\"\n    height: 64\n}\n",
            "Home.view": "Screen {\n    MyBar {}\n}\n",
        ])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        client.open(folder.file("Home.view"), "Screen {\n    MyBar {}\n}\n")
        client.open(folder.file("MyBar.view"), "NavigationBar {\n    title: \"Notes\"\n    height: 64\n}\n")
        let messages = client.drain()
        let home = ServerHarness.published(messages, uri: folder.file("Home.view").absoluteString)
        XCTAssertEqual(home.first?["diagnostics"]?.arrayValue?.count, 0, "\(home)")
        let bar = ServerHarness.published(messages, uri: folder.file("MyBar.view").absoluteString)
        XCTAssertEqual(bar.first?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["bars/fixed-height"])
    }

    func testAQuickFixThatEditsTheComponentsFileSpansBothFiles() throws {
        // Six tabs are fine on the iPad the workspace designs for, so the component alone has no finding;
        // the iPhone screen that uses it has one (a fault of where the use stands), reported at the use.
        let tabs = (1...6).map { "    Tab { title: \"T\($0)\" }\n" }.joined()
        let component = "TabBar {\n\(tabs)}\n"
        let screen = "Screen {\n    device: iphone\n    MyTabs {}\n}\n"
        let folder = try TemporaryWorkspace(["MyTabs.view": component, "Home.view": screen, ".viewls.json": "{ \"device\": \"ipad\" }\n"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        client.open(folder.file("Home.view"), screen)
        _ = client.drain()
        let params: JSONValue = .object(["textDocument": .object(["uri": .string(folder.file("Home.view").absoluteString)]),
                                         "range": ServerHarness.range(2, 6, 2, 6), "context": .object(["diagnostics": .array([])])])
        let actions = try XCTUnwrap(client.request("textDocument/codeAction", params).result?.arrayValue)
        let fix = try XCTUnwrap(actions.first { $0["kind"]?.stringValue == "quickfix" && $0["edit"]?["changes"]?[folder.file("MyTabs.view").absoluteString] != nil },
                                "\(actions)")
        XCTAssertNil(fix["isPreferred"], "a fix of another file is not safe, so not preferred")
        let edits = try XCTUnwrap(fix["edit"]?["changes"]?[folder.file("MyTabs.view").absoluteString]?.arrayValue)
        // The More tab goes before the fifth tab: line 5 of the component's file, not of the screen's three lines.
        XCTAssertEqual(edits.first?["range"]?["start"]?["line"]?.intValue, 5)
    }
}
