/// The grammar, the generated typed AST and the parser agree: the generated
/// file is what the grammar produces, every node kind has a rule, and every
/// error-free fixture's tree matches the grammar node by node.
import Foundation
import ViewTestSupport
import XCTest
@testable import ViewSyntax

final class GrammarTests: XCTestCase {
    private let generatedPath = "Sources/ViewSyntax/Generated/SyntaxNodes.generated.swift"

    private func grammar() throws -> Ungrammar {
        try Ungrammar(parsing: Repository.read("grammar/view.ungram"))
    }

    func testGeneratedAstIsUpToDate() throws {
        let expected = try AstGenerator(grammar: grammar()).generate()
        if Repository.updatingExpectations {
            try expected.write(to: Repository.url(generatedPath), atomically: true, encoding: .utf8)
            return
        }
        let actual = try Repository.read(generatedPath)
        XCTAssertEqual(actual, expected, "\(generatedPath) is stale: run UPDATE_EXPECT=1 swift test --filter GrammarTests")
    }

    func testEveryNodeKindHasARule() throws {
        let grammar = try grammar()
        let ruled = Set(grammar.rules.filter { $0.enumCases == nil }.compactMap { Ungrammar.nodeKind($0.name) })
        for kind in SyntaxKind.allCases where kind.isNode && kind != .error && kind != .memberChunk {
            XCTAssertTrue(ruled.contains(kind), "SyntaxKind.\(kind) has no rule in grammar/view.ungram")
        }
        for rule in grammar.rules where rule.enumCases == nil {
            XCTAssertNotNil(Ungrammar.nodeKind(rule.name), "rule \(rule.name) has no SyntaxKind")
        }
    }

    func testErrorFreeFixturesMatchTheGrammar() throws {
        let grammar = try grammar()
        var checkedNodes = 0
        for fixture in try ParserFixture.all() {
            let tree = SyntaxTree.parse(fixture.input)
            guard tree.diagnostics.isEmpty else { continue }
            for node in tree.rootNode.descendantsAndSelf {
                guard let rule = grammar.rules.first(where: { Ungrammar.nodeKind($0.name) == node.kind }) else {
                    XCTFail("\(fixture.name): \(node) has no rule")
                    continue
                }
                let kinds = node.children.map(\.kind).filter { !$0.isTrivia }
                XCTAssertTrue(grammar.matches(kinds, rule: rule),
                              "\(fixture.name): \(node) has children \(kinds), which \(rule.name)'s rule does not allow")
                checkedNodes += 1
            }
        }
        XCTAssertGreaterThan(checkedNodes, 300, "too few error-free fixtures to check the grammar against")
    }

    func testGrammarRejectsAWrongShape() throws {
        let grammar = try grammar()
        let binding = try XCTUnwrap(grammar.rule("Binding"))
        XCTAssertTrue(grammar.matches([.identifier, .colon, .stringLiteral], rule: binding))
        XCTAssertFalse(grammar.matches([.identifier, .stringLiteral], rule: binding))
        XCTAssertFalse(grammar.matches([.identifier, .colon, .block], rule: binding))
    }
}
