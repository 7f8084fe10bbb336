/// The live preview's content: the workspace below a root, checked and drawn
/// as `viewls preview` draws it (the same `PreviewCommand.draw`), kept as a
/// snapshot behind a lock. `reload()` reads the workspace again on the
/// watcher's thread, draws again the screens the change can alter (those
/// `Workspace.setFile` names; everything when a file came or went or a
/// configuration changed) and then swaps the snapshot in, so requests are
/// always answered from a complete drawing; it answers with the screens
/// whose card differs (drawing, findings), or everything when the list of
/// screens did. The gallery holds the drawings
/// inline (an `<img>` per screen costs the browser a document each); ids in
/// a drawing are prefixed with its screen's name, so many share one page.
/// Each drawing is kept as pieces too, named by a token (a digest of its
/// SVG), with the last few drawings of each screen: a screen page that names
/// the drawing it shows gets the patch from it (`screenPatch`).
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewStrings

final class WorkspacePreviewSite: PreviewSite, @unchecked Sendable {
    struct Snapshot {
        var entries: [PreviewGallery.Entry] = []
        /// Every checked file's findings (the gallery's line), components' included.
        var total = Summary()
        var drawings: [String: String] = [:]
        /// What it was drawn from, and what each file gave: the next reload keeps what a change cannot alter.
        var input: LoadedInput?
        var byPath: [String: PreviewCommand.DrawnTarget] = [:]
        /// Each screen's drawing as pieces with its token, and the drawings before it (newest last, at most `historyLimit`).
        var history: [String: [(token: String, pieces: PreviewDrawn)]] = [:]
    }

    static let historyLimit = 4

    let root: String
    let settings: PreviewCommand.Settings
    private let lock = NSLock()
    private var snapshot = Snapshot()

    init(root: String, settings: PreviewCommand.Settings) {
        self.root = root
        self.settings = settings
        snapshot = Self.draw(root: root, settings: settings)
    }

    /// Every screen below `root`, drawn (those `previous` holds and the change
    /// cannot alter, kept); an unreadable root gives an empty gallery (the next save tries again).
    static func draw(root: String, settings: PreviewCommand.Settings, previous: Snapshot? = nil) -> Snapshot {
        guard var input = try? WorkspaceLoader.load([root]) else { return Snapshot() }
        // One workspace lives from reload to reload and keeps each file's check with what it read
        // (`Workspace.keepsChecks`): what a change can alter is what the kept checks read of it.
        var redrawing: Set<String>?
        if let old = previous?.input, let changed = applying(from: old, to: input) {
            redrawing = changed.affected
            input.workspaces[0] = changed.workspace
        } else {
            for index in input.workspaces.indices { input.workspaces[index].keepsChecks = true }
        }
        let drawings = PreviewCommand.draw(input, settings: settings, redrawing: redrawing, kept: previous?.byPath ?? [:])
        var snapshot = Snapshot(total: settings.showsFindings ? drawings.summary : Summary(), input: input, byPath: drawings.byPath)
        var pieces: [String: PreviewDrawn] = [:]
        for target in drawings.byPath.values {
            if let drawing = target.drawing, let drawn = target.pieces { pieces[drawing.entry.name] = drawn }
        }
        for (entry, svg) in drawings.drawn {
            snapshot.entries.append(entry)
            snapshot.drawings[entry.name] = svg
            var history = previous?.history[entry.name] ?? []
            let token = Self.token(of: svg)
            if history.last?.token != token, let drawn = pieces[entry.name] {
                history.append((token, drawn))
                if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
            }
            snapshot.history[entry.name] = history
        }
        return snapshot
    }

    private var current: Snapshot { lock.withLock { snapshot } }

    func reload() -> PreviewChange {
        let old = current
        let fresh = Self.draw(root: root, settings: settings, previous: old)
        lock.withLock { snapshot = fresh }
        return Self.change(from: old, to: fresh)
    }

