/// PNG pixel decoding without a dependency: zlib streams and PNG files made
/// by Python's zlib (stored, fixed-Huffman and dynamic-Huffman blocks; every
/// scanline filter; 1-, 2-, 8- and 16-bit samples; palette and greyscale
/// transparency), with the pixel tallies counted by hand; and damaged,
/// truncated and hostile files, which give a failure, never a trap, within
/// bounded time and memory.
import Foundation
@testable import ViewModel
import ViewSamples
import XCTest

final class PNGPixelTests: XCTestCase {
    static func bytes(_ hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return result
    }

    private func summary(_ bytes: [UInt8]) throws -> PNGPixels.Summary {
        try PNGPixels.summary(of: bytes).get()
    }

    private func assertTally(_ summary: PNGPixels.Summary, transparent: Int, partial: Int, opaque: Int, bounds: [Int]?,
                             black: Int, white: Int, coloured: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual([summary.transparentCount, summary.partialCount, summary.opaqueCount], [transparent, partial, opaque], file: file, line: line)
        XCTAssertEqual(summary.visibleBounds.map { [$0.x, $0.y, $0.width, $0.height] }, bounds, file: file, line: line)
        XCTAssertEqual([summary.blackCount, summary.whiteCount, summary.colouredCount], [black, white, coloured], file: file, line: line)
    }

    // MARK: Inflate

    func testAFixedHuffmanStreamInflates() throws {
        let output = try Inflate.zlib(Self.bytes(Self.fixedStream), limit: 1 << 20).get()
        XCTAssertEqual(output.count, 16_239)
        XCTAssertEqual(String(decoding: output.prefix(44), as: UTF8.self), "beta gamma alpha eta delta delta beta alpha ")
    }

    func testADynamicHuffmanStreamInflates() throws {
        let stream = Self.bytes(Self.dynamicStream)
        XCTAssertEqual(stream[2] >> 1 & 3, 2, "the first block is dynamic")
        let output = try Inflate.zlib(stream, limit: 1 << 20).get()
        XCTAssertEqual(output.count, 16_239)
        let words = Set(String(decoding: output, as: UTF8.self).split(separator: " "))
        XCTAssertEqual(words, ["alpha", "beta", "gamma", "delta", "zeta", "eta", "theta"])
    }

    func testStoredBlocksRoundTrip() throws {
        let data = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        XCTAssertEqual(try Inflate.zlib(PNGPixels.storedZlib(data), limit: 150_000).get(), data)
        XCTAssertEqual(try Inflate.zlib(PNGPixels.storedZlib([]), limit: 0).get(), [])
    }

    func testTheOutputLimitHolds() {
        XCTAssertEqual(Inflate.zlib(Self.bytes(Self.dynamicStream), limit: 16_238), .failure(.tooLarge))
        XCTAssertEqual(Inflate.zlib(PNGPixels.storedZlib([UInt8](repeating: 1, count: 100)), limit: 99), .failure(.tooLarge))
    }

    func testDamagedStreamsFail() {
        var stream = PNGPixels.storedZlib([1, 2, 3, 4])
        stream[stream.count - 1] ^= 1
        XCTAssertEqual(Inflate.zlib(stream, limit: 100), .failure(.damaged), "Adler-32")
        XCTAssertEqual(Inflate.zlib([0x78], limit: 100), .failure(.damaged))
        XCTAssertEqual(Inflate.zlib([0x79, 0x01], limit: 100), .failure(.damaged), "not deflate")
        // A fixed block whose first code is a length: a distance before the output's start.
        // 0b1 (last), 01 (fixed), then length code 257 = 0000001 (7 bits), distance code 0 = 00000.
        XCTAssertEqual(Inflate.zlib([0x78, 0x01, 0x03, 0x02, 0x00, 0, 0, 0, 0], limit: 100), .failure(.damaged))
        // Block type 3 does not exist.
        XCTAssertEqual(Inflate.zlib([0x78, 0x01, 0x07], limit: 100), .failure(.damaged))
    }

    // MARK: PNG

    func testFilteredRGBAPixelsAreCounted() throws {
        // 8 × 6: a 4 × 2 black block at (3, 2), a half-transparent black pixel at (2, 2), a red one at (7, 5); rows filtered None, Sub, Up, Average, Paeth, Paeth.
        assertTally(try summary(Self.bytes(Self.rgbaFiltered)), transparent: 38, partial: 1, opaque: 9, bounds: [2, 2, 6, 4],
                    black: 9, white: 0, coloured: 1)
        // The same pixels in 16 bits per sample, each low byte 0x33.
        assertTally(try summary(Self.bytes(Self.rgba16Filtered)), transparent: 38, partial: 1, opaque: 9, bounds: [2, 2, 6, 4],
                    black: 9, white: 0, coloured: 1)
    }

