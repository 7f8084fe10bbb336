/// Bars and their items: the navigation bar (prompt, back button and cancel
/// on the left, other buttons on the right, the title or a segmented control
/// in the middle, then its search and scope rows), the toolbar (fixed and
/// flexible spaces shared out), the tab bar (equal tabs; title below the icon
/// on iPhone in portrait, beside it elsewhere), search and scope bars.
import ViewModel

extension LayoutBuilder {
    func placeBar(_ bar: Element, in frame: LayoutRect, backdrop: LayoutRect, parent: Int?, depth: Int, insets: ContainerInsets) {
        let margins = ColumnMargins(left: metrics.layoutMargin + insets.left, right: metrics.layoutMargin + insets.right)
        switch bar.kind {
        case "NavigationBar":
            guard let index = record(bar, frame: frame, parent: parent, depth: depth, backdrop: backdrop) else { return }
            layOutNavigationBar(bar, index: index, in: frame, margins: margins, depth: depth + 1)
        case "Toolbar":
            guard let index = record(bar, frame: frame, parent: parent, depth: depth, backdrop: backdrop) else { return }
            layOutToolbar(bar, index: index, in: frame, margins: margins, depth: depth + 1)
        case "TabBar":
            guard let index = record(bar, frame: frame, parent: parent, depth: depth, backdrop: backdrop) else { return }
            let row = LayoutRect(x: frame.minX + insets.left, y: frame.minY, width: max(0, frame.width - insets.left - insets.right),
                                 height: min(frame.height, bar.number("height") ?? metrics.tabBarHeight))
            layOutTabs(shown(bar), index: index, in: row, depth: depth + 1)
        case "SearchBar":
            guard let index = record(bar, frame: frame, parent: parent, depth: depth, backdrop: backdrop) else { return }
            layOutSearchBar(bar, index: index, in: frame, margins: ColumnMargins(left: 8 + insets.left, right: 8 + insets.right),
                            fieldRowHeight: LayoutMetrics.searchBarHeight, depth: depth + 1)
        case "ScopeBar":
            guard let index = record(bar, frame: frame, parent: parent, depth: depth, backdrop: backdrop) else { return }
            layOutScopes(bar, index: index, in: frame, margins: margins)
            placeStrayChildren(of: bar, index: index, in: frame, depth: depth)
        default:
            placeContainerLike(bar, in: frame, parent: parent, depth: depth, insets: .zero)
        }
    }

    // MARK: Navigation bar

