/// Where image sizes come from: an `ImageStore` answers a path's PNG header.
/// `FileImageStore` reads files below the workspace root (no links out, the
/// header only); `MemoryImageStore` serves tests and editors' unsaved images.
import Foundation

/// The size of an image file and the scale its name gives it.
public struct ImageInfo: Sendable, Equatable {
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// 1, 2 or 3, from an `@2x`/`@3x` suffix before the extension.
    public let scale: Int

    public init(pixelWidth: Int, pixelHeight: Int, scale: Int) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    public var pointWidth: Double { Double(pixelWidth) / Double(scale) }
    public var pointHeight: Double { Double(pixelHeight) / Double(scale) }

    /// The scale an image path's name gives: `icon@2x.png` is 2.
    public static func scale(ofPath path: String) -> Int {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? name
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}

/// Why an image's size is unknown.
public enum ImageProblem: Error, Sendable, Equatable {
    case missing
    case outsideWorkspace
    case unreadable
    case notPNG
}

public protocol ImageStore: Sendable {
    /// The pixel size of the PNG at an absolute, standardized path.
    func size(atPath path: String) -> Result<(width: Int, height: Int), ImageProblem>
}

/// Reads PNG headers from disk, only below `root`.
public struct FileImageStore: ImageStore {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    public func size(atPath path: String) -> Result<(width: Int, height: Int), ImageProblem> {
        guard let realRoot = Self.realPath(root) else { return .failure(.missing) }
        guard FileManager.default.fileExists(atPath: path) else { return .failure(.missing) }
        // Links are followed only while they stay inside the root.
        guard let real = Self.realPath(path), real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
            return .failure(.outsideWorkspace)
        }
        guard let handle = FileHandle(forReadingAtPath: real) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: PNGHeader.byteCount) else { return .failure(.unreadable) }
        switch PNGHeader.size(of: [UInt8](data)) {
        case .success(let size): return .success(size)
        case .failure(.notPNG): return .failure(.notPNG)
        case .failure: return .failure(.unreadable)
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Images held in memory by path, as PNG bytes (or their first bytes).
public struct MemoryImageStore: ImageStore {
    public var files: [String: [UInt8]]

    public init(_ files: [String: [UInt8]] = [:]) {
        self.files = files
    }

    public func size(atPath path: String) -> Result<(width: Int, height: Int), ImageProblem> {
        guard let bytes = files[path] else { return .failure(.missing) }
        switch PNGHeader.size(of: bytes) {
        case .success(let size): return .success(size)
        case .failure(.notPNG): return .failure(.notPNG)
        case .failure: return .failure(.unreadable)
        }
    }
}
