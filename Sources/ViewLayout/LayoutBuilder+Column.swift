/// The content column: each child's preferred height for a width (controls
/// their own, filling views — tables, maps, text and web views, nested
/// containers — what their content needs), then the column's height shared
/// out: fixed children keep theirs, filling ones share what is left, and
/// when even their least heights do not fit the column scrolls. Controls sit
/// within the layout margins; filling views go edge to edge.
import ViewModel

/// A member of a column: an element, or syntax that did not parse.
enum ColumnItem {
    case element(Element)
    case broken(Range<Int>)
}

struct ColumnMargins {
    var left: Double
    var right: Double
    static let zero = ColumnMargins(left: 0, right: 0)
}

/// How a child wants to sit in a column.
struct ColumnEntry {
    enum Alignment { case edge, margins, center }
    var height: Double
    var minHeight: Double
    var fills: Bool
    /// The width it asks for (centred); nil for the edge-to-edge or margin width.
    var width: Double?
    var alignment: Alignment

    static func fixed(_ height: Double, _ alignment: Alignment = .margins, width: Double? = nil) -> ColumnEntry {
        ColumnEntry(height: height, minHeight: height, fills: false, width: width, alignment: width == nil ? alignment : .center)
    }

    static func filling(_ preferred: Double, minimum: Double = LayoutMetrics.minimumFillHeight) -> ColumnEntry {
        ColumnEntry(height: preferred, minHeight: min(preferred, minimum), fills: true, width: nil, alignment: .edge)
    }
}

extension LayoutBuilder {
    /// Places `items` top to bottom in `area`; returns whether they overflowed it.
    /// In a scroll view (`scrollable`) every item keeps its preferred height.
    @discardableResult
    func placeColumn(_ items: [ColumnItem], in area: LayoutRect, margins: ColumnMargins, parent: Int, depth: Int,
                     scrollable: Bool, extendLastTo extendedBottom: Double? = nil,
                     outer: (frame: LayoutRect, insets: ContainerInsets)? = nil) -> Bool {
        guard !items.isEmpty else { return false }
        var entries = items.map { entry(for: $0, width: area.width, margins: margins) }
        let gaps = columnGaps(entries)
        let spacing = gaps.reduce(0, +)
        var overflowed = false
        if !scrollable {
            overflowed = share(area.height - spacing, among: &entries)
        } else {
            overflowed = entries.reduce(spacing) { $0 + $1.height } > area.height + 0.01
        }
        var y = area.minY
        for (position, item) in items.enumerated() {
            y += gaps[position]
            var entry = entries[position]
            let isLast = position == items.count - 1
            if isLast, entry.fills, !scrollable, let extendedBottom, y + entry.height >= area.maxY - 0.01 {
                entry.height = max(entry.height, extendedBottom - y)
            }
            let frame = horizontalFrame(entry, y: y, in: area, margins: margins)
            switch item {
            case .element(let element):
                let insets = outer.map { nestedInsets(frame, in: $0.frame, $0.insets) } ?? .zero
                place(element, in: frame, parent: parent, depth: depth, insets: insets)
            case .broken(let range):
                recordBroken(range, frame: frame, parent: parent, depth: depth)
            }
            y += entry.height
        }
        return overflowed
    }

    /// The space before each entry, and after the last as the final element:
    /// none between two edge-to-edge views or between one and the column's end.
    private func columnGaps(_ entries: [ColumnEntry]) -> [Double] {
        var gaps: [Double] = []
        var previousIsEdge = true  // the column's start counts as an edge
        for entry in entries {
            let isEdge = entry.alignment == .edge
            gaps.append(previousIsEdge && isEdge ? 0 : LayoutMetrics.columnSpacing)
            previousIsEdge = isEdge
        }
        gaps.append(previousIsEdge ? 0 : LayoutMetrics.columnSpacing)
        return gaps
    }

