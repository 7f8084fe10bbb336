/// The workspace around the open documents (indexed from disk after
/// `initialized`: see `LanguageServer+Indexing`), kept current
/// by `workspace/didChangeWatchedFiles` (registered dynamically when the
/// client allows), and the editor's settings from `initializationOptions`,
/// `workspace/configuration` and `workspace/didChangeConfiguration`, which
/// override `.viewls.json`.
import Foundation
import ViewModel
import ViewRules
import ViewStrings

extension LanguageServer {
    static let settingsSection = "viewls"
    // MARK: Settings

    /// Asks a client that answers `workspace/configuration` for the `viewls` section.
    func askForSettings() {
        guard client.answersConfiguration else { return }
        request("workspace/configuration", ConfigurationParams(items: [.init(section: Self.settingsSection)])) { [self] result in
            guard let settings = result?.arrayValue?.first, apply(settings: settings) else { return }
            updateEverywhere()
        }
    }

    /// Takes editor settings (the keys of `.viewls.json`); null or `{}` clears
    /// them. Returns whether the settings in effect changed.
    @discardableResult
    func apply(settings: JSONValue) -> Bool {
        let before = folders[0].overrides  // the same in every folder
        guard settings != .null, settings != .object([:]) else {
            for index in folders.indices { folders[index].overrides = nil }
            return before != nil
        }
        var text: [UInt8] = []
        JSONValueWriter.write(settings, to: &text)
        let loaded = ConfigurationLoader.load(text, knownRuleIDs: Checker.knownCodes, retiredRuleIDs: Checker.retiredCodes,
                                          ruleOptions: Checker.ruleOptions)
        for index in folders.indices { folders[index].overrides = loaded.configuration }
        // In the language the settings themselves choose, else the client's.
        let catalog = MessageCatalog.server(MessageLanguage.first(of: [loaded.configuration.locale]) ?? clientLanguage ?? .english)
        let problems = loaded.problems
        for problem in problems.prefix(Self.maximumLoggedProblems) {
            log(catalog.text("server.log.settings-problem", ["problem": problem.diagnostic(in: catalog).message]), type: .warning)
        }
        if problems.count > Self.maximumLoggedProblems {
            log(catalog.text("server.log.more-settings-problems", ["count": "\(problems.count - Self.maximumLoggedProblems)"]), type: .warning)
        }
        return before != loaded.configuration
    }

    // MARK: Files on disk

    /// Asks the client to report changes to `.view` files and `.viewls.json`.
    func watchFiles() {
        guard client.watchesFilesDynamically else { return }
        let options = RegistrationParams.WatchedFilesOptions(watchers: [.init(globPattern: "**/*.view"),
                                                                         .init(globPattern: "**/\(ConfigurationLoader.fileName)")])
        request("client/registerCapability", RegistrationParams(registrations: [
            .init(id: "viewls/watched-files", method: "workspace/didChangeWatchedFiles", registerOptions: options),
        ]))
    }

    /// Files changed on disk: closed `.view` files are read again (an open
    /// one's text is the editor's), a changed `.viewls.json` is loaded again
    /// (and the whole workspace read again when its `exclude` changed). Only
    /// files below the root, links resolved, are read; see `WorkspaceFolder`.
    func filesChanged(_ changes: [DidChangeWatchedFilesParams.FileEvent]) {
        // The read under way may have seen these files before they changed: they are applied again after it.
        if isIndexing { filesChangedWhileIndexing += changes }
        // Each folder takes the changes below it.
        let byFolder = Dictionary(grouping: changes) { FileURI.path($0.uri).map(folder(holding:)) ?? .first }
        for (folder, group) in byFolder.sorted(by: { $0.key.index < $1.key.index }) where folders.indices.contains(folder.index) {
            filesChanged(group, in: folder)
        }
    }

    private func filesChanged(_ changes: [DidChangeWatchedFilesParams.FileEvent], in folder: FolderID) {
        let root = folders[folder.index].root
        var affected: Set<String> = []
        var configurationChanged = false
        var exclusionsChanged = false
        for change in changes {
            guard let path = FileURI.path(change.uri), DiskAccess.isInside(path, root: root), path != root else {
                continue
            }
            let deleted = change.type == 3
            if (path as NSString).lastPathComponent == ConfigurationLoader.fileName {
                let configurationFolder = (path as NSString).deletingLastPathComponent
                var loaded: LoadedConfiguration?
                if !deleted, WorkspaceFolder.isConfined(path, root: root), case .success(let bytes) = DiskAccess.read(path) {
                    loaded = ConfigurationLoader.load(bytes, knownRuleIDs: Checker.knownCodes, retiredRuleIDs: Checker.retiredCodes,
                                          ruleOptions: Checker.ruleOptions)
                }
                let before = folders[folder.index].configurations[configurationFolder]?.configuration.exclude ?? []
                folders[folder.index].setConfiguration(loaded, folder: configurationFolder)
                if let loaded { logProblems(loaded.problems, in: path, workspace: folders[folder.index]) }
                configurationChanged = true
                if before != (loaded?.configuration.exclude ?? []) { exclusionsChanged = true }
            } else if path.hasSuffix(".view"), documents.document(at: path) == nil {
                if !deleted, let file = WorkspaceFolder.file(at: path, in: folders[folder.index]) {
                    affected.formUnion(folders[folder.index].setFile(file).union([path]))
                } else {
                    affected.formUnion(folders[folder.index].removeFile(path: path))
                    reports[path] = nil
                    staleReports.remove(path)
                }
            }
        }
        if exclusionsChanged {
            // Which files the folder holds changed: read it again.
            reports = [:]
            staleReports = []
            return indexFolder(folder)
        }
        if configurationChanged { affected.formUnion(folders[folder.index].files.keys) }
        update(affected, in: folder)
    }

    /// Logs a `.viewls.json`'s problems in the language of the files it
    /// configures (the editor settings' `locale` over its own, else the client's).
    func logProblems(_ problems: [ConfigurationProblem], in path: String, workspace: Workspace) {
        let catalog = catalog(for: path, in: workspace)
        for problem in problems.prefix(Self.maximumLoggedProblems) {
            log(catalog.text("server.log.file-problem", ["path": path, "problem": problem.diagnostic(in: catalog).message]),
                type: .warning)
        }
        if problems.count > Self.maximumLoggedProblems {
            log(catalog.text("server.log.more-file-problems", ["path": path, "count": "\(problems.count - Self.maximumLoggedProblems)"]),
                type: .warning)
        }
    }

    /// Problems of one configuration logged one by one; the rest are one line ("and N more"): a file
    /// with 100,000 unknown keys must not flood the client's log. All of them are still diagnostics.
    static let maximumLoggedProblems = 20
}
