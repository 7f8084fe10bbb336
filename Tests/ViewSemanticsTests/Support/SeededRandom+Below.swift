/// A bounded draw on the shared seeded generator, for the randomized tests.
import ViewSamples

extension SeededRandom {
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
