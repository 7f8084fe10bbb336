/// `file://` URIs ↔ absolute paths, as clients send and expect them.
import Foundation

enum FileURI {
    /// The absolute, standardized path of a `file://` URI; nil for other schemes.
    static func path(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The folder, below a workspace root, where `untitled:` documents are
    /// given paths. Hidden, so no workspace read ever finds a file there, and
    /// nothing is ever read from or written to it: the paths are names.
    static let untitledFolder = ".viewls-untitled"

    /// The path an `untitled:` document is checked at: a screen of its own,
    /// named after the URI's name with only letters and digits kept
    /// (`untitled:Untitled-1` → `Untitled1.view`), below `root`'s
    /// `untitledFolder`, so the root's configuration applies to it.
    static func untitledPath(_ uri: String, root: String) -> String? {
        guard uri.hasPrefix("untitled:") else { return nil }
        let name = String(uri.dropFirst("untitled:".count)).removingPercentEncoding ?? ""
        let kept = name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) && $0.isASCII }
        var typeName = String(String.UnicodeScalarView(kept.prefix(64)))
        if typeName.isEmpty || typeName.first!.isNumber { typeName = "Untitled" + typeName }
        typeName = typeName.prefix(1).uppercased() + typeName.dropFirst()
        return (root.isEmpty ? "" : root) + "/\(untitledFolder)/\(typeName).view"
    }

    static func uri(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
