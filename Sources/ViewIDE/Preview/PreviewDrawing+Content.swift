/// Drawing tables (grouped sections on rounded cards, rows with their text,
/// accessories, separators and editing controls, the section index),
/// collections and their items, maps (a neutral pattern, routes, areas and
/// pins in their colours), and presented values: alerts, action sheets and
/// the activity sheet with its tiles.
import ViewLayout
import ViewModel

extension PreviewDrawing {
    mutating func drawContent(_ element: LaidOutElement, index: Int) {
        switch element.kind {
        case "TableView": drawTable(element, index: index)
        case "Section": drawSection(element, index: index)
        case "Cell": drawCell(element)
        case "CollectionView": writer.rect(element.frame, fill: palette.background)
        case "Item": drawItem(element)
        case "MapView": drawMap(element)
        case "Pin": drawPin(element)
        case "Overlay": drawOverlay(element)
        case "Alert": drawAlert(element)
        case "ActionSheet": drawActionSheet(element)
        case "ActivityViewController": drawActivitySheet(element)
        case "Activity": drawActivity(element)
        default: break
        }
    }

    // MARK: Tables

    private func isGrouped(_ table: LaidOutElement?) -> Bool { table?.name("style") == "grouped" }

    private mutating func drawTable(_ table: LaidOutElement, index: Int) {
        let grouped = isGrouped(table)
        writer.rect(table.frame, fill: grouped ? palette.groupedBackground : palette.background)
        if grouped {
            // Cells directly in the table: a card for each run of them.
            drawCards(children[index].filter { ["Cell", "error"].contains(layout.elements[$0].kind) })
        }
        for part in table.parts where part.role == .spinner {
            drawSpinner(part)
        }
        for text in table.texts where text.role == .index { writer.text(text, fill: palette.tint) }
    }

    /// Rounded cards behind runs of adjacent rows of a grouped table.
    private mutating func drawCards(_ rows: [Int]) {
        var run: [LayoutRect] = []
        func flush(_ writer: inout SVGWriter, _ palette: PreviewPalette) {
            guard let first = run.first, let last = run.last else { return }
            let card = LayoutRect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
            writer.rect(card, fill: palette.cell, radius: 10)
            run = []
        }
        for row in rows {
            let frame = layout.elements[row].frame
            if let last = run.last, abs(last.maxY - frame.minY) > 0.01 { flush(&writer, palette) }
            run.append(frame)
        }
        flush(&writer, palette)
    }

    private mutating func drawSection(_ section: LaidOutElement, index: Int) {
        let grouped = isGrouped(section.parent.map { layout.elements[$0] })
        if grouped {
            drawCards(children[index].filter { ["Cell", "error"].contains(layout.elements[$0].kind) })
        } else {
            for text in section.texts {
                let strip = LayoutRect(x: section.frame.minX, y: text.frame.minY - 4, width: section.frame.width, height: text.frame.height + 8)
                writer.rect(strip, fill: palette.isDark ? "#1C1C1E" : "#F2F2F7")
            }
        }
        for text in section.texts { writer.text(text, fill: grouped ? palette.secondaryLabel : palette.label) }
    }

    private mutating func drawCell(_ cell: LaidOutElement) {
        let style = cell.name("style") ?? "standard"
        for part in cell.parts where part.role == .selection { writer.rect(part.frame, fill: palette.selection) }
        for part in cell.parts {
            switch part.role {
            case .separator:
                writer.rect(part.frame, fill: palette.separator)
            case .image:
                drawImage(part, of: cell, large: false, tint: palette.tint)
            case .accessory:
                drawAccessory(part)
            case .editingControl:
                let insert = part.value == "insert"
                writer.circle(part.frame.midX, part.frame.midY, radius: part.frame.width / 2, fill: insert ? "#34C759" : "#FF3B30")
                writer.rect(LayoutRect(x: part.frame.midX - 6, y: part.frame.midY - 1, width: 12, height: 2), fill: "#FFFFFF")
                if insert { writer.rect(LayoutRect(x: part.frame.midX - 1, y: part.frame.midY - 6, width: 2, height: 12), fill: "#FFFFFF") }
            case .reorderControl:
                for line in 0..<3 {
                    writer.rect(LayoutRect(x: part.frame.minX, y: part.frame.minY + Double(line) * 5.5, width: part.frame.width, height: 1.5),
                                fill: palette.secondaryLabel)
                }
            default:
                break
            }
        }
        for text in cell.texts {
            switch (text.role, style) {
            case (.title, "value2"): writer.text(text, fill: palette.tint)
            case (.detail, "value2"): writer.text(text, fill: palette.label)
            case (.detail, _): writer.text(text, fill: palette.secondaryLabel)
            default: writer.text(text, fill: palette.label)
            }
        }
    }

    private mutating func drawAccessory(_ part: LaidOutPart) {
        switch part.value {
        case "checkmark":
            drawGlyph("checkmark", in: part.frame.insetBy(dx: -2, dy: -3), color: palette.tint, label: nil, width: 2.4)
        case "detailDisclosureButton":
            drawGlyph("info", in: part.frame, color: palette.tint, label: nil, width: 1.6)
        default:
            drawGlyph("chevron", in: part.frame.insetBy(dx: -3, dy: -1), color: palette.isDark ? "#5A5A5F" : "#C4C4C7", label: nil,
                      width: 2.6)
        }
    }

    // MARK: Collections

