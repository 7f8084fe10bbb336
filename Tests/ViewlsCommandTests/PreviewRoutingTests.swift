/// The preview server's checks and routes without a socket: the token
/// (constant-time comparison, fresh and random), the `Host` guard against
/// DNS rebinding, the method, the routes as a table of targets and what
/// they get (404 for anything not a route, paths that climb out included),
/// the security fields on every answer, the page's live-reload script
/// under the CSP nonce, links that survive any screen name, and the bounds
/// docs/server.md states.
import XCTest
@testable import viewls

final class PreviewRoutingTests: XCTestCase {
    static let token = String(repeating: "ab", count: 32)
    static let port: UInt16 = 4242
    let site = StubPreviewSite()

    private func router(generation: Int = 0) -> PreviewRouter {
        PreviewRouter(token: Self.token, port: Self.port, site: site, generation: { generation })
    }

    private func head(_ target: String, method: String = "GET", host: String? = "127.0.0.1:4242") -> HTTPRequestHead {
        HTTPRequestHead(method: method, target: target, version: "HTTP/1.1",
                        fields: host.map { [HTTPField(name: "Host", value: $0)] } ?? [])
    }

    private func response(_ answer: PreviewAnswer, file: StaticString = #filePath, line: UInt = #line) -> HTTPResponse? {
        guard case .response(let response) = answer else {
            XCTFail("an event stream where a response was expected", file: file, line: line)
            return nil
        }
        return response
    }

    func testTokens() {
        let first = PreviewSecurity.newToken()
        XCTAssertEqual(first.count, 64)
        XCTAssertTrue(first.allSatisfy { "0123456789abcdef".contains($0) })
        XCTAssertNotEqual(first, PreviewSecurity.newToken())
        XCTAssertTrue(PreviewSecurity.tokensMatch(first, first))
        let cases: [(given: String, expected: String, match: Bool)] = [
            ("abc", "abc", true), ("abd", "abc", false), ("ab", "abc", false), ("abcd", "abc", false),
            ("", "abc", false), ("", "", false), ("ABC", "abc", false),
            // Lengths 256 apart, as a byte-sized length difference would miss.
            (String(repeating: "a", count: 259), "aaa", false),
        ]
        for (given, expected, match) in cases {
            XCTAssertEqual(PreviewSecurity.tokensMatch(given, expected), match, "\(given.prefix(8)) vs \(expected)")
        }
    }

    func testHostGuard() {
        let cases: [(hosts: [String], port: UInt16, allowed: Bool)] = [
            (["127.0.0.1:4242"], 4242, true), (["localhost:4242"], 4242, true), (["LocalHost:4242"], 4242, true),
            (["evil.example:4242"], 4242, false), (["evil.example"], 4242, false), (["127.0.0.1"], 4242, false),
            (["127.0.0.1:4243"], 4242, false), (["127.0.0.2:4242"], 4242, false), (["[::1]:4242"], 4242, false),
            (["localhost.evil.example:4242"], 4242, false), (["127.0.0.1:4242.evil"], 4242, false),
            ([], 4242, false), (["127.0.0.1:4242", "127.0.0.1:4242"], 4242, false),
            (["localhost"], 80, true), (["127.0.0.1:80"], 80, true),
        ]
        for (hosts, port, allowed) in cases {
            XCTAssertEqual(PreviewSecurity.isLoopbackHost(hosts, port: port), allowed, "\(hosts) on \(port)")
        }
    }

