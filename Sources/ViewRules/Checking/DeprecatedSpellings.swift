/// The warning at a deprecated spelling of an enum member (language version 3:
/// QML reserves `default` and `delete`, so `keyboard: default` is now
/// `keyboard: standard`, `Cell.style: default` is `standard` and
/// `Cell.editing: delete` is `remove`). The parser warns at the word; here the
/// model says whether the binding's property reads it: if so the warning gets
/// a safe fix to the new spelling (the model reads both as the new one, so the
/// screen is the same); if the value is no member of its property at all, the
/// model's `type-mismatch` is the one finding for the fault and the warning
/// is dropped.
import ViewSyntax
import ViewModel
import ViewStrings

enum DeprecatedSpellings {
    static func isDeprecatedValue(_ syntax: SyntaxDiagnostic) -> Bool {
        syntax.code == .reservedWord && syntax.variant == "deprecated-value"
    }

    /// Whether the model reports the value the warning is on as a `type-mismatch`.
    static func isCoveredByTypeMismatch(_ syntax: SyntaxDiagnostic, in model: FileModel) -> Bool {
        model.diagnostics.contains { $0.code == "type-mismatch" && $0.range == syntax.range }
    }

    /// The safe fix to the new spelling, when the property of the binding whose
    /// value the warning is on declares the old spelling.
    static func fix(for syntax: SyntaxDiagnostic, in file: SourceFile, model: FileModel, catalog: MessageCatalog) -> Fix? {
        guard case .text(let word)? = syntax.arguments["word"] else { return nil }
        for element in model.elements where element.path == file.path {
            for binding in element.bindings.values where binding.path == file.path && binding.valueRange == syntax.range {
                guard let replacement = element.declaration?.property(named: binding.name)?.deprecatedSpellings[word] else {
                    return nil
                }
                return Fix(title: catalog.text("fix.syntax.new-spelling", ["word": word, "replacement": replacement]),
                           edits: [TextEdit(range: syntax.range, replacement: Array(replacement.utf8))], isSafe: true)
            }
        }
        return nil
    }
}
