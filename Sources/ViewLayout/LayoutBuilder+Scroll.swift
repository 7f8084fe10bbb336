/// Views that show more than fits: scroll views (a column, a row of pages, or
/// one zoomable image; page controls stay put over them), page view
/// controllers (pages side by side, the first one showing, dots below) and
/// split views (the primary column, then the secondary filling the rest).
import ViewModel

extension LayoutBuilder {
    func placeScroll(_ scroll: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        guard let index = record(scroll, frame: frame, parent: parent, depth: depth, clips: true, scrolls: true) else { return }
        let children = shown(scroll)
        let controls = children.filter { $0.is("PageControl") }
        let content = withBrokenSyntax(children.filter { !$0.is("PageControl") }.map { .element($0) }, in: scroll)
        var contentSize = LayoutSize(width: frame.width, height: frame.height)
        if scroll.name("direction") == "horizontal" {
            contentSize.width = placeRow(content, in: frame, paging: scroll.bool("paging") == true, parent: index, depth: depth + 1)
        } else if content.count == 1, case .element(let only) = content[0], only.is("ImageView"),
                  only.number("width") == nil, only.number("height") == nil {
            place(only, in: frame, parent: index, depth: depth + 1)
        } else {
            let margins = ColumnMargins(left: metrics.layoutMargin, right: metrics.layoutMargin)
            let entries = content.map { item -> ColumnEntry in
                if case .element(let element) = item { return columnEntry(for: element, width: frame.width, margins: margins) }
                return .fixed(LayoutMetrics.minimumTapTarget)
            }
            contentSize.height = max(frame.height, columnHeight(entries))
            placeColumn(content, in: frame, margins: margins, parent: index, depth: depth + 1, scrollable: true)
        }
        addScrollIndicators(scroll, content: contentSize, in: frame, to: index)
        for control in controls {
            let width = min(frame.width, pageDotsWidth(control))
            let height = LayoutMetrics.pageControlHeight
            place(control, in: LayoutRect(x: frame.midX - width / 2, y: frame.maxY - height - LayoutMetrics.columnSpacing, width: width,
                                          height: height), parent: index, depth: depth + 1)
        }
    }

    /// Children side by side: a page each when paging, else at their own widths; returns the row's width.
    private func placeRow(_ items: [ColumnItem], in frame: LayoutRect, paging: Bool, parent: Int, depth: Int) -> Double {
        var x = frame.minX
        for item in items {
            switch item {
            case .element(let element):
                var size = LayoutSize(width: frame.width, height: frame.height)
                if !paging {
                    let entry = columnEntry(for: element, width: frame.width, margins: .zero)
                    size = LayoutSize(width: entry.width ?? frame.width, height: entry.fills ? frame.height : min(entry.height, frame.height))
                }
                place(element, in: LayoutRect(x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height),
                      parent: parent, depth: depth)
                x += size.width
            case .broken(let range):
                recordBroken(range, frame: LayoutRect(x: x, y: frame.minY, width: frame.width, height: frame.height), parent: parent,
                             depth: depth)
                x += frame.width
            }
        }
        return x - frame.minX
    }

    private func addScrollIndicators(_ scroll: Element, content: LayoutSize, in frame: LayoutRect, to index: Int) {
        let thickness = LayoutMetrics.scrollIndicatorThickness
        if content.height > frame.height + 0.5, scroll.bool("showsVerticalIndicator") != false {
            let length = max(thickness * 4, frame.height * frame.height / content.height)
            add(LaidOutPart(role: .scrollIndicator, frame: LayoutRect(x: frame.maxX - thickness - 2, y: frame.minY + 2, width: thickness,
                                                                      height: max(0, length - 4))), to: index)
        }
        if content.width > frame.width + 0.5, scroll.bool("showsHorizontalIndicator") != false {
            let length = max(thickness * 4, frame.width * frame.width / content.width)
            add(LaidOutPart(role: .scrollIndicator, frame: LayoutRect(x: frame.minX + 2, y: frame.maxY - thickness - 2,
                                                                      width: max(0, length - 4), height: thickness)), to: index)
        }
    }

