/// A table row by its cell style: the editing control, image and accessory
/// take their room (the room `table-view/truncated-text` measures: the
/// width less two side insets, the image's and the accessory's), then the
/// title and detail are set in what is left — one line each, cut with `…`,
/// unless `titleLines`/`detailLines` (v4) let them wrap (`LayoutBuilder+CellLines`).
/// A custom cell's children go beside its images, stacked and centred.
import ViewModel

extension LayoutBuilder {
    func placeLooseCell(_ cell: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        placeCell(cell, in: frame, parent: parent, depth: depth, isLast: true)
    }

    func placeCell(_ cell: Element, in frame: LayoutRect, parent: Int?, depth: Int, isLast: Bool) {
        guard let index = record(cell, frame: frame, parent: parent, depth: depth) else { return }
        if cell.bool("selected") == true { add(LaidOutPart(role: .selection, frame: frame), to: index) }
        var left = frame.minX + LayoutMetrics.cellSideInset
        var right = frame.maxX - LayoutMetrics.cellSideInset
        switch cell.name("editing") {
        case "remove", "insert":
            let size = 22.0
            add(LaidOutPart(role: .editingControl, frame: LayoutRect(x: left, y: frame.midY - size / 2, width: size, height: size),
                            value: cell.name("editing")), to: index)
            left = frame.minX + LayoutMetrics.editingControlWidth + LayoutMetrics.cellSideInset
        case "reorder":
            let width = 22.0
            add(LaidOutPart(role: .reorderControl, frame: LayoutRect(x: right - width, y: frame.midY - 7, width: width, height: 14)),
                to: index)
            right -= LayoutMetrics.accessoryWidth
        default:
            break
        }
        if let accessory = cell.name("accessory"), accessory != "none" {
            add(LaidOutPart(role: .accessory, frame: accessoryFrame(accessory, right: right, midY: frame.midY), value: accessory),
                to: index)
            right -= LayoutMetrics.accessoryWidth
        }
        if let image = cell.binding("image"), !image.value.isMissing {
            let size = min(LayoutMetrics.cellImageSize, frame.height)
            add(LaidOutPart(role: .image, frame: LayoutRect(x: left, y: frame.midY - size / 2, width: size, height: size),
                            value: imageText(image.value)), to: index)
            left += LayoutMetrics.cellImageWidth
        }
        left = min(left, frame.maxX)
        right = min(max(right, left), frame.maxX)
        let text = LayoutRect(x: left, y: frame.minY, width: max(0, right - left), height: frame.height)
        setTextRoom(text, of: index)
        if !measuresOnly { layOutCellText(cell, in: text, index: index) }
        if !isLast {
            // The separator starts where the text does.
            add(LaidOutPart(role: .separator, frame: LayoutRect(x: left, y: frame.maxY - 0.5, width: max(0, frame.maxX - left),
                                                                height: 0.5)), to: index)
        }
        layOutCellChildren(cell, index: index, in: LayoutRect(x: left, y: frame.minY, width: max(0, right - left), height: frame.height),
                           depth: depth + 1)
    }

    private func accessoryFrame(_ accessory: String, right: Double, midY: Double) -> LayoutRect {
        switch accessory {
        case "checkmark": return LayoutRect(x: right - 14, y: midY - 5.5, width: 14, height: 11)
        case "detailDisclosureButton": return LayoutRect(x: right - 22, y: midY - 11, width: 22, height: 22)
        default: return LayoutRect(x: right - 8, y: midY - 6.5, width: 8, height: 13)
        }
    }

