/// Language version 4's `titleLines` and `detailLines`: a cell's title and
/// detail wrap into up to that many lines (`0`: as many as they need) and the
/// row grows by the lines past the first, as a self-sizing cell does. A cell
/// without either binding is laid out as before, one line each, at the cost
/// of two binding lookups.
import ViewModel

extension LayoutBuilder {
    /// The most lines a text may take when `0` means no limit: bounded, so a huge text stays a bounded layout.
    static let unlimitedCellLines = 500

    /// The title's and detail's line limits when either binding sets other than one line; nil otherwise.
    func lineLimits(of cell: Element) -> (title: Int, detail: Int)? {
        let title = cell.binding("titleLines")?.value.numberValue
        let detail = cell.binding("detailLines")?.value.numberValue
        guard title.map({ $0 != 1 }) ?? false || detail.map({ $0 != 1 }) ?? false else { return nil }
        return (Self.lineLimit(title), Self.lineLimit(detail))
    }

    /// `0` is no limit (bounded); a negative or missing count is one line.
    static func lineLimit(_ count: Double?) -> Int {
        guard let count, count.isFinite else { return 1 }
        if count == 0 { return unlimitedCellLines }
        return count < 1 ? 1 : Int(min(count, Double(unlimitedCellLines)))
    }

    /// The room a row of `rowWidth` leaves its text: the width less the side
    /// insets, the editing control's, the image's and the accessory's (as `placeCell` sets it).
    func cellTextWidth(_ cell: Element, rowWidth: Double) -> Double {
        var room = rowWidth - 2 * LayoutMetrics.cellSideInset
        switch cell.name("editing") {
        case "remove", "insert": room -= LayoutMetrics.editingControlWidth
        case "reorder": room -= LayoutMetrics.accessoryWidth
        default: break
        }
        if let accessory = cell.name("accessory"), accessory != "none" { room -= LayoutMetrics.accessoryWidth }
        if let image = cell.binding("image"), !image.value.isMissing { room -= LayoutMetrics.cellImageWidth }
        return max(0, room)
    }

    /// The title's and detail's wrapped lines in the room, by the cell's style (nil: the text is not shown).
    private func wrappedCellText(_ cell: Element, title: String?, detail: String?, limits: (title: Int, detail: Int),
                                 width: Double) -> (title: (lines: [String], truncated: Bool)?, detail: (lines: [String], truncated: Bool)?,
                                                    detailStyle: TextStyle) {
        let body = textStyle(.body)
        let style = cell.name("style") ?? "standard"
        let detailStyle = style == "subtitle" ? subtitleDetailStyle : body
        let titleLines = title.map { TextFitting.lines($0, fontSize: body.fontSize, width: width, maxLines: limits.title) }
        switch style {
        case "subtitle":
            return (titleLines, detail.map { TextFitting.lines($0, fontSize: detailStyle.fontSize, width: width, maxLines: limits.detail) },
                    detailStyle)
        case "value1", "value2":
            // Side by side: the title takes what it needs of the room, at most all of it; the detail the rest.
            let titleWidth = min(width, title.map { TextFitting.width($0, fontSize: body.fontSize) } ?? 0)
            let used = title == nil ? 0 : titleWidth + LayoutMetrics.titleDetailGap
            let sideTitle = title.map { TextFitting.lines($0, fontSize: body.fontSize, width: titleWidth, maxLines: limits.title) }
            return (sideTitle, detail.map { TextFitting.lines($0, fontSize: body.fontSize, width: max(0, width - used), maxLines: limits.detail) },
                    detailStyle)
        default:
            return (titleLines, nil, detailStyle)
        }
    }

    /// How much taller than one line each the row's wrapped title and detail make it; zero without `titleLines`/`detailLines`.
    func wrappedLinesGrowth(of cell: Element, rowWidth: Double) -> Double {
        guard let limits = lineLimits(of: cell), cell.name("style") != "custom" else { return 0 }
        let title = cell.string("title").flatMap { $0.isEmpty ? nil : $0 }
        let detail = cell.string("detail").flatMap { $0.isEmpty ? nil : $0 }
        let text = wrappedCellText(cell, title: title, detail: detail, limits: limits, width: cellTextWidth(cell, rowWidth: rowWidth))
        let body = textStyle(.body).lineHeight
        let titleExtra = Double(max(0, (text.title?.lines.count ?? 0) - 1)) * body
        let detailExtra = Double(max(0, (text.detail?.lines.count ?? 0) - 1)) * text.detailStyle.lineHeight
        switch cell.name("style") ?? "standard" {
        case "value1", "value2": return max(titleExtra, detailExtra)
        default: return titleExtra + detailExtra
        }
    }

