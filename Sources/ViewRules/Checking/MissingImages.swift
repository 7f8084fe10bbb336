/// `missing-image`: every image path a file writes that names no file below
/// the workspace root (or leaves the root, which is never looked at), with
/// did-you-mean fixes for close names in the folder it points into. Each
/// path is looked up once per check (`ImageLookup.presence`), without
/// reading the file.
import ViewSyntax
import ViewModel
import ViewStrings

enum MissingImages {
    static let code = "missing-image"

    /// One warning per image value written in `file` that names no file.
    static func diagnose(_ model: FileModel, file: SourceFile, images: ImageLookup, catalog: MessageCatalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: Set<Int> = []
        for element in model.elements where element.path == file.path {
            // Most components take no image, and most bindings of those that do are something else.
            guard let imageNames = element.declaration?.imagePropertyNames, !imageNames.isEmpty else { continue }
            for binding in element.bindings.values where binding.path == file.path && !binding.isComponentDefault
                && imageNames.contains(binding.name) {
                switch element.declaration?.type(ofProperty: binding.name) {
                case .image?:
                    check(binding.value, at: binding.valueRange)
                case .list(.image)?:
                    let ranges = binding.listItemRanges
                    for (index, item) in (binding.value.listValue ?? []).enumerated() where index < ranges.count {
                        check(item, at: ranges[index])
                    }
                default:
                    break
                }
            }
        }
        func check(_ value: Value, at range: Range<Int>) {
            guard case .string(let relative) = value, !relative.isEmpty, seen.insert(range.lowerBound).inserted else { return }
            switch images.presence(of: relative, in: file.path) {
            case .present:
                return
            case .outsideWorkspace:
                diagnostics.append(Diagnostic(range: range, severity: .warning, code: code,
                                              message: catalog.text("check.missing-image.outside", ["path": relative])))
            case .missing:
                let suggestions = images.suggestions(for: relative, in: file.path)
                let key = suggestions.isEmpty ? "check.missing-image" : "check.missing-image.suggest"
                let fixes = suggestions.map { suggestion in
                    Fix(title: catalog.text("fix.replace-with", ["name": suggestion]),
                        edits: [TextEdit(range: range, replacement: quoted(suggestion))], isSafe: false)
                }
                diagnostics.append(Diagnostic(range: range, severity: .warning, code: code,
                                              message: catalog.text(key, ["path": relative, "suggestions": catalog.quotedList(suggestions, .or)]),
                                              fixes: fixes))
            }
        }
        return diagnostics
    }

    /// A `.view` string literal holding `text`: every line break escaped, so a file name can never end the string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        // By scalar: "\r\n" is one Character, and both of its halves end a string.
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
