/// Fixes of the activity and collection rules in the cases their examples
/// cannot show: when a fix is withheld, and what it edits when the parts
/// are already half in place.
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class ActivityAndCollectionFixTests: XCTestCase {
    /// The one diagnostic of `code` in `source` and the source after its fix (nil without one).
    private func fixed(_ code: String, in source: String, otherFiles: [String: String] = [:],
                       file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        let workspace = CheckHarness.workspace(otherFiles.merging(["Example": source]) { $1 })
        let own = CheckHarness.check("Example", in: workspace).filter { $0.code == code }
        XCTAssertEqual(own.count, 1, "\(own)", file: file, line: line)
        guard let edits = own.first?.fixes.first?.edits else { return nil }
        return try TextEdit.applyChecked(edits, to: source)
    }

    func testADuplicateOfAnExcludedSystemActivityHasNoFix() throws {
        XCTAssertNil(try fixed("activity/duplicates-system", in: """
        BarButton {
            system: action
            presents: ActivityViewController {
                activities: [copy]
                excluded: [print]
                Activity { title: "Print" }
            }
        }
        """))
    }

    func testADuplicateOfAListedSystemActivityIsOnlyRemoved() throws {
        XCTAssertEqual(try fixed("activity/duplicates-system", in: """
        BarButton {
            system: action
            presents: ActivityViewController {
                activities: [copy, mail]
                Activity { title: "Quote" }
                Activity { title: "邮件" }
            }
        }
        """), """
        BarButton {
            system: action
            presents: ActivityViewController {
                activities: [copy, mail]
                Activity { title: "Quote" }
            }
        }
        """)
    }

    func testADuplicateJoinsAnEmptyList() throws {
        XCTAssertEqual(try fixed("activity/duplicates-system", in: """
        BarButton { system: action; presents: ActivityViewController { activities: []; Activity { title: "Copy" } } }
        """), """
        BarButton { system: action; presents: ActivityViewController { activities: [copy] } }
        """)
    }

    func testOnlyABarButtonTriggerIsFixed() throws {
        XCTAssertNil(try fixed("activity-view-controller/custom-trigger", in: """
        Screen {
            Button { title: "Share"; presents: ActivityViewController { activities: [copy] } }
        }
        """))
        XCTAssertEqual(try fixed("activity-view-controller/custom-trigger", in: """
        Screen {
            Toolbar {
                BarButton {
                    system: reply
                    icon: "share.png"
                    presents: ActivityViewController { activities: [copy] }
                }
            }
        }
        """), """
        Screen {
            Toolbar {
                BarButton {
                    system: action
                    presents: ActivityViewController { activities: [copy] }
                }
            }
        }
        """)
        XCTAssertEqual(try fixed("activity-view-controller/custom-trigger", in: """
        Screen {
            Toolbar { BarButton { presents: ActivityViewController { activities: [copy] } } }
        }
        """), """
        Screen {
            Toolbar { BarButton { system: action; presents: ActivityViewController { activities: [copy] } } }
        }
        """)
    }

    func testATitleFromAComponentDefinitionBlocksTheFix() throws {
        XCTAssertNil(try fixed("activity-view-controller/custom-trigger", in: """
        Screen {
            Toolbar { SendButton { presents: ActivityViewController { activities: [copy] } } }
        }
        """, otherFiles: ["SendButton": "BarButton { title: \"Send\" }"]))
    }

}
