/// From a parsed request to what the preview server answers, with no socket
/// in sight: the `Host` check (403), the token (403), the method (GET and
/// HEAD, else 405), then the routes — `/` the gallery, `/screen/NAME` a
/// screen's page, `/screen/NAME.svg` its drawing, `/card/NAME` its card in
/// the gallery (what the gallery's script swaps in after a change),
/// `/events` the live-reload stream — and 404 for anything else. A route is never a file path: a name
/// is looked up among the site's screen names and nothing is read from disk.

/// What a request gets.
enum PreviewAnswer: Sendable {
    /// A whole response, then the connection closes.
    case response(HTTPResponse)
    /// The Server-Sent Events stream: reload events after `since` (the
    /// generation the page was drawn at; nil for a fresh subscriber).
    case events(since: Int?)
}

/// The routes, decoded.
enum PreviewRoute: Equatable, Sendable {
    case gallery
    case screenPage(String)
    case screenSVG(String)
    case screenPatch(String, since: String?)
    case card(String)
    case events(since: Int?)
}

struct PreviewRouter: Sendable {
    let token: String
    let port: UInt16
    let site: any PreviewSite
    /// The live-reload generation now (read before a page is drawn, so a
    /// change made while drawing it is still announced to it).
    let generation: @Sendable () -> Int

    func answer(_ head: HTTPRequestHead) -> PreviewAnswer {
        guard PreviewSecurity.isLoopbackHost(head.values("Host"), port: port),
              let given = Self.queryValue("token", in: head.query),
              PreviewSecurity.tokensMatch(given, token) else {
            return .response(.status(.forbidden))
        }
        guard head.method == "GET" || head.method == "HEAD" else {
            return .response(.status(.methodNotAllowed, extraFields: [HTTPField(name: "Allow", value: "GET, HEAD")]))
        }
        guard let route = route(head) else { return .response(.status(.notFound)) }
        switch route {
        case .events(let since):
            return .events(since: since)
        case .gallery:
            let drawnAt = generation()
            return .response(page(site.gallery(token: token, view: PreviewVariantView(query: head.query)), drawnAt: drawnAt))
        case .screenPage(let name):
            let drawnAt = generation()
            guard let html = site.screenPage(name, token: token, view: PreviewVariantView(query: head.query)) else { return .response(.status(.notFound)) }
            return .response(page(html, drawnAt: drawnAt))
        case .screenSVG(let name):
            guard let svg = site.screenSVG(name) else { return .response(.status(.notFound)) }
            return .response(.svg(svg))
        case .screenPatch(let name, let since):
            guard let json = site.screenPatch(name, since: since) else { return .response(.status(.notFound)) }
            return .response(.json(json))
        case .card(let name):
            guard let fragment = site.card(name, token: token) else { return .response(.status(.notFound)) }
            return .response(.htmlFragment(fragment))
        }
    }

    /// A site's page with the live-reload script, under a fresh nonce.
    private func page(_ html: String, drawnAt generation: Int) -> HTTPResponse {
        let nonce = PreviewSecurity.newNonce()
        return .html(LiveReloadScript.inject(into: html, nonce: nonce, token: token, generation: generation), scriptNonce: nonce)
    }

    /// The route a path names, or nil (404). Screen names are matched
    /// against the site's list only after percent-decoding.
    func route(_ head: HTTPRequestHead) -> PreviewRoute? {
        let path = head.path
        if path == "/" { return .gallery }
        if path == "/events" {
            return .events(since: Self.queryValue("since", in: head.query).flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil })
        }
        if path.hasPrefix("/card/") {
            guard let name = PreviewLinks.percentDecoded(path.dropFirst("/card/".count)), site.screenNames().contains(name) else { return nil }
            return .card(name)
        }
        let prefix = "/screen/"
        guard path.hasPrefix(prefix), let name = PreviewLinks.percentDecoded(path.dropFirst(prefix.count)) else { return nil }
        let names = site.screenNames()
        if name.hasSuffix(".svg"), names.contains(String(name.dropLast(4))) { return .screenSVG(String(name.dropLast(4))) }
        if name.hasSuffix(".patch"), names.contains(String(name.dropLast(6))) {
            return .screenPatch(String(name.dropLast(6)), since: Self.queryValue("since", in: head.query))
        }
        return names.contains(name) ? .screenPage(name) : nil
    }

    /// The value of the only `key=` item of a query, percent-decoded; nil
    /// when the key is missing or repeated.
    static func queryValue(_ key: String, in query: Substring?) -> String? {
        guard let query else { return nil }
        let values = query.split(separator: "&").compactMap { item -> Substring? in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return parts[0] == key ? (parts.count == 2 ? parts[1] : "") : nil
        }
        guard values.count == 1 else { return nil }
        return PreviewLinks.percentDecoded(values[0])
    }
}
