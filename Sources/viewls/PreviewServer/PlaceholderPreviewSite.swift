/// A PLACEHOLDER `PreviewSite`, to be replaced by the site the renderer
/// backs (`viewls preview`'s layout engine and SVG drawing). It lists the
/// workspace's `.view` files — a screen's name is its path below the root
/// without `.view` — and draws for each only a card with that name and the
/// file's size in bytes, escaped. The gallery holds the cards inline: as
/// `<img>`, each SVG costs Chromium a document of its own on the page's
/// main thread, which delayed a reloaded 100-screen gallery by up to a
/// second on a busy machine. It exists so that the server can be run
/// and tested end to end before the renderer is wired in: a save that
/// changes a file's size shows on the open pages.
import Foundation
import ViewStrings

final class PlaceholderPreviewSite: PreviewSite, @unchecked Sendable {
    struct Screen: Equatable {
        let name: String
        let size: Int64
    }

    let root: String
    private let catalog: MessageCatalog
    private let lock = NSLock()
    private var screens: [Screen]

    init(root: String, catalog: MessageCatalog) {
        self.root = root
        self.catalog = catalog
        self.screens = Self.screens(root: root)
    }

    /// The `.view` files below `root`, by name.
    static func screens(root: String) -> [Screen] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return WorkspaceStamps.read(root: root).files.compactMap { path, stamp in
            guard path.hasSuffix(".view"), path.hasPrefix(prefix) else { return nil }
            return Screen(name: String(path.dropFirst(prefix.count).dropLast(".view".count)), size: stamp.size)
        }.sorted { $0.name < $1.name }
    }

    private var current: [Screen] {
        lock.withLock { screens }
    }

    func reload() {
        let fresh = Self.screens(root: root)
        lock.withLock { screens = fresh }
    }

    func screenNames() -> [String] {
        current.map(\.name)
    }

    func screenSVG(_ name: String) -> String? {
        current.first { $0.name == name }.map(svg)
    }

    func screenPage(_ name: String, token: String) -> String? {
        guard let screen = current.first(where: { $0.name == name }) else { return nil }
        let body = """
            <nav><a href="\(PreviewLinks.gallery(token: token))">\(PreviewMarkup.escaped(catalog.text("cli.preview-serve.placeholder.all-screens")))</a></nav>
            <main>\(svg(screen))</main>
            """
        return page(title: screen.name, body: body)
    }

    func gallery(token: String) -> String {
        let items = current.map { screen in
            """
            <li><a href="\(PreviewLinks.screenPage(screen.name, token: token))">\(svg(screen))\
            <span class="name">\(PreviewMarkup.escaped(screen.name))</span> \
            <span class="size">\(PreviewMarkup.escaped(sizeText(screen)))</span></a> \
            <a class="svg" href="\(PreviewLinks.screenSVG(screen.name, token: token))">SVG</a></li>
            """
        }
        let folder = (root as NSString).lastPathComponent
        return page(title: folder, body: "<h1>\(PreviewMarkup.escaped(folder))</h1>\n<ul>\n\(items.joined(separator: "\n"))\n</ul>")
    }

    private func sizeText(_ screen: Screen) -> String {
        catalog.text("cli.preview-serve.placeholder.size", ["count": String(screen.size)])
    }

    private func svg(_ screen: Screen) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img">\
        <title>\(PreviewMarkup.escaped(screen.name))</title>\
        <rect x="0.5" y="0.5" width="239" height="119" rx="12" fill="#ffffff" stroke="#c7c7cc"/>\
        <text x="16" y="52" font-family="\(Self.fonts)" font-size="16" fill="#000000">\(PreviewMarkup.escaped(screen.name))</text>\
        <text x="16" y="80" font-family="\(Self.fonts)" font-size="13" fill="#6c6c70">\(PreviewMarkup.escaped(sizeText(screen)))</text>\
        </svg>
        """
    }

    /// The system font stack of the preview, quoted for an SVG attribute.
    private static let fonts = "-apple-system, &quot;SF Pro Text&quot;, &quot;PingFang SC&quot;, &quot;Noto Sans CJK SC&quot;, sans-serif"

    private func page(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="\(catalog.language.catalogLanguage.rawValue)">
        <head>
        <meta charset="utf-8">
        <title>\(PreviewMarkup.escaped(title)) · viewls</title>
        <style>
        body { font-family: -apple-system, "SF Pro Text", "PingFang SC", "Noto Sans CJK SC", sans-serif; margin: 24px; background: #f2f2f7; }
        ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 16px; }
        li > a:first-child { display: flex; flex-direction: column; gap: 4px; color: inherit; text-decoration: none; }
        a.svg { font-size: 12px; color: #007aff; }
        .size { color: #6c6c70; font-size: 13px; }
        </style>
        </head>
        <body>
        \(body)
        </body>
        </html>
        """
    }
}
