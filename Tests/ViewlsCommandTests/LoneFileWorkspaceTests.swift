/// Checking one file answers for that file: its workspace is the nearest
/// configured folder, else its repository, else its own folder without the
/// subfolders; files read only as context (for links and components) never
/// change the report or the exit status, while the named file's own
/// problems and those of a named folder's files still do.
import Foundation
import XCTest

final class LoneFileWorkspaceTests: XCTestCase {
    private let home = "Screen {\n    title: \"Home\"\n    TableView { Cell { title: \"Next\"; push: Next } }\n}\n"
    private let next = "Screen { title: \"Next\" }\n"

    /// A `.view` file over the size limit (8 MiB), sparse so it costs no disk.
    private func oversized(_ url: URL) throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 16 * 1024 * 1024)
        try handle.close()
    }

    func testAContextFileThatCannotBeReadDoesNotChangeTheExitStatus() throws {
        let folder = try TemporaryFolder(["Home.view": home, "Next.view": next, "archive/old/Old.view": next])
        try oversized(folder.url.appendingPathComponent("archive/Huge.view"))
        let result = try CommandRunner.run(["check", "Home.view"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertFalse(result.stdout.contains("Huge"), result.stdout)
        XCTAssertFalse(result.stdout.contains("unresolved-screen"), "Next.view, beside it, is context: \(result.stdout)")
    }

    func testANamedFolderStillReportsItsUnreadableFile() throws {
        let folder = try TemporaryFolder(["Home.view": home, "Next.view": next, "archive/Old.view": next])
        try oversized(folder.url.appendingPathComponent("archive/Huge.view"))
        let result = try CommandRunner.run(["check", "."], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("archive/Huge.view"), result.stderr)
    }

    func testTheNamedFileOwnProblemsStillCount() throws {
        let folder = try TemporaryFolder(["Next.view": next])
        try oversized(folder.url.appendingPathComponent("Home.view"))
        let result = try CommandRunner.run(["check", "Home.view"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
    }

    /// Without a configuration or a repository, a lone file's context is its own folder: the
    /// screen beside it resolves, one in a subfolder of a scratch folder is not read.
    func testAScratchFolderSubfoldersAreNotContext() throws {
        let home = "Screen {\n    title: \"Home\"\n    TableView {\n        Cell { title: \"Next\"; push: Next }\n"
            + "        Cell { title: \"Deep\"; push: Deep }\n    }\n}\n"
        let folder = try TemporaryFolder(["Home.view": home, "Next.view": next, "drafts/Deep.view": "Screen { title: \"Deep\" }\n"])
        let result = try CommandRunner.run(["check", "--format", "json", "Home.view"], in: folder.url)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        let diagnostics = (report["files"] as? [[String: Any]])?.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] } ?? []
        let unresolved = diagnostics.filter { $0["code"] as? String == "unresolved-screen" }
        XCTAssertEqual(unresolved.compactMap { ($0["range"] as? [String: Any])?["start"] as? [String: Int] }, [["line": 4, "character": 36]],
                       "only `push: Deep`: \(result.stdout)")
    }

    /// In a repository (a folder holding `.git`), a lone file's context is the whole repository.
    func testARepositoryIsALoneFileWorkspace() throws {
        let folder = try TemporaryFolder(["Screens/Home.view": home, "Detail/Next.view": next, "Detail/Big/Notes.txt": ""])
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try oversized(folder.url.appendingPathComponent("Detail/Big/Huge.view"))
        let result = try CommandRunner.run(["check", "Screens/Home.view"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains("unresolved-screen"), "Next.view is found across the repository: \(result.stdout)")
        XCTAssertEqual(result.stderr, "")
    }
}
