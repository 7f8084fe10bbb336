/// A raw TCP client for the preview server's tests: connects to an IPv4
/// address, sends exactly the bytes given (malformed ones too), and reads
/// the answer until the server closes or a deadline passes. Also a stub
/// `PreviewSite` whose content the tests can predict.
import Foundation
import XCTest
@testable import viewls

#if canImport(Glibc)
import Glibc
#endif

final class RawHTTPClient {
    let descriptor: Int32

    /// Connects to `address:port`; nil when the connection is refused.
    init?(port: UInt16, address: String = "127.0.0.1") {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = port.bigEndian
        inet_pton(AF_INET, address, &target.sin_addr)
        let connected = withUnsafePointer(to: &target) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Sends bytes; false when the server has gone.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Everything the server sends until it closes, or until `seconds` pass.
    func readAll(seconds: Double = 5) -> String {
        String(decoding: readBytes(until: { _ in false }, seconds: seconds), as: UTF8.self)
    }

    /// Reads until `done` holds for what came so far, the server closes, or `seconds` pass.
    func read(until done: (String) -> Bool, seconds: Double = 5) -> String {
        String(decoding: readBytes(until: { done(String(decoding: $0, as: UTF8.self)) }, seconds: seconds), as: UTF8.self)
    }

    private func readBytes(until done: ([UInt8]) -> Bool, seconds: Double) -> [UInt8] {
        let deadline = Date(timeIntervalSinceNow: seconds)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !done(received) {
            let left = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard deadline.timeIntervalSinceNow > 0 else { break }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, left) > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += chunk[..<count]
        }
        return received
    }

    /// One GET (or another method) with the given target and fields; the whole answer.
    static func request(port: UInt16, _ target: String, method: String = "GET", host: String? = nil,
                        fields: [String] = []) -> String {
        guard let client = RawHTTPClient(port: port) else { return "refused" }
        let hostLine = "Host: \(host ?? "127.0.0.1:\(port)")\r\n"
        client.send("\(method) \(target) HTTP/1.1\r\n\(hostLine)\(fields.map { $0 + "\r\n" }.joined())\r\n")
        return client.readAll()
    }
}

/// The status code at the start of an answer (0 when there is none).
func statusCode(_ answer: String) -> Int {
    let parts = answer.split(separator: " ", maxSplits: 2)
    return parts.count >= 2 && parts[0].hasPrefix("HTTP/1.1") ? Int(parts[1]) ?? 0 : 0
}

/// A site with two screens and a name that needs escaping; counts its reloads.
final class StubPreviewSite: PreviewSite, @unchecked Sendable {
    private let lock = NSLock()
    private var reloads = 0
    let names = ["Home", "Folder/\u{414}\u{435}\u{442}\u{430}\u{43B}\u{438}", "A&B"]

    var reloadCount: Int { lock.withLock { reloads } }

    func gallery(token: String) -> String {
        "<!doctype html><html><head><title>g</title></head><body>"
            + names.map { "<a href=\"\(PreviewLinks.screenPage($0, token: token))\">\(PreviewMarkup.escaped($0))</a>" }.joined()
            + "</body></html>"
    }

    func screenNames() -> [String] { names }

    func screenSVG(_ name: String) -> String? {
        names.contains(name) ? "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>\(PreviewMarkup.escaped(name)) \(reloadCount)</text></svg>" : nil
    }

    /// The whole drawing, whatever the page shows.
    func screenPatch(_ name: String, since: String?) -> [UInt8]? {
        screenSVG(name).flatMap { try? JSONSerialization.data(withJSONObject: ["token": "t\(reloadCount)", "svg": $0]) }.map { Array($0) }
    }

    func screenPage(_ name: String, token: String) -> String? {
        screenSVG(name).map { "<html><head></head><body>\($0)</body></html>" }
    }

    func card(_ name: String, token: String) -> String? {
        names.contains(name) ? "<p class=\"summary\">\(names.count)</p><a class=\"card\">\(PreviewMarkup.escaped(name))</a>" : nil
    }

    private var changes: [PreviewChange] = []

    /// What the next reloads answer, in turn; once they are used up, every
    /// reload changes everything (it changes every drawing's count).
    func willChange(_ next: [PreviewChange]) { lock.withLock { changes += next } }

    func reload() -> PreviewChange {
        lock.withLock {
            reloads += 1
            return changes.isEmpty ? .everything : changes.removeFirst()
        }
    }
}
