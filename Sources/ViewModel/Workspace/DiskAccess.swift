/// The only way viewls reads files and folders: real paths (every symbolic
/// link resolved) checked against the workspace root's real path, regular
/// files only, opened without blocking (a FIFO never hangs a read) and
/// checked again on the open descriptor, and a cap on how much is read.
import Foundation

public enum DiskAccess {
    /// The largest image file whose header is read: 32 MiB.
    public static let imageSizeLimit = 32 << 20

    /// Why a file was not read.
    public enum Problem: Error, Sendable, Equatable {
        case missing
        /// A FIFO, socket, device or folder where a file was expected.
        case notRegularFile
        case tooLarge
        /// Permission denied or an input/output error.
        case unreadable
    }

    /// What a path names, following links (`stat`).
    public enum Kind: Sendable, Equatable {
        case missing, directory, regular, other
    }

    public static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        default: return .other
        }
    }

    /// Whether the path itself is a symbolic link (`lstat`).
    public static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// The path with every link, `.` and `..` resolved; nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `root` or below it (both absolute and standardized).
    public static func isInside(_ path: String, root: String) -> Bool {
        path == root || root == "/" || path.hasPrefix(root + "/")
    }

    /// `path` made absolute against `folder` with `.`, `..` and repeated
    /// slashes removed by the text alone: links are not resolved, so a path
    /// keeps the names it was given (as a shell's `cd` does).
    public static func lexicalPath(_ path: String, in folder: String) -> String {
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Reads a whole regular file of at most `limit` bytes (by default the
    /// limit `InputLimits` sets for the file's kind).
    public static func read(_ path: String, limit: Int? = nil) -> Result<[UInt8], Problem> {
        read(path, limit: limit ?? InputLimits.limit(for: path), upTo: nil)
    }

    /// The first `count` bytes (fewer if the file is shorter) of a regular
    /// file of at most `limit` bytes.
    public static func readPrefix(_ path: String, count: Int, limit: Int) -> Result<[UInt8], Problem> {
        read(path, limit: limit, upTo: count)
    }

    private static func read(_ path: String, limit: Int, upTo count: Int?) -> Result<[UInt8], Problem> {
        // O_NONBLOCK: opening a FIFO without a writer returns at once instead of waiting for one.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .failure(.missing)
            case ENXIO, ENODEV, EISDIR: return .failure(.notRegularFile)
            default: return .failure(.unreadable)
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegularFile) }
        guard Int(status.st_size) <= limit else { return .failure(.tooLarge) }
        let wanted = min(count ?? limit, limit)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(wanted, Int(status.st_size)))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // To the end even when the size said less (a file still growing), but never past the cap.
        while bytes.count < wanted {
            let asked = min(chunk.count, wanted - bytes.count)
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, asked) }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable)
            }
            if got == 0 { break }
            bytes += chunk[0..<got]
        }
        if count == nil, bytes.count >= limit {
            // Grown past the cap since `fstat`: one more byte says so.
            var extra: UInt8 = 0
            if Foundation.read(descriptor, &extra, 1) > 0 { return .failure(.tooLarge) }
        }
        return .success(bytes)
    }

    /// The names in a folder (without `.` and `..`), or nil when it cannot be read.
    public static func contents(ofFolder path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
