/// The findings' numbered badges never cover a word the drawing shows
/// (issue 36): on every screen of `Examples/`, in portrait and landscape, on
/// iPhone and iPad, the SVG is read back — each `<text>`'s box from its
/// attributes (baseline, size, anchor) and the width estimate, cut by the
/// clip paths around it — and no badge's circle meets a text box; each badge
/// stays near its outline, and most sit outside the outlined element.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ViewIDE
import ViewLayout
import ViewModel
import XCTest

final class PreviewBadgePlacementTests: XCTestCase {
    func testNoBadgeCoversATextOnAnyExampleInEitherOrientation() throws {
        let workspace = PreviewHarness.examples()
        var badges = 0
        var outside = 0
        var failures: [String] = []
        for path in workspace.files.keys.sorted() where workspace.files[path]?.isScreen == true {
            for device in [Device?.none, .ipad] {
                for orientation in [LayoutOrientation.portrait, .landscape] {
                    let (_, _, svg) = PreviewHarness.render(path, in: workspace, layout: LayoutOptions(device: device, orientation: orientation))
                    let drawing = try XCTUnwrap(DrawnGeometry(svg), path)
                    let name = "\(path.split(separator: "/").suffix(2).joined(separator: "/")) \(device?.rawValue ?? "default") \(orientation)"
                    for badge in drawing.badges {
                        badges += 1
                        for text in drawing.texts where Self.overlaps(badge.box, text.box) {
                            failures.append("\(name): badge \(badge.number) at \(badge.box) covers “\(text.content)” at \(text.box)")
                        }
                        if let outline = badge.outline {
                            XCTAssertLessThan(Self.distance(badge.box, outline), 40, "\(name): badge \(badge.number) is far from its outline")
                            if !Self.overlaps(badge.box, outline) { outside += 1 }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(failures, [], "\(failures.count) badges of \(badges) cover text")
        XCTAssertGreaterThan(badges, 300, "the examples draw findings")
        XCTAssertGreaterThan(outside * 2, badges, "most badges sit outside their outline")
    }

    static func overlaps(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 0.01 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 0.01
    }

    /// The gap between two boxes (0 when they meet).
    static func distance(_ a: LayoutRect, _ b: LayoutRect) -> Double {
        let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX))
        let dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// The texts and badges of a preview SVG, in the screen's coordinates (the screen
/// group and the findings layer share one translation).
final class DrawnGeometry: NSObject, XMLParserDelegate {
    struct Text { let box: LayoutRect; let content: String }
    struct Badge { let number: String; let box: LayoutRect; let outline: LayoutRect? }

    private(set) var texts: [Text] = []
    private(set) var badges: [Badge] = []
    private var clipRects: [String: LayoutRect] = [:]
    private var openClipPath: String?
    /// Each open element's clip (nil: none) and whether it is a finding's group.
    private var stack: [(name: String, clip: LayoutRect?, finding: Bool)] = []
    private var openText: (attributes: [String: String], content: String)?
    private var findingOutline: LayoutRect?
    private var findingNumber = ""

    init?(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    private static func number(_ attributes: [String: String], _ name: String) -> Double { Double(attributes[name] ?? "") ?? 0 }

    private static func rect(_ attributes: [String: String]) -> LayoutRect {
        LayoutRect(x: number(attributes, "x"), y: number(attributes, "y"), width: number(attributes, "width"),
                   height: number(attributes, "height"))
    }

    private var inFinding: Bool { stack.contains { $0.finding } }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        var clip: LayoutRect?
        if let reference = attributes["clip-path"], reference.hasPrefix("url(#") {
            clip = clipRects[String(reference.dropFirst(5).dropLast())]
        }
        let finding = name == "g" && (attributes["class"] ?? "").split(separator: " ").contains("finding")
        stack.append((name, clip, finding))
        switch name {
        case "clipPath": openClipPath = attributes["id"]
        case "rect" where openClipPath != nil:
            if let id = openClipPath, clipRects[id] == nil { clipRects[id] = Self.rect(attributes) }
        case "rect" where inFinding:
            if attributes["fill"] == "none" { findingOutline = Self.rect(attributes) }
        case "g" where finding:
            findingOutline = nil
            findingNumber = attributes["data-number"] ?? ""
        case "circle" where inFinding:
            let (x, y, r) = (Self.number(attributes, "cx"), Self.number(attributes, "cy"), Self.number(attributes, "r"))
            badges.append(Badge(number: findingNumber, box: LayoutRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r),
                                outline: findingOutline))
        case "text" where !inFinding:
            openText = (attributes, "")
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        openText?.content += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "clipPath" { openClipPath = nil }
        if name == "text", let (attributes, content) = openText {
            openText = nil
            let size = Self.number(attributes, "font-size")
            let width = TextWidth.points(content, fontSize: size)
            let x = Self.number(attributes, "x")
            let left = attributes["text-anchor"] == "middle" ? x - width / 2 : attributes["text-anchor"] == "end" ? x - width : x
            // `SVGWriter.textLine`: the baseline sits at 0.8 of the font size below the top of the ink.
            var box = LayoutRect(x: left, y: Self.number(attributes, "y") - 0.8 * size, width: width, height: size)
            for clip in stack.compactMap(\.clip) { box = box.intersection(clip) }
            if !box.isEmpty { texts.append(Text(box: box, content: content)) }
        }
        stack.removeLast()
    }
}
