/// `table-view/truncated-text`: cell text wider than the room its style
/// leaves, the room read off the screen's layout (a † width estimate), on
/// every variant: the room on its device held its way, the text at its text
/// size (the `fontSize` options are the sizes at Large, scaled as body and
/// caption 1 are).
public import ViewModel
import ViewLayout
public struct TableViewTruncatedText: MatrixRule {
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
        readsOnlyItsElement: true,
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
        guard let cell = Measured(element, options: context) else { return [] }
        // A row held sideways is never narrower than upright on the same device in the same size class
        // (docs/layout.md): text that fits upright fits sideways, so the sideways layout is laid out only for text
        // cut upright. (The Pro Max is regular sideways: wider margins, so no shortcut there.)
        let variant = context.variant
        let uprightVariant = LayoutVariant(device: variant.device, orientation: .portrait, textSize: variant.textSize)
        if variant.orientation == .landscape, uprightVariant.horizontalSizeClass == variant.horizontalSizeClass {
            let upright = context.on(uprightVariant)
            if let room = self.room(in: element, context: upright), cell.cutTexts(in: room, at: variant.textSize).isEmpty {
                return []
            }
        }
        guard let room = self.room(in: element, context: context) else { return [] }
        return cell.cuts(in: room, at: variant.textSize).map { finding($0, in: cell, room: room) }
    }

    /// Every variant at once (`MatrixRule`): the cell's texts are measured once, each variant's room read once
    /// per device and way of holding it, and a finding is made only where a fault is first seen.
    static func checkMatrix(_ element: Element, variants: VariantContexts) -> [VariantFindings.Found] {
        guard let first = variants.contexts.first, let cell = Measured(element, options: first) else { return [] }
        // Rooms by device and way of holding it (`VariantContexts.roomIndex`): they do not depend on the text size.
        var rooms = [Double?](repeating: nil, count: variants.variants.count)
        var read = [Bool](repeating: false, count: variants.variants.count)
        func room(_ index: Int) -> Double? {
            let shared = variants.roomIndex[index]
            if !read[shared] {
                rooms[shared] = self.room(in: element, context: variants.contexts[shared])
                read[shared] = true
            }
            return rooms[shared]
        }
        // Room grows with the screen within a size class (`narrowestDecides`): text that fits the narrowest screen
        // of each class at every text size fits everywhere, and the other devices' rooms are not laid out for it.
        let cutOnANarrowest = variants.narrowestIndexes.contains { narrowest in
            guard let narrowestRoom = room(narrowest) else { return false }
            return variants.variants.indices.contains { index in
                variants.roomIndex[index] == variants.roomIndex[narrowest]
                    && !cell.cutTexts(in: narrowestRoom, at: variants.variants[index].textSize).isEmpty
            }
        }
        if !cutOnANarrowest { return [] }
        var found: [VariantFindings.Found] = []
        var indexes: [VariantFindings.Key: Int] = [:]
        // Where each kind of cut is reported: one text per kind in a cell, so worked out once.
        var sites: [(variant: String, key: VariantFindings.Key)] = []
        for index in variants.variants.indices {
            let size = variants.variants[index].textSize
            let uprightRoom: Double?
            switch variants.upright[index] {
            case .none:
                uprightRoom = nil
            case .at(let upright):
                uprightRoom = room(upright)
            case .outsideMatrix:
                let variant = variants.variants[index]
                uprightRoom = self.room(in: element, context: variants.contexts[index].on(
                    LayoutVariant(device: variant.device, orientation: .portrait, textSize: size)))
            }
            if let uprightRoom, cell.cutTexts(in: uprightRoom, at: size).isEmpty { continue }
            guard let room = room(index) else { continue }
            for cut in cell.cuts(in: room, at: size) {
                let key = sites.first { $0.variant == cut.variant }?.key ?? {
                    let key = VariantFindings.Key(location(of: cut, in: element))
                    sites.append((cut.variant, key))
                    return key
                }()
                if let known = indexes[key] {
                    found[known].variants?.append(variants.variants[index])
                } else {
                    indexes[key] = found.count
                    found.append(VariantFindings.Found(finding: finding(cut, in: cell, room: room), variants: [variants.variants[index]]))
                }
            }
        }
        return found
    }

    /// A cell's style and texts, with the texts' widths in ems: what every variant's judgement reads of it.
    struct Measured {
        let element: Element
        let style: String
        let title: (binding: Binding, ems: Double)?
        let detail: (binding: Binding, ems: Double)?
        /// How many rooms' width the title and the detail may take before they are cut: the lines a standard or
        /// subtitle cell's `titleLines` / `detailLines` (v4) allow, `.infinity` for `0`; 1 without them.
        let titleLines: Double
        let detailLines: Double
        /// The configured font sizes at the default text size (the rule's options).
        let fontSize: Double
        let subtitleDetailFontSize: Double

        /// Nil for a custom cell, whose text the rule does not judge. The options are `context`'s configuration's.
        init?(_ element: Element, options context: RuleContext) {
            let style = TableRuleSupport.style(of: element)
            guard style != "custom" else { return nil }
            self.element = element
            self.style = style
            title = textBinding("title", of: element).map { ($0.0, TextWidth.ems($0.1)) }
            detail = textBinding("detail", of: element).map { ($0.0, TextWidth.ems($0.1)) }
            titleLines = style == "standard" || style == "subtitle" ? wrappedLines("titleLines", of: element) : 1
            detailLines = style == "subtitle" ? wrappedLines("detailLines", of: element) : 1
            fontSize = context.option("fontSize", of: description)
            subtitleDetailFontSize = context.option("subtitleDetailFontSize", of: description)
        }

        /// Which texts are cut in `room` points at text size `size`, without building findings: where `check`
        /// reports, for a room the cell does not have yet (a fix that makes a table grouped asks it of the narrower
        /// rows). Title and detail cut together on one line count as the title.
        func cutTexts(in room: Double, at size: TextSize) -> CutTexts {
            let (titleWidth, detailWidth) = widths(at: size)
            var cut: CutTexts = []
            switch style {
            case "standard", "subtitle":
                if let titleWidth, titleWidth > wrapped(room, titleLines) { cut.insert(.title) }
                if style == "subtitle", let detailWidth, detailWidth > wrapped(room, detailLines) { cut.insert(.detail) }
            default:
                if let titleWidth, let detailWidth {
                    if titleWidth + TextWidth.titleDetailGap + detailWidth > room { cut.insert(.title) }
                } else if let titleWidth, titleWidth > room {
                    cut.insert(.title)
                } else if let detailWidth, detailWidth > room {
                    cut.insert(.detail)
                }
            }
            return cut
        }

        /// The title's and detail's widths in points at text size `size`.
        func widths(at size: TextSize) -> (title: Double?, detail: Double?) {
            let fontSize = self.fontSize * DynamicType.scale(.body, at: size)
            // A subtitle cell's detail line is set in a smaller font than its title; the value styles' is not.
            let detailFont = style == "subtitle" ? subtitleDetailFontSize * DynamicType.scale(.caption1, at: size) : fontSize
            return (title.map { $0.ems * fontSize }, detail.map { $0.ems * detailFont })
        }

        /// The texts cut in `room` points at text size `size`, in the order `check` reports them.
        func cuts(in room: Double, at size: TextSize) -> [Cut] {
            let (titleWidth, detailWidth) = widths(at: size)
            switch style {
            case "standard", "subtitle":
                var cuts: [Cut] = []
                if let title, let width = titleWidth, width > wrapped(room, titleLines) {
                    cuts.append(Cut(binding: title.binding, variant: "", needed: width))
                }
                if style == "subtitle", let detail, let width = detailWidth, width > wrapped(room, detailLines) {
                    cuts.append(Cut(binding: detail.binding, variant: "detail", needed: width))
                }
                return cuts
            default:
                switch (title, detail) {
                case let (title?, detail?):
                    let needed = titleWidth! + TextWidth.titleDetailGap + detailWidth!
                    guard needed > room else { return [] }
                    return [Cut(binding: title.binding, variant: "oneLine", needed: needed, others: [detail.binding])]
                case let (title?, nil):
                    guard titleWidth! > room else { return [] }
                    return [Cut(binding: title.binding, variant: "", needed: titleWidth!)]
                case let (nil, detail?):
                    guard detailWidth! > room else { return [] }
                    return [Cut(binding: detail.binding, variant: "detail", needed: detailWidth!)]
                case (nil, nil):
                    return []
                }
            }
        }
    }

    /// The texts of a cell that are cut.
    struct CutTexts: OptionSet {
        let rawValue: UInt8
        static let title = CutTexts(rawValue: 1)
        static let detail = CutTexts(rawValue: 2)
    }

    /// One cut text: where it is reported, the message variant, the width it needs and the other texts cut with it.
    struct Cut {
        let binding: Binding
        let variant: String
        let needed: Double
        var others: [Binding] = []
    }

    /// The finding for `cut` in a room of `room` points. Arguments and locations are made only for a cell whose text overflows.
    static func finding(_ cut: Cut, in cell: Measured, room: Double) -> RuleFinding {
        var arguments: [String: String]
        if cut.variant == "oneLine", let detail = cut.others.first {
            arguments = ["title": cut.binding.valueText, "detail": detail.valueText]
        } else {
            arguments = ["text": cut.binding.valueText]
        }
        arguments["style"] = cell.style
        arguments["room"] = "\(Int(room.rounded()))"
        arguments["needed"] = "\(Int(cut.needed.rounded(.up)))"
        return RuleFinding(at: location(of: cut, in: cell.element), variant: cut.variant, arguments)
    }

    /// Where `cut` is reported: at the cut text, wherever the style, image, accessory and width that make the room are written.
    static func location(of cut: Cut, in element: Element) -> SourceLocation {
        let layout = ["style", "image", "accessory"].compactMap { element.binding($0)?.path } + (widthSource(of: element).map { [$0.path] } ?? [])
        return TableRuleSupport.site(cut.binding.location, of: element, contributors: layout + cut.others.map(\.path))
    }

    /// The lines a cell's `titleLines` or `detailLines` (language v4) lets its text wrap into: 1 without it,
    /// `.infinity` for `0` (never cut).
    static func wrappedLines(_ property: String, of cell: Element) -> Double {
        guard let count = cell.binding(property)?.value.numberValue, count != 1, count.isFinite else { return 1 }
        return count == 0 ? .infinity : max(1, count.rounded(.down))
    }

    /// The width text may take in `room` points over `lines` lines.
    static func wrapped(_ room: Double, _ lines: Double) -> Double {
        lines == 1 ? room : lines.isInfinite ? .infinity : room * lines
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
