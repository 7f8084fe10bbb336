/// Live reload on the page's side: the one script the server adds to every
/// page (under the page's CSP nonce), which subscribes to `/events` with the
/// token and the generation the page was drawn at and reloads the page on a
/// `reload` event, and an empty icon; and the Server-Sent Events text the
/// stream sends.
import Foundation

enum LiveReloadScript {
    /// `html` with the script added before its last `</body>` (at its end
    /// when it has none). `token` is the server's hex token and `generation`
    /// a number, so neither can break out of the script's string.
    static func inject(into html: String, nonce: String, token: String, generation: Int) -> String {
        let script = """
            <script nonce="\(nonce)">
            (function () {
              var source = new EventSource("\(PreviewLinks.events(token: token, since: generation))");
              source.addEventListener("reload", function () { source.close(); location.reload(); });
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

    /// A `reload` event carrying its generation as its id.
    static func reloadEvent(generation: Int) -> String {
        "id: \(generation)\nevent: reload\ndata: \(generation)\n\n"
    }

    /// A comment line that keeps the connection known to be alive.
    static let heartbeat = ": alive\n\n"
}
