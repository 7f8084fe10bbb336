/// The workspace: every `.view` file under a root as one namespace of type
/// names, the `.viewls.json` files that configure them, and which files
/// depend on which, so that a change re-checks only what it can affect.
/// A value type: the server can snapshot it for concurrent readers.
import ViewSyntax

public struct Workspace: Sendable, TypeDirectory {
    /// The root folder (absolute, no trailing slash).
    public let root: String
    public private(set) var files: [String: SourceFile] = [:]
    /// Paths by type name, sorted; more than one is a `duplicate-type-name`.
    private var pathsByTypeName: [String: [String]] = [:] { didSet { typeNameLists = TypeNameLists() } }
    /// The name lists derived from `pathsByTypeName` and the defining files' root types, started
    /// afresh whenever either changes (here and in `index`), filled on first use.
    private var typeNameLists = TypeNameLists()
    /// The paths of the files that name each type (as a component, screen or
    /// reference): the reverse of `SourceFile.referencedTypeNames`, so that
    /// "who names X" costs the answer, not a walk over every file.
    private var referencingPaths: [String: Set<String>] = [:]
    /// `affectedPaths(byChangeTo:)` by type name, kept while no file's type
    /// name or referenced names change: a keystroke in a screen that 1,300
    /// screens push asks for the same 1,300 paths each time.
    private var dependentsByTypeName: [String: Set<String>] = [:]
    /// The app's bars by translucency, kept current like `referencingPaths`
    /// (see `Workspace+BarTranslucency.swift`).
    var barTally = BarTally()
    /// Loaded `.viewls.json` files by their folder.
    public private(set) var configurations: [String: LoadedConfiguration] = [:]
    /// Settings from an editor, applied over every file's configuration.
    public var overrides: Configuration?
    /// Where rules read image sizes; files below the root by default.
    public var imageStore: any ImageStore
    /// Other screens' models kept between checks (the server sets one and
    /// drops what each change affects); nil: each check builds its own.
    public var modelCache: ModelCache?

