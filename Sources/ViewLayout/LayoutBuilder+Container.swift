/// Containers as UIKit lays out a view controller: the status bar strip, the
/// bars on top (navigation bar, then search and scope bars) and at the
/// bottom (toolbar above tab bar, the tab bar over the home indicator), a
/// split view across the whole container, and the content in a column
/// between the bars. Popovers shown now wait until their source is placed.
import ViewModel
import ViewSyntax

/// Where a container's bars and content may start and end, from its own edges.
struct ContainerInsets {
    /// Where top bars start (below the status bar).
    var barTop: Double
    /// Where content starts when there is no top bar (the safe area).
    var safeTop: Double
    var bottom: Double
    var left: Double
    var right: Double

    static let zero = ContainerInsets(barTop: 0, safeTop: 0, bottom: 0, left: 0, right: 0)
}

extension LayoutBuilder {
    func statusBar(of root: Element) -> StatusBarLayout? {
        guard metrics.statusBarHeight > 0 else { return nil }
        let bars = root.children(of: "StatusBar")
        if bars.contains(where: isHidden) { return nil }
        return StatusBarLayout(frame: LayoutRect(x: 0, y: 0, width: metrics.size.width, height: metrics.statusBarHeight),
                               style: bars.first?.name("style"))
    }

    func noteOrientation(of root: Element) {
        guard let list = root.binding("orientations")?.value.listValue else { return }
        let names = list.compactMap(\.nameValue)
        if !names.isEmpty, !names.contains(options.orientation.rawValue) {
            note(.unsupportedOrientation, element: nil, options.orientation.rawValue)
        }
    }

    /// The screen's insets: bars below the status bar, content in the safe area.
    func screenInsets(statusBarShown: Bool) -> ContainerInsets {
        let safe = metrics.safeArea
        let hiddenOnPad = !statusBarShown && metrics.device == .ipad
        let barTop = statusBarShown ? metrics.statusBarHeight : (hiddenOnPad ? 0 : safe.top)
        return ContainerInsets(barTop: barTop, safeTop: hiddenOnPad ? 0 : safe.top, bottom: safe.bottom, left: safe.left,
                               right: safe.right)
    }

    func placeScreen(_ root: Element, statusBarShown: Bool) {
        let bounds = metrics.bounds
        guard let index = record(root, frame: bounds, parent: nil, depth: 0, clips: true) else { return }
        var insets = screenInsets(statusBarShown: statusBarShown)
        if root.bool("fullscreenMedia") == true {
            // Full-screen media fills the screen, edge to edge, under the status bar and the home indicator.
            insets.safeTop = 0
            insets.bottom = 0
        }
        placeContent(of: root, index: index, frame: bounds, insets: insets, depth: 1)
    }

    /// The insets a container inside `outer` (with `outerInsets`) keeps: what
    /// of the status bar and home indicator still lies over it.
    /// A frame beyond the outer one (a page scrolled aside) keeps only the insets of the edges it shares.
    func nestedInsets(_ frame: LayoutRect, in outer: LayoutRect, _ outerInsets: ContainerInsets) -> ContainerInsets {
        let minX = max(frame.minX, outer.minX)
        let maxX = min(frame.maxX, outer.maxX)
        let minY = max(frame.minY, outer.minY)
        let maxY = min(frame.maxY, outer.maxY)
        return ContainerInsets(barTop: max(0, outer.minY + outerInsets.barTop - minY),
                               safeTop: max(0, outer.minY + outerInsets.safeTop - minY),
                               bottom: max(0, maxY - (outer.maxY - outerInsets.bottom)),
                               left: max(0, outer.minX + outerInsets.left - minX),
                               right: max(0, maxX - (outer.maxX - outerInsets.right)))
    }

