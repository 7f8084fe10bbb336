/// The fuzzers' byte mutation: a few seeded edits, each deleting a few bytes
/// at a random place and inserting a few drawn from an alphabet.
public import ViewSamples

extension SeededRandom {
    /// Applies 1 to `edits` random edits to `bytes`, each deleting fewer than
    /// `longestDeletion` bytes and inserting fewer than 8 from `alphabet`.
    public mutating func mutate(_ bytes: inout [UInt8], edits: Int, longestDeletion: Int, alphabet: [UInt8]) {
        for _ in 0..<(1 + next(below: edits)) {
            let position = next(below: bytes.count + 1)
            let length = min(next(below: longestDeletion), bytes.count - position)
            let insertion = (0..<next(below: 8)).map { _ in alphabet[next(below: alphabet.count)] }
            bytes.replaceSubrange(position..<(position + length), with: insertion)
        }
    }
}
