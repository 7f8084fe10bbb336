/// Paths into the repository for tests, and the switch that rewrites expectations.
public import Foundation

public enum Repository {
    /// The repository root, found from this file's path (`Tests/ViewTestSupport/`).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    public static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// `UPDATE_EXPECT=1 swift test` rewrites expected outputs instead of comparing.
    public static var updatingExpectations: Bool {
        ProcessInfo.processInfo.environment["UPDATE_EXPECT"] == "1"
    }

    /// The files in a folder of the repository with the given extension, sorted.
    public static func files(in relativePath: String, withExtension ext: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: url(relativePath), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == ext }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
