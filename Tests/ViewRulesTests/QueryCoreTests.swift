/// The incremental core on a database of its own: an answer is kept while
/// what it read keeps its stamp; a recomputed answer equal to the kept one
/// leaves what read it alone (early cut-off); an answer that read only
/// durable inputs survives changes of the others; a copy of the database
/// changed afterwards never sees the original's later inputs, nor it the copy's.
import Foundation
import ViewModel
import XCTest

final class QueryCoreTests: XCTestCase {
    /// Counts how often each query ran.
    final class Runs: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func ran(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
        func count(_ name: String) -> Int { lock.withLock { counts[name] ?? 0 } }
    }

    struct Numbers: QueryDatabase {
        var values: [String: Int] = [:]
        var stamps: [String: Int] = [:]
        var revision = Stamps.next()
        var lastLow = 0
        var lastHigh = 0
        let queries = QueryStore<Numbers>()
        var frame: QueryFrame<String>?
        let runs = Runs()

        /// Inputs named with a capital are durable (rarely changing).
        mutating func set(_ name: String, _ value: Int) {
            let stamp = Stamps.next()
            values[name] = value
            stamps[name] = stamp
            revision = stamp
            lastLow = stamp
            if durability(of: name) == .high { lastHigh = stamp }
        }

        func value(_ name: String) -> Int {
            read(name)
            return values[name] ?? 0
        }

        func stamp(of input: String) -> Int {
            runs.ran("stamp \(input)")
            return stamps[input] ?? 0
        }
        func durability(of input: String) -> Durability { input.first?.isUppercase == true ? .high : .low }
        func lastChange(atLeast durability: Durability) -> Int { durability == .high ? lastHigh : lastLow }
        func recording(into frame: QueryFrame<String>?) -> Numbers {
            var copy = self
            copy.frame = frame
            return copy
        }
    }

    /// Whether an input is odd: equal answers for 1 and 3.
    struct Parity: Query {
        let input: String
        func compute(in numbers: Numbers) -> Bool {
            numbers.runs.ran("parity \(input)")
            return numbers.value(input) % 2 == 1
        }
    }

    /// Reads `Parity(input)` and a durable input.
    struct Label: Query {
        let input: String
        func compute(in numbers: Numbers) -> String {
            numbers.runs.ran("label \(input)")
            return (numbers.answer(Parity(input: input)) ? "odd" : "even") + " \(numbers.value("Scale"))"
        }
    }

    /// Reads only a durable input.
    struct Scaled: Query {
        func compute(in numbers: Numbers) -> Int {
            numbers.runs.ran("scaled")
            return numbers.value("Scale") * 10
        }
    }

    func testAnAnswerIsKeptUntilWhatItReadChangesAndAnEqualAnswerStopsTheRipple() {
        var numbers = Numbers()
        numbers.set("a", 1)
        numbers.set("b", 5)
        XCTAssertEqual(numbers.answer(Label(input: "a")), "odd 0")
        XCTAssertEqual(numbers.runs.count("label a"), 1)
        numbers.set("b", 6)
        XCTAssertEqual(numbers.answer(Label(input: "a")), "odd 0")
        XCTAssertEqual(numbers.runs.count("parity a"), 1, "b was not read")
        numbers.set("a", 3)
        XCTAssertEqual(numbers.answer(Label(input: "a")), "odd 0")
        XCTAssertEqual(numbers.runs.count("parity a"), 2, "a changed: its parity is worked out again")
        XCTAssertEqual(numbers.runs.count("label a"), 1, "the parity came out the same: the label is not")
        numbers.set("a", 4)
        XCTAssertEqual(numbers.answer(Label(input: "a")), "even 0")
        XCTAssertEqual(numbers.runs.count("label a"), 2)
        numbers.set("Scale", 2)
        XCTAssertEqual(numbers.answer(Label(input: "a")), "even 2")
        XCTAssertEqual(numbers.runs.count("label a"), 3)
    }

    func testAnAnswerThatReadOnlyDurableInputsSurvivesOtherChanges() {
        var numbers = Numbers()
        numbers.set("Scale", 3)
        XCTAssertEqual(numbers.answer(Scaled()), 30)
        for value in 0..<5 { numbers.set("a", value) }
        XCTAssertEqual(numbers.answer(Scaled()), 30)
        XCTAssertEqual(numbers.runs.count("scaled"), 1)
        numbers.set("Scale", 4)
        XCTAssertEqual(numbers.answer(Scaled()), 40)
        XCTAssertEqual(numbers.runs.count("scaled"), 2)
    }

    func testACopyAndTheOriginalEachAnswerForTheirOwnInputs() {
        var original = Numbers()
        original.set("a", 1)
        var copy = original
        copy.set("a", 2)
        original.set("Scale", 1)
        XCTAssertEqual(copy.answer(Label(input: "a")), "even 0")
        XCTAssertEqual(original.answer(Label(input: "a")), "odd 1")
        XCTAssertEqual(copy.answer(Label(input: "a")), "even 0", "the answers are shared; each is checked against its reader's inputs")
    }

    func testAnAnswerAChangesWalkDidNotReachHoldsWithoutALookAtItsReads() {
        var numbers = Numbers()
        numbers.set("a", 1)
        XCTAssertEqual(numbers.answer(Label(input: "a")), "odd 0")
        var looked = numbers.runs.count("stamp a")
        var previous = numbers.revision
        numbers.set("b", 7)
        XCTAssertEqual(numbers.queries.files(readingAnyOf: ["b"], since: previous, in: numbers), [])
        XCTAssertEqual(numbers.answer(Label(input: "a")), "odd 0")
        XCTAssertEqual(numbers.runs.count("stamp a"), looked, "b's walk did not reach the label: a's stamp is not compared")
        // A change the walk reaches is looked at, and worked out again.
        previous = numbers.revision
        numbers.set("a", 2)
        _ = numbers.queries.files(readingAnyOf: ["a"], since: previous, in: numbers)
        XCTAssertEqual(numbers.answer(Label(input: "a")), "even 0")
        XCTAssertEqual(numbers.runs.count("parity a"), 2)
        // Changes made without a walk are validated by their reads, as always.
        looked = numbers.runs.count("stamp a")
        numbers.set("b", 8)
        numbers.set("a", 3)
        XCTAssertEqual(numbers.answer(Label(input: "a")), "odd 0")
        XCTAssertEqual(numbers.runs.count("parity a"), 3)
        XCTAssertGreaterThan(numbers.runs.count("stamp a"), looked)
    }
}
