/// Collections and maps. A collection flows its items by `layout` (a
/// justified grid of equal items, a left-aligned flow of items of their own
/// sizes, a list of full-width rows) in its `scrollDirection`; a map places
/// its pins at fixed spots of a neutral map, its route through them and its
/// areas around them.
import ViewModel

extension LayoutBuilder {
    func placeCollection(_ collection: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        guard let index = record(collection, frame: frame, parent: parent, depth: depth, clips: true, scrolls: true) else { return }
        let items = withBrokenSyntax(shown(collection).map { .element($0) }, in: collection)
        let rects = collectionRects(collection, items: items, in: frame)
        for (item, rect) in zip(items, rects) {
            switch item {
            case .element(let element): place(element, in: rect, parent: index, depth: depth + 1)
            case .broken(let range): recordBroken(range, frame: rect, parent: index, depth: depth + 1)
            }
        }
    }

    func collectionContentHeight(_ collection: Element, width: Double) -> Double {
        let items = shown(collection).map { ColumnItem.element($0) }
        let horizontal = collection.name("scrollDirection") == "horizontal"
        let probe = LayoutRect(x: 0, y: 0, width: width, height: horizontal ? 0 : .greatestFiniteMagnitude)
        let rects = collectionRects(collection, items: items, in: probe)
        let bottom = rects.map(\.maxY).max() ?? 0
        return rects.isEmpty ? LayoutMetrics.collectionItemHeight : bottom + (isList(collection) ? 0 : LayoutMetrics.collectionLineSpacing)
    }

    private func isList(_ collection: Element) -> Bool { collection.name("layout") == "list" }

    /// Each item's rectangle inside `frame` (absolute).
    func collectionRects(_ collection: Element, items: [ColumnItem], in frame: LayoutRect) -> [LayoutRect] {
        let list = isList(collection)
        let horizontal = collection.name("scrollDirection") == "horizontal"
        let side = list ? 0 : metrics.layoutMargin
        let edge = list ? 0 : LayoutMetrics.collectionLineSpacing
        let spacing = LayoutMetrics.collectionInteritemSpacing
        let lineSpacing = list ? 0 : LayoutMetrics.collectionLineSpacing
        let sizes = items.map { itemSize($0, in: collection, width: frame.width) }
        let uniform = collection.name("layout") ?? "grid" == "grid"
        var rects: [LayoutRect] = []
        if horizontal {
            let height = max(0, (frame.height.isFinite ? frame.height : 0) - 2 * edge)
            var x = frame.minX + side
            var y = frame.minY + edge
            var columnWidth = 0.0
            for size in sizes {
                if y > frame.minY + edge, y + size.height > frame.minY + edge + height {
                    x += columnWidth + spacing
                    y = frame.minY + edge
                    columnWidth = 0
                }
                rects.append(LayoutRect(x: x, y: y, width: size.width, height: size.height))
                y += size.height + lineSpacing
                columnWidth = max(columnWidth, size.width)
            }
            return rects
        }
        let room = max(0, frame.width - 2 * side)
        var rows: [[Int]] = [[]]
        var used = 0.0
        for (position, size) in sizes.enumerated() {
            if !rows[rows.count - 1].isEmpty, used + spacing + size.width > room + 0.01 {
                rows.append([])
                used = 0
            }
            used += (rows[rows.count - 1].isEmpty ? 0 : spacing) + size.width
            rows[rows.count - 1].append(position)
        }
        var y = frame.minY + edge
        for row in rows where !row.isEmpty {
            let widths = row.map { sizes[$0].width }
            let total = widths.reduce(0, +)
            // A full grid row spreads its items to both edges, as UIKit's flow layout does.
            let justify = uniform && row.count > 1 && rows.count > 1
            let gap = justify ? max(spacing, (room - total) / Double(row.count - 1)) : spacing
            var x = frame.minX + side
            let rowHeight = row.map { sizes[$0].height }.max() ?? 0
            for position in row {
                rects.append(LayoutRect(x: x, y: y, width: sizes[position].width, height: sizes[position].height))
                x += sizes[position].width + gap
            }
            y += rowHeight + lineSpacing
        }
        return rects
    }

    /// An item's size: its own `width`/`height`, else the collection's `itemWidth`/`itemHeight`, else UIKit's default.
    private func itemSize(_ item: ColumnItem, in collection: Element, width: Double) -> LayoutSize {
        let list = isList(collection)
        let defaultWidth = list ? width : LayoutMetrics.collectionItemWidth
        let defaultHeight = list ? LayoutMetrics.collectionListItemHeight : LayoutMetrics.collectionItemHeight
        var size = LayoutSize(width: collection.number("itemWidth") ?? defaultWidth, height: collection.number("itemHeight") ?? defaultHeight)
        if case .element(let element) = item {
            if let width = element.number("width") { size.width = width }
            if let height = element.number("height") { size.height = height }
        }
        return LayoutSize(width: max(0, min(size.width, max(width, 0))), height: max(0, size.height))
    }

