/// Writing files the way editors do (Vim's `backupcopy=auto`): the file keeps
/// its mode, owner, group and hard links, a symbolic link stays a link and
/// its target gets the new bytes, and a read-only file is an error.
///
/// - A file with one link whose owner and group can be given to a new file
///   is replaced atomically: the bytes go to a temporary file beside it
///   (`.viewls-XXXXXX`, short whatever the file's name), are flushed, get the
///   file's mode, owner and group, and a rename puts them in place.
/// - Otherwise (hard links, or an owner this process cannot give) the file is
///   rewritten in place after a full copy of its old bytes was flushed to a
///   temporary file beside it; on a write error the old bytes are written back,
///   and an interrupted run leaves that copy behind.
///
/// "Read-only" is decided from the mode bits, as editors warn: no write bit
/// at all, or no write access for this user. Root may write a 0444 file; viewls
/// does not. Nothing is written then. docs/checking.md, "Fixes".
import Foundation

enum SafeWriter {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let display = WorkspaceLoader.display(path)
        var existing = stat()
        if lstat(path, &existing) != 0, errno == ENOENT {
            // A new file (a baseline): created whole, 0644 as before, through the rename.
            existing.st_uid = getuid()
            existing.st_gid = getgid()
            existing.st_mode = S_IFREG | 0o644
            let folder = (path as NSString).deletingLastPathComponent
            guard try replace(path, in: folder.isEmpty ? "." : folder, with: bytes, keeping: existing, display: display) else {
                throw UsageError("cli.usage.cannot-write.temporary", ["path": display])
            }
            return
        }
        // A symbolic link stays a link: its target gets the bytes.
        guard let resolved = realpath(path, nil) else {
            throw UsageError("cli.usage.cannot-write", ["path": display, "reason": String(cString: strerror(errno))])
        }
        let target = String(cString: resolved)
        free(resolved)
        var status = stat()
        guard stat(target, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw UsageError("cli.usage.cannot-write", ["path": display, "reason": String(cString: strerror(errno == 0 ? EINVAL : errno))])
        }
        guard status.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
            throw UsageError("cli.usage.read-only", ["path": display])
        }
        let folder = (target as NSString).deletingLastPathComponent
        if status.st_nlink == 1, try replace(target, in: folder, with: bytes, keeping: status, display: display) { return }
        try rewriteInPlace(target, in: folder, with: bytes, display: display)
    }

    /// The atomic way: false (nothing changed) when the new file cannot take the old one's owner and group.
    private static func replace(_ target: String, in folder: String, with bytes: [UInt8], keeping status: stat,
                                display: String) throws -> Bool {
        let (descriptor, temporary) = try temporaryFile(in: folder, display: display)
        guard fchown(descriptor, status.st_uid, status.st_gid) == 0 else {
            close(descriptor)
            unlink(temporary)
            return false
        }
        let written = writeAll(descriptor, bytes) && fchmod(descriptor, status.st_mode & 0o7777) == 0 && fsync(descriptor) == 0
        guard close(descriptor) == 0, written else {
            unlink(temporary)
            throw UsageError("cli.usage.cannot-write.refused", ["path": display])
        }
        guard rename(temporary, target) == 0 else {
            // The system's own wording of the error (English: the process keeps the C locale).
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw UsageError("cli.usage.cannot-write", ["path": display, "reason": reason])
        }
        return true
    }

    /// In place, after a flushed copy of the old bytes; on an error the old bytes are written back.
    private static func rewriteInPlace(_ target: String, in folder: String, with bytes: [UInt8], display: String) throws {
        guard let old = FileManager.default.contents(atPath: target).map(Array.init) else {
            throw UsageError("cli.usage.cannot-write", ["path": display, "reason": String(cString: strerror(errno))])
        }
        let (copy, backup) = try temporaryFile(in: folder, display: display)
        let copied = writeAll(copy, old) && fsync(copy) == 0
        guard close(copy) == 0, copied else {
            unlink(backup)
            throw UsageError("cli.usage.cannot-write.temporary", ["path": display])
        }
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            unlink(backup)
            throw UsageError("cli.usage.cannot-write", ["path": display, "reason": reason])
        }
        defer { close(descriptor) }
        if overwrite(descriptor, with: bytes) {
            unlink(backup)
            return
        }
        if overwrite(descriptor, with: old) { unlink(backup) }
        throw UsageError("cli.usage.cannot-write.refused", ["path": display])
    }

    private static func overwrite(_ descriptor: Int32, with bytes: [UInt8]) -> Bool {
        lseek(descriptor, 0, SEEK_SET) == 0 && writeAll(descriptor, bytes)
            && ftruncate(descriptor, off_t(bytes.count)) == 0 && fsync(descriptor) == 0
    }

    /// A new file beside the target, created exclusively with a short name (a
    /// name of 255 bytes leaves no room for a suffix).
    private static func temporaryFile(in folder: String, display: String) throws -> (Int32, String) {
        var template = Array((folder + "/.viewls-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw UsageError("cli.usage.cannot-write.temporary", ["path": display]) }
        return (descriptor, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return false }
                written += count
            }
            return true
        }
    }
}
