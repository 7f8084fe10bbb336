/// `visibleIn` (language version 4) in the one definition of "seen" every
/// rule uses (docs/checking.md, "Hidden elements"): an element shown in no
/// orientation the screen is held in is not seen by any rule; a rule judged
/// once counts an element shown in at least one; a size-dependent rule judges
/// it only on the variants held the ways it shows.
import ViewModel
import ViewRules
import XCTest

final class OrientationVisibilityRuleTests: XCTestCase {
    func findings(_ source: String, rule: String) -> [Diagnostic] {
        CheckHarness.check("Example", in: CheckHarness.workspace(["Example": source])).filter { $0.code == rule }
    }

    func testAButtonShownOnlyInAnOrientationTheScreenIsNotHeldInIsNotInTheBar() {
        XCTAssertEqual(findings("""
        Screen {
            orientations: [portrait]
            NavigationBar {
                title: "Inbox"
                BarButton { system: edit }
                BarButton { system: compose; visibleIn: [landscape] }
            }
        }
        """, rule: "navigation-bar/too-many-items").count, 0)
    }

    func testAButtonShownInNoOrientationIsNotInTheBar() {
        XCTAssertEqual(findings("""
        Screen {
            NavigationBar {
                title: "Inbox"
                BarButton { system: edit }
                BarButton { system: compose; visibleIn: [] }
            }
        }
        """, rule: "navigation-bar/too-many-items").count, 0)
    }

    func testAButtonShownInOneOrientationOfTheScreenIsCounted() {
        XCTAssertEqual(findings("""
        Screen {
            NavigationBar {
                title: "Inbox"
                BarButton { system: edit }
                BarButton { system: compose; visibleIn: [landscape] }
            }
        }
        """, rule: "navigation-bar/too-many-items").count, 1)
    }

    func testAButtonShownOnlyInPortraitInABarShownOnlyInLandscapeIsNeverSeen() {
        XCTAssertEqual(findings("""
        Screen {
            NavigationBar {
                title: "Inbox"
                visibleIn: [landscape]
                BarButton { system: edit }
                BarButton { system: compose; visibleIn: [portrait] }
            }
        }
        """, rule: "navigation-bar/too-many-items").count, 0)
    }

    func testAStatusBarShownInNoOrientationLeavesNoContrastToJudge() {
        XCTAssertEqual(findings("""
        Screen {
            background: black
            StatusBar { style: dark; visibleIn: [] }
        }
        """, rule: "status-bar/contrast").count, 0)
        XCTAssertEqual(findings("""
        Screen {
            background: black
            StatusBar { style: dark }
        }
        """, rule: "status-bar/contrast").count, 1)
    }

    func testASizeDependentRuleJudgesAnElementShownInLandscapeOnlyOnTheLandscapeVariants() {
        let long = "\u{41E}\u{442}\u{43F}\u{440}\u{430}\u{432}\u{438}\u{442}\u{44C} \u{430}\u{432}\u{442}\u{43E}\u{440}\u{443} \u{44D}\u{442}\u{43E}\u{439} \u{43A}\u{43D}\u{438}\u{433}\u{438}"
        let found = findings("""
        Screen {
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: "\(long)"; visibleIn: [landscape] }
                }
            }
        }
        """, rule: "activity/title-length")
        XCTAssertEqual(found.count, 1)
        let orientations = Set(found.flatMap(\.variants).map(\.orientation))
        XCTAssertEqual(orientations, ["landscape"])
        XCTAssertTrue(found.first?.message.hasSuffix("in landscape)") == true, found.first?.message ?? "")
    }
}
