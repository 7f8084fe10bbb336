/// A laid-out screen drawn as one self-contained SVG: the device frame, the
/// screen's elements as nested `<g>` groups (each with `data-kind`,
/// `data-id`, `data-range` and `data-frame`), the status bar and home
/// indicator, popovers shown now, an "N more" marker past the element cap,
/// and the findings on top. Plain data in, text out; the one thing it reads
/// is image files, through a `PreviewImageSource`.
public import ViewLayout
public import ViewModel
public import ViewStrings

/// How to draw.
public struct PreviewOptions: Sendable {
    public var appearance: PreviewAppearance
    /// Draw the findings (`--no-findings` turns them off).
    public var showsFindings: Bool
    /// Draw this presented layer (`ScreenLayout.presentations`, from 1) over the dimmed screen.
    public var presentation: Int?
    /// The largest image inlined, and the most image bytes one drawing inlines.
    public var imageByteLimit: Int
    public var totalImageByteLimit: Int
    /// Added to every id of the drawing (after the screen's name), so that several variants of one screen
    /// share a page (`PreviewMatrix`); empty for a drawing alone.
    public var idScope: String

    public init(appearance: PreviewAppearance = .light, showsFindings: Bool = true, presentation: Int? = nil,
                imageByteLimit: Int = 256 << 10, totalImageByteLimit: Int = 2 << 20, idScope: String = "") {
        self.idScope = idScope
        self.appearance = appearance
        self.showsFindings = showsFindings
        self.presentation = presentation
        self.imageByteLimit = imageByteLimit
        self.totalImageByteLimit = totalImageByteLimit
    }
}

public enum PreviewRenderer {
    /// The device's bezel around the screen, in points.
    public static let bezel = 14.0
    /// The system font stack every text is set in.
    public static let fontFamily = "-apple-system, \"SF Pro Text\", \"PingFang SC\", \"Noto Sans CJK SC\", sans-serif"

    /// The SVG of `layout` (the layout of `file`) with `findings` — the
    /// diagnostics `check` reports for the file — drawn on the elements they are about.
    public static func svg(_ layout: ScreenLayout, file: SourceFile, findings: [Diagnostic], options: PreviewOptions = PreviewOptions(),
                           catalog: MessageCatalog = .ide(.english), images: (any PreviewImageSource)? = nil) -> String {
        draw(layout, file: file, findings: findings, options: options, catalog: catalog, images: images).svg
    }

    /// The drawing as pieces (`PreviewDrawn`), reusing each piece of `previous`
    /// (an earlier drawing of the same document) whose input is equal.
    public static func draw(_ layout: ScreenLayout, file: SourceFile, findings: [Diagnostic], options: PreviewOptions = PreviewOptions(),
                            catalog: MessageCatalog = .ide(.english), images: (any PreviewImageSource)? = nil,
                            previous: PreviewDrawn? = nil) -> PreviewDrawn {
        draw(layout, file: file, findings: findings, options: options, catalog: catalog, images: images, previous: previous,
             carried: nil)
    }

    /// The drawing of `carried.layout`; when it was taken over from the layout `previous` was drawn from
    /// (`relaidOut` not nil), each element but those laid out again is the one drawn before, and its piece
    /// is taken without comparing what it was drawn from.
    static func draw(_ layout: ScreenLayout, file: SourceFile, findings: [Diagnostic], options: PreviewOptions,
                     catalog: MessageCatalog, images: (any PreviewImageSource)?, previous: PreviewDrawn?,
                     carried: (layout: CarriableLayout, relaidOut: [Int]?)?) -> PreviewDrawn {
        var drawing = PreviewDrawing(layout: layout, file: file, findings: options.showsFindings ? findings : [], options: options,
                                     catalog: catalog, images: images, previous: previous?.memo)
        if let relaidOut = carried?.relaidOut { drawing.unchangedBut = Set(relaidOut) }
        drawing.drawDocument()
        var drawn = PreviewDrawn(pieces: drawing.pieces, memo: drawing.memo, layout: carried?.layout)
        drawn.layoutTakenOver = carried?.relaidOut != nil
        return drawn
    }

    /// An id prefix made of the screen's name, so that SVGs inlined in one page keep their ids apart.
    static func idPrefix(_ name: String) -> String {
        "vp-" + String(name.unicodeScalars.map { scalar -> Character in
            let value = scalar.value
            let plain = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            return plain ? Character(scalar) : "_"
        }) + "-"
    }
}

