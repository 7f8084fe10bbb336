/// zlib inflate (RFC 1950 and 1951): stored, fixed-Huffman and
/// dynamic-Huffman blocks, for the image data of PNG files. Canonical Huffman
/// codes are decoded a bit at a time from their counts, as zlib's `puff.c`
/// does: small, and safe on any input. The output never grows past the limit
/// the caller gives, every read is checked against the input's end, and
/// damaged data is a failure, never a trap; the work is linear in the input
/// and the output.
enum Inflate {
    enum Failure: Error, Equatable, Sendable {
        /// Bad header, bad code, a distance before the output's start, a checksum that does not match, or the input ran out.
        case damaged
        /// The output would exceed the limit.
        case tooLarge
    }

    /// The data of a zlib stream (header, deflate blocks, Adler-32), at most `limit` bytes of it.
    static func zlib(_ input: [UInt8], limit: Int) -> Result<[UInt8], Failure> {
        guard input.count >= 2, input[0] & 0x0F == 8, input[0] >> 4 <= 7,
              (Int(input[0]) << 8 | Int(input[1])) % 31 == 0, input[1] & 0x20 == 0 else { return .failure(.damaged) }
        var state = State(input: input, start: 2, limit: limit)
        do {
            try state.blocks()
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(.damaged)
        }
        // The Adler-32 of the output follows the last block, on a byte boundary.
        let end = state.position
        guard end + 4 <= input.count else { return .failure(.damaged) }
        let stored = input[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == adler32(state.output) else { return .failure(.damaged) }
        return .success(state.output)
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5552 bytes keep the sums below 2^32 before the modulo (zlib's NMAX).
            let end = min(index + 5552, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }

    /// A canonical Huffman code: how many codes each length has, and the symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        /// The code for symbols with these bit lengths (0: unused); nil when the lengths over-subscribe the code space.
        init?(lengths: ArraySlice<Int>) {
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1..<16 {
                left <<= 1
                left -= counts[length]
                if left < 0 { return nil }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in zip(0..., lengths) where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                               4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order code-length code lengths come in (RFC 1951, 3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static let fixedLiterals: Huffman = {
        var lengths = [Int](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        return Huffman(lengths: lengths[...])!
    }()
    static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30)[...])!

    struct State {
        let input: [UInt8]
        var position: Int
        let limit: Int
        var output: [UInt8] = []
        var bitBuffer = 0
        var bitCount = 0

        init(input: [UInt8], start: Int, limit: Int) {
            self.input = input
            self.position = start
            self.limit = limit
        }

        mutating func bits(_ count: Int) throws -> Int {
            while bitCount < count {
                guard position < input.count else { throw Failure.damaged }
                bitBuffer |= Int(input[position]) << bitCount
                position += 1
                bitCount += 8
            }
            let value = bitBuffer & ((1 << count) - 1)
            bitBuffer >>= count
            bitCount -= count
            return value
        }

        mutating func blocks() throws {
            var last = false
            while !last {
                last = try bits(1) == 1
                switch try bits(2) {
                case 0: try stored()
                case 1: try codes(Inflate.fixedLiterals, Inflate.fixedDistances)
                case 2:
                    let (literals, distances) = try dynamicCodes()
                    try codes(literals, distances)
                default: throw Failure.damaged
                }
            }
            // What is left of the last byte is padding.
            bitBuffer = 0
            bitCount = 0
        }

        mutating func stored() throws {
            bitBuffer = 0
            bitCount = 0
            guard position + 4 <= input.count else { throw Failure.damaged }
            let length = Int(input[position]) | Int(input[position + 1]) << 8
            let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
            guard length == ~complement & 0xFFFF else { throw Failure.damaged }
            position += 4
            guard position + length <= input.count else { throw Failure.damaged }
            guard output.count + length <= limit else { throw Failure.tooLarge }
            output.append(contentsOf: input[position..<position + length])
            position += length
        }

        mutating func decode(_ code: Huffman) throws -> Int {
            var value = 0, first = 0, index = 0
            for length in 1..<16 {
                value |= try bits(1)
                let count = code.counts[length]
                if value - count < first { return code.symbols[index + value - first] }
                index += count
                first += count
                first <<= 1
                value <<= 1
            }
            throw Failure.damaged
        }

        mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
            while true {
                let symbol = try decode(literals)
                if symbol < 256 {
                    guard output.count < limit else { throw Failure.tooLarge }
                    output.append(UInt8(symbol))
                    continue
                }
                if symbol == 256 { return }
                let lengthIndex = symbol - 257
                guard lengthIndex < Inflate.lengthBase.count else { throw Failure.damaged }
                let length = Inflate.lengthBase[lengthIndex] + (try bits(Inflate.lengthExtra[lengthIndex]))
                let distanceIndex = try decode(distances)
                guard distanceIndex < Inflate.distanceBase.count else { throw Failure.damaged }
                let distance = Inflate.distanceBase[distanceIndex] + (try bits(Inflate.distanceExtra[distanceIndex]))
                guard distance <= output.count else { throw Failure.damaged }
                guard output.count + length <= limit else { throw Failure.tooLarge }
                let from = output.count - distance
                // Byte by byte: the copy may overlap what it writes.
                for offset in 0..<length { output.append(output[from + offset]) }
            }
        }

        mutating func dynamicCodes() throws -> (Huffman, Huffman) {
            let literalCount = try bits(5) + 257
            let distanceCount = try bits(5) + 1
            let codeLengthCount = try bits(4) + 4
            guard literalCount <= 286, distanceCount <= 30 else { throw Failure.damaged }
            var codeLengths = [Int](repeating: 0, count: 19)
            for index in 0..<codeLengthCount { codeLengths[Inflate.codeLengthOrder[index]] = try bits(3) }
            guard let lengthCode = Huffman(lengths: codeLengths[...]) else { throw Failure.damaged }
            var lengths: [Int] = []
            lengths.reserveCapacity(literalCount + distanceCount)
            while lengths.count < literalCount + distanceCount {
                let symbol = try decode(lengthCode)
                var repeated = 0, times = 0
                switch symbol {
                case 0..<16:
                    lengths.append(symbol)
                    continue
                case 16:
                    guard let previous = lengths.last else { throw Failure.damaged }
                    (repeated, times) = (previous, 3 + (try bits(2)))
                case 17: times = 3 + (try bits(3))
                default: times = 11 + (try bits(7))
                }
                guard lengths.count + times <= literalCount + distanceCount else { throw Failure.damaged }
                lengths.append(contentsOf: repeatElement(repeated, count: times))
            }
            // A block without an end-of-block code could never end.
            guard lengths[256] != 0, let literals = Huffman(lengths: lengths[..<literalCount]),
                  let distances = Huffman(lengths: lengths[literalCount...]) else { throw Failure.damaged }
            return (literals, distances)
        }
    }
}
