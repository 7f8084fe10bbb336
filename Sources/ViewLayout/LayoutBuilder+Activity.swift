/// The activity sheet: a sheet from the bottom with a tile for each system
/// activity offered (not excluded) and each custom `Activity`, an icon over
/// a title of at most two lines in a 70 pt tile (what `activity/title-length`
/// measures), set in caption 2: 11 pt at Large, scaled with the variant's text size.
import ViewModel

extension LayoutBuilder {
    /// An activity tile: the icon and two lines of title below it.
    var activityTileHeight: Double {
        LayoutMetrics.activityIconSize + 4 + 2 * activityTitleStyle.lineHeight
    }

    /// An activity's title: `activityTitleFontSize` at Large, scaled as caption 2 is (as `activity/title-length` scales it).
    var activityTitleStyle: TextStyle {
        TextStyle.sized(LayoutMetrics.activityTitleFontSize * DynamicType.scale(.caption2, at: metrics.textSize))
    }

    func placeActivitySheet(_ sheet: Element, parent: Int?, depth: Int) -> Int? {
        let screen = metrics.bounds
        let margin = metrics.layoutMargin
        let excluded = Set((sheet.value("excluded")?.listValue ?? []).compactMap(\.nameValue))
        let system = (sheet.value("activities")?.listValue ?? []).compactMap(\.nameValue).filter { !excluded.contains($0) }
        let custom = shown(sheet)
        let count = system.count + custom.count
        let tile = LayoutMetrics.activityTileWidth
        let spacing = LayoutMetrics.collectionInteritemSpacing
        let room = screen.width - 2 * margin - metrics.safeArea.left - metrics.safeArea.right
        let columns = max(1, Int((room + spacing) / (tile + spacing)))
        let rows = (count + columns - 1) / columns
        let grabberArea = 20.0
        let rowPitch = activityTileHeight + spacing
        let needed = grabberArea + Double(rows) * rowPitch + margin + metrics.safeArea.bottom
        let height = min(max(screen.height / 2, needed), screen.height - metrics.safeArea.top - LayoutMetrics.sheetTopGap)
        let frame = LayoutRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
        guard let index = record(sheet, frame: frame, parent: parent, depth: depth, clips: true, floating: true) else { return nil }
        add(LaidOutPart(role: .grabber, frame: LayoutRect(x: frame.midX - 18, y: frame.minY + 6, width: 36, height: 5)), to: index)
        let left = frame.minX + metrics.safeArea.left + margin
        func tileFrame(_ number: Int) -> LayoutRect {
            LayoutRect(x: left + Double(number % columns) * (tile + spacing), y: frame.minY + grabberArea + Double(number / columns) * rowPitch,
                       width: tile, height: activityTileHeight)
        }
        for (number, name) in system.enumerated() {
            let frame = tileFrame(number)
            let icon = LayoutMetrics.activityIconSize
            add(LaidOutPart(role: .glyph, frame: LayoutRect(x: frame.midX - icon / 2, y: frame.minY, width: icon, height: icon),
                            value: "activity.\(name)"), to: index)
            if let word = options.systemWords["activity.\(name)"] { addActivityTitle(word, in: frame, to: index) }
        }
        for (number, child) in custom.enumerated() {
            place(child, in: tileFrame(system.count + number), parent: index, depth: depth + 1)
        }
        return index
    }

    func placeActivity(_ activity: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        guard let index = record(activity, frame: frame, parent: parent, depth: depth) else { return }
        let icon = min(LayoutMetrics.activityIconSize, frame.width)
        add(LaidOutPart(role: .image, frame: LayoutRect(x: frame.midX - icon / 2, y: frame.minY, width: icon, height: icon),
                        value: imageText(activity.value("image"))), to: index)
        if let title = activity.string("title"), !title.isEmpty { addActivityTitle(title, in: frame, to: index) }
        placeStrayChildren(of: activity, index: index, in: frame, depth: depth)
    }

    private func addActivityTitle(_ title: String, in frame: LayoutRect, to index: Int) {
        let style = activityTitleStyle
        let fitted = WordWrapping.wrap(title, width: frame.width, fontSize: style.fontSize, maxLines: Int(LayoutMetrics.activityTitleLines))
        let top = frame.minY + LayoutMetrics.activityIconSize + 4
        add(LaidOutText(role: .title, frame: LayoutRect(x: frame.minX, y: top, width: frame.width,
                                                        height: Double(fitted.lines.count) * style.lineHeight),
                        lines: fitted.lines, fontSize: style.fontSize, lineHeight: style.lineHeight, alignment: .center,
                        isTruncated: !fitted.fits), to: index)
    }
}
