/// The schema is consistent data: every component named where it may stand
/// exists, names are unique, every component is documented in the catalog.
import ViewModel
import ViewRules
import XCTest
import ViewStrings

final class SchemaTests: XCTestCase {
    func testComponentsAreUniqueAndDocumented() {
        let names = Schema.componentNames
        XCTAssertEqual(names.count, 44, "the component table of the language reference lists 44 components")
        XCTAssertEqual(Set(names).count, names.count)
        for component in Schema.components {
            XCTAssertTrue(MessageCatalog.rules(.english).hasText(component.summaryKey), component.name)
            let properties = component.allProperties.map(\.name)
            XCTAssertEqual(Set(properties).count, properties.count, "\(component.name) declares a property twice")
            for placement in component.placements {
                if case .inside(let parent) = placement {
                    XCTAssertNotNil(Schema.component(named: parent), "\(component.name) stands in unknown \(parent)")
                }
            }
        }
    }

    func testDefaultsHaveTheirPropertiesTypes() {
        for component in Schema.components {
            for property in component.allProperties {
                guard let text = property.defaultValue else { continue }
                switch property.type {
                case .bool: XCTAssertTrue(["true", "false"].contains(text), "\(component.name).\(property.name)")
                case .number: XCTAssertNotNil(Double(text), "\(component.name).\(property.name)")
                case .enumeration(let members): XCTAssertTrue(members.contains(text), "\(component.name).\(property.name)")
                case .color: XCTAssertNotNil(ColorValue(paletteName: text), "\(component.name).\(property.name)")
                default: break
                }
            }
        }
    }

    func testContrastFollowsWCAG() {
        XCTAssertEqual(ColorValue.contrastRatio(ColorValue(hex: "#000000")!, ColorValue(hex: "#FFFFFF")!), 21, accuracy: 0.001)
        XCTAssertEqual(ColorValue(hex: "#777777")!.relativeLuminance, 0.184, accuracy: 0.001)
        XCTAssertNil(ColorValue(hex: "#12345"))
        XCTAssertEqual(ColorValue(hex: "#11223380")?.alpha, 0x80)
    }

    func testEastAsianWidth() {
        XCTAssertEqual(EastAsianWidth.columns("Tab"), 3)
        XCTAssertEqual(EastAsianWidth.columns("音乐"), 4)
        XCTAssertEqual(EastAsianWidth.columns("Музыка"), 6)
        XCTAssertEqual(EastAsianWidth.columns("🎵"), 2)
        XCTAssertEqual(EastAsianWidth.columns("：　"), 4)
        XCTAssertEqual(EastAsianWidth.columns("e\u{301}"), 1)
    }
}
