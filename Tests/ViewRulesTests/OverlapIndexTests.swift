/// `RuleEngine.OverlapIndex` answers "does any of these ranges overlap this
/// one?" exactly as comparing with each range by `Range.overlaps` does, over
/// seeded random ranges (empty, nested, touching and equal ones included).
import XCTest
@testable import ViewRules
import ViewSamples

final class OverlapIndexTests: XCTestCase {
    func testAgreesWithComparingEveryRange() {
        var random = SeededRandom(seed: 20261125)
        for round in 0..<300 {
            let ranges = (0..<Int(random.next() % 40)).map { _ -> Range<Int> in
                let start = Int(random.next() % 100)
                return start..<(start + Int(random.next() % 12))
            }
            let index = RuleEngine.OverlapIndex(ranges)
            for _ in 0..<40 {
                let start = Int(random.next() % 110)
                let query = start..<(start + Int(random.next() % 15))
                XCTAssertEqual(index.overlaps(query), ranges.contains { $0.overlaps(query) }, "round \(round): \(query) vs \(ranges)")
            }
        }
    }
}
