/// Live reload on the page's side: the one script the server adds to every
/// page (under the page's CSP nonce), which subscribes to `/events` with the
/// token and the generation the page was drawn at; on an `update` event it
/// fetches again, for each screen named that the page shows, the gallery's
/// card (`/card/NAME`) and swaps it in, or, on a screen's page, the drawing
/// as the patch from the one shown (`/screen/NAME.patch?since=TOKEN`,
/// applied by `PreviewPatchScript`; the whole drawing when the server no
/// longer holds the one shown, or the patch does not fit) — the page keeps
/// its place, and the browser parses what changed, not the whole gallery; on a `reload` event, a fetch that fails
/// or more than `maximumSwaps` screens to take, it reloads the page. Also an empty icon, and the Server-Sent
/// Events text the stream sends.
import Foundation

enum LiveReloadScript {
    /// The most cards or drawings a page fetches after one change; past
    /// that it reloads whole, so a change many screens show (a shared
    /// component) never asks for more at once than the server's 32
    /// connections hold beside the event streams.
    static let maximumSwaps = 8

    /// `html` with the script added before its last `</body>` (at its end
    /// when it has none). `token` is the server's hex token and `generation`
    /// a number, so neither can break out of the script's string.
    static func inject(into html: String, nonce: String, token: String, generation: Int) -> String {
        let script = """
            <script nonce="\(nonce)">
            \(PreviewPatchScript.source)
            (function () {
              var token = "\(token)";
              var source = new EventSource("\(PreviewLinks.events(token: token, since: generation))");
              var asked = {};
              function reload() { source.close(); location.reload(); }
              function shown(name) {
                return Array.prototype.find.call(document.querySelectorAll("a.card[data-screen], main.screen[data-screen]"),
                  function (element) { return element.getAttribute("data-screen") === name; });
              }
              function refresh(name) {
                var element = shown(name);
                if (!element) return;
                var card = element.localName === "a";
                var number = asked[name] = (asked[name] || 0) + 1;
                if (!card) return redraw(name, number, element.getAttribute("data-token") || "");
                var link = "/card/" + encodeURIComponent(name) + "?token=" + token;
                fetch(link, { cache: "no-store" }).then(function (response) {
                  if (!response.ok) throw new Error(link + ": " + response.status);
                  return response.text();
                }).then(function (text) {
                  var now = shown(name);
                  if (asked[name] !== number || !now) return;
                  var fragment = document.createElement("template");
                  fragment.innerHTML = text;
                  var summary = fragment.content.querySelector(".summary"), old = document.querySelector("header .summary");
                  if (summary && old) old.replaceWith(summary);
                  now.replaceWith(fragment.content.querySelector("a.card"));
                }).catch(reload);
              }
              function parse(markup) {
                var holder = document.createElementNS("http://www.w3.org/2000/svg", "svg");
                holder.innerHTML = markup;
                return holder.childElementCount === 1 ? holder.firstElementChild : null;
              }
              // A screen page's drawing: the patch from the one it shows, else the whole drawing.
              function redraw(name, number, since) {
                var link = "/screen/" + encodeURIComponent(name) + ".patch?since=" + encodeURIComponent(since) + "&token=" + token;
                fetch(link, { cache: "no-store" }).then(function (response) {
                  if (!response.ok) throw new Error(link + ": " + response.status);
                  return response.json();
                }).then(function (answer) {
                  var now = shown(name);
                  if (asked[name] !== number || !now) return;
                  var svg = now.querySelector("svg");
                  if (answer.patch) {
                    if (!svg || !viewlsApplyPatch(svg, answer.patch, parse)) return since ? redraw(name, number, "") : reload();
                  } else if (typeof answer.svg === "string") {
                    now.innerHTML = answer.svg;
                  } else {
                    return reload();
                  }
                  now.setAttribute("data-token", answer.token);
                }).catch(reload);
              }
              source.addEventListener("reload", reload);
              source.addEventListener("update", function (event) {
                // A variant's page or a matrix is drawn on request: it is drawn again whole.
                if (document.querySelector("[data-whole]")) return reload();
                var names = JSON.parse(event.data).filter(function (name) { return shown(name); });
                // Each card is a request of its own: past a few, one reload asks less of the server's connections.
                if (names.length > \(maximumSwaps)) return reload();
                names.forEach(refresh);
              });
            })();
            </script>

            """
        var result = withIcon(html)
        guard let end = result.range(of: "</body>", options: [.caseInsensitive, .backwards]) else { return result + "\n" + script }
        result.insert(contentsOf: script, at: end.lowerBound)
        return result
    }

    /// An empty icon, so that the browser does not ask for `/favicon.ico`
    /// (which, without the token, would be a 403 in its console): after the
    /// `<head>` tag, when the page names no icon of its own.
    static let emptyIcon = "<link rel=\"icon\" href=\"data:,\">"

    private static func withIcon(_ html: String) -> String {
        guard html.range(of: "rel=\"icon\"", options: .caseInsensitive) == nil,
              let head = html.range(of: "<head>", options: .caseInsensitive) else { return html }
        var result = html
        result.insert(contentsOf: "\n" + emptyIcon, at: head.upperBound)
        return result
    }

    /// The first bytes of a stream: how long a browser waits before it
    /// reconnects (1 s), as a field the `EventSource` reads.
    static let streamPreamble = "retry: 1000\n\n"

    /// The event for what changed up to `generation` (its id): `reload`
    /// when everything did, else `update` with the screens' names as a
    /// JSON array, sorted (JSON escapes every line end, so the data stays one line).
    static func event(generation: Int, _ change: PreviewChange) -> String {
        guard case .screens(let names) = change,
              let data = try? JSONSerialization.data(withJSONObject: names.sorted(), options: [.withoutEscapingSlashes]) else {
            return "id: \(generation)\nevent: reload\ndata: \(generation)\n\n"
        }
        return "id: \(generation)\nevent: update\ndata: \(String(decoding: data, as: UTF8.self))\n\n"
    }

    /// A comment line that keeps the connection known to be alive.
    static let heartbeat = ": alive\n\n"
}
