/// Controls and simple content views: labels, buttons, text fields,
/// segmented and page controls, activity indicators, image, text and web
/// views — their natural sizes and the text and parts inside them.
import ViewModel

extension LayoutBuilder {
    func placeControl(_ element: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        let scrolls = element.is("TextView") || element.is("WebView")
        guard let index = record(element, frame: frame, parent: parent, depth: depth, scrolls: scrolls) else { return }
        switch element.kind {
        case "Label":
            let style = labelStyle(element)
            if let limit = labelLineLimit(element) {
                layOutWrappedLabel(element, limit: limit, style: style, in: frame, index: index)
            } else {
                addLine(element.string("text"), role: .text, style: style, in: frame, to: index)
            }
        case "Button":
            let style = element.name("role") == "done" ? textStyle(.body).weighted(.semibold) : textStyle(.body)
            let inner = frame.insetBy(dx: LayoutMetrics.barItemSpacing, dy: 0)
            addLine(element.string("title"), role: .title, style: style, in: inner, to: index, alignment: .center)
        case "TextField":
            layOutField(element, in: frame, index: index)
        case "SegmentedControl":
            layOutSegments(segmentTitles(element), selected: element.number("selected").map { Int($0) }, in: frame, to: index)
        case "PageControl":
            let count = max(0, Int(element.number("pages") ?? 0))
            add(LaidOutPart(role: .pageDots, frame: frame, value: "\(count)/0"), to: index)
        case "ActivityIndicator":
            layOutActivityIndicator(element, in: frame, index: index)
        case "ImageView":
            if let image = imageText(element.value("image")) ?? element.value("images")?.listValue?.first.flatMap(imageText) {
                add(LaidOutPart(role: .image, frame: frame, value: image), to: index)
            }
        case "TextView":
            layOutTextView(element, in: frame, index: index)
        case "WebView":
            let style = TextStyle.caption1
            addLine(element.string("url"), role: .text, style: style,
                    in: LayoutRect(x: frame.minX + metrics.layoutMargin, y: frame.minY + LayoutMetrics.columnSpacing,
                                   width: frame.width - 2 * metrics.layoutMargin, height: style.lineHeight),
                    to: index, alignment: .center)
        default:
            break
        }
        placeStrayChildren(of: element, index: index, in: frame, depth: depth)
    }

    /// One line of `text` in `frame`'s vertical middle, cut with `…` to its width.
    func addLine(_ text: String?, role: LaidOutText.Role, style: TextStyle, in frame: LayoutRect, to index: Int,
                 alignment: LaidOutText.Alignment = .leading) {
        guard !measuresOnly, let text, !text.isEmpty else { return }
        let (line, cut) = TextFitting.truncated(text, fontSize: style.fontSize, width: frame.width)
        let lineFrame = LayoutRect(x: frame.minX, y: frame.midY - style.lineHeight / 2, width: frame.width, height: style.lineHeight)
        add(LaidOutText(role: role, frame: lineFrame, lines: [line], fontSize: style.fontSize, lineHeight: style.lineHeight,
                        weight: style.weight, alignment: alignment, isTruncated: cut), to: index)
    }

    /// The text style of a label or text view: `fontSize` fixed, else its `font` at the variant's text size.
    func labelStyle(_ element: Element) -> TextStyle {
        if let size = element.number("fontSize") { return .sized(size) }
        return textStyle(element.name("font").flatMap(DynamicType.Style.init(rawValue:)) ?? .body)
    }

    /// A text style at the variant's Dynamic Type size.
    func textStyle(_ style: DynamicType.Style) -> TextStyle { .dynamic(style, at: metrics.textSize) }

    func buttonWidth(_ element: Element) -> Double {
        let text = element.string("title") ?? ""
        return max(LayoutMetrics.minimumTapTarget,
                   TextFitting.width(text, fontSize: textStyle(.body).fontSize) + 2 * LayoutMetrics.buttonPadding)
    }

    func segmentTitles(_ element: Element) -> [String] {
        (element.value("segments")?.listValue ?? []).map { $0.stringValue ?? $0.nameValue ?? "" }
    }

    /// Equal segments as wide as the widest title needs, at most `room`.
    func segmentedWidth(_ element: Element, room: Double) -> Double {
        let titles = segmentTitles(element)
        guard !titles.isEmpty else { return LayoutMetrics.minimumTapTarget }
        let widest = titles.map { TextFitting.width($0, fontSize: LayoutMetrics.footnoteFontSize) }.max() ?? 0
        return min(room, Double(titles.count) * (widest + 2 * LayoutMetrics.segmentPadding))
    }

    /// Segments side by side across `frame`, their titles cut to fit.
    func layOutSegments(_ titles: [String], selected: Int?, in frame: LayoutRect, to index: Int) {
        guard !titles.isEmpty else { return }
        let width = frame.width / Double(titles.count)
        let style = TextStyle.footnote.weighted(.semibold)
        for (number, title) in titles.enumerated() {
            let segment = LayoutRect(x: frame.minX + Double(number) * width, y: frame.minY, width: width, height: frame.height)
            add(LaidOutPart(role: .segment, frame: segment, value: number == selected ? "selected" : nil), to: index)
            addLine(title, role: .segment, style: style, in: segment.insetBy(dx: 4, dy: 0), to: index, alignment: .center)
        }
    }

    func pageDotsWidth(_ element: Element) -> Double {
        Double(max(1, Int(element.number("pages") ?? 1))) * LayoutMetrics.pageDotPitch + LayoutMetrics.pageDotPitch
    }