    private func layOutNavigationBar(_ bar: Element, index: Int, in frame: LayoutRect, margins: ColumnMargins, depth: Int) {
        var y = frame.minY
        if let prompt = bar.string("prompt"), !prompt.isEmpty {
            let line = LayoutRect(x: frame.minX + margins.left, y: y, width: max(0, frame.width - margins.left - margins.right),
                                  height: min(LayoutMetrics.promptHeight, frame.height))
            addLine(prompt, role: .prompt, style: .footnote, in: line, to: index, alignment: .center)
            y += line.height
        }
        let row = LayoutRect(x: frame.minX, y: y, width: frame.width, height: max(0, min(metrics.navigationBarHeight, frame.maxY - y)))
        let items = shown(bar)
        let left = items.filter { $0.is("BackButton") || ($0.is("BarButton") && $0.name("system") == "cancel") }
        let right = items.filter { item in item.is("BarButton") && !left.contains { $0 === item } }
        var leftWidths = left.map(barItemWidth)
        var rightWidths = right.map(barItemWidth)
        var spacing = LayoutMetrics.barItemSpacing
        var edges = margins
        let needed = (leftWidths + rightWidths).reduce(0, +) + spacing * Double(max(0, left.count + right.count - 1))
        if needed > row.width - margins.left - margins.right {
            // More than the bar holds: the items share its whole width.
            let (widths, gap) = squeezed(leftWidths + rightWidths, into: row.width)
            leftWidths = Array(widths.prefix(left.count))
            rightWidths = Array(widths.dropFirst(left.count))
            spacing = gap
            edges = .zero
        }
        var x = row.minX + edges.left
        for (item, width) in zip(left, leftWidths) {
            placeBarItem(item, in: LayoutRect(x: x, y: row.minY, width: width, height: row.height), parent: index, depth: depth)
            x += width + spacing
        }
        let leftEnd = x
        let rightTotal = rightWidths.reduce(0, +) + spacing * Double(max(0, right.count - 1))
        var rightX = row.maxX - edges.right - rightTotal
        let rightStart = rightX
        for (item, width) in zip(right, rightWidths) {
            placeBarItem(item, in: LayoutRect(x: rightX, y: row.minY, width: width, height: row.height), parent: index, depth: depth)
            rightX += width + spacing
        }
        let side = max(leftEnd - row.minX, row.maxX - rightStart) + LayoutMetrics.barItemSpacing
        let middle = row.inset(by: LayoutInsets(left: min(side, row.width / 2), right: min(side, row.width / 2)))
        if let control = items.first(where: { $0.is("SegmentedControl") }) {
            let width = min(middle.width, segmentedWidth(control, room: middle.width))
            let height = min(row.height, LayoutMetrics.segmentedControlHeight)
            place(control, in: LayoutRect(x: middle.midX - width / 2, y: row.midY - height / 2, width: width, height: height),
                  parent: index, depth: depth)
        } else {
            let freeMinX = row.minX + min(leftEnd - row.minX + LayoutMetrics.barItemSpacing, row.width / 2)
            let freeMaxX = row.maxX - min(row.maxX - rightStart + LayoutMetrics.barItemSpacing, row.width / 2)
            addLine(bar.string("title"), role: .title, style: TextStyle.sized(LayoutMetrics.barTitleFontSize, weight: .semibold),
                    in: titleFrame(bar.string("title") ?? "", centred: middle, freeFrom: freeMinX, to: freeMaxX),
                    to: index, alignment: .center)
        }
        var below = row.maxY
        for search in items where search.is("SearchBar") {
            let height = LayoutMetrics.navigationSearchBarHeight
                + (shown(search).contains { $0.is("ScopeBar") } ? LayoutMetrics.scopeBarHeight : 0)
            let searchFrame = LayoutRect(x: frame.minX, y: below, width: frame.width, height: max(0, min(height, frame.maxY - below)))
            if let searchIndex = record(search, frame: searchFrame, parent: index, depth: depth) {
                layOutSearchBar(search, index: searchIndex, in: searchFrame, margins: margins,
                                fieldRowHeight: LayoutMetrics.navigationSearchBarHeight, depth: depth + 1)
            }
            below = searchFrame.maxY
        }
        for other in items where !other.is("BackButton", "BarButton", "SegmentedControl", "SearchBar") {
            recordUnplaced(other, parent: index, depth: depth, kind: .cannotPlace)
        }
    }

    /// Where a navigation bar's title stands, as UIKit places it: centred on
    /// the bar when it fits between the bar items kept symmetric (`centred`);
    /// else as near the centre as the free space between the items
    /// (`freeFrom`…`to`) allows, shifted towards the emptier side; cut only
    /// when it is wider than that free space. Its width is the estimate the
    /// truncation rules use (`TextFitting.width`, at the bar title's size).
    func titleFrame(_ title: String, centred: LayoutRect, freeFrom minX: Double, to maxX: Double) -> LayoutRect {
        let width = TextFitting.width(title, fontSize: LayoutMetrics.barTitleFontSize)
        guard width > centred.width, maxX > minX else { return centred }
        let shown = min(width, maxX - minX)
        let x = min(max(centred.midX - shown / 2, minX), maxX - shown)
        return LayoutRect(x: x, y: centred.minY, width: shown, height: centred.height)
    }

