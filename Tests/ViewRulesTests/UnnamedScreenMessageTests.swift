/// A popover that reaches a fault through a screen written in place
/// (`push: Screen { … }`), which has no name to quote: `popover/cascade`,
/// `popover/modal-over-popover` and `popover/dismiss-button` say so in a
/// sentence of their own in every language, never a phrase in code quotes
/// standing where a screen's name would be.
import ViewModel
import ViewRules
import ViewStrings
import XCTest

final class UnnamedScreenMessageTests: XCTestCase {
    /// Library shows Filters in a popover; Filters pushes a screen written in place, which
    /// opens a second popover, presents a modal view, and has a Done button.
    static let files = [
        "Library": """
        Screen {
            device: ipad
            Toolbar { BarButton { system: organize; presents: Popover { content: Filters } } }
        }
        """,
        "Filters": """
        Screen {
            title: "Filters"
            TableView {
                Cell {
                    title: "Colour"
                    push: Screen {
                        NavigationBar { title: "Colour"; BarButton { system: done } }
                        TableView {
                            Cell { title: "Red"; presents: Popover { Label { text: "Shades" } } }
                            Cell { title: "Blue"; presents: Modal { Label { text: "Shades" } } }
                        }
                    }
                }
            }
        }
        """,
    ]

    func messages(_ language: MessageLanguage) -> [String: String] {
        let workspace = CheckHarness.workspace(Self.files)
        var byCode: [String: String] = [:]
        for finding in CheckHarness.check("Library", in: workspace, catalog: .rules(language)) where finding.code.hasPrefix("popover/") {
            XCTAssertNil(byCode[finding.code], "one finding of \(finding.code)")
            byCode[finding.code] = finding.message
        }
        return byCode
    }

    func testEnglish() {
        XCTAssertEqual(messages(.english), [
            "popover/cascade": "from this popover, people can reach a screen that opens another popover; show one popover at a time",
            "popover/modal-over-popover":
                "from this popover, people can reach a screen that presents a modal view; only an alert may appear over a popover",
            "popover/dismiss-button": "a screen shown in this options popover has a button with `system: done` that only closes it",
        ])
    }

    func testRussian() {
        XCTAssertEqual(messages(.russian), [
            "popover/cascade": "из этого всплывающего окна можно попасть на экран, который открывает ещё одно всплывающее окно; "
                + "показывайте по одному всплывающему окну",
            "popover/modal-over-popover": "из этого всплывающего окна можно попасть на экран, который показывает модальное окно; "
                + "поверх всплывающего окна может появиться только оповещение",
            "popover/dismiss-button": "на экране, показанном в этом всплывающем окне вида `options`, есть кнопка с `system: done`, "
                + "которая лишь закрывает окно",
        ])
    }

    func testChinese() {
        XCTAssertEqual(messages(.chinese), [
            "popover/cascade": "从此浮出层可以进入一个会再打开浮出层的屏幕；一次只显示一个浮出层",
            "popover/modal-over-popover": "从此浮出层可以进入一个屏幕，而该屏幕呈现了一个模态视图；只有警告框可以出现在浮出层上方",
            "popover/dismiss-button": "在此 `options` 浮出层中显示的某个屏幕有一个按钮（带 `system: done`），它只用来关闭浮出层",
        ])
    }

    /// Each link followed is named in the related places: a named screen by its
    /// name, the screen written in place as such (not as a presentation).
    func testTheLinksAreNamed() throws {
        let workspace = CheckHarness.workspace(Self.files)
        let cascade = try XCTUnwrap(CheckHarness.check("Library", in: workspace).first { $0.code == "popover/cascade" })
        XCTAssertEqual(cascade.related.map(\.message), ["the second popover", "leads to Filters", "leads to the screen written here"])
    }
}
