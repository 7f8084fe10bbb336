/// Parser fixtures: `Fixtures/parser/NAME.view` with its expected dump in
/// `NAME.tree`. Names starting `ok-` must parse without diagnostics; names
/// starting `err-` must give at least one.
import Foundation
import ViewTestSupport

struct ParserFixture {
    static let folder = "Tests/ViewSyntaxTests/Fixtures/parser"

    let name: String
    let input: [UInt8]
    let expectationURL: URL

    static func all() throws -> [ParserFixture] {
        try Repository.files(in: folder, withExtension: "view").map { url in
            ParserFixture(name: url.deletingPathExtension().lastPathComponent,
                          input: Array(try Data(contentsOf: url)),
                          expectationURL: url.deletingPathExtension().appendingPathExtension("tree"))
        }
    }

    var expectsErrors: Bool { name.hasPrefix("err-") }
}

/// Compares `actual` with the text in `url`, or writes it there when
/// `UPDATE_EXPECT=1`. Returns a failure message, or nil when they agree.
func compareWithExpectation(_ actual: String, at url: URL) -> String? {
    if Repository.updatingExpectations {
        do {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "cannot write \(url.path): \(error)"
        }
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        return "missing \(url.lastPathComponent); run UPDATE_EXPECT=1 swift test to create it"
    }
    guard expected != actual else { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let index = Array(zip(expectedLines, actualLines)).firstIndex { $0 != $1 } ?? min(expectedLines.count, actualLines.count)
    let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
    let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
    return "\(url.lastPathComponent) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)\n"
        + "(run UPDATE_EXPECT=1 swift test to accept the new output)"
}