    /// A bar item's width: its title's, its glyph's (at least a tap target), or a system item's word.
    func barItemWidth(_ item: Element) -> Double {
        let font = LayoutMetrics.barTitleFontSize
        switch item.kind {
        case "BackButton":
            let title = item.string("title").map { TextFitting.width($0, fontSize: font) + LayoutMetrics.barItemSpacing } ?? 0
            return max(LayoutMetrics.minimumTapTarget, LayoutMetrics.backChevronWidth + LayoutMetrics.barItemSpacing + title)
        case "FixedSpace":
            return max(0, item.number("width") ?? LayoutMetrics.fixedSpaceWidth)
        case "FlexibleSpace":
            return 0
        case "SegmentedControl":
            return segmentedWidth(item, room: metrics.size.width / 2)
        case "TextField":
            return item.number("width") ?? 0
        default:
            if let width = item.number("width") { return max(0, width) }
            if let title = barItemTitle(item) {
                return max(LayoutMetrics.minimumTapTarget, TextFitting.width(title, fontSize: font) + 2 * LayoutMetrics.barItemSpacing)
            }
            return LayoutMetrics.minimumTapTarget
        }
    }

    /// The words a bar item shows: its `title`, else a system item's word (when the caller gave it); nil for a glyph.
    func barItemTitle(_ item: Element) -> String? {
        if let title = item.string("title"), !title.isEmpty, item.binding("icon") == nil { return title }
        if item.binding("icon") != nil { return nil }
        if let system = item.name("system"), LayoutEngine.textSystemItems.contains(system) {
            return options.systemWords["bar.\(system)"]
        }
        return nil
    }

    /// A bar button, back button or space at `frame`, with its title or glyph.
    func placeBarItem(_ item: Element, in frame: LayoutRect, parent: Int, depth: Int) {
        guard item.is("BarButton", "BackButton") else {
            place(item, in: frame, parent: parent, depth: depth)
            return
        }
        guard let index = record(item, frame: frame, parent: parent, depth: depth) else { return }
        let glyph = LayoutMetrics.barIconSize
        let style = item.name("system") == "done" ? TextStyle.sized(LayoutMetrics.barTitleFontSize, weight: .semibold)
                                                  : TextStyle.sized(LayoutMetrics.barTitleFontSize)
        if item.is("BackButton") {
            let chevron = LayoutRect(x: frame.minX, y: frame.midY - glyph / 2, width: LayoutMetrics.backChevronWidth, height: glyph)
            add(LaidOutPart(role: .glyph, frame: chevron, value: "back"), to: index)
            let textX = chevron.maxX + LayoutMetrics.barItemSpacing / 2
            addLine(item.string("title"), role: .title, style: style,
                    in: LayoutRect(x: textX, y: frame.minY, width: max(0, frame.maxX - textX), height: frame.height), to: index)
        } else if let title = barItemTitle(item) {
            addLine(title, role: .title, style: style, in: frame, to: index, alignment: .center)
        } else {
            let icon = LayoutRect(x: frame.midX - glyph / 2, y: frame.midY - glyph / 2, width: glyph, height: glyph)
            if let image = imageText(item.value("icon")) {
                add(LaidOutPart(role: .image, frame: icon, value: image), to: index)
            } else {
                add(LaidOutPart(role: .glyph, frame: icon, value: item.name("system") ?? "custom"), to: index)
            }
        }
        placeStrayChildren(of: item, index: index, in: frame, depth: depth)
    }

    // MARK: Toolbar

    private func layOutToolbar(_ bar: Element, index: Int, in frame: LayoutRect, margins: ColumnMargins, depth: Int) {
        let items = shown(bar)
        guard !items.isEmpty else { return }
        let stretches = items.map { $0.is("FlexibleSpace") || ($0.is("TextField") && $0.number("width") == nil) }
        var widths = items.map(barItemWidth)
        var spacing = LayoutMetrics.barItemSpacing
        var left = margins.left
        let room = frame.width - margins.left - margins.right - spacing * Double(max(0, items.count - 1)) - widths.reduce(0, +)
        let stretchCount = stretches.filter { $0 }.count
        if stretchCount > 0, room > 0 {
            for position in items.indices where stretches[position] { widths[position] += room / Double(stretchCount) }
        } else if room < 0 {
            // Too many items: they share the bar's whole width, as crowded as they are.
            (widths, spacing) = squeezed(widths, into: frame.width)
            left = 0
        }
        var x = frame.minX + left
        let rowHeight = min(frame.height, bar.number("height") ?? metrics.toolbarHeight)
        for (item, width) in zip(items, widths) {
            let itemFrame: LayoutRect
            switch item.kind {
            case "SegmentedControl":
                let height = min(rowHeight, LayoutMetrics.segmentedControlHeight)
                itemFrame = LayoutRect(x: x, y: frame.minY + (rowHeight - height) / 2, width: width, height: height)
            case "TextField":
                let height = min(rowHeight, LayoutMetrics.textFieldHeight)
                itemFrame = LayoutRect(x: x, y: frame.minY + (rowHeight - height) / 2, width: width, height: height)
            default:
                itemFrame = LayoutRect(x: x, y: frame.minY, width: width, height: rowHeight)
            }
            placeBarItem(item, in: itemFrame, parent: index, depth: depth)
            x += width + spacing
        }
    }

