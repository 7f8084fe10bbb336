/// Language version 3 renamed the enum members QML reserves: `keyboard:
/// default` and `Cell.style: default` are `standard`, `Cell.editing: delete`
/// is `remove`. The old spellings are read as the new ones — by the model, so
/// the layout, the drawing and every rule see one value — with a syntax
/// warning whose safe fix writes the new spelling.
import ViewModel
import ViewRules
import ViewSyntax
import XCTest

final class DeprecatedSpellingTests: XCTestCase {
    private let old = """
        Screen {
            TextField { placeholder: "PIN"; contentType: pin; keyboard: default }
            TableView {
                Cell { style: default; title: "Wi-Fi"; editing: delete }
            }
        }

        """

    func testTheOldSpellingsWarnWithASafeFixToTheNewOnes() throws {
        let diagnostics = CheckHarness.check("Edit", in: CheckHarness.workspace(["Edit": old]))
        let warnings = diagnostics.filter { $0.code == "syntax/reserved-word" }
        XCTAssertEqual(warnings.map(\.severity), [.warning, .warning, .warning])
        XCTAssertEqual(warnings.map(\.tags), [[.deprecated], [.deprecated], [.deprecated]], "editors strike old spellings through")
        XCTAssertEqual(warnings.flatMap(\.fixes).map(\.isSafe), [true, true, true])
        XCTAssertFalse(diagnostics.contains { $0.code == "type-mismatch" }, CheckHarness.describe(diagnostics, in: old))
        let edits = warnings.flatMap(\.fixes).flatMap(\.edits)
        let fixed = String(decoding: TextEdit.apply(edits, to: Array(old.utf8)), as: UTF8.self)
        XCTAssertEqual(fixed, """
            Screen {
                TextField { placeholder: "PIN"; contentType: pin; keyboard: standard }
                TableView {
                    Cell { style: standard; title: "Wi-Fi"; editing: remove }
                }
            }

            """)
        // Fixed, the file has neither the warnings nor any other new finding.
        let after = CheckHarness.check("Edit", in: CheckHarness.workspace(["Edit": fixed]))
        XCTAssertEqual(after.map(\.code), diagnostics.filter { $0.code != "syntax/reserved-word" }.map(\.code))
    }

    func testTheModelReadsTheOldSpellingsAsTheNewOnes() throws {
        let workspace = CheckHarness.workspace(["Edit": old])
        let model = try XCTUnwrap(Checker.check(CheckHarness.path("Edit"), in: workspace)?.model)
        let field = try XCTUnwrap(model.elements.first { $0.is("TextField") })
        let cell = try XCTUnwrap(model.elements.first { $0.is("Cell") })
        XCTAssertEqual(field.name("keyboard"), "standard")
        XCTAssertEqual(cell.name("style"), "standard")
        XCTAssertEqual(cell.name("editing"), "remove")
    }

    func testAWordThatIsNoMemberIsOneTypeMismatch() {
        let text = "Screen {\n    TableView { Cell { title: \"A\"; accessory: default } }\n}\n"
        let diagnostics = CheckHarness.check("Edit", in: CheckHarness.workspace(["Edit": text]))
        XCTAssertEqual(diagnostics.map(\.code), ["type-mismatch"], CheckHarness.describe(diagnostics, in: text))
    }

    func testAComponentFileReadsTheOldSpellingToo() throws {
        let workspace = CheckHarness.workspace([
            "Row": "Cell {\n    style: default\n}\n",
            "Edit": "Screen {\n    TableView { Row { title: \"A\" } }\n}\n",
        ])
        let row = CheckHarness.check("Row", in: workspace)
        XCTAssertEqual(row.map(\.code), ["syntax/reserved-word"])
        XCTAssertEqual(row.first?.fixes.first?.edits.first.map { String(decoding: $0.replacement, as: UTF8.self) }, "standard")
        let model = try XCTUnwrap(Checker.check(CheckHarness.path("Edit"), in: workspace)?.model)
        XCTAssertEqual(model.elements.first { $0.is("Cell") }?.name("style"), "standard")
    }
}
