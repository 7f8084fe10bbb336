/// "Disable RULE for this line": a `// viewls-disable-next-line RULE` comment
/// on its own line above the diagnostic's line, with that line's indentation
/// and line ending, or `, RULE` added to such a comment already right above.
import ViewModel
import ViewRules
import ViewSyntax
import ViewStrings

extension CodeActions {
    /// One action per rule and line among `diagnostics` (rule ids only, not checking or syntax codes).
    static func disableActions(for diagnostics: [Diagnostic], in file: SourceFile, catalog: MessageCatalog) -> [CodeAction] {
        let suppressions = Suppression.find(in: file)
        var order: [String] = []
        var grouped: [String: (rule: String, line: Int, diagnostics: [Diagnostic])] = [:]
        for diagnostic in diagnostics where RuleRegistry.rule(withID: diagnostic.code) != nil {
            let line = file.lineIndex.line(containing: diagnostic.range.lowerBound)
            let key = "\(diagnostic.code)@\(line)"
            if grouped[key] == nil {
                order.append(key)
                grouped[key] = (diagnostic.code, line, [])
            }
            grouped[key]?.diagnostics.append(diagnostic)
        }
        return order.compactMap { key in
            guard let group = grouped[key] else { return nil }
            let edit = disableEdit(rule: group.rule, line: group.line, in: file, suppressions: suppressions)
            return CodeAction(title: catalog.text("ide.action.disable-line", ["rule": group.rule]), kind: .quickfix,
                              edits: [edit], diagnostics: group.diagnostics, isPreferred: false)
        }
    }

    static func disableEdit(rule: String, line: Int, in file: SourceFile, suppressions: [Suppression]) -> TextEdit {
        if let existing = suppressions.first(where: { $0.scope == .nextLine && $0.line == line - 1 && $0.targetLine == line }),
           let last = existing.ids.last {
            return TextEdit(range: last.range.upperBound..<last.range.upperBound, replacement: ", \(rule)")
        }
        let bytes = file.bytes
        let content = file.lineIndex.contentRange(ofLine: line)
        var indentationEnd = content.lowerBound
        while indentationEnd < content.upperBound, bytes[indentationEnd] == UInt8(ascii: " ") || bytes[indentationEnd] == UInt8(ascii: "\t") {
            indentationEnd += 1
        }
        let indentation = String(decoding: bytes[content.lowerBound..<indentationEnd], as: UTF8.self)
        let lineBreak = content.upperBound < bytes.count && bytes[content.upperBound] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        return TextEdit(range: content.lowerBound..<content.lowerBound,
                        replacement: "\(indentation)// viewls-disable-next-line \(rule)\(lineBreak)")
    }
}
