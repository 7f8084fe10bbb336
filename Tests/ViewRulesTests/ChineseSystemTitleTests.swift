/// The rules that recognise a title as a system item or activity know the
/// names iOS itself gives them in Simplified Chinese (the `zh-Hans` words of
/// `rule.*.words.*`): 隔空投送 (AirDrop), 隔空播放 (AirPlay), 存储 (Save).
import ViewModel
import ViewRules
import ViewTestSupport
import XCTest

final class ChineseSystemTitleTests: XCTestCase {
    private func codes(_ source: String) -> [String] {
        CheckHarness.check("Example", in: CheckHarness.workspace(["Example": source])).map(\.code)
    }

    func testAnActivityTitledWithTheChineseNameOfAirDropDuplicatesIt() {
        for title in ["隔空投送", "隔空播放"] {
            XCTAssertEqual(codes("""
            BarButton {
                system: action
                presents: ActivityViewController { Activity { title: "\(title)" } }
            }
            """).filter { $0 == "activity/duplicates-system" }.count, 1, title)
        }
    }

    func testATaskPopoverWithASaveButtonInChineseHasItsDoneButton() {
        let found = CheckHarness.check("Example", in: CheckHarness.workspace(["Example": """
        Screen {
            device: ipad
            Toolbar {
                BarButton {
                    system: compose
                    presents: Popover {
                        kind: task
                        NavigationBar {
                            Button { title: "取消" }
                            Button { title: "存储" }
                        }
                    }
                }
            }
        }
        """])).filter { $0.code == "popover/task-buttons" }
        XCTAssertEqual(found.map(\.message), [])
    }
}
