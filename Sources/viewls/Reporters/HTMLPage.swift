/// The fixed parts of the HTML report: its stylesheet, its script (the
/// filters) and the Content Security Policy that allows exactly those two by
/// their SHA-256 hashes — nothing else runs, nothing loads from anywhere
/// (`default-src 'none'`; images only as `data:` URIs, for drawings that
/// inline them). Neither holds words: the texts are in the page, from the
/// catalog, so the hashes do not change with the language.
enum HTMLPage {
    /// The policy for a page with these inline stylesheets (the report's own
    /// and any a drawing brings) and the report's script.
    static func contentSecurityPolicy(styles: [String]) -> String {
        var styleHashes: [String] = []
        for style in styles {
            let hash = "'sha256-\(SHA256.base64(style))'"
            if !styleHashes.contains(hash) { styleHashes.append(hash) }
        }
        return "default-src 'none'; img-src data:; style-src \(styleHashes.joined(separator: " ")); "
            + "script-src 'sha256-\(SHA256.base64(script))'; base-uri 'none'; form-action 'none'"
    }

    /// The bodies of the `<style>` elements in `markup` (a drawing), which the policy must name.
    static func inlineStyles(in markup: String) -> [String] {
        var styles: [String] = []
        var rest = Substring(markup)
        while let open = rest.range(of: "<style"), let end = rest[open.upperBound...].range(of: ">"),
              let close = rest[end.upperBound...].range(of: "</style>") {
            styles.append(String(rest[end.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return styles
    }

    static let stylesheet = baseStylesheet + HTMLVariants.style
    static let baseStylesheet = """

    :root{color-scheme:light;--text:#1f2328;--muted:#59636e;--line:#d1d9e0;--page:#f6f7f9;--card:#fff;--code:#f6f8fa;--accent:#0969da;
    font-family:-apple-system,"SF Pro Text","Segoe UI","Helvetica Neue","PingFang SC","Noto Sans CJK SC","Noto Sans",Arial,sans-serif;
    font-size:15px;line-height:1.5;color:var(--text);background:var(--page)}
    *{box-sizing:border-box}
    [hidden]{display:none!important}
    body{margin:0}
    code,pre{font-family:ui-monospace,"SF Mono",Menlo,Consolas,"DejaVu Sans Mono","Noto Sans Mono CJK SC",monospace;font-size:.88em}
    p code,dd code,td code,li.note code{background:var(--code);border:1px solid #e4e8ec;border-radius:4px;padding:0 .25em}
    a{color:var(--accent);text-decoration:none}
    a:hover{text-decoration:underline}
    .sev-error{--sev:#cf222e;--sev-bg:#ffebe9}
    .sev-warning{--sev:#9a6700;--sev-bg:#fff4cc}
    .sev-info{--sev:#0969da;--sev-bg:#ddf4ff}
    .sev-hint{--sev:#1a7f37;--sev-bg:#dafbe1}
    .page{max-width:1180px;margin:0 auto;padding:24px 24px 48px}
    header.top h1{font-size:26px;margin:0 0 2px;letter-spacing:-.01em}
    header.top .subtitle{margin:0;color:var(--muted)}
    h2{font-size:19px;margin:26px 0 10px}
    h3{font-size:15px;margin:18px 0 8px}
    .card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px 20px;box-shadow:0 1px 2px rgba(31,35,40,.04)}
    :focus-visible{outline:2px solid #0969da;outline-offset:2px}
    .totals{display:flex;flex-wrap:wrap;gap:12px;margin:20px 0 0;padding:0;list-style:none}
    .totals li{flex:1 1 150px;display:flex;align-items:baseline;gap:10px;background:var(--card);border:1px solid var(--line);border-top:4px solid var(--sev);border-radius:10px;padding:8px 16px}
    .totals .n{font-size:26px;font-weight:650;color:var(--sev);line-height:1.3;font-variant-numeric:tabular-nums}
    .totals .label{color:var(--muted)}
    .totals li.zero .n{color:#9aa4ad}
    .baseline-totals{margin:12px 0 0;color:var(--muted)}
    table.rules{width:100%;border-collapse:collapse}
    .rules-box{max-height:300px;overflow:auto;padding:0 12px 8px}
    table.rules th{position:sticky;top:0;background:#fff;text-align:left;font-weight:600;color:var(--muted);font-size:13px;border-bottom:1px solid var(--line);padding:10px 8px 6px}
    table.rules td{border-bottom:1px solid #eaeef2;padding:6px 8px;vertical-align:top}
    table.rules tr:last-child td{border-bottom:0}
    table.rules td.num{text-align:right;font-variant-numeric:tabular-nums;width:5em}
    table.rules td.rule{white-space:nowrap}
    .dot{display:inline-block;width:9px;height:9px;border-radius:50%;background:var(--sev);margin-right:8px;vertical-align:1px}
    .filters{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;align-items:center;gap:10px 22px;margin:24px 0 0;padding:10px 16px;
    background:rgba(255,255,255,.96);border:1px solid var(--line);border-radius:12px;box-shadow:0 4px 12px rgba(31,35,40,.07)}
    .filters fieldset{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;align-items:center;gap:6px 8px}
    .filters legend{float:left;color:var(--muted);font-size:13px;margin-right:4px}
    .filters .group-label{color:var(--muted);font-size:13px;margin-right:6px}
    .chip{display:inline-flex;align-items:center;gap:6px;border:1px solid var(--line);border-radius:999px;padding:3px 10px 3px 8px;cursor:pointer;user-select:none;background:#fff}
    .chip:has(input:checked){background:var(--sev-bg,#eef1f4);border-color:var(--sev,#8c959f)}
    .chip input{margin:0;accent-color:var(--sev,#0969da)}
    .chip .count{color:var(--muted);font-variant-numeric:tabular-nums}
    .filters select{font:inherit;padding:3px 6px;border:1px solid var(--line);border-radius:6px;background:#fff;max-width:22em}
    .filters .shown{margin:0 0 0 auto;color:var(--muted);font-variant-numeric:tabular-nums}
    .filters .shown output{color:var(--text);font-weight:600}
    .note{margin:12px 0;padding:8px 12px;border-radius:8px;background:#fff8c5;border:1px solid #eed888}
    section.file{margin:0 0 18px;background:var(--card);border:1px solid var(--line);border-radius:12px;overflow:hidden}
    .file-head{display:flex;align-items:center;gap:10px;margin:0;padding:10px 16px;background:#f6f8fa;border-bottom:1px solid var(--line);font-size:15px}
    .file-head .path{font-size:14px;font-weight:600;word-break:break-all;background:none;border:0}
    .file-shown{margin-left:auto;min-width:1.9em;text-align:center;border-radius:999px;background:#e6eaef;color:var(--text);font-size:13px;padding:1px 8px;font-variant-numeric:tabular-nums}
    .file-body{display:grid;grid-template-columns:minmax(0,280px) minmax(0,1fr);gap:18px;padding:16px}
    .file-body.no-drawing{grid-template-columns:minmax(0,1fr)}
    .drawing{margin:0}
    .drawing svg{display:block;max-width:100%;height:auto}
    .drawing-none{display:flex;align-items:center;justify-content:center;text-align:center;min-height:180px;padding:16px;border:2px dashed #d1d9e0;
    border-radius:28px;color:#8c959f;font-size:13px;background:repeating-linear-gradient(135deg,#fafbfc 0 10px,#f3f5f7 10px 20px)}
    ol.findings{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
    .finding{border:1px solid var(--line);border-left:4px solid var(--sev);border-radius:8px;padding:10px 14px;background:#fff}
    .finding.existing{background:#fbfcfd}
    .finding-head{display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px;font-size:13px}
    .badge{display:inline-flex;align-items:center;justify-content:center;min-width:22px;height:22px;padding:0 6px;border-radius:11px;background:var(--sev);color:#fff;font-weight:600;font-size:12px}
    .sev{font-weight:600;color:var(--sev);text-transform:none}
    .finding-head .code{font-weight:600}
    .loc{color:var(--muted)}
    .tag{border-radius:4px;padding:0 6px;font-size:12px;font-weight:600}
    .tag.new{background:#ddf4ff;color:#0550ae}
    .tag.existing{background:#eef1f4;color:#59636e}
    .message{margin:6px 0 8px;font-size:15px}
    pre.source{margin:0;padding:8px 0;background:var(--code);border:1px solid #e4e8ec;border-radius:6px;overflow-x:auto;line-height:1.55;tab-size:4}
    pre.source code{font-size:13px;display:block;min-width:max-content}
    .line{display:inline-block;min-width:100%;padding:0 12px 0 0;white-space:pre}
    .line::before{content:attr(data-line);display:inline-block;width:3.6em;padding-right:12px;margin-right:10px;text-align:right;color:#8c959f;border-right:1px solid #e1e5e9;user-select:none}
    .line.hit{background:#fff8e1}
    .line.hit::before{color:var(--text)}
    .line.gap::before{content:"\\22EE"}
    mark{background:var(--sev-bg);color:inherit;border-bottom:2px solid var(--sev);border-radius:2px}
    mark.point{display:inline-block;width:2px;height:1.2em;vertical-align:text-bottom;background:var(--sev);border:0}
    ul.related{margin:8px 0 0;padding:0 0 0 18px;color:var(--muted);font-size:14px}
    details.explain{margin-top:8px;font-size:14px}
    details.explain summary{cursor:pointer;color:var(--accent);width:max-content}
    details.explain dl{margin:6px 0 0;padding:10px 14px;background:#f6f8fa;border-radius:8px}
    details.explain dt{font-weight:600;margin-top:6px}
    details.explain dt:first-child{margin-top:0}
    details.explain dd{margin:2px 0 0}
    .more{margin:12px 0 0;color:var(--muted);font-style:italic}
    .clean-list{columns:3 240px;margin:0;padding:0 0 0 18px}
    .clean-list code{font-size:13px}
    footer{margin-top:32px;color:var(--muted);font-size:13px;text-align:center}
    @media (max-width:760px){.file-body{grid-template-columns:minmax(0,1fr)}.filters .shown{margin-left:0}}

    """

    /// Shows the filters (hidden when scripts do not run) and applies them: a
    /// finding shows when its severity is ticked, its rule chosen (or all) and,
    /// with "new only", it is not in the baseline; the counts follow, and a
    /// file with nothing shown is hidden while any filter is on.
    static let script = filtersScript + HTMLVariants.script
    static let filtersScript = """

    (function () {
      "use strict";
      var form = document.getElementById("filters");
      if (!form) { return; }
      var findings = Array.prototype.slice.call(document.querySelectorAll("li.finding"));
      var files = Array.prototype.slice.call(document.querySelectorAll("section.file"));
      var severities = Array.prototype.slice.call(form.querySelectorAll("input[name=severity]"));
      function apply() {
        var ticked = {};
        var everything = true;
        severities.forEach(function (box) { ticked[box.value] = box.checked; everything = everything && box.checked; });
        var rule = form.elements.rule ? form.elements.rule.value : "";
        var newOnly = !!(form.elements.newOnly && form.elements.newOnly.checked);
        everything = everything && rule === "" && !newOnly;
        var shown = 0;
        findings.forEach(function (finding) {
          var visible = ticked[finding.dataset.severity] === true && (rule === "" || finding.dataset.code === rule)
            && (!newOnly || finding.dataset.baseline !== "existing");
          finding.hidden = !visible;
          if (visible) { shown += 1; }
        });
        files.forEach(function (file) {
          var count = file.querySelectorAll("li.finding:not([hidden])").length;
          var badge = file.querySelector(".file-shown");
          if (badge) { badge.textContent = String(count); }
          file.hidden = count === 0 && !everything;
        });
        document.getElementById("shown").textContent = String(shown);
      }
      form.addEventListener("change", apply);
      form.hidden = false;
      apply();
    })();

    """
}
