/// Diagnostics: each file's latest check
/// kept with a result id until a change may alter it, pushed to clients that
/// do not pull (once no further edit is queued; a check gives way to an edit
/// or a request that arrives while it runs) or pulled by those that do; and
/// waiting until all of that is done, for tests.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewStrings

/// A file's diagnostics as last computed, and the id the client may quote back.
struct DiagnosticReport {
    var resultID: String
    var diagnostics: [Diagnostic]
}

extension LanguageServer {
    // MARK: Idle (for tests)

    /// Waits until every message received so far is handled, any workspace
    /// read they started is taken, the documents an edit affected are
    /// published and the answers made in the background are sent (for tests).
    public func waitUntilIdle() {
        while true {
            queue.sync {}
            indexingDone.wait()
            if queue.sync(execute: { !isIndexing && !dependentsScheduled && publicationsYielded == 0 && backgroundAnswersUnderWay == 0 }) {
                return
            }
            if queue.sync(execute: { dependentsScheduled || backgroundAnswersUnderWay > 0 }) { Thread.sleep(forTimeInterval: 0.002) }
        }
    }

    /// Holds handling (not reading) until `resumeHandling`, so tests can line up messages.
    func suspendHandling() { queue.suspend() }
    func resumeHandling() { queue.resume() }

    // MARK: Diagnostics

    /// After a change: forgets the affected files' diagnostics, then pushes the
    /// open ones' again, or (to a pulling client) asks it to pull again when
    /// files other than the one edited are affected.
    func update(_ affected: Set<String>, in folder: FolderID, edited: String? = nil) {
        staleReports.formUnion(affected)
        // Until the index is complete, a check would miss what other files define: diagnostics wait for it.
        guard !isIndexing else { return }
        if client.pullsDiagnostics {
            if client.refreshesDiagnostics, !affected.subtracting([edited].compactMap { $0 }).isEmpty {
                requestDiagnosticRefresh()
            }
            return
        }
        unpublished.formUnion(documents.open(among: affected))
        // Typing queues edits faster than a large file checks: publish once, after the last.
        guard !editsQueued else { return }
        publishAfterChange(edited: edited)
    }

    /// The edited file first; the other open files its change affects a little later, once typing
    /// pauses (`dependentsDelay`), so a keystroke never waits for the screens that lead to it.
    /// A check gives way to an edit or a request that arrives meanwhile (`yieldToWaitingMessages`).
    private func publishAfterChange(edited: String?) {
        if let edited, unpublished.contains(edited), let document = documents.document(at: edited) {
            guard let found = diagnostics(for: edited, cancellation: publicationCancellation()) else {
                return yieldToWaitingMessages(edited: edited)
            }
            unpublished.remove(edited)
            publish(path: edited, diagnostics: found, version: document.version)
            documents.published(reports[edited]?.resultID, at: edited)
        }
        if edited != nil, !unpublished.isEmpty {
            scheduleDependentsPublication()
        } else if !publishUnpublished() {
            return yieldToWaitingMessages(edited: nil)
        }
        yieldsToRequests = 0
        releaseRetiredChecks()
    }

    /// Publishes every open document whose diagnostics are out of date; false when a check gave
    /// way to waiting messages, leaving it and the rest unpublished.
    func publishUnpublished() -> Bool {
        for path in unpublished.sorted() {
            guard let document = documents.document(at: path) else {
                unpublished.remove(path)
                continue
            }
            guard let found = diagnostics(for: path, cancellation: publicationCancellation()) else { return false }
            unpublished.remove(path)
            // A change that turned out not to alter the file's diagnostics (its kept check still held) sends nothing.
            if let published = document.publishedResultID, published == reports[path]?.resultID { continue }
            publish(path: path, diagnostics: found, version: document.version)
            documents.published(reports[path]?.resultID, at: path)
        }
        return true
    }

    /// How many times in a row a request may make a pushed check give way; after that, requests
    /// wait for it, so a client that asks without pause still gets diagnostics.
    static let maximumYieldsToRequests = 3

