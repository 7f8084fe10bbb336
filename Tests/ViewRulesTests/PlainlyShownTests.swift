/// The engine's shortcut for "seen" (`PlainlyShown`): an element it calls plainly shown is neither hidden
/// itself nor unseen on its screen, and every element it does not call so sets, or stands in one that sets,
/// `hidden` or `visibleIn` — on generated screens with both written at random, and in the examples.
import ViewModel
@testable import ViewRules
import ViewSamples
import XCTest

final class PlainlyShownTests: XCTestCase {
    func testTheShortcutAgreesWithTheWalkUp() throws {
        var random = SeededRandom(seed: 20_261_129)
        var screens: [String] = []
        for _ in 0..<40 {
            var lines = ["Screen {", random.next(below: 3) == 0 ? "    orientations: [portrait]" : "", "    TableView {"]
            for row in 0..<(2 + random.next(below: 6)) {
                var members = ["title: \"Row \(row)\""]
                switch random.next(below: 5) {
                case 0: members.append("hidden: true")
                case 1: members.append("visibleIn: [landscape]")
                case 2: members.append("visibleIn: []")
                default: break
                }
                let section = random.next(below: 4) == 0 ? " hidden: true;" : random.next(below: 4) == 0 ? " visibleIn: [portrait];" : ""
                lines.append("        Section {\(section) Cell { \(members.joined(separator: "; ")) } }")
            }
            lines += ["    }", "}", ""]
            screens.append(lines.joined(separator: "\n"))
        }
        var plain = 0, other = 0
        for screen in screens {
            let workspace = CheckHarness.workspace(["Screen": screen])
            let file = try XCTUnwrap(workspace.files[CheckHarness.path("Screen")])
            var shown = PlainlyShown()
            for element in ModelBuilding.build(file, in: workspace).elements {
                let walkedUp = !element.isHiddenItself && !element.isHiddenOnScreen
                let setsVisibility = sequence(first: element, next: \.parent).contains {
                    $0.binding("hidden") != nil || $0.binding("visibleIn") != nil
                }
                if shown.contains(element) {
                    XCTAssertTrue(walkedUp, "\(element) in\n\(screen)")
                    plain += 1
                } else {
                    XCTAssertTrue(setsVisibility, "\(element) in\n\(screen)")
                    other += 1
                }
            }
        }
        XCTAssertGreaterThan(plain, 50)
        XCTAssertGreaterThan(other, 50)
    }
}