    /// Gives fixed entries their height and shares the rest among filling
    /// ones; true when even their least heights do not fit (then the column
    /// scrolls and every entry keeps its preferred height).
    private func share(_ available: Double, among entries: inout [ColumnEntry]) -> Bool {
        let fixed = entries.filter { !$0.fills }.reduce(0) { $0 + $1.height }
        let fillers = entries.indices.filter { entries[$0].fills }
        let preferred = fillers.reduce(0) { $0 + entries[$1].height }
        let room = available - fixed
        if fillers.isEmpty { return room < -0.01 }
        if preferred <= room {
            let extra = (room - preferred) / Double(fillers.count)
            for index in fillers { entries[index].height += extra }
            return false
        }
        let least = fillers.reduce(0) { $0 + entries[$1].minHeight }
        if least <= room + 0.01, preferred > least {
            let factor = (room - least) / (preferred - least)
            for index in fillers {
                let entry = entries[index]
                entries[index].height = entry.minHeight + (entry.height - entry.minHeight) * factor
            }
            return false
        }
        // Even their least heights do not fit: the column scrolls, so each keeps what it needs.
        return true
    }

    private func horizontalFrame(_ entry: ColumnEntry, y: Double, in area: LayoutRect, margins: ColumnMargins) -> LayoutRect {
        let inner = LayoutRect(x: min(area.minX + margins.left, area.maxX), y: y,
                               width: max(0, area.width - margins.left - margins.right), height: entry.height)
        switch entry.alignment {
        case .edge:
            return LayoutRect(x: area.minX, y: y, width: area.width, height: entry.height)
        case .margins:
            return inner
        case .center:
            let width = min(max(0, entry.width ?? inner.width), area.width)
            let bounds = width <= inner.width ? inner : LayoutRect(x: area.minX, y: y, width: area.width, height: entry.height)
            return LayoutRect(x: bounds.midX - width / 2, y: y, width: width, height: entry.height)
        }
    }

    private func entry(for item: ColumnItem, width: Double, margins: ColumnMargins) -> ColumnEntry {
        switch item {
        case .element(let element): return columnEntry(for: element, width: width, margins: margins)
        case .broken: return .fixed(LayoutMetrics.minimumTapTarget)
        }
    }

    /// How `element` wants to sit in a column `width` wide; `width` and `height` bindings override.
    func columnEntry(for element: Element, width: Double, margins: ColumnMargins) -> ColumnEntry {
        var entry = naturalEntry(for: element, width: width, margins: margins)
        entry.height = entry.height.isFinite ? max(0, entry.height) : 0
        entry.minHeight = min(entry.height, max(0, entry.minHeight))
        if let height = element.number("height"), height.isFinite {
            entry.height = max(0, height)
            entry.minHeight = entry.height
            entry.fills = false
        }
        if let fixedWidth = element.number("width"), fixedWidth.isFinite, element.kind != "Primary", element.kind != "Secondary" {
            entry.width = max(0, fixedWidth)
            entry.alignment = .center
        }
        return entry
    }

