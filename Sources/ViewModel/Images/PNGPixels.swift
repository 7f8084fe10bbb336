/// A PNG's pixels, summed up for the rules that judge an image's content (a
/// template image's transparency, colour and centring): the chunks read,
/// the image data inflated (`Inflate`), each scanline unfiltered, and every
/// pixel turned into 8-bit RGBA for the tally, one row at a time. Every
/// colour type and bit depth of a non-interlaced PNG is read; an interlaced
/// one is not (no summary). Small images only — at most `maximumFileBytes`
/// of file, `maximumPixels` pixels and `maximumDataBytes` of inflated data —
/// so memory and time stay bounded for any file; damaged data gives no summary.
public enum PNGPixels {
    /// Template images and icons are small (70 × 70 pt at 3x is 210 × 210 pixels): 512 × 512 pixels at most, 16 bits per
    /// sample RGBA included, from a file of at most 4 MiB.
    public static let maximumFileBytes = 1 << 22
    public static let maximumPixels = 1 << 18
    public static let maximumDataBytes = 512 * (1 + 512 * 8)

    /// What the pixels of an image show.
    public struct Summary: Sendable, Equatable {
        public let width: Int
        public let height: Int
        /// Pixels with alpha 0, below 255 (partly transparent, as anti-aliased edges are), and 255.
        public let transparentCount: Int
        public let partialCount: Int
        public let opaqueCount: Int
        /// The smallest rectangle holding every pixel that is not fully transparent (x, y, width, height); nil when there is none.
        public let visibleBounds: (x: Int, y: Int, width: Int, height: Int)?
        /// Visible pixels (alpha above 0) near black, near white (every channel at most 64, at least 191), and the rest.
        public let blackCount: Int
        public let whiteCount: Int
        public let colouredCount: Int

        public static func == (lhs: Summary, rhs: Summary) -> Bool {
            lhs.width == rhs.width && lhs.height == rhs.height && lhs.transparentCount == rhs.transparentCount
                && lhs.partialCount == rhs.partialCount && lhs.opaqueCount == rhs.opaqueCount
                && lhs.visibleBounds.map { [$0.x, $0.y, $0.width, $0.height] } == rhs.visibleBounds.map { [$0.x, $0.y, $0.width, $0.height] }
                && lhs.blackCount == rhs.blackCount && lhs.whiteCount == rhs.whiteCount && lhs.colouredCount == rhs.colouredCount
        }

        /// No pixel lets anything show through: iOS cannot use the image as a mask.
        public var isFullyOpaque: Bool { transparentCount == 0 && partialCount == 0 }
    }

    public enum Problem: Error, Equatable, Sendable {
        case notPNG
        case damaged
        /// Interlaced, or a colour type and bit depth PNG does not define.
        case unsupported
        /// Over the file, pixel or data limits.
        case tooLarge
    }

    struct Header {
        let width: Int, height: Int, bitDepth: Int, colourType: Int
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 0 }
        var bitsPerPixel: Int { channels * bitDepth }
        var rowBytes: Int { (width * bitsPerPixel + 7) / 8 }
    }

    /// The summary of a whole PNG file's bytes.
    public static func summary(of bytes: [UInt8]) -> Result<Summary, Problem> {
        guard bytes.count <= maximumFileBytes else { return .failure(.tooLarge) }
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGHeader.signature else { return .failure(.notPNG) }
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var data: [UInt8] = []
        var offset = 8
        chunks: while true {
            guard offset + 8 <= bytes.count else { return .failure(.damaged) }
            let length = PNGHeader.bigEndian(bytes[offset..<offset + 4])
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length <= bytes.count - start, start + length + 4 <= bytes.count else { return .failure(.damaged) }
            let body = bytes[start..<start + length]
            switch type {
            case "IHDR":
                guard length == 13, header == nil else { return .failure(.damaged) }
                let parsed = Header(width: PNGHeader.bigEndian(body.prefix(4)), height: PNGHeader.bigEndian(body.dropFirst(4).prefix(4)),
                                    bitDepth: Int(body[start + 8]), colourType: Int(body[start + 9]))
                guard parsed.width > 0, parsed.height > 0 else { return .failure(.damaged) }
                guard isDefined(colourType: parsed.colourType, bitDepth: parsed.bitDepth), body[start + 10] == 0, body[start + 11] == 0,
                      body[start + 12] == 0 else { return .failure(.unsupported) }
                guard parsed.width <= maximumPixels, parsed.height <= maximumPixels, parsed.width * parsed.height <= maximumPixels
                else { return .failure(.tooLarge) }
                header = parsed
            case "PLTE": palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT":
                guard header != nil else { return .failure(.damaged) }
                data.append(contentsOf: body)
            case "IEND": break chunks
            default: break
            }
            offset = start + length + 4
        }
        guard let header else { return .failure(.damaged) }
        guard header.colourType != 3 || (palette.count >= 3 && palette.count % 3 == 0) else { return .failure(.damaged) }
        let expected = header.height * (header.rowBytes + 1)
        guard expected <= maximumDataBytes else { return .failure(.tooLarge) }
        switch Inflate.zlib(data, limit: expected) {
        case .failure(.tooLarge): return .failure(.damaged)
        case .failure: return .failure(.damaged)
        case .success(let raw):
            guard raw.count == expected else { return .failure(.damaged) }
            var tally = Tally(header: header, palette: palette, transparency: transparency)
            guard tally.unfilterAndCount(raw) else { return .failure(.damaged) }
            return .success(tally.summary)
        }
    }

    static func isDefined(colourType: Int, bitDepth: Int) -> Bool {
        switch colourType {
        case 0: return [1, 2, 4, 8, 16].contains(bitDepth)
        case 3: return [1, 2, 4, 8].contains(bitDepth)
        case 2, 4, 6: return bitDepth == 8 || bitDepth == 16
        default: return false
        }
    }
}