    /// Draws the wrapped title and detail: stacked and centred in a subtitle row, side by side in a value row.
    func layOutWrappedCellText(_ cell: Element, title: String?, detail: String?, limits: (title: Int, detail: Int),
                               in room: LayoutRect, index: Int) {
        let style = cell.name("style") ?? "standard"
        guard style != "custom" else { return }
        let body = textStyle(.body)
        let text = wrappedCellText(cell, title: title, detail: detail, limits: limits, width: room.width)
        func add(_ fitted: (lines: [String], truncated: Bool)?, role: LaidOutText.Role, style: TextStyle, x: Double, y: Double,
                 width: Double, alignment: LaidOutText.Alignment = .leading) {
            guard let fitted, !fitted.lines.isEmpty else { return }
            let frame = LayoutRect(x: x, y: y, width: width, height: Double(fitted.lines.count) * style.lineHeight)
            self.add(LaidOutText(role: role, frame: frame, lines: fitted.lines, fontSize: style.fontSize, lineHeight: style.lineHeight,
                                 weight: style.weight, alignment: alignment, isTruncated: fitted.truncated), to: index)
        }
        let titleHeight = Double(text.title?.lines.count ?? 0) * body.lineHeight
        let detailHeight = Double(text.detail?.lines.count ?? 0) * text.detailStyle.lineHeight
        switch style {
        case "value1", "value2":
            let titleWidth = min(room.width, title.map { TextFitting.width($0, fontSize: body.fontSize) } ?? 0)
            add(text.title, role: .title, style: body, x: room.minX, y: room.midY - titleHeight / 2, width: titleWidth)
            let used = title == nil ? 0 : titleWidth + LayoutMetrics.titleDetailGap
            add(text.detail, role: .detail, style: body, x: room.minX + used, y: room.midY - detailHeight / 2,
                width: max(0, room.width - used), alignment: style == "value1" ? .trailing : .leading)
        default:
            let top = room.midY - (titleHeight + detailHeight) / 2
            add(text.title, role: .title, style: body, x: room.minX, y: top, width: room.width)
            add(text.detail, role: .detail, style: text.detailStyle, x: room.minX, y: top + titleHeight, width: room.width)
        }
    }
}

/// A `Label`'s `lines` (v4): its text wraps into up to that many lines, and the label is as tall as they are.
extension LayoutBuilder {
    /// The label's line limit when `lines` sets other than one; nil otherwise (one line, cut with `…`).
    func labelLineLimit(_ label: Element) -> Int? {
        guard let count = label.binding("lines")?.value.numberValue, count != 1 else { return nil }
        return Self.lineLimit(count)
    }

    private func wrappedLabelLines(_ label: Element, limit: Int, style: TextStyle, width: Double) -> (lines: [String], truncated: Bool) {
        TextFitting.lines(label.string("text") ?? "", fontSize: style.fontSize, width: width, maxLines: limit)
    }

    func wrappedLabelHeight(_ label: Element, limit: Int, width: Double) -> Double {
        let style = labelStyle(label)
        return Double(max(1, wrappedLabelLines(label, limit: limit, style: style, width: width).lines.count)) * style.lineHeight
    }

    func layOutWrappedLabel(_ label: Element, limit: Int, style: TextStyle, in frame: LayoutRect, index: Int) {
        guard !measuresOnly else { return }
        let fitted = wrappedLabelLines(label, limit: limit, style: style, width: frame.width)
        guard !fitted.lines.isEmpty else { return }
        let height = Double(fitted.lines.count) * style.lineHeight
        add(LaidOutText(role: .text, frame: LayoutRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height),
                        lines: fitted.lines, fontSize: style.fontSize, lineHeight: style.lineHeight, weight: style.weight,
                        alignment: .leading, isTruncated: fitted.truncated), to: index)
    }
}
