/// `viewls graph`: the map of a small app in each format against golden
/// files (`Fixtures/graph/`, `UPDATE_EXPECT=1` rewrites them), names and
/// titles that would break a format kept as text, findings about a link on
/// its edge, `-o`, the labels in Russian, and the exit status.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ViewTestSupport
import XCTest

final class GraphCommandTests: XCTestCase {
    /// A tab bar app: a list that pushes details from a cell and from a cell component, a settings
    /// screen presented from a bar button, a back button titled unlike its parent, hostile titles.
    private let app: [String: String] = [
        "Root.view": """
        Screen {
            TabBar {
                Tab { title: "Books"; icon: system.bookmarks; content: Books }
                Tab { title: "Réglages"; icon: system.more; content: Settings }
            }
        }
        """,
        "Books.view": """
        Screen {
            NavigationBar { title: "Книги \\"<b>&\\""; BarButton { system: add; presents: Settings } }
            TableView {
                Cell { title: "War & Peace"; push: Details }
                BookRow { title: "书 📚" }
            }
        }
        """,
        "BookRow.view": "Cell {\n    accessory: disclosureIndicator\n    push: Details\n}\n",
        "Details.view": """
        Screen {
            NavigationBar { title: "</text><script>alert(1)</script>"; BackButton { title: "Library" } }
        }
        """,
        "Settings.view": "Screen {\n    title: \"Settings\"\n}\n",
    ]

    func testEachFormatIsTheRecordedMap() throws {
        let folder = try TemporaryFolder(app)
        for format in ["dot", "mermaid", "json", "svg"] {
            let result = try CommandRunner.run(["graph", "--format", format, "."], in: folder.url)
            XCTAssertEqual(result.stderr, "")
            let golden = Repository.url("Tests/ViewlsCommandTests/Fixtures/graph/app.\(format)")
            if Repository.updatingExpectations {
                try Data(result.stdout.utf8).write(to: golden)
                continue
            }
            XCTAssertEqual(result.stdout, try String(contentsOf: golden, encoding: .utf8),
                           "`viewls graph --format \(format)` changed; if on purpose, run UPDATE_EXPECT=1 swift test --filter GraphCommandTests")
        }
    }

    func testTheMapHasEveryScreenAndLinkAndTheFindingAboutALink() throws {
        let folder = try TemporaryFolder(app)
        let result = try CommandRunner.run(["graph", "--format", "json", "."], in: folder.url)
        let map = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(map["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.compactMap { $0["name"] as? String }, ["Books", "Details", "Root", "Settings"], "screens only, by name")
        let edges = try XCTUnwrap(map["edges"] as? [[String: Any]])
        let described = edges.map { "\($0["from"]!) -\($0["kind"]!)-> \($0["to"]!)" }
        XCTAssertEqual(described, ["Books -presents-> Settings", "Books -push-> Details", "Books -push-> Details",
                                   "Root -content-> Books", "Root -content-> Settings"])
        // The component's push is written in its own file.
        let sources = edges.compactMap { ($0["source"] as? [String: Any])?["path"] as? String }
        XCTAssertTrue(sources.contains { $0.hasSuffix("BookRow.view") }, "\(sources)")
    }

    func testTextThatWouldBreakAFormatStaysText() throws {
        let folder = try TemporaryFolder(app)
        let svg = try CommandRunner.run(["graph", "--format", "svg", "."], in: folder.url).stdout
        XCTAssertFalse(svg.contains("<script"), "a title is text")
        XCTAssertTrue(svg.contains("&lt;/text&gt;&lt;script&gt;"))
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse(), "well-formed XML")
        XCTAssertEqual(svg.components(separatedBy: "class=\"viewls-preview\"").count - 1, 4, "each screen's drawing as its thumbnail")
        let dot = try CommandRunner.run(["graph", "--format", "dot", "."], in: folder.url).stdout
        XCTAssertTrue(dot.contains(#"Книги \"<b>&\""#), dot)
        let mermaid = try CommandRunner.run(["graph", "--format", "mermaid", "."], in: folder.url).stdout
        XCTAssertTrue(mermaid.contains("Книги #quot;#lt;b#gt;&#quot;"), mermaid)
        XCTAssertFalse(mermaid.contains("<b>"))
    }

    func testWritesToAFileAndSpeaksRussian() throws {
        let folder = try TemporaryFolder(app)
        let result = try CommandRunner.run(["graph", "--format", "dot", "--locale", "ru", "-o", "map.dot", "."], in: folder.url)
        XCTAssertEqual(result.stdout, "")
        let map = try folder.read("map.dot")
        XCTAssertTrue(map.contains("1 информационное сообщение"), map)
    }

    func testBadFormatIsUsage() throws {
        let folder = try TemporaryFolder(app)
        let result = try CommandRunner.run(["graph", "--format", "png", "."], in: folder.url)
        XCTAssertEqual(result.status, 2)
    }
}