    func activityIndicatorSize(_ element: Element, room: Double) -> LayoutSize {
        let spinner = LayoutMetrics.activityIndicatorSize
        guard let label = element.string("label"), !label.isEmpty else { return LayoutSize(width: spinner, height: spinner) }
        let width = min(room, max(spinner, TextFitting.width(label, fontSize: LayoutMetrics.footnoteFontSize)))
        return LayoutSize(width: width, height: spinner + LayoutMetrics.columnSpacing + LayoutMetrics.footnoteLineHeight)
    }

    private func layOutActivityIndicator(_ element: Element, in frame: LayoutRect, index: Int) {
        let size = LayoutMetrics.activityIndicatorSize
        add(LaidOutPart(role: .spinner, frame: LayoutRect(x: frame.midX - size / 2, y: frame.minY, width: size, height: size)),
            to: index)
        let line = LayoutRect(x: frame.minX, y: frame.minY + size + LayoutMetrics.columnSpacing, width: frame.width,
                              height: LayoutMetrics.footnoteLineHeight)
        addLine(element.string("label"), role: .text, style: .footnote, in: line, to: index, alignment: .center)
    }

    private func layOutField(_ element: Element, in frame: LayoutRect, index: Int) {
        add(LaidOutPart(role: .field, frame: frame, value: element.name("purpose")), to: index)
        var inner = frame.insetBy(dx: LayoutMetrics.barItemSpacing, dy: 0)
        if element.name("purpose") == "search" {
            let glyph = LayoutMetrics.footnoteLineHeight
            add(LaidOutPart(role: .glyph, frame: LayoutRect(x: inner.minX, y: frame.midY - glyph / 2, width: glyph, height: glyph),
                            value: "search"), to: index)
            inner = LayoutRect(x: inner.minX + glyph + 4, y: inner.minY, width: max(0, inner.width - glyph - 4), height: inner.height)
        }
        if let text = element.string("text"), !text.isEmpty {
            addLine(text, role: .text, style: .body, in: inner, to: index)
        } else {
            addLine(element.string("placeholder"), role: .placeholder, style: .body, in: inner, to: index)
        }
    }

    /// An image view's size: its image file's size in points (fitted to
    /// `room`), a system glyph's, or a placeholder as wide as the room.
    func imageViewSize(_ element: Element, room: Double) -> LayoutSize {
        var size = LayoutSize(width: room, height: LayoutMetrics.placeholderImageHeight)
        let binding = element.binding("image") ?? element.binding("images")
        if let binding, case .path = binding.value {
            size = LayoutSize(width: LayoutMetrics.systemImageSize, height: LayoutMetrics.systemImageSize)
        } else if let binding, let info = imageInfo(binding), info.pointWidth > 0, info.pointHeight > 0 {
            size = LayoutSize(width: info.pointWidth, height: info.pointHeight)
        }
        if let width = element.number("width"), element.number("height") == nil, size.width > 0 {
            size = LayoutSize(width: width, height: size.height * width / size.width)
        }
        if size.width > room, room > 0 {
            size = LayoutSize(width: room, height: size.height * room / size.width)
        }
        return size
    }

    /// The size the image store gives an image binding (the first image of a list).
    func imageInfo(_ binding: Binding) -> ImageInfo? {
        guard let images else { return nil }
        if binding.value.listValue != nil { return images.images(of: binding).first?.info }
        return images.image(of: binding)
    }

    /// An image value as written: the path, or `system.NAME`.
    func imageText(_ value: Value?) -> String? {
        switch value {
        case .string(let path)?: return path
        case .path(let parts)?: return parts.joined(separator: ".")
        default: return nil
        }
    }

    /// A text view's text wrapped to its width, cut at the line limit.
    func textViewLines(_ element: Element, width: Double) -> (lines: [String], truncated: Bool, style: TextStyle) {
        let style = labelStyle(element)
        let room = width - 2 * LayoutMetrics.textViewHorizontalInset
        let (lines, cut) = TextFitting.lines(element.string("text") ?? "", fontSize: style.fontSize, width: room,
                                             maxLines: Int(LayoutMetrics.textLineLimit))
        return (lines, cut, style)
    }

    func textViewHeight(_ element: Element, width: Double) -> Double {
        let (lines, _, style) = textViewLines(element, width: width)
        return Double(max(1, lines.count)) * style.lineHeight + 2 * LayoutMetrics.textViewVerticalInset
    }

    private func layOutTextView(_ element: Element, in frame: LayoutRect, index: Int) {
        let (lines, cut, style) = textViewLines(element, width: frame.width)
        guard !lines.isEmpty else { return }
        let alignment: LaidOutText.Alignment = element.name("alignment") == "center" ? .center
            : (element.name("alignment") == "right" ? .trailing : .leading)
        let textFrame = LayoutRect(x: frame.minX + LayoutMetrics.textViewHorizontalInset,
                                   y: frame.minY + LayoutMetrics.textViewVerticalInset,
                                   width: max(0, frame.width - 2 * LayoutMetrics.textViewHorizontalInset),
                                   height: Double(lines.count) * style.lineHeight)
        add(LaidOutText(role: .text, frame: textFrame, lines: lines, fontSize: style.fontSize, lineHeight: style.lineHeight,
                        weight: style.weight, alignment: alignment, isTruncated: cut), to: index)
    }
}
