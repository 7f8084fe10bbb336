/// The sizes viewls accepts, so that memory and output stay bounded whatever
/// is on disk: a `.view` file larger than `maximumViewFileBytes` or a
/// `.viewls.json` larger than `maximumConfigurationBytes` is not read (the
/// command line names it and exits 2; the server shows one diagnostic), and
/// a file's syntax errors are reported up to `maximumSyntaxDiagnostics`,
/// then one diagnostic counts the rest. docs/checking.md, "Limits".
import Foundation

public enum InputLimits {
    /// 8 MiB: a hand-written screen is a few kilobytes; checking costs about
    /// 25 bytes of memory per byte of a realistic screen (Benchmarks/memory.py).
    public static let maximumViewFileBytes = 8 * 1024 * 1024
    /// 1 MiB: a configuration names a few dozen rules.
    public static let maximumConfigurationBytes = 1024 * 1024
    /// Syntax errors reported per file before one `syntax/too-many-errors`
    /// diagnostic counts the rest (as compilers stop after a number of errors).
    public static let maximumSyntaxDiagnostics = 100

    /// What reading a file gave.
    public enum Contents: Equatable, Sendable {
        case bytes([UInt8])
        /// Larger than the limit for its kind; `size` is its size in bytes.
        case tooLarge(size: Int)
        /// Missing, not a regular file, or refused by the system.
        case unreadable
    }

    /// The limit for a file: the configuration's for a `.viewls.json`, else the `.view` files'.
    public static func limit(for path: String) -> Int {
        (path as NSString).lastPathComponent == ConfigurationLoader.fileName ? maximumConfigurationBytes : maximumViewFileBytes
    }

    /// Reads a regular file of at most `limit(for: path)` bytes; never more
    /// than one byte past the limit is read, and nothing waits on a pipe.
    public static func read(_ path: String) -> Contents {
        let limit = limit(for: path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .unreadable }
        if Int(status.st_size) > limit { return .tooLarge(size: Int(status.st_size)) }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { return .tooLarge(size: count) }  // it grew while being read
                bytes += [UInt8](repeating: 0, count: max(4096, count))
            }
            let read = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 { if errno == EINTR { continue } else { return .unreadable } }
            if read == 0 { break }
            count += read
        }
        if count > limit { return .tooLarge(size: count) }
        bytes.removeSubrange(count...)
        return .bytes(bytes)
    }

    /// The file's bytes, or nil when it cannot be read or is over its limit:
    /// what `WorkspaceFolder` calls in place of `FileManager.contents(atPath:)`.
    public static func contents(of path: String) -> [UInt8]? {
        if case .bytes(let bytes) = read(path) { return bytes }
        return nil
    }

    /// The file's size when it is over its limit, else nil.
    public static func oversize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, Int(status.st_size) > limit(for: path) else { return nil }
        return Int(status.st_size)
    }

    /// A size in MiB with one decimal, rounded up, so a file just over a
    /// limit never reads as equal to it ("8.1").
    public static func mebibytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 1024 * 1024 - 1) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
