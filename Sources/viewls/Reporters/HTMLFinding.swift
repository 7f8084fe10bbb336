/// One finding in the HTML report: its number in the file, severity, code
/// (linked to the rule's page when there is one), place, and — with a
/// baseline — whether it is new; the message, the source lines with the range
/// marked (`HTMLSource`), related places, and the rule's explanation (what it
/// checks, why, how to fix: the texts `viewls explain` prints) folded under
/// a summary. The element carries what tools and the filters read:
/// `data-severity`, `data-code`, `data-range` (`line:character-line:character`,
/// zero-based UTF-16 as in `--format json`), for a finding that happens on
/// some variants only `data-variants` (their slugs, as the drawings' buttons
/// name them) and, with a baseline, `data-baseline` (`new` or `existing`).
/// Such a finding also lists its variants under its message, by label.
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewStrings

struct HTMLFinding {
    enum BaselineMark: String {
        case new
        case existing
    }

    let catalog: MessageCatalog
    /// Each rule's explanation, written once.
    private var explanations: [String: String] = [:]

    init(catalog: MessageCatalog) {
        self.catalog = catalog
    }

    mutating func render(_ diagnostic: Diagnostic, number: Int, in file: CheckedFile, baseline: BaselineMark?) -> String {
        let range = JSONReporter.range(diagnostic.range, in: file)
        let place = file.humanPosition(diagnostic.range.lowerBound)
        let code = HTMLText.escape(diagnostic.code, keepingLayout: false)
        let severity = "\(diagnostic.severity)"
        var output = "<li class=\"finding sev-\(severity)\(baseline == .existing ? " existing" : "")\" data-severity=\"\(severity)\" "
            + "data-code=\"\(code)\" data-range=\"\(range.start.line):\(range.start.character)-\(range.end.line):\(range.end.character)\""
        let variants = Self.variants(of: diagnostic)
        if !variants.isEmpty { output += " data-variants=\"\(variants.map(PreviewVariants.slug).joined(separator: " "))\"" }
        if let baseline { output += " data-baseline=\"\(baseline.rawValue)\"" }
        output += ">\n<div class=\"finding-head\"><span class=\"badge\">\(number)</span>"
            + "<span class=\"sev\">\(HTMLText.escape(catalog.text("cli.report.severity.\(severity)")))</span>"
        if let href = RulePages.href(forCode: diagnostic.code, baseURL: file.docsBaseURL) {
            output += "<a class=\"code\" href=\"\(HTMLText.escape(href, keepingLayout: false))\" "
                + "title=\"\(HTMLText.escape(catalog.text("cli.report.rule-page")))\"><code>\(code)</code></a>"
        } else {
            output += "<code class=\"code\">\(code)</code>"
        }
        output += "<span class=\"loc\">\(HTMLText.escape(file.displayPath, keepingLayout: false)):\(place.line):\(place.column)</span>"
        if let baseline {
            let key = baseline == .new ? "cli.report.new" : "cli.report.existing"
            output += "<span class=\"tag \(baseline.rawValue)\" title=\"\(HTMLText.escape(catalog.text(key + ".title")))\">"
                + "\(HTMLText.escape(catalog.text(key)))</span>"
        }
        output += "</div>\n<p class=\"message\">\(HTMLText.prose(diagnostic.message))</p>\n"
        if !variants.isEmpty {
            output += "<div class=\"finding-variants\"><span class=\"label\">\(HTMLText.escape(catalog.text("cli.report.finding-variants")))</span><ul>"
            for variant in variants {
                output += "<li data-variant=\"\(PreviewVariants.slug(variant))\">"
                    + "\(HTMLText.escape(PreviewVariants.label(variant, catalog: catalog), keepingLayout: false))</li>"
            }
            output += "</ul></div>\n"
        }
        output += HTMLSource.render(diagnostic.range, in: file) + "\n"
        if !diagnostic.related.isEmpty {
            output += "<ul class=\"related\">\n"
            for related in diagnostic.related {
                let path = HTMLText.escape(WorkspaceLoader.display(related.location.path), keepingLayout: false)
                output += "<li class=\"note\">\(HTMLText.prose(related.message)) (<code>\(path)</code>)</li>\n"
            }
            output += "</ul>\n"
        }
        output += explanation(of: diagnostic.code)
        return output + "</li>\n"
    }

    /// The variants a finding happens on (`Diagnostic.variants`) as the catalogue names them; one a
    /// diagnostic names that the catalogue does not know is left out.
    static func variants(of diagnostic: Diagnostic) -> [LayoutVariant] {
        diagnostic.variants.compactMap { named in
            guard let device = DeviceCatalogue.named(named.device), let orientation = LayoutOrientation(rawValue: named.orientation),
                  let size = TextSize.named(named.textSize) else { return nil }
            return LayoutVariant(device: device, orientation: orientation, textSize: size)
        }
    }

    /// What the rule checks, why and how to fix it, folded; nothing for a checking code, which has no such texts.
    mutating func explanation(of code: String) -> String {
        if let known = explanations[code] { return known }
        var output = ""
        if RuleRegistry.rule(withID: code) != nil {
            let parts = ["what", "why", "how"].filter { catalog.hasText("rule.\(code).\($0)") }
            if !parts.isEmpty {
                output = "<details class=\"explain\"><summary>\(HTMLText.escape(catalog.text("cli.report.explain")))</summary>\n<dl>\n"
                for part in parts {
                    output += "<dt>\(HTMLText.escape(catalog.text("cli.explain.\(part)")))</dt>"
                        + "<dd>\(HTMLText.prose(catalog.text("rule.\(code).\(part)")))</dd>\n"
                }
                output += "</dl>\n</details>\n"
            }
        }
        explanations[code] = output
        return output
    }
}
