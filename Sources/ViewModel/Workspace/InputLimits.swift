/// The sizes viewls accepts, so that memory and output stay bounded whatever
/// is on disk: a `.view` file larger than `maximumViewFileBytes` or a
/// `.viewls.json` larger than `maximumConfigurationBytes` is not read
/// (`DiskAccess.read` refuses it; the command line names it and exits 2; the
/// server shows one diagnostic on an open document that large), and
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

    /// The limit for a file: the configuration's for a `.viewls.json`, else the `.view` files'.
    public static func limit(for path: String) -> Int {
        (path as NSString).lastPathComponent == ConfigurationLoader.fileName ? maximumConfigurationBytes : maximumViewFileBytes
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
