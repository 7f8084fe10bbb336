/// Writing files so that they are never half written: the new bytes go to a
/// temporary file beside the target (`.NAME.viewls-tmp`, created exclusively),
/// are flushed to disk, and then replace the target by a rename. The original
/// keeps its permissions; on any failure it is left untouched and the
/// temporary file is removed.
import Foundation

enum SafeWriter {
    static func temporaryPath(for path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        return (folder.isEmpty ? "." : folder) + "/.\(name).viewls-tmp"
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = temporaryPath(for: path)
        var status = stat()
        if lstat(temporary, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG {
            unlink(temporary)  // left behind by an interrupted run
        }
        var mode: mode_t = 0o644
        if stat(path, &status) == 0 { mode = status.st_mode & 0o7777 }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw UsageError("cli.usage.cannot-write.temporary", ["path": WorkspaceLoader.display(path)]) }
        var written = 0
        let result: Bool = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count <= 0 { return false }
                written += count
            }
            return fsync(descriptor) == 0
        }
        let closed = close(descriptor) == 0
        guard result, closed else {
            unlink(temporary)
            throw UsageError("cli.usage.cannot-write.refused", ["path": WorkspaceLoader.display(path)])
        }
        fchmodIfNeeded(temporary, mode)
        guard rename(temporary, path) == 0 else {
            // The system's own wording of the error (English: the process keeps the C locale).
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw UsageError("cli.usage.cannot-write", ["path": WorkspaceLoader.display(path), "reason": reason])
        }
    }

    private static func fchmodIfNeeded(_ path: String, _ mode: mode_t) {
        chmod(path, mode)
    }
}
