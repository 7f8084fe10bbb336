/// The live preview's device and text-size picker and matrix view
/// (`devices.md` §4): a screen's page drawn on the variant its query names
/// (`device`, `textSize`, `orientation`; `+` as a space), with a picker of
/// links marking the current choice; `view=matrix` draws every configured
/// variant with a link per variant to that variant's page; such pages are
/// drawn again whole after a change (`data-whole`); the router reads the
/// query, and the plain page and gallery stay as they were.
import Foundation
import ViewModel
import ViewStrings
import XCTest
@testable import viewls

final class PreviewServeVariantTests: XCTestCase {
    private func site(_ locale: CatalogLanguageChoice = .english) throws -> (TemporaryFolder, WorkspacePreviewSite) {
        let folder = try TemporaryFolder([
            "Home.view": "Screen {\n    title: \"Home\"\n    NavigationBar { title: \"Home\" }\n    Label { text: \"Hello\" }\n}\n",
            ".viewls.json": "{\"devices\": [\"iPhone SE\", \"iPhone 16\"], \"textSizes\": [\"Large\"]}",
        ])
        let catalog: MessageCatalog = locale == .english ? .commandLine(.english) : .commandLine(.russian)
        let settings = PreviewCommand.Settings(device: nil, orientation: .portrait, appearance: .light, showsFindings: true, catalog: catalog)
        return (folder, WorkspacePreviewSite(root: folder.url.path, settings: settings))
    }

    enum CatalogLanguageChoice { case english, russian }

    func testAScreenPageDrawsTheVariantItsQueryNames() throws {
        let (_, site) = try site()
        let view = PreviewVariantView(query: "token=t&device=iPhone+SE&textSize=ax1")
        XCTAssertEqual(view, PreviewVariantView(device: .model(DeviceCatalogue.named("iPhone SE")!), textSize: .ax1))
        let page = try XCTUnwrap(site.screenPage("Home", token: "t", view: view))
        XCTAssertTrue(page.contains("viewBox=\"0 0 403 695\""), "the iPhone SE's 375×667 screen")
        XCTAssertTrue(page.contains(" data-whole>"), "drawn on request: a change reloads it whole")
        XCTAssertTrue(page.contains("<a href=\"/screen/Home?token=t&amp;device=iPhone%20SE&amp;textSize=AX1\" aria-current=\"true\">AX1</a>"),
                      page)
        XCTAssertTrue(page.contains("<a href=\"/screen/Home?token=t&amp;device=iPad%20mini&amp;textSize=AX1\">iPad mini</a>"))
        XCTAssertTrue(page.contains("<a href=\"/screen/Home?token=t&amp;view=matrix\">every variant</a>"))

        let plain = try XCTUnwrap(site.screenPage("Home", token: "t", view: PreviewVariantView(query: "token=t&device=nothing")))
        XCTAssertFalse(plain.contains(" data-whole>"), "a name that names nothing is no choice: the page as before, patched live")
        XCTAssertTrue(plain.contains("viewBox=\"0 0 421 880\""))
        XCTAssertTrue(plain.contains("<a href=\"/screen/Home?token=t\" aria-current=\"true\">the screen&#39;s device</a>"), plain)
    }

    func testTheMatrixViewLinksEachVariantToItsPage() throws {
        let (_, site) = try site(.russian)
        let page = try XCTUnwrap(site.screenPage("Home", token: "t", view: PreviewVariantView(query: "token=t&view=matrix")))
        XCTAssertTrue(page.contains("class=\"viewls-matrix\""))
        XCTAssertEqual(page.components(separatedBy: "<g class=\"variant\"").count - 1, 4, "two devices, both ways, one size")
        XCTAssertTrue(page.contains("href=\"/screen/Home?token=t&amp;device=iPhone%20SE&amp;orientation=landscape\">"
                                    + "iPhone SE · альбомная ориентация · размер текста Large<span class=\"variant-count\">"), page)
        let gallery = site.gallery(token: "t", view: PreviewVariantView(query: "token=t&view=matrix"))
        XCTAssertTrue(gallery.contains("<main class=\"matrix\" data-whole>"))
        XCTAssertTrue(gallery.contains("data-variant=\"iPhone-16.portrait.Large\""))
        XCTAssertTrue(gallery.contains("href=\"/screen/Home?token=t&amp;device=iPhone%2016\""), gallery)
        XCTAssertFalse(site.gallery(token: "t").contains(" data-whole>"), "the plain gallery swaps cards in place, as before")
    }

    func testTheRouterHandsTheQueryToTheSite() throws {
        let (_, site) = try site()
        // Before variants, the router asked for the plain page: the default device's 393×852 screen.
        let router = PreviewRouter(token: "t", port: 8080, site: site, generation: { 0 })
        let head = HTTPRequestHead(method: "GET", target: "/screen/Home?token=t&device=iPhone%20SE", version: "HTTP/1.1",
                                   fields: [HTTPField(name: "Host", value: "127.0.0.1:8080")])
        guard case .response(let response) = router.answer(head) else { return XCTFail("a page") }
        XCTAssertTrue(String(decoding: response.body, as: UTF8.self).contains("viewBox=\"0 0 403 695\""))
    }
}
