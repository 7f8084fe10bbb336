/// Where image sizes come from: an `ImageStore` answers a path's PNG header.
/// `FileImageStore` reads regular files below the workspace root (no links
/// out, the header only — and the chunk headers up to the image data for
/// greyscale and RGB images —, none over 32 MiB; the whole file, when a rule asks
/// for its pixels and it is small enough); `MemoryImageStore` serves
/// tests and editors' unsaved images.
import Foundation

/// The size of an image file and the scale its name gives it.
public struct ImageInfo: Sendable, Equatable {
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// 1, 2 or 3, from an `@2x`/`@3x` suffix before the extension.
    public let scale: Int
    /// The PNG colour type (`PNGHeader.Info.colourType`).
    public let colourType: Int
    /// Every pixel is opaque: a greyscale, RGB or palette image with no `tRNS` chunk.
    public let lacksAlpha: Bool

    public init(pixelWidth: Int, pixelHeight: Int, scale: Int, colourType: Int = 6, lacksAlpha: Bool = false) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.colourType = colourType
        self.lacksAlpha = lacksAlpha
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
    /// Permission denied or an input/output error.
    case unreadable
    case notPNG
    /// The PNG signature, then too few bytes or no valid IHDR size.
    case damagedHeader
    /// Over `DiskAccess.imageSizeLimit`.
    case tooLarge
    /// A folder, FIFO, socket or device.
    case notRegularFile

    /// The problem of a PNG header that could not be read.
    init(_ problem: PNGHeader.Problem) {
        self = problem == .notPNG ? .notPNG : .damagedHeader
    }
}

/// Whether an image path names a file (`missing-image`).
public enum ImagePresence: Sendable, Equatable {
    case present
    case missing
    /// The path, or a link on it, leads out of the workspace root: not looked at.
    case outsideWorkspace
}

public protocol ImageStore: Sendable {
    /// What the header of the PNG at an absolute, standardized path says.
    func header(atPath path: String) -> Result<PNGHeader.Info, ImageProblem>
    /// Whether a file is at an absolute, standardized path: no byte of it is read.
    func presence(atPath path: String) -> ImagePresence
    /// The names of the entries of a folder below the root (for did-you-mean), at most `limit`, sorted.
    func names(inFolder folder: String, limit: Int) -> [String]
    /// What the pixels of the PNG at an absolute, standardized path show: nil when it cannot be read or decoded
    /// (too large for `PNGPixels`, interlaced, damaged).
    func pixels(atPath path: String) -> PNGPixels.Summary?
}

extension ImageStore {
    public func presence(atPath path: String) -> ImagePresence {
        switch header(atPath: path) {
        case .failure(.missing): return .missing
        case .failure(.outsideWorkspace): return .outsideWorkspace
        default: return .present
        }
    }

    public func names(inFolder folder: String, limit: Int) -> [String] { [] }

    public func pixels(atPath path: String) -> PNGPixels.Summary? { nil }

    /// The pixel size of the PNG at an absolute, standardized path.
    public func size(atPath path: String) -> Result<(width: Int, height: Int), ImageProblem> {
        header(atPath: path).map { ($0.width, $0.height) }
    }
}

/// Reads PNG headers from disk, only below `root`.
public struct FileImageStore: ImageStore {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    public func header(atPath path: String) -> Result<PNGHeader.Info, ImageProblem> {
        guard let realRoot = DiskAccess.realPath(root) else { return .failure(.missing) }
        guard DiskAccess.kind(of: path) != .missing else { return .failure(.missing) }
        // Links are followed only while they stay inside the root.
        guard let real = DiskAccess.realPath(path), DiskAccess.isInside(real, root: realRoot) else {
            return .failure(.outsideWorkspace)
        }
        let head = Self.read(real, count: PNGHeader.infoByteCount).flatMap { PNGHeader.info(of: $0).mapError(ImageProblem.init) }
        // Greyscale, RGB and palette images: the chunks up to the image data say whether a `tRNS` chunk makes pixels transparent.
        guard case .success(let info) = head, PNGHeader.needsChunkScan(info.colourType) else { return head }
        return Self.read(real, count: PNGHeader.chunkScanLimit).flatMap { PNGHeader.info(of: $0).mapError(ImageProblem.init) }
    }

    public func presence(atPath path: String) -> ImagePresence {
        guard let realRoot = DiskAccess.realPath(root), DiskAccess.kind(of: path) != .missing else { return .missing }
        guard let real = DiskAccess.realPath(path), DiskAccess.isInside(real, root: realRoot) else { return .outsideWorkspace }
        return .present
    }

    /// The whole file, when it is small enough for `PNGPixels` (one byte more is read to know), below the root only.
    public func pixels(atPath path: String) -> PNGPixels.Summary? {
        guard let realRoot = DiskAccess.realPath(root), let real = DiskAccess.realPath(path), DiskAccess.isInside(real, root: realRoot),
              case .success(let bytes) = Self.read(real, count: PNGPixels.maximumFileBytes + 1), bytes.count <= PNGPixels.maximumFileBytes
        else { return nil }
        return try? PNGPixels.summary(of: bytes).get()
    }

    /// Only a folder whose real path lies below the root's is listed.
    public func names(inFolder folder: String, limit: Int) -> [String] {
        guard let realRoot = DiskAccess.realPath(root), let real = DiskAccess.realPath(folder),
              real == realRoot || DiskAccess.isInside(real, root: realRoot) else { return [] }
        return Array((DiskAccess.contents(ofFolder: real) ?? []).sorted().prefix(limit))
    }

    /// Regular files only, opened without blocking, so a FIFO or a device never hangs the check.
    static func read(_ path: String, count: Int) -> Result<[UInt8], ImageProblem> {
        switch DiskAccess.readPrefix(path, count: count, limit: DiskAccess.imageSizeLimit) {
        case .success(let bytes): return .success(bytes)
        case .failure(.missing): return .failure(.missing)
        case .failure(.notRegularFile): return .failure(.notRegularFile)
        case .failure(.tooLarge): return .failure(.tooLarge)
        case .failure(.unreadable): return .failure(.unreadable)
        }
    }
}

/// Images held in memory by path, as PNG bytes (or their first bytes).
public struct MemoryImageStore: ImageStore {
    public var files: [String: [UInt8]]

    public init(_ files: [String: [UInt8]] = [:]) {
        self.files = files
    }

    public func header(atPath path: String) -> Result<PNGHeader.Info, ImageProblem> {
        guard let bytes = files[path] else { return .failure(.missing) }
        return PNGHeader.info(of: bytes).mapError(ImageProblem.init)
    }

    public func presence(atPath path: String) -> ImagePresence { files[path] == nil ? .missing : .present }

    public func pixels(atPath path: String) -> PNGPixels.Summary? {
        files[path].flatMap { try? PNGPixels.summary(of: $0).get() }
    }

    public func names(inFolder folder: String, limit: Int) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let names = files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.filter { !$0.contains("/") }
        return Array(names.sorted().prefix(limit))
    }
}
