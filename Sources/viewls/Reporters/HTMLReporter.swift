/// The HTML format (`check --format html`): one self-contained page — its
/// stylesheet and filter script inline and allowed by hash in a strict
/// Content Security Policy, nothing loaded — with the totals by severity and
/// by rule, the filters, then each file with findings: its drawing (from a
/// `Drawing`, or a placeholder) beside its findings (`HTMLFinding`); files
/// without findings are listed by name. Every word is the catalog's, in the
/// command line's language; every text from a file is escaped. Deterministic:
/// the same input gives the same bytes. Bounded: at most `findingsPerFile`
/// findings are drawn per file and `findingsInTotal` in all, with a note of
/// how many more there are (docs/checking.md, "The HTML report").
import ViewModel
import ViewRules
import ViewStrings

enum HTMLReporter {
    /// The drawing of a checked screen in its section of the report: an
    /// `<svg>` element as text, or nil for none (the section then shows a
    /// neutral placeholder). The report calls it once for each `.view` file it
    /// shows findings of, with the file's findings in the order the report
    /// numbers them (1, 2, … — a drawing's badges should count alike); it does
    /// not escape what it gets. The SVG must load nothing and hold no
    /// `<script>` and no `style` attribute: the page's policy allows only the
    /// report's own stylesheet and script and the drawing's `<style>`
    /// elements, whose hashes the report adds; images only as `data:` URIs.
    typealias Drawing = (_ file: CheckedFile) -> String?

    /// No drawings: every screen shows the placeholder.
    static func noDrawing(_ file: CheckedFile) -> String? { nil }

    static let findingsPerFile = 200
    static let findingsInTotal = 2_000

    /// The page for `files` (every file checked, every finding — those the
    /// baseline records included) of a run over `filesChecked` files.
    /// `baseline` holds, by path, the positions in `diagnostics` of the
    /// findings the baseline records; nil when no baseline was given.
    static func render(_ files: [CheckedFile], filesChecked: Int, baseline: [String: Set<Int>]?,
                       catalog: MessageCatalog, drawing: Drawing = noDrawing) -> String {
        var summary = Summary()
        summary.files = filesChecked
        for file in files { summary.count(file.diagnostics) }
        let reported = files.filter { !$0.diagnostics.isEmpty }
        var finding = HTMLFinding(catalog: catalog)

        var sections = ""
        var drawn = 0
        var styles = [HTMLPage.stylesheet]
        for (number, file) in reported.enumerated() {
            let existing = baseline?[file.path] ?? []
            let limit = min(findingsPerFile, max(0, findingsInTotal - drawn), file.diagnostics.count)
            var items = ""
            for (index, diagnostic) in file.diagnostics.prefix(limit).enumerated() {
                let mark: HTMLFinding.BaselineMark? = baseline == nil ? nil : existing.contains(index) ? .existing : .new
                items += finding.render(diagnostic, number: index + 1, in: file, baseline: mark)
            }
            drawn += limit
            var figure = ""
            if file.path.hasSuffix(".view") {
                let svg = drawing(file)
                styles += svg.map(HTMLPage.inlineStyles) ?? []
                figure = "<figure class=\"drawing\">"
                    + (svg ?? "<div class=\"drawing-none\">\(HTMLText.escape(catalog.text("cli.report.no-drawing")))</div>") + "</figure>\n"
            }
            let more = file.diagnostics.count - limit
            let path = HTMLText.escape(file.displayPath, keepingLayout: false)
            sections += """
                <section class="file" id="file-\(number + 1)" data-path="\(path)">
                <h3 class="file-head"><code class="path">\(path)</code><span class="file-shown" title="\(HTMLText.escape(catalog.text("cli.report.file-shown")))">\(limit)</span></h3>
                <div class="file-body\(figure.isEmpty ? " no-drawing" : "")">
                \(figure)<div class="file-findings">
                <ol class="findings">
                \(items)</ol>
                """
            if more > 0 {
                sections += "<p class=\"more\">\(HTMLText.prose(catalog.text("cli.report.more.file", ["count": "\(more)"])))</p>\n"
            }
            sections += "</div>\n</div>\n</section>\n"
        }

        let total = files.reduce(0) { $0 + $1.diagnostics.count }
        var body = "<div class=\"page\">\n" + header(summary, catalog: catalog)
        body += "<main>\n" + totals(files, summary: summary, baseline: baseline, catalog: catalog)
        if total > 0 { body += filters(files, drawn: drawn, summary: summary, baseline: baseline, catalog: catalog) }
        body += "<section class=\"files\">\n<h2>\(HTMLText.escape(catalog.text("cli.report.files-with-findings")))</h2>\n"
        if total == 0 { body += "<p>\(HTMLText.escape(catalog.text("cli.report.no-findings")))</p>\n" }
        if drawn < total {
            body += "<p class=\"note\">\(HTMLText.prose(catalog.text("cli.report.more.total", ["count": "\(total - drawn)", "limit": "\(findingsInTotal)"])))</p>\n"
        }
        body += sections + "</section>\n" + cleanFiles(files, catalog: catalog) + "</main>\n"
        body += "<footer>\(HTMLText.escape(CommandRouter.versionLine))</footer>\n</div>\n"

        let title = HTMLText.escape(catalog.text("cli.report.title"))
        return """
            <!DOCTYPE html>
            <html lang="\(catalog.language.catalogLanguage.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(HTMLPage.contentSecurityPolicy(styles: styles))">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="\(HTMLText.escape(CommandRouter.versionLine))">
            <title>\(title)</title>
            <style>\(HTMLPage.stylesheet)</style>
            </head>
            <body>
            \(body)<script>\(HTMLPage.script)</script>
            </body>
            </html>

            """
    }