    private mutating func drawItem(_ item: LaidOutElement) {
        for part in item.parts where part.role == .image {
            if part.value == nil {
                writer.rect(part.frame, fill: palette.imageFill, radius: min(8, part.frame.width / 6))
            } else {
                drawImage(part, of: item, large: true)
            }
        }
        for text in item.texts { writer.text(text, fill: palette.label) }
    }

    // MARK: Maps

    private mutating func drawMap(_ map: LaidOutElement) {
        for part in map.parts where part.role == .mapBase {
            writer.rect(part.frame, fill: "url(#\(prefix)map)")
            if part.value == "satellite" || part.value == "hybrid" {
                writer.rect(part.frame, fill: "#2F3B24", opacity: part.value == "satellite" ? 0.75 : 0.6)
            }
        }
    }

    private mutating func drawOverlay(_ overlay: LaidOutElement) {
        for part in overlay.parts {
            switch part.role {
            case .route:
                let points = SVGWriter.escape(part.value ?? "")
                writer.raw("<polyline points=\"\(points)\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"8\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>")
                writer.raw("<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(palette.tint)\" stroke-width=\"5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>")
            case .area:
                writer.raw("<ellipse cx=\"\(SVGWriter.number(part.frame.midX))\" cy=\"\(SVGWriter.number(part.frame.midY))\"")
                writer.raw(" rx=\"\(SVGWriter.number(part.frame.width / 2))\" ry=\"\(SVGWriter.number(part.frame.height / 2))\"")
                writer.raw(" fill=\"\(palette.tint)\" fill-opacity=\"0.15\" stroke=\"\(palette.tint)\" stroke-width=\"2\"/>")
            default:
                break
            }
        }
    }

    /// A marker in the pin's colour, its point at the bottom of the frame; its title below.
    private mutating func drawPin(_ pin: LaidOutElement) {
        let frame = pin.frame
        let color = PreviewPalette.pinColor(pin)
        let radius = min(frame.width / 2, frame.height / 3)
        let head = frame.minY + radius
        let data = "M\(SVGWriter.number(frame.midX)) \(SVGWriter.number(frame.maxY))"
            + "L\(SVGWriter.number(frame.midX - radius * 0.75)) \(SVGWriter.number(head + radius * 0.6))"
            + "A\(SVGWriter.number(radius)) \(SVGWriter.number(radius)) 0 1 1 \(SVGWriter.number(frame.midX + radius * 0.75)) \(SVGWriter.number(head + radius * 0.6))Z"
        writer.raw("<path d=\"\(data)\" fill=\"\(color)\" stroke=\"#FFFFFF\" stroke-width=\"1.5\"/>")
        writer.circle(frame.midX, head, radius: radius * 0.35, fill: "#FFFFFF")
        for text in pin.texts { writer.text(text, fill: palette.label, halo: palette.mapBase) }
    }

    // MARK: Presented values

    private mutating func drawAlert(_ alert: LaidOutElement) {
        writer.rect(alert.frame, fill: palette.alert, radius: 13)
        for text in alert.texts { writer.text(text, fill: palette.label) }
        for part in alert.parts where part.role == .divider { writer.rect(part.frame, fill: palette.separator) }
    }

    private mutating func drawActionSheet(_ sheet: LaidOutElement) {
        let gap = sheet.parts.first { $0.role == .grabber }
        let groupBottom = gap?.frame.minY ?? sheet.frame.maxY
        writer.rect(LayoutRect(x: sheet.frame.minX, y: sheet.frame.minY, width: sheet.frame.width, height: groupBottom - sheet.frame.minY),
                    fill: palette.alert, radius: 13)
        if let gap {
            writer.rect(LayoutRect(x: sheet.frame.minX, y: gap.frame.maxY, width: sheet.frame.width, height: sheet.frame.maxY - gap.frame.maxY),
                        fill: palette.isDark ? "#2C2C2E" : "#FFFFFF", radius: 13)
        }
        for text in sheet.texts { writer.text(text, fill: palette.secondaryLabel) }
        for part in sheet.parts where part.role == .divider { writer.rect(part.frame, fill: palette.separator) }
    }

    private mutating func drawActivitySheet(_ sheet: LaidOutElement) {
        writer.rect(sheet.frame, fill: palette.groupedBackground, radius: 10)
        for part in sheet.parts {
            switch part.role {
            case .grabber: writer.rect(part.frame, fill: palette.placeholder, radius: 2.5)
            case .glyph: drawTile(part.frame, glyph: part.value ?? "")
            default: break
            }
        }
        for text in sheet.texts { writer.text(text, fill: palette.label) }
    }

    private mutating func drawTile(_ frame: LayoutRect, glyph: String) {
        writer.rect(frame, fill: palette.cell, radius: 14, stroke: palette.separator, strokeWidth: 0.5)
        let side = frame.width * 0.5
        drawGlyph(glyph, in: LayoutRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side), color: palette.label,
                  label: glyph, width: 1.6)
    }

    private mutating func drawActivity(_ activity: LaidOutElement) {
        for part in activity.parts where part.role == .image {
            writer.rect(part.frame, fill: palette.cell, radius: 14, stroke: palette.separator, strokeWidth: 0.5)
            if part.value != nil {
                let inner = part.frame.insetBy(dx: part.frame.width * 0.2, dy: part.frame.height * 0.2)
                drawImage(LaidOutPart(role: .image, frame: inner, value: part.value), of: activity, large: false, tint: palette.label)
            }
        }
        for text in activity.texts { writer.text(text, fill: palette.label) }
    }
}
