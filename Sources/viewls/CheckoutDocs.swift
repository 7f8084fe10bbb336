/// Where the rule pages are when no setting says: the `file:` URL of
/// `docs/rules/` in the checkout the executable runs from (found by walking
/// up from its real path, links resolved, to a folder holding `Package.swift`
/// and `docs/rules/README.md`, as `swift build` leaves it in `.build/`), and
/// none for an installed binary, whose diagnostics then carry no link. Only
/// the editor's diagnostics (`serve`) use these local pages; `check`'s
/// reports link only below a configured `docsBaseURL`.
import Foundation
import ViewModel
import ViewRules

enum CheckoutDocs {
    /// The checkout's pages, or nil when the executable is not in a checkout.
    static let baseURL: String? = {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path else { return nil }
        return RulePages.checkoutBaseURL(executablePath: executable) { FileManager.default.fileExists(atPath: $0) }
    }()

    /// The base URL of a run over several roots, for what is said once per run
    /// (SARIF's rules): the first root's `docsBaseURL`, else none — a shared
    /// report never links to this checkout's `file:` pages.
    static func baseURL(for input: LoadedInput) -> String? {
        input.workspaces.first.flatMap { $0.configuration(for: $0.root + "/" + ConfigurationLoader.fileName).docsBaseURL }
    }
}
