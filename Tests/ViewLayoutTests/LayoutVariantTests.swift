/// A screen laid out on a `LayoutVariant` (devices.md §1): the catalogue
/// device's size, status bar and safe area held either way; without a variant
/// the family's default device, as before the catalogue.
import ViewLayout
import ViewModel
import XCTest

final class LayoutVariantTests: XCTestCase {
    private let screen = "Screen { NavigationBar { title: \"Books\" }\n TableView { Cell { title: \"A\" } } }"

    private func head(_ layout: ScreenLayout) -> String { String(layout.dump.split(separator: "\n")[0]) }

    private func model(_ name: String) throws -> DeviceModel { try XCTUnwrap(DeviceCatalogue.named(name)) }

    func testTheIPhoneSEIsDrawnAt375By667WithAPlainStatusBar() throws {
        let layout = LayoutHarness.layout(screen, options: LayoutOptions(variant: LayoutVariant(device: try model("iPhone SE"))))
        XCTAssertEqual(head(layout), "screen Screen iphone portrait 375x667 safe 20 0 0 0 status [0 0 375 20]")
        XCTAssertNil(layout.homeIndicator)
        XCTAssertEqual(layout.variant.device.name, "iPhone SE")
        let landscape = LayoutHarness.layout(screen, options: LayoutOptions(variant: LayoutVariant(device: try model("iPhone SE"),
                                                                                                    orientation: .landscape)))
        XCTAssertEqual(head(landscape), "screen Screen iphone landscape 667x375 safe 0 0 0 0")
    }

    func testTheLargestIPhoneAndTheIPadMini() throws {
        let max = LayoutHarness.layout(screen, options: LayoutOptions(variant: LayoutVariant(device: try model("iPhone 16 Pro Max"))))
        XCTAssertEqual(head(max), "screen Screen iphone portrait 440x956 safe 62 0 34 0 status [0 0 440 54]")
        let mini = LayoutHarness.layout("Screen { device: ipad\n Label { text: \"A\" } }",
                                        options: LayoutOptions(variant: LayoutVariant(device: try model("iPad mini"), orientation: .landscape)))
        XCTAssertEqual(head(mini), "screen Screen ipad landscape 1133x744 safe 24 0 20 0 status [0 0 1133 24]")
    }

    func testWithoutAVariantAFamilyIsItsDefaultDevice() {
        XCTAssertEqual(head(LayoutHarness.layout(screen)), "screen Screen iphone portrait 393x852 safe 59 0 34 0 status [0 0 393 54]")
        XCTAssertEqual(LayoutHarness.layout(screen).variant, LayoutVariant(device: DeviceCatalogue.all[1], orientation: .portrait, textSize: .large))
        let pad = LayoutHarness.layout("Screen { device: ipad }")
        XCTAssertEqual(head(pad), "screen Screen ipad portrait 820x1180 safe 24 0 20 0 status [0 0 820 24]")
        // An iPhone asked of an iPad screen's options when the options name no family: the screen's family wins.
        let options = LayoutOptions(deviceModel: DeviceCatalogue.all[0])
        XCTAssertEqual(LayoutHarness.layout("Screen { device: ipad }", options: options).variant.device.name, "iPad Air 11-inch")
    }
}
