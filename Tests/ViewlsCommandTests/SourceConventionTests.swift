/// Conventions every source file keeps: a comment atop saying what the file
/// owns, and no more than ~400 lines without a reason recorded here.
import Foundation
import XCTest

final class SourceConventionTests: XCTestCase {
    /// Files allowed past the limit, and why.
    private let longFiles: [String: String] = [:]

    private func swiftFiles() throws -> [URL] {
        var result: [URL] = []
        for folder in ["Sources", "Tests"] {
            let root = CommandRunner.repository.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" { result.append(url) }
            }
        }
        return result
    }

    func testEverySwiftFileStartsWithAComment() throws {
        let files = try swiftFiles()
        XCTAssertGreaterThan(files.count, 20)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("///") || text.hasPrefix("// "),
                          "\(file.lastPathComponent) should open with a comment saying what it owns")
        }
    }

    /// Texts are data: every Russian or Chinese word lives in a String
    /// Catalog, so no Swift source under `Sources/` holds a Cyrillic or CJK
    /// character (examples that need one write it as `\u{…}`).
    func testNoSwiftSourceHoldsCyrillicOrCJK() throws {
        let sources = try swiftFiles().filter { $0.path.contains("/Sources/") }
        XCTAssertGreaterThan(sources.count, 100)
        for file in sources {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let found = line.unicodeScalars.first { scalar in
                    (0x0400...0x04FF).contains(scalar.value) || (0x2E80...0x9FFF).contains(scalar.value)
                        || (0xF900...0xFAFF).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
                }
                XCTAssertNil(found, "\(file.lastPathComponent):\(number + 1) holds \(found.map { String($0) } ?? "")")
            }
        }
    }

    func testNoFileIsLongerThanFourHundredLines() throws {
        for file in try swiftFiles() where longFiles[file.lastPathComponent] == nil {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
            XCTAssertLessThanOrEqual(lines, 400, "\(file.lastPathComponent) has \(lines) lines")
        }
    }
}

/// The layer invariant of ARCHITECTURE.md: each module imports only the
/// modules below it (and the toolchain's libraries); the tests' shared
/// helpers (`Tests/ViewTestSupport`) import only the layers they help test.
final class LayerTests: XCTestCase {
    static let allowed: [String: Set<String>] = [
        "ViewStrings": [],
        "ViewSyntax": ["Foundation", "Dispatch", "Glibc", "Darwin", "ViewStrings"],
        "ViewModel": ["Foundation", "ViewSyntax", "ViewStrings"],
        "ViewLayout": ["Foundation", "ViewSyntax", "ViewModel", "ViewStrings"],
        "ViewRules": ["Foundation", "ViewSyntax", "ViewModel", "ViewLayout", "ViewStrings"],
        "ViewIDE": ["Foundation", "ViewSyntax", "ViewModel", "ViewLayout", "ViewRules", "ViewStrings"],
        "ViewServer": ["Foundation", "Dispatch", "Glibc", "Darwin", "ViewSyntax", "ViewModel", "ViewLayout", "ViewRules", "ViewIDE",
                       "ViewStrings"],
        "ViewSamples": ["Foundation"],
        "viewls": ["Foundation", "Glibc", "Darwin", "ViewSyntax", "ViewModel", "ViewLayout", "ViewRules", "ViewIDE", "ViewServer",
                   "ViewStrings"],
        "viewls-bench": ["Foundation", "Glibc", "Darwin", "ViewSyntax", "ViewModel", "ViewLayout", "ViewRules", "ViewIDE", "ViewSamples"],
        "StringCatalogTool": ["Foundation", "ViewStrings"],
        "viewls-catalog": ["Foundation", "StringCatalogTool"],
        "viewls-commit": ["Foundation"],
    ]
    static let testSupport: Set<String> = ["Foundation", "ViewSyntax", "ViewSamples"]

    func testModulesImportOnlyTheLayersBelowThem() throws {
        let sources = CommandRunner.repository.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        XCTAssertEqual(Set(modules), Set(Self.allowed.keys), "a new module needs its place in ARCHITECTURE.md and here")
        for module in modules {
            try checkImports(in: sources.appendingPathComponent(module), named: module, allowed: Self.allowed[module] ?? [])
        }
    }

    func testTheTestSupportImportsOnlyTheLayersItHelpsTest() throws {
        let folder = CommandRunner.repository.appendingPathComponent("Tests/ViewTestSupport")
        XCTAssertFalse((FileManager.default.subpaths(atPath: folder.path) ?? []).isEmpty, "Tests/ViewTestSupport is found")
        try checkImports(in: folder, named: "ViewTestSupport", allowed: Self.testSupport)
    }

    private func checkImports(in folder: URL, named module: String, allowed: Set<String>) throws {
        for file in FileManager.default.subpaths(atPath: folder.path) ?? [] where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let importIndex = words.firstIndex(of: "import"), importIndex <= 1, importIndex + 1 < words.count else { continue }
                let imported = String(words[importIndex + 1])
                XCTAssertTrue(allowed.contains(imported), "\(module)/\(file) imports \(imported)")
            }
        }
    }
}