    public init(root: String) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.imageStore = FileImageStore(root: self.root)
    }

    // MARK: Changes

    /// Adds or replaces a file; returns the paths whose results may change.
    @discardableResult
    public mutating func setFile(_ file: SourceFile) -> Set<String> {
        let old = index(file)
        let dependents = dependentPaths(byChangeTo: file.typeName)
        var affected = dependents.union([file.path])
        affected.formUnion(screensLedTo(by: file))
        if let old { affected.formUnion(screensLedTo(by: old)) }
        if old?.isScreen != file.isScreen { affected.formUnion(filesNamingUndefinedTypes()) }
        affected.formUnion(updateBarTally(path: file.path, old: old, new: file, dependents: dependents))
        return affected
    }

    /// Replaces a screen after an edit that no other file can see — a
    /// keystroke inside a string that is not a `title` (the only text other
    /// screens read of a screen: back buttons, popover task buttons, the
    /// "More" tab) — so only the screen itself may check differently, and the
    /// screens that lead to it are not worked out. The caller decides that the
    /// edit is such a one; a component's text is never private (its users
    /// expand it).
    @discardableResult
    public mutating func replaceScreenAfterPrivateEdit(_ file: SourceFile) -> Set<String> {
        guard file.isScreen, let old = files[file.path], old.isScreen else { return setFile(file) }
        index(file)
        return updateBarTally(path: file.path, old: old, new: file, dependents: []).union([file.path])
    }

    /// Adds or replaces files without working out what else each affects, then counts the app's bars
    /// once: for reading a whole folder, where nothing has been checked yet and asking after each
    /// file made loading grow with the square (or worse) of a linked app's size.
    public mutating func add(_ newFiles: [SourceFile]) {
        dependentsByTypeName = [:]
        for file in newFiles { index(file) }
        rebuildBarTally()
    }

    /// Puts `file` in the indexes (replacing the one at its path); returns the file it replaced.
    @discardableResult
    private mutating func index(_ file: SourceFile) -> SourceFile? {
        let old = files[file.path]
        files[file.path] = file
        // Who depends on whom changes only with a file's name or the names it mentions.
        if old?.typeName != file.typeName || old?.referencedTypeNames != file.referencedTypeNames { dependentsByTypeName = [:] }
        if let old { unindexReferences(of: old) }
        if old?.isScreen != file.isScreen { typeNameLists = TypeNameLists() }
        for name in file.referencedTypeNames { referencingPaths[name, default: []].insert(file.path) }
        if old?.typeName != file.typeName {
            if let old { removeIndex(old) }
            pathsByTypeName[file.typeName, default: []].append(file.path)
            pathsByTypeName[file.typeName]?.sort()
        }
        return old
    }

    @discardableResult
    public mutating func setFile(path: String, text: String) -> Set<String> {
        setFile(SourceFile(path: path, text: text))
    }

    /// Removes a file; returns the paths whose results may change.
    @discardableResult
    public mutating func removeFile(path: String) -> Set<String> {
        guard let old = files.removeValue(forKey: path) else { return [] }
        dependentsByTypeName = [:]
        removeIndex(old)
        unindexReferences(of: old)
        let dependents = affectedPaths(byChangeTo: old.typeName)
        return dependents.union(screensLedTo(by: old)).union(filesNamingUndefinedTypes())
            .union(updateBarTally(path: path, old: old, new: nil, dependents: dependents))
    }

    /// Files that name a type no file defines. Their "did you mean" suggestions are drawn from every
    /// screen and component name, so they may change when a file is added or removed, or turns from a
    /// screen into a component or back.
    private func filesNamingUndefinedTypes() -> Set<String> {
        var result: Set<String> = []
        for (name, paths) in referencingPaths where pathsByTypeName[name] == nil { result.formUnion(paths) }
        return result
    }

    private mutating func unindexReferences(of file: SourceFile) {
        for name in file.referencedTypeNames {
            referencingPaths[name]?.remove(file.path)
            if referencingPaths[name]?.isEmpty == true { referencingPaths[name] = nil }
        }
    }

    private mutating func removeIndex(_ file: SourceFile) {
        pathsByTypeName[file.typeName]?.removeAll { $0 == file.path }
        if pathsByTypeName[file.typeName]?.isEmpty == true { pathsByTypeName[file.typeName] = nil }
    }

    /// Sets the configuration loaded from `folder/.viewls.json`, or removes it with nil.
    public mutating func setConfiguration(_ loaded: LoadedConfiguration?, folder: String) {
        configurations[folder] = loaded
    }

    // MARK: Lookup

    public func file(definingType typeName: String) -> SourceFile? {
        pathsByTypeName[typeName]?.first.flatMap { files[$0] }
    }

    /// Every path defining `typeName`.
    public func paths(definingType typeName: String) -> [String] { pathsByTypeName[typeName] ?? [] }

    /// Sorted; worked out once per table of type names.
    public var screenNames: [String] {
        typeNameLists.screenNames { pathsByTypeName.keys.filter { file(definingType: $0)?.isScreen == true }.sorted() }
    }
    /// Sorted; worked out once per table of type names.
    public var componentNames: [String] {
        typeNameLists.componentNames { pathsByTypeName.keys.filter { file(definingType: $0).map { !$0.isScreen } ?? false }.sorted() }
    }

    /// Worked out once per name and table of type names.
    public func screenSuggestions(for name: String) -> [String] {
        typeNameLists.screenSuggestions(for: name) { EditDistance.suggestions(for: name, among: screenNames) }
    }

    public func files(referencing typeName: String) -> [SourceFile] {
        (referencingPaths[typeName] ?? []).sorted().compactMap { files[$0] }
    }

    /// The configuration for a file: the nearest `.viewls.json` at or above its
    /// folder (up to the root), then the editor's overrides.
    public func configuration(for path: String) -> Configuration {
        var folder = Self.folder(of: path)
        var found: Configuration?
        while true {
            if let loaded = configurations[folder] {
                found = loaded.configuration
                break
            }
            if folder == root || !folder.hasPrefix(root) || folder == "/" || folder.isEmpty { break }
            folder = Self.folder(of: folder)
        }
        let base = found ?? .default
        return overrides.map(base.overridden(by:)) ?? base
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    // MARK: Dependencies

    /// The screens a file names, directly or through the components it uses:
    /// a pushed screen's back title and bars depend on the screen that pushes it.
    func screensLedTo(by file: SourceFile) -> Set<String> {
        var result: Set<String> = []
        var visited: Set<String> = [file.typeName]
        var pending = Array(file.referencedTypeNames)
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            for path in paths(definingType: name) {
                guard let defining = files[path] else { continue }
                if defining.isScreen {
                    result.insert(path)
                } else {
                    pending.append(contentsOf: defining.referencedTypeNames)
                }
            }
        }
        return result
    }

    /// `affectedPaths(byChangeTo:)`, kept until the dependencies change.
    private mutating func dependentPaths(byChangeTo typeName: String) -> Set<String> {
        if let kept = dependentsByTypeName[typeName] { return kept }
        let found = affectedPaths(byChangeTo: typeName)
        dependentsByTypeName[typeName] = found
        return found
    }

    /// The files that name `typeName` (as a component, screen or reference),
    /// directly or through components that do, and the files sharing the name.
    public func affectedPaths(byChangeTo typeName: String) -> Set<String> {
        var affected = Set(paths(definingType: typeName))
        var pending = [typeName]
        var visited: Set<String> = [typeName]
        while let name = pending.popLast() {
            for path in referencingPaths[name] ?? [] {
                guard let file = files[path] else { continue }
                affected.insert(path)
                if visited.insert(file.typeName).inserted { pending.append(file.typeName) }
            }
        }
        return affected
    }
}
