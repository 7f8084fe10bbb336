/// What keeps the preview server to the person who started it: the access
/// token (32 random bytes, hex) that every request must carry, compared in
/// constant time; the `Host` check that defeats DNS rebinding (a page on a
/// foreign name that resolves to 127.0.0.1 sends its own name); the nonce of
/// each page's one script; and the fields every response carries — a
/// Content Security Policy that lets nothing come from the network,
/// `nosniff`, `no-store` and `no-referrer` (the token is in the URL).

enum PreviewSecurity {
    /// A fresh access token: 32 bytes from the system's secure generator
    /// (`getrandom` on Linux), as 64 lowercase hex digits.
    static func newToken() -> String {
        randomHex(byteCount: 32)
    }

    /// A fresh script nonce for one page (16 random bytes, hex; hex digits are base64 characters as CSP asks).
    static func newNonce() -> String {
        randomHex(byteCount: 16)
    }

    private static func randomHex(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(byteCount * 2)
        for _ in 0..<byteCount {
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `given` equals `expected`, taking a time that depends on the
    /// length of `expected` only: every byte is compared, none returns early.
    @inline(never)
    static func tokensMatch(_ given: String, _ expected: String) -> Bool {
        let given = Array(given.utf8)
        let expected = Array(expected.utf8)
        var difference: UInt = given.count == expected.count ? 0 : 1
        for index in expected.indices {
            let byte = index < given.count ? given[index] : 0
            difference |= UInt(byte ^ expected[index])
        }
        return difference == 0 && !expected.isEmpty
    }

    /// Whether a request's `Host` names this server by its loopback name:
    /// `127.0.0.1:PORT` or `localhost:PORT` (the port may be left out only
    /// when it is 80, as browsers do). Exactly one `Host` is required.
    static func isLoopbackHost(_ hosts: [String], port: UInt16) -> Bool {
        guard hosts.count == 1 else { return false }
        let host = hosts[0].lowercased()
        let names = ["127.0.0.1", "localhost"]
        return names.contains { name in host == "\(name):\(port)" || (port == 80 && host == name) }
    }

    /// The Content Security Policy: nothing by default; images from this
    /// server or `data:` URIs (a drawing's inlined PNGs); inline styles (the
    /// SVG's own); scripts only with this page's nonce; `EventSource` only
    /// to this server; no `<base>` and no form posts. Framing is allowed:
    /// an editor may show the page in its own browser pane, and without the
    /// token a framing page gets nothing but 403.
    static func contentSecurityPolicy(scriptNonce: String?) -> String {
        var directives = ["default-src 'none'", "img-src 'self' data:", "style-src 'unsafe-inline'"]
        if let scriptNonce { directives.append("script-src 'nonce-\(scriptNonce)'") }
        directives += ["connect-src 'self'", "base-uri 'none'", "form-action 'none'"]
        return directives.joined(separator: "; ")
    }

    /// The fields every response carries.
    static func fields(scriptNonce: String?) -> [HTTPField] {
        [
            HTTPField(name: "Content-Security-Policy", value: contentSecurityPolicy(scriptNonce: scriptNonce)),
            HTTPField(name: "X-Content-Type-Options", value: "nosniff"),
            HTTPField(name: "Cache-Control", value: "no-store"),
            HTTPField(name: "Referrer-Policy", value: "no-referrer"),
            HTTPField(name: "Cross-Origin-Resource-Policy", value: "same-origin"),
        ]
    }
}
