/// The first 24 bytes of a PNG file: the signature and the IHDR chunk's
/// width and height. Reading images means reading no more than this.
public enum PNGHeader {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Bytes needed to know the size: signature, IHDR length and type, width, height.
    public static let byteCount = 24

    public enum Problem: Error, Equatable, Sendable {
        case notPNG
        case truncated
        case badHeader
    }

    /// The pixel size in a PNG's first bytes.
    public static func size(of bytes: some Collection<UInt8>) -> Result<(width: Int, height: Int), Problem> {
        let head = Array(bytes.prefix(byteCount))
        guard head.count >= signature.count, Array(head[0..<8]) == signature else {
            return .failure(head.count < signature.count && signature.starts(with: head) ? .truncated : .notPNG)
        }
        guard head.count == byteCount else { return .failure(.truncated) }
        guard Array(head[12..<16]) == Array("IHDR".utf8) else { return .failure(.badHeader) }
        let width = bigEndian(head[16..<20])
        let height = bigEndian(head[20..<24])
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return .failure(.badHeader) }
        return .success((width, height))
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }

    /// A small valid PNG of the given size's header: signature, IHDR (8-bit
    /// RGBA) with its CRC, and IEND. Tests and examples make images with it.
    public static func encode(width: Int, height: Int) -> [UInt8] {
        func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            return word(data.count) + typed + word(Int(crc32(typed)))
        }
        let header = word(width) + word(height) + [8, 6, 0, 0, 0]
        return signature + chunk("IHDR", header) + chunk("IEND", [])
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
