/// Placing one element at a frame its parent chose: the dispatch by kind,
/// and what goes inside containers, custom views and components the layout
/// does not know (their children in a column of their own).
import ViewModel

extension LayoutBuilder {
    /// Records `element` at `frame` and lays out what it holds.
    func place(_ element: Element, in frame: LayoutRect, parent: Int?, depth: Int, insets: ContainerInsets = .zero) {
        if depth > depthLimit, let parent {
            recordUnplaced(element, parent: parent, depth: depth, kind: .tooDeep)
            return
        }
        switch element.kind {
        case "TableView": placeTable(element, in: frame, parent: parent, depth: depth)
        case "CollectionView": placeCollection(element, in: frame, parent: parent, depth: depth)
        case "MapView": placeMap(element, in: frame, parent: parent, depth: depth)
        case "ScrollView": placeScroll(element, in: frame, parent: parent, depth: depth)
        case "PageViewController": placePages(element, in: frame, parent: parent, depth: depth, insets: insets)
        case "SplitView": placeSplit(element, in: frame, parent: parent, depth: depth, insets: insets)
        case "Label", "Button", "TextField", "SegmentedControl", "PageControl", "ActivityIndicator", "ImageView", "TextView",
             "WebView":
            placeControl(element, in: frame, parent: parent, depth: depth)
        case "NavigationBar", "Toolbar", "TabBar", "SearchBar", "ScopeBar":
            placeBar(element, in: frame, backdrop: frame, parent: parent, depth: depth, insets: insets)
        case "Cell": placeLooseCell(element, in: frame, parent: parent, depth: depth)
        case "Section": placeLooseSection(element, in: frame, parent: parent, depth: depth)
        case "Item": placeItem(element, in: frame, parent: parent, depth: depth)
        case "Pin": placePin(element, in: frame, parent: parent, depth: depth)
        case "Activity": placeActivity(element, in: frame, parent: parent, depth: depth)
        case "BarButton", "BackButton", "Tab", "FixedSpace", "FlexibleSpace", "StatusBar", "RefreshControl", "Overlay":
            placeLeaf(element, in: frame, parent: parent, depth: depth)
        default:
            placeContainerLike(element, in: frame, parent: parent, depth: depth, insets: insets)
        }
    }

    /// A container, custom view or unknown component: its children as a screen's.
    func placeContainerLike(_ element: Element, in frame: LayoutRect, parent: Int?, depth: Int, insets: ContainerInsets) {
        guard let index = record(element, frame: frame, parent: parent, depth: depth) else { return }
        if let screen = element.name("content"), shown(element).isEmpty, element.is("Popover", "Modal") {
            addScreenName(screen, to: index, in: frame)
        }
        guard !shown(element).isEmpty else { return }
        placeContent(of: element, index: index, frame: frame, insets: insets, depth: depth + 1)
    }

    /// A `content:` screen is drawn on its own: its name stands in its place.
    func addScreenName(_ screen: String, to index: Int, in frame: LayoutRect) {
        note(.contentScreen, element: index, screen)
        let style = TextStyle.subheadline
        let (lines, cut) = TextFitting.lines(screen, fontSize: style.fontSize, width: frame.width - 2 * metrics.layoutMargin,
                                             maxLines: 1)
        add(LaidOutText(role: .screenName, frame: LayoutRect(x: frame.minX + metrics.layoutMargin, y: frame.midY - style.lineHeight / 2,
                                                             width: max(0, frame.width - 2 * metrics.layoutMargin),
                                                             height: style.lineHeight),
                        lines: lines, fontSize: style.fontSize, lineHeight: style.lineHeight, alignment: .center,
                        isTruncated: cut), to: index)
    }

    /// An element with nothing of its own to lay out inside; any children it
    /// holds (where the language does not expect them) go in a column inside it.
    func placeLeaf(_ element: Element, in frame: LayoutRect, parent: Int?, depth: Int) {
        guard let index = record(element, frame: frame, parent: parent, depth: depth) else { return }
        placeStrayChildren(of: element, index: index, in: frame, depth: depth)
    }

    func placeStrayChildren(of element: Element, index: Int, in frame: LayoutRect, depth: Int) {
        let children = shown(element)
        guard !children.isEmpty else { return }
        let overflowed = placeColumn(children.map { .element($0) }, in: frame, margins: .zero, parent: index, depth: depth + 1,
                                     scrollable: false)
        if overflowed { markScrolling(index) }
    }

    /// Lays out a component file's root in a neutral host: a cell in a plain
    /// table's first row, bars where a screen has them, anything else as a
    /// screen's content.
    func placeHosted(_ root: Element) {
        let insets = screenInsets(statusBarShown: metrics.statusBarHeight > 0)
        let bounds = metrics.bounds
        let content = LayoutRect(x: 0, y: insets.safeTop, width: bounds.width,
                                 height: max(0, bounds.height - insets.safeTop - insets.bottom))
        switch placementRole(of: root) {
        case .topBar:
            let height = topBarHeight(root)
            let frame = LayoutRect(x: 0, y: insets.barTop, width: bounds.width, height: height)
            placeBar(root, in: frame, backdrop: LayoutRect(x: 0, y: 0, width: bounds.width, height: frame.maxY), parent: nil,
                     depth: 0, insets: insets)
        case .bottomBar:
            let tabBar = isTabBar(root)
            let own = root.number("height") ?? (tabBar ? metrics.tabBarHeight : metrics.toolbarHeight)
            let height = own + insets.bottom
            let frame = LayoutRect(x: 0, y: bounds.height - height, width: bounds.width, height: tabBar ? height : own)
            placeBar(root, in: frame, backdrop: LayoutRect(x: 0, y: frame.minY, width: bounds.width, height: height), parent: nil,
                     depth: 0, insets: insets)
        default:
            let margins = ColumnMargins(left: metrics.layoutMargin, right: metrics.layoutMargin)
            var entry = columnEntry(for: root, width: content.width, margins: margins)
            if entry.fills { entry.height = max(entry.height, min(content.height, entry.height)) }
            let width = entry.alignment == .edge ? content.width
                : (entry.alignment == .margins ? content.width - margins.left - margins.right
                                               : min(entry.width ?? content.width, content.width))
            let frame = LayoutRect(x: content.midX - width / 2, y: content.minY + (entry.alignment == .edge ? 0 : LayoutMetrics.columnSpacing),
                                   width: width, height: min(entry.height, content.height))
            place(root, in: frame, parent: nil, depth: 0, insets: .zero)
        }
    }
}
