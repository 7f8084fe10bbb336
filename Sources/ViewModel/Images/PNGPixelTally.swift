/// The second half of `PNGPixels`: undoing each scanline's filter (None,
/// Sub, Up, Average, Paeth) against the previous line, and counting each
/// pixel as 8-bit RGBA — samples of 1, 2 and 4 bits scaled up, 16-bit samples
/// cut to their high byte, palette entries and `tRNS` transparency applied.
extension PNGPixels {
    struct Tally {
        let header: Header
        let palette: [UInt8]
        let transparency: [UInt8]
        var transparent = 0, partial = 0, opaque = 0
        var black = 0, white = 0, coloured = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        init(header: Header, palette: [UInt8], transparency: [UInt8]) {
            self.header = header
            self.palette = palette
            self.transparency = transparency
        }

        var summary: Summary {
            Summary(width: header.width, height: header.height, transparentCount: transparent, partialCount: partial, opaqueCount: opaque,
                    visibleBounds: maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1),
                    blackCount: black, whiteCount: white, colouredCount: coloured)
        }

        /// Unfilters `raw` (one filter byte, then `rowBytes` bytes, per row) and counts its pixels; false on an unknown filter or palette index.
        mutating func unfilterAndCount(_ raw: [UInt8]) -> Bool {
            let rowBytes = header.rowBytes
            // Bytes per complete pixel, at least one: how far back Sub, Average and Paeth look.
            let step = max(1, header.bitsPerPixel / 8)
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var row = [UInt8](repeating: 0, count: rowBytes)
            for y in 0..<header.height {
                let start = y * (rowBytes + 1)
                let filter = raw[start]
                for index in 0..<rowBytes {
                    let value = raw[start + 1 + index]
                    let left = index >= step ? Int(row[index - step]) : 0
                    let up = Int(previous[index])
                    let upLeft = index >= step ? Int(previous[index - step]) : 0
                    let predicted: Int
                    switch filter {
                    case 0: predicted = 0
                    case 1: predicted = left
                    case 2: predicted = up
                    case 3: predicted = (left + up) / 2
                    case 4: predicted = Self.paeth(left, up, upLeft)
                    default: return false
                    }
                    row[index] = value &+ UInt8(truncatingIfNeeded: predicted)
                }
                guard countRow(row, y: y) else { return false }
                swap(&previous, &row)
            }
            return true
        }

        static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
            let p = a + b - c
            let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            if pa <= pb && pa <= pc { return a }
            return pb <= pc ? b : c
        }

        /// The `index`th sample of `bits` bits in a row, as its raw value.
        func sample(_ row: [UInt8], _ index: Int) -> Int {
            switch header.bitDepth {
            case 8: return Int(row[index])
            case 16: return Int(row[2 * index]) << 8 | Int(row[2 * index + 1])
            default:
                let bit = index * header.bitDepth
                let shift = 8 - header.bitDepth - bit % 8
                return Int(row[bit / 8]) >> shift & ((1 << header.bitDepth) - 1)
            }
        }

        /// A raw sample scaled to 8 bits.
        func eightBit(_ value: Int) -> Int {
            switch header.bitDepth {
            case 16: return value >> 8
            case 8: return value
            default: return value * 255 / ((1 << header.bitDepth) - 1)
            }
        }

        /// The `tRNS` key of a greyscale (one sample) or RGB (three samples) image, in raw sample values.
        func transparencyKey(_ samples: Int) -> [Int]? {
            guard transparency.count >= 2 * samples else { return nil }
            return (0..<samples).map { Int(transparency[2 * $0]) << 8 | Int(transparency[2 * $0 + 1]) }
        }

        mutating func countRow(_ row: [UInt8], y: Int) -> Bool {
            let channels = header.channels
            let key = header.colourType == 0 ? transparencyKey(1) : header.colourType == 2 ? transparencyKey(3) : nil
            for x in 0..<header.width {
                let base = x * channels
                var rgba: (Int, Int, Int, Int)
                switch header.colourType {
                case 0:
                    let grey = sample(row, base)
                    let value = eightBit(grey)
                    rgba = (value, value, value, key?.first == grey ? 0 : 255)
                case 2:
                    let (red, green, blue) = (sample(row, base), sample(row, base + 1), sample(row, base + 2))
                    let keyed = key.map { $0[0] == red && $0[1] == green && $0[2] == blue } ?? false
                    rgba = (eightBit(red), eightBit(green), eightBit(blue), keyed ? 0 : 255)
                case 3:
                    let index = sample(row, base)
                    guard 3 * index + 2 < palette.count else { return false }
                    rgba = (Int(palette[3 * index]), Int(palette[3 * index + 1]), Int(palette[3 * index + 2]),
                            index < transparency.count ? Int(transparency[index]) : 255)
                case 4:
                    let grey = eightBit(sample(row, base))
                    rgba = (grey, grey, grey, eightBit(sample(row, base + 1)))
                default:
                    rgba = (eightBit(sample(row, base)), eightBit(sample(row, base + 1)), eightBit(sample(row, base + 2)),
                            eightBit(sample(row, base + 3)))
                }
                count(rgba, x: x, y: y)
            }
            return true
        }

        mutating func count(_ rgba: (Int, Int, Int, Int), x: Int, y: Int) {
            let (red, green, blue, alpha) = rgba
            if alpha == 0 {
                transparent += 1
                return
            }
            if alpha == 255 { opaque += 1 } else { partial += 1 }
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
            if max(red, green, blue) <= 64 {
                black += 1
            } else if min(red, green, blue) >= 191 {
                white += 1
            } else {
                coloured += 1
            }
        }
    }
}
