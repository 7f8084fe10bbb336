/// The engine's shortcut for "seen" (`PlainlyShown`): an element it calls plainly shown is neither hidden
/// itself nor unseen on its screen, and every element it does not call so sets, or stands in one that sets,
/// `hidden` or `visibleIn` — on generated screens with both written at random (in the screen and in
/// components' definitions). `isHiddenOnScreen` and `isHiddenItself`, which take the shortcut, agree with
/// a walk up written here that looks every binding up.
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
                switch random.next(below: 6) {
                case 0: members.append("hidden: true")
                case 1: members.append("visibleIn: [landscape]")
                case 2: members.append("visibleIn: []")
                case 3: members.append("hidden: false")
                default: break
                }
                let section = random.next(below: 4) == 0 ? " hidden: true;" : random.next(below: 4) == 0 ? " visibleIn: [portrait];" : ""
                // A component whose definition hides its cell, or shows it in landscape only, now and then.
                let cell = ["Cell", "Cell", "Cell", "HiddenRow", "LandscapeRow"][random.next(below: 5)]
                lines.append("        Section {\(section) \(cell) { \(members.joined(separator: "; ")) } }")
            }
            lines += ["    }", "}", ""]
            screens.append(lines.joined(separator: "\n"))
        }
        var plain = 0, other = 0
        for screen in screens {
            let workspace = CheckHarness.workspace(["Screen": screen, "HiddenRow": "Cell { hidden: true }\n",
                                                    "LandscapeRow": "Cell { visibleIn: [landscape] }\n"])
            let file = try XCTUnwrap(workspace.files[CheckHarness.path("Screen")])
            let shown = PlainlyShown()
            for element in ModelBuilding.build(file, in: workspace).elements {
                let walkedUp = !element.isHiddenItself && !element.isHiddenOnScreen
                let setsVisibility = sequence(first: element, next: \.parent).contains {
                    $0.binding("hidden") != nil || $0.binding("visibleIn") != nil
                }
                XCTAssertEqual(element.isHiddenOnScreen, !Self.seenByLookingUp(element), "\(element) in\n\(screen)")
                XCTAssertEqual(element.bindings.mentionsVisibility,
                               element.binding("hidden") != nil || element.binding("visibleIn") != nil, "\(element)")
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

    /// Seen on some way its screen is held, found by looking `hidden`, `visibleIn` and `orientations` up on
    /// every element on the way (no shortcut): the definition in docs/checking.md, "Hidden elements".
    static func seenByLookingUp(_ element: Element) -> Bool {
        var shown: Set<String> = ["portrait", "landscape"]
        var screen: Element?
        for around in sequence(first: element, next: \.parent) {
            if around.binding("hidden")?.value.boolValue == true { return false }
            if let named = around.binding("visibleIn")?.value.listValue { shown.formIntersection(named.compactMap(\.nameValue)) }
            if screen == nil, around.kind == "Screen" { screen = around }
        }
        let held = Set(screen?.binding("orientations")?.value.listValue?.compactMap(\.nameValue) ?? [])
        return !shown.intersection(held.isEmpty ? ["portrait", "landscape"] : held).isEmpty
    }
}
