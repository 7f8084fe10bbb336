/// The `index.html` that `viewls preview -o FOLDER` writes beside the
/// drawings: every screen as a thumbnail (the SVG file beside it) linking to
/// its drawing, with its path and finding counts by severity; the line under
/// the title counts every checked file's findings, components' included, as
/// `check` does. One
/// self-contained page: its style inline, no script, nothing from the network;
/// every text from a `.view` file escaped.
import ViewIDE
import ViewLayout
import ViewModel
import ViewStrings

enum PreviewGallery {
    struct Entry {
        let name: String
        let displayPath: String
        let fileName: String
        let width: Double
        let height: Double
        let counts: Summary
        /// With `--matrix`: the screen on every variant (the drawing is then the strip).
        var matrix: PreviewMatrix?
    }

    struct Options {
        let device: PreviewVariants.DeviceChoice?
        let orientation: LayoutOrientation
        let appearance: PreviewAppearance
        var textSize: TextSize = .default
        var matrix = false
    }

    /// A variant's own drawing beside the gallery: `NAME@iPhone-SE.portrait.Large.svg`.
    static func variantFileName(_ entry: Entry, _ cell: PreviewMatrix.Cell) -> String { "\(entry.name)@\(cell.slug).svg" }

    /// `total`: the findings of every checked file (as `check` counts them);
    /// `link`: where a card leads (the drawing beside the page by default); `thumbnail`: the drawing to show
    /// inline, or nil for an `<img>` of the link (the live preview inlines them).
    static func html(_ entries: [Entry], total: Summary, options: Options, catalog: MessageCatalog,
                     link: (Entry) -> String = { PreviewLinks.percentEncoded($0.fileName) },
                     thumbnail: (Entry) -> String? = { _ in nil },
                     variantLink: (Entry, PreviewMatrix.Cell) -> String = { PreviewLinks.percentEncoded(variantFileName($0, $1)) },
                     picker: String = "", whole: Bool = false) -> String {
        var setting = [catalog.text("cli.preview.orientation.\(options.orientation.rawValue)"),
                       catalog.text("cli.preview.appearance.\(options.appearance.rawValue)")]
        if options.textSize != .default { setting.insert(catalog.text("cli.preview.text-size", ["size": options.textSize.rawValue]), at: 1) }
        switch options.device {
        case .family(let family): setting.insert(family == .iphone ? "iPhone" : "iPad", at: 0)
        case .model(let model): setting.insert(model.name, at: 0)
        case nil: break
        }
        if options.matrix { setting = [catalog.text("cli.preview.gallery.matrix"), setting[setting.count - 1]] }
        var page = """
            <!DOCTYPE html>
            <html lang="\(catalog.language.catalogLanguage.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(catalog.text("cli.preview.gallery.title")))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
            <h1>\(escape(catalog.text("cli.preview.gallery.title")))</h1>
            \(summaryLine(entries, total: total, catalog: catalog))
            <p class="setting">\(escape(setting.joined(separator: " · ")))</p>
            \(picker)</header>
            <main\(options.matrix ? " class=\"matrix\"" : "")\(whole ? " data-whole" : "")>

            """
        for entry in entries {
            page += card(entry, catalog: catalog, link: link(entry), thumbnail: thumbnail(entry),
                         variantLinks: entry.matrix?.cells.map { variantLink(entry, $0) } ?? [])
        }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// The line under the title: how many screens, and the findings of every
    /// checked file by severity — components' too, so it says what `check` says.
    static func summaryLine(_ entries: [Entry], total: Summary, catalog: MessageCatalog) -> String {
        let screens = catalog.text("cli.preview.gallery.screens", ["count": "\(entries.count)"])
        let findings = total.counts(catalog)
        return "<p class=\"summary\">\(escape(([screens] + (findings.isEmpty ? [] : [findings])).joined(separator: " · ")))</p>"
    }

    /// What the live gallery takes again when one screen changed: the
    /// summary line, then that screen's card (as `html` draws them); nil when
    /// `name` is not among `entries`.
    static func cardFragment(_ name: String, of entries: [Entry], total: Summary, catalog: MessageCatalog, link: String,
                             thumbnail: String?, variantLinks: [String] = []) -> String? {
        guard let entry = entries.first(where: { $0.name == name }) else { return nil }
        return summaryLine(entries, total: total, catalog: catalog) + "\n"
            + card(entry, catalog: catalog, link: link, thumbnail: thumbnail, variantLinks: variantLinks)
    }

    private static func card(_ entry: Entry, catalog: MessageCatalog, link: String, thumbnail: String?, variantLinks: [String]) -> String {
        let counts = entry.counts
        var badges = ""
        let kinds: [(Int, String, String)] = [(counts.errors, "error", "errors"), (counts.warnings, "warning", "warnings"),
                                              (counts.infos, "info", "infos"), (counts.hints, "hint", "hints")]
        for (count, severity, plural) in kinds where count > 0 {
            let text = count == 1 ? catalog.text("cli.count.\(severity)") : catalog.text("cli.count.\(plural)", ["count": "\(count)"])
            badges += "<span class=\"count \(severity)\">\(escape(text))</span>"
        }
        if badges.isEmpty { badges = "<span class=\"count clean\">\(escape(catalog.text("cli.preview.gallery.clean")))</span>" }
        let bezel = PreviewRenderer.bezel
        let width = Int((entry.width + 2 * bezel).rounded())
        let height = Int((entry.height + 2 * bezel).rounded())
        let link = escape(link)
        let picture = thumbnail.map { "<span class=\"drawing\">\($0)</span>" }
            ?? (entry.matrix != nil ? "<span class=\"drawing\"><img src=\"\(link)\" alt=\"\(escape(entry.name))\"></span>" : nil)
            ?? "<img src=\"\(link)\" alt=\"\(escape(entry.name))\" width=\"\(width)\" height=\"\(height)\" loading=\"lazy\">"
        if let matrix = entry.matrix {
            return matrixCard(entry, matrix, catalog: catalog, link: link, picture: picture, badges: badges, variantLinks: variantLinks)
        }
        return """
            <a class="card" href="\(link)" data-screen="\(escape(entry.name))" data-errors="\(counts.errors)" \
            data-warnings="\(counts.warnings)" data-infos="\(counts.infos)" data-hints="\(counts.hints)">
            \(picture)
            <span class="name">\(escape(entry.name))</span>
            <span class="path">\(escape(entry.displayPath))</span>
            <span class="counts">\(badges)</span>
            </a>

            """
    }

    /// A screen's strip in the matrix view: its name, the strip, and a link per variant (its label and how many
    /// findings happen on it, so a person sees at a glance which variants have findings) to that variant's drawing.
    private static func matrixCard(_ entry: Entry, _ matrix: PreviewMatrix, catalog: MessageCatalog, link: String, picture: String,
                                   badges: String, variantLinks: [String]) -> String {
        let counts = entry.counts
        var variants = ""
        for (cell, variantLink) in zip(matrix.cells, variantLinks) {
            let errors = cell.findings.filter { $0.severity == .error }.count
            let kind = cell.findings.isEmpty ? "clean" : (errors > 0 ? "error" : "warning")
            let findings = catalog.text("cli.preview.gallery.variant-findings", ["count": "\(cell.findings.count)"])
            variants += "<a class=\"variant \(kind)\" href=\"\(escape(variantLink))\" data-variant=\"\(escape(cell.slug))\" "
                + "data-findings=\"\(cell.findings.count)\" title=\"\(escape(findings))\">\(escape(cell.label))"
                + "<span class=\"variant-count\">\(cell.findings.count)</span></a>"
        }
        return """
            <section class="card strip" data-screen="\(escape(entry.name))" data-errors="\(counts.errors)" \
            data-warnings="\(counts.warnings)" data-infos="\(counts.infos)" data-hints="\(counts.hints)">
            <a class="name" href="\(link)">\(escape(entry.name))</a>
            <span class="path">\(escape(entry.displayPath))</span>
            <span class="counts">\(badges)</span>
            <nav class="variants">\(variants)</nav>
            \(picture)
            </section>

            """
    }

    /// One screen's page in the live preview: its name and path, a way back to the gallery, its drawing
    /// (with the token that names it, which the page's script sends to have the next drawing as a patch).
    /// With a `picker` (a variant's page or a matrix, drawn on request) the page is drawn again whole after a change.
    static func screenPage(_ entry: Entry, svg: String, token: String = "", galleryLink: String, catalog: MessageCatalog,
                           picker: String = "", whole: Bool = false) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(catalog.language.catalogLanguage.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(entry.name)) · \(escape(catalog.text("cli.preview.gallery.title")))</title>
        <style>\(style)</style>
        </head>
        <body>
        <header>
        <p class="back"><a href="\(escape(galleryLink))">\(escape(catalog.text("cli.preview.gallery.title")))</a></p>
        <h1>\(escape(entry.name))</h1>
        <p class="path">\(escape(entry.displayPath))</p>
        \(picker)</header>
        <main class="screen" data-screen="\(escape(entry.name))" data-token="\(escape(token))"\(whole ? " data-whole" : "")>\(svg)</main>
        </body>
        </html>

        """
    }

    static func escape(_ text: String) -> String {
        HTMLText.escape(text, keepingLayout: false)
    }

    static let style = """
        :root{color-scheme:light dark}\
        body{margin:0;background:#f2f2f7;color:#1c1c1e;font-family:-apple-system,"SF Pro Text","PingFang SC","Noto Sans CJK SC",sans-serif}\
        header{padding:28px 32px 8px}h1{margin:0;font-size:28px}header p{margin:6px 0 0;color:#6e6e73}\
        main{display:grid;grid-template-columns:repeat(auto-fill,minmax(210px,1fr));gap:24px;padding:20px 32px 40px}\
        .card{display:flex;flex-direction:column;gap:6px;padding:14px;background:#fff;border-radius:16px;color:inherit;\
        text-decoration:none;box-shadow:0 1px 3px rgba(0,0,0,.12)}.card:hover{box-shadow:0 4px 14px rgba(0,0,0,.18)}\
        .card img,.drawing>svg{width:100%;height:auto}.drawing{display:block}\
        main.screen{display:block;padding:8px 32px 40px}main.screen>svg{max-width:100%;height:auto}\
        main.screen[data-whole]{overflow-x:auto}main.screen>svg.viewls-matrix{max-width:none;width:auto;height:640px}\
        .back a{color:#0064d2;text-decoration:none}.name{font-weight:600;font-size:15px}.path{font-size:12px;color:#6e6e73;word-break:break-all}\
        .counts{display:flex;flex-wrap:wrap;gap:6px}.count{font-size:12px;padding:2px 8px;border-radius:10px;color:#fff}\
        .error{background:#d70015}.warning{background:#c93400}.info{background:#0064d2}.hint{background:#6e6e73}\
        .clean{background:#1f7a35}\
        \(PreviewVariantView.style)\
        main.matrix{grid-template-columns:minmax(0,1fr)}.strip{min-width:0}.strip .drawing{overflow-x:auto;max-width:100%}.strip .drawing>svg,.strip img{width:auto;height:460px;max-width:none}\
        .variants{display:flex;flex-wrap:wrap;gap:6px}a.variant{font-size:12px;padding:3px 4px 3px 10px;border-radius:12px;color:#fff;\
        text-decoration:none;display:inline-flex;gap:6px;align-items:center}a.variant .variant-count{background:rgba(255,255,255,.28);\
        border-radius:9px;padding:0 7px;font-weight:600}\
        @media (prefers-color-scheme:dark){body{background:#000;color:#f2f2f7}.card{background:#1c1c1e}header p,.path,.choice span{color:#98989f}\
        .back a{color:#409cff}}
        """
}
