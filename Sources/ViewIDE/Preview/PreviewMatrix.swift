/// A screen on every variant of its matrix (`devices.md` §4): each variant
/// laid out and drawn with the findings that happen on it, and the strip
/// that shows them side by side — one SVG, each drawing under its label
/// (device, orientation, text size, in the catalog's language) and the
/// number of its findings, in a `<g class="variant">` that names the
/// variant (`data-device`, `data-orientation`, `data-text-size`,
/// `data-findings`, `data-variant`). Each drawing's ids carry its variant,
/// so the drawings of one strip, and strips of many screens, share a page.
public import ViewLayout
public import ViewModel
public import ViewStrings

public struct PreviewMatrix: Sendable {
    /// One variant's drawing.
    public struct Cell: Sendable {
        public let variant: LayoutVariant
        public let label: String
        public let findings: [Diagnostic]
        public let svg: String
        /// The drawing's size with its bezel, in points.
        public let width: Double
        public let height: Double

        /// `iPhone-SE.portrait.Large`: the variant in file names and links.
        public var slug: String { PreviewVariants.slug(variant) }
    }

    public let screen: String
    public let cells: [Cell]

    /// The space above each drawing for its label, and between drawings.
    static let labelHeight = 80.0
    static let gap = 40.0

    /// `file` drawn on every variant of its matrix (or on `variants`), each with the findings of `diagnostics` that happen on it.
    public static func draw(_ model: FileModel, findings diagnostics: [Diagnostic], file: SourceFile, in workspace: Workspace,
                            variants: [LayoutVariant]? = nil, options: PreviewOptions = PreviewOptions(), catalog: MessageCatalog,
                            images: (any PreviewImageSource)?) -> PreviewMatrix {
        let variants = variants ?? PreviewVariants.matrix(of: model, file: file, in: workspace)
        var cells: [Cell] = []
        var name = file.typeName
        for variant in variants {
            var drawingOptions = options
            drawingOptions.idScope = "-" + PreviewVariants.slug(variant)
            let findings = options.showsFindings ? PreviewVariants.findings(diagnostics, on: variant) : []
            let (layout, drawn) = ScreenPreview.draw(model, findings: findings, file: file, in: workspace,
                                                     layoutOptions: LayoutOptions(variant: variant), options: drawingOptions,
                                                     catalog: catalog, images: images)
            name = layout.name
            cells.append(Cell(variant: variant, label: PreviewVariants.label(variant, catalog: catalog), findings: findings,
                              svg: drawn.svg, width: layout.size.width + 2 * PreviewRenderer.bezel,
                              height: layout.size.height + 2 * PreviewRenderer.bezel))
        }
        return PreviewMatrix(screen: name, cells: cells)
    }

    /// The strip: every variant's drawing side by side, each under its label (the device by its badge, then
    /// the rest of the label), aligned at the top; a label wider than its drawing widens its place.
    public var svg: String {
        let number = SVGWriter.number
        let places = cells.map { max($0.width, Self.labelWidth($0)) }
        let width = places.reduce(0, +) + Self.gap * Double(max(cells.count - 1, 0))
        let height = (cells.map(\.height).max() ?? 0) + Self.labelHeight
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
            + "width=\"\(number(width))\" height=\"\(number(height))\" class=\"viewls-matrix\" "
            + "font-family=\"\(SVGWriter.escape(PreviewRenderer.fontFamily))\" data-screen=\"\(SVGWriter.escape(screen))\">"
        svg += "<title>\(SVGWriter.escape(screen))</title>"
        var x = 0.0
        for (cell, place) in zip(cells, places) {
            let errors = cell.findings.filter { $0.severity == .error }.count
            let badge = cell.findings.isEmpty ? "#1f7a35" : (errors > 0 ? "#d70015" : "#c93400")
            let (device, rest) = Self.lines(cell.label)
            svg += "<g class=\"variant\" transform=\"translate(\(number(x)) 0)\" data-variant=\"\(cell.slug)\" "
                + "data-device=\"\(SVGWriter.escape(cell.variant.device.name))\" data-orientation=\"\(cell.variant.orientation.rawValue)\" "
                + "data-text-size=\"\(cell.variant.textSize.rawValue)\" data-findings=\"\(cell.findings.count)\">"
            svg += "<title>\(SVGWriter.escape(cell.label))</title>"
            svg += "<circle class=\"variant-count\" cx=\"17\" cy=\"20\" r=\"17\" fill=\"\(badge)\"/>"
            svg += "<text x=\"17\" y=\"27\" text-anchor=\"middle\" font-size=\"19\" font-weight=\"600\" fill=\"#fff\">\(cell.findings.count)</text>"
            svg += "<text class=\"variant-label\" x=\"44\" y=\"27\" font-size=\"22\" font-weight=\"600\" fill=\"#1c1c1e\">"
                + "\(SVGWriter.escape(device))</text>"
            svg += "<text class=\"variant-detail\" x=\"0\" y=\"62\" font-size=\"20\" fill=\"#3a3a3c\">\(SVGWriter.escape(rest))</text>"
            svg += "<g transform=\"translate(0 \(number(Self.labelHeight)))\">\(cell.svg)</g></g>"
            x += place + Self.gap
        }
        return svg + "</svg>"
    }

    /// A label as its two lines: the device, then the rest (`portrait · text size Large`).
    static func lines(_ label: String) -> (String, String) {
        guard let separator = label.range(of: " · ") else { return (label, "") }
        return (String(label[..<separator.lowerBound]), String(label[separator.upperBound...]))
    }

    /// About how wide a label is set: 11 points a character at 20 points, 20 for a wide (CJK) one.
    static func labelWidth(_ cell: Cell) -> Double {
        let (device, rest) = lines(cell.label)
        func width(_ text: String, _ size: Double) -> Double {
            text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? size : size * 0.55) }
        }
        return max(44 + width(device, 22), width(rest, 20)) + 8
    }
}
