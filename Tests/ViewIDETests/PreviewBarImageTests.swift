/// Language version 4 puts `backgroundImage` on every bar: the preview draws
/// a bar's image over its backdrop, stretched, on the navigation bar, the
/// toolbar, the tab bar and the search bar alike; a bar without one keeps its colour.
import ViewIDE
import XCTest

final class PreviewBarImageTests: XCTestCase {
    /// A 1×1 PNG for every path asked.
    private struct OnePixel: PreviewImageSource {
        func pngBytes(atPath path: String, limit: Int) -> [UInt8]? {
            [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137,
             0, 0, 0, 13, 73, 68, 65, 84, 120, 156, 99, 248, 207, 192, 240, 31, 0, 5, 0, 1, 255, 137, 153, 61, 29, 0, 0, 0, 0, 73,
             69, 78, 68, 174, 66, 96, 130]
        }
    }

    func testEveryBarDrawsItsBackgroundImageStretched() {
        let workspace = PreviewHarness.workspace(["Shelf.view": """
            Screen {
                NavigationBar { title: "Shelf"; backgroundImage: "bars/top.png" }
                SearchBar { placeholder: "Search"; backgroundImage: "bars/search.png" }
                Label { text: "Books" }
                Toolbar { backgroundImage: "bars/tools.png"; capInsets: [0, 4, 0, 4]; BarButton { system: add } }
                TabBar { backgroundImage: "bars/tabs.png"; Tab { title: "Read" } Tab { title: "Listen" } }
            }

            """])
        let svg = PreviewHarness.render("/w/Shelf.view", in: workspace, images: OnePixel()).svg
        for path in ["bars/top.png", "bars/search.png", "bars/tools.png", "bars/tabs.png"] {
            XCTAssertTrue(svg.contains("preserveAspectRatio=\"none\" href=\"data:image/png;base64,"), svg)
            XCTAssertTrue(svg.contains("<title>\(path)</title></image>"), "\(path) is not drawn")
        }
        let plain = PreviewHarness.workspace(["Shelf.view": "Screen {\n    TabBar { Tab { title: \"Read\" } }\n}\n"])
        XCTAssertFalse(PreviewHarness.render("/w/Shelf.view", in: plain, images: OnePixel()).svg.contains("preserveAspectRatio=\"none\""))
    }
}