    /// An item: its image above, its title in one line below.
    func placeItem(_ item: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        guard let index = record(item, frame: frame, parent: parent, depth: depth) else { return }
        let style = TextStyle.sized(LayoutMetrics.itemTitleFontSize)
        let hasTitle = item.string("title")?.isEmpty == false
        let titleHeight = hasTitle && frame.height > 2 * style.lineHeight ? style.lineHeight + 4 : 0
        let imageFrame = LayoutRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - titleHeight)
        add(LaidOutPart(role: .image, frame: imageFrame, value: imageText(item.value("image"))), to: index)
        if titleHeight > 0 {
            addLine(item.string("title"), role: .title, style: style,
                    in: LayoutRect(x: frame.minX, y: imageFrame.maxY + 4, width: frame.width, height: style.lineHeight), to: index,
                    alignment: .center)
        } else if hasTitle {
            addLine(item.string("title"), role: .title, style: style, in: frame.insetBy(dx: 4, dy: 0), to: index, alignment: .center)
        }
        placeStrayChildren(of: item, index: index, in: frame, depth: depth)
    }

    // MARK: Maps

    func placeMap(_ map: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        guard let index = record(map, frame: frame, parent: parent, depth: depth, clips: true) else { return }
        add(LaidOutPart(role: .mapBase, frame: frame, value: map.name("mapType") ?? "standard"), to: index)
        let children = shown(map)
        let pins = children.filter { $0.is("Pin") }
        let points = pins.indices.map { pinPoint($0, in: frame) }
        // Overlays lie on the map, under the pins.
        for (number, child) in children.enumerated() where !child.is("Pin") {
            if child.is("Overlay") {
                placeOverlay(child, points: points, number: number, in: frame, parent: index, depth: depth + 1)
            } else {
                recordUnplaced(child, parent: index, depth: depth + 1, kind: .cannotPlace)
            }
        }
        for (pin, point) in zip(pins, points) {
            let pinFrame = LayoutRect(x: point.x - LayoutMetrics.pinWidth / 2, y: point.y - LayoutMetrics.pinHeight,
                                      width: LayoutMetrics.pinWidth, height: LayoutMetrics.pinHeight).fitted(into: frame)
            placePin(pin, in: pinFrame, parent: index, depth: depth + 1)
        }
    }

    /// A pin's point: spread over the map by the golden ratio, the same spots for the same order.
    private func pinPoint(_ number: Int, in frame: LayoutRect) -> (x: Double, y: Double) {
        let golden = 0.618_033_988_75
        let u = (0.5 + Double(number) * golden).truncatingRemainder(dividingBy: 1)
        let v = (0.35 + Double(number) * golden * golden).truncatingRemainder(dividingBy: 1)
        let inner = frame.insetBy(dx: min(40, frame.width / 4), dy: min(50, frame.height / 4))
        return (inner.minX + u * inner.width, inner.minY + LayoutMetrics.pinHeight / 2 + v * max(0, inner.height - LayoutMetrics.pinHeight / 2))
    }

    func placePin(_ pin: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        guard let index = record(pin, frame: frame, parent: parent, depth: depth) else { return }
        let style = TextStyle.caption1.weighted(.semibold)
        addLine(pin.string("title"), role: .title, style: style,
                in: LayoutRect(x: frame.midX - 60, y: frame.maxY + 2, width: 120, height: style.lineHeight), to: index, alignment: .center)
        placeStrayChildren(of: pin, index: index, in: frame, depth: depth)
    }

    private func placeOverlay(_ overlay: Element, points: [(x: Double, y: Double)], number: Int, in map: LayoutRect, parent: Int,
                              depth: Int) {
        let route = overlay.name("kind") != "area"
        var frame: LayoutRect
        var value: String
        if route {
            var path = points
            if path.count < 2 {
                path = [(map.minX + map.width * 0.2, map.minY + map.height * 0.7), (map.minX + map.width * 0.8, map.minY + map.height * 0.3)]
            }
            let xs = path.map(\.x)
            let ys = path.map(\.y)
            frame = LayoutRect(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
                               height: (ys.max() ?? 0) - (ys.min() ?? 0))
            value = path.map { "\(LayoutNumber.text($0.x)),\(LayoutNumber.text($0.y))" }.joined(separator: " ")
        } else {
            let centre = points.first ?? (map.midX, map.midY)
            let radius = min(60, min(map.width, map.height) / 4)
            frame = LayoutRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
            value = "\(number)"
        }
        frame = frame.intersection(map)
        guard let index = record(overlay, frame: frame, parent: parent, depth: depth) else { return }
        add(LaidOutPart(role: route ? .route : .area, frame: frame, value: value), to: index)
    }
}
