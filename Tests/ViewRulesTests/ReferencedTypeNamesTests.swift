/// The type names a file mentions decide which files a change re-checks; the
/// green walk that finds them must agree with the plain definition read off
/// the typed tree, on every example and on generated screens.
import Foundation
import ViewSamples
@testable import ViewModel
@testable import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class ReferencedTypeNamesTests: XCTestCase {
    func testTheGreenWalkAgreesWithTheTypedTree() throws {
        let examples = Repository.url("Examples")
        var texts = try (FileManager.default.subpaths(atPath: examples.path) ?? []).filter { $0.hasSuffix(".view") }.map {
            try String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8)
        }
        XCTAssertFalse(texts.isEmpty, "the examples are found")
        texts.append("Screen { title: \"A\"; push: Details; TabBar { Tab { title: \"x\"; content: Other } } Custom { } }")
        texts.append("Screen { image: system.gear; presents: Sheet; broken: A.B; lower: details; Row { Inner { } } }")
        texts.append(String(decoding: ScreenGenerator.generate(minimumBytes: 20_000), as: UTF8.self))
        for text in texts {
            let tree = SyntaxTree.parse(text)
            XCTAssertEqual(SourceFile.referencedTypeNames(in: tree), Self.reference(tree), String(text.prefix(80)))
        }
    }

    /// Non-built-in object types, and values that are one capitalised name.
    static func reference(_ tree: SyntaxTree) -> Set<String> {
        var names: Set<String> = []
        for node in tree.rootNode.descendantsAndSelf {
            if let object = ObjectSyntax(node), let name = object.typeName, Schema.component(named: name) == nil {
                names.insert(name)
            }
            if let path = PathSyntax(node), node.children.filter({ !$0.kind.isTrivia }).count == 1,
               let name = path.names.first, name.first?.isUppercase == true, name.first?.isASCII == true,
               !node.ancestorsAndSelf.dropFirst().contains(where: { $0.kind == .stringLiteral || $0.kind == .numberLiteral }) {
                names.insert(name)
            }
        }
        return names
    }
}
