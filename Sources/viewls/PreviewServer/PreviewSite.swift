/// The seam between the live preview server and what it shows. The server
/// owns the socket, the token, the routes, the security fields and live
/// reload; a `PreviewSite` owns the content: the gallery page and each of its
/// cards, the names of the screens, each screen's SVG and the page around it.
/// The server asks the site to `reload()` when a `.view` file or a
/// `.viewls.json` changes, then tells every open page what changed
/// (`PreviewChange`): a page swaps in the cards and drawings of the screens
/// named, and reloads whole when everything changed. `WorkspacePreviewSite` draws the
/// workspace as `viewls preview` does. `PreviewLinks` spells the URLs a
/// site's pages link to, and `PreviewMarkup` escapes text for HTML and SVG.

/// What the preview server serves. Called from many threads at once (each
/// request on its own, `reload()` on the watcher's): an implementation keeps
/// its state behind a lock and answers from the last complete state while a
/// reload is under way.
protocol PreviewSite: Sendable {
    /// The gallery: a whole HTML document. Its links come from `PreviewLinks`
    /// with `token`; the server adds the live-reload script before `</body>`.
    func gallery(token: String) -> String
    /// The screens, by the names the routes use (`/screen/NAME`).
    func screenNames() -> [String]
    /// One screen's drawing, a self-contained SVG document; nil for an unknown name.
    func screenSVG(_ name: String) -> String?
    /// One screen's drawing as JSON: `{ token, patch }` — the patch from the
    /// drawing `since` names — or `{ token, svg }` when the site no longer
    /// holds that drawing; nil for an unknown name.
    func screenPatch(_ name: String, since: String?) -> [UInt8]?
    /// One screen's page: an HTML document holding its drawing; nil for an unknown name.
    func screenPage(_ name: String, token: String) -> String?
    /// The gallery and a screen's page for a variant or the matrix (`PreviewVariantView`, from the page's query).
    func gallery(token: String, view: PreviewVariantView) -> String
    func screenPage(_ name: String, token: String, view: PreviewVariantView) -> String?
    /// One screen's card in the gallery, after the gallery's summary line
    /// (which a change to the screen's findings alters): an HTML fragment,
    /// which the gallery's script swaps in for the card and line it shows;
    /// nil for an unknown name.
    func card(_ name: String, token: String) -> String?
    /// Rereads the workspace and redraws; says what a page showing the old
    /// drawings must take again. The server calls it after files changed.
    func reload() -> PreviewChange
}

extension PreviewSite {
    /// The gallery with a picker, for a variant or the matrix (`PreviewVariantView`); a site without variants shows its gallery.
    func gallery(token: String, view: PreviewVariantView) -> String { gallery(token: token) }
    /// A screen's page on a variant, or its matrix; a site without variants shows its page.
    func screenPage(_ name: String, token: String, view: PreviewVariantView) -> String? { screenPage(name, token: token) }
}

/// What a reload changed, as the pages showing the site see it.
enum PreviewChange: Equatable, Sendable {
    /// These screens' drawings or cards (the same screens, in the same order, are there).
    case screens(Set<String>)
    /// A screen came, went or moved, or the change cannot be told: a page reloads whole.
    case everything

    /// Nothing a page shows changed.
    var isEmpty: Bool { self == .screens([]) }

    /// The change of two reloads one after the other.
    func followed(by next: PreviewChange) -> PreviewChange {
        guard case .screens(let first) = self, case .screens(let second) = next else { return .everything }
        return .screens(first.union(second))
    }
}

/// The URLs of the server's routes, with the token every request must carry.
/// Names are percent-encoded, so any name survives the trip.
enum PreviewLinks {
    static func gallery(token: String) -> String {
        "/?token=\(token)"
    }

    static func screenPage(_ name: String, token: String) -> String {
        "/screen/\(percentEncoded(name))?token=\(token)"
    }

    static func screenSVG(_ name: String, token: String) -> String {
        "/screen/\(percentEncoded(name)).svg?token=\(token)"
    }

    static func screenPatch(_ name: String, since: String, token: String) -> String {
        "/screen/\(percentEncoded(name)).patch?since=\(percentEncoded(since))&token=\(token)"
    }

    static func card(_ name: String, token: String) -> String {
        "/card/\(percentEncoded(name))?token=\(token)"
    }

    static func events(token: String, since generation: Int) -> String {
        "/events?token=\(token)&since=\(generation)"
    }

    /// Every byte but unreserved characters and `/` as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        for byte in text.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `%XX` sequences decoded; nil when one is broken or the result is not UTF-8.
    static func percentDecoded<Text: StringProtocol>(_ text: Text) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// Text made safe to stand in HTML or SVG, as element content or a quoted attribute.
enum PreviewMarkup {
    static func escaped(_ text: String) -> String {
        HTMLText.escape(text, keepingLayout: false)
    }
}