/// One drawing in progress.
struct PreviewDrawing {
    let layout: ScreenLayout
    let file: SourceFile
    let findings: [Diagnostic]
    let options: PreviewOptions
    let catalog: MessageCatalog
    let palette: PreviewPalette
    let prefix: String
    var writer: SVGWriter
    var images: PreviewImages
    /// Each element's children that are drawn inside it (not floating).
    let children: [[Int]]
    /// The elements written in the drawn file (not in component files), which findings can be on, by where their source starts.
    let ownElements: [Int]
    /// Each element's piece key: its parent's key and its place among the parent's children (`0.2.5`).
    let keys: [String]
    /// The pieces drawn so far, and what they were drawn from.
    var pieces: [String: PreviewPiece] = [:]
    var memo: PreviewMemo
    let previous: PreviewMemo?
    /// Set when the layout was taken over from the one `previous` was drawn from: every element but these is
    /// as it was drawn then (its input equal by construction), so its piece is taken without comparing.
    var unchangedBut: Set<Int>?
    /// The words the drawing writes itself (the status bar's time, the "N more" marker), which badges keep clear of.
    var chromeTextBoxes: [LayoutRect] = []

    init(layout: ScreenLayout, file: SourceFile, findings: [Diagnostic], options: PreviewOptions, catalog: MessageCatalog,
         images: (any PreviewImageSource)?, previous: PreviewMemo?) {
        self.layout = layout
        self.file = file
        self.findings = findings
        self.options = options
        self.catalog = catalog
        palette = PreviewPalette(options.appearance)
        prefix = PreviewRenderer.idPrefix(layout.name + options.idScope)
        writer = SVGWriter(capacity: 4 * 1024)
        self.images = PreviewImages(source: images, imageLimit: options.imageByteLimit, totalLimit: options.totalImageByteLimit)
        var children = Array(repeating: [Int](), count: layout.elements.count)
        for (index, element) in layout.elements.enumerated() where !element.isFloating {
            if let parent = element.parent { children[parent].append(index) }
        }
        self.children = children
        ownElements = layout.elements.indices.filter { layout.elements[$0].source.path == file.path }
            .sorted { (layout.elements[$0].source.bytes.lowerBound, $0) < (layout.elements[$1].source.bytes.lowerBound, $1) }
        var keys: [String] = []
        keys.reserveCapacity(layout.elements.count)
        var childCount = Array(repeating: 0, count: layout.elements.count)
        var rootCount = 0
        for element in layout.elements {
            if let parent = element.parent, parent < keys.count {
                keys.append(keys[parent] + "." + String(childCount[parent]))
                childCount[parent] += 1
            } else {
                keys.append(String(rootCount))
                rootCount += 1
            }
        }
        self.keys = keys
        let layer = options.presentation.flatMap { $0 > 0 && $0 <= layout.presentations.count ? $0 : nil } ?? 0
        memo = PreviewMemo(context: PreviewMemo.Context(appearance: options.appearance, prefix: prefix, path: file.path,
                                                        language: catalog.language.rawValue, layer: layer,
                                                        showsFindings: options.showsFindings))
        self.previous = previous?.context == memo.context ? previous : nil
        // Grown once, not doubled ten times over a 2,000-cell table (each growth hashes every key again).
        pieces.reserveCapacity(layout.elements.count + findings.count + 2)
        memo.elements.reserveCapacity(layout.elements.count)
        memo.findings.reserveCapacity(findings.count)
    }

    var screenRadius: Double { layout.device == .iphone ? (hasSensorHousing ? 48 : 0) : 18 }

    /// An iPhone whose safe area reaches below its status bar has the Dynamic Island (and rounded screen
    /// corners); one without (the iPhone SE, with a home button) has neither, and a status bar of the old kind.
    var hasSensorHousing: Bool { layout.variant.device.safeAreaTop > layout.variant.device.statusBarHeight }

