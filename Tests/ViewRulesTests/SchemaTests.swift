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

    /// Version 2's language additions, with their types, defaults and documentation.
    func testLanguageAdditions() throws {
        let expected: [(component: String, property: String, type: ValueType, default: String?)] = [
            ("NavigationBar", "background", .color, nil), ("NavigationBar", "titleColor", .color, nil),
            ("Toolbar", "tint", .color, nil), ("Toolbar", "background", .color, nil),
            ("TabBar", "tint", .color, nil), ("TabBar", "background", .color, nil),
            ("Cell", "selected", .bool, "false"), ("Cell", "showDetail", .screen, nil),
        ]
        for entry in expected {
            let component = try XCTUnwrap(Schema.component(named: entry.component))
            let property = try XCTUnwrap(component.property(named: entry.property), "\(entry.component).\(entry.property)")
            XCTAssertEqual(property.type, entry.type, "\(entry.component).\(entry.property)")
            XCTAssertEqual(property.defaultValue, entry.default, "\(entry.component).\(entry.property)")
            for language in [MessageLanguage.english, .russian, .chinese] {
                XCTAssertTrue(MessageCatalog.rules(language).hasText(component.documentationKey(ofProperty: entry.property)))
            }
        }
    }

    /// `system.NAME`: the bar button system items and the tab bar system items, and nothing else.
    func testKnownSystemImages() {
        XCTAssertEqual(Set(Schema.systemImageNames), Set(Schema.barButtonSystemItems + Schema.tabBarSystemItems))
        XCTAssertEqual(Schema.systemImageNames, Schema.systemImageNames.sorted())
        XCTAssertEqual(Schema.tabBarSystemItems.count, 12)
        for name in ["more", "favorites", "mostViewed", "search", "bookmarks", "action", "trash", "info"] {
            XCTAssertTrue(Schema.isSystemImage(name), name)
        }
        for name in ["gear", "More", "photo", "", "system"] {
            XCTAssertFalse(Schema.isSystemImage(name), name)
        }
        let barButton = Schema.component(named: "BarButton")?.property(named: "system")?.type
        XCTAssertEqual(barButton, .enumeration(Schema.barButtonSystemItems))
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
