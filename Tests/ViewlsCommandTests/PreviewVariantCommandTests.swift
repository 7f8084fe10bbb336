/// `viewls preview --device NAME --text-size SIZE` and `--matrix` (`devices.md` §4):
/// one variant drawn at the catalogue device's size, names in any case with
/// did-you-mean on a typo, the family names keeping their meaning, usage
/// errors in three languages, and the matrix — each screen on every
/// configured variant, side by side, labelled, with a drawing per variant
/// and a gallery that links each variant to its drawing.
import Foundation
import ViewTestSupport
import XCTest

final class PreviewVariantCommandTests: XCTestCase {
    private func workspace(configuration: String? = nil) throws -> TemporaryFolder {
        var files = [
            "Home.view": "Screen {\n    title: \"Home\"\n    NavigationBar { title: \"Home\" }\n    TableView { Row { title: \"One\" } }\n}\n",
            "Row.view": "Cell {\n    style: subtitle\n}\n",
        ]
        if let configuration { files[".viewls.json"] = configuration }
        return try TemporaryFolder(files)
    }

    /// The value of `name="…"` on the first `<svg` of `svg`.
    private func rootAttribute(_ name: String, of svg: String) -> String? {
        guard let open = svg.range(of: "<svg"), let close = svg[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = svg[open.upperBound..<close]
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    func testTheIPhoneSEIsDrawnAt375By667() throws {
        let folder = try workspace()
        let result = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--device", "iPhone SE"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // The screen is 375×667 points inside a 14-point bezel on each side.
        XCTAssertEqual(rootAttribute("width", of: result.stdout), "403")
        XCTAssertEqual(rootAttribute("height", of: result.stdout), "695")
        XCTAssertTrue(result.stdout.contains("<rect x=\"0\" y=\"0\" width=\"375\" height=\"667\""), String(result.stdout.prefix(600)))
        let anyCase = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--device", "iphone se"])
        XCTAssertEqual(anyCase.stdout, result.stdout)
        let fullName = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--device", "iPhone SE (3rd generation)"])
        XCTAssertEqual(fullName.stdout, result.stdout)
    }

    func testTheFamilyKeepsMeaningItsDefaultDeviceAndADeviceNameItsFamily() throws {
        let folder = try workspace()
        let plain = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-"])
        let iphone = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--device", "iphone"])
        let sixteen = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--device", "iPhone 16", "--text-size", "large"])
        XCTAssertEqual(iphone.stdout, plain.stdout)
        XCTAssertEqual(sixteen.stdout, plain.stdout, "iPhone 16 at Large is the default variant")
        XCTAssertEqual(rootAttribute("width", of: plain.stdout), "421")
        let mini = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--device", "ipad MINI", "--orientation", "landscape"])
        XCTAssertEqual(rootAttribute("data-device", of: mini.stdout), "ipad")
        XCTAssertEqual(rootAttribute("width", of: mini.stdout), "1161", "1133 + 2 × 14: held sideways")
        XCTAssertEqual(rootAttribute("height", of: mini.stdout), "772")
    }

    func testALargerTextSizeSetsLargerText() throws {
        let folder = try workspace()
        let large = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-"])
        let huge = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--text-size", "AX5"])
        XCTAssertEqual(huge.status, 0, huge.stderr)
        XCTAssertNotEqual(huge.stdout, large.stdout)
        XCTAssertEqual(rootAttribute("width", of: huge.stdout), "421", "the device does not change")
    }

    func testUnknownNamesAreUsageErrorsWithDidYouMeanInThreeLanguages() throws {
        let folder = try workspace()
        let device = try CommandRunner.run(["preview", folder.path("Home.view"), "--device", "iPhone SF"])
        XCTAssertEqual(device.status, 2)
        XCTAssertTrue(device.stderr.contains("'--device' takes"), device.stderr)
        XCTAssertTrue(device.stderr.contains("got 'iPhone SF'; did you mean 'iPhone SE'?"), device.stderr)
        let size = try CommandRunner.run(["preview", folder.path("Home.view"), "--text-size", "xxxlarg"])
        XCTAssertEqual(size.status, 2)
        XCTAssertTrue(size.stderr.contains("did you mean 'xxxLarge'?"), size.stderr)
        let russian = try CommandRunner.run(["preview", folder.path("Home.view"), "--device", "iPhone SF", "--locale", "ru"])
        XCTAssertTrue(russian.stderr.contains("может быть, имелось в виду 'iPhone SE'?"), russian.stderr)
        let chinese = try CommandRunner.run(["preview", folder.path("Home.view"), "--text-size", "xxxlarg", "--locale", "zh"])
        XCTAssertTrue(chinese.stderr.contains("你是不是想用 'xxxLarge'？"), chinese.stderr)
        let matrix = try CommandRunner.run(["preview", folder.path("Home.view"), "--matrix", "--device", "ipad"])
        XCTAssertEqual(matrix.status, 2)
        XCTAssertEqual(matrix.stderr, "viewls: 'preview --matrix' draws every variant the configuration checks: --device does not apply "
                       + "(set devices and textSizes in .viewls.json)\n")
        let matrixRussian = try CommandRunner.run(["preview", folder.path("Home.view"), "--matrix", "--text-size", "AX1", "--locale", "ru"])
        XCTAssertTrue(matrixRussian.stderr.contains("--text-size здесь не применяется"), matrixRussian.stderr)
    }

    func testTheMatrixDrawsEveryConfiguredVariantSideBySide() throws {
        let folder = try workspace(configuration: "{\"devices\": [\"iPhone SE\", \"iPhone 16\"], \"textSizes\": [\"Large\", \"AX2\"]}")
        let result = try CommandRunner.run(["preview", folder.url.path, "--matrix", "-o", folder.path("out")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let strip = try folder.read("out/Home.svg")
        XCTAssertTrue(strip.contains("class=\"viewls-matrix\""))
        // Two devices, held both ways, at two sizes: eight drawings, devices first, then orientations, then sizes.
        let variants = strip.components(separatedBy: "<g class=\"variant\"").dropFirst().map { String($0.prefix(200)) }
        XCTAssertEqual(variants.count, 8)
        XCTAssertTrue(variants[0].contains("data-variant=\"iPhone-SE.portrait.Large\""), variants[0])
        XCTAssertTrue(variants[1].contains("data-variant=\"iPhone-SE.portrait.AX2\""), variants[1])
        XCTAssertTrue(variants[2].contains("data-variant=\"iPhone-SE.landscape.Large\""), variants[2])
        XCTAssertTrue(variants[7].contains("data-variant=\"iPhone-16.landscape.AX2\""), variants[7])
        XCTAssertTrue(strip.contains("<title>iPhone SE · portrait · text size AX2</title>"))
        XCTAssertTrue(strip.contains(">iPhone SE</text>") && strip.contains(">portrait · text size AX2</text>"), "the label in two lines")
        XCTAssertEqual(strip.components(separatedBy: "<svg xmlns").count - 1, 9, "the strip and a drawing per variant")
        XCTAssertEqual(strip.components(separatedBy: "<clipPath id=\"vp-Home_iPhone_SE_portrait_Large-screen\"").count - 1, 1,
                       "each drawing's ids carry its variant")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        XCTAssertEqual(files.count, 10, "\(files)")
        XCTAssertTrue(files.contains("Home@iPhone-SE.landscape.AX2.svg"))
        let single = try folder.read("out/Home@iPhone-SE.portrait.Large.svg")
        XCTAssertEqual(rootAttribute("width", of: single), "403")
        let gallery = try folder.read("out/index.html")
        XCTAssertTrue(gallery.contains("<main class=\"matrix\">"))
        XCTAssertTrue(gallery.contains("href=\"Home%40iPhone-SE.portrait.Large.svg\" data-variant=\"iPhone-SE.portrait.Large\""))
        XCTAssertTrue(gallery.contains("every configured device and text size"))
        let russian = try CommandRunner.run(["preview", folder.path("Home.view"), "--matrix", "-o", "-", "--locale", "ru"])
        XCTAssertTrue(russian.stdout.contains("<title>iPhone 16 · альбомная ориентация · размер текста AX2</title>"))
    }

    func testTheDefaultMatrixIsEveryDeviceOfTheFamilyAtLargeAndXXXLarge() throws {
        let folder = try workspace()
        let result = try CommandRunner.run(["preview", folder.path("Home.view"), "--matrix", "-o", "-", "--locale", "zh"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let labels = result.stdout.components(separatedBy: "<g class=\"variant\"").dropFirst()
            .map { String($0.components(separatedBy: "<title>")[1].prefix { $0 != "<" }) }
        XCTAssertEqual(labels.count, 12)
        XCTAssertEqual(labels.first, "iPhone SE · 竖屏 · 文字大小 Large")
        XCTAssertEqual(labels.last, "iPhone 16 Pro Max · 横屏 · 文字大小 xxxLarge")
    }

    /// 19 wide characters with a disclosure indicator: cut on the iPhone SE at Large, on every iPhone at
    /// xxxLarge (devices.md's example), so the finding happens on some variants only.
    private static let cutOnSE = "Screen {\n    orientations: [portrait]\n    TableView { Cell { title: \""
        + String(repeating: "\u{5728}", count: 19) + "\"; accessory: disclosureIndicator; push: Details } }\n}\n"

    func testEachVariantDrawsTheFindingsThatHappenOnIt() throws {
        let folder = try TemporaryFolder(["Home.view": Self.cutOnSE, "Details.view": "Screen { title: \"Details\" }\n"])
        let matrix = try CommandRunner.run(["preview", folder.path("Home.view"), "--matrix", "-o", "-"])
        XCTAssertEqual(matrix.status, 0, matrix.stderr)
        let counts = matrix.stdout.components(separatedBy: "<g class=\"variant\"").dropFirst().map { cell -> String in
            let variant = cell.components(separatedBy: "data-variant=\"")[1].prefix { $0 != "\"" }
            let findings = cell.components(separatedBy: "data-findings=\"")[1].prefix { $0 != "\"" }
            return "\(variant) \(findings)"
        }
        XCTAssertEqual(counts, ["iPhone-SE.portrait.Large 1", "iPhone-SE.portrait.xxxLarge 1", "iPhone-16.portrait.Large 0",
                                "iPhone-16.portrait.xxxLarge 1", "iPhone-16-Pro-Max.portrait.Large 0", "iPhone-16-Pro-Max.portrait.xxxLarge 1"])
        let se = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--device", "iPhone SE"])
        XCTAssertTrue(se.stdout.contains("data-code=\"table-view/truncated-text\""))
        XCTAssertTrue(se.stdout.contains("it will be truncated (except on iPhone 16 and iPhone 16 Pro Max at text size Large)"),
                      "the tooltip names the finding's variants")
        let sixteen = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--device", "iPhone 16"])
        XCTAssertFalse(sixteen.stdout.contains("data-code=\"table-view/truncated-text\""), "not cut on the iPhone 16 at Large")
        let plain = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-"])
        XCTAssertEqual(plain.stdout, sixteen.stdout, "the default drawing is the iPhone 16's, with the findings that happen on it")
    }
}
