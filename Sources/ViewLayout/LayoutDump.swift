/// A layout as text, one element a line indented by depth with its texts and
/// parts below it: what golden fixtures compare and what a person reads when
/// a frame looks wrong.
extension ScreenLayout {
    public var dump: String {
        var lines: [String] = []
        var head = "screen \(name) \(device.rawValue) \(orientation.rawValue) \(LayoutNumber.text(size.width))x\(LayoutNumber.text(size.height))"
        head += " safe \(LayoutNumber.text(safeArea.top)) \(LayoutNumber.text(safeArea.left)) \(LayoutNumber.text(safeArea.bottom))"
        head += " \(LayoutNumber.text(safeArea.right))"
        if let statusBar { head += " status [\(statusBar.frame)]\(statusBar.style.map { " " + $0 } ?? "")" }
        if omittedCount > 0 { head += " omitted \(omittedCount)" }
        lines.append(head)
        for (index, element) in elements.enumerated() {
            lines.append(String(repeating: "  ", count: element.depth + 1) + Self.describe(element, index: index))
            let inner = String(repeating: "  ", count: element.depth + 2)
            for text in element.texts {
                let quoted = text.lines.map { "\"\($0)\"" }.joined(separator: " / ")
                var line = "\(inner)- \(text.role.rawValue) [\(text.frame)] \(LayoutNumber.text(text.fontSize))pt"
                if text.weight != .regular { line += " \(text.weight.rawValue)" }
                if text.alignment != .leading { line += " \(text.alignment.rawValue)" }
                if text.isTruncated { line += " cut" }
                lines.append("\(line) \(quoted)")
            }
            for part in element.parts {
                lines.append("\(inner)* \(part.role.rawValue) [\(part.frame)]\(part.value.map { " \($0)" } ?? "")")
            }
        }
        for presentation in presentations {
            lines.append("presentation \(presentation.root) by \(presentation.presenter.map(String.init) ?? "-")")
        }
        for note in notes {
            lines.append("note \(note.kind.rawValue) \(note.element.map(String.init) ?? "-") \(note.detail)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ element: LaidOutElement, index: Int) -> String {
        var line = "\(index) \(element.kind)"
        if element.typeName != element.kind, !element.typeName.isEmpty { line += "(\(element.typeName))" }
        if let id = element.id { line += " #\(id)" }
        line += " @\(element.source.lspText) [\(element.frame)]"
        if element.visibleFrame.description != element.frame.description { line += " shows [\(element.visibleFrame)]" }
        if let backdrop = element.backdrop, backdrop.description != element.frame.description { line += " backdrop [\(backdrop)]" }
        if element.scrolls { line += " scrolls" } else if element.clipsChildren { line += " clips" }
        if element.isFloating { line += " floating in \(element.parent.map(String.init) ?? "-")" }
        if element.presentation > 0 { line += " layer \(element.presentation)" }
        return line
    }
}
