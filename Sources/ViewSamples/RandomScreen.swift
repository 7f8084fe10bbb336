/// Random screens from a seed, for property tests of everything that walks a
/// model (the layout first): every component in the places the language puts
/// it and, now and then, where it does not; bindings with ordinary and odd
/// values (negative, zero, huge sizes; long, Cyrillic, CJK and emoji text);
/// hidden elements, popovers pointing at ids, presented values and a
/// component file used by the screen. The same seed gives the same files.

public enum RandomScreen {
    /// A screen (`Screen.view`) and the component files it uses, by file name.
    public static func generate(seed: UInt64) -> [String: String] {
        var generator = Generator(random: SeededRandom(seed: seed))
        let screen = generator.screen()
        return ["Screen.view": screen, "Row.view": "Cell {\n    style: subtitle\n    accessory: checkmark\n}\n",
                "Panel.view": "CustomView {\n    Label { text: \"Panel\" }\n    Button { title: \"Go\" }\n}\n"]
    }

    struct Generator {
        var random: SeededRandom
        var ids: [String] = []
        var budget = 160

        mutating func chance(_ percent: Int) -> Bool { random.next(below: 100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[random.next(below: items.count)] }

        static let texts = ["Settings", "Wi-Fi", "A very long title that will never fit in one line of a narrow cell at all",
                            "\u{41D}\u{430}\u{441}\u{442}\u{440}\u{43E}\u{439}\u{43A}\u{438}", "\u{8BBE}\u{7F6E}\u{4E0E}\u{9690}\u{79C1}",
                            "Ajustes \u{1F389}", "", "x", "Line one\\nLine two", "</text><script>", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"]
        static let numbers = ["0", "-20", "12.5", "44", "90", "320", "100000", "1"]
        static let contentKinds = ["TableView", "CollectionView", "MapView", "ScrollView", "PageViewController", "ContainerViewController",
                                   "CustomView", "TextView", "WebView", "ImageView", "Label", "Button", "TextField",
                                   "SegmentedControl", "PageControl", "ActivityIndicator", "Popover", "SplitView", "Panel"]
        static let anyKind = contentKinds + ["Cell", "Section", "Item", "Pin", "Tab", "BarButton", "Toolbar", "NavigationBar",
                                             "TabBar", "StatusBar", "Alert", "Activity", "Page", "Primary", "Overlay", "Unknown"]

        mutating func screen() -> String {
            var members = ["title: \"\(pick(Self.texts))\""]
            if chance(30) { members.append("device: \(pick(["iphone", "ipad"]))") }
            if chance(15) { members.append("orientations: [\(pick(["portrait", "landscape"]))]") }
            if chance(30) { members.append("StatusBar { style: \(pick(["light", "dark"]))\(chance(30) ? "; hidden: true" : "") }") }
            if chance(80) { members.append(navigationBar()) }
            if chance(20) { members.append("SearchBar { placeholder: \"\(pick(Self.texts))\"\(chance(50) ? "; ScopeBar { scopes: [\"A\", \"B\"] }" : "") }") }
            for _ in 0..<(1 + random.next(below: 7)) { members.append(element(pick(Self.contentKinds), depth: 1)) }
            if chance(50) { members.append(toolbar()) }
            if chance(50) { members.append(tabBar()) }
            if chance(10) { members.append(element(pick(Self.anyKind), depth: 1)) }
            let text = "Screen {\n" + members.map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
            // One screen in twenty is cut short, for the layout of what still parses.
            return chance(5) ? String(text.prefix(random.next(below: text.count + 1))) : text
        }

        mutating func navigationBar() -> String {
            var items: [String] = []
            if chance(50) { items.append("title: \"\(pick(Self.texts))\"") }
            if chance(20) { items.append("prompt: \"\(pick(Self.texts))\"") }
            if chance(40) { items.append("BackButton { title: \"\(pick(Self.texts))\" }") }
            for _ in 0..<random.next(below: 4) { items.append(barButton()) }
            if chance(20) { items.append("SegmentedControl { segments: [\"One\", \"\u{4E8C}\", \"\u{422}\u{440}\u{438}\"] }") }
            if chance(20) { items.append("SearchBar { showsCancelButton: true\(chance(50) ? "; ScopeBar { scopes: [\"All\"] }" : "") }") }
            if chance(15) { items.append("height: \(pick(Self.numbers))") }
            return "NavigationBar { \(items.joined(separator: "\n")) }"
        }

        mutating func barButton() -> String {
            let id = nextID()
            switch random.next(below: 4) {
            case 0: return "BarButton { id: \(id); system: \(pick(["add", "done", "cancel", "action", "search", "trash"])) }"
            case 1: return "BarButton { id: \(id); title: \"\(pick(Self.texts))\" }"
            case 2: return "BarButton { id: \(id); system: action; presents: \(presented(depth: 2)) }"
            default: return "BarButton { id: \(id); icon: system.\(pick(["camera", "compose", "nothing"])) }"
            }
        }

        mutating func toolbar() -> String {
            var items: [String] = []
            for _ in 0..<random.next(below: 6) {
                items.append(pick([barButton(), "FlexibleSpace {}", "FixedSpace { width: \(pick(Self.numbers)) }",
                                   "TextField { placeholder: \"Find\" }", "SegmentedControl { segments: [\"a\", \"b\"] }"]))
            }
            return "Toolbar { \(items.joined(separator: "\n")) }"
        }

        mutating func tabBar() -> String {
            let tabs = (0..<random.next(below: 7)).map { _ in
                "Tab { title: \"\(pick(Self.texts))\"; icon: system.\(pick(["more", "favorites", "recents"]))\(chance(30) ? "; badge: \"3\"" : "") }"
            }
            return "TabBar { \(tabs.joined(separator: "\n")) }"
        }

        mutating func nextID() -> String {
            let id = "e\(ids.count)"
            ids.append(id)
            return id
        }

        /// A presented value (`presents:`).
        mutating func presented(depth: Int) -> String {
            switch random.next(below: 5) {
            case 0: return "Popover { \(ids.isEmpty ? "" : "source: \(pick(ids)); ")width: \(pick(Self.numbers)); Label { text: \"\(pick(Self.texts))\" } }"
            case 1: return "Modal { style: \(pick(["fullScreen", "pageSheet", "formSheet"])); \(element(pick(Self.contentKinds), depth: depth + 1)) }"
            case 2: return "Alert { title: \"\(pick(Self.texts))\"; message: \"\(pick(Self.texts))\"; Button { title: \"OK\" } Button { title: \"Cancel\"; role: cancel } }"
            case 3: return "ActionSheet { title: \"\(pick(Self.texts))\"; Button { title: \"One\" } Button { title: \"Cancel\"; role: cancel } }"
            default: return "ActivityViewController { activities: [copy, mail, print]; Activity { title: \"\(pick(Self.texts))\"; image: \"a@2x.png\" } }"
            }
        }

        /// One element of `kind` with bindings and children, nested at most a few levels.
        mutating func element(_ kind: String, depth: Int) -> String {
            budget -= 1
            var members: [String] = []
            if chance(8) { members.append("hidden: true") }
            if chance(10) { members.append("width: \(pick(Self.numbers))") }
            if chance(10) { members.append("height: \(pick(Self.numbers))") }
            if chance(20) { members.append("id: \(nextID())") }
            let deeper = depth < 6 && budget > 0
            func children(_ count: Int, _ make: (inout Generator) -> String) -> [String] {
                (0..<count).map { _ in make(&self) }
            }
            switch kind {
            case "TableView":
                members.append("style: \(pick(["plain", "grouped"]))")
                if chance(20) { members.append("index: [\"A\", \"B\", \"C\"]") }
                if chance(20) { members.append("rowHeight: \(pick(Self.numbers))") }
                if chance(20) { members.append("SearchBar { placeholder: \"Search\" }") }
                if chance(10) { members.append("RefreshControl { title: \"Pull\" }") }
                if chance(10) { members.append("ActivityIndicator { label: \"Loading\" }") }
                members += children(random.next(below: 5)) { $0.section() }
                members += children(random.next(below: 3)) { $0.cell() }
            case "CollectionView":
                members.append("layout: \(pick(["grid", "flow", "list", "custom"]))")
                if chance(30) { members.append("scrollDirection: horizontal") }
                if chance(50) { members.append("itemWidth: \(pick(Self.numbers)); itemHeight: \(pick(Self.numbers))") }
                members += children(random.next(below: 12)) { "Item { title: \"\($0.pick(Self.texts))\"\($0.chance(20) ? "; width: 120" : "") }" }
            case "MapView":
                members += children(random.next(below: 5)) { "Pin { title: \"\($0.pick(Self.texts))\"; color: \($0.pick(["red", "green", "purple"])) }" }
                if chance(50) { members.append("Overlay { kind: \(pick(["route", "area"])) }") }
            case "ScrollView", "ContainerViewController", "CustomView", "Popover", "Page", "Primary", "Unknown":
                if kind == "ScrollView" { members.append("direction: \(pick(["vertical", "horizontal", "both"]))\(chance(30) ? "; paging: true" : "")") }
                if kind == "Popover", !ids.isEmpty { members.append("source: \(pick(ids))") }
                if chance(20), kind != "ScrollView" { members.append(navigationBar()) }
                if deeper { members += children(random.next(below: 6)) { $0.element($0.pick(Self.contentKinds), depth: depth + 1) } }
                if kind == "ScrollView", chance(30) { members.append("PageControl { pages: 3 }") }
                if chance(15), kind != "ScrollView" { members.append(toolbar()) }
            case "PageViewController":
                if deeper { members += children(random.next(below: 4)) { "Page { \($0.element($0.pick(Self.contentKinds), depth: depth + 2)) }" } }
            case "SplitView":
                let primary = deeper ? element(pick(Self.contentKinds), depth: depth + 2) : ""
                let secondary = deeper ? element(pick(Self.contentKinds), depth: depth + 2) : ""
                members.append("Primary { width: \(pick(Self.numbers)); \(primary) }")
                members.append("Secondary { \(secondary) }")
            case "TextView":
                members.append("text: \"\(pick(Self.texts)) \(pick(Self.texts)) \(pick(Self.texts))\"; font: \(pick(["body", "headline", "caption2"]))")
            case "Label":
                members.append("text: \"\(pick(Self.texts))\"")
                if chance(30) { members.append("fontSize: \(pick(Self.numbers))") }
            case "Button":
                members.append("title: \"\(pick(Self.texts))\"")
                if chance(30) { members.append("presents: \(presented(depth: depth))") }
            case "TextField":
                members.append("placeholder: \"\(pick(Self.texts))\"; purpose: \(pick(["input", "search"]))")
            case "SegmentedControl":
                members.append("segments: [\"\(pick(Self.texts))\", \"\(pick(Self.texts))\"]; selected: 1")
            case "PageControl":
                members.append("pages: \(pick(Self.numbers))")
            case "ActivityIndicator":
                members.append("label: \"\(pick(Self.texts))\"")
            case "ImageView":
                members.append(pick(["image: system.camera", "image: \"missing@2x.png\"", "images: [\"a.png\", \"b.png\"]", "contentMode: fill"]))
            case "WebView":
                members.append("url: \"https://example.com/\(pick(Self.texts))\"")
            case "Cell":
                return cell()
            case "Section":
                return section()
            default:
                break
            }
            return "\(kind) { \(members.joined(separator: "\n")) }"
        }

        mutating func section() -> String {
            var members: [String] = []
            if chance(60) { members.append("header: \"\(pick(Self.texts))\"") }
            if chance(30) { members.append("footer: \"\(pick(Self.texts)) \(pick(Self.texts))\"") }
            for _ in 0..<random.next(below: 5) { members.append(cell()) }
            return "Section { \(members.joined(separator: "\n")) }"
        }

        mutating func cell() -> String {
            if chance(10) { return "Row { title: \"\(pick(Self.texts))\" }" }
            let style = pick(["standard", "subtitle", "value1", "value2", "custom"])
            var members = ["style: \(style)", "title: \"\(pick(Self.texts))\"", "detail: \"\(pick(Self.texts))\""]
            if chance(40) { members.append("accessory: \(pick(["checkmark", "disclosureIndicator", "detailDisclosureButton"]))") }
            if chance(30) { members.append("image: system.bookmarks") }
            if chance(10) { members.append("editing: \(pick(["remove", "insert", "reorder"]))") }
            if chance(10) { members.append("height: \(pick(Self.numbers))") }
            if chance(10) { members.append("presents: \(presented(depth: 3))") }
            if style == "custom" { members.append("ImageView { image: system.camera; width: 30; height: 30 } Label { text: \"\(pick(Self.texts))\" }") }
            return "Cell { \(members.joined(separator: "\n")) }"
        }
    }
}