    mutating func drawDocument() {
        let bezel = PreviewRenderer.bezel
        let width = layout.size.width + 2 * bezel
        let height = layout.size.height + 2 * bezel
        writer = SVGWriter(capacity: 8 * 1024)
        writer.raw("<title>\(SVGWriter.escape(layout.name))</title>")
        drawDefinitions()
        writer.rect(LayoutRect(x: 0, y: 0, width: width, height: height), fill: palette.bezel, radius: screenRadius + bezel,
                    attributes: "class=\"device\"")
        writer.raw("<g class=\"screen\" transform=\"translate(\(SVGWriter.number(bezel)) \(SVGWriter.number(bezel)))\" clip-path=\"url(#\(prefix)screen)\">")
        writer.rect(layout.bounds, fill: screenBackground, attributes: "class=\"background\"")
        drawLayer(0)
        drawStatusBar()
        drawHomeIndicator()
        if let layer = options.presentation, layer > 0, layer <= layout.presentations.count {
            writer.rect(layout.bounds, fill: palette.dimming, opacity: 0.35, attributes: "class=\"dimming\"")
            drawLayer(layer)
        }
        drawMoreMarker()
        writer.raw("</g>")
        if !findings.isEmpty { writer.slot(PreviewDrawn.findingsKey) }
        let root = writer.body
        let number = SVGWriter.number
        pieces[PreviewDrawn.rootKey] = PreviewPiece(tag: "svg", attributes: [
            ("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", "0 0 \(number(width)) \(number(height))"),
            ("width", number(width)), ("height", number(height)), ("class", "viewls-preview"),
            ("font-family", PreviewRenderer.fontFamily), ("data-screen", layout.name), ("data-device", layout.device.rawValue),
            ("data-orientation", layout.orientation.rawValue), ("data-appearance", options.appearance.rawValue),
            ("data-omitted", String(layout.omittedCount)),
        ], body: root)
        if !findings.isEmpty { drawFindings() }
    }

