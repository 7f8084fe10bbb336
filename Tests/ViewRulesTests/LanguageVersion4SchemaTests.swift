/// Language version 4 (`shared/spec/language.md`, "Version 4"): every
/// property of its table is in the schema where the table puts it, with the
/// table's type, members and default (literals from the table), is checked
/// like any other property, and is refused where the table does not put it.
import ViewModel
import ViewRules
import XCTest

final class LanguageVersion4SchemaTests: XCTestCase {
    /// `Component.property` → (type as the schema prints it, default as written), from the table.
    static let table: [(component: String, property: String, type: String, defaultValue: String?)] = [
        ("Popover", "dismissOn", "list(selection | outsideTap)", nil),
        ("Popover", "modal", "bool", "false"),
        ("Popover", "outsideTap", "keep | discard", "keep"),
        ("Popover", "passthrough", "list(ref(any))", nil),
        ("TableView", "choice", "none | single | multiple", "none"),
        ("Cell", "titleLines", "number", "1"),
        ("Cell", "detailLines", "number", "1"),
        ("Label", "lines", "number", "1"),
        ("TabBar", "backgroundImage", "image", nil),
        ("SearchBar", "backgroundImage", "image", nil),
        ("Toolbar", "backgroundImage", "image", nil),
        ("NavigationBar", "capInsets", "list(number)", nil),
        ("TabBar", "capInsets", "list(number)", nil),
        ("SearchBar", "capInsets", "list(number)", nil),
        ("Toolbar", "capInsets", "list(number)", nil),
        ("Screen", "barsToggle", "tap | swipe | none", "none"),
        ("Screen", "hidesTabBar", "bool", "false"),
        ("SplitView", "displayModeButton", "bool", "true"),
        ("SplitView", "presentsWithGesture", "bool", "true"),
        ("Cell", "selectable", "bool", "true"),
        ("NavigationBar", "titleFont", "body | headline | subheadline | caption1 | caption2 | footnote", nil),
        ("TextView", "alignmentCount", "number", "1"),
    ]

    func testEveryPropertyOfTheTableIsInTheSchemaWithItsTypeAndDefault() throws {
        for row in Self.table {
            let component = try XCTUnwrap(Schema.component(named: row.component), row.component)
            let property = try XCTUnwrap(component.property(named: row.property), "\(row.component).\(row.property)")
            XCTAssertEqual(property.type.description, row.type, "\(row.component).\(row.property)")
            XCTAssertEqual(property.defaultValue, row.defaultValue, "\(row.component).\(row.property)")
        }
    }

    func testVisibleInIsOnEveryElementAndExtendsUnderBarsOnEveryContainer() throws {
        for component in Schema.components {
            let visibleIn = try XCTUnwrap(component.property(named: "visibleIn"), component.name)
            XCTAssertEqual(visibleIn.type.description, "list(portrait | landscape)")
            XCTAssertEqual(visibleIn.defaultValue, "[portrait, landscape]")
        }
        for name in ["Screen", "Primary", "Secondary", "Popover", "Modal", "ContainerViewController", "Page"] {
            let property = try XCTUnwrap(Schema.component(named: name)?.property(named: "extendsUnderBars"), name)
            XCTAssertEqual(property.type.description, "bool")
            XCTAssertEqual(property.defaultValue, "true")
        }
        for name in ["TextField", "TextView"] {
            XCTAssertEqual(Schema.component(named: name)?.property(named: "contentType")?.type.enumerationMembers?.contains("password"), true, name)
        }
    }

    func testAFileUsingEveryAdditionHasNoCheckingFinding() {
        let text = """
            Screen {
                title: "Album"; barsToggle: tap; hidesTabBar: true; extendsUnderBars: false
                NavigationBar { title: "Album"; titleFont: headline; backgroundImage: "bar.png"; capInsets: [0, 8, 0, 8] }
                TabBar { backgroundImage: "tabs.png"; capInsets: [4, 4, 4, 4]; Tab { title: "A" } Tab { title: "B" } }
                Toolbar { backgroundImage: "tools.png"; BarButton { system: add } }
                SearchBar { id: search; backgroundImage: "search.png"; placeholder: "Search" }
                Label { text: "A long caption"; lines: 2; visibleIn: [portrait] }
                TextField { placeholder: "Password"; contentType: password }
                TextView { text: "Notes"; alignmentCount: 2; contentType: password }
                TableView {
                    style: grouped; choice: single
                    Cell { title: "A title"; titleLines: 0; detailLines: 2; selectable: false }
                }
                Popover { source: search; dismissOn: [outsideTap]; modal: true; outsideTap: discard; passthrough: [search] }
            }

            """
        let diagnostics = CheckHarness.check("Album", in: CheckHarness.workspace(["Album": text]))
        let checking = ["unknown-property", "type-mismatch", "unresolved-reference", "misplaced-component"]
        XCTAssertEqual(diagnostics.filter { checking.contains($0.code) }.map(\.code), [], CheckHarness.describe(diagnostics, in: text))
    }

    func testTheAdditionsAreRefusedWhereTheTableDoesNotPutThemOrWithOtherValues() {
        let text = """
            Screen {
                TextView { text: "Notes"; lines: 2 }
                TabBar { Tab { title: "A"; backgroundImage: "tab.png" } }
                TableView { choice: radio; Cell { title: "A"; titleLines: "two"; visibleIn: [sideways] } }
            }

            """
        let diagnostics = CheckHarness.check("Notes", in: CheckHarness.workspace(["Notes": text]))
        XCTAssertEqual(diagnostics.map(\.code).filter { $0 == "unknown-property" || $0 == "type-mismatch" },
                       ["unknown-property", "unknown-property", "type-mismatch", "type-mismatch", "type-mismatch"],
                       CheckHarness.describe(diagnostics, in: text))
    }

    /// `capInsets` is `(top, left, bottom, right)`: four numbers, as UIKit's `UIEdgeInsets`; another count is a type error.
    func testCapInsetsTakeExactlyFourNumbers() {
        let text = """
            Screen {
                NavigationBar { title: "A"; backgroundImage: "bar.png"; capInsets: [0, 8] }
                TabBar { backgroundImage: "tabs.png"; capInsets: [4, 4, 4, 4, 4]; Tab { title: "A" } Tab { title: "B" } }
                Toolbar { backgroundImage: "tools.png"; capInsets: []; BarButton { system: add } }
                SearchBar { backgroundImage: "search.png"; capInsets: [1, 2, 3, 4]; placeholder: "Search" }
            }

            """
        let diagnostics = CheckHarness.check("Bars", in: CheckHarness.workspace(["Bars": text])).filter { $0.code == "type-mismatch" }
        XCTAssertEqual(diagnostics.map { String(decoding: Array(text.utf8)[$0.range], as: UTF8.self) }, ["[0, 8]", "[4, 4, 4, 4, 4]", "[]"],
                       CheckHarness.describe(diagnostics, in: text))
        XCTAssertEqual(diagnostics.first?.message, "`capInsets` takes 4 numbers, `[top, left, bottom, right]`; this list has 2")
        XCTAssertEqual(diagnostics.first?.severity, .error)
        let russian = CheckHarness.check("Bars", in: CheckHarness.workspace(["Bars": text]), catalog: .rules(.russian))
            .filter { $0.code == "type-mismatch" }
        XCTAssertEqual(russian.count, 3)
        XCTAssertFalse(russian.first?.message.contains("takes") ?? true, russian.first?.message ?? "")
    }
}