    /// Lays out a container's children inside `frame`.
    func placeContent(of container: Element, index: Int, frame: LayoutRect, insets: ContainerInsets, depth: Int) {
        let children = shown(container)
        var top: [Element] = []
        var bottom: [Element] = []
        var content: [ColumnItem] = []
        var overlays: [Element] = []
        for child in children {
            switch placementRole(of: child) {
            case .statusStrip:
                // The system sets the status bar's height; a custom view that mimics one keeps to the safe area's top.
                let height = child.is("StatusBar") ? insets.barTop : min(max(0, child.number("height") ?? insets.barTop), insets.safeTop)
                place(child, in: LayoutRect(x: frame.minX, y: frame.minY, width: frame.width, height: height), parent: index,
                      depth: depth)
            case .topBar: top.append(child)
            case .bottomBar: bottom.append(child)
            case .floating: pendingPopovers.append(Floating(element: child, parent: index, depth: depth, presentation: presentation,
                                                     bounds: frame))
            case .presented: presented.append((child, index))
            case .fill:
                place(child, in: frame, parent: index, depth: depth, insets: nestedInsets(frame, in: frame, insets))
            case .overlay: overlays.append(child)
            case .content: content.append(.element(child))
            }
        }
        if content.isEmpty { overlays.forEach { content.append(.element($0)) }; overlays = [] }
        content = withBrokenSyntax(content, in: container)
        // Bottom bars first: top bars then take no more than the room above them, so the bars stay in order.
        let (barsBottom, coversHomeIndicator) = placeBottomBars(bottom, in: frame, insets: insets, parent: index, depth: depth)
        let topRoom = LayoutRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, barsBottom - frame.minY))
        let barsTop = placeTopBars(top, in: topRoom, insets: insets, parent: index, depth: depth)
        let contentTop = top.isEmpty ? frame.minY + insets.safeTop : barsTop
        let contentBottom = coversHomeIndicator ? barsBottom : frame.maxY - insets.bottom
        let area = LayoutRect(x: frame.minX, y: contentTop, width: frame.width, height: max(0, contentBottom - contentTop))
        let margins = ColumnMargins(left: metrics.layoutMargin + insets.left, right: metrics.layoutMargin + insets.right)
        let overflowed = placeColumn(content, in: area, margins: margins, parent: index, depth: depth, scrollable: false,
                                     extendLastTo: coversHomeIndicator ? nil : frame.maxY)
        if overflowed { markScrolling(index) }
        for overlay in overlays {
            let entry = columnEntry(for: overlay, width: area.width, margins: margins)
            let width = entry.width ?? min(area.width, 120)
            place(overlay, in: LayoutRect(x: area.midX - width / 2, y: area.midY - entry.height / 2, width: width,
                                          height: entry.height).fitted(into: area), parent: index, depth: depth)
        }
    }

    enum PlacementRole { case statusStrip, topBar, bottomBar, floating, presented, fill, overlay, content }

    /// Where a container puts a child of this kind.
    func placementRole(of child: Element) -> PlacementRole {
        switch child.kind {
        case "StatusBar": return .statusStrip
        case "NavigationBar", "SearchBar", "ScopeBar": return .topBar
        case "Toolbar", "TabBar": return .bottomBar
        case "Popover": return .floating
        case "Modal", "Alert", "ActionSheet", "ActivityViewController": return .presented
        case "SplitView": return .fill
        case "ActivityIndicator": return .overlay
        case "CustomView":
            switch child.name("mimics") {
            case "statusBar": return .statusStrip
            case "navigationBar": return .topBar
            case "tabBar": return .bottomBar
            default: return .content
            }
        default: return .content
        }
    }

    /// The top bars stacked from below the status bar; returns where content may start.
    func placeTopBars(_ bars: [Element], in frame: LayoutRect, insets: ContainerInsets, parent: Int, depth: Int) -> Double {
        var y = frame.minY + insets.barTop
        for (number, bar) in bars.enumerated() {
            y = min(y, frame.maxY)
            let height = min(topBarHeight(bar), max(0, frame.maxY - y))
            let barFrame = LayoutRect(x: frame.minX, y: y, width: frame.width, height: height)
            let backdrop = number == 0 ? LayoutRect(x: frame.minX, y: frame.minY, width: frame.width, height: barFrame.maxY - frame.minY)
                                       : barFrame
            placeBar(bar, in: barFrame, backdrop: backdrop, parent: parent, depth: depth, insets: insets)
            y = barFrame.maxY
        }
        return y
    }

    /// Tab bars at the very bottom, toolbars above them; returns where content
    /// must end and whether a bar covers the home indicator.
    func placeBottomBars(_ bars: [Element], in frame: LayoutRect, insets: ContainerInsets, parent: Int,
                         depth: Int) -> (Double, Bool) {
        var bottom = frame.maxY
        var coversInset = false
        let ordered = bars.filter { isTabBar($0) } + bars.filter { !isTabBar($0) }
        for bar in ordered {
            let own = isTabBar(bar) ? (bar.number("height") ?? metrics.tabBarHeight) : (bar.number("height") ?? metrics.toolbarHeight)
            let inset = coversInset ? 0 : insets.bottom
            let height = min(max(0, own) + (isTabBar(bar) ? inset : 0), max(0, bottom - frame.minY))
            var barFrame = LayoutRect(x: frame.minX, y: bottom - height, width: frame.width, height: height)
            var backdrop = barFrame
            if !isTabBar(bar), !coversInset {
                barFrame.y = max(frame.minY, bottom - inset - height)
                backdrop = LayoutRect(x: frame.minX, y: barFrame.minY, width: frame.width, height: bottom - barFrame.minY)
            }
            placeBar(bar, in: barFrame, backdrop: backdrop, parent: parent, depth: depth, insets: insets)
            bottom = barFrame.minY
            coversInset = true
        }
        return (bottom, coversInset)
    }

    func isTabBar(_ bar: Element) -> Bool { bar.is("TabBar") || bar.name("mimics") == "tabBar" }

    /// A top bar's full height: its item row and the prompt, search and scope rows it holds.
    func topBarHeight(_ bar: Element) -> Double {
        if let height = bar.number("height") { return max(0, height) }
        switch bar.kind {
        case "NavigationBar":
            var height = metrics.navigationBarHeight
            if bar.string("prompt")?.isEmpty == false { height += LayoutMetrics.promptHeight }
            if let search = shown(bar).first(where: { $0.is("SearchBar") }) {
                height += LayoutMetrics.navigationSearchBarHeight
                if shown(search).contains(where: { $0.is("ScopeBar") }) { height += LayoutMetrics.scopeBarHeight }
            }
            return height
        case "SearchBar":
            return searchBarHeight(bar)
        case "ScopeBar":
            return LayoutMetrics.scopeBarHeight
        default:
            return metrics.navigationBarHeight
        }
    }

    func searchBarHeight(_ bar: Element) -> Double {
        var height = LayoutMetrics.searchBarHeight
        if bar.string("prompt")?.isEmpty == false { height += LayoutMetrics.promptHeight }
        if shown(bar).contains(where: { $0.is("ScopeBar") }) { height += LayoutMetrics.scopeBarHeight }
        return height
    }

    /// Syntax errors among a block's members become hatched placeholders where they stand.
    func withBrokenSyntax(_ items: [ColumnItem], in container: Element) -> [ColumnItem] {
        guard container.path == file.path, !file.tree.diagnostics.isEmpty, let block = container.syntax.body else { return items }
        var broken: [Range<Int>] = []
        for child in block.syntax.children {
            switch child {
            case .node(let node) where node.kind == .error: broken.append(node.range)
            case .token(let token) where token.kind == .errorToken: broken.append(token.range)
            default: break
            }
        }
        guard !broken.isEmpty else { return items }
        var result = items
        for range in broken {
            let position = result.firstIndex { item in
                if case .element(let element) = item { return element.range.lowerBound > range.lowerBound }
                return false
            } ?? result.count
            result.insert(.broken(range), at: position)
        }
        return result
    }
}
