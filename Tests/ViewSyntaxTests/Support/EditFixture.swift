/// Edit fixtures: a file's bytes with one edit marked inline, as swift-syntax's
/// incremental tests do — `⏩️old⏸️new⏪️` means the bytes `old` become `new`.
/// Every case the randomized reparse test ever failed on is kept as one, in
/// `Fixtures/reparse/`.
import Foundation
import ViewTestSupport
@testable import ViewSyntax

struct EditFixture {
    static let folder = "Tests/ViewSyntaxTests/Fixtures/reparse"
    private static let start = Array("⏩️".utf8)
    private static let middle = Array("⏸️".utf8)
    private static let end = Array("⏪️".utf8)

    let name: String
    let before: [UInt8]
    let edit: TextEdit

    var after: [UInt8] { edit.apply(to: before) }

    init(name: String, before: [UInt8], edit: TextEdit) {
        self.name = name
        self.before = before
        self.edit = edit
    }

    /// Reads the marked form; nil when the markers are missing or out of order.
    init?(name: String, marked: [UInt8]) {
        guard let open = marked.firstRange(of: Self.start),
              let pause = marked[open.upperBound...].firstRange(of: Self.middle),
              let close = marked[pause.upperBound...].firstRange(of: Self.end) else { return nil }
        let old = Array(marked[open.upperBound..<pause.lowerBound])
        let new = Array(marked[pause.upperBound..<close.lowerBound])
        let prefix = Array(marked[..<open.lowerBound])
        self.name = name
        self.before = prefix + old + Array(marked[close.upperBound...])
        self.edit = TextEdit(range: prefix.count..<(prefix.count + old.count), replacement: new)
    }

    /// The marked form, for writing a fixture.
    var marked: [UInt8] {
        Array(before[..<edit.range.lowerBound]) + Self.start + Array(before[edit.range]) + Self.middle
            + edit.replacement + Self.end + Array(before[edit.range.upperBound...])
    }

    static func all() throws -> [EditFixture] {
        try Repository.files(in: folder, withExtension: "edit").compactMap { url in
            EditFixture(name: url.lastPathComponent, marked: Array(try Data(contentsOf: url)))
        }
    }
}
