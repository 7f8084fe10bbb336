/// Colour utilities: parsing, compositing over white, WCAG 2 contrast,
/// CIELAB and ΔE2000 against published values, and colour families.
import XCTest
@testable import ViewModel

final class ColorTests: XCTestCase {
    func testParsingNamesAndHexInAnyCase() {
        XCTAssertEqual(ColorValue(parsing: "red"), ColorValue(red: 0xFF, green: 0x3B, blue: 0x30))
        XCTAssertEqual(ColorValue(parsing: "#ff3b30"), ColorValue(parsing: "#FF3B30"))
        XCTAssertEqual(ColorValue(parsing: "#Ff3B3080")?.alpha, 0x80)
        for invalid in ["", "#", "#FFF", "#GG0000", "#FF000", "#FF00000", "crimson", "Red", "FF0000"] {
            XCTAssertNil(ColorValue(parsing: invalid), invalid)
        }
    }

    /// The language's palette is the iOS 7 palette of the guidelines (rules.md, "Colours by family").
    func testPaletteValues() {
        let expected = ["red": "#FF3B30", "green": "#4CD964", "purple": "#5856D6", "blue": "#007AFF", "orange": "#FF9500",
                        "yellow": "#FFCC00", "pink": "#FF2D55", "gray": "#8E8E93", "black": "#000000", "white": "#FFFFFF"]
        for (name, hex) in expected {
            XCTAssertEqual(ColorValue(paletteName: name), ColorValue(hex: hex), name)
        }
        XCTAssertEqual(ColorValue(paletteName: "clear")?.alpha, 0)
    }

    func testAlphaIsCompositedOverWhite() {
        XCTAssertEqual(ColorValue(hex: "#00000080")?.opaque, ColorValue(red: 127, green: 127, blue: 127))
        XCTAssertEqual(ColorValue(hex: "#FF000000")?.opaque, .white)
        XCTAssertEqual(ColorValue(hex: "#12345678")?.composited(over: .black), ColorValue(red: 8, green: 24, blue: 40))
        XCTAssertEqual(ColorValue(hex: "#FF0000")?.opaque, ColorValue(hex: "#FF0000"))
    }

    func testWCAGContrastRatios() throws {
        let cases: [(String, String, Double, Double)] = [
            ("#FFFFFF", "#000000", 21, 0.001),
            ("#000000", "#FFFFFF", 21, 0.001),
            ("#777777", "#777777", 1, 0.001),
            ("#20B2AA", "#000000", 8.0, 0.05),
            ("#20B2AA", "#FFFFFF", 2.6, 0.05),
            ("#FF9500", "#000000", 9.6, 0.05),
            ("#FF9500", "#FFFFFF", 2.2, 0.05),
            ("#767676", "#FFFFFF", 4.54, 0.01),   // the lightest grey that passes AA on white
        ]
        for (first, second, expected, accuracy) in cases {
            let a = try XCTUnwrap(ColorValue(hex: first)), b = try XCTUnwrap(ColorValue(hex: second))
            XCTAssertEqual(a.contrastRatio(with: b), expected, accuracy: accuracy, "\(first) on \(second)")
            XCTAssertEqual(ColorValue.contrastRatio(a, b), expected, accuracy: accuracy, "\(first) / \(second)")
        }
        // Translucent black text on white is grey; a fully clear colour shows its backdrop.
        XCTAssertEqual(try XCTUnwrap(ColorValue(hex: "#00000080")).contrastRatio(with: .white), 4.0, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(ColorValue(hex: "#00000000")).contrastRatio(with: .white), 1, accuracy: 0.001)
    }

