/// `NamedItems` scans a few names and indexes many; on both sides of the
/// threshold it must find, replace in place and keep first-set order alike.
@testable import ViewModel
@testable import ViewRules
import XCTest

final class NamedItemsTests: XCTestCase {
    struct Entry: NamedItem, Equatable {
        let name: String
        let number: Int
    }

    func testLookupsReplacementsAndOrderOnBothSidesOfTheIndexThreshold() {
        for count in [0, 1, NamedItems<Entry>.indexThreshold, NamedItems<Entry>.indexThreshold + 1, 200] {
            var items = NamedItems<Entry>()
            for number in 0..<count { items.set(Entry(name: "p\(number)", number: number)) }
            // Replacing keeps the position the name was first set at.
            for number in stride(from: 0, to: count, by: 3) { items.set(Entry(name: "p\(number)", number: -number)) }
            let expected = (0..<count).map { $0 % 3 == 0 ? -$0 : $0 }
            XCTAssertEqual(items.items.map(\.number), expected, "\(count) names")
            for number in 0..<count { XCTAssertEqual(items["p\(number)"]?.number, expected[number], "p\(number) of \(count)") }
            XCTAssertNil(items["p\(count)"], "\(count) names")
            XCTAssertNil(items["missing"], "\(count) names")
            // Names set after the index is built are found too.
            items.set(Entry(name: "late", number: 7))
            XCTAssertEqual(items["late"]?.number, 7, "\(count) names")
            XCTAssertEqual(items.items.last?.number, 7, "\(count) names")
        }
    }
}