    /// Widths scaled down (and no spacing) so that they fill `room` exactly.
    func squeezed(_ widths: [Double], into room: Double) -> ([Double], Double) {
        let total = widths.reduce(0, +)
        guard total > 0 else { return (widths.map { _ in 0 }, 0) }
        let factor = max(0, room) / total
        return (widths.map { $0 * factor }, 0)
    }

    // MARK: Tab bar

    private func layOutTabs(_ tabs: [Element], index: Int, in row: LayoutRect, depth: Int) {
        guard !tabs.isEmpty else { return }
        let count = Double(tabs.count)
        let stacked = metrics.stacksTabTitles
        let titleStyle = TextStyle.sized(LayoutMetrics.tabTitleFontSize, weight: .semibold)
        let icon = LayoutMetrics.tabIconSize
        var width = row.width / count
        if !stacked {
            let widest = tabs.map { tabTitleWidth($0, style: titleStyle) }.max() ?? 0
            width = min(width, icon + 3 * LayoutMetrics.barItemSpacing + widest + 2 * LayoutMetrics.compactLayoutMargin)
        }
        let start = row.midX - width * count / 2
        let selected = tabs.firstIndex { $0.name("content") == file.typeName } ?? 0
        for (number, tab) in tabs.enumerated() {
            let frame = LayoutRect(x: start + Double(number) * width, y: row.minY, width: width, height: row.height)
            guard tab.is("Tab"), let tabIndex = record(tab, frame: frame, parent: index, depth: depth) else {
                if !tab.is("Tab") { place(tab, in: frame, parent: index, depth: depth) }
                continue
            }
            let iconFrame: LayoutRect
            let titleFrame: LayoutRect
            if stacked {
                iconFrame = LayoutRect(x: frame.midX - icon / 2, y: frame.minY + 5, width: icon, height: icon)
                titleFrame = LayoutRect(x: frame.minX + 2, y: iconFrame.maxY + 1, width: max(0, frame.width - 4),
                                        height: titleStyle.lineHeight)
            } else {
                let titleWidth = min(tabTitleWidth(tab, style: titleStyle), max(0, frame.width - icon - 2 * LayoutMetrics.barItemSpacing))
                let contentWidth = icon + LayoutMetrics.barItemSpacing / 2 + titleWidth
                iconFrame = LayoutRect(x: frame.midX - contentWidth / 2, y: frame.midY - icon / 2, width: icon, height: icon)
                titleFrame = LayoutRect(x: iconFrame.maxX + LayoutMetrics.barItemSpacing / 2, y: frame.minY, width: titleWidth,
                                        height: frame.height)
            }
            if number == selected { add(LaidOutPart(role: .selection, frame: frame), to: tabIndex) }
            if let image = imageText(tab.value("icon")) { add(LaidOutPart(role: .image, frame: iconFrame, value: image), to: tabIndex) }
            addLine(tab.string("title"), role: .title, style: titleStyle, in: titleFrame, to: tabIndex,
                    alignment: stacked ? .center : .leading)
            if let badge = tab.string("badge"), !badge.isEmpty {
                let size = LayoutMetrics.tabBadgeSize
                let badgeWidth = max(size, TextFitting.width(badge, fontSize: 13) + 10)
                let badgeFrame = LayoutRect(x: iconFrame.maxX - 6, y: iconFrame.minY - 2, width: badgeWidth, height: size)
                add(LaidOutPart(role: .badge, frame: badgeFrame), to: tabIndex)
                addLine(badge, role: .badge, style: .sized(13), in: badgeFrame, to: tabIndex, alignment: .center)
            }
            placeStrayChildren(of: tab, index: tabIndex, in: frame, depth: depth)
        }
    }

