/// A pushed check gives way to what arrives while it runs: a request is
/// answered first and the check resumes after it; an edit makes it stale, so
/// the older version is never published (and an edit that cannot be applied
/// loses nothing); requests make it give way at most
/// `maximumYieldsToRequests` times in a row. Messages are made to arrive at
/// the moment a check starts (`checkWillStart`), so every order is exact.
import Foundation
@testable import ViewServer
import ViewModel
import ViewRules
import ViewSyntax
import XCTest

final class CheckYieldingTests: XCTestCase {
    /// A screen with enough rows that every stage of its check polls more than once.
    private static let rows = 600
    private static func screen(title: String) -> String {
        let cells = (0..<rows).map { "        Cell { title: \"Row \($0)\"; detail: \"Строка \($0) 第\($0)行\" }\n" }.joined()
        return "Screen {\n    title: \"\(title)\"\n    NavigationBar { title: \"\(title)\" }\n    TableView {\n\(cells)    }\n"
            + "    Toolbar { BarButton { title: \"A\" } BarButton { title: \"B\" } BarButton { title: \"C\" } "
            + "BarButton { title: \"D\" } BarButton { title: \"E\" } BarButton { title: \"F\" } }\n}\n"
    }

    private func session() throws -> (ServerHarness, URL, TemporaryWorkspace) {
        try ServerHarness.session(opening: Self.screen(title: "Home"))
    }

    /// The screen after typing `letters` into its navigation title after the first letter, as `typing` does.
    private static func typed(_ letters: String) -> String {
        screen(title: "Home").replacingOccurrences(of: "NavigationBar { title: \"Home\"",
                                                   with: "NavigationBar { title: \"H\(letters)ome\"")
    }

    /// A one-letter insertion into the navigation title (line 2, after its first letter).
    private static func typing(_ letter: String, version: Int, into url: URL) -> Message {
        .notification(method: "textDocument/didChange", params: .object([
            "textDocument": .object(["uri": .string(url.absoluteString), "version": .integer(version)]),
            "contentChanges": .array([.object(["range": ServerHarness.range(2, 29, 2, 29), "text": .string(letter)])]),
        ]))
    }

    private static func selectionRange(_ id: Int, in url: URL) -> Message {
        .request(id: .number(id), method: "textDocument/selectionRange", params: .object([
            "textDocument": .object(["uri": .string(url.absoluteString)]),
            "positions": .array([.object(["line": .integer(10), "character": .integer(20)])]),
        ]))
    }

    /// Runs `arrive` (with the number of the check starting) each time a pushed check starts.
    private func whenACheckStarts(_ client: ServerHarness, _ arrive: @escaping @Sendable (Int) -> Void) -> YieldCounter {
        let starts = YieldCounter()
        client.server.queue.sync { client.server.checkWillStart = { arrive(starts.next()) } }
        return starts
    }

    private func publishedVersions(_ messages: [Message], _ url: URL) -> [Int] {
        ServerHarness.published(messages, uri: url.absoluteString).reversed().compactMap { $0["version"]?.intValue }
    }

    /// What a check from scratch of `text` finds, as codes and ranges, to compare with what was published.
    private func freshFindings(_ text: String) throws -> [String] {
        let folder = try TemporaryWorkspace(["Home.view": text])
        var workspace = Workspace(root: folder.url.path)
        workspace.setFile(SourceFile(path: folder.file("Home.view").path, text: text))
        return Checker.check(folder.file("Home.view").path, in: workspace)!.diagnostics.map { "\($0.code)@\($0.range)" }
    }

    /// The last diagnostics published for `url` in `messages`, as codes and ranges in `text`.
    private func publishedFindings(_ messages: [Message], _ url: URL, in text: String) -> [String] {
        let file = SourceFile(path: "/Home.view", text: text)
        let diagnostics = ServerHarness.published(messages, uri: url.absoluteString).first?["diagnostics"]?.arrayValue ?? []
        return diagnostics.map { diagnostic in
            let offsets = ["start", "end"].map { edge in
                file.lineIndex.offset(of: LinePosition(line: diagnostic["range"]?[edge]?["line"]?.intValue ?? 0,
                                                       column: diagnostic["range"]?[edge]?["character"]?.intValue ?? 0), in: .utf16)
            }
            return "\(diagnostic["code"]?.stringValue ?? "")@\(offsets[0]..<offsets[1])"
        }
    }

