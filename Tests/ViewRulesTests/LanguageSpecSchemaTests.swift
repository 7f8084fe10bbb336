/// The schema against the language contract's component table (§5 of
/// `shared/spec/language.md`, with the additions of versions 2 and 3): every
/// component, where it may stand, every property with its kind of value and
/// every enum member the table names exists in `Schema`. The table is read
/// from a checked-in copy (`Fixtures/spec/language-values-and-components.md`), since the
/// contract is not part of this repository; where it is checked out beside the
/// repository (`../shared`, as CI clones it) the copy must equal its section.
/// Version 4's table is checked by `LanguageVersion4SchemaTests`.
import Foundation
import ViewModel
import ViewTestSupport
import XCTest

final class LanguageSpecSchemaTests: XCTestCase {
    static let copyPath = "Tests/ViewRulesTests/Fixtures/spec/language-values-and-components.md"
    static let contractPath = "../shared/spec/language.md"

    /// Version 3 renamed the enum members QML reserves (literals from the
    /// contract's "Version 3"): the §5 table still shows the old spellings.
    static let version3Renames: [String: [String: String]] = [
        "TextView.keyboard": ["default": "standard"], "TextField.keyboard": ["default": "standard"],
        "Cell.style": ["default": "standard"], "Cell.editing": ["delete": "remove"],
    ]

    func testTheCopyOfTheTablesIsTheContracts() throws {
        let contract = Repository.url(Self.contractPath)
        guard FileManager.default.fileExists(atPath: contract.path) else { return }
        let text = try String(contentsOf: contract, encoding: .utf8)
        let copy = try Repository.read(Self.copyPath)
        for number in [4, 5] {
            let section = try XCTUnwrap(Self.section(number, of: text), "the contract has no section \(number)")
            XCTAssertEqual(Self.section(number, of: copy), section, "\(Self.copyPath) differs from \(Self.contractPath): copy §\(number) again")
        }
    }

    func testTheValuesOfSection4AreTheSchemas() throws {
        let text = try XCTUnwrap(Self.section(4, of: try Repository.read(Self.copyPath)))
        let lines = text.split(separator: "\n").map(String.init)
        let color = try XCTUnwrap(lines.first { $0.hasPrefix("| `color` |") })
        XCTAssertEqual(Self.codeSpans(Self.splitCells(color)[1]).first?.split(separator: " ").map(String.init), Schema.paletteColorNames)
        let image = try XCTUnwrap(lines.first { $0.hasPrefix("| `image` |") })
        let tabItems = try XCTUnwrap(Self.splitCells(image)[2].components(separatedBy: "tab bar system item (").last?
            .components(separatedBy: ")").first)
        XCTAssertEqual(Self.codeSpans(tabItems), Schema.tabBarSystemItems)
        // §5's preamble: what every element takes.
        let section5 = try XCTUnwrap(Self.section(5, of: try Repository.read(Self.copyPath)))
        let preamble = try XCTUnwrap(section5.components(separatedBy: "Every element also takes").last?.components(separatedBy: "\n\n").first)
        let common = Self.codeSpans(preamble).map(Self.parseTyped)
        // Version 4 adds `visibleIn` to every element (`LanguageVersion4SchemaTests`).
        XCTAssertEqual(common.map(\.name) + ["visibleIn"], Schema.commonProperties.map(\.name))
        for (property, declared) in zip(common, Schema.commonProperties) where property.name != "id" {
            XCTAssertEqual(property.kind, Self.kind(of: declared.type), property.name)
        }
    }

    func testEveryComponentOfTheTableIsInTheSchema() throws {
        let rows = try Self.rows()
        XCTAssertEqual(rows.flatMap(\.components).count, 44, "the table names 44 components")
        for row in rows {
            for name in row.components {
                let component = try XCTUnwrap(Schema.component(named: name), "\(name) is not in the schema")
                for place in row.standsIn {
                    XCTAssertTrue(Self.allows(component, place), "\(name) may stand in \(place) (§5), the schema does not allow it")
                }
            }
        }
    }

