/// `exclude` glob patterns as data: pattern, path, whether it matches; and
/// which folders a pattern leaves out as a whole.
import ViewModel
import ViewRules
import XCTest

final class GlobTests: XCTestCase {
    /// (pattern, path relative to the configuration's folder, matches)
    let cases: [(String, String, Bool)] = [
        ("*.view", "Home.view", true),
        ("*.view", "Screens/Home.view", true),  // no `/`: a name at any depth
        ("Screens/*.view", "Screens/Home.view", true),
        ("Screens/*.view", "Screens/Deep/Home.view", false),  // `*` stops at `/`
        ("Screens/*.view", "Other/Home.view", false),
        ("Tests/**/Fixtures/**", "Tests/ViewRulesTests/Fixtures/checking/A.view", true),
        ("Tests/**/Fixtures/**", "Tests/Fixtures/A.view", true),  // `**` may be no folder at all
        ("Tests/**/Fixtures/**", "Tests/Support/A.view", false),
        ("Tests/**/Fixtures/**", "Sources/Fixtures/A.view", false),
        ("**/*.view", "A.view", true),
        ("**/*.view", "a/b/c/A.view", true),
        ("Examples/Violations/**", "Examples/Violations/TabBar.view", true),
        ("Examples/Violations/**", "Examples/Home.view", false),
        ("./Examples/*.view", "Examples/Home.view", true),
        ("/Examples/*.view", "Examples/Home.view", true),
        ("Draft?.view", "Draft1.view", true),
        ("Draft?.view", "Draft12.view", false),
        ("Draft?.view", "Draft.view", false),
        ("[AB]*.view", "Alpha.view", true),
        ("[AB]*.view", "Beta.view", true),
        ("[AB]*.view", "Gamma.view", false),
        ("[a-c]x.view", "bx.view", true),
        ("[a-c]x.view", "dx.view", false),
        ("[!a-c]x.view", "dx.view", true),
        ("[!a-c]x.view", "ax.view", false),
        ("[unclosed.view", "[unclosed.view", true),  // an unclosed `[` is itself
        ("*Экран*.view", "ГлавныйЭкран.view", true),
        ("屏幕/*.view", "屏幕/主页.view", true),
        ("屏幕/?页.view", "屏幕/主页.view", true),
        ("a*b*c", "aXbYc", true),
        ("a*b*c", "aXbY", false),
        ("*", "anything.view", true),
        ("", "A.view", false),
    ]

    func testPatternsAgainstPaths() {
        for (pattern, path, expected) in cases {
            XCTAssertEqual(Glob(pattern).matches(path), expected, "\(pattern) against \(path)")
        }
    }

    func testAFolderIsLeftOutWholeWhenThePatternCoversEverythingInIt() {
        XCTAssertTrue(Glob("Tests/**/Fixtures/**").matchesEverything(in: "Tests/ViewRulesTests/Fixtures"))
        XCTAssertTrue(Glob("Examples/Violations/**").matchesEverything(in: "Examples/Violations"))
        XCTAssertTrue(Glob("Fixtures").matchesEverything(in: "Tests/Fixtures"))
        XCTAssertFalse(Glob("Examples/Violations/**").matchesEverything(in: "Examples"))
        XCTAssertFalse(Glob("Examples/*.view").matchesEverything(in: "Examples"))
    }

    /// A hostile `.viewls.json` cannot stall a command: many `**` and `*` take
    /// time in proportion to pattern × path (a backtracking walk took
    /// exponential time here; 40 `**` against 30 folders never finished).
    func testManyStarsMatchInLinearTime() {
        let pattern = "a/" + String(repeating: "**/", count: 40) + "b"
        let deep = "a/" + String(repeating: "x/", count: 30)
        XCTAssertFalse(Glob(pattern).matches(deep + "c"))
        XCTAssertTrue(Glob(pattern).matches(deep + "b"))
        XCTAssertTrue(Glob(pattern).matches("a/b"))
        let stars = String(repeating: "*", count: 200) + "z"
        XCTAssertFalse(Glob(stars).matches(String(repeating: "y", count: 2_000)))
        XCTAssertTrue(Glob(stars).matches(String(repeating: "y", count: 2_000) + "z"))
    }
}