    /// The screens whose card differs between two snapshots; everything when
    /// the screens themselves (names, order, files) differ. Names are unique
    /// (`PreviewCommand.draw` suffixes a repeated one), so a page finds a card by its name.
    static func change(from old: Snapshot, to new: Snapshot) -> PreviewChange {
        guard old.entries.map(\.name) == new.entries.map(\.name),
              old.entries.map(\.displayPath) == new.entries.map(\.displayPath) else { return .everything }
        var changed: Set<String> = []
        for (before, after) in zip(old.entries, new.entries)
        where before.counts != after.counts || before.width != after.width || before.height != after.height
            || old.drawings[before.name] != new.drawings[after.name] {
            changed.insert(after.name)
        }
        // Only a component's findings changed: no card differs, but the gallery's line does.
        if changed.isEmpty, old.total != new.total { return .everything }
        return .screens(changed)
    }

    /// The files whose results a change from `old` to `new` can alter: the
    /// changed files and those `Workspace.setFile` says depend on them (the
    /// kept checks that read what changed: `old`'s files are checked first
    /// when its workspace keeps none); nil (draw everything) when a file came
    /// or went, a configuration changed, or there is no `old`.
    static func affected(from old: LoadedInput?, to new: LoadedInput) -> Set<String>? {
        old.flatMap { applying(from: $0, to: new)?.affected }
    }

    /// The same, with `old`'s workspace after the change (keeping its checks).
    private static func applying(from old: LoadedInput, to new: LoadedInput) -> (affected: Set<String>, workspace: Workspace)? {
        guard old.workspaces.count == 1, new.workspaces.count == 1,
              old.targets.map(\.path) == new.targets.map(\.path),
              old.configurationFiles.map(\.path) == new.configurationFiles.map(\.path),
              zip(old.configurationFiles, new.configurationFiles).allSatisfy({ $0.bytes == $1.bytes }),
              Set(old.workspaces[0].files.keys) == Set(new.workspaces[0].files.keys) else { return nil }
        var workspace = old.workspaces[0]
        if !workspace.keepsChecks {
            workspace.keepsChecks = true
            for path in workspace.files.keys { _ = Checker.check(path, in: workspace) }
        }
        var affected: Set<String> = []
        for (path, file) in new.workspaces[0].files where workspace.files[path]?.bytes != file.bytes {
            affected.insert(path)
            affected.formUnion(workspace.setFile(file))
        }
        return (affected, workspace)
    }

    func screenNames() -> [String] { current.entries.map(\.name) }