    func placePages(_ controller: Element, in frame: LayoutRect, parent: Int?, depth: Int, insets: ContainerInsets) {
        guard let index = record(controller, frame: frame, parent: parent, depth: depth, clips: true, scrolls: true) else { return }
        let pages = shown(controller)
        // Every page gets the insets the first one has: each is shown where the first is.
        let pageInsets = nestedInsets(frame, in: frame, insets)
        for (number, page) in pages.enumerated() {
            let pageFrame = LayoutRect(x: frame.minX + Double(number) * frame.width, y: frame.minY, width: frame.width,
                                       height: frame.height)
            if page.is("Page") {
                placeContainerLike(page, in: pageFrame, parent: index, depth: depth + 1, insets: pageInsets)
            } else {
                place(page, in: pageFrame, parent: index, depth: depth + 1)
            }
        }
        guard pages.count > 1 else { return }
        let width = min(frame.width, Double(pages.count + 1) * LayoutMetrics.pageDotPitch)
        let height = LayoutMetrics.pageControlHeight
        let bottom = frame.maxY - max(insets.bottom, LayoutMetrics.columnSpacing)
        add(LaidOutPart(role: .pageDots, frame: LayoutRect(x: frame.midX - width / 2, y: bottom - height, width: width, height: height),
                        value: "\(pages.count)/0"), to: index)
    }

    func placeSplit(_ split: Element, in frame: LayoutRect, parent: Int?, depth: Int, insets: ContainerInsets) {
        guard let index = record(split, frame: frame, parent: parent, depth: depth) else { return }
        let children = shown(split)
        let primary = children.first { $0.is("Primary") }
        let secondary = children.first { $0.is("Secondary") }
        let primaryWidth = primary.map { min(max(0, $0.number("width") ?? LayoutMetrics.splitPrimaryWidth), frame.width) } ?? 0
        if let primary {
            let paneFrame = LayoutRect(x: frame.minX, y: frame.minY, width: primaryWidth, height: frame.height)
            placeContainerLike(primary, in: paneFrame, parent: index, depth: depth + 1, insets: nestedInsets(paneFrame, in: frame, insets))
        }
        if let secondary {
            let paneFrame = LayoutRect(x: frame.minX + primaryWidth, y: frame.minY, width: max(0, frame.width - primaryWidth),
                                       height: frame.height)
            placeContainerLike(secondary, in: paneFrame, parent: index, depth: depth + 1,
                               insets: nestedInsets(paneFrame, in: frame, insets))
        }
        if primary != nil, secondary != nil {
            add(LaidOutPart(role: .divider, frame: LayoutRect(x: frame.minX + primaryWidth - 0.25, y: frame.minY, width: 0.5,
                                                              height: frame.height)), to: index)
        }
        for other in children where other !== primary && other !== secondary {
            recordUnplaced(other, parent: index, depth: depth + 1, kind: .cannotPlace)
        }
    }
}

extension LayoutBuilder {
    /// What a scroll view's content needs: a column's height, or a row's tallest child.
    func scrollContentHeight(_ scroll: Element, width: Double) -> Double {
        let children = shown(scroll).filter { !$0.is("PageControl") }
        guard !children.isEmpty else { return LayoutMetrics.scrollPreferredHeight }
        let margins = ColumnMargins(left: metrics.layoutMargin, right: metrics.layoutMargin)
        let entries = children.map { columnEntry(for: $0, width: width, margins: margins) }
        if scroll.name("direction") == "horizontal" {
            return entries.map { $0.fills ? LayoutMetrics.scrollPreferredHeight : $0.height }.max() ?? LayoutMetrics.scrollPreferredHeight
        }
        return columnHeight(entries)
    }
}
