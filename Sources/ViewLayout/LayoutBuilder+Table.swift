/// Tables: a search bar as the table's header, sections with their header
/// and footer text (a strip in a plain table, spacing and footnote text in a
/// grouped one, whose rows are inset by the layout margin), rows by their
/// height, the section index on the right edge, and the refresh control
/// above the first row where it waits until pulled.
import ViewModel

extension LayoutBuilder {
    func placeTable(_ table: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        guard let index = record(table, frame: frame, parent: parent, depth: depth, clips: true, scrolls: true) else { return }
        let grouped = table.name("style") == "grouped"
        let indexTitles = (table.value("index")?.listValue ?? []).map { $0.stringValue ?? $0.nameValue ?? "" }
        let indexWidth = indexTitles.isEmpty ? 0 : LayoutMetrics.tableIndexWidth
        if !indexTitles.isEmpty { layOutIndex(indexTitles, in: frame, to: index) }
        let content = LayoutRect(x: frame.minX, y: frame.minY, width: max(0, frame.width - indexWidth), height: frame.height)
        var y = frame.minY
        var overlays: [Element] = []
        for group in tableGroups(table) {
            switch group {
            case .broken(let range):
                recordBroken(range, frame: LayoutRect(x: content.minX, y: y, width: content.width, height: LayoutMetrics.rowHeight),
                             parent: index, depth: depth + 1)
                y += LayoutMetrics.rowHeight
            case .section(let section, let cells):
                y += layOutSection(section, cells: cells, top: y, table: table, in: content, grouped: grouped, parent: index,
                                   depth: depth + 1)
            case .other(let child):
                switch child.kind {
                case "SearchBar":
                    let height = searchBarHeight(child)
                    placeBar(child, in: LayoutRect(x: content.minX, y: y, width: content.width, height: height),
                             backdrop: LayoutRect(x: content.minX, y: y, width: content.width, height: height), parent: index,
                             depth: depth + 1, insets: .zero)
                    y += height
                case "RefreshControl":
                    let height = LayoutMetrics.refreshControlHeight
                    placeLeaf(child, in: LayoutRect(x: content.minX, y: frame.minY - height, width: content.width, height: height),
                              parent: index, depth: depth + 1)
                case "ActivityIndicator":
                    overlays.append(child)
                default:
                    let entry = columnEntry(for: child, width: content.width, margins: .zero)
                    place(child, in: LayoutRect(x: content.minX, y: y, width: content.width, height: entry.height), parent: index,
                          depth: depth + 1)
                    y += entry.height
                }
            }
        }
        if table.name("loading") == "spinner" || !overlays.isEmpty {
            let size = LayoutMetrics.activityIndicatorSize
            if overlays.isEmpty {
                add(LaidOutPart(role: .spinner, frame: LayoutRect(x: frame.midX - size / 2, y: frame.midY - size / 2, width: size,
                                                                  height: size)), to: index)
            }
            for overlay in overlays {
                let measured = activityIndicatorSize(overlay, room: frame.width)
                place(overlay, in: LayoutRect(x: frame.midX - measured.width / 2, y: frame.midY - measured.height / 2,
                                              width: measured.width, height: measured.height).fitted(into: frame), parent: index,
                      depth: depth + 1)
            }
        }
    }

    /// A table's children as the table shows them: sections, runs of loose
    /// cells (an implicit section each), syntax errors and other children, in order.
    enum TableGroup {
        /// A section (nil: cells straight in the table) and its rows: cells, and syntax that did not parse.
        case section(Element?, [ColumnItem])
        case broken(Range<Int>)
        case other(Element)
    }

    func tableGroups(_ table: Element) -> [TableGroup] {
        var groups: [TableGroup] = []
        var loose: [ColumnItem] = []
        func flush() {
            if !loose.isEmpty { groups.append(.section(nil, loose)) }
            loose = []
        }
        for item in withBrokenSyntax(shown(table).map { .element($0) }, in: table) {
            switch item {
            case .broken(let range):
                flush()
                groups.append(.broken(range))
            case .element(let child) where child.is("Cell"):
                loose.append(.element(child))
            case .element(let child) where child.is("Section"):
                flush()
                groups.append(.section(child, rows(of: child)))
            case .element(let child):
                flush()
                groups.append(.other(child))
            }
        }
        flush()
        return groups
    }

