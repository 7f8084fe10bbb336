/// The packed constants of `ReservedWords.contains` agree with its word list,
/// and near misses (prefixes, longer words, capitals) are ordinary names.
import XCTest
@testable import ViewSyntax

final class ReservedWordsTests: XCTestCase {
    private func contains(_ word: String) -> Bool {
        Array(word.utf8).withUnsafeBufferPointer { ReservedWords.contains($0) }
    }

    func testEveryListedWordIsReserved() {
        XCTAssertEqual(ReservedWords.all.count, 58)
        for word in ReservedWords.all {
            XCTAssertTrue(contains(word), word)
        }
    }

    func testNearMissesAreNames() {
        for word in ReservedWords.all {
            XCTAssertFalse(contains(String(word.dropLast())) && !ReservedWords.all.contains(String(word.dropLast())), word)
            XCTAssertFalse(contains(word + "s") && !ReservedWords.all.contains(word + "s"), word)
            XCTAssertFalse(contains(word.capitalized), word)
        }
        for name in ["title", "style", "property", "signal", "readonly", "on", "component", "required", "as", "of",
                     "static", "get", "set", "from", "yield", "async", "await", "undefined", "", "i", "synchronizedx"] {
            XCTAssertFalse(contains(name), name)
        }
    }
}