    static func header(_ summary: Summary, catalog: MessageCatalog) -> String {
        let counts = summary.counts(catalog)
        let line = counts.isEmpty
            ? catalog.text("cli.summary.clean", ["files": summary.fileCount(catalog)])
            : catalog.text("cli.summary.counts", ["files": summary.fileCount(catalog), "counts": counts])
        return "<header class=\"top\">\n<h1>\(HTMLText.escape(catalog.text("cli.report.title")))</h1>\n"
            + "<p class=\"subtitle\">\(HTMLText.escape(line))</p>\n</header>\n"
    }

    static let severities: [Severity] = [.error, .warning, .info, .hint]

    static func count(_ summary: Summary, _ severity: Severity) -> Int {
        switch severity {
        case .error: summary.errors
        case .warning: summary.warnings
        case .info: summary.infos
        case .hint: summary.hints
        }
    }

    /// The findings by severity (and new against the baseline), and by rule.
    static func totals(_ files: [CheckedFile], summary: Summary, baseline: [String: Set<Int>]?, catalog: MessageCatalog) -> String {
        var output = "<section class=\"summary\">\n<h2>\(HTMLText.escape(catalog.text("cli.report.totals")))</h2>\n<ul class=\"totals\">\n"
        for severity in severities {
            let count = count(summary, severity)
            output += "<li class=\"sev-\(severity)\(count == 0 ? " zero" : "")\"><span class=\"n\">\(count)</span> "
                + "<span class=\"label\">\(HTMLText.escape(catalog.text("cli.report.severities.\(severity)")))</span></li>\n"
        }
        output += "</ul>\n"
        if let baseline {
            let existing = files.reduce(0) { $0 + (baseline[$1.path]?.count ?? 0) }
            let all = files.reduce(0) { $0 + $1.diagnostics.count }
            output += "<p class=\"baseline-totals\">\(HTMLText.escape(catalog.text("cli.report.baseline-totals", ["new": "\(all - existing)", "existing": "\(existing)"])))</p>\n"
        }
        let rules = byRule(files)
        guard !rules.isEmpty else { return output + "</section>\n" }
        output += "<h3>\(HTMLText.escape(catalog.text("cli.report.by-rule")))</h3>\n<div class=\"card rules-box\" tabindex=\"0\">\n<table class=\"rules\">\n<thead><tr>"
            + "<th>\(HTMLText.escape(catalog.text("cli.report.rule")))</th><th class=\"num\">\(HTMLText.escape(catalog.text("cli.report.findings")))</th>"
            + "<th>\(HTMLText.escape(catalog.text("cli.report.summary")))</th></tr></thead>\n<tbody>\n"
        for rule in rules {
            let code = HTMLText.escape(rule.code, keepingLayout: false)
            let name = rule.href.map { "<a href=\"\(HTMLText.escape($0, keepingLayout: false))\"><code>\(code)</code></a>" } ?? "<code>\(code)</code>"
            let summaryKey = "rule.\(rule.code).summary"
            let summaryText = RuleRegistry.rule(withID: rule.code) != nil && catalog.hasText(summaryKey) ? HTMLText.prose(catalog.text(summaryKey)) : ""
            output += "<tr class=\"sev-\(rule.severity)\" data-code=\"\(code)\"><td class=\"rule\"><span class=\"dot\"></span>\(name)</td>"
                + "<td class=\"num\">\(rule.count)</td><td>\(summaryText)</td></tr>\n"
        }
        return output + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    struct RuleTotal {
        var code: String
        var count: Int
        /// The most serious severity among its findings.
        var severity: Severity
        var href: String?
    }

    /// The codes found, most findings first, then by code.
    static func byRule(_ files: [CheckedFile]) -> [RuleTotal] {
        var totals: [String: RuleTotal] = [:]
        for file in files {
            for diagnostic in file.diagnostics {
                var total = totals[diagnostic.code]
                    ?? RuleTotal(code: diagnostic.code, count: 0, severity: diagnostic.severity,
                                 href: RulePages.href(forCode: diagnostic.code, baseURL: file.docsBaseURL))
                total.count += 1
                total.severity = max(total.severity, diagnostic.severity)
                totals[diagnostic.code] = total
            }
        }
        return totals.values.sorted { $0.count != $1.count ? $0.count > $1.count : $0.code < $1.code }
    }

    /// The filter bar: severities, rule, new only (with a baseline), and how many findings show.
    static func filters(_ files: [CheckedFile], drawn: Int, summary: Summary, baseline: [String: Set<Int>]?,
                        catalog: MessageCatalog) -> String {
        var output = "<form id=\"filters\" class=\"filters\" hidden>\n<fieldset>\n"
            + "<legend>\(HTMLText.escape(catalog.text("cli.report.filter.severity")))</legend>\n"
        for severity in severities {
            output += "<label class=\"chip sev-\(severity)\"><input type=\"checkbox\" name=\"severity\" value=\"\(severity)\" checked> "
                + "\(HTMLText.escape(catalog.text("cli.report.severities.\(severity)"))) <span class=\"count\">\(count(summary, severity))</span></label>\n"
        }
        output += "</fieldset>\n<label><span class=\"group-label\">\(HTMLText.escape(catalog.text("cli.report.rule")))</span>"
            + "<select name=\"rule\">\n<option value=\"\">\(HTMLText.escape(catalog.text("cli.report.filter.all-rules")))</option>\n"
        for rule in byRule(files).sorted(by: { $0.code < $1.code }) {
            let code = HTMLText.escape(rule.code, keepingLayout: false)
            output += "<option value=\"\(code)\">\(code) (\(rule.count))</option>\n"
        }
        output += "</select></label>\n"
        if baseline != nil {
            output += "<label class=\"chip\"><input type=\"checkbox\" name=\"newOnly\"> \(HTMLText.escape(catalog.text("cli.report.filter.new-only")))</label>\n"
        }
        let shown = HTMLText.filled({ catalog.text("cli.report.shown", $0) },
                                    markup: ["shown": "<output id=\"shown\">\(drawn)</output>", "total": "\(drawn)"])
        return output + "<p class=\"shown\">\(shown)</p>\n</form>\n"
    }

    /// The files checked that have no findings, by name.
    static func cleanFiles(_ files: [CheckedFile], catalog: MessageCatalog) -> String {
        let clean = files.filter(\.diagnostics.isEmpty)
        guard !clean.isEmpty else { return "" }
        let items = clean.map { "<li><code>\(HTMLText.escape($0.displayPath, keepingLayout: false))</code></li>\n" }.joined()
        return "<section class=\"clean\">\n<h2>\(HTMLText.escape(catalog.text("cli.report.files-without-findings", ["count": "\(clean.count)"])))</h2>\n"
            + "<ul class=\"clean-list\">\n\(items)</ul>\n</section>\n"
    }
}
