/// Where a preview's images come from: PNG files below the workspace root
/// (real paths checked against the root's, so a link never leads out; regular
/// files only; none over the size cap), inlined as `data:` URIs up to a total
/// per drawing; or bytes held in memory, for tests and editors.
import Foundation
import ViewModel

public protocol PreviewImageSource: Sendable {
    /// The bytes of the PNG at an absolute, standardized path; nil when it may
    /// not be read, cannot be, is larger than `limit` or is not a PNG.
    func pngBytes(atPath path: String, limit: Int) -> [UInt8]?
}

/// PNG files below a workspace root.
public struct WorkspaceImageFiles: PreviewImageSource {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    public func pngBytes(atPath path: String, limit: Int) -> [UInt8]? {
        guard let realRoot = DiskAccess.realPath(root), let real = DiskAccess.realPath(path),
              DiskAccess.isInside(real, root: realRoot) else { return nil }
        guard case .success(let bytes) = DiskAccess.read(real, limit: limit) else { return nil }
        return PreviewImages.isPNG(bytes) ? bytes : nil
    }
}

/// PNG bytes by absolute path, held in memory.
public struct MemoryImageFiles: PreviewImageSource {
    public var files: [String: [UInt8]]

    public init(_ files: [String: [UInt8]]) {
        self.files = files
    }

    public func pngBytes(atPath path: String, limit: Int) -> [UInt8]? {
        guard let bytes = files[path], bytes.count <= limit, PreviewImages.isPNG(bytes) else { return nil }
        return bytes
    }
}

/// The images one drawing inlines: each read once, none past the caps.
struct PreviewImages {
    let source: (any PreviewImageSource)?
    let imageLimit: Int
    let totalLimit: Int
    private var inlined: [String: String?] = [:]
    private var used = 0

    init(source: (any PreviewImageSource)?, imageLimit: Int, totalLimit: Int) {
        self.source = source
        self.imageLimit = imageLimit
        self.totalLimit = totalLimit
    }

    static func isPNG(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// A `data:` URI for the image written as `relative` in the file at `filePath`; nil for none.
    mutating func dataURI(_ relative: String, from filePath: String) -> String? {
        guard let source, !relative.isEmpty, !relative.hasPrefix("system.") else { return nil }
        let folder = (filePath as NSString).deletingLastPathComponent
        let path = DiskAccess.lexicalPath(relative, in: folder.isEmpty ? "/" : folder)
        if let known = inlined[path] { return known }
        var result: String?
        if used < totalLimit, let bytes = source.pngBytes(atPath: path, limit: min(imageLimit, totalLimit - used)) {
            used += bytes.count
            result = "data:image/png;base64," + Data(bytes).base64EncodedString()
        }
        inlined[path] = result
        return result
    }
}