    private mutating func drawDefinitions() {
        let bounds = layout.bounds
        writer.raw("<defs><clipPath id=\"\(prefix)screen\">")
        writer.rect(bounds, fill: "#000", radius: screenRadius)
        writer.raw("</clipPath>")
        // Each pattern only where it is used: a gallery holds a hundred drawings inline, and the browser parses every element.
        if layout.elements.contains(where: { $0.kind == "error" }) {
            writer.raw("<pattern id=\"\(prefix)hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">")
            writer.raw("<rect width=\"8\" height=\"8\" fill=\"#FF3B30\" opacity=\"0.08\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#FF3B30\" stroke-width=\"3\" opacity=\"0.45\"/></pattern>")
        }
        if layout.elements.contains(where: { $0.kind == "MapView" && $0.parts.contains { $0.role == .mapBase } }) {
            drawMapPattern()
        }
        writer.raw("</defs>")
    }

    /// The streets, parks and water a map view's base shows, as a tile.
    private mutating func drawMapPattern() {
        writer.raw("<pattern id=\"\(prefix)map\" width=\"200\" height=\"200\" patternUnits=\"userSpaceOnUse\">")
        writer.rect(LayoutRect(x: 0, y: 0, width: 200, height: 200), fill: palette.mapBase)
        writer.rect(LayoutRect(x: 10, y: 8, width: 72, height: 48), fill: palette.mapPark, radius: 6)
        writer.rect(LayoutRect(x: 150, y: 146, width: 44, height: 46), fill: palette.mapPark, radius: 6)
        writer.rect(LayoutRect(x: 96, y: 104, width: 62, height: 72), fill: palette.mapWater, radius: 20)
        for x in [40.0, 96, 168] { writer.line(x, 0, x, 200, stroke: palette.mapRoad, width: 2.5) }
        for y in [28.0, 122, 178] { writer.line(0, y, 200, y, stroke: palette.mapRoad, width: 2.5) }
        writer.line(0, 70, 200, 70, stroke: palette.mapRoad, width: 8)
        writer.line(130, 0, 130, 200, stroke: palette.mapRoad, width: 7)
        writer.line(0, 200, 88, 112, stroke: palette.mapRoad, width: 5)
        writer.raw("</pattern>")
    }

    /// The screen's own background: its `background`, else the system background.
    var screenBackground: String {
        guard let root = layout.elements.first, root.parent == nil else { return palette.background }
        if root.kind == "Screen", let paint = PreviewPalette.paint(root.property("background")), paint.opacity > 0 { return paint.hex }
        if root.kind == "Screen", layout.elements.contains(where: { $0.kind == "TableView" && $0.name("style") == "grouped" && $0.depth == 1 }) {
            return palette.groupedBackground
        }
        return palette.background
    }

    // MARK: Elements

    /// The elements of one layer, each a `<g>` holding its children; floating ones drawn after, on top:
    /// a slot in the body being written for each root, and a piece for each element.
    private mutating func drawLayer(_ layer: Int) {
        var roots: [Int] = []
        for (index, element) in layout.elements.enumerated() where element.presentation == layer {
            let isRoot = element.parent == nil || element.isFloating || layout.elements[element.parent ?? 0].presentation != layer
            if isRoot { roots.append(index) }
        }
        let floating = roots.filter { layout.elements[$0].isFloating }
        for root in roots where !layout.elements[root].isFloating { writer.slot(keys[root]) }
        for root in floating { writer.slot(keys[root]) }
        var outer = writer
        for index in layout.elements.indices where layout.elements[index].presentation == layer {
            drawPiece(index)
        }
        swap(&outer, &writer)
    }

    /// One element's piece: its group's attributes, an invisible hit area, what lies outside its clip, the clip,
    /// itself, a slot for each child drawn inside it, and what lies over them — its body taken from the
    /// previous drawing when what it is drawn from is equal.
    private mutating func drawPiece(_ index: Int) {
        let key = keys[index]
        if let unchangedBut, !unchangedBut.contains(index), let stored = previous?.elements[key], !stored.drawn.readsImageFile {
            // Only its source is read (the element is not copied: 2,000 of them per keystroke).
            let source = layout.elements[index].source
            let samePlace = stored.span.start == source.start && stored.span.end == source.end
            let groupAttributes = samePlace ? stored.attributes : groupAttributes(layout.elements[index], key: key)
            memo.elements[key] = (stored.drawn, source, groupAttributes)
            pieces[key] = PreviewPiece(tag: "g", attributes: groupAttributes, body: stored.drawn.body)
            return
        }
        let element = layout.elements[index]
        let slots = children[index].filter { layout.elements[$0].presentation == element.presentation }.map { keys[$0] }
        let parent = element.parent.map { layout.elements[$0] }
        var rows: [LayoutRect] = []
        if element.kind == "TableView" || element.kind == "Section" {
            rows = children[index].filter { ["Cell", "error"].contains(layout.elements[$0].kind) }.map { layout.elements[$0].frame }
        }
        let tinted = ["BarButton", "BackButton", "Tab"].contains(element.kind)
        let input = PreviewMemo.ElementInput(element, slots: slots, tint: tinted ? tint(of: element) : "", parent: parent, rows: rows,
                                             overlapsSibling: element.kind == "ActivityIndicator" && overlapsSibling(index),
                                             messages: element.kind == "error" ? syntaxMessages(in: element.source.bytes) : [])
        let drawn: PreviewMemo.DrawnElement
        var attributes: [(name: String, value: String)]?
        if let stored = PreviewMemo.element(key, input, span: element.source, in: previous) {
            drawn = stored.drawn
            attributes = stored.attributes
        } else {
            writer = SVGWriter(capacity: 512)
            // An invisible hit area first, so a click anywhere on the element (not only on what it paints) is its
            // own and not the parent's painted background's: the editors reveal what was clicked.
            let hit = element.visibleFrame
            if hit.width > 0, hit.height > 0 { writer.rect(hit, fill: "none", attributes: "class=\"hit\" pointer-events=\"all\"") }
            drawOutside(element)
            let clipped = element.clipsChildren
            if clipped {
                let id = "\(prefix)k\(key)"
                writer.raw("<clipPath id=\"\(id)\">")
                writer.rect(element.frame, fill: "#000", radius: cornerRadius(of: element))
                writer.raw("</clipPath><g clip-path=\"url(#\(id))\">")
            }
            drawSelf(element, index: index)
            for slot in slots { writer.slot(slot) }
            drawOver(element)
            if clipped { writer.raw("</g>") }
            drawn = PreviewMemo.DrawnElement(input: input, body: writer.body)
        }
        let groupAttributes = attributes ?? groupAttributes(element, key: key)
        memo.elements[key] = (drawn, element.source, groupAttributes)
        pieces[key] = PreviewPiece(tag: "g", attributes: groupAttributes, body: drawn.body)
    }

    private func groupAttributes(_ element: LaidOutElement, key: String) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = [("class", element.kind == "error" ? "element broken" : "element"), ("data-key", key),
                                                           ("data-kind", element.kind)]
        if let id = element.id { attributes.append(("data-id", id)) }
        attributes.append(("data-range", element.source.lspText))
        attributes.append(("data-frame", "\(element.frame)"))
        if element.source.path != file.path {
            attributes.append(("data-file", element.source.path.split(separator: "/").last.map(String.init) ?? element.source.path))
        }
        return attributes
    }

    func cornerRadius(of element: LaidOutElement) -> Double {
        switch element.kind {
        case "Popover", "Alert": return 13
        case "ActionSheet": return 13
        default: return 0
        }
    }

    // MARK: Device chrome