    func testPaletteAndGreyscaleTransparency() throws {
        // 5 × 3 at 2 bits: palette white (transparent by tRNS), black, blue.
        assertTally(try summary(Self.bytes(Self.palette2Bit)), transparent: 11, partial: 0, opaque: 4, bounds: [0, 0, 5, 3],
                    black: 3, white: 0, coloured: 1)
        // 9 × 2 at 1 bit, black keyed transparent: a white row, then alternating black and white.
        assertTally(try summary(Self.bytes(Self.grey1BitKeyed)), transparent: 5, partial: 0, opaque: 13, bounds: [0, 0, 9, 2],
                    black: 0, white: 13, coloured: 0)
        let white = try summary(Self.bytes(Self.rgbFixedHuffman))
        assertTally(white, transparent: 0, partial: 0, opaque: 16, bounds: [0, 0, 4, 4], black: 0, white: 16, coloured: 0)
        XCTAssertTrue(white.isFullyOpaque)
    }

    func testEncodedPixelsReadBack() throws {
        let pixels: [PNGPixels.Pixel] = [.clear, .black, .white, PNGPixels.Pixel(0, 0, 0, 100)]
        assertTally(try summary(PNGPixels.encode(width: 2, height: 2, pixels: pixels)), transparent: 1, partial: 1, opaque: 2,
                    bounds: [0, 0, 2, 2], black: 2, white: 1, coloured: 0)
        assertTally(try summary(PNGPixels.encode(width: 2, height: 2, opaque: true, pixels: pixels)), transparent: 0, partial: 0, opaque: 4,
                    bounds: [0, 0, 2, 2], black: 3, white: 1, coloured: 0)
    }

    func testUnsupportedAndOversizedImagesGiveNoSummary() {
        var interlaced = PNGPixels.encode(width: 1, height: 1, pixels: [.black])
        interlaced[28] = 1  // IHDR interlace method (the CRC is not checked)
        XCTAssertEqual(PNGPixels.summary(of: interlaced), .failure(.unsupported))
        XCTAssertEqual(PNGPixels.summary(of: PNGPixels.encode(width: 1, height: 1, colourType: 2, bitDepth: 4, raw: [0, 0])),
                       .failure(.unsupported), "RGB has no 4-bit samples")
        // A header claiming 60,000 × 60,000 pixels is refused before anything is inflated.
        XCTAssertEqual(PNGPixels.summary(of: PNGPixels.encode(width: 60_000, height: 60_000, colourType: 6, raw: [])), .failure(.tooLarge))
        XCTAssertEqual(PNGPixels.summary(of: [UInt8](repeating: 0, count: PNGPixels.maximumFileBytes + 1)), .failure(.tooLarge))
        XCTAssertEqual(PNGPixels.summary(of: Array("GIF89a".utf8)), .failure(.notPNG))
        // Image data that inflates to more than its rows: damaged, never read past the rows.
        XCTAssertEqual(PNGPixels.summary(of: PNGPixels.encode(width: 1, height: 1, colourType: 6, raw: [UInt8](repeating: 0, count: 50_000))),
                       .failure(.damaged))
        // A filter type past Paeth, and a palette index past the palette.
        XCTAssertEqual(PNGPixels.summary(of: PNGPixels.encode(width: 1, height: 1, colourType: 6, raw: [5, 0, 0, 0, 0])), .failure(.damaged))
        XCTAssertEqual(PNGPixels.summary(of: PNGPixels.encode(width: 1, height: 1, colourType: 3, raw: [0, 9],
                                                             chunks: [("PLTE", [0, 0, 0])])), .failure(.damaged))
    }