    func testStatusesByRequest() {
        let token = Self.token
        let cases: [(target: String, method: String, host: String?, status: HTTPStatus)] = [
            ("/?token=\(token)", "GET", "127.0.0.1:4242", .ok),
            ("/?token=\(token)", "HEAD", "localhost:4242", .ok),
            ("/", "GET", "127.0.0.1:4242", .forbidden),
            ("/?token=", "GET", "127.0.0.1:4242", .forbidden),
            ("/?token=\(token.dropLast())0", "GET", "127.0.0.1:4242", .forbidden),
            ("/?token=\(token)&token=\(token)", "GET", "127.0.0.1:4242", .forbidden),
            ("/?token=\(token)", "GET", "evil.example", .forbidden),
            ("/?token=\(token)", "GET", nil, .forbidden),
            ("/?token=\(token)", "POST", "127.0.0.1:4242", .methodNotAllowed),
            ("/", "POST", "127.0.0.1:4242", .forbidden),
            ("/?a=1&token=\(token)&b", "GET", "127.0.0.1:4242", .ok),
            ("/screen/Home?token=\(token)", "GET", "127.0.0.1:4242", .ok),
            ("/screen/Home.svg?token=\(token)", "GET", "127.0.0.1:4242", .ok),
            ("/screen/Folder/%D0%94%D0%B5%D1%82%D0%B0%D0%BB%D0%B8?token=\(token)", "GET", "127.0.0.1:4242", .ok),
            ("/screen/A%26B.svg?token=\(token)", "GET", "127.0.0.1:4242", .ok),
            ("/screen/Nope?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("/screen/?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("/screen/Home/?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("/../etc/passwd?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("/screen/../../etc/passwd?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("/screen/%2e%2e/%2e%2e/etc/passwd?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("/screen/..%2F..%2Fetc%2Fpasswd.svg?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("//etc/passwd?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("/Home.view?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("/screen/%zz?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("/index.html?token=\(token)", "GET", "127.0.0.1:4242", .notFound),
            ("/favicon.ico", "GET", "127.0.0.1:4242", .forbidden),
        ]
        for (target, method, host, status) in cases {
            guard let response = response(router().answer(head(target, method: method, host: host))) else { continue }
            XCTAssertEqual(response.status, status, "\(method) \(target) Host: \(host ?? "-")")
            if status == .methodNotAllowed { XCTAssertEqual(response.value("Allow"), "GET, HEAD") }
        }
    }

    func testRoutes() {
        let cases: [(target: String, route: PreviewRoute?)] = [
            ("/", .gallery), ("/?x=1", .gallery),
            ("/events", .events(since: nil)), ("/events?since=3", .events(since: 3)), ("/events?since=-1", .events(since: nil)),
            ("/events?since=x", .events(since: nil)), ("/events/", nil),
            ("/screen/Home", .screenPage("Home")), ("/screen/Home.svg", .screenSVG("Home")), ("/screen/Home.svg.svg", nil),
            ("/screen/A%26B", .screenPage("A&B")), ("/screen/A&B", .screenPage("A&B")),
            ("/card/Home", .card("Home")), ("/card/A%26B", .card("A&B")), ("/card/Folder%2F%D0%94%D0%B5%D1%82%D0%B0%D0%BB%D0%B8",
            .card("Folder/Детали")), ("/card/Missing", nil), ("/card/", nil), ("/card/Home.svg", nil), ("/card/%E0", nil),
        ]
        for (target, route) in cases {
            XCTAssertEqual(router().route(head(target)), route, target)
        }
    }

    func testACardIsAFragmentNoScriptRunsIn() throws {
        let answer = try XCTUnwrap(response(router().answer(head("/card/A%26B?token=\(Self.token)"))))
        XCTAssertEqual(answer.status, .ok)
        XCTAssertEqual(answer.value("Content-Type"), "text/html; charset=utf-8")
        XCTAssertFalse(try XCTUnwrap(answer.value("Content-Security-Policy")).contains("script-src"))
        XCTAssertEqual(String(decoding: answer.body, as: UTF8.self), "<p class=\"summary\">3</p><a class=\"card\">A&amp;B</a>")
        XCTAssertEqual(try XCTUnwrap(response(router().answer(head("/card/A%26B")))).status, .forbidden)
    }

    func testEventsSayWhatChanged() throws {
        XCTAssertEqual(LiveReloadScript.event(generation: 4, .everything), "id: 4\nevent: reload\ndata: 4\n\n")
        XCTAssertEqual(LiveReloadScript.event(generation: 5, .screens([])), "id: 5\nevent: update\ndata: []\n\n")
        // Any name stays on the event's one data line, and reads back as itself.
        let names: Set = ["B", "A/\"x\"\n\r\u{2028}</script>", "Детали", "详情"]
        let event = LiveReloadScript.event(generation: 6, .screens(names))
        let lines = event.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 5, event)
        XCTAssertEqual(lines[0...1], ["id: 6", "event: update"])
        let data = try XCTUnwrap(lines[2].dropFirst("data: ".count).data(using: .utf8))
        XCTAssertEqual(try JSONSerialization.jsonObject(with: data) as? [String], names.sorted())
    }

    func testChangesAddUp() {
        XCTAssertEqual(PreviewChange.screens(["A"]).followed(by: .screens(["B"])), .screens(["A", "B"]))
        XCTAssertEqual(PreviewChange.screens(["A"]).followed(by: .everything), .everything)
        XCTAssertEqual(PreviewChange.everything.followed(by: .screens([])), .everything)
        XCTAssertTrue(PreviewChange.screens([]).isEmpty)
        XCTAssertFalse(PreviewChange.everything.isEmpty)
    }

    func testEventsAreAStream() {
        guard case .events(since: 7) = router().answer(head("/events?since=7&token=\(Self.token)")) else {
            return XCTFail("/events is not a stream")
        }
        guard case .response(let refused) = router().answer(head("/events?since=7")) else { return XCTFail("no token, no stream") }
        XCTAssertEqual(refused.status, .forbidden)
    }

    func testEveryAnswerCarriesTheSecurityFields() throws {
        for target in ["/?token=\(Self.token)", "/screen/Home.svg?token=\(Self.token)", "/screen/Home?token=\(Self.token)", "/", "/nope?token=\(Self.token)"] {
            let answer = try XCTUnwrap(response(router().answer(head(target))))
            let policy = try XCTUnwrap(answer.value("Content-Security-Policy"), target)
            XCTAssertTrue(policy.hasPrefix("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'"), policy)
            XCTAssertTrue(policy.contains("connect-src 'self'"), policy)
            XCTAssertEqual(answer.value("X-Content-Type-Options"), "nosniff")
            XCTAssertEqual(answer.value("Cache-Control"), "no-store")
            XCTAssertEqual(answer.value("Referrer-Policy"), "no-referrer")
            let wire = String(decoding: answer.serialized(includingBody: true), as: UTF8.self)
            XCTAssertTrue(wire.contains("\r\nContent-Length: \(answer.body.count)\r\nConnection: close\r\n\r\n"), target)
        }
        let svg = try XCTUnwrap(response(router().answer(head("/screen/Home.svg?token=\(Self.token)"))))
        XCTAssertEqual(svg.value("Content-Type"), "image/svg+xml; charset=utf-8")
        XCTAssertFalse(try XCTUnwrap(svg.value("Content-Security-Policy")).contains("script-src"), "no script runs in a drawing")
        let head = String(decoding: svg.serialized(includingBody: false), as: UTF8.self)
        XCTAssertTrue(head.hasSuffix("\r\n\r\n") && !head.contains("<svg"), "HEAD gets the fields and no body")
    }

    func testPagesCarryTheReloadScriptUnderTheirNonce() throws {
        for target in ["/?token=\(Self.token)", "/screen/Home?token=\(Self.token)"] {
            let page = try XCTUnwrap(response(router(generation: 5).answer(head(target))))
            let html = String(decoding: page.body, as: UTF8.self)
            let policy = try XCTUnwrap(page.value("Content-Security-Policy"))
            let nonce = try XCTUnwrap(policy.split(separator: ";").first { $0.contains("script-src") }?
                .split(separator: "'").first { $0.hasPrefix("nonce-") }?.dropFirst("nonce-".count))
            XCTAssertEqual(nonce.count, 32)
            XCTAssertTrue(html.contains("<script nonce=\"\(nonce)\">"), html)
            XCTAssertTrue(html.contains("new EventSource(\"/events?token=\(Self.token)&since=5\")"), html)
            XCTAssertTrue(html.contains("location.reload()"))
            XCTAssertTrue(html.range(of: "<script")!.lowerBound < html.range(of: "</body>")!.lowerBound, "the script is inside the body")
            XCTAssertTrue(html.contains("<head>\n\(LiveReloadScript.emptyIcon)"), "no /favicon.ico request")
            XCTAssertEqual(html.components(separatedBy: "<script").count, 2, "one script")
        }
        let second = try XCTUnwrap(response(router().answer(head("/?token=\(Self.token)"))))
        let first = try XCTUnwrap(response(router().answer(head("/?token=\(Self.token)"))))
        XCTAssertNotEqual(first.value("Content-Security-Policy"), second.value("Content-Security-Policy"), "a fresh nonce per page")
    }

    func testTheScriptGoesWhereThePageAllows() {
        let cases: [(html: String, scriptAfter: String)] = [
            ("<html><body>x</body></html>", "x"),
            ("<html><BODY>x</BODY></html>", "x"),
            ("<p>no body</p>", "<p>no body</p>\n"),
            ("<body>a</body><!-- </body> -->b</body>", "<!-- </body> -->b"),
        ]
        for (html, before) in cases {
            let result = LiveReloadScript.inject(into: html, nonce: "n", token: "t", generation: 0)
            XCTAssertTrue(result.contains(before + "<script nonce=\"n\">"), result)
        }
        let ownIcon = "<html><head><link rel=\"icon\" href=\"data:,x\"></head><body></body></html>"
        XCTAssertFalse(LiveReloadScript.inject(into: ownIcon, nonce: "n", token: "t", generation: 0).contains(LiveReloadScript.emptyIcon))
    }

    func testLinksSurviveAnyName() {
        let names = ["Home", "A&B", "a b/c?d#e%f", "Folder/\u{414}\u{435}", "..", "x.svg"]
        for name in names {
            let link = PreviewLinks.screenPage(name, token: "t")
            XCTAssertFalse(link.contains(" ") || link.contains("#") || link.contains("&B") || link.contains("\""), link)
            let path = String(link.dropFirst("/screen/".count).prefix { $0 != "?" })
            XCTAssertEqual(PreviewLinks.percentDecoded(path), name)
        }
        XCTAssertNil(PreviewLinks.percentDecoded("%"))
        XCTAssertNil(PreviewLinks.percentDecoded("%4"))
        XCTAssertNil(PreviewLinks.percentDecoded("%FF"), "not UTF-8")
        XCTAssertEqual(PreviewMarkup.escaped("</text><script>alert('x')</script>&\""),
                       "&lt;/text&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;")
    }

    /// The bounds docs/server.md states are the server's.
    func testTheDocumentedBoundsAreTheServers() throws {
        let docs = try String(contentsOf: CommandRunner.repository.appendingPathComponent("docs/server.md"), encoding: .utf8)
        let limits = PreviewServer.Limits.standard
        for row in ["| connections being answered (head read, streams included) | \(limits.maximumConnections) |",
                    "| connections still sending their head | \(limits.maximumPendingHeads) |",
                    "| open event streams | \(limits.maximumEventStreams) |",
                    "| request head | \(limits.maximumHeadBytes / 1024) KiB, \(HTTPRequestHead.maximumFieldCount) fields |",
                    "| time to send the whole head | \(limits.headTimeout.components.seconds) s",
                    "| a write to a client that does not read | \(limits.sendTimeout.components.seconds) s |",
                    "looks every \(Int(PreviewServer.seconds(limits.watchInterval) * 1000)) ms",
                    "comment line every \(limits.heartbeatInterval.components.seconds) s"] {
            XCTAssertTrue(docs.contains(row), row)
        }
    }
}
