/// The invariants every layout keeps, as a list of what breaks them (empty
/// when none does), shared by the property tests.
import ViewLayout

enum LayoutInvariants {
    static func problems(in layout: ScreenLayout) -> [String] {
        var problems: [String] = []
        let screen = layout.bounds
        for (index, element) in layout.elements.enumerated() {
            let name = "\(index) \(element.kind) \(element.source.lspText)"
            var rects = [element.frame, element.visibleFrame] + element.texts.map(\.frame) + element.parts.map(\.frame)
            if let backdrop = element.backdrop { rects.append(backdrop) }
            for rect in rects where !isSane(rect) { problems.append("\(name): bad rectangle \(rect)") }
            if !screen.contains(element.visibleFrame) { problems.append("\(name): shows outside the screen \(element.visibleFrame)") }
            guard let parentIndex = element.parent else {
                if element.depth != 0 && !element.isFloating { problems.append("\(name): a root at depth \(element.depth)") }
                continue
            }
            guard parentIndex < index else {
                problems.append("\(name): parent \(parentIndex) after it")
                continue
            }
            let parent = layout.elements[parentIndex]
            if element.depth != parent.depth + 1 { problems.append("\(name): depth \(element.depth) under \(parent.depth)") }
            if element.isFloating {
                if !screen.contains(element.frame) { problems.append("\(name): floats outside the screen \(element.frame)") }
            } else if !parent.scrolls, !parent.frame.contains(element.frame) {
                problems.append("\(name): outside its parent \(parentIndex) \(parent.kind) \(parent.frame) at \(element.frame)")
            }
        }
        problems += barOrder(in: layout)
        return problems
    }

    static func isSane(_ rect: LayoutRect) -> Bool {
        [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) && rect.width >= 0 && rect.height >= 0
    }

    /// In each container: the status bar above the navigation bar above the
    /// content above the toolbar above the tab bar.
    static func barOrder(in layout: ScreenLayout) -> [String] {
        var problems: [String] = []
        var children: [Int: [Int]] = [:]
        for (index, element) in layout.elements.enumerated() where !element.isFloating {
            if let parent = element.parent { children[parent, default: []].append(index) }
        }
        let rank: [String: Int] = ["StatusBar": 0, "NavigationBar": 1, "Toolbar": 3, "TabBar": 4]
        for (parentIndex, members) in children {
            let parent = layout.elements[parentIndex]
            guard ["Screen", "Page", "Primary", "Secondary", "Popover", "Modal", "ContainerViewController", "CustomView"].contains(parent.kind)
            else { continue }
            var bands: [(rank: Int, element: LaidOutElement)] = []
            for index in members {
                let element = layout.elements[index]
                guard element.frame.height > 0 else { continue }
                if let value = rank[element.kind] {
                    bands.append((value, element))
                } else if !["SearchBar", "ScopeBar", "SplitView", "ActivityIndicator", "error"].contains(element.kind),
                          element.name("mimics") == nil {
                    bands.append((2, element))
                }
            }
            for first in bands {
                for second in bands where first.rank < second.rank {
                    if first.rank == 2 && parent.scrolls { continue }
                    if first.element.frame.maxY > second.element.frame.minY + 0.01 {
                        problems.append("\(first.element.kind) \(first.element.frame) not above \(second.element.kind) \(second.element.frame) in \(parent.kind)")
                    }
                }
            }
        }
        if let statusBar = layout.statusBar {
            for element in layout.elements where element.kind == "NavigationBar" && !element.isFloating && element.presentation == 0 {
                if element.frame.minY < statusBar.frame.maxY - 0.01, element.frame.height > 0 {
                    problems.append("navigation bar \(element.frame) under the status bar")
                }
            }
        }
        return problems
    }
}
