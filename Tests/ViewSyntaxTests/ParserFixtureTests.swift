/// Runs every parser fixture: the tree dump and diagnostics must match the
/// `.tree` file, the tree must print back to the input byte for byte, and the
/// `ok-`/`err-` prefix must agree with whether there were diagnostics.
import XCTest
@testable import ViewSyntax

final class ParserFixtureTests: XCTestCase {
    func testFixturesMatchTheirExpectedTrees() throws {
        let fixtures = try ParserFixture.all()
        XCTAssertGreaterThanOrEqual(fixtures.count, 60)
        for fixture in fixtures {
            let tree = SyntaxTree.parse(fixture.input)
            if let failure = compareWithExpectation(tree.dump(), at: fixture.expectationURL) {
                XCTFail("\(fixture.name): \(failure)")
            }
        }
    }

    func testFixturesAreLossless() throws {
        for fixture in try ParserFixture.all() {
            XCTAssertEqual(SyntaxTree.parse(fixture.input).bytes, fixture.input, "\(fixture.name) does not round-trip")
        }
    }

    func testFixturePrefixMatchesDiagnostics() throws {
        for fixture in try ParserFixture.all() {
            let diagnostics = SyntaxTree.parse(fixture.input).diagnostics
            if fixture.expectsErrors {
                XCTAssertFalse(diagnostics.isEmpty, "\(fixture.name) should have syntax errors")
            } else {
                XCTAssertEqual(diagnostics, [], "\(fixture.name) should parse cleanly")
            }
        }
    }

    func testEveryErrorCodeHasAFixture() throws {
        var seen = Set<SyntaxErrorCode>()
        for fixture in try ParserFixture.all() {
            seen.formUnion(SyntaxTree.parse(fixture.input).diagnostics.map(\.code))
        }
        let missing = Set(SyntaxErrorCode.allCases).subtracting(seen)
        XCTAssertEqual(missing, [], "no fixture shows \(missing.map(\.rawValue).sorted())")
    }

    func testEveryDiagnosticRangeLiesInTheFile() throws {
        for fixture in try ParserFixture.all() {
            for diagnostic in SyntaxTree.parse(fixture.input).diagnostics {
                XCTAssertTrue(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= fixture.input.count,
                              "\(fixture.name): \(diagnostic) is outside the file")
            }
        }
    }
}