    private mutating func drawStatusBar() {
        guard let statusBar = layout.statusBar else { return }
        let frame = statusBar.frame
        let light: Bool
        switch statusBar.style {
        case "light": light = true
        case "dark": light = false
        default: light = palette.isDark || (PreviewPalette.isDark(layout.elements.first?.property("background")) ?? false)
        }
        let color = light ? "#FFFFFF" : "#000000"
        let phone = layout.device == .iphone && hasSensorHousing
        let middle = frame.minY + (phone ? frame.height * 0.56 : frame.height / 2)
        writer.raw("<g class=\"status-bar\">")
        // A home-button iPhone's status bar sets the time in its middle.
        let homeButton = layout.device == .iphone && !hasSensorHousing
        let timeX = phone ? frame.minX + frame.width * 0.14 : (homeButton ? frame.midX : frame.minX + 20)
        writer.textLine("9:41", x: timeX, top: middle - 11, lineHeight: 22, fontSize: phone ? 17 : 13, fill: color, weight: .semibold,
                        anchor: phone || homeButton ? .center : .leading)
        chromeTextBoxes.append(PreviewTextBox.line("9:41", x: timeX, top: middle - 11, lineHeight: 22, fontSize: phone ? 17 : 13,
                                                   anchor: phone || homeButton ? .center : .leading))
        let right = frame.maxX - (phone ? frame.width * 0.1 : (homeButton ? 8 : 20))
        // Battery, then Wi-Fi and signal to its left.
        writer.rect(LayoutRect(x: right - 25, y: middle - 6, width: 25, height: 12), fill: "none", radius: 3.5, stroke: color,
                    strokeWidth: 1, opacity: 0.5)
        writer.rect(LayoutRect(x: right - 23, y: middle - 4, width: 19, height: 8), fill: color, radius: 2)
        writer.rect(LayoutRect(x: right + 1, y: middle - 2, width: 1.5, height: 4), fill: color, radius: 0.7, opacity: 0.5)
        writer.raw("<path d=\"M\(SVGWriter.number(right - 40)) \(SVGWriter.number(middle + 4))l-4.5-4.5a6.5 6.5 0 0 1 9 0z\" fill=\"\(color)\"/>")
        writer.raw("<path d=\"M\(SVGWriter.number(right - 47)) \(SVGWriter.number(middle - 3))a10 10 0 0 1 14 0\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.8\" stroke-linecap=\"round\"/>")
        for bar in 0..<4 {
            let height = 3.0 + Double(bar) * 2.5
            writer.rect(LayoutRect(x: right - 70 + Double(bar) * 4.5, y: middle + 5 - height, width: 3, height: height), fill: color,
                        radius: 1)
        }
        writer.raw("</g>")
        if phone, layout.orientation == .portrait {  // `phone`: an iPhone with the Dynamic Island
            writer.rect(LayoutRect(x: layout.size.width / 2 - 63, y: 11, width: 126, height: 37), fill: "#000000", radius: 18.5,
                        attributes: "class=\"dynamic-island\"")
        }
    }

    private mutating func drawHomeIndicator() {
        guard let indicator = layout.homeIndicator else { return }
        let width = layout.device == .iphone ? 134.0 : 200
        let color = palette.isDark || (PreviewPalette.isDark(layout.elements.first?.property("background")) ?? false) ? "#FFFFFF" : "#000000"
        writer.rect(LayoutRect(x: indicator.midX - width / 2, y: indicator.maxY - 8 - 5, width: width, height: 5), fill: color,
                    radius: 2.5, attributes: "class=\"home-indicator\"")
    }

    /// "N more": the elements past the cap, counted at the bottom of the screen.
    private mutating func drawMoreMarker() {
        guard layout.omittedCount > 0 else { return }
        let text = catalog.text("preview.more", ["count": "\(layout.omittedCount)"])
        let width = min(layout.size.width - 32, TextFittingWidth.points(text, fontSize: 15) + 32)
        let frame = LayoutRect(x: layout.size.width / 2 - width / 2, y: layout.size.height - layout.safeArea.bottom - 52, width: width,
                               height: 32)
        writer.raw("<g class=\"more\" data-count=\"\(layout.omittedCount)\">")
        writer.rect(frame, fill: "#000000", radius: 16, opacity: 0.75)
        writer.textLine(text, x: frame.midX, top: frame.minY + 5, lineHeight: 22, fontSize: 15, fill: "#FFFFFF", weight: .semibold,
                        anchor: .center)
        chromeTextBoxes.append(PreviewTextBox.line(text, x: frame.midX, top: frame.minY + 5, lineHeight: 22, fontSize: 15, anchor: .center))
        writer.raw("</g>")
    }
}

/// The width estimate the layout uses, for the few texts the drawing adds itself.
enum TextFittingWidth {
    static func points(_ text: String, fontSize: Double) -> Double { TextWidth.points(text, fontSize: fontSize) }
}
