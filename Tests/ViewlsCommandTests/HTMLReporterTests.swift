/// The HTML report's parts in process: SHA-256 against the standard's test
/// vectors, escaping and code spans, and the drawing seam
/// (`HTMLReporter.Drawing`) — called once for each `.view` file with
/// findings, its SVG put in the file's section as it is, the hashes of its
/// `<style>` elements added to the policy, the placeholder otherwise.
import Foundation
import ViewModel
import ViewStrings
@testable import viewls
import XCTest

final class HTMLReporterTests: XCTestCase {
    func testSHA256MatchesTheStandardsVectors() {
        let vectors: [(String, String)] = [
            ("", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="),
            ("abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE="),
            (String(repeating: "a", count: 1_000), "Qe3s5C1j6Nm/UVqbppMuHCDLyfWl0TRkWttdsblzfqM="),
        ]
        for (text, digest) in vectors { XCTAssertEqual(SHA256.base64(text), digest, "\(text.prefix(10))…") }
    }

    func testEscapingAndCodeSpans() {
        XCTAssertEqual(HTMLText.escape("</text><script>a & 'b' \"c\""),
                       "&lt;/text&gt;&lt;script&gt;a &amp; &#39;b&#39; &quot;c&quot;")
        XCTAssertEqual(HTMLText.escape("a\nb\u{202E}c\u{7}", keepingLayout: false), "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        XCTAssertEqual(HTMLText.escape("a\nb\tc"), "a\nb\tc")
        XCTAssertEqual(HTMLText.prose("set `height: <44>` or `x"), "set <code>height: &lt;44&gt;</code> or `x")
        XCTAssertEqual(HTMLText.filled({ "Shown: \($0["shown"]!) of <3>" }, markup: ["shown": "<output>1</output>"]),
                       "Shown: <output>1</output> of &lt;3&gt;")
    }

    func testTheDrawingOfEachScreenWithFindingsGoesInItsSection() throws {
        let text = "Screen {\n    title: \"A\"\n}\n"
        let diagnostics = [Diagnostic(range: 9..<19, severity: .warning, code: "one", message: "first"),
                           Diagnostic(range: 20..<23, severity: .error, code: "two", message: "second")]
        let files = [
            CheckedFile(path: "/w/A.view", bytes: Array(text.utf8), diagnostics: diagnostics, displayPath: "A.view"),
            CheckedFile(path: "/w/B.view", bytes: Array(text.utf8), diagnostics: [diagnostics[0]], displayPath: "B.view"),
            CheckedFile(path: "/w/Clean.view", bytes: Array(text.utf8), diagnostics: [], displayPath: "Clean.view"),
            CheckedFile(path: "/w/.viewls.json", bytes: Array("{}".utf8), diagnostics: [diagnostics[0]], displayPath: ".viewls.json"),
        ]
        let style = ".badge{fill:#cf222e}"
        var asked: [(String, [String])] = []
        let page = HTMLReporter.render(files, filesChecked: 3, baseline: nil, catalog: MessageCatalog.commandLine(.english)) { file in
            asked.append((file.displayPath, file.diagnostics.map(\.code)))
            return file.displayPath == "A.view" ? "<svg class=\"screen\"><style>\(style)</style><g class=\"finding\"></g></svg>" : nil
        }
        XCTAssertEqual(asked.map(\.0), ["A.view", "B.view"], "once for each .view file with findings")
        XCTAssertEqual(asked.first?.1, ["one", "two"], "with its findings in the order the report numbers them")
        XCTAssertTrue(page.contains("<figure class=\"drawing\"><svg class=\"screen\"><style>\(style)</style><g class=\"finding\"></g></svg></figure>"))
        XCTAssertEqual(page.components(separatedBy: "<div class=\"drawing-none\">No drawing of this screen</div>").count - 1, 1, "B.view")
        XCTAssertTrue(page.contains("style-src 'sha256-\(SHA256.base64(HTMLPage.stylesheet))' 'sha256-\(SHA256.base64(style))';"))
        XCTAssertTrue(page.contains("<div class=\"file-body no-drawing\">"), "a configuration file has no drawing slot")
    }

    /// The finding list names where each finding happens (devices.md §4), not only the drawings: a finding with
    /// variants lists each one's label, with its slug for the page's script and tools.
    func testAFindingNamesItsVariantsInTheList() throws {
        let text = "Screen {\n    title: \"A\"\n}\n"
        var varying = Diagnostic(range: 9..<19, severity: .warning, code: "table-view/truncated-text", message: "cut (on iPhone SE)")
        varying.variants = [DiagnosticVariant(device: "iPhone SE", orientation: "portrait", textSize: "Large"),
                            DiagnosticVariant(device: "iPhone SE", orientation: "landscape", textSize: "xxxLarge")]
        let everywhere = Diagnostic(range: 20..<23, severity: .error, code: "two", message: "second")
        let file = CheckedFile(path: "/w/A.view", bytes: Array(text.utf8), diagnostics: [varying, everywhere], displayPath: "A.view")
        let page = HTMLReporter.render([file], filesChecked: 1, baseline: nil, catalog: MessageCatalog.commandLine(.english)) { _ in nil }
        XCTAssertTrue(page.contains("data-variants=\"iPhone-SE.portrait.Large iPhone-SE.landscape.xxxLarge\""), page)
        XCTAssertTrue(page.contains("<div class=\"finding-variants\"><span class=\"label\">Where it happens</span><ul>"
                                    + "<li data-variant=\"iPhone-SE.portrait.Large\">iPhone SE · portrait · text size Large</li>"
                                    + "<li data-variant=\"iPhone-SE.landscape.xxxLarge\">iPhone SE · landscape · text size xxxLarge</li></ul></div>"), page)
        XCTAssertEqual(page.components(separatedBy: "class=\"finding-variants\"").count - 1, 1, "a finding that does not vary names none")
        let russian = HTMLReporter.render([file], filesChecked: 1, baseline: nil, catalog: MessageCatalog.commandLine(.russian)) { _ in nil }
        XCTAssertTrue(russian.contains("<span class=\"label\">Где возникает</span>"), russian)
    }
}
