/// `table-view/truncated-text`: cell text wider than the room its style
/// leaves, the room read off the screen's layout (a † width estimate), on
/// every variant: the room on its device held its way, the text at its text
/// size (the `fontSize` options are the sizes at Large, scaled as body and
/// caption 1 are).
public import ViewModel
import ViewLayout
public struct TableViewTruncatedText: Rule {
    public static let kinds: Set<String> = ["Cell"]

    public static let description = RuleDescription(
        id: "table-view/truncated-text", severity: .warning,
        messages: ["", "detail", "oneLine"],
        citations: [
            SeedCitation("content-zh.table-view"),
            SeedCitation("tables-zh.table-view.guidelines"),
            SeedCitation("content-ru.table-view"),
        ],
        options: [RuleOption("fontSize", default: TextWidth.systemFontSize, range: 8...40),
                  RuleOption("subtitleDetailFontSize", default: TextWidth.subtitleDetailFontSize, range: 6...40)],
        variesBySize: true,
        narrowestDecides: true,
        examples: [
            .nonTriggering("""
            Screen {
                TableView {
                    Cell {
                        style: subtitle
                        title: "War and Peace"
                        detail: "Leo Tolstoy"
                        image: system.bookmarks
                    }
                }
            }
            """),
            // Language v4: a title that may wrap into two lines (`titleLines: 2`) is cut only past them.
            .nonTriggering("""
            Screen {
                TableView {
                    Cell { title: "Download new books over cellular data"; titleLines: 2 }
                }
            }
            """),
            // Fits every iPhone at Large (211 pt); at xxxLarge the 18 pt detail needs 317 pt and the iPhone SE leaves
            // 301 pt in portrait (the iPhone 16 319 pt): cut on the iPhone SE in portrait at text size xxxLarge.
            .triggering("""
            Screen {
                TableView {
                    Cell {
                        style: subtitle
                        title: "War and Peace"
                        ⟦detail: "Leo Tolstoy, tr. by Louise Maude"⟧
                        image: system.bookmarks
                    }
                }
            }
            """),
            // The English and Chinese titles are cut on every iPhone at every size; the Russian one (290 pt at Large) fits
            // until xxxLarge (392 pt), where every iPhone held in portrait cuts it.
            .triggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell { ⟦title: "Download new books over cellular data"⟧ }
                        Cell { ⟦title: "\u{5728}\u{8702}\u{7A9D}\u{7F51}\u{7EDC}\u{4E0B}\u{81EA}\u{52A8}\u{4E0B}\u{8F7D}\u{5DF2}\u{8D2D}\u{4E70}\u{7684}\u{5168}\u{90E8}\u{7535}\u{5B50}\u{56FE}\u{4E66}"⟧ }
                        Cell { ⟦title: "\u{417}\u{430}\u{433}\u{440}\u{443}\u{436}\u{430}\u{442}\u{44C} \u{43A}\u{43D}\u{438}\u{433}\u{438} \u{43F}\u{43E} \u{441}\u{43E}\u{442}\u{43E}\u{432}\u{43E}\u{439} \u{441}\u{435}\u{442}\u{438}"⟧ }
                    }
                }
            }
            """),
            .triggering("""
            Screen {
                TableView {
                    Cell {
                        style: subtitle
                        ⟦title: "The Collected Stories of Anton Chekhov"⟧
                        detail: "Anton Chekhov"
                        image: system.bookmarks
                        accessory: disclosureIndicator
                        push: Details
                    }
                }
            }
            """, otherFiles: detailsScreen),
            .triggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell {
                            style: value1
                            ⟦title: "Automatic Downloads"⟧
                            detail: "Wi-Fi and cellular"
                            accessory: disclosureIndicator
                            push: Details
                        }
                    }
                }
            }
            """, otherFiles: detailsScreen),
            .nonTriggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell { style: value1; title: "Downloads"; detail: "Wi-Fi"; accessory: disclosureIndicator; push: Details }
                        Cell { style: subtitle; title: "\u{412}\u{43E}\u{439}\u{43D}\u{430} \u{438} \u{43C}\u{438}\u{440}"; detail: "\u{41B}\u{435}\u{432} \u{422}\u{43E}\u{43B}\u{441}\u{442}\u{43E}\u{439}"; image: system.bookmarks }
                        Cell { title: "\u{5728}\u{8702}\u{7A9D}\u{7F51}\u{7EDC}\u{4E0B}\u{4E0B}\u{8F7D}\u{56FE}\u{4E66}"; accessory: checkmark }
                    }
                }
            }
            """, otherFiles: detailsScreen),
        ])

    /// The screen the examples' rows with a disclosure indicator push.
    static let detailsScreen = ["Details": "Screen { title: \"Details\" }\n"]

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let style = TableRuleSupport.style(of: element)
        guard style != "custom" else { return [] }
        // A row held sideways is never narrower than upright on the same device (docs/layout.md): text that fits
        // upright fits sideways, so the sideways layout is laid out only for text cut upright.
        let variant = context.variant
        if variant.orientation == .landscape {
            let upright = context.on(LayoutVariant(device: variant.device, orientation: .portrait, textSize: variant.textSize))
            if let room = self.room(in: element, context: upright), overflowing(element, room: room, in: upright).isEmpty { return [] }
        }
        guard let room = self.room(in: element, context: context) else { return [] }
        let size = variant.textSize
        let fontSize = context.option("fontSize", of: description) * DynamicType.scale(.body, at: size)
        let title = textBinding("title", of: element).map { ($0.0, TextWidth.points($0.1, fontSize: fontSize)) }
        // A subtitle cell's detail line is set in a smaller font than its title; the value styles' is not.
        let detailFont = style == "subtitle"
            ? context.option("subtitleDetailFontSize", of: description) * DynamicType.scale(.caption1, at: size) : fontSize
        let detail = textBinding("detail", of: element).map { ($0.0, TextWidth.points($0.1, fontSize: detailFont)) }

        // Arguments and locations are made only for a cell whose text overflows.
        func finding(on binding: Binding, variant: String, needed: Double, _ texts: [String: String], others: [Binding] = []) -> RuleFinding {
            let layout = ["style", "image", "accessory"].compactMap { element.binding($0)?.path } + (widthSource(of: element).map { [$0.path] } ?? [])
            var arguments = texts
            arguments["style"] = style
            arguments["room"] = "\(Int(room.rounded()))"
            arguments["needed"] = "\(Int(needed.rounded(.up)))"
            let location = TableRuleSupport.site(binding.location, of: element, contributors: layout + others.map(\.path))
            return RuleFinding(at: location, variant: variant, arguments)
        }

        switch style {
        case "standard", "subtitle":
            var findings: [RuleFinding] = []
            if let (binding, width) = title, width > wrappedRoom(room, lines: "titleLines", of: element) {
                findings.append(finding(on: binding, variant: "", needed: width, ["text": binding.valueText]))
            }
            if style == "subtitle", let (binding, width) = detail, width > wrappedRoom(room, lines: "detailLines", of: element) {
                findings.append(finding(on: binding, variant: "detail", needed: width, ["text": binding.valueText]))
            }
            return findings
        default:
            switch (title, detail) {
            case let ((titleBinding, titleWidth)?, (detailBinding, detailWidth)?):
                let needed = titleWidth + TextWidth.titleDetailGap + detailWidth
                guard needed > room else { return [] }
                return [finding(on: titleBinding, variant: "oneLine", needed: needed,
                                ["title": titleBinding.valueText, "detail": detailBinding.valueText], others: [detailBinding])]
            case let ((binding, width)?, nil), let (nil, (binding, width)?):
                guard width > room else { return [] }
                return [finding(on: binding, variant: binding.name == "title" ? "" : "detail", needed: width, ["text": binding.valueText])]
            case (nil, nil):
                return []
            }
        }
    }

    /// Which of the cell's texts (`title`, `detail`) would be cut in `room` points on the context's variant:
    /// where `check` reports, for a room the cell does not have yet (a fix that makes a table grouped asks it
    /// of the narrower rows). Title and detail cut together on one line count as the title.
    static func overflowing(_ cell: Element, room: Double, in context: RuleContext) -> Set<String> {
        let style = TableRuleSupport.style(of: cell)
        guard style != "custom" else { return [] }
        let size = context.variant.textSize
        let fontSize = context.option("fontSize", of: description) * DynamicType.scale(.body, at: size)
        let title = textBinding("title", of: cell).map { TextWidth.points($0.1, fontSize: fontSize) }
        let detailFont = style == "subtitle"
            ? context.option("subtitleDetailFontSize", of: description) * DynamicType.scale(.caption1, at: size) : fontSize
        let detail = textBinding("detail", of: cell).map { TextWidth.points($0.1, fontSize: detailFont) }
        var cut: Set<String> = []
        switch style {
        case "standard", "subtitle":
            if (title ?? 0) > wrappedRoom(room, lines: "titleLines", of: cell) { cut.insert("title") }
            if style == "subtitle", (detail ?? 0) > wrappedRoom(room, lines: "detailLines", of: cell) { cut.insert("detail") }
        default:
            if let title, let detail {
                if title + TextWidth.titleDetailGap + detail > room { cut.insert("title") }
            } else if let width = title ?? detail, width > room {
                cut.insert(title == nil ? "detail" : "title")
            }
        }
        return cut
    }

    /// The width a standard or subtitle cell's title (detail) may take before it is cut: one room per line
    /// `titleLines` (`detailLines`, v4) allows, none with `0`; the room itself without the binding.
    static func wrappedRoom(_ room: Double, lines property: String, of cell: Element) -> Double {
        guard let count = cell.binding(property)?.value.numberValue, count != 1, count.isFinite else { return room }
        return count == 0 ? .infinity : room * max(1, count.rounded(.down))
    }

    /// A string binding with its text; nil for an empty one, which shows nothing to cut.
    static func textBinding(_ name: String, of cell: Element) -> (Binding, String)? {
        guard let binding = cell.binding(name), let text = binding.value.stringValue, !text.isEmpty else { return nil }
        return (binding, text)
    }

    /// The `width` that bounds the cell: its nearest container's (a pane or a popover), when it sets one.
    static func widthSource(of cell: Element) -> Binding? {
        guard let width = cell.container?.binding("width"), width.value.numberValue != nil else { return nil }
        return width
    }

    /// The room for text, as the layout sets the row: its width less the side
    /// insets, editing control, image and accessory (`LaidOutElement.textRoom`, read from `RuleContext.textRooms`).
    /// Nil for a cell the layout does not show (hidden, or inside something
    /// hidden) and for one outside a table. A cell past the layout's element limit is measured as a
    /// full-width row of the screen's device, the way a plain table sets it.
    static func room(in cell: Element, context: RuleContext) -> Double? {
        // A cell outside a table is `misplaced-component`'s finding; its room means nothing.
        if let parent = cell.parent, !parent.is("TableView", "Section") { return nil }
        let rooms = context.textRooms
        if rooms.isLaidOut(cell) { return rooms.room(of: cell) }
        guard rooms.omittedCount > 0 else { return nil }
        var room = widthSource(of: cell)?.value.numberValue ?? rooms.size.width
        room -= 2 * TextWidth.sideInset
        if let image = cell.binding("image"), !image.value.isMissing { room -= TextWidth.cellImageWidth }
        if (cell.name("accessory") ?? "none") != "none" { room -= TextWidth.accessoryWidth }
        return room
    }
}