    /// A section's rows: its children, and syntax errors among them where they stand.
    func rows(of section: Element) -> [ColumnItem] {
        withBrokenSyntax(shown(section).map { .element($0) }, in: section)
    }

    /// The height a table's content needs at `width`.
    func tableContentHeight(_ table: Element, width: Double) -> Double {
        let grouped = table.name("style") == "grouped"
        var height = 0.0
        for group in tableGroups(table) {
            switch group {
            case .broken: height += LayoutMetrics.rowHeight
            case .section(let section, let cells):
                height += sectionHeight(section, cells: cells, grouped: grouped, width: width, rowHeight: table.number("rowHeight"))
            case .other(let child):
                switch child.kind {
                case "SearchBar": height += searchBarHeight(child)
                case "RefreshControl", "ActivityIndicator": break
                default: height += columnEntry(for: child, width: width, margins: .zero).height
                }
            }
        }
        return height + (grouped ? LayoutMetrics.groupedBottomPadding : 0)
    }

    func sectionHeight(_ section: Element, tableStyle: String, width: Double, rowHeight: Double?) -> Double {
        sectionHeight(section, cells: rows(of: section), grouped: tableStyle == "grouped", width: width, rowHeight: rowHeight)
    }

    private func sectionHeight(_ section: Element?, cells: [ColumnItem], grouped: Bool, width: Double, rowHeight: Double?) -> Double {
        let rowWidth = max(0, width - (grouped ? 2 * metrics.layoutMargin : 0))
        let rows = cells.reduce(0) { $0 + self.rowHeight(of: $1, rowHeight: rowHeight, width: rowWidth) }
        return headerHeight(section, grouped: grouped, width: width) + rows + footerHeight(section, grouped: grouped, width: width)
    }

    /// A row's height: a cell's, or a broken row's (a standard row).
    func rowHeight(of row: ColumnItem, rowHeight: Double?, width: Double) -> Double {
        switch row {
        case .element(let cell): return cellHeight(cell, rowHeight: rowHeight, width: width)
        case .broken: return LayoutMetrics.rowHeight
        }
    }

    /// A row's height: its own `height`, else the table's `rowHeight`, else a standard row grown for
    /// larger text and for a title or detail wrapped into more lines (`titleLines`, `detailLines`; v4).
    func cellHeight(_ cell: Element, rowHeight: Double?, width: Double) -> Double {
        max(0, cell.number("height") ?? rowHeight
            ?? LayoutMetrics.rowHeight + selfSizingGrowth(of: cell) + wrappedLinesGrowth(of: cell, rowWidth: width))
    }

