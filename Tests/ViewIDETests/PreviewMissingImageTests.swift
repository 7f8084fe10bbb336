/// A missing image on the preview: the drawing keeps its placeholder for the
/// file, and the `missing-image` finding is outlined on the image's element
/// like any other finding.
import Foundation
import ViewIDE
import ViewModel
import XCTest

final class PreviewMissingImageTests: XCTestCase {
    func testAMissingImageIsAFindingOnItsElement() {
        let workspace = PreviewHarness.workspace(["Menu.view": "Screen {\n    ImageView { image: \"images/latte.png\"; width: 120; height: 80 }\n}\n"])
        let (check, layout, svg) = PreviewHarness.render("/w/Menu.view", in: workspace)
        XCTAssertEqual(check.diagnostics.map(\.code), ["missing-image"])
        let imageView = layout.elements.first { $0.kind == "ImageView" }
        XCTAssertNotNil(imageView)
        let finding = svg.components(separatedBy: "<g class=\"finding\"").dropFirst().first ?? ""
        XCTAssertTrue(finding.hasPrefix(" data-key=\"f1\" data-code=\"missing-image\" data-severity=\"warning\""), finding)
        XCTAssertTrue(finding.contains("data-element=\"\(imageView?.source.lspText ?? "?")\""), finding)
        XCTAssertTrue(finding.contains("<title>no image at images/latte.png</title>"), finding)
    }
}