    /// Every prefix and every single-bit change of the sample files, and random bytes after a valid header: a result, never a trap, in bounded time.
    func testTruncatedAndCorruptFilesNeverTrap() {
        let started = Date()
        var decoded = 0
        for sample in [Self.rgbaFiltered, Self.rgba16Filtered, Self.palette2Bit, Self.grey1BitKeyed, Self.rgbFixedHuffman] {
            let bytes = Self.bytes(sample)
            for length in 0..<bytes.count {
                // A prefix lacks at least the IEND chunk.
                if case .success = PNGPixels.summary(of: Array(bytes.prefix(length))) { XCTFail("a prefix of \(length) bytes decoded") }
            }
            for index in 8..<bytes.count {
                for bit in 0..<8 {
                    var changed = bytes
                    changed[index] ^= 1 << bit
                    if case .success = PNGPixels.summary(of: changed) { decoded += 1 }
                }
            }
        }
        var generator = SeededRandom(seed: 34)
        let header = Array(PNGPixels.encode(width: 16, height: 16, pixels: []).prefix(33))
        for _ in 0..<500 {
            let noise = (0..<Int.random(in: 0..<300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = PNGPixels.summary(of: header + [0, 0, 1, 0] + Array("IDAT".utf8) + [0x78, 0x01] + noise)
        }
        XCTAssertGreaterThan(decoded, 0, "some changes only touch pixels or ancillary bytes")
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
    }

    /// The largest image decoded, 512 × 512 RGBA, takes well under a second; one pixel more is refused.
    func testTheLargestImageIsQuick() throws {
        let started = Date()
        let largest = PNGPixels.encode(width: 512, height: 512, pixels: [PNGPixels.Pixel](repeating: .black, count: 512 * 512))
        let summary = try summary(largest)
        XCTAssertEqual(summary.opaqueCount, 262_144)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(PNGPixels.summary(of: PNGPixels.encode(width: 513, height: 512, pixels: [])), .failure(.tooLarge))
    }

    /// The whole file is read for pixels only when it is small; a file store never reads outside its root.
    func testTheFileStoreDecodesSmallFilesBelowItsRoot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-pixels-\(UUID().uuidString)")
        let root = folder.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = Data(PNGPixels.encode(width: 2, height: 1, pixels: [.black, .clear]))
        try png.write(to: root.appendingPathComponent("icon.png"))
        try png.write(to: folder.appendingPathComponent("outside.png"))
        let store = FileImageStore(root: root.path)
        XCTAssertEqual(store.pixels(atPath: root.appendingPathComponent("icon.png").path)?.transparentCount, 1)
        XCTAssertNil(store.pixels(atPath: folder.appendingPathComponent("outside.png").path))
        XCTAssertNil(store.pixels(atPath: root.appendingPathComponent("missing.png").path))
    }
}

/// The sample streams and files, made with Python's zlib (the tests' comments say what they hold).
extension PNGPixelTests {
    static let rgbaFiltered = "89504e470d0a1a0a0000000d4948445200000008000000060806000000fe05dffb000000394944415478da6360200018092960426237707171fd47c62041662405075859591b9075fffefdbb910559e0dbb76f1856b2e0b3ff0403c37f0022d80e6e102116370000000049454e44ae426082"
    static let rgba16Filtered = "89504e470d0a1a0a0000000d4948445200000008000000061006000000ae9503b8000000394944415478da6361308642320133831414920998b00b37307081e17f9c340c30e2f202ba4274f00d0c19812c63ca200bb97e3f0126ff3300004d07132ab0ac777f0000000049454e44ae426082"
    static let palette2Bit = "89504e470d0a1a0a0000000d494844520000000500000003020300000026582d6b00000009504c5445ffffff0000000000ff535346d00000000174524e530040e6d866000000114944415478da631069606460607260000004b500d8cb7724e60000000049454e44ae426082"
    static let grey1BitKeyed = "89504e470d0a1a0a0000000d4948445200000009000000020100000000a22dcb7e0000000274524e5300007693cd380000000e4944415478da63f8dfc014d60000083302583b4df4630000000049454e44ae426082"
    static let rgbFixedHuffman = "89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000001449444154780163fcffff3f030c30312001dc1c00966e03054c5dcd9c0000000049454e44ae426082"
    static let fixedStream = "78014b4a2d4954484fcccd4d5448cc29c8485400f1535273e06412480022854c4224ab10ba4b32406c08095102d659958aaa0c597112ba0e8824928d1049843264dd488a93d0cd47e840b09075219b8ee43884dfabe0c62208880ca60148c660da016157c19c8219565568e663042c466424610f4de480c48c29841e448c202c450bcf54d47847b21b551b921664b76209d52a348723871f22dd25a10751155ac826614d2bc87623fb1c613d3a1f7b2c219349a84908623846bc614fc05558930c8653d1c3a40add1c8cd0c78c6e642757618d31bcb9182de8ab50221fc9bc2a6c3903d9913832144400912ad05d8491ee912331096b51841e1bf83c8911a15568c54e12ba6918518511af180182ad948161e4d840f61a927bd14b01f4620cd975d80316a1175bb1876c1ea64390d5e0ccf9e8a1865ec6221b85a594400b2b8c18c5a83392d0c21933372087357250a0a7db24142755612d5e304d417230f6cc528535849003075f99859157902531eb3964cbabf00420721427a17b09998de927ecce47b6073d55219b8412c698c91333b955612deb51e30aa3b4c45bdea185337aa2c1882f8477d04b36240d380a078cfa01adaa403801230957a19b882f4522390a7bb463e843e44b243722073fb692027bc99384b549839662d1db1749d81c81a344450f6ccc360c664ec05e50a0152f55e82620a9c72cb493b01603e816632b6bb17a1bad0d85d6f8abc29e1fabf0a5338c462146eb079bffabb0170b18c624612dcdb01663986517468183e6257ce53a464b3f096bd640f5105a42474fd3d82b13cc921753044b5c611646a925585bc218991cb50ca8c2964e93527117ddd85b7149784ae82adc652f8e7200998dbd918c51756174caaa08e448f40485de88c0d678c2d6bbc02863ab504dc3d11d456fa3a005157af732096b9a47ab26b0b7698928a7d0d31aa1ca01597d12b6b6247a26afc2d27643d388515b2461eb086178be0a7bd7122956aab0f66008d41249587a9cd83bf8e8c18dd1384b22d8d4c0a822b1e618fcfddb24eccd79cc6e387ac2c04ccbd86b5c1cf52a922496563adef2193d2f62a9a2b1f6a8b0b7a1b08e8ba0d722b8120a66305561265b54bbb1440ae6a00b9a22ecad0cf416099e319b246cfd4364ef6071286ab4606f22631462d8077cd00b75cc8600f6b8c25e0c63b4bc9270f74fd0720446da23607e552aee3186246cad29acc51e664185b57f9784b5e9841c56588b1cf42e0bb62a07a3c5803e64869941517b97485e46cfecb8cb49ec450b6e43b0d6b718553dcee20eade04fc5d1e4c20800ec8320f86ace24ecdd48acdd69b4c1d62a5ce51c8e1e2b7ad18563803629959881371c2342d8dbe9580702891897acc2daf5c0a8fa119189ec25cce0c43a6c895ee260294e314974e7e1180ea9c24c4649989186a50ec2281c30f21ef60a1b6bf7b60adb482536311ccd58b438c411bd18ed04eced36aced7c6c5d33247755e14c91986188674819c7a4005adce0ab60d0cbdd243cad0aece3804958cb5a1cbd7eec3300b88a03f4f150acbd4ef4e0c131b88691fe303b4558a30f77c1873591e2a84b307331f6e9822a9cbd168cec82d18e48c2de16c3285b30ca677cbd487c2ab0e72a1c6301b82d4dc2d664c731f786bd36426f3660164849b8c78c31874a307c807d2011bd3789598aa0a6227c5397784b018c01121cf52cd6c48451d7a0470aba07b0cd1726a5e2e8cfa3b7b930caf0243c7d481c932fb8fa81d80790f1753c514b186c8515c6787c15aeb2087b1f0bbd08c418b0c72c6babf0cfe160762c303a35b8a6e0d00775307b24b8e779094f75636bf0a0f5c4b08df1606426f4b22309d70806864e1c23a9d82b64f4315dbc8d3e9c83e9e8250bf6ae6f12de50a8c2d148c2de5fc73a588519e355d88212ebdc128e01358cae2e8e71468c5a0eef68055a82c03a5489a5998a7dcc33095ba2c632b987d1b4c15aeea3976be8734298f915df0c05aee1a024cc960dd6552655b81a319851872d8160a4e6245ca50a8e553dd8d67d601decc1969b31870bb0ce0ae068e4619f14c41ed8384a525cf519ce7157ccee288ee5197807e55371ae602030a4588567380cb3a44dc2d62f40eb70622dc053b1d56838a6a57054e298a180a35999847d810c8e52047bd303a364c6392e8339a08899ee30ba1cf8e673f14c8761b6f4aab035e930430deb9c03ee9a1e5fab063dffe39c5ba94ac51ef758ca4f944c88b702c5f0358ec9041cc53ff6b1553cc36198e32fc826630bab2a2c2905d7c83b5ae70cc73426d6d142746b717442709422587b855558e7ca708ed1e1e8fce05e9484bb8ec11c0bc20c778c62084f06c0dd38c4d67e4ec5d57f4f4ac53fc98dbdc98dae0ae79801beee0f46b0e29839c539ec81b701877d780feb302ef6c625d61605f6f201c7a2513cdd072c934bf8566a601f07c03170872dd4aab0345331066ad1db6498652cc60c00d6895b1ce341551839a00a5be307c7121bf4a21f23b124a5e25ed781b56f836d9c0ef76c27b651b354acb3e9e80558522ace65204958462371776cb10e37e358eb8367d92caefc8819d13856d7e11d0cc39eefb1a662ac83cb189ec436e583a3c6c158a88563c11e9e455a58e640b0952ed84b63f4d21f2dc361780d475f10eb8add24ecc36018dec23b618b7d6e06b51caac25e8fe36a2be0888a24ac6b86712d444fc26e03f675b849387ba758a717301b6bb8464df134aa702c65c33e448e39218ad66cc4566b631dd6c131708d6368a10adb5408664bbd0a6ba248c25aea612459dccb5892b0763df0f4275271af8bc5358286399088198b58973360992fc3da18c7bef41ea330c13e5b8cb32988b61604effa0cec8d5ecc2c83355760dfc1817d601f5b77053db5625fd28ca36b9284add987a5044fc2bdd505dfc27b5cd349984512bef53098e34758d30196ba00c7ca77dcdb67f04432b6d8c6ec8061f6c9b1357eb1d719580a418c06264692c7be8fa10a77733e09cb8a3d1ca515f6b90bec7df1247ccd14ac618b691ad6c6378e3c5d85b594c25a222761f351129e0631decd4ed85a0955b81a8658a7f4b1ae0ac25adee01ea1456f0ee3aabfd00a51ec9d6d8c2633d6e160ccc67915c1c171cc2c8da5b98cdb6149a938566be358aa8b653811f72e1fec736249d87a47b81693e06f9c631fa8c2de4fc0be2018a32ec02c3e31db5ed8dbf8b8c70cd01d845e09e0ab65b13618b0160d98750ff6122509ebb243ec034a38f6ba60d9e385addb8ea36f8f755209d7c2282ce3f74958d741e3de8287de40265ce8629f0ec03e609c8467dc0cdf9a35cccc91847bf70746695085ad11886dd91c9610c6d139c43a228a59ff62ef2162a4581c0ba3716c37c15a0263afbd71cd7ee1dcfb876d59298eae19f61164acd31e986304d8522fce0d39d89687e0acde086f57c29503abb0b57fc1ba0104dfa932"
    static let dynamicStream = "78da8d9bc18edc380c447f657ead8915368704d8c39cf8f58b899198ae7ac59e431a9d695b9628aa582cd2753e5f1fffbe7efd7a7dbc7efef7e3f5f1f5ff7fcecfbf9ff5f587eba7f979fdd8f7dd9f3fbebe5f9fd725bfefecf3bc6c5e5c7ac7f5e378e2f5e37dd9bc7b5c5c3afe7dc7fd6dde35471f93bbd7de7f87bd3fae5f7c80318c3fe3fade7fa6e2b66a19df0c6b9b516ccd6948dfa9fb9e7b47ee878a3dcf73dfc7b39fb78d5be65cc1aa2d139ff6bbfdaed4442d962df495f9ecb9f2fbf1fa7fdea5f9594f17ba06b77d63076e74199baadaa4751cb3be6ff79c72e38eada7584cdf8fcd1fe3359d8c39c970a0ae3fdc5ea13332bf9f9b580845ba1bdb226d435b60a77434db2adb573308a1cc9f7f7337e6d2c67c150514c6e6ecd8b0f7bd047b733c9fc8bc269e7cb59a62ec1c0a50426c653b6a31a3c4ce7e1aa6ada729d46feb31a54678f151c684f9b0345a681a67c32c3b2bf3478f73f3e1bd18706e71e992e6775f134f7f3e47bd6a8ef4b0b1bba7bb5b23d63ff7cad072c53bb1b33a8dedd7bd1c45b6714300078b0f122aee29980bb78eb879e498146fbbdd779fcb31c7697e420a469e424a231eabfca268120151d5d8ce61fc24305008bcb48e30ae77d02e84017d30612d2e5b389490bfe6f3d89b9f192934f643eb6f86051ba610cd10c61cbb0c7064491bae1bd32f3c1acf0589a3ab4f733071e4f5bfc05e39189d4f64c276c89f18d0e4a7753274338bab05a13b636fc081f99d49b2852e4bcafacd895487521241e489b20bc3d87e8e16d251e528622a4d2f0b7d5ec20473da6fe094fadabbe030af2fe2927ac81bb89bdc68d1a22811b2c537a79663571a33983751a220e3e4045fcd6de4acde520d0b917862f6fcb698ce7b1aae8ee1becc1137c4d5f123b0f4159ff52c4288c68c8a3914ea221a4592a3b899daddf6f96cd814175de4226619ca4816cda6283f9ccb81893eb78529b281180b3e0aea4e0478af18868d7955ce4fe44498efbd19bf4fd6188ad814c29e0315e67785d469da0a214753160a39c6185432f303facc2ec792f5b0679c6468c98360bcb5501fe14e80ff04ca65066011648b9cc56924a6d322b676c2b990b12a740581b6ce7784b7a008314f4721f01bba6463ea61a1ffdeccb9243727ca968a3800a7fea9d30b7248bb1b956f1ac42003073b7b1cb031bd6d522ae96f81c6ca1e86ed359ec0bc0d793ea566635e1d3dd26db848caa128207bb30518c5dd5a5805eb8085581bb27eae002438503d14b34e354f10d7ccff3c29c2edcbc0874e1a62899f622e1774cc5aecb8188f28e662862d86cf5b16b95dc1a72a6801f9a145943dd4de381a296d7040aaac19bb54622b602151b3494791a7176da5cb15054c200971169dc9628d6e8a2e80ea8575423eaf9ccb30bc961c32145f521ec802f296783e1186c0caf4f84e58c4399642a009f68eb5bdd7703cb1b0a42695e054d4f18c24d779df97ba89f04826461a8f1d26c58e4a0a86dd1994540ec8aae9aea42f8ae98a2c9cfad66a850e2489f37514ab7cc79b4c89b5a520a859aa1b74468b72ab5a210e815225d054d63c8b9c1a8a7b466d10f715d7b426e4e775ab502439a89cd96097492712e35b470e62de5c095542570ff57da0d843a7d9e502ac0a0492c74541367640d214cfa2eeeae96868cf5845f9133b18de488abdc8618eb4457981249c08e087225a284b8520ee5608b4b2b84126a008530f43e6a8cbb8a0e87e6729c756cf5dca61cef49a289d5b0d6b0e39d26fac46cf7facadf4e1bd07fc7c1cc23580daaa433121c03f6bab8b1ce6facb1c996cd5e029497997e42c9431512dd4c7862424a00866858db5b2a8d185e4273725e518e35a90dbdd60683900991c127f3e297fafb317b99972eb555133d8d21f336ba89c46d96325702cefa18ccbe4121905e343681a5dd207282e6d9d1aac0304e18eacd640534da8554ee6186b15002cdc063da8ed0434919fd062a3d06fce5227f775606e433a5dae76926a76b09aae005627b68114a89139b145b939f4fa2c6db3e93cfa4687eeba550ce3738f5e8ce2b22d924a3e21e258a35668d85b9ab4a00642e8c268ace82f07ce96167241ecd82d96c16c596bc1966b334f1c6a8ee3892b84ad28ec194e8de8c54fe03edc8ad92996179cac25d5742155a1958d25722f880a6da4a88db24e10ae83b4d0540a71a6dee81485a8672e9bdb580a538f259f38b92f3629682e24fa2e623b03d4cb908c73ebbd8109578b2315945e90b53f8349af1f193c15fc06070bfb94aea8b7724b73484d8a681f2078e5575db6c6fb544e7248dafa615c3f423f8058103adff3eb33cb26d36e7b02e63939915f8e1900824630cde5f93d86ce74bea0632fa015d72e3817af8da6a06d7d3424dfe14c37a2142272d18a6a21c4ebcb4ec4123a11432ce9635710e24d5668950ea7f82520cac9b6516694839d9cf75b71dc8f34d0e53cb13aa15b3bb4ea829c98dff2e19a585176949a497672ce4215e709dc106cb1c0e1d3b91773fcac19e88434086c511609034283c71e4694c2b6431694c2bb2ef08e17a5ed21b7c7a2526a8c02fdbeb00f3abf82a704f93de872398005e35a74b3ad67cd0f47e5b73f0c0d9a4820b5cd81854372888aa8c75fce10cd6343637478dd041198a377aa7ec577ffa8ad34a466ac2063d9c33502f2def8420eb587c4f0f6fe75a574029bf8efefbbff0704dfa932"
}