    /// Set while an edit waits to be handled, or a request (fewer than `maximumYieldsToRequests`
    /// times in a row): the check's result would be stale, or the request would wait for it.
    func publicationCancellation() -> CheckCancellation {
        let includingRequests = yieldsToRequests < Self.maximumYieldsToRequests
        checkWillStart?()
        return CheckCancellation { [weak self] in self?.messagesWaiting(includingRequests: includingRequests) ?? true }
    }

    /// A pushed check gave way: the publication is taken up again once the messages waiting
    /// now are handled (`resumePublication`).
    private func yieldToWaitingMessages(edited: String?) {
        if !editsQueued { yieldsToRequests += 1 }
        publicationsYielded += 1
        queue.async { [self] in resumePublication(edited: edited) }
    }

    /// Behind every edit still queued, whose own update usually publishes first: what is still
    /// unpublished then goes out, so an edit that cannot be applied loses nothing.
    private func resumePublication(edited: String?) {
        guard state == .running else { return publicationsYielded -= 1 }
        if editsQueued { return queue.async { [self] in resumePublication(edited: edited) } }
        publicationsYielded -= 1
        if let edited, !unpublished.contains(edited) { return }  // a later change published it
        if edited == nil, unpublished.isEmpty || dependentsScheduled { return }  // nothing left, or the pause publishes it
        publishAfterChange(edited: edited)
    }

    /// Publishes the other affected open documents `dependentsDelay` after the last edit; an edit
    /// meanwhile moves the time on (its own update publishes the edited file at once).
    func scheduleDependentsPublication() {
        dependentsDue = DispatchTime.now() + dependentsDelay
        guard !dependentsScheduled else { return }
        dependentsScheduled = true
        queue.asyncAfter(deadline: dependentsDue) { [self] in publishDependentsWhenDue() }
    }

    private func publishDependentsWhenDue() {
        guard state == .running else { return dependentsScheduled = false }
        if DispatchTime.now() < dependentsDue || editsQueued {
            let due = max(dependentsDue, DispatchTime.now() + .milliseconds(10))
            return queue.asyncAfter(deadline: due) { [self] in publishDependentsWhenDue() }
        }
        guard publishUnpublished() else {
            // Gave way to a request: again once it is answered (an edit reschedules this itself).
            return queue.async { [self] in publishDependentsWhenDue() }
        }
        dependentsScheduled = false
        yieldsToRequests = 0
        releaseRetiredChecks()
    }

    /// The replaced models are freed on another thread, at once: that overlaps the client's
    /// turn (reading the diagnostics, sending the next edit) and the next edit's reparse,
    /// where on this queue it would hold up the next edit by as long as freeing takes.
    private func releaseRetiredChecks() {
        guard !retired.isEmpty else { return }
        let garbage = Garbage(retired)
        retired = []
        Self.releaseQueue.async { garbage.release() }
    }

    /// Where replaced models are freed: one at a time, beside the server's queue.
    static let releaseQueue = DispatchQueue(label: "viewls.release", qos: .utility)

    /// Checks to free, handed to the release queue; freed when `release` drops them there.
    final class Garbage: @unchecked Sendable {
        private var checks: [FileCheck]
        init(_ checks: [FileCheck]) { self.checks = checks }
        func release() { checks = [] }
    }


    /// The file's current diagnostics, checked again only when a change has dropped them.
    func diagnostics(for path: String) throws -> [Diagnostic] {
        try report(for: path).diagnostics
    }

    /// The file's current diagnostics, or nil when the check they needed gave way to `cancellation`.
    func diagnostics(for path: String, cancellation: CheckCancellation) -> [Diagnostic]? {
        report(for: path, in: workspace(holding: path), cancellation: cancellation)?.diagnostics
    }

    /// The file's report, checked again if a change may have altered it. The
    /// result id stays the same while the diagnostics do, so a client quoting
    /// it back hears `unchanged`.
    /// Only `shutdown` stops the check, and then the request is answered `RequestCancelled`.
    func report(for path: String) throws -> DiagnosticReport {
        let cancellation = CheckCancellation { [weak self] in self?.shutdownArrived ?? true }
        guard !cancellation.isCancelled, let report = report(for: path, in: workspace(holding: path), cancellation: cancellation) else {
            throw ResponseError(code: ResponseError.requestCancelled, message: "the server is shutting down")
        }
        return report
    }