    private func naturalEntry(for element: Element, width: Double, margins: ColumnMargins) -> ColumnEntry {
        let inner = max(0, width - margins.left - margins.right)
        switch element.kind {
        case "Label":
            guard let limit = labelLineLimit(element) else { return .fixed(labelStyle(element).lineHeight) }
            return .fixed(wrappedLabelHeight(element, limit: limit, width: inner))
        case "Button":
            return .fixed(LayoutMetrics.minimumTapTarget, width: min(inner, buttonWidth(element)))
        case "TextField":
            return .fixed(LayoutMetrics.textFieldHeight)
        case "SegmentedControl":
            return .fixed(LayoutMetrics.segmentedControlHeight)
        case "PageControl":
            return .fixed(LayoutMetrics.pageControlHeight, width: min(inner, pageDotsWidth(element)))
        case "ActivityIndicator":
            let size = activityIndicatorSize(element, room: inner)
            return .fixed(size.height, width: size.width)
        case "ImageView":
            let size = imageViewSize(element, room: inner)
            return .fixed(size.height, width: size.width)
        case "TextView":
            return .filling(textViewHeight(element, width: width))
        case "WebView":
            return .filling(LayoutMetrics.webPreferredHeight)
        case "MapView":
            return .filling(LayoutMetrics.mapPreferredHeight)
        case "TableView":
            return .filling(tableContentHeight(element, width: width))
        case "CollectionView":
            let height = collectionContentHeight(element, width: width)
            return element.name("scrollDirection") == "horizontal" ? .filling(height, minimum: height) : .filling(height)
        case "ScrollView":
            return .filling(scrollContentHeight(element, width: width))
        case "PageViewController":
            return .filling(LayoutMetrics.pagePreferredHeight)
        case "SplitView":
            return .filling(LayoutMetrics.pagePreferredHeight)
        case "Cell":
            return .fixed(cellHeight(element, rowHeight: nil, width: width), .edge)
        case "Section":
            return .fixed(sectionHeight(element, tableStyle: "plain", width: width, rowHeight: nil), .edge)
        case "NavigationBar", "SearchBar", "ScopeBar":
            return .fixed(topBarHeight(element), .edge)
        case "Toolbar":
            return .fixed(metrics.toolbarHeight, .edge)
        case "TabBar":
            return .fixed(metrics.tabBarHeight, .edge)
        case "StatusBar":
            return .fixed(0, .edge)
        case "Item":
            return .fixed(LayoutMetrics.collectionItemHeight, width: LayoutMetrics.collectionItemWidth)
        case "Pin":
            return .fixed(LayoutMetrics.pinHeight, width: LayoutMetrics.pinWidth)
        case "Activity":
            return .fixed(activityTileHeight, width: LayoutMetrics.activityTileWidth)
        case "RefreshControl":
            return .fixed(LayoutMetrics.refreshControlHeight, .edge)
        case "FixedSpace", "FlexibleSpace":
            return .fixed(0)
        case "Tab", "BarButton", "BackButton", "Overlay":
            return .fixed(LayoutMetrics.minimumTapTarget, width: LayoutMetrics.minimumTapTarget)
        default:
            // Containers, custom views and unknown components: their content, or a placeholder row.
            if shown(element).isEmpty { return .fixed(LayoutMetrics.minimumTapTarget) }
            return .filling(containerContentHeight(element, width: width))
        }
    }

    /// What a container's bars and column need at `width`.
    func containerContentHeight(_ container: Element, width: Double) -> Double {
        let key = ObjectIdentifier(container)
        if let known = measured[key], known.width == width { return known.height }
        // Measuring nests as deep as the elements do: past the depth limit, a placeholder row.
        guard measuringDepth < depthLimit else { return LayoutMetrics.minimumTapTarget }
        measuringDepth += 1
        defer { measuringDepth -= 1 }
        var height = 0.0
        var items: [ColumnEntry] = []
        let margins = ColumnMargins(left: metrics.layoutMargin, right: metrics.layoutMargin)
        for child in shown(container) {
            switch placementRole(of: child) {
            case .topBar: height += topBarHeight(child)
            case .bottomBar: height += isTabBar(child) ? (child.number("height") ?? metrics.tabBarHeight)
                                                       : (child.number("height") ?? metrics.toolbarHeight)
            case .content, .overlay, .fill: items.append(columnEntry(for: child, width: width, margins: margins))
            case .statusStrip, .floating, .presented: break
            }
        }
        height += columnHeight(items)
        measured[key] = (width, height)
        return height
    }

    /// The preferred height of a column of entries, gaps included.
    func columnHeight(_ entries: [ColumnEntry]) -> Double {
        guard !entries.isEmpty else { return 0 }
        return columnGaps(entries).reduce(0, +) + entries.reduce(0) { $0 + $1.height }
    }
}
