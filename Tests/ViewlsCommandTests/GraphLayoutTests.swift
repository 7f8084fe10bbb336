/// The geometry of `viewls graph --format svg`: the app's first tab is the
/// root (leftmost, on top), a tab bar component that every tab uses is drawn
/// once (one arrow per tab, not one per tab per use), edge labels do not
/// overlap one another, and every arrow lies inside the picture.
import Foundation
import ViewTestSupport
import XCTest

final class GraphLayoutTests: XCTestCase {
    /// Three tabs sharing a tab bar component; the second tab has no link of its own, so
    /// nothing but the tab bar says which screen comes first; the first pushes a detail
    /// from several cells and presents it and a sheet; the detail pushes back to the first.
    private let app: [String: String] = [
        "Tabs.view": """
        TabBar {
            Tab { title: "Today"; icon: system.bookmarks; content: Today }
            Tab { title: "Archive"; icon: system.history; content: Archive }
            Tab { title: "Account"; icon: system.more; content: Account }
        }
        """,
        "Archive.view": "Screen {\n    title: \"Archive\"\n    Tabs {}\n}\n",
        "Today.view": """
        Screen {
            NavigationBar { title: "Today"; BarButton { system: add; presents: Compose } }
            TableView {
                Cell { title: "The first article of the day"; push: Detail }
                Cell { title: "A second article with a long title"; push: Detail }
                Cell { title: "Settings and preferences"; push: Account }
            }
            Button { title: "Open in a sheet"; presents: Detail }
            Tabs {}
        }
        """,
        "Account.view": "Screen {\n    title: \"Account\"\n    Tabs {}\n}\n",
        "Detail.view": "Screen {\n    title: \"Detail\"\n    Button { title: \"Home\"; push: Today }\n}\n",
        "Compose.view": "Screen {\n    title: \"Compose\"\n}\n",
    ]

    private struct Box {
        let x, y, width, height: Double
        func overlaps(_ other: Box) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    private func svg() throws -> String {
        let folder = try TemporaryFolder(app)
        let result = try CommandRunner.run(["graph", "--format", "svg", "."], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    private func matches(_ pattern: String, in text: String) -> [[String]] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    func testTheFirstTabIsTheRootAndASharedTabBarIsDrawnOnce() throws {
        let svg = try svg()
        var screens: [String: (x: Double, y: Double)] = [:]
        for match in matches(#"<g class="screen" data-name="(\w+)"[^>]*><rect x="([\d.]+)" y="([\d.]+)""#, in: svg) {
            screens[match[0]] = (Double(match[1])!, Double(match[2])!)
        }
        XCTAssertEqual(screens.count, 5)
        let left = screens.values.map(\.x).min()!
        let firstColumn = screens.filter { $0.value.x == left }
        XCTAssertEqual(firstColumn.keys.sorted(), ["Today"], "the first tab alone is the root")
        for tab in ["Archive", "Account"] {
            XCTAssertGreaterThan(screens[tab]!.x, left, "\(tab) is one of Today's tabs, right of it")
        }
        let content = matches(#"<g class="edge" data-from="(\w+)" data-to="(\w+)" data-kind="content""#, in: svg)
        XCTAssertEqual(content.map { $0.joined(separator: "→") }.sorted(), ["Today→Account", "Today→Archive"],
                       "each tab once, from the first tab; no tab to itself")
    }

    func testEdgeLabelsDoNotOverlapAndArrowsStayInThePicture() throws {
        let svg = try svg()
        let view = try XCTUnwrap(matches(#"viewBox="(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+)""#, in: svg).first).map { Double($0)! }
        let picture = Box(x: view[0], y: view[1], width: view[2], height: view[3])
        // The links alone (the screens' thumbnails are drawings with texts and paths of their own).
        let edges = matches(#"(?s)<g class="edge"[^>]*>(.*?)</g>"#, in: svg).map { $0[0] }.joined(separator: "\n")
        // Labels: 10 px text; a character at most 6.5 px wide (Latin in sans-serif at 10 px), a line 12 px high.
        var labels: [Box] = []
        for match in matches(#"<text x="([\d.]+)" y="([\d.]+)" font-size="10"[^>]*>([^<]*)</text>"#, in: edges) {
            let width = Double(match[2].count) * 6.5
            labels.append(Box(x: Double(match[0])!, y: Double(match[1])! - 10, width: width, height: 12))
        }
        XCTAssertGreaterThanOrEqual(labels.count, 5, "the forward links are labelled")
        for (index, label) in labels.enumerated() {
            for other in labels[(index + 1)...] {
                XCTAssertFalse(label.overlaps(other), "labels at \(label) and \(other) overlap")
            }
        }
        var boxes: [Box] = []
        for match in matches(#"<rect x="([\d.]+)" y="([\d.]+)" width="240" height="150""#, in: svg) {
            boxes.append(Box(x: Double(match[0])!, y: Double(match[1])!, width: 240, height: 150))
        }
        for label in labels {
            XCTAssertTrue(boxes.allSatisfy { !$0.overlaps(label) }, "label at \(label) lies on a screen")
        }
        // Every point of every arrow (a cubic curve lies within its control points), with room for its head.
        let paths = matches(#"<path d="(M[^"]+)" fill="none""#, in: edges).map { $0[0] }
        XCTAssertFalse(paths.isEmpty)
        for path in paths {
            let numbers = matches(#"(-?[\d.]+)"#, in: path).map { Double($0[0])! }
            for index in stride(from: 0, to: numbers.count - 1, by: 2) {
                let (x, y) = (numbers[index], numbers[index + 1])
                XCTAssertTrue(x - 8 >= picture.x && x + 8 <= picture.x + picture.width
                              && y - 8 >= picture.y && y + 8 <= picture.y + picture.height,
                              "(\(x), \(y)) of \(path) is outside \(picture)")
            }
        }
    }
}
