/// Indexing the workspace in the background: after `initialized` (and when
/// a `.viewls.json`'s `exclude` changes) every `.view` file below the root
/// is read and parsed off the server's queue, so requests about open
/// documents are answered meanwhile. The read workspace replaces the
/// server's in one step on the queue, with the open documents' text and
/// the files changed on disk meanwhile laid over it. Until then diagnostics
/// wait — pushed ones are published, and pulls answered, once the index is
/// complete — since a check without the other files would report screens
/// and components as missing; so do searches of the whole workspace
/// (references, rename, call hierarchy, links, lenses, workspace symbols)
/// and a definition the files read so far do not answer, which would
/// otherwise be a wrong empty answer. `$/progress` is sent only once the client has
/// accepted the token (`window/workDoneProgress/create` answered without
/// error).
import Foundation
import ViewModel
import ViewRules
import ViewStrings

extension LanguageServer {
    static let indexingToken = "viewls/indexing"

    /// Starts reading every folder in the background.
    func indexWorkspace() {
        for folder in folderIDs { indexFolder(folder) }
    }

    /// Starts reading every `.view` file and `.viewls.json` below a folder's root in the background;
    /// a read of the same folder still under way is dropped when it ends.
    func indexFolder(_ folder: FolderID) {
        let index = folder.index
        let root = folders[index].root
        guard !root.isEmpty else { return }
        let generation = (indexingGenerations[root] ?? 0) + 1
        indexingGenerations[root] = generation
        readsUnderWay += 1
        indexingDone.enter()
        let language = MessageLanguage.first(of: [folders[index].overrides?.locale]) ?? clientLanguage ?? .english
        let token = index == 0 ? Self.indexingToken : "\(Self.indexingToken)/\(root)"
        let progress = IndexingProgress(server: self, catalog: .server(language), shown: client.showsProgress, token: token)
        indexingProgress[root]?.end(files: nil)
        indexingProgress[root] = progress
        progress.start()
        let started = DispatchTime.now()
        let throttle = ProgressThrottle()
        let gate = indexingGate
        Self.indexingQueue.async { [self] in
            if let gate {
                gate.wait()
                gate.signal()
            }
            let contents = WorkspaceFolder.read(root: root, knownCodes: Checker.knownCodes, retiredCodes: Checker.retiredCodes,
                                                ruleOptions: Checker.ruleOptions, isCancelled: { shutdownArrived }) { done, total in
                guard throttle.shouldReport(done, of: total) else { return }
                queue.async { progress.filesRead(done, of: total) }
            }
            queue.async { [self] in
                finishIndexing(contents, root: root, generation: generation, started: started, progress: progress)
                readsUnderWay -= 1
                if readsUnderWay == 0 { takeParkedRequests() }
                indexingDone.leave()
            }
        }
    }

    /// Takes a finished read, unless the folder is gone or a newer read of it has started.
    private func finishIndexing(_ contents: WorkspaceFolder.Contents, root: String, generation: Int, started: DispatchTime,
                                progress: IndexingProgress) {
        guard indexingGenerations[root] == generation, let index = folders.firstIndex(where: { $0.root == root }) else {
            return progress.end(files: nil)
        }
        let folder = FolderID(index: index)
        var read = contents.workspace
        read.overrides = folders[index].overrides
        read.keepsChecks = true
        for path in documents.paths where self.folder(holding: path) == folder { read.setFile(documents.document(at: path)!.file) }
        folders[index] = read
        for configuration in contents.configurationFiles { logProblems(configuration.problems, in: configuration.path, workspace: read) }
        for path in contents.unreadable { log(catalog(for: path, in: read).text("server.log.unreadable", ["path": path]), type: .error) }
        for note in contents.notes {
            let message = note.message(path: note.path)
            log(catalog(for: note.path, in: read).text(message.key, message.arguments), type: .warning)
        }
        progress.end(files: read.files.count)
        indexingProgress[root] = nil
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
        log(progress.catalog.text("server.log.indexed", ["count": "\(read.files.count)", "root": read.root,
                                                         "milliseconds": "\(Int(milliseconds))"]), type: .info)
        // Files changed on disk during the read, below this folder, are applied again.
        let changed = filesChangedWhileIndexing.filter { FileURI.path($0.uri).map { self.folder(holding: $0) == folder } ?? false }
        filesChangedWhileIndexing.removeAll { event in changed.contains { $0.uri == event.uri && $0.type == event.type } }
        if !changed.isEmpty { filesChanged(changed) }
    }