    /// Section text wrapped to the room a grouped table leaves it.
    private func sectionTextLines(_ text: String?, width: Double) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let room = width - 2 * (metrics.layoutMargin + LayoutMetrics.cellSideInset)
        return TextFitting.lines(text, fontSize: textStyle(.footnote).fontSize, width: room, maxLines: 4).lines
    }

    private func headerHeight(_ section: Element?, grouped: Bool, width: Double) -> Double {
        let header = section?.string("header")
        guard grouped else { return header?.isEmpty == false ? LayoutMetrics.plainSectionHeaderHeight : 0 }
        let lines = sectionTextLines(header, width: width)
        guard !lines.isEmpty else { return LayoutMetrics.groupedSectionSpacing }
        return LayoutMetrics.groupedHeaderTopPadding + Double(lines.count) * textStyle(.footnote).lineHeight + LayoutMetrics.groupedTextGap
    }

    private func footerHeight(_ section: Element?, grouped: Bool, width: Double) -> Double {
        let footer = section?.string("footer")
        guard grouped else { return footer?.isEmpty == false ? LayoutMetrics.plainSectionHeaderHeight : 0 }
        let lines = sectionTextLines(footer, width: width)
        guard !lines.isEmpty else { return 0 }
        return LayoutMetrics.groupedTextGap + Double(lines.count) * textStyle(.footnote).lineHeight
            + LayoutMetrics.groupedFooterBottomPadding
    }

    /// Lays out one section from `top`; returns its height.
    private func layOutSection(_ section: Element?, cells: [ColumnItem], top: Double, table: Element?, in content: LayoutRect,
                               grouped: Bool, parent: Int, depth: Int) -> Double {
        let rowHeight = table?.number("rowHeight")
        let height = sectionHeight(section, cells: cells, grouped: grouped, width: content.width, rowHeight: rowHeight)
        let frame = LayoutRect(x: content.minX, y: top, width: content.width, height: height)
        var owner = parent
        var level = depth
        if let section {
            guard let index = record(section, frame: frame, parent: parent, depth: depth) else { return height }
            owner = index
            level = depth + 1
        }
        let header = headerHeight(section, grouped: grouped, width: content.width)
        addSectionText(section?.string("header"), role: .header, grouped: grouped, top: top, height: header, in: content, to: owner)
        let inset = grouped ? metrics.layoutMargin : 0
        var y = top + header
        for (number, row) in cells.enumerated() {
            if cancellation.shouldStop(at: number) { break }
            let thisRowHeight = self.rowHeight(of: row, rowHeight: rowHeight, width: max(0, content.width - 2 * inset))
            let rowFrame = LayoutRect(x: content.minX, y: y, width: content.width, height: thisRowHeight)
                .inset(by: LayoutInsets(left: inset, right: inset))
            switch row {
            case .element(let cell) where cell.is("Cell"):
                placeCell(cell, in: rowFrame, parent: owner, depth: level, isLast: number == cells.count - 1)
            case .element(let other):
                place(other, in: rowFrame, parent: owner, depth: level)
            case .broken(let range):
                recordBroken(range, frame: rowFrame, parent: owner, depth: level)
            }
            y = rowFrame.maxY
        }
        addSectionText(section?.string("footer"), role: .footer, grouped: grouped, top: y,
                       height: footerHeight(section, grouped: grouped, width: content.width), in: content, to: owner)
        return height
    }

    private func addSectionText(_ text: String?, role: LaidOutText.Role, grouped: Bool, top: Double, height: Double,
                                in content: LayoutRect, to index: Int) {
        guard !measuresOnly, let text, !text.isEmpty, height > 0 else { return }
        guard grouped else {
            let style = TextStyle.sized(LayoutMetrics.plainSectionHeaderFontSize, weight: .semibold)
            let strip = LayoutRect(x: content.minX + LayoutMetrics.cellSideInset, y: top,
                                   width: max(0, content.width - 2 * LayoutMetrics.cellSideInset), height: height)
            addLine(text, role: role, style: style, in: strip, to: index)
            return
        }
        let lines = sectionTextLines(text, width: content.width)
        let footnote = textStyle(.footnote)
        let x = content.minX + metrics.layoutMargin + LayoutMetrics.cellSideInset
        let y = role == .header ? top + LayoutMetrics.groupedHeaderTopPadding : top + LayoutMetrics.groupedTextGap
        let frame = LayoutRect(x: x, y: y, width: max(0, content.width - 2 * (x - content.minX)),
                               height: Double(lines.count) * footnote.lineHeight)
        let all = TextFitting.lines(text, fontSize: footnote.fontSize, width: frame.width, maxLines: 4)
        add(LaidOutText(role: role, frame: frame, lines: all.lines, fontSize: footnote.fontSize,
                        lineHeight: footnote.lineHeight, isTruncated: all.truncated), to: index)
    }

    private func layOutIndex(_ titles: [String], in frame: LayoutRect, to index: Int) {
        let bar = LayoutRect(x: frame.maxX - LayoutMetrics.tableIndexWidth, y: frame.minY, width: LayoutMetrics.tableIndexWidth,
                             height: frame.height)
        add(LaidOutPart(role: .indexBar, frame: bar), to: index)
        let style = TextStyle.caption2.weighted(.semibold)
        let shown = Array(titles.prefix(max(0, Int(frame.height / style.lineHeight))))
        guard !shown.isEmpty else { return }
        let height = Double(shown.count) * style.lineHeight
        add(LaidOutText(role: .index, frame: LayoutRect(x: bar.minX, y: bar.midY - height / 2, width: bar.width, height: height),
                        lines: shown, fontSize: style.fontSize, lineHeight: style.lineHeight, weight: .semibold,
                        alignment: .center, isTruncated: shown.count < titles.count), to: index)
    }

    /// A section outside a table (where the language does not put one): laid out as a plain table's.
    func placeLooseSection(_ section: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        guard let parent else {
            placeLeaf(section, in: frame, parent: nil, depth: depth)
            return
        }
        _ = layOutSection(section, cells: rows(of: section), top: frame.minY, table: nil, in: frame, grouped: false,
                          parent: parent, depth: depth)
    }
}
