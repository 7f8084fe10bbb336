/// Noticing that the workspace changed, for live reload: every `.view` file
/// and `.viewls.json` below the root is stamped (size, modification and
/// change times, inode — a save through a temporary file and a rename
/// changes the inode even when size and time look the same), and a change
/// is any difference between two sets of stamps: a file edited, added or
/// removed. Polling with `stat` needs nothing beyond POSIX; at 250 ms it
/// costs about a `stat` per entry of the tree, four times a second. The walk
/// enters the folders `WorkspaceFolder` enters (hidden ones, `.build` and
/// `node_modules` skipped) and follows links only when they stay inside the
/// root; `exclude` is not applied, so an excluded file's change costs one
/// unneeded reload.
import Foundation
import ViewModel

/// Where the server learns that it should reload. Called on the watcher thread only.
protocol PreviewChangeSource: Sendable {
    /// Whether anything changed since the last call (or since the source was made).
    func hasChanged() -> Bool
}

/// What a file's `stat` says that a save changes.
struct WorkspaceFileStamp: Equatable, Sendable {
    let size: Int64
    let modified: Int64
    let statusChanged: Int64
    let inode: UInt64
}

enum WorkspaceStamps {
    /// The stamps of the `.view` files and `.viewls.json` files below `root`, by path.
    static func read(root: String) -> [String: WorkspaceFileStamp] {
        guard let realRoot = DiskAccess.realPath(root) else { return [:] }
        var stamps: [String: WorkspaceFileStamp] = [:]
        var visited: Set<String> = []
        var pending = [(path: root, real: realRoot)]
        while let (folder, real) = pending.popLast() {
            guard visited.insert(real).inserted, let names = DiskAccess.contents(ofFolder: folder) else { continue }
            for name in names {
                let path = folder == "/" ? "/" + name : folder + "/" + name
                var status = stat()
                guard stat(path, &status) == 0 else { continue }
                var realPath = real == "/" ? "/" + name : real + "/" + name
                if DiskAccess.isLink(path) {
                    guard let resolved = DiskAccess.realPath(path), DiskAccess.isInside(resolved, root: realRoot) else { continue }
                    realPath = resolved
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR where !WorkspaceFolder.isSkippedFolder(name):
                    pending.append((path, realPath))
                case S_IFREG where name.hasSuffix(".view") || name == ConfigurationLoader.fileName:
                    stamps[path] = WorkspaceFileStamp(
                        size: Int64(status.st_size),
                        modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
                        statusChanged: Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec),
                        inode: UInt64(status.st_ino))
                default:
                    continue
                }
            }
        }
        return stamps
    }
}

/// The change source of `viewls preview --serve`: the workspace's stamps, compared with the last call's.
final class WorkspaceChangePoller: PreviewChangeSource, @unchecked Sendable {
    let root: String
    private let lock = NSLock()
    private var last: [String: WorkspaceFileStamp]

    init(root: String) {
        self.root = root
        self.last = WorkspaceStamps.read(root: root)
    }

    func hasChanged() -> Bool {
        let now = WorkspaceStamps.read(root: root)
        return lock.withLock {
            defer { last = now }
            return now != last
        }
    }
}
