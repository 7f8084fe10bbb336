/// `viewls preview`: one SVG per selected screen (and none for components),
/// the `index.html` gallery beside them with a card, link and counts per
/// screen, `-o` to a file, to standard output or to a folder it makes, the
/// drawing options, `--screen` with did-you-mean, the exit status of `check`,
/// and texts in the chosen language.
import Foundation
import ViewTestSupport
import XCTest

final class PreviewCommandTests: XCTestCase {
    /// A small workspace: two screens (one with an error), a component, a configuration.
    private func workspace() throws -> TemporaryFolder {
        try TemporaryFolder([
            "Home.view": "Screen {\n    title: \"Home\"\n    NavigationBar { title: \"Home\" }\n    TableView { Row { title: \"One\" } }\n}\n",
            "Broken.view": "Screen {\n    NavigationBar { title: \"Broken\" }\n    Label { text: 12 }\n}\n",
            "Row.view": "Cell {\n    style: subtitle\n}\n",
        ])
    }

    func testAFolderGetsADrawingPerScreenAndAGallery() throws {
        let folder = try workspace()
        let result = try CommandRunner.run(["preview", folder.url.path, "-o", folder.path("out/drawings")])
        XCTAssertEqual(result.status, 1, "an error in Broken.view: the exit status of check")
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "2 drawings written to \(folder.path("out/drawings")); 1 error (viewls check lists them)\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/drawings")).sorted()
        XCTAssertEqual(files, ["Broken.svg", "Home.svg", "index.html"])
        let broken = try folder.read("out/drawings/Broken.svg")
        XCTAssertTrue(broken.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(broken.contains("data-code=\"type-mismatch\" data-severity=\"error\" data-range=\"2:18-2:20\""))
        let gallery = try folder.read("out/drawings/index.html")
        XCTAssertTrue(gallery.contains("<a class=\"card\" href=\"Home.svg\" data-screen=\"Home\" data-errors=\"0\""))
        XCTAssertTrue(gallery.contains("<img src=\"Broken.svg\" alt=\"Broken\" width=\"421\" height=\"880\" loading=\"lazy\">"))
        XCTAssertTrue(gallery.contains("<span class=\"count error\">1 error</span>"))
        XCTAssertTrue(gallery.contains("<span class=\"count clean\">No findings</span>"))
        XCTAssertFalse(gallery.contains("http://") || gallery.contains("https://") || gallery.contains("<script"))
    }

    func testWithoutOutputTheDrawingsGoToTheCurrentFolder() throws {
        let folder = try workspace()
        let result = try CommandRunner.run(["preview", "Home.view"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("Home.svg")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("index.html")))
    }

    func testOneScreenToAFileOrStandardOutput() throws {
        let folder = try workspace()
        let file = try CommandRunner.run(["preview", folder.url.path, "--screen", "Home", "-o", folder.path("home.svg")])
        XCTAssertEqual(file.status, 1, "the exit status covers every checked file")
        XCTAssertTrue(try folder.read("home.svg").contains("data-screen=\"Home\""))
        let output = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--appearance", "dark", "--device", "ipad",
                                            "--orientation", "landscape"])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("data-device=\"ipad\" data-orientation=\"landscape\" data-appearance=\"dark\""))
        XCTAssertTrue(output.stdout.contains("viewBox=\"0 0 1208 848\""))
        let several = try CommandRunner.run(["preview", folder.url.path, "-o", folder.path("all.svg")])
        XCTAssertEqual(several.status, 2)
        XCTAssertTrue(several.stderr.contains("takes one drawing"), several.stderr)
    }

    func testNoFindingsDrawsTheScreensAlone() throws {
        let folder = try workspace()
        let result = try CommandRunner.run(["preview", folder.path("Broken.view"), "--no-findings", "-o", "-"])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.stdout.contains("class=\"finding\""))
        XCTAssertTrue(result.stdout.contains("data-kind=\"Label\""))
    }

    func testUsageErrors() throws {
        let folder = try workspace()
        let misspelt = try CommandRunner.run(["preview", folder.url.path, "--screen", "Hom", "-o", "-"])
        XCTAssertEqual(misspelt.status, 2)
        XCTAssertEqual(misspelt.stderr, "viewls: --screen: no selected screen is named 'Hom'; did you mean 'Home'?\n")
        let device = try CommandRunner.run(["preview", folder.url.path, "--device", "ipod"])
        XCTAssertEqual(device.status, 2)
        XCTAssertTrue(device.stderr.contains("'--device' takes 'iphone', 'ipad', 'iPhone SE', 'iPhone 16', 'iPhone 16 Pro Max', "
                                             + "'iPad mini', 'iPad Air 11-inch', or 'iPad Pro 13-inch'; got 'ipod'; did you mean 'ipad'?"),
                      device.stderr)
        try folder.write("file", "")
        let notFolder = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", folder.path("file")])
        XCTAssertEqual(notFolder.status, 2)
    }

    func testAComponentAloneHasNothingToDraw() throws {
        let folder = try workspace()
        let result = try CommandRunner.run(["preview", folder.path("Row.view"), "-o", folder.path("out")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("viewls: no screen to draw"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")), ["index.html"])
    }

    func testTextsFollowTheLocale() throws {
        let folder = try workspace()
        let result = try CommandRunner.run(["preview", folder.url.path, "-o", folder.path("out"), "--locale", "ru"])
        XCTAssertEqual(result.stderr, "Рисунки экранов записаны в \(folder.path("out")): 2; 1 ошибка (их перечисляет viewls check)\n")
        let gallery = try folder.read("out/index.html")
        XCTAssertTrue(gallery.contains("<html lang=\"ru\">"))
        XCTAssertTrue(gallery.contains("2 экрана · 1 ошибка"), gallery)
        XCTAssertTrue(gallery.contains("Замечаний нет"))
        let done = try CommandRunner.run(["preview", folder.path("Home.view"), "-o", "-", "--locale", "zh"])
        XCTAssertEqual(done.status, 0)
    }

    /// A component's findings count as `check` counts them: in the gallery's
    /// line, in the HTML report's header, and in the closing line that says why
    /// `preview` exits 1.
    func testCountsEqualChecksWithComponentFilesIncluded() throws {
        let folder = try TemporaryFolder([
            "Home.view": "Screen {\n    title: \"Home\"\n    NavigationBar { title: \"Home\" }\n    Label { text: 12 }\n}\n",
            "Row.view": "Cell {\n    Label { text: 7 }\n}\n",
        ])
        let check = try CommandRunner.run(["check", folder.url.path])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.hasSuffix("2 files checked: 2 errors, 1 hint\n"), check.stdout)
        let preview = try CommandRunner.run(["preview", folder.url.path, "-o", folder.path("out")])
        XCTAssertEqual(preview.status, 1)
        XCTAssertEqual(preview.stderr, "1 drawing written to \(folder.path("out")); 2 errors, 1 hint (viewls check lists them)\n")
        let gallery = try folder.read("out/index.html")
        XCTAssertTrue(gallery.contains("<p class=\"summary\">1 screen · 2 errors, 1 hint</p>"), gallery)
        XCTAssertTrue(gallery.contains("<span class=\"count error\">1 error</span>"), "the screen's own card counts its own")
        let report = try CommandRunner.run(["check", folder.url.path, "--format", "html"])
        XCTAssertTrue(report.stdout.contains("<p class=\"subtitle\">2 files checked: 2 errors, 1 hint</p>"), report.stdout)
        XCTAssertTrue(report.stdout.contains("<li class=\"sev-error\"><span class=\"n\">2</span>"))
        let russian = try CommandRunner.run(["preview", folder.url.path, "-o", folder.path("ru"), "--locale", "ru"])
        XCTAssertEqual(russian.stderr, "Рисунки экранов записаны в \(folder.path("ru")): 1; 2 ошибки, 1 подсказка (их перечисляет viewls check)\n")
        let chinese = try CommandRunner.run(["preview", folder.url.path, "-o", "-", "--locale", "zh"])
        XCTAssertEqual(chinese.stderr, "2 个错误，1 条提示（viewls check 会列出它们）\n")
    }

    /// A path with markup in it stays text in the gallery.
    func testTheGalleryEscapesPaths() throws {
        let folder = try TemporaryFolder(["a<b>&c/Home.view": "Screen { title: \"Home\" }\n"])
        let result = try CommandRunner.run(["preview", folder.path("a<b>&c"), "-o", folder.path("out")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let gallery = try folder.read("out/index.html")
        XCTAssertTrue(gallery.contains("a&lt;b&gt;&amp;c/Home.view"), gallery)
        XCTAssertFalse(gallery.contains("a<b>"))
    }
}