    /// Nil when the check gave way to `cancellation`: the file stays stale and nothing of the check is kept.
    private func report(for path: String, in workspace: Workspace, cancellation: CheckCancellation) -> DiagnosticReport? {
        if let report = reports[path], !staleReports.contains(path) { return report }
        // A file `exclude` leaves out gets no diagnostics, even while open (as ruff's server does).
        let excluded = workspace.isExcluded(path)
        let check = excluded ? nil : Checker.check(path, in: workspace, catalog: catalog(for: path, in: workspace),
                                                   cancellation: cancellation, previous: checks[path])
        if check == nil, !excluded, cancellation.isCancelled { return nil }
        staleReports.remove(path)
        guard let check else {
            reports[path] = nil
            return DiagnosticReport(resultID: "0", diagnostics: [])
        }
        if documents.isOpen(path), let previous = checks.updateValue(check, forKey: path), !client.pullsDiagnostics {
            // Freed after publishing, on the release queue (see `update`).
            retired.append(previous)
        }
        if let previous = reports[path], previous.diagnostics == check.diagnostics { return previous }
        let report = DiagnosticReport(resultID: String(nextResultID), diagnostics: check.diagnostics)
        nextResultID += 1
        reports[path] = report
        return report
    }

    /// The catalog a file's messages, hovers and actions speak: the `locale` of
    /// its configuration (editor settings over `.viewls.json`), else the
    /// client's `initialize.locale`, else English.
    func catalog(for path: String, in workspace: Workspace) -> MessageCatalog {
        let configured = MessageLanguage.first(of: [workspace.configuration(for: path).locale])
        return MessageCatalog.server(configured ?? clientLanguage ?? .english)
    }

    /// The model of the file's current text, when its last check is still current.
    func currentModel(of path: String) -> FileModel? {
        guard reports[path] != nil, !staleReports.contains(path) else { return nil }
        return checks[path]?.model
    }

    /// Pushes a file's diagnostics. An open document's are written from the JSON of its last push
    /// where the edit left them (`PublishedDiagnostics`), which is kept until the next push or its close —
    /// unless it is larger than `PublishedDiagnostics.keptBodyLimit`.
    func publish(path: String, diagnostics found: [Diagnostic], version: Int?, uri given: String? = nil) {
        let workspace = workspace(holding: path)
        let uri = given ?? uri(for: path)
        let body: [UInt8]
        if documents.isOpen(path), let file = workspace.files[path] {
            let setting = PublishedDiagnostics.Setting(ownURI: self.uri(for: path), docsBaseURL: docsBaseURL(for: path, in: workspace),
                                                       encoding: encoding)
            let published = PublishedDiagnostics.encode(found, of: file, uri: uri, version: version, setting: setting,
                                                        previous: publishedDiagnostics[path], counts: &publicationCounts) {
                LSPDiagnostic($0, in: file, encoding: setting.encoding, workspace: workspace, docsBaseURL: setting.docsBaseURL,
                              uri: self.uri(for:))
            }
            // A push past the bound is sent but not kept: an open file's memory stays near its own size.
            publishedDiagnostics[path] = published.body.count <= keptPushLimit ? published : nil
            body = published.body
        } else {
            publishedDiagnostics[path] = nil
            var written: [UInt8] = []
            PublishDiagnosticsParams(uri: uri, version: version, diagnostics: converted(found, in: path, workspace: workspace))
                .writeJSON(to: &written)
            body = written
        }
        send(.notification(method: "textDocument/publishDiagnostics", params: .fragment(JSONFragment(bytes: body))))
        IdleMemoryTrim.shared.noteActivity()
    }

    func converted(_ diagnostics: [Diagnostic], in path: String, workspace: Workspace) -> [LSPDiagnostic] {
        guard let file = workspace.files[path] else { return [] }
        let baseURL = docsBaseURL(for: path, in: workspace)
        return diagnostics.map { LSPDiagnostic($0, in: file, encoding: encoding, workspace: workspace, docsBaseURL: baseURL, uri: uri(for:)) }
    }

    /// Where the rule pages linked from `path`'s diagnostics are: `docsBaseURL` in its settings, else the server's default.
    func docsBaseURL(for path: String, in workspace: Workspace) -> String? {
        workspace.configuration(for: path).docsBaseURL ?? defaultDocsBaseURL
    }
}
