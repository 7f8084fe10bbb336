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

    func testNoFileIsLongerThanFourHundredLines() throws {
        for file in try swiftFiles() where longFiles[file.lastPathComponent] == nil {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
            XCTAssertLessThanOrEqual(lines, 400, "\(file.lastPathComponent) has \(lines) lines")
        }
    }
}