    private func layOutCellText(_ cell: Element, in room: LayoutRect, index: Int) {
        let title = cell.string("title").flatMap { $0.isEmpty ? nil : $0 }
        let detail = cell.string("detail").flatMap { $0.isEmpty ? nil : $0 }
        let body = textStyle(.body)
        if let limits = lineLimits(of: cell) {
            layOutWrappedCellText(cell, title: title, detail: detail, limits: limits, in: room, index: index)
            return
        }
        switch cell.name("style") ?? "standard" {
        case "custom":
            return
        case "subtitle":
            let detailStyle = subtitleDetailStyle
            let total = (title == nil ? 0 : body.lineHeight) + (detail == nil ? 0 : detailStyle.lineHeight)
            var y = room.midY - total / 2
            if let title {
                addLine(title, role: .title, style: body, in: LayoutRect(x: room.minX, y: y, width: room.width, height: body.lineHeight),
                        to: index)
                y += body.lineHeight
            }
            addLine(detail, role: .detail, style: detailStyle,
                    in: LayoutRect(x: room.minX, y: y, width: room.width, height: detailStyle.lineHeight), to: index)
        case "value1", "value2":
            let titleWidth = min(room.width, title.map { TextFitting.width($0, fontSize: body.fontSize) } ?? 0)
            addLine(title, role: .title, style: body, in: LayoutRect(x: room.minX, y: room.minY, width: titleWidth, height: room.height),
                    to: index)
            let used = title == nil ? 0 : titleWidth + LayoutMetrics.titleDetailGap
            let detailFrame = LayoutRect(x: room.minX + used, y: room.minY, width: max(0, room.width - used), height: room.height)
            let alignment: LaidOutText.Alignment = cell.name("style") == "value1" ? .trailing : .leading
            addLine(detail, role: .detail, style: body, in: detailFrame, to: index, alignment: alignment)
        default:
            addLine(title, role: .title, style: body, in: room, to: index)
        }
    }

    /// A subtitle cell's detail: 12 pt at the default text size, scaled as caption 1.
    var subtitleDetailStyle: TextStyle {
        let scale = DynamicType.scale(.caption1, at: metrics.textSize)
        return TextStyle.sized(LayoutMetrics.subtitleDetailFontSize * scale)
    }

    /// How much taller a row of a standard style grows than at the default text size, its text being
    /// larger (a self-sizing cell): zero at Large, for a custom cell and for an empty one.
    func selfSizingGrowth(of cell: Element) -> Double {
        guard metrics.textSize != .default else { return 0 }
        let hasTitle = cell.string("title").map { !$0.isEmpty } ?? false
        let hasDetail = cell.string("detail").map { !$0.isEmpty } ?? false
        let body = textStyle(.body).lineHeight - TextStyle.body.lineHeight
        switch cell.name("style") ?? "standard" {
        case "custom": return 0
        case "subtitle":
            let detail = subtitleDetailStyle.lineHeight - TextStyle.sized(LayoutMetrics.subtitleDetailFontSize).lineHeight
            return (hasTitle ? body : 0) + (hasDetail ? detail : 0)
        default: return hasTitle || hasDetail ? body : 0
        }
    }

    /// A cell's own children (a custom cell's content): images on the left,
    /// the rest stacked beside them, the stack centred in the row.
    private func layOutCellChildren(_ cell: Element, index: Int, in room: LayoutRect, depth: Int) {
        let children = shown(cell)
        guard !children.isEmpty else { return }
        var x = room.minX
        let spacing = LayoutMetrics.barItemSpacing
        for image in children where image.is("ImageView") {
            var size = imageViewSize(image, room: max(0, room.maxX - x))
            if let height = image.number("height") { size.height = height }
            if let width = image.number("width") { size.width = width }
            size.height = min(max(0, size.height), room.height)
            size.width = min(max(0, size.width), max(0, room.maxX - x))
            place(image, in: LayoutRect(x: x, y: room.midY - size.height / 2, width: size.width, height: size.height), parent: index,
                  depth: depth)
            x = min(room.maxX, x + size.width + spacing)
        }
        let others = children.filter { !$0.is("ImageView") }
        guard !others.isEmpty else { return }
        let width = max(0, room.maxX - x)
        let entries = others.map { columnEntry(for: $0, width: width, margins: .zero) }
        var gap = 2.0
        var total = entries.reduce(0) { $0 + $1.height } + gap * Double(others.count - 1)
        // A row too short for its content squeezes it: what a cell holds stays in the cell.
        let factor = total > room.height ? room.height / max(total, 0.001) : 1
        gap *= factor
        total *= factor
        var y = room.midY - total / 2
        for (child, entry) in zip(others, entries) {
            let childWidth = entry.alignment == .center ? min(width, entry.width ?? width) : width
            place(child, in: LayoutRect(x: x, y: y, width: childWidth, height: entry.height * factor), parent: index, depth: depth)
            y += entry.height * factor + gap
        }
    }
}
