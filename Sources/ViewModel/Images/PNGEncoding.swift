/// Small whole PNG files made from pixels, for tests and rule examples: each
/// row unfiltered, the image data in stored (uncompressed) deflate blocks,
/// every chunk with its CRC — what `PNGPixels` reads back.
extension PNGPixels {
    /// A pixel as 8-bit red, green, blue and alpha.
    public struct Pixel: Sendable, Equatable {
        public let red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

        public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        public static let clear = Pixel(0, 0, 0, 0)
        public static let black = Pixel(0, 0, 0)
        public static let white = Pixel(255, 255, 255)
    }

    /// A PNG of `width` × `height` pixels, row by row: RGBA (colour type 6), or RGB (2) when `opaque`, dropping alpha.
    public static func encode(width: Int, height: Int, opaque: Bool = false, pixels: [Pixel]) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + width * 4))
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width {
                let pixel = y * width + x < pixels.count ? pixels[y * width + x] : .clear
                raw += opaque ? [pixel.red, pixel.green, pixel.blue] : [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        return encode(width: width, height: height, colourType: opaque ? 2 : 6, raw: raw)
    }

    /// A PNG whose IHDR says 8 bits per sample of `colourType`, with `raw` (filter bytes and rows) as its image data, and more chunks before it.
    public static func encode(width: Int, height: Int, colourType: Int, bitDepth: Int = 8, raw: [UInt8], chunks: [(String, [UInt8])] = []) -> [UInt8] {
        func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            return word(data.count) + typed + word(Int(PNGHeader.crc32(typed)))
        }
        let header = word(width) + word(height) + [UInt8(truncatingIfNeeded: bitDepth), UInt8(truncatingIfNeeded: colourType), 0, 0, 0]
        return PNGHeader.signature + chunk("IHDR", header) + chunks.flatMap { chunk($0.0, $0.1) } + chunk("IDAT", storedZlib(raw))
            + chunk("IEND", [])
    }

    /// `bytes` as a zlib stream of stored blocks.
    public static func storedZlib(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, bytes.count)
            let length = end - start
            stream += [end == bytes.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += bytes[start..<end]
            start = end
        } while start < bytes.count
        let adler = Inflate.adler32(bytes)
        return stream + (0..<4).map { UInt8(truncatingIfNeeded: adler >> (24 - 8 * UInt32($0))) }
    }
}