    func testARequestArrivingDuringTheCheckIsAnsweredFirstAndTheCheckResumesAfterIt() throws {
        let (client, url, _) = try session()
        let server = client.server
        let starts = whenACheckStarts(client) { number in
            if number == 1 { server.receive(Self.selectionRange(900, in: url)) }
        }
        server.receive(Self.typing("x", version: 2, into: url))
        let messages = client.drain()
        let answer = messages.firstIndex { if case .response(.number(900), _, nil) = $0 { true } else { false } }
        let published = messages.firstIndex { if case .notification("textDocument/publishDiagnostics", _) = $0 { true } else { false } }
        XCTAssertNotNil(answer, "the request is answered")
        XCTAssertNotNil(published, "the diagnostics are published")
        XCTAssertLessThan(answer ?? .max, published ?? .min, "the request did not wait for the check")
        XCTAssertEqual(starts.value, 2, "the check gave way once and started again after the request")
        XCTAssertEqual(publishedVersions(messages, url), [2], "published once, for the edited version")
        let text = Self.typed("x")
        XCTAssertEqual(publishedFindings(messages, url, in: text),
                       try freshFindings(text), "what the resumed check published is what a fresh check finds")
        XCTAssertFalse(try freshFindings(text).isEmpty, "the screen has findings to compare (the titles differ; six toolbar items)")
    }

    func testAnEditArrivingDuringTheCheckMeansTheOlderVersionIsNeverPublished() throws {
        let (client, url, _) = try session()
        let server = client.server
        let starts = whenACheckStarts(client) { number in
            if number == 1 { server.receive(Self.typing("y", version: 3, into: url)) }
        }
        server.receive(Self.typing("x", version: 2, into: url))
        let messages = client.drain()
        XCTAssertEqual(publishedVersions(messages, url), [3])
        XCTAssertEqual(starts.value, 2, "the check of version 2 gave way; version 3 was checked")
        let text = Self.typed("yx")
        XCTAssertEqual(publishedFindings(messages, url, in: text),
                       try freshFindings(text))
    }

    func testAnEditThatCannotBeAppliedLeavesNothingUnpublished() throws {
        let (client, url, folder) = try session()
        let server = client.server
        // An edit of a document that was never opened is refused, and publishes nothing of its own.
        let unopened = folder.file("Unopened.view")
        let starts = whenACheckStarts(client) { number in
            if number == 1 { server.receive(Self.typing("y", version: 7, into: unopened)) }
        }
        server.receive(Self.typing("x", version: 2, into: url))
        let messages = client.drain()
        XCTAssertEqual(publishedVersions(messages, url), [2], "the check that gave way is taken up again")
        XCTAssertEqual(starts.value, 2)
        XCTAssertTrue(ServerHarness.published(messages, uri: unopened.absoluteString).isEmpty)
    }

    func testRequestsWithoutPauseDelayTheDiagnosticsOnlyABoundedNumberOfTimes() throws {
        let (client, url, _) = try session()
        let server = client.server
        let starts = whenACheckStarts(client) { number in
            server.receive(Self.selectionRange(1_000 + number, in: url))
        }
        server.receive(Self.typing("x", version: 2, into: url))
        let messages = client.drain()
        XCTAssertEqual(publishedVersions(messages, url), [2])
        XCTAssertEqual(starts.value, 4, "gave way 3 times (ARCHITECTURE.md), then the requests waited")
        let answered = messages.filter { if case .response(.number(let id), _, nil) = $0 { id > 1_000 } else { false } }
        XCTAssertEqual(answered.count, starts.value, "every request is answered")
    }

    func testAfterGivingWayTheNextEditMayGiveWayAgain() throws {
        let (client, url, _) = try session()
        let server = client.server
        let starts = whenACheckStarts(client) { number in
            // Each edit's first check meets a request; the count of yields starts again after a publication.
            if number % 2 == 1 { server.receive(Self.selectionRange(2_000 + number, in: url)) }
        }
        for version in 2...5 {
            server.receive(Self.typing("x", version: version, into: url))
            XCTAssertEqual(publishedVersions(client.drain(), url), [version])
        }
        XCTAssertEqual(starts.value, 8, "each of the four edits gave way once")
    }
}

/// A count shared with the server's queue.
final class YieldCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }

    var value: Int { lock.withLock { count } }
}