    /// `shutdown`: answered at once rather than after the read (an editor restarting the server gives
    /// it a few seconds). Every read under way stops at its next file and its result is dropped, its
    /// progress ends, and the requests waiting for it are answered with `RequestCancelled`.
    func stopIndexing() {
        cancelReads()
        for root in indexingGenerations.keys { indexingGenerations[root, default: 0] += 1 }
        for progress in indexingProgress.values { progress.end(files: nil) }
        indexingProgress = [:]
        let parked = parkedRequests
        parkedRequests = []
        for case .request(let id, _, _) in parked {
            reply(id, error: ResponseError(code: ResponseError.requestCancelled, message: "the server is shutting down"))
        }
    }

    /// Once no read is under way: every folder's diagnostics, and the requests that waited.
    private func takeParkedRequests() {
        filesChangedWhileIndexing = []
        guard state == .running else { return }
        updateEverywhere()
        let parked = parkedRequests
        parkedRequests = []
        for request in parked { handle(request) }
    }

    /// Where workspaces are read: one read at a time, beside the server's queue.
    static let indexingQueue = DispatchQueue(label: "viewls.indexing", qos: .utility)
}

/// Decides, on the reading thread, which counts are worth a `$/progress`
/// report (the first, then each tenth of the files), so the server's queue
/// hears about ten, not one per file.
final class ProgressThrottle: @unchecked Sendable {
    private var lastTenth = -1

    func shouldReport(_ done: Int, of total: Int) -> Bool {
        let tenth = total == 0 ? 10 : done * 10 / total
        guard tenth > lastTenth || done == 0 else { return false }
        lastTenth = tenth
        return true
    }
}

/// `$/progress` for one indexing: the token is created first, and begin,
/// reports (at most every tenth of the files) and end are sent only once the
/// client accepted it. A client that refuses, never answers, or answers after
/// the indexing ended hears nothing. Used on the server's queue only.
final class IndexingProgress: @unchecked Sendable {
    private enum Consent { case notAsked, asked, accepted, refused }

    let catalog: MessageCatalog
    private let server: LanguageServer
    private let token: String
    private var consent = Consent.notAsked
    private var latest: (done: Int, total: Int)?
    private var begun = false
    private var ended = false
    private var lastPercentage = -1

    init(server: LanguageServer, catalog: MessageCatalog, shown: Bool, token: String) {
        self.server = server
        self.catalog = catalog
        self.token = token
        consent = shown ? .notAsked : .refused
    }

    func start() {
        guard consent == .notAsked else { return }
        consent = .asked
        server.request("window/workDoneProgress/create", WorkDoneProgressCreateParams(token: token)) { [self] result in
            consent = result == nil ? .refused : .accepted
            if consent == .accepted, !ended, let latest { filesRead(latest.done, of: latest.total) }
        }
    }

    func filesRead(_ done: Int, of total: Int) {
        guard !ended else { return }
        latest = (done, total)
        guard consent == .accepted else { return }
        let percentage = total == 0 ? 100 : done * 100 / total
        if !begun {
            begun = true
            lastPercentage = percentage
            return send(.init(kind: "begin", title: catalog.text("server.progress.title"),
                              message: catalog.text("server.progress.files", ["count": "\(total)"]), percentage: percentage))
        }
        guard percentage / 10 > lastPercentage / 10 else { return }
        lastPercentage = percentage
        send(.init(kind: "report", title: nil, message: catalog.text("server.progress.read", ["done": "\(done)", "total": "\(total)"]),
                   percentage: percentage))
    }

    /// Ends the progress; `files` is how many were indexed (nil when a newer indexing replaced this one).
    func end(files: Int?) {
        guard !ended else { return }
        ended = true
        guard begun else { return }
        let message = files.map { catalog.text("server.progress.end", ["count": "\($0)"]) }
        send(.init(kind: "end", title: nil, message: message, percentage: nil))
    }

    private func send(_ value: ProgressParams.Value) {
        guard let params = try? JSONValue(encoding: ProgressParams(token: token, value: value)) else { return }
        server.send(.notification(method: "$/progress", params: params))
    }
}