    func testEveryPropertyAndMemberOfTheTableIsInTheSchema() throws {
        var checked = 0
        for row in try Self.rows() {
            for name in row.components {
                guard let component = Schema.component(named: name) else { continue }
                for property in row.properties {
                    checked += 1
                    let label = "\(name).\(property.name)"
                    guard let declared = component.property(named: property.name) else {
                        XCTFail("\(label) (§5) is not in the schema")
                        continue
                    }
                    if let kind = property.kind {
                        XCTAssertEqual(Self.kind(of: declared.type), kind, "\(label): the schema's type is \(declared.type)")
                    }
                    let renames = Self.version3Renames[label] ?? [:]
                    let members = property.members.map { renames[$0] ?? $0 }
                    let declaredMembers = declared.type.enumerationMembers ?? []
                    XCTAssertEqual(Set(members).subtracting(declaredMembers), [], "\(label): members missing from the schema")
                    for (old, new) in renames {
                        XCTAssertEqual(declared.deprecatedSpellings[old], new, "\(label): `\(old)` is read as `\(new)` (v3)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 120, "the table's properties were read")
    }

    // MARK: Reading the table

    struct Row {
        var components: [String]
        var standsIn: [String]
        var properties: [Property]
    }

    struct Property {
        var name: String
        /// `string`, `number`, `bool`, `color`, `image`, `screen`, `presentable`, `ref`, `enum`, `list`; nil when the table gives none.
        var kind: String?
        var members: [String]
    }

    /// The text from `## N.` up to the next `## ` heading, without the blank lines around it.
    static func section(_ number: Int, of text: String) -> String? {
        guard let start = text.range(of: "## \(number). ") else { return nil }
        let rest = text[start.lowerBound...]
        let end = rest.dropFirst(3).range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func rows() throws -> [Row] {
        let text = try XCTUnwrap(section(5, of: try Repository.read(copyPath)))
        var rows: [Row] = []
        var screenProperties: [Property] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = splitCells(String(line))
            guard cells.count == 4 else { continue }
            var properties = parseProperties(cells[2], sameAs: { name in rows.first { $0.components.contains(name) }?.properties ?? [] })
            if cells[2].hasPrefix("like `Screen` minus `device`") {
                properties = screenProperties.filter { $0.name != "device" }
            }
            let row = Row(components: codeSpans(cells[0]), standsIn: places(cells[1]), properties: properties)
            if row.components == ["Screen"] { screenProperties = row.properties }
            rows.append(row)
        }
        return rows
    }

    /// The cells of a table row, split at `|` that is not escaped as `\|`.
    static func splitCells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character = " "
        for character in line.dropFirst() {
            if character == "|" && previous != "\\" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        return cells
    }

    /// The texts between backticks, in order.
    static func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// "container", "file root", "presents", or a component name.
    static func places(_ cell: String) -> [String] {
        var result = codeSpans(cell).filter { $0.first?.isUppercase == true }
        if cell.contains("container") { result.append("container") }
        if cell.contains("file root") { result.append("file root") }
        if cell.contains("`presents:` value") { result.append("presents") }
        return result
    }

    static func allows(_ component: ComponentDeclaration, _ place: String) -> Bool {
        switch place {
        case "container": return component.placements.contains(.container)
        case "file root": return component.placements.contains(.fileRoot)
        case "presents": return component.placements.contains(.presentedValue)
        default:
            // Inside a container is inside each of the containers.
            return component.placements.contains(.inside(place))
                || (Schema.containerNames.contains(place) && component.placements.contains(.container))
        }
    }

    /// The entries of a properties cell: split at `;` outside parentheses and
    /// backticks, notes in parentheses dropped; each entry names one or more
    /// properties (`tint`, `background: color`), the last one's type shared,
    /// or takes them `as` another component's.
    static func parseProperties(_ cell: String, sameAs: (String) -> [Property]) -> [Property] {
        guard cell != "—", !cell.hasPrefix("like ") else { return [] }
        var entries: [String] = []
        var current = ""
        var depth = 0
        var inCode = false
        for character in cell {
            if character == "`" { inCode.toggle() }
            if !inCode && character == "(" { depth += 1 }
            if !inCode && character == ")" {
                depth -= 1
                continue
            }
            if depth > 0 { continue }
            if character == ";" && !inCode {
                entries.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        entries.append(current)
        var result: [Property] = []
        for entry in entries {
            let parts = entry.components(separatedBy: " as ")
            let spans = codeSpans(parts[0])
            let other = parts.count > 1 ? codeSpans(parts[1]).first : nil
            let typed = spans.last { $0.contains(":") }.map(parseTyped)
            for span in spans {
                if span.contains(":") {
                    result.append(parseTyped(span))
                } else if let other {
                    result.append(sameAs(other).first { $0.name == span } ?? Property(name: span, kind: nil, members: []))
                } else {
                    result.append(Property(name: span, kind: typed?.kind, members: typed?.members ?? []))
                }
            }
        }
        return result
    }

    /// `name: type`, the type one of §4's or a list of enum members `a\|b`.
    static func parseTyped(_ span: String) -> Property {
        let pieces = span.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        var type = pieces.count > 1 ? pieces[1] : ""
        var isList = false
        if type.hasPrefix("list(") && type.hasSuffix(")") {
            isList = true
            type = String(type.dropFirst(5).dropLast())
        }
        let simple = ["string", "number", "bool", "color", "image", "screen", "presentable"]
        var kind: String
        var members: [String] = []
        if simple.contains(type) {
            kind = type
        } else if type.hasPrefix("ref(") {
            kind = "ref"
        } else if type == "same" {
            kind = "enum"
        } else {
            kind = "enum"
            members = type.components(separatedBy: "\\|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        if isList { kind = "list" }
        return Property(name: pieces[0], kind: kind, members: members)
    }

    static func kind(of type: ValueType) -> String {
        switch type {
        case .string: return "string"
        case .number: return "number"
        case .bool: return "bool"
        case .enumeration: return "enum"
        case .color: return "color"
        case .image: return "image"
        case .reference: return "ref"
        case .screen: return "screen"
        case .presentable: return "presentable"
        case .list: return "list"
        }
    }
}
