/// The component reference (`docs/components*.md`): generated from the
/// schema in three languages, never stale, the same card hover shows, and
/// the placements and children the language contract gives.
import ViewIDE
import ViewModel
import ViewRules
import ViewStrings
import ViewTestSupport
import XCTest

final class ComponentReferenceTests: XCTestCase {
    /// `UPDATE_EXPECT=1` rewrites the pages; otherwise each must equal what the schema and catalogs give now.
    func testPagesAreCurrentInEveryLanguage() throws {
        for (language, path) in ComponentReference.pages {
            let expected = ComponentReference.markdown(catalog: .ide(language))
            if Repository.updatingExpectations {
                try Data(expected.utf8).write(to: Repository.url(path))
                continue
            }
            let present = try Repository.read(path)
            XCTAssertEqual(present, expected, "\(path) is stale: run UPDATE_EXPECT=1 swift test --filter ComponentReferenceTests")
        }
    }

    /// Every built-in component has a section, and every rule that checks one is linked to a page that exists.
    func testEveryComponentHasASectionAndEveryRuleLinkResolves() throws {
        let page = ComponentReference.markdown(catalog: .ide(.english))
        for name in Schema.componentNames {
            XCTAssertTrue(page.contains("\n### \(name)\n"), "no section for \(name)")
        }
        var links = 0
        for line in page.split(separator: "\n") where line.hasPrefix("- [`") {
            guard let open = line.range(of: "]("), let close = line[open.upperBound...].firstIndex(of: ")") else { continue }
            let target = String(line[open.upperBound..<close])
            XCTAssertTrue(FileManager.default.fileExists(atPath: Repository.url("docs/" + target).path), "\(target) does not exist")
            links += 1
        }
        XCTAssertGreaterThan(links, 69, "every rule checks at least one component, so at least as many links as rules")
    }

    /// The facts of the language contract's component table (`language.md` §5), as the reference words them.
    func testPlacesAndChildrenFollowTheContract() {
        let page = ComponentReference.markdown(catalog: .ide(.english))
        let tabBar = section("TabBar", of: page)
        XCTAssertTrue(tabBar.contains("**What it holds**\n- `Tab`."), tabBar)
        XCTAssertTrue(tabBar.contains("**Where it stands**\n- In any container: "), tabBar)
        let tab = section("Tab", of: page)
        XCTAssertTrue(tab.contains("**Where it stands**\n- Inside `TabBar`."), tab)
        XCTAssertTrue(tab.contains("- `enabled`: bool = `true`"), tab)
        let screen = section("Screen", of: page)
        XCTAssertTrue(screen.contains("- At the root of a screen file."), screen)
        XCTAssertTrue(screen.contains("- Any component that may stand in a container."), screen)
        let russian = section("TabBar", of: ComponentReference.markdown(catalog: .ide(.russian)))
        XCTAssertTrue(russian.contains("**Что содержит**\n- `Tab`."), russian)
        let chinese = section("Tab", of: ComponentReference.markdown(catalog: .ide(.chinese)))
        XCTAssertTrue(chinese.contains("**可以放在哪里**\n- `TabBar` 之内。"), chinese)
    }

    /// The reference prints the card hover shows on the component's name: the same words, rules linked.
    func testTheCardIsHoversText() throws {
        let (workspace, offset) = EditorHarness.workspace("Example", "Screen {\n    Table‸View { Cell { title: \"A\" } }\n}\n")
        let hover = try XCTUnwrap(Hover.content(at: offset, path: EditorHarness.path("Example"), in: workspace, diagnostics: []))
        let card = section("TableView", of: ComponentReference.markdown(catalog: .ide(.english)))
            .components(separatedBy: "\n\n---\n\n")[0]
        let unlinked = card.replacingOccurrences(of: #"\[(`[^`]+`)\]\([^)]+\)"#, with: "$1", options: .regularExpression)
        XCTAssertEqual(unlinked, hover.markdown)
    }

    private func section(_ name: String, of page: String) -> String {
        guard let start = page.range(of: "\n### \(name)\n") else { return "" }
        let rest = page[start.upperBound...]
        let end = [rest.range(of: "\n### ")?.lowerBound, rest.range(of: "\n## ")?.lowerBound].compactMap { $0 }.min() ?? rest.endIndex
        return String(rest[..<end]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
