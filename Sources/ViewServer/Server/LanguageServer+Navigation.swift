/// What the navigation handlers (definition, references, document and
/// workspace symbols) share: ViewIDE's paths and byte ranges converted to
/// URIs and positions, and its symbol kinds to LSP's.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

extension LanguageServer {
    /// Locations in any workspace file, each converted with its own file's line index.
    func locations(_ found: [SourceLocation], in workspace: Workspace) -> [Location] {
        found.compactMap { location in
            guard let file = workspace.files[location.path] else { return nil }
            return Location(uri: uri(for: location.path), range: PositionConverter(file, encoding: encoding).range(location.range))
        }
    }
}

extension SymbolKind {
    /// LSP's `SymbolKind`.
    var lspKind: Int {
        switch self {
        case .screen: return 5  // Class
        case .component: return 23  // Struct
        case .element: return 19  // Object
        case .id: return 13  // Variable
        }
    }
}
