/// A screen's variants in the HTML report (`devices.md` §4): when some of
/// its findings happen on some variants only (`Diagnostic.variants`), its
/// figure gets a row of buttons — the drawing `viewls preview` draws (the
/// family's default device), then each configured variant with how many findings
/// happen on it, so a reader sees at a glance which variants have findings —
/// and each variant's drawing with its own findings, shown by the report's
/// script when its button is pressed. Screens whose findings do not vary keep
/// the one drawing, so the report grows only where variants differ.
import ViewIDE
import ViewLayout
import ViewModel
import ViewStrings

enum HTMLVariants {
    /// The figure's content for `file`: `svg` (its drawing on the family's default device) alone, or with the variants.
    static func figure(_ svg: String, model: FileModel, findings: [Diagnostic], file: SourceFile, in workspace: Workspace,
                       catalog: MessageCatalog) -> String {
        guard findings.contains(where: { !$0.variants.isEmpty }) else { return svg }
        let matrix = PreviewMatrix.draw(model, findings: findings, file: file, in: workspace, catalog: catalog,
                                        images: WorkspaceImageFiles(root: workspace.root))
        // First the drawing above, on the family's default device (the findings that happen there).
        let shown = PreviewVariants.variant(of: model, file: file, in: workspace, options: LayoutOptions())
        var buttons = "<button type=\"button\" data-variant=\"\" aria-pressed=\"true\">"
            + HTMLText.escape(PreviewVariants.label(shown, catalog: catalog), keepingLayout: false)
            + "<span class=\"variant-count\">\(PreviewVariants.findings(findings, on: shown).count)</span></button>"
        var drawings = "<div class=\"variant-drawing\" data-variant=\"\">\(svg)</div>"
        for cell in matrix.cells {
            let kind = cell.findings.isEmpty ? "clean" : (cell.findings.contains { $0.severity == .error } ? "error" : "warning")
            buttons += "<button type=\"button\" class=\"\(kind)\" data-variant=\"\(cell.slug)\" data-findings=\"\(cell.findings.count)\" "
                + "aria-pressed=\"false\">\(HTMLText.escape(cell.label, keepingLayout: false))"
                + "<span class=\"variant-count\">\(cell.findings.count)</span></button>"
            drawings += "<div class=\"variant-drawing\" data-variant=\"\(cell.slug)\" hidden>\(cell.svg)</div>"
        }
        let label = HTMLText.escape(catalog.text("cli.report.variants"), keepingLayout: false)
        return "<nav class=\"variants\" aria-label=\"\(label)\">\(buttons)</nav>\(drawings)"
    }

    static let style = """
        .finding-variants{font-size:12px;margin:0 0 6px;display:flex;flex-wrap:wrap;gap:4px;align-items:baseline}\
        .finding-variants .label{color:#6e6e73;margin-right:4px}.finding-variants ul{display:contents;list-style:none}\
        .finding-variants li{background:#e5e5ea;border-radius:10px;padding:1px 8px;white-space:nowrap}\
        .variants{display:flex;flex-wrap:wrap;gap:4px;margin:0 0 8px}.variants button{font:inherit;font-size:12px;border:0;\
        border-radius:12px;padding:2px 4px 2px 9px;cursor:pointer;white-space:nowrap;background:#e5e5ea;color:#1c1c1e;display:inline-flex;gap:5px;\
        align-items:center}.variants button.clean{background:#1f7a35;color:#fff}.variants button.warning{background:#c93400;color:#fff}\
        .variants button.error{background:#d70015;color:#fff}.variants button[aria-pressed=true]{outline:2px solid #0064d2;\
        outline-offset:1px}.variant-count{background:rgba(127,127,127,.28);border-radius:9px;padding:0 6px;font-weight:600}
        """

    /// Shows the drawing of the variant whose button is pressed.
    static let script = """

        (function () {
          "use strict";
          Array.prototype.forEach.call(document.querySelectorAll("figure.drawing nav.variants"), function (nav) {
            var figure = nav.parentNode;
            nav.addEventListener("click", function (event) {
              var button = event.target.closest("button[data-variant]");
              if (!button) { return; }
              Array.prototype.forEach.call(nav.querySelectorAll("button"), function (other) {
                other.setAttribute("aria-pressed", String(other === button));
              });
              Array.prototype.forEach.call(figure.querySelectorAll(".variant-drawing"), function (drawing) {
                drawing.hidden = drawing.dataset.variant !== button.dataset.variant;
              });
            });
          });
        })();

        """
}