    /// A drawing's token: the FNV-1a digest of its SVG, in hex.
    static func token(of svg: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in svg.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    func screenPatch(_ name: String, since: String?) -> [UInt8]? {
        let snapshot = current
        guard let svg = snapshot.drawings[name] else { return nil }
        let history = snapshot.history[name] ?? []
        var answer: [String: Any] = ["token": Self.token(of: svg)]
        if let since, let shown = history.last(where: { $0.token == since })?.pieces, let drawn = history.last?.pieces,
           history.last?.token == answer["token"] as? String {
            let patch = PreviewPatch(from: shown, to: drawn)
            answer["patch"] = ["since": since, "replaced": patch.replaced.map { ["key": $0.key, "svg": $0.markup] },
                               "attributes": patch.attributes.map { ["key": $0.key, "values": $0.values] }] as [String: Any]
        } else {
            answer["svg"] = svg
        }
        return (try? JSONSerialization.data(withJSONObject: answer, options: [.withoutEscapingSlashes])).map { Array($0) }
    }

    func screenSVG(_ name: String) -> String? { current.drawings[name] }

    func gallery(token: String) -> String { gallery(token: token, view: PreviewVariantView()) }

    /// The gallery with the picker; the matrix view draws every screen's variants on request (`PreviewCommand.draw`
    /// with `--matrix`'s settings), each variant linking to that variant's page.
    func gallery(token: String, view: PreviewVariantView) -> String {
        let snapshot = current
        let picker = view.picker(link: { PreviewLinks.gallery(token: token) + $0.query }, catalog: settings.catalog)
        guard view.matrix, let input = snapshot.input else {
            return PreviewGallery.html(snapshot.entries, total: snapshot.total, options: settings.galleryOptions, catalog: settings.catalog,
                                       link: { PreviewLinks.screenPage($0.name, token: token) },
                                       thumbnail: { snapshot.drawings[$0.name] },
                                       variantLink: { PreviewLinks.screenPage($0.name, token: token) + PreviewVariantView($1.variant).query },
                                       // `--serve --matrix`: strips are not cards the page swaps in; it reloads whole.
                                       picker: picker, whole: settings.matrix)
        }
        let matrixSettings = view.settings(from: settings)
        let drawings = PreviewCommand.draw(input, settings: matrixSettings)
        let svgs = Dictionary(drawings.drawn.map { ($0.entry.name, $0.svg) }, uniquingKeysWith: { first, _ in first })
        return PreviewGallery.html(drawings.drawn.map(\.entry), total: snapshot.total, options: matrixSettings.galleryOptions,
                                   catalog: settings.catalog, link: { PreviewLinks.screenPage($0.name, token: token) + view.query },
                                   thumbnail: { svgs[$0.name] },
                                   variantLink: { PreviewLinks.screenPage($0.name, token: token) + PreviewVariantView($1.variant).query },
                                   picker: picker, whole: true)
    }

    func card(_ name: String, token: String) -> String? {
        let snapshot = current
        return PreviewGallery.cardFragment(name, of: snapshot.entries, total: snapshot.total, catalog: settings.catalog,
                                           link: PreviewLinks.screenPage(name, token: token), thumbnail: snapshot.drawings[name])
    }

    /// A screen on the variant `view` names, or its matrix, drawn on request (a check of its file and a layout per variant).
    func screenPage(_ name: String, token: String, view: PreviewVariantView) -> String? {
        let snapshot = current
        let picker = view.picker(link: { PreviewLinks.screenPage(name, token: token) + $0.query }, catalog: settings.catalog)
        guard !view.isDefault, let input = snapshot.input else {
            guard let entry = snapshot.entries.first(where: { $0.name == name }), let svg = snapshot.drawings[name] else { return nil }
            return PreviewGallery.screenPage(entry, svg: svg, token: Self.token(of: svg), galleryLink: PreviewLinks.gallery(token: token),
                                             catalog: settings.catalog, picker: picker)
        }
        let drawings = PreviewCommand.draw(input, settings: view.settings(from: settings), screen: name)
        guard let (entry, svg) = drawings.drawn.first(where: { $0.entry.name == name }) else { return nil }
        var body = svg
        if let matrix = entry.matrix {
            // Each variant's label leads to that variant's page.
            body = "<nav class=\"variants\">" + matrix.cells.map { cell in
                "<a class=\"variant \(cell.findings.isEmpty ? "clean" : (cell.findings.contains { $0.severity == .error } ? "error" : "warning"))\" data-variant=\"\(PreviewMarkup.escaped(cell.slug))\" "
                    + "href=\"\(PreviewMarkup.escaped(PreviewLinks.screenPage(name, token: token) + PreviewVariantView(cell.variant).query))\">"
                    + "\(PreviewMarkup.escaped(cell.label))<span class=\"variant-count\">\(cell.findings.count)</span></a>"
            }.joined() + "</nav>" + svg
        }
        return PreviewGallery.screenPage(entry, svg: body, galleryLink: PreviewLinks.gallery(token: token) + (view.matrix ? view.query : ""),
                                         catalog: settings.catalog, picker: picker, whole: true)
    }

    func screenPage(_ name: String, token: String) -> String? {
        let snapshot = current
        guard let entry = snapshot.entries.first(where: { $0.name == name }), let svg = snapshot.drawings[name] else { return nil }
        return PreviewGallery.screenPage(entry, svg: svg, token: Self.token(of: svg), galleryLink: PreviewLinks.gallery(token: token),
                                         catalog: settings.catalog)
    }
}
