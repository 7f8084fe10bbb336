/// The live preview's content: the workspace below a root, checked and drawn
/// as `viewls preview` draws it (the same `PreviewCommand.draw`), kept as a
/// snapshot behind a lock. `reload()` reads and draws everything again on
/// the watcher's thread and then swaps the snapshot in, so requests are
/// always answered from a complete drawing. The gallery holds the drawings
/// inline (an `<img>` per screen costs the browser a document each); ids in
/// a drawing are prefixed with its screen's name, so many share one page.
import Foundation
import ViewIDE
import ViewStrings

final class WorkspacePreviewSite: PreviewSite, @unchecked Sendable {
    struct Snapshot {
        var entries: [PreviewGallery.Entry] = []
        var drawings: [String: String] = [:]
    }

    let root: String
    let settings: PreviewCommand.Settings
    private let lock = NSLock()
    private var snapshot = Snapshot()

    init(root: String, settings: PreviewCommand.Settings) {
        self.root = root
        self.settings = settings
        snapshot = Self.draw(root: root, settings: settings)
    }

    /// Every screen below `root`, drawn; an unreadable root gives an empty gallery (the next save tries again).
    static func draw(root: String, settings: PreviewCommand.Settings) -> Snapshot {
        guard let input = try? WorkspaceLoader.load([root]) else { return Snapshot() }
        let drawings = PreviewCommand.draw(input, settings: settings)
        var snapshot = Snapshot()
        for (entry, svg) in drawings.drawn {
            snapshot.entries.append(entry)
            snapshot.drawings[entry.name] = svg
        }
        return snapshot
    }

    private var current: Snapshot { lock.withLock { snapshot } }

    func reload() {
        let fresh = Self.draw(root: root, settings: settings)
        lock.withLock { snapshot = fresh }
    }

    func screenNames() -> [String] { current.entries.map(\.name) }

    func screenSVG(_ name: String) -> String? { current.drawings[name] }

    func gallery(token: String) -> String {
        let snapshot = current
        return PreviewGallery.html(snapshot.entries, options: settings.galleryOptions, catalog: settings.catalog,
                                   link: { PreviewLinks.screenPage($0.name, token: token) },
                                   thumbnail: { snapshot.drawings[$0.name] })
    }

    func screenPage(_ name: String, token: String) -> String? {
        let snapshot = current
        guard let entry = snapshot.entries.first(where: { $0.name == name }), let svg = snapshot.drawings[name] else { return nil }
        return PreviewGallery.screenPage(entry, svg: svg, galleryLink: PreviewLinks.gallery(token: token), catalog: settings.catalog)
    }
}
