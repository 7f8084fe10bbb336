/// Noticing that the workspace changed, for live reload: every `.view` file
/// and `.viewls.json` below the root is stamped (size, modification and
/// change times, inode — a save through a temporary file and a rename
/// changes the inode even when size and time look the same), and a change
/// is any difference between two sets of stamps: a file edited, added or
/// removed. The stamps are the truth; inotify (Linux, through Glibc) only
/// wakes the watcher early: it watches the folders the walk entered, and
/// any event there ends the wait at once (after a short settle, so that a
/// save in several steps reloads once). Without inotify (or past its watch
/// limit) the watcher looks every `watchInterval` all the same. The walk
/// is `WorkspaceFolder`'s, the one a reload reads through (hidden folders,
/// `.build` and `node_modules` skipped, links followed only when they stay
/// inside the root, `exclude` applied), so the files stamped are the files
/// the preview shows, and each `.viewls.json` it read.
import Foundation
import ViewModel
import ViewRules

/// Where the server learns that it should reload. Called on the watcher thread only.
protocol PreviewChangeSource: Sendable {
    /// Whether anything changed since the last call (or since the source was made).
    func hasChanged() -> Bool
    /// Returns when something may have changed, or after `timeout` at the latest.
    func waitForActivity(upTo timeout: Duration)
}

extension PreviewChangeSource {
    func waitForActivity(upTo timeout: Duration) {
        Thread.sleep(forTimeInterval: PreviewServer.seconds(timeout))
    }
}

/// What a file's `stat` says that a save changes.
struct WorkspaceFileStamp: Equatable, Sendable {
    let size: Int64
    let modified: Int64
    let statusChanged: Int64
    let inode: UInt64
}

enum WorkspaceStamps {
    /// The files' stamps by path, and the folders the walk entered.
    struct Snapshot {
        var files: [String: WorkspaceFileStamp] = [:]
        var folders: [String] = []
    }

    /// The stamps of the `.view` files and `.viewls.json` files below `root`:
    /// those `WorkspaceFolder`'s walk reads, so the watcher sees what a reload reads.
    static func read(root: String) -> Snapshot {
        let listing = WorkspaceFolder.listing(root: root, knownCodes: Checker.knownCodes)
        var snapshot = Snapshot(files: [:], folders: listing.folders)
        for path in listing.viewFiles + listing.configurationFiles {
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            snapshot.files[path] = WorkspaceFileStamp(
                size: Int64(status.st_size),
                modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
                statusChanged: Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec),
                inode: UInt64(status.st_ino))
        }
        return snapshot
    }
}

/// The change source of `viewls preview --serve`: the workspace's stamps,
/// compared with the last call's, woken early by inotify.
final class WorkspaceChangePoller: PreviewChangeSource, @unchecked Sendable {
    let root: String
    /// How long a burst of events may go on before the stamps are compared.
    static let settle: Duration = .milliseconds(20)
    private let lock = NSLock()
    private var last: [String: WorkspaceFileStamp]
    /// The inotify descriptor, or -1 without one.
    private let notifications: Int32
    private var watchedFolders: Set<String> = []

    init(root: String) {
        self.root = root
        let snapshot = WorkspaceStamps.read(root: root)
        self.last = snapshot.files
        self.notifications = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        watch(snapshot.folders)
    }

    deinit {
        if notifications >= 0 { close(notifications) }
    }

    func hasChanged() -> Bool {
        let now = WorkspaceStamps.read(root: root)
        return lock.withLock {
            watch(now.folders)
            defer { last = now.files }
            return now.files != last
        }
    }

    func waitForActivity(upTo timeout: Duration) {
        guard notifications >= 0 else { return Thread.sleep(forTimeInterval: PreviewServer.seconds(timeout)) }
        var entry = pollfd(fd: notifications, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, SocketIO.milliseconds(timeout)) > 0 else { return }
        Thread.sleep(forTimeInterval: PreviewServer.seconds(Self.settle))
        var events = [UInt8](repeating: 0, count: 16 * 1024)
        while events.withUnsafeMutableBytes({ read(notifications, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Adds a watch on each folder not watched yet (a folder that goes away loses its watch by itself).
    private func watch(_ folders: [String]) {
        guard notifications >= 0 else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO)
        for folder in folders where !watchedFolders.contains(folder) {
            if inotify_add_watch(notifications, folder, mask) >= 0 { watchedFolders.insert(folder) }
        }
    }
}
