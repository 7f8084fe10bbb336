/// Rules ask for image sizes (and whether an image has alpha) through `ImageLookup`: it resolves an image
/// value against the file that wrote it, keeps the lookup inside the
/// workspace root, and remembers every image it could not read so that the
/// engine reports each once as an `unreadable-image` note.
import Foundation

public final class ImageLookup: @unchecked Sendable {
    let store: any ImageStore
    let root: String
    private let lock = NSLock()
    private var problems: [SourceLocation: (path: String, problem: ImageProblem)] = [:]
    /// Whether each resolved path names a file, asked once per check.
    private var presences: [String: ImagePresence] = [:]
    /// Each resolved path's pixels, decoded once per check.
    private var decoded: [String: PNGPixels.Summary?] = [:]

    public init(store: any ImageStore, root: String) {
        self.store = store
        self.root = root
    }

    /// A lookup over the same images whose problems are its own: for readers
    /// such as the layout, whose lookups must not become the check's notes.
    public func separate() -> ImageLookup {
        ImageLookup(store: store, root: root)
    }

    /// The size of the image a value names: nil for `system.NAME` images, for
    /// values that are not images, and for files it cannot read (those are
    /// remembered at `range` in `path`, the file that wrote the value).
    public func image(_ value: Value, at range: Range<Int>, in path: String) -> ImageInfo? {
        guard case .string(let relative) = value, !relative.isEmpty else { return nil }
        guard let resolved = Self.resolve(relative, from: path), Self.isInside(resolved, root: root) else {
            record(SourceLocation(path: path, range: range), relative, .outsideWorkspace)
            return nil
        }
        switch store.header(atPath: resolved) {
        case .success(let header):
            return ImageInfo(pixelWidth: header.width, pixelHeight: header.height, scale: ImageInfo.scale(ofPath: resolved),
                             colourType: header.colourType, lacksAlpha: header.lacksAlpha)
        case .failure(let problem):
            record(SourceLocation(path: path, range: range), relative, problem)
            return nil
        }
    }

    /// What the pixels of the image a single-image binding names show: nil for `system.NAME` images and for
    /// files that cannot be read or decoded (the size lookup reports those). Each path is decoded once per lookup.
    public func pixels(of binding: Binding) -> PNGPixels.Summary? {
        guard case .string(let relative) = binding.value, let resolved = Self.workspacePath(of: relative, from: binding.path, root: root)
        else { return nil }
        lock.lock()
        if let known = decoded[resolved] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let summary = store.pixels(atPath: resolved)
        lock.lock()
        decoded[resolved] = .some(summary)
        lock.unlock()
        return summary
    }

    /// The image of a single-image binding.
    public func image(of binding: Binding) -> ImageInfo? {
        image(binding.value, at: binding.valueRange, in: binding.path)
    }

    /// The images of a `list(image)` binding, with each item's range; nil entries could not be read.
    public func images(of binding: Binding) -> [(info: ImageInfo?, value: Value, range: Range<Int>)] {
        guard let items = binding.value.listValue else { return [] }
        let ranges = binding.listItemRanges
        return items.enumerated().map { index, item in
            let range = index < ranges.count ? ranges[index] : binding.valueRange
            return (image(item, at: range, in: binding.path), item, range)
        }
    }

    /// Whether an image path written in the file at `path` names a file below the root (a path that
    /// leaves the root is not looked at): each resolved path is looked up once per lookup.
    public func presence(of relative: String, in path: String) -> ImagePresence {
        guard let resolved = Self.workspacePath(of: relative, from: path, root: root) else { return .outsideWorkspace }
        lock.lock()
        if let known = presences[resolved] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let presence = store.presence(atPath: resolved)
        lock.lock()
        presences[resolved] = presence
        lock.unlock()
        return presence
    }

    /// The most entries of a folder compared for did-you-mean.
    static let suggestionCandidates = 2_000

    /// Close names for a missing image: entries of the folder it points into (the first 2,000 by name)
    /// whose names are a small edit away, each as the value would spell it.
    public func suggestions(for relative: String, in path: String) -> [String] {
        guard let resolved = Self.workspacePath(of: relative, from: path, root: root) else { return [] }
        let folder = Workspace.folder(of: resolved)
        guard folder == root || Self.isInside(folder, root: root), let name = resolved.split(separator: "/").last.map(String.init)
        else { return [] }
        let names = store.names(inFolder: folder, limit: Self.suggestionCandidates).filter { $0 != name && !$0.hasPrefix(".") }
        let written = relative.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return EditDistance.suggestions(for: name, among: names).map { written.isEmpty ? $0 : "\(written)/\($0)" }
    }

    /// The images that could not be read, by where they are written.
    public var unreadable: [(location: SourceLocation, path: String, problem: ImageProblem)] {
        lock.lock()
        defer { lock.unlock() }
        return problems.map { ($0.key, $0.value.path, $0.value.problem) }
    }

    private func record(_ location: SourceLocation, _ path: String, _ problem: ImageProblem) {
        lock.lock()
        problems[location] = (path, problem)
        lock.unlock()
    }

    /// Where an image value written in `file` points, when that lies inside `root` (by its spelling: no
    /// file is read and no link followed); nil for a path that leaves the workspace.
    public static func workspacePath(of relative: String, from file: String, root: String) -> String? {
        guard !relative.isEmpty, let resolved = resolve(relative, from: file), isInside(resolved, root: root) else { return nil }
        return resolved
    }

    /// `relative` against the folder of `file`, with `.` and `..` resolved; absolute paths stay absolute.
    static func resolve(_ relative: String, from file: String) -> String? {
        let base = relative.hasPrefix("/") ? [] : Workspace.folder(of: file).split(separator: "/").map(String.init)
        var parts: [String] = base
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": guard !parts.isEmpty else { return nil }; parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func isInside(_ path: String, root: String) -> Bool {
        root == "/" || path.hasPrefix(root + "/")
    }
}

extension Binding {
    /// The byte range of each item of a list value, in order.
    public var listItemRanges: [Range<Int>] {
        guard case .list(let list)? = syntax.value else { return [] }
        return list.elements.map(\.syntax.range)
    }
}
