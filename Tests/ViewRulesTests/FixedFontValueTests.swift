/// `text-view/fixed-font` judges sizes that are numbers: a `fontSize` that is
/// not one is a type error, reported once as such, and sets no size to call
/// fixed (the finding used to print `"big" pt`).
import XCTest
import ViewModel
import ViewRules

final class FixedFontValueTests: XCTestCase {
    func testASizeThatIsNotANumberIsOnlyATypeError() {
        let files = ["Profile": "Screen {\n    title: \"Profile\"\n    Label { text: \"Anna\"; fontSize: \"big\" }\n}\n"]
        let codes = CheckHarness.check("Profile", in: CheckHarness.workspace(files)).map(\.code)
        XCTAssertFalse(codes.contains("text-view/fixed-font"), "\(codes)")
        XCTAssertEqual(codes.count, 1, "one finding for one fault: \(codes)")
    }

    func testANumberIsStillAFixedSize() {
        let files = ["Profile": "Screen {\n    title: \"Profile\"\n    Label { text: \"Anna\"; fontSize: 17 }\n}\n"]
        let codes = CheckHarness.check("Profile", in: CheckHarness.workspace(files)).map(\.code)
        XCTAssertEqual(codes, ["text-view/fixed-font"])
    }
}
