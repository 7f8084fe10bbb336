/// The typed AST: accessors find what is there, return nil or nothing where
/// the tree is broken, and literal values decode.
import XCTest
@testable import ViewSyntax

final class TypedSyntaxTests: XCTestCase {
    func testAccessorsOnAWellFormedScreen() throws {
        let tree = SyntaxTree.parse("""
            Screen {
                title: "Настройки"
                width: -12.5
                hidden: true
                icon: system.gear
                activities: [copy, print,]
                Toolbar { BarButton { presents: Popover { kind: options } } }
            }
            """)
        let root = try XCTUnwrap(tree.file?.root)
        XCTAssertEqual(root.typeName, "Screen")
        let members = root.body?.members ?? []
        XCTAssertEqual(members.count, 6)
        let bindings = members.compactMap { member -> BindingSyntax? in
            if case .binding(let binding) = member { return binding }
            return nil
        }
        XCTAssertEqual(bindings.map { $0.propertyName }, ["title", "width", "hidden", "icon", "activities"])
        guard case .stringLiteral(let title)? = bindings[0].value else { return XCTFail("title is a string") }
        XCTAssertEqual(title.value, "Настройки")
        guard case .numberLiteral(let width)? = bindings[1].value else { return XCTFail("width is a number") }
        XCTAssertEqual(width.value, -12.5)
        guard case .boolLiteral(let hidden)? = bindings[2].value else { return XCTFail("hidden is a bool") }
        XCTAssertEqual(hidden.value, true)
        guard case .path(let icon)? = bindings[3].value else { return XCTFail("icon is a path") }
        XCTAssertEqual(icon.names, ["system", "gear"])
        guard case .list(let activities)? = bindings[4].value else { return XCTFail("activities is a list") }
        XCTAssertEqual(activities.elements.count, 2)
        guard case .object(let toolbar) = members[5] else { return XCTFail("the last member is an object") }
        XCTAssertEqual(toolbar.typeName, "Toolbar")
    }

    /// `singleName` is the one name of a one-name path, and nil wherever `names` does not hold exactly one.
    func testSingleNameAgreesWithNames() {
        for value in ["gear", "system.gear", "a.b.c", "system.", ".gear", "_x", "Ä", "system..gear"] {
            let tree = SyntaxTree.parse("Screen { icon: \(value) }")
            guard case .binding(let binding)? = tree.file?.root?.body?.members.first,
                  case .path(let path)? = binding.value else { continue }
            XCTAssertEqual(path.singleName, path.names.count == 1 ? path.names[0] : nil, value)
        }
        guard case .binding(let binding)? = SyntaxTree.parse("Screen { icon: gear }").file?.root?.body?.members.first,
              case .path(let path)? = binding.value else { return XCTFail("a name is a path") }
        XCTAssertEqual(path.singleName, "gear")
    }

    func testAccessorsOnBrokenInputReturnNothingInsteadOfTrapping() {
        for text in ["", "{", "Screen", "Screen {", "Screen { title: }", "Screen { : }", "{ { {", "Screen { a: [ }"] {
            let tree = SyntaxTree.parse(text)
            let root = tree.file?.root
            for member in root?.body?.members ?? [] {
                if case .binding(let binding) = member, text == "Screen { title: }" {
                    XCTAssertEqual(binding.propertyName, "title")
                    XCTAssertNil(binding.value, "a binding without value has none")
                }
            }
            if text == "{" { XCTAssertNil(root?.typeName, "a block without a name has no type name") }
            if text == "" || text == "Screen" { XCTAssertNil(root, "\(text.debugDescription) has no root object") }
        }
        let unclosedList = SyntaxTree.parse("Screen { a: [ }").file?.root?.body?.members.first
        guard case .binding(let binding)? = unclosedList, case .list(let list)? = binding.value else {
            return XCTFail("an unclosed list is still a list")
        }
        XCTAssertEqual(list.elements.count, 0)
    }

    func testStringEscapesDecode() {
        let cases: [(String, String)] = [
            (#""a\"b""#, "a\"b"), (#"'it\'s'"#, "it's"), (#""tab\tnew\nline""#, "tab\tnew\nline"),
            (#""\u00e9\u4E2D""#, "é中"), (#""\uD83D\uDE00""#, "😀"), (#""\uD83D x""#, "\u{FFFD} x"),
            (#""bad \q""#, "bad \u{FFFD}"), (#""back\\slash""#, "back\\slash"), (#""open"#, "open"),
        ]
        for (literal, expected) in cases {
            let tree = SyntaxTree.parse("Screen { title: \(literal)\n}")
            let binding = tree.file?.root?.body?.members.first
            guard case .binding(let title)? = binding, case .stringLiteral(let string)? = title.value else {
                XCTFail("\(literal) is not a string binding")
                continue
            }
            XCTAssertEqual(string.value, expected, literal)
        }
    }

    func testUnterminatedStringIsNotTerminated() {
        let tree = SyntaxTree.parse("Screen { title: \"open\n}")
        guard case .binding(let title)? = tree.file?.root?.body?.members.first,
              case .stringLiteral(let string)? = title.value else { return XCTFail("expected a string") }
        XCTAssertFalse(string.isTerminated)
        XCTAssertEqual(string.value, "open")
    }
}
