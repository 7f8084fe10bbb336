/// Findings across the matrix (devices.md §3): a size-dependent rule runs on
/// every variant; one finding per fault, whose message names where it happens
/// in the fewest true words (nothing when it happens everywhere), with the
/// variants in `Diagnostic.variants`; in three languages.
import ViewLayout
import ViewModel
@testable import ViewRules
import ViewStrings
import XCTest

final class VariantFindingsTests: XCTestCase {
    /// 19 wide characters: about 323 pt at 17 pt. With a disclosure indicator a plain row leaves 330 pt on
    /// the iPhone 16 and 312 pt on the iPhone SE (devices.md's example).
    static let chineseTitle = String(repeating: "\u{5728}", count: 19)
    static let cutOnSE = """
        Screen {
            orientations: [portrait]
            TableView { Cell { title: "\(chineseTitle)"; accessory: disclosureIndicator; push: Details } }
        }
        """

    private func check(_ source: String, _ configuration: Configuration = .default,
                       catalog: MessageCatalog = .rules(.english), code: String) -> [Diagnostic] {
        let workspace = CheckHarness.workspace(["Screen": source, "Details": "Screen { title: \"Details\" }\n"],
                                               configuration: configuration)
        return CheckHarness.check("Screen", in: workspace, catalog: catalog).filter { $0.code == code }
    }

    func testATitleCutOnTheIPhoneSEAloneIsReportedOnceNamingIt() throws {
        let found = check(Self.cutOnSE, code: "table-view/truncated-text")
        XCTAssertEqual(found.count, 1)
        // At Large it is cut only on the SE; at xxxLarge (437 pt) on every iPhone: said by where it is not, the shorter.
        XCTAssertEqual(found.first?.message, "the title \"\(Self.chineseTitle)\" needs about 323 pt but this standard cell leaves 312 pt; "
                       + "it will be truncated (except on iPhone 16 and iPhone 16 Pro Max at text size Large)")
        XCTAssertEqual(found.first?.variants.map { "\($0.device) \($0.orientation) \($0.textSize)" },
                       ["iPhone SE portrait Large", "iPhone SE portrait xxxLarge", "iPhone 16 portrait xxxLarge",
                        "iPhone 16 Pro Max portrait xxxLarge"])
    }

    func testOnlyTheIPhoneSEAtTheDefaultSize() throws {
        let large = Configuration(textSizes: [.large])
        let found = check(Self.cutOnSE, large, code: "table-view/truncated-text")
        XCTAssertEqual(found.map(\.message), [
            "the title \"\(Self.chineseTitle)\" needs about 323 pt but this standard cell leaves 312 pt; it will be truncated (on iPhone SE)",
        ])
        XCTAssertEqual(found.first?.variants, [DiagnosticVariant(device: "iPhone SE", orientation: "portrait", textSize: "Large")])
        // Not reported when only the iPhone 16 is checked.
        XCTAssertEqual(check(Self.cutOnSE, Configuration(devices: [DeviceCatalogue.named("iPhone 16")!], textSizes: [.large]),
                             code: "table-view/truncated-text"), [])
    }

