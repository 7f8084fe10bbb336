/// A finding stays short whatever the workspace: a screen pushed by 60
/// screens with 60 titles gets one `navigation-bar/back-title` finding that
/// quotes five titles and "…", and names at most `RuleEngine.maximumRelated`
/// of the screens as related places.
import ViewModel
import ViewRules
import XCTest

final class BoundedFindingTests: XCTestCase {
    private func workspace(parents: Int) -> Workspace {
        var workspace = Workspace(root: "/w")
        workspace.setFile(path: "/w/Child.view", text: "Screen {\n    NavigationBar { title: \"Child\"; BackButton { title: \"Back\" } }\n}\n")
        for index in 0..<parents {
            workspace.setFile(path: "/w/P\(index).view", text: """
                Screen {
                    NavigationBar { title: "Parent \(index)" }
                    TableView { Cell { title: "Go"; push: Child } }
                }

                """)
        }
        return workspace
    }

    func testTheMessageQuotesAFewTitlesAndTheRelatedPlacesAreBounded() throws {
        let check = try XCTUnwrap(Checker.check("/w/Child.view", in: workspace(parents: 60)))
        let finding = try XCTUnwrap(check.diagnostics.first { $0.code == "navigation-bar/back-title" })
        XCTAssertEqual(finding.message.components(separatedBy: "\"Parent ").count - 1, 5, finding.message)
        XCTAssertTrue(finding.message.contains(", …"), finding.message)
        XCTAssertEqual(finding.related.count, RuleEngine.maximumRelated)
    }

    func testAFewParentsAreAllNamed() throws {
        let check = try XCTUnwrap(Checker.check("/w/Child.view", in: workspace(parents: 3)))
        let finding = try XCTUnwrap(check.diagnostics.first { $0.code == "navigation-bar/back-title" })
        XCTAssertEqual(finding.message.components(separatedBy: "\"Parent ").count - 1, 3)
        XCTAssertFalse(finding.message.contains("…"))
        XCTAssertEqual(finding.related.count, 3)
    }
}
