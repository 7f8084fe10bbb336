/// `devices` and `textSizes` in `.viewls.json` (devices.md §1–2): names in any
/// case, did-you-mean on a typo, clear problems in three languages; the
/// catalogue's figures; the matrix a configuration gives.
import XCTest
import ViewSyntax
import ViewLayout
import ViewTestSupport
@testable import ViewModel
@testable import ViewRules
import ViewStrings

final class VariantConfigurationTests: XCTestCase {
    private func load(_ text: String) -> LoadedConfiguration {
        ConfigurationLoader.load(Array(text.utf8), knownRuleIDs: [])
    }

    func testTheCatalogueHasTheContractsDevices() {
        let sizes = DeviceCatalogue.all.map { "\($0.name) \(Int($0.width))x\(Int($0.height)) \($0.family)" }
        XCTAssertEqual(sizes, ["iPhone SE 375x667 iphone", "iPhone 16 393x852 iphone", "iPhone 16 Pro Max 440x956 iphone",
                               "iPad mini 744x1133 ipad", "iPad Air 11-inch 820x1180 ipad", "iPad Pro 13-inch 1032x1376 ipad"])
        XCTAssertEqual(DeviceCatalogue.defaultModel(of: .iphone).name, "iPhone 16")
        XCTAssertEqual(DeviceCatalogue.defaultModel(of: .ipad).name, "iPad Air 11-inch")
        XCTAssertEqual(TextSize.allCases.map(\.rawValue),
                       ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"])
        XCTAssertEqual(DynamicType.fontSize(.body, at: .xxxLarge), 23)
        XCTAssertEqual(DynamicType.fontSize(.body, at: .ax5), 53)
    }

    func testNamesAreReadInAnyCaseAndByFullName() {
        let loaded = load(#"{"devices": ["iphone se", "iPhone 16", "IPAD MINI", "iPhone SE (3rd generation)"], "textSizes": ["xxxlarge", "Large", "ax1"]}"#)
        XCTAssertEqual(loaded.diagnostics, [])
        XCTAssertEqual(loaded.configuration.devices?.map(\.name), ["iPhone SE", "iPhone 16", "iPad mini"])
        XCTAssertEqual(loaded.configuration.textSizes, [.large, .xxxLarge, .ax1])
    }

    func testATypoIsAProblemWithDidYouMeanAndTheRestApplies() throws {
        let text = #"{"devices": ["iPhone SE", "iPhone 61"], "textSizes": ["xxLarg", 3]}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.diagnostics.map(\.code), ["config/invalid-value", "config/invalid-value", "config/invalid-value"])
        let device = loaded.diagnostics[0]
        XCTAssertEqual(String(decoding: Array(text.utf8)[device.range], as: UTF8.self), #""iPhone 61""#)
        XCTAssertEqual(device.message, "unknown device 'iPhone 61'; did you mean 'iPhone 16' or 'iPhone SE'? This element is ignored")
        XCTAssertEqual(device.fixes.first?.edits.first.map { String(decoding: $0.replacement, as: UTF8.self) }, #""iPhone 16""#)
        XCTAssertEqual(loaded.diagnostics[1].message, "unknown text size 'xxLarg'; did you mean 'xxLarge', 'xLarge', or 'xxxLarge'? This element is ignored")
        XCTAssertEqual(loaded.diagnostics[2].message, "invalid text size; expected a string, found a number; this element is ignored")
        XCTAssertEqual(loaded.configuration.devices?.map(\.name), ["iPhone SE"])
        XCTAssertEqual(loaded.configuration.textSizes, [])
    }

    func testProblemsInRussianAndChinese() throws {
        let loaded = load(#"{"devices": "iPhone SE", "textSizes": ["Huge"]}"#)
        let russian = loaded.diagnostics(in: .model(.russian)).map(\.message)
        XCTAssertTrue(russian[0].hasPrefix("недопустимое значение devices; ожидается массив названий устройств"), russian[0])
        XCTAssertTrue(russian[1].hasPrefix("неизвестный размер текста 'Huge'"), russian[1])
        let chinese = loaded.diagnostics(in: .model(.chinese)).map(\.message)
        XCTAssertTrue(chinese[0].hasPrefix("devices 无效；应为设备名称数组"), chinese[0])
        XCTAssertTrue(chinese[1].hasPrefix("未知的文字大小 'Huge'"), chinese[1])
        // A lone name is offered wrapped in a list.
        XCTAssertEqual(loaded.diagnostics[0].fixes.first?.edits.first.map { String(decoding: $0.replacement, as: UTF8.self) }, #"["iPhone SE"]"#)
    }

    func testEditorSettingsOverrideTheFile() {
        let file = Configuration(devices: [DeviceCatalogue.all[0]], textSizes: [.large])
        XCTAssertEqual(file.overridden(by: Configuration()).devices?.map(\.name), ["iPhone SE"])
        let editor = Configuration(devices: [DeviceCatalogue.all[1]], textSizes: [.xxxLarge])
        XCTAssertEqual(file.overridden(by: editor).devices?.map(\.name), ["iPhone 16"])
        XCTAssertEqual(file.overridden(by: editor).textSizes, [.xxxLarge])
    }

    func testTheDefaultMatrixIsEveryDeviceOfTheFamilyEachWayAtLargeAndXXXLarge() {
        let matrix = LayoutVariant.matrix(family: .iphone, orientations: [.portrait, .landscape], configuration: .default)
        XCTAssertEqual(matrix.count, 12)
        XCTAssertEqual(matrix.prefix(4).map(\.description), ["iPhone SE, portrait, Large", "iPhone SE, portrait, xxxLarge",
                                                             "iPhone SE, landscape, Large", "iPhone SE, landscape, xxxLarge"])
        let pads = LayoutVariant.matrix(family: .ipad, orientations: [.portrait], configuration: Configuration(textSizes: [.ax2, .large]))
        XCTAssertEqual(pads.map(\.description), ["iPad mini, portrait, Large", "iPad mini, portrait, AX2", "iPad Air 11-inch, portrait, Large",
                                                 "iPad Air 11-inch, portrait, AX2", "iPad Pro 13-inch, portrait, Large", "iPad Pro 13-inch, portrait, AX2"])
        // Only iPhones configured: an iPad screen is checked on the default iPad.
        let only = LayoutVariant.matrix(family: .ipad, orientations: [.portrait],
                                        configuration: Configuration(devices: [DeviceCatalogue.all[0]], textSizes: [.large]))
        XCTAssertEqual(only.map(\.description), ["iPad Air 11-inch, portrait, Large"])
    }
}
