/// `table-view/truncated-text`: cell text wider than the room its style leaves (a † width estimate).
public import ViewModel
public struct TableViewTruncatedText: Rule {
    public static let kinds: Set<String> = ["Cell"]

    public static let description = RuleDescription(
        id: "table-view/truncated-text", severity: .warning,
        summary: "A cell's text fits the room its style leaves, so it is not cut off.",
        messages: [
            "": "the title {text} needs about {needed} pt but this {style} cell leaves {room} pt; it will be truncated",
            "detail": "the detail {text} needs about {needed} pt but this {style} cell leaves {room} pt; it will be truncated",
            "oneLine": "the title {title} and the detail {detail} need about {needed} pt on one line but this {style} cell leaves {room} pt; they will be truncated",
        ],
        what: "Estimates the width of a `Cell`'s text at 17 pt (Latin and Cyrillic letters about 0.55 em, Chinese, Japanese and Korean characters and emoji 1 em) and compares it with the room the cell leaves: the `width` of its nearest container if that sets one (a `Primary` or `Secondary` pane, a `Popover`), else the device's portrait width (iPhone 320 pt, iPad 768 pt); minus 15 pt insets on both sides, 44 pt for an `image` and 33 pt for an `accessory`. A `default` cell is checked on its title; a `subtitle` cell on its title and its detail, each on its own line; `value1` and `value2` cells on the title, a 6 pt gap and the detail together on one line. `custom` cells are not checked.",
        why: "Every cell style cuts off text that does not fit, and truncated words are hard to scan and to understand. How much harm it does depends on the style: a cut subtitle loses only supporting detail, value1 must squeeze two texts onto one line, and in value2 a cut label breaks the straight gap between the two columns that makes the list easy to read. Short labels avoid the problem in every style and in both orientations.",
        howToFix: "Shorten the text and put the important words first. Drop the image or the accessory if they are not needed, or move the longer part into a detail line (`subtitle`) or the next screen.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.11 表格视图"),
            SeedCitation(SeedCitation.chineseTableView, "表格视图 › 指南"),
            SeedCitation(SeedCitation.russianContentViews, "Табличное представление"),
        ],
        examples: [
            .triggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell { ⟦title: "Download new books over cellular data"⟧ }
                        Cell { ⟦title: "在蜂窝网络下自动下载已购买的全部图书"⟧ }
                        Cell { title: "Загружать книги по сотовой сети" }
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
                        image: system.book
                        accessory: disclosureIndicator
                    }
                }
            }
            """),
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
                        }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell { style: value1; title: "Downloads"; detail: "Wi-Fi"; accessory: disclosureIndicator }
                        Cell { style: subtitle; title: "Война и мир"; detail: "Лев Толстой"; image: system.book }
                        Cell { title: "在蜂窝网络下下载图书"; accessory: checkmark }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let style = TableRuleSupport.style(of: element)
        guard style != "custom" else { return [] }
        let room = self.room(in: element, context: context)
        let title = textBinding("title", of: element).map { ($0.0, TextWidth.points($0.1)) }
        let detail = textBinding("detail", of: element).map { ($0.0, TextWidth.points($0.1)) }

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
        case "default", "subtitle":
            var findings: [RuleFinding] = []
            if let (binding, width) = title, width > room {
                findings.append(finding(on: binding, variant: "", needed: width, ["text": binding.valueText]))
            }
            if style == "subtitle", let (binding, width) = detail, width > room {
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

    /// A string binding with its text.
    static func textBinding(_ name: String, of cell: Element) -> (Binding, String)? {
        guard let binding = cell.binding(name), let text = binding.value.stringValue else { return nil }
        return (binding, text)
    }

    /// The `width` that bounds the cell: its nearest container's (a pane or a popover), when it sets one.
    static func widthSource(of cell: Element) -> Binding? {
        guard let width = cell.container?.binding("width"), width.value.numberValue != nil else { return nil }
        return width
    }

    /// The room for text: the width minus insets, image and accessory.
    static func room(in cell: Element, context: RuleContext) -> Double {
        var room = widthSource(of: cell)?.value.numberValue ?? context.device(of: cell).portraitWidth
        room -= 2 * TextWidth.sideInset
        if let image = cell.binding("image"), !image.value.isMissing { room -= TextWidth.cellImageWidth }
        if (cell.name("accessory") ?? "none") != "none" { room -= TextWidth.accessoryWidth }
        return room
    }
}
