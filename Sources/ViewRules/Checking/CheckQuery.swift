/// A file's check as a query of the workspace's incremental core, for a
/// workspace that keeps checks (the server's): asked again, it is answered
/// without running while nothing the check read — the file, the components
/// its model expands, what rules read of other screens, the app's bar tally,
/// the configuration, the images — has changed; and a change names the files
/// whose kept check read what it set.
import ViewModel
import ViewStrings

struct CheckQuery: Query, FileQuery {
    let path: String
    let language: MessageLanguage
    /// The catalog's tables by module: with the language, what the messages are read from.
    let modules: [String]
    let catalog: MessageCatalog
    let cancellation: CheckCancellation
    /// The check of an earlier version of the file, lending what the new version cannot have changed
    /// (`TextRooms.carried`); like the cancellation, not part of the query's identity.
    let previous: FileCheck?

    init(path: String, catalog: MessageCatalog, cancellation: CheckCancellation, previous: FileCheck? = nil) {
        self.path = path
        self.language = catalog.language
        self.modules = catalog.tables.map(\.module)
        self.catalog = catalog
        self.cancellation = cancellation
        self.previous = previous
    }

    static func == (left: Self, right: Self) -> Bool {
        left.path == right.path && left.language == right.language && left.modules == right.modules
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(language)
    }

    /// The models of the files checked last are kept; the others' reads stay known.
    static var capacity: Int? { 64 }

    func compute(in workspace: Workspace) -> FileCheck? {
        guard let file = workspace.file(at: path) else { return nil }
        return Checker.check(file, in: workspace, catalog: catalog, sizeLimit: InputLimits.maximumViewFileBytes,
                             cancellation: cancellation, previous: previous)
    }

    /// Kept without the cancellation and the earlier check: the kept query must not hold the
    /// model before this one alive (nor free it, later, on the server's queue).
    var retained: CheckQuery { CheckQuery(path: path, catalog: catalog, cancellation: .never, previous: nil) }

    /// A check that gave way to its cancellation is not an answer.
    static func keeps(_ value: FileCheck?) -> Bool { value != nil }

    static func same(_ old: FileCheck?, _ new: FileCheck?) -> Bool { old?.diagnostics == new?.diagnostics }
}
