/// `UTF8Validation`, the package's one UTF-8 validator, held to the standard
/// library's decoder: every lead byte with every second byte, and every
/// scalar's own encoding.
import ViewSyntax
import XCTest

final class UTF8ValidationTests: XCTestCase {
    /// What the standard library decodes at the start of `bytes`: the scalar and its length, or nil.
    private func reference(_ bytes: [UInt8]) -> (Unicode.Scalar, Int)? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
        return (Unicode.UTF8.decode(encoded), encoded.count)
    }

    func testEveryLeadAndSecondByteAgreesWithTheStandardLibrary() {
        for lead in 0...0xFF {
            for second in 0...0xFF {
                // Two continuation bytes after, so only the first two bytes decide; and cut short.
                for bytes in [[UInt8(lead), UInt8(second), 0x80, 0x80], [UInt8(lead), UInt8(second)]] {
                    let expected = reference(bytes)
                    let found = UTF8Validation.scalar(in: bytes, at: 0)
                    XCTAssertEqual(found?.scalar, expected?.0, "\(bytes)")
                    XCTAssertEqual(found?.length, expected?.1, "\(bytes)")
                    XCTAssertEqual(bytes.withUnsafeBufferPointer { UTF8Validation.sequenceLength($0, at: 0) }, expected?.1 ?? 0, "\(bytes)")
                }
            }
        }
    }

    func testEveryScalarReadsBackFromItsEncoding() {
        for value in stride(from: 0, through: 0x10FFFF, by: 7) {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let bytes = [0x41] + Array(String(Character(scalar)).utf8) + [0x41]
            let found = UTF8Validation.scalar(in: bytes, at: 1)
            XCTAssertEqual(found?.scalar, scalar)
            XCTAssertEqual(found?.length, bytes.count - 2)
        }
    }

    func testAnIndexOutsideTheBytesHasNoScalar() {
        XCTAssertNil(UTF8Validation.scalar(in: [0x41], at: 1))
        XCTAssertNil(UTF8Validation.scalar(in: [0x41], at: -1))
        XCTAssertNil(UTF8Validation.scalar(in: [], at: 0))
    }
}
