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
/// the preview shows, and each `.viewls.json` it read. A file opened or
/// written and not yet closed (inotify told of the open and not yet of the
/// close) may be a save under way, so it is no change yet: a save in place
/// truncates the file as it opens it and writes it after (the truncation
/// itself raises no event), and a reload in between drew an empty file —
/// the screen gone from the gallery, its open page reloaded into a 404 that
/// live reload could not leave. Stamps must also hold still for `settle`.
/// A file kept open longer than `unfinishedWriteLimit` is not waited for.
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
    /// How long a file written and not closed holds the reload back.
    let unfinishedWriteLimit: Duration
    private let lock = NSLock()
    private var last: [String: WorkspaceFileStamp]
    /// The inotify descriptor, or -1 without one.
    private let notifications: Int32
    private var watchedFolders: Set<String> = []
    /// Files being written (a write seen, its close not yet), by watch and name, with when the first write was seen.
    private var unfinishedWrites: [String: ContinuousClock.Instant] = [:]

    init(root: String, unfinishedWriteLimit: Duration = .seconds(2)) {
        self.root = root
        self.unfinishedWriteLimit = unfinishedWriteLimit
        let snapshot = WorkspaceStamps.read(root: root)
        self.last = snapshot.files
        self.notifications = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        watch(snapshot.folders)
    }

    deinit {
        if notifications >= 0 { close(notifications) }
    }

    /// Whether the stamps differ from the last call's — once they hold still: not while a watched file is being
    /// written, and not when they differ again `settle` later. The stamps are read first and the events after, so a
    /// save that began before the read is known to be under way; the second read catches a truncation whose event
    /// the kernel queues only after the file's size shows it (a file system's truncation takes its time).
    func hasChanged() -> Bool {
        let first = WorkspaceStamps.read(root: root)
        let differs = lock.withLock {
            watch(first.folders)
            return writesSettled() && first.files != last
        }
        guard differs else { return false }
        Thread.sleep(forTimeInterval: PreviewServer.seconds(Self.settle))
        let second = WorkspaceStamps.read(root: root)
        return lock.withLock {
            watch(second.folders)
            guard writesSettled(), second.files == first.files else { return false }
            last = second.files
            return true
        }
    }

    /// Whether no watched file is being written (under the lock), after reading the pending events; a write older
    /// than `unfinishedWriteLimit` no longer counts.
    private func writesSettled() -> Bool {
        readEvents()
        let clock = ContinuousClock.now
        unfinishedWrites = unfinishedWrites.filter { clock - $0.value < unfinishedWriteLimit }
        return unfinishedWrites.isEmpty
    }

    /// Waits for an event that can end a save (a write alone does not: its close follows), then lets a burst settle.
    func waitForActivity(upTo timeout: Duration) {
        guard notifications >= 0 else { return Thread.sleep(forTimeInterval: PreviewServer.seconds(timeout)) }
        let deadline = ContinuousClock.now + timeout
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return }
            var entry = pollfd(fd: notifications, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, max(1, SocketIO.milliseconds(left))) > 0 else { return }
            if lock.withLock({ readEvents() }) { break }
        }
        Thread.sleep(forTimeInterval: PreviewServer.seconds(Self.settle))
        lock.withLock { _ = readEvents() }
    }

    /// Reads the pending events (under the lock), noting the files being written; whether any event was more than a write.
    @discardableResult
    private func readEvents() -> Bool {
        guard notifications >= 0 else { return false }
        var more = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(notifications, $0.baseAddress, $0.count) }
            guard count > 0 else { return more }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (descriptor, mask, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                let key = "\(descriptor)/" + name
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { unfinishedWrites = [:] }
                // Only the files a reload reads: an editor's swap file stays open while it is written.
                if mask & UInt32(IN_OPEN | IN_MODIFY) != 0, name.hasSuffix(".view") || name == ".viewls.json" {
                    if unfinishedWrites[key] == nil { unfinishedWrites[key] = ContinuousClock.now }
                }
                if mask & UInt32(IN_CLOSE_WRITE | IN_CLOSE_NOWRITE | IN_DELETE | IN_MOVED_FROM) != 0 { unfinishedWrites[key] = nil }
                // A reader's open and close (a reload's own, the walk's of each folder), and a write whose close is
                // to come, end no wait.
                if mask & ~UInt32(IN_OPEN | IN_MODIFY | IN_CLOSE_NOWRITE | IN_ISDIR) != 0 { more = true }
                offset += header + length
            }
        }
    }

    /// Adds a watch on each folder not watched yet (a folder that goes away loses its watch by itself).
    private func watch(_ folders: [String]) {
        guard notifications >= 0 else { return }
        let mask = UInt32(IN_OPEN | IN_CLOSE_NOWRITE | IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO)
        for folder in folders where !watchedFolders.contains(folder) {
            if inotify_add_watch(notifications, folder, mask) >= 0 { watchedFolders.insert(folder) }
        }
    }
}
