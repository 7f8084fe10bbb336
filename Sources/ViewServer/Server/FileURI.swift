/// `file://` URIs ↔ absolute paths, as clients send and expect them.
import Foundation

enum FileURI {
    /// The absolute, standardized path of a `file://` URI; nil for other schemes.
    static func path(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    static func uri(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
