/// Russian messages assembled from a sentence and words filled in (a value's
/// kind, a colour's default, a pin's meaning, a count) read as whole Russian
/// sentences: each filled-in word in the case its place governs, counts in
/// their plural form, percentages as CLDR `ru` writes them (`docs/l10n/review-ru.md`).
import Foundation
import XCTest

final class RussianMessageGrammarTests: XCTestCase {
    static let screen = """
        Screen {
            title: "Тёмная"
            device: ipad
            orientations: [portrait]
            NavigationBar { title: "Тёмная"; titleColor: "#EEEEEE" }
            MapView {
                id: map
                Pin { role: other; color: red }
            }
            Label { text: 12 }
            Popover { width: 720; height: 1060; source: map }
        }

        """

    func testFilledInWordsTakeTheCaseTheirPlaceGoverns() throws {
        let folder = try TemporaryFolder(["Home.view": Self.screen])
        let output = try CommandRunner.run(["check", "--no-color", "--locale", "ru", "--format", "text"], in: folder.url).stdout
        for expected in [
            // «на фоне» takes the genitive.
            "warning: у цвета текста `\"#EEEEEE\"` на фоне светлой системной панели (по умолчанию) контрастность 1,0:1 — ниже порога 4,5:1, нужного для читаемости текста [text-view/legibility]",
            // «цвет» takes the genitive «пункта назначения».
            "warning: эта булавка — `red`, а на карте это цвет пункта назначения; другим местам дайте другой цвет [map-view/pin-color]",
            // Expected and found kinds both in the nominative.
            "error: `text`: ожидается строка, а здесь число [type-mismatch]",
            // CLDR ru: a no-break space before %, and between groups of digits.
            "всплывающее окно 720×1\u{00A0}060 pt закрывает 91\u{00A0}% экрана iPad; оно должно занимать меньше 80\u{00A0}% (на iPad mini) [popover/too-large]",
        ] {
            XCTAssertTrue(output.contains(expected), "missing «\(expected)» in:\n\(output)")
        }
    }

    func testTheInfoSeverityIsCountedAsInformationalMessages() throws {
        let folder = try TemporaryFolder()
        for (count, expected) in [(1, "1 информационное сообщение"), (2, "2 информационных сообщения"), (5, "5 информационных сообщений")] {
            let popovers = String(repeating: "    Popover { }\n", count: count)
            try folder.write("Home.view", "Screen {\n    device: iphone\n\(popovers)}\n")
            let output = try CommandRunner.run(["check", "--no-color", "--locale", "ru"], in: folder.url).stdout
            XCTAssertTrue(output.contains(expected), "missing «\(expected)» in:\n\(output)")
            XCTAssertFalse(output.contains("сведени"), output)
        }
    }
}
