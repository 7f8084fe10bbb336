/// Writing files so that they are never half written: the new bytes go to a
/// temporary file beside the target, which then replaces it by a rename. The
/// original keeps its permissions; on any failure it is left untouched.
import Foundation

enum SafeWriter {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).viewls-\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw UsageError(message: "cannot write '\(path)': the folder is not writable")
        }
        if let attributes = try? manager.attributesOfItem(atPath: path), let permissions = attributes[.posixPermissions] {
            try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: temporary)
            throw UsageError(message: "cannot write '\(path)': \(reason)")
        }
    }
}