    private func tabTitleWidth(_ tab: Element, style: TextStyle) -> Double {
        TextFitting.width(tab.string("title") ?? "", fontSize: style.fontSize)
    }

    // MARK: Search and scope bars

    func layOutSearchBar(_ bar: Element, index: Int, in frame: LayoutRect, margins: ColumnMargins, fieldRowHeight: Double,
                         depth: Int) {
        var y = frame.minY
        if let prompt = bar.string("prompt"), !prompt.isEmpty {
            addLine(prompt, role: .prompt, style: .footnote,
                    in: LayoutRect(x: frame.minX, y: y, width: frame.width, height: min(LayoutMetrics.promptHeight, frame.height)),
                    to: index, alignment: .center)
            y += min(LayoutMetrics.promptHeight, frame.height)
        }
        let fieldHeight = LayoutMetrics.searchFieldHeight
        var right = frame.maxX - margins.right
        if bar.bool("showsCancelButton") == true, let cancel = options.systemWords["bar.cancel"] {
            let width = TextFitting.width(cancel, fontSize: LayoutMetrics.bodyFontSize)
            let cancelFrame = LayoutRect(x: right - width, y: y, width: width, height: fieldRowHeight)
            addLine(cancel, role: .detail, style: .body, in: cancelFrame, to: index, alignment: .trailing)
            right = cancelFrame.minX - LayoutMetrics.barItemSpacing
        }
        let field = LayoutRect(x: frame.minX + margins.left, y: y + (fieldRowHeight - fieldHeight) / 2,
                               width: max(0, right - frame.minX - margins.left), height: fieldHeight)
        add(LaidOutPart(role: .field, frame: field, value: "search"), to: index)
        let glyph = LayoutMetrics.footnoteLineHeight
        add(LaidOutPart(role: .glyph, frame: LayoutRect(x: field.minX + 8, y: field.midY - glyph / 2, width: glyph, height: glyph),
                        value: "search"), to: index)
        var textRight = field.maxX - 8
        if bar.bool("showsBookmarkButton") == true {
            add(LaidOutPart(role: .glyph, frame: LayoutRect(x: textRight - glyph, y: field.midY - glyph / 2, width: glyph, height: glyph),
                            value: "bookmarks"), to: index)
            textRight -= glyph + 4
        }
        let textX = field.minX + 8 + glyph + 6
        addLine(bar.string("placeholder"), role: .placeholder, style: .body,
                in: LayoutRect(x: textX, y: field.minY, width: max(0, textRight - textX), height: field.height), to: index)
        y = min(y + fieldRowHeight, frame.maxY)
        for child in shown(bar) {
            if child.is("ScopeBar") {
                let scope = LayoutRect(x: frame.minX, y: y, width: frame.width,
                                       height: max(0, min(LayoutMetrics.scopeBarHeight, frame.maxY - y)))
                placeBar(child, in: scope, backdrop: scope, parent: index, depth: depth, insets: .zero)
                y = scope.maxY
            } else {
                recordUnplaced(child, parent: index, depth: depth, kind: .cannotPlace)
            }
        }
    }

    private func layOutScopes(_ bar: Element, index: Int, in frame: LayoutRect, margins: ColumnMargins) {
        let titles = (bar.value("scopes")?.listValue ?? []).map { $0.stringValue ?? $0.nameValue ?? "" }
        let height = min(frame.height, LayoutMetrics.scopeControlHeight)
        let control = LayoutRect(x: frame.minX + margins.left, y: frame.midY - height / 2,
                                 width: max(0, frame.width - margins.left - margins.right), height: height)
        layOutSegments(titles, selected: 0, in: control, to: index)
    }
}