    func testATitleCutOnlyAtXXXLargeNamesThatSize() throws {
        // 18 wide characters: 306 pt at Large fits every iPhone's plain row (345 pt and up); 414 pt at xxxLarge (23 pt) is
        // cut on every iPhone (the widest, the iPhone 16 Pro Max, leaves 410 pt).
        let title = String(repeating: "\u{5728}", count: 18)
        let source = "Screen {\n orientations: [portrait]\n TableView { Cell { title: \"\(title)\" } }\n}\n"
        let found = check(source, code: "table-view/truncated-text")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.message,
                       "the title \"\(title)\" needs about 414 pt but this standard cell leaves 345 pt; it will be truncated (on every iPhone at text size xxxLarge)")
        XCTAssertEqual(found.first?.variants.map(\.textSize), ["xxxLarge", "xxxLarge", "xxxLarge"])
    }

    func testAPopoverTooLargeOnTheIPadMiniAloneIsReportedNamingIt() throws {
        // 740 × 900 pt: the iPad mini (744 × 1133) leaves a popover 724 pt across; the iPad Air 11-inch covers 69 %.
        let source = """
            Screen {
                device: ipad
                orientations: [portrait]
                Toolbar { BarButton { system: bookmarks; presents: Popover { width: 740; height: 900; TableView { Cell { title: "Saved" } } } } }
            }
            """
        let found = check(source, code: "popover/too-large")
        XCTAssertEqual(found.map(\.message), [
            "740×900 pt does not fit inside the screen's safe area, which leaves a popover 724×1,069 pt; make it smaller (on iPad mini)",
        ])
        XCTAssertEqual(Set(found.first?.variants.map(\.device) ?? []), ["iPad mini"])
        let russian = check(source, catalog: .rules(.russian), code: "popover/too-large")
        XCTAssertEqual(russian.first?.message, "всплывающее окно 740×900 pt не помещается в безопасную область экрана: "
                       + "она оставляет ему 724×1\u{A0}069 pt; уменьшите его (на iPad mini)")
        let chinese = check(source, catalog: .rules(.chinese), code: "popover/too-large")
        XCTAssertEqual(chinese.first?.message.hasSuffix("（在 iPad mini 上）"), true, chinese.first?.message ?? "")
    }

    func testAFaultOnEveryVariantSaysNothingExtra() throws {
        let source = """
            Screen {
                device: ipad
                Toolbar { BarButton { system: bookmarks; presents: Popover { width: 2000; height: 2000; TableView { Cell { title: "Saved" } } } } }
            }
            """
        let found = check(source, code: "popover/too-large")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.message.hasSuffix("make it smaller"), true, found.first?.message ?? "")
        XCTAssertEqual(found.first?.variants.count, 12)
    }

    func testTheFewestTrueWords() {
        let se = DeviceCatalogue.named("iPhone SE")!, sixteen = DeviceCatalogue.named("iPhone 16")!, max = DeviceCatalogue.named("iPhone 16 Pro Max")!
        let configuration = Configuration(textSizes: [.large, .xLarge, .xxLarge, .xxxLarge])
        let matrix = LayoutVariant.matrix(family: .iphone, orientations: [.portrait, .landscape], configuration: configuration)
        let words = VariantWords(catalog: .rules(.english))
        func say(_ variants: [LayoutVariant]) -> String { words.message("cut", variants: variants, matrix: matrix) }
        func on(_ devices: [DeviceModel], _ orientations: [LayoutOrientation] = [.portrait, .landscape], from size: TextSize = .large) -> [LayoutVariant] {
            matrix.filter { devices.contains($0.device) && orientations.contains($0.orientation) && $0.textSize >= size }
        }
        XCTAssertEqual(say(matrix), "cut")
        XCTAssertEqual(say(on([se])), "cut (on iPhone SE)")
        XCTAssertEqual(say(on([se, sixteen], from: .xLarge)), "cut (on iPhone SE and iPhone 16 from text size xLarge)")
        XCTAssertEqual(say(on([se, sixteen, max], from: .xxxLarge)), "cut (on every iPhone at text size xxxLarge)")
        XCTAssertEqual(say(on([se, sixteen, max], [.portrait])), "cut (on every iPhone in portrait)")
        XCTAssertEqual(say(on([se], [.portrait])), "cut (on iPhone SE in portrait)")
        XCTAssertEqual(say(on([se]) + on([sixteen], from: .xxxLarge)),
                       "cut (on iPhone SE and on iPhone 16 at text size xxxLarge)")
        XCTAssertEqual(say(matrix.filter { $0.device == se && ($0.textSize == .large || $0.textSize == .xxLarge) }),
                       "cut (on iPhone SE at text sizes Large and xxLarge)")
        let russian = VariantWords(catalog: .rules(.russian))
        XCTAssertEqual(russian.message("обрезан", variants: on([se, sixteen, max], from: .xxxLarge), matrix: matrix),
                       "обрезан (на всех iPhone при размере текста xxxLarge)")
        let chinese = VariantWords(catalog: .rules(.chinese))
        XCTAssertEqual(chinese.message("被截断", variants: on([se, sixteen], from: .xLarge), matrix: matrix),
                       "被截断（在 iPhone SE 和 iPhone 16 上、文字大小为 xLarge 及以上时）")
        XCTAssertEqual(chinese.message("被截断", variants: on([se, sixteen, max], [.portrait]), matrix: matrix),
                       "被截断（在竖屏的所有 iPhone 上）")
    }

    /// Where a fault does not happen, when that is shorter: a popover too large on every iPad but the largest held upright.
    func testWhereItDoesNotHappenWhenThatIsShorter() {
        let matrix = LayoutVariant.matrix(family: .ipad, orientations: [.portrait, .landscape], configuration: Configuration())
        let pro = DeviceCatalogue.named("iPad Pro 13-inch")!
        let variants = matrix.filter { !($0.device == pro && $0.orientation == .portrait) }
        XCTAssertEqual(VariantWords(catalog: .rules(.english)).message("too large", variants: variants, matrix: matrix),
                       "too large (except on iPad Pro 13-inch in portrait)")
        XCTAssertEqual(VariantWords(catalog: .rules(.russian)).message("слишком большое", variants: variants, matrix: matrix),
                       "слишком большое (везде, кроме как на iPad Pro 13-inch в книжной ориентации)")
        XCTAssertEqual(VariantWords(catalog: .rules(.chinese)).message("太大", variants: variants, matrix: matrix),
                       "太大（在竖屏的 iPad Pro 13-inch 上除外）")
    }

    func testChineseSpacing() {
        XCTAssertEqual(VariantWords.chineseSpacing("在 竖屏的 所有 iPhone 上"), "在竖屏的所有 iPhone 上")
        XCTAssertEqual(VariantWords.chineseSpacing("在 iPhone SE和iPhone 16 上、文字大小为 xLarge 时"), "在 iPhone SE 和 iPhone 16 上、文字大小为 xLarge 时")
        XCTAssertEqual(VariantWords.chineseSpacing("横屏的 iPad mini"), "横屏的 iPad mini")
    }
}
