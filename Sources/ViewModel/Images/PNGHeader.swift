/// The first bytes of a PNG file: the signature and the IHDR chunk's width,
/// height and colour type; for an image without an alpha channel of its own
/// (greyscale, RGB or palette), also the chunk headers up to the image data, to see
/// whether a `tRNS` chunk gives it transparency. Reading images means reading
/// no more than this, and never more than `chunkScanLimit` bytes.
public enum PNGHeader {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Bytes needed to know the size: signature, IHDR length and type, width, height.
    public static let byteCount = 24

    /// Bytes needed to know the colour type too: the IHDR data's tenth byte.
    public static let infoByteCount = 26
    /// The most bytes read looking for a `tRNS` chunk before the image data.
    public static let chunkScanLimit = 1 << 16
    /// Where the first chunk after IHDR starts: signature, IHDR length, type, 13 data bytes and CRC.
    static let firstChunkOffset = 33

    /// What a PNG's first bytes say about it.
    public struct Info: Sendable, Equatable {
        public let width: Int
        public let height: Int
        /// The IHDR colour type: 0 greyscale, 2 RGB, 3 palette, 4 greyscale with alpha, 6 RGB with alpha.
        public let colourType: Int
        /// Whether a `tRNS` chunk comes before the image data; nil when not
        /// looked for (other colour types) or not found within the bytes read.
        public let transparencyChunk: Bool?

        public init(width: Int, height: Int, colourType: Int, transparencyChunk: Bool?) {
            self.width = width
            self.height = height
            self.colourType = colourType
            self.transparencyChunk = transparencyChunk
        }

        /// Whether the colour type has no alpha channel and no `tRNS` chunk
        /// gives one: every pixel is opaque. False when that is unknown.
        public var lacksAlpha: Bool { PNGHeader.needsChunkScan(colourType) && transparencyChunk == false }
    }

    /// Colour types whose transparency, if any, comes from a `tRNS` chunk the scan looks for: greyscale, RGB and palette.
    public static func needsChunkScan(_ colourType: Int) -> Bool { colourType == 0 || colourType == 2 || colourType == 3 }

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

    /// Size, colour type and, for greyscale and RGB images, whether a `tRNS`
    /// chunk precedes the image data, from a PNG's first bytes (at most
    /// `chunkScanLimit` of them are looked at).
    public static func info(of bytes: some Collection<UInt8>) -> Result<Info, Problem> {
        let head = Array(bytes.prefix(chunkScanLimit))
        switch size(of: head) {
        case .failure(let problem): return .failure(problem)
        case .success(let size):
            guard head.count >= infoByteCount else { return .failure(.truncated) }
            let colourType = Int(head[25])
            let scanned = needsChunkScan(colourType) ? transparencyChunk(in: head) : nil
            return .success(Info(width: size.width, height: size.height, colourType: colourType, transparencyChunk: scanned))
        }
    }

    /// Walks the chunk headers after IHDR: true at a `tRNS`, false at the
    /// image data or the end, nil when the bytes run out first.
    static func transparencyChunk(in bytes: [UInt8]) -> Bool? {
        var offset = firstChunkOffset
        while offset + 8 <= bytes.count {
            let length = bigEndian(bytes[offset..<offset + 4])
            switch String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) {
            case "tRNS": return true
            case "IDAT", "IEND": return false
            default: offset += 12 + length
            }
        }
        return nil
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }

    /// A small PNG's header of the given size: signature, IHDR (8 bits per
    /// sample, RGBA unless told) with its CRC, a `tRNS` chunk when asked, and
    /// IEND. Tests and examples make images with it.
    public static func encode(width: Int, height: Int, colourType: Int = 6, transparencyChunk: Bool = false) -> [UInt8] {
        func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            return word(data.count) + typed + word(Int(crc32(typed)))
        }
        let header = word(width) + word(height) + [8, UInt8(truncatingIfNeeded: colourType), 0, 0, 0]
        // The transparent colour: one grey sample, or one RGB triple, of two bytes each; a palette's first entry's alpha.
        let count = colourType == 0 ? 2 : colourType == 3 ? 1 : 6
        let transparency = transparencyChunk ? chunk("tRNS", [UInt8](repeating: 0, count: count)) : []
        return signature + chunk("IHDR", header) + transparency + chunk("IEND", [])
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