    /// Rows of Sharma, Wu and Dalal (2005), table 1.
    func testDeltaE2000AgainstPublishedPairs() {
        let rows: [(LabColor, LabColor, Double)] = [
            (.init(lightness: 50, a: 2.6772, b: -79.7751), .init(lightness: 50, a: 0, b: -82.7485), 2.0425),
            (.init(lightness: 50, a: 3.1571, b: -77.2803), .init(lightness: 50, a: 0, b: -82.7485), 2.8615),
            (.init(lightness: 50, a: 2.8361, b: -74.0200), .init(lightness: 50, a: 0, b: -82.7485), 3.4412),
            (.init(lightness: 50, a: -1.3802, b: -84.2814), .init(lightness: 50, a: 0, b: -82.7485), 1.0000),
            (.init(lightness: 50, a: 0, b: 0), .init(lightness: 50, a: -1, b: 2), 2.3669),
            (.init(lightness: 50, a: 2.49, b: -0.001), .init(lightness: 50, a: -2.49, b: 0.0009), 7.1792),
            (.init(lightness: 50, a: 2.5, b: 0), .init(lightness: 73, a: 25, b: -18), 27.1492),
            (.init(lightness: 50, a: 2.5, b: 0), .init(lightness: 61, a: -5, b: 29), 22.8977),
            (.init(lightness: 50, a: 2.5, b: 0), .init(lightness: 56, a: -27, b: -3), 31.9030),
            (.init(lightness: 50, a: 2.5, b: 0), .init(lightness: 58, a: 24, b: 15), 19.4535),
        ]
        for (index, (first, second, expected)) in rows.enumerated() {
            XCTAssertEqual(LabColor.deltaE2000(first, second), expected, accuracy: 0.0001, "row \(index)")
            XCTAssertEqual(LabColor.deltaE2000(second, first), expected, accuracy: 0.0001, "row \(index), swapped")
        }
        XCTAssertEqual(LabColor.deltaE2000(rows[0].0, rows[0].0), 0)
    }

    func testCIELABOfKnownColours() throws {
        let cases: [(String, Double, Double, Double)] = [
            ("#FFFFFF", 100, 0, 0), ("#000000", 0, 0, 0),
            ("#FF0000", 53.24, 80.09, 67.20), ("#0000FF", 32.30, 79.19, -107.86),
        ]
        for (hex, lightness, a, b) in cases {
            let lab = try XCTUnwrap(ColorValue(hex: hex)).lab
            XCTAssertEqual(lab.lightness, lightness, accuracy: 0.05, hex)
            XCTAssertEqual(lab.a, a, accuracy: 0.05, hex)
            XCTAssertEqual(lab.b, b, accuracy: 0.05, hex)
        }
    }

    func testFamilies() throws {
        let cases: [(String, ColorFamily?)] = [
            ("red", .red), ("#FF0000", .red), ("#ff3b30", .red), ("#8B0000", .red), ("#E0201B", .red),
            ("green", .green), ("#34C759", .green), ("#00FF00", .green), ("#008000", .green),
            ("purple", .purple), ("#800080", .purple), ("#AF52DE", .purple),
            ("blue", nil), ("orange", nil), ("yellow", nil), ("pink", nil), ("gray", nil), ("black", nil),
            ("white", nil), ("#A2845E", nil), ("#5AC8FA", nil),
            ("#FF000000", nil),   // fully clear: white
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try XCTUnwrap(ColorValue(parsing: text), text).family, expected, text)
        }
    }

    func testReferencesFollowTheSpecification() {
        XCTAssertEqual(ColorFamily.references.count, 20)
        XCTAssertEqual(ColorFamily.references.filter { $0.family == .red }.count, 3)
        XCTAssertEqual(ColorFamily.references.filter { $0.family == .green }.count, 4)
        XCTAssertEqual(ColorFamily.references.filter { $0.family == .purple }.count, 3)
        XCTAssertEqual(ColorFamily.distanceLimit, 25)
        // Each reference is its own nearest, at distance zero.
        for reference in ColorFamily.references {
            XCTAssertEqual(reference.color.family, reference.family)
            XCTAssertEqual(reference.color.difference(from: reference.color), 0)
        }
    }
}
