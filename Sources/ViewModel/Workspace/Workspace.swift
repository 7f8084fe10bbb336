/// The workspace: every `.view` file under a root as one namespace of type
/// names, the `.viewls.json` files that configure them, and the image store —
/// the inputs of the incremental core (`QueryStore`), each stamped when set.
/// What is derived from them (models, links, the bar tally, name lists,
/// checks) is a query: what a change affects is what read it.
/// A value type: the server can snapshot it for concurrent readers; copies
/// share the kept answers, and each validates them against its own inputs.
import ViewSyntax

/// The inputs of a workspace, as its queries read them.
public enum WorkspaceInput: Hashable, Sendable {
    /// A file's text (its `SourceFile`), by path.
    case file(String)
    /// The paths of the files whose name gives a type name: who declares it.
    case declarations(String)
    /// The paths of the files that name a type (each file's syntax says which names it mentions).
    case references(String)
    /// Which type names are screens' and which components'.
    case typeKinds
    /// Every file's written bars, kind and presence: what the app's bar tally counts.
    case barFacts
    /// The `.viewls.json` files and the editor's settings.
    case configuration
    /// The image store.
    case images
}

public struct Workspace: Sendable, TypeDirectory {
    /// The root folder (absolute, no trailing slash).
    public let root: String
    public private(set) var files: [String: SourceFile] = [:]
    /// Paths by type name, sorted; more than one is a `duplicate-type-name`.
    private var pathsByTypeName: [String: [String]] = [:]
    /// The paths of the files that name each type (as a component, screen or
    /// reference): the reverse of `SourceFile.referencedTypeNames`, so that
    /// "who names X" costs the answer, not a walk over every file.
    private var referencingPaths: [String: Set<String>] = [:]
    /// The type names whose (first) file is a screen, and those whose is a component.
    private(set) var screenTypeNames: Set<String> = []
    private(set) var componentTypeNames: Set<String> = []
    /// Loaded `.viewls.json` files by their folder.
    public private(set) var configurations: [String: LoadedConfiguration] = [:]
    /// Settings from an editor, applied over every file's configuration.
    public var overrides: Configuration? {
        didSet { changedDurable(.configuration) }
    }
    private var storedImageStore: any ImageStore
    /// Where rules read image sizes; files below the root by default.
    public var imageStore: any ImageStore {
        get {
            read(.images)
            return storedImageStore
        }
        set {
            storedImageStore = newValue
            changedDurable(.images)
        }
    }
    /// Whether checks are kept as queries (the server's workspace): a check of
    /// a file is then answered again without running while nothing it read
    /// changed, and a change names the files whose kept check read it.
    public var keepsChecks = false

    // MARK: Stamps

    private var stamps = InputStamps()
    public private(set) var revision = Stamps.next()
    public private(set) var queries: QueryStore<Workspace>
    public private(set) var frame: QueryFrame<WorkspaceInput>?

    public init(root: String, recordsDependencies: Bool = true) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.storedImageStore = FileImageStore(root: self.root)
        self.queries = QueryStore(recordsDependencies: recordsDependencies)
        self.frame = nil
    }

    private init(_ other: Workspace, frame: QueryFrame<WorkspaceInput>?) {
        self = other
        self.frame = frame
    }

    // MARK: Changes

    /// Adds or replaces a file; returns the paths whose results may change:
    /// the file, the files that name its type (directly or through
    /// components), and those whose kept check read an input the change set.
    @discardableResult
    public mutating func setFile(_ file: SourceFile) -> Set<String> {
        let previous = revision
        let changed = index(file, stamp: beginChange())
        return affected(by: changed, typeNames: [file.typeName], since: previous).union([file.path])
    }

    @discardableResult
    public mutating func setFile(path: String, text: String) -> Set<String> {
        setFile(SourceFile(path: path, text: text))
    }

    /// Adds or replaces files in one change, working out nothing of what each
    /// affects: for reading a whole folder, where nothing has been checked yet.
    public mutating func add(_ newFiles: [SourceFile]) {
        let stamp = beginChange()
        for file in newFiles { index(file, stamp: stamp) }
    }

    /// Removes a file; returns the paths whose results may change.
    @discardableResult
    public mutating func removeFile(path: String) -> Set<String> {
        guard let old = files[path] else { return [] }
        let previous = revision
        let stamp = beginChange()
        var changed: [WorkspaceInput] = [.file(path), .declarations(old.typeName), .barFacts]
        files[path] = nil
        stamps.files[path] = stamp
        removeDeclaration(old, stamp: stamp)
        changed += setReferences(of: path, from: old.referencedTypeNames, to: [], stamp: stamp)
        if updateKind(of: old.typeName, stamp: stamp) { changed.append(.typeKinds) }
        stamps.barFacts = stamp
        return affected(by: changed, typeNames: [old.typeName], since: previous).subtracting([path])
    }

    /// Sets the configuration loaded from `folder/.viewls.json`, or removes it
    /// with nil; returns the files whose kept check read the configuration.
    @discardableResult
    public mutating func setConfiguration(_ loaded: LoadedConfiguration?, folder: String) -> Set<String> {
        configurations[folder] = loaded
        changedDurable(.configuration)
        return queries.files(readingAnyOf: [WorkspaceInput.configuration], in: self)
    }

    /// Keeps answers in `store` from now on (the command line's: no dependencies recorded, every model kept).
    public mutating func keepAnswers(in store: QueryStore<Workspace>) {
        queries = store
    }

    /// A new revision; gives its stamp.
    private mutating func beginChange() -> Int {
        let stamp = Stamps.next()
        revision = stamp
        stamps.lastLowChange = stamp
        return stamp
    }

    private mutating func changedDurable(_ input: WorkspaceInput) {
        let stamp = Stamps.next()
        revision = stamp
        stamps.lastLowChange = stamp
        stamps.lastHighChange = stamp
        if input == .images { stamps.images = stamp } else { stamps.configuration = stamp }
    }

    /// Puts `file` in the inputs (replacing the one at its path); gives the inputs that changed.
    @discardableResult
    private mutating func index(_ file: SourceFile, stamp: Int) -> [WorkspaceInput] {
        let old = files[file.path]
        files[file.path] = file
        stamps.files[file.path] = stamp
        var changed: [WorkspaceInput] = [.file(file.path)]
        changed += setReferences(of: file.path, from: old?.referencedTypeNames ?? [], to: file.referencedTypeNames, stamp: stamp)
        if old == nil {
            pathsByTypeName[file.typeName, default: []].append(file.path)
            pathsByTypeName[file.typeName]?.sort()
            stamps.declarations[file.typeName] = stamp
            changed.append(.declarations(file.typeName))
        }
        if old?.isScreen != file.isScreen, updateKind(of: file.typeName, stamp: stamp) { changed.append(.typeKinds) }
        if old?.isScreen != file.isScreen || old?.writtenBars != file.writtenBars {
            stamps.barFacts = stamp
            changed.append(.barFacts)
        }
        return changed
    }

    private mutating func setReferences(of path: String, from old: Set<String>, to new: Set<String>, stamp: Int) -> [WorkspaceInput] {
        guard old != new else { return [] }
        var changed: [WorkspaceInput] = []
        for name in old.subtracting(new) {
            referencingPaths[name]?.remove(path)
            if referencingPaths[name]?.isEmpty == true { referencingPaths[name] = nil }
            stamps.references[name] = stamp
            changed.append(.references(name))
        }
        for name in new.subtracting(old) {
            referencingPaths[name, default: []].insert(path)
            stamps.references[name] = stamp
            changed.append(.references(name))
        }
        return changed
    }

    private mutating func removeDeclaration(_ file: SourceFile, stamp: Int) {
        pathsByTypeName[file.typeName]?.removeAll { $0 == file.path }
        if pathsByTypeName[file.typeName]?.isEmpty == true { pathsByTypeName[file.typeName] = nil }
        stamps.declarations[file.typeName] = stamp
    }

    /// Files `typeName` among the screens' or the components' names by its first file; whether either set changed.
    private mutating func updateKind(of typeName: String, stamp: Int) -> Bool {
        let first = pathsByTypeName[typeName]?.first.flatMap { files[$0] }
        let isScreen = first?.isScreen == true
        let isComponent = first.map { !$0.isScreen } ?? false
        let changed = screenTypeNames.contains(typeName) != isScreen || componentTypeNames.contains(typeName) != isComponent
        if isScreen { screenTypeNames.insert(typeName) } else { screenTypeNames.remove(typeName) }
        if isComponent { componentTypeNames.insert(typeName) } else { componentTypeNames.remove(typeName) }
        if changed { stamps.typeKinds = stamp }
        return changed
    }

    /// The paths a change of `inputs` may alter: the files naming `typeNames`
    /// (their models expand or link to them), and the files whose kept check read one of the inputs.
    /// `previous`: the revision before the change, which set `inputs` and nothing else.
    private func affected(by inputs: [WorkspaceInput], typeNames: [String], since previous: Int) -> Set<String> {
        var result = queries.files(readingAnyOf: inputs, since: previous, in: self)
        for name in typeNames { result.formUnion(untracked.affectedPaths(byChangeTo: name)) }
        return result
    }

    // MARK: Lookup (each read recorded by the query being computed)

    /// The file at `path`, recorded as read.
    public func file(at path: String) -> SourceFile? {
        read(.file(path))
        return files[path]
    }

    public func file(definingType typeName: String) -> SourceFile? {
        paths(definingType: typeName).first.flatMap(file(at:))
    }

    /// Whether the file defining `typeName` is a screen (nil: none does), as a
    /// query: a keystroke in that file re-runs nothing that read only this.
    public func isScreen(definingType typeName: String) -> Bool? {
        // Bulk work (nothing recorded, nothing changes) reads the file: cheaper than keeping an answer.
        guard queries.recordsDependencies else { return file(definingType: typeName)?.isScreen }
        return answer(DeclarationQuery(typeName: typeName))
    }

    /// Every path defining `typeName`.
    public func paths(definingType typeName: String) -> [String] {
        read(.declarations(typeName))
        return pathsByTypeName[typeName] ?? []
    }

    /// Sorted.
    public var screenNames: [String] { answer(TypeNamesQuery(screens: true)) }
    /// Sorted.
    public var componentNames: [String] { answer(TypeNamesQuery(screens: false)) }

    public func screenSuggestions(for name: String) -> [String] { answer(ScreenSuggestionsQuery(name: name)) }

    /// The paths of the files that name `typeName`, sorted.
    public func paths(referencing typeName: String) -> [String] {
        read(.references(typeName))
        return (referencingPaths[typeName] ?? []).sorted()
    }

    public func files(referencing typeName: String) -> [SourceFile] {
        paths(referencing: typeName).compactMap(file(at:))
    }

    /// The model of one of the workspace's files, kept while nothing it read changed.
    public func model(of file: SourceFile) -> FileModel {
        guard files[file.path] === file else { return ModelBuilding.build(file, in: self) }
        return answer(ModelQuery(path: file.path)) ?? ModelBuilding.build(file, in: self)
    }

    /// The configuration for a file: the nearest `.viewls.json` at or above its
    /// folder (up to the root), then the editor's overrides.
    public func configuration(for path: String) -> Configuration {
        read(.configuration)
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

    /// The files that name `typeName` (as a component, screen or reference),
    /// directly or through components that do, and the files sharing the name.
    public func affectedPaths(byChangeTo typeName: String) -> Set<String> { answer(NamingClosureQuery(typeName: typeName)) }
}

extension Workspace: QueryDatabase {
    public func stamp(of input: WorkspaceInput) -> Int {
        switch input {
        case .file(let path): stamps.files[path] ?? 0
        case .declarations(let name): stamps.declarations[name] ?? 0
        case .references(let name): stamps.references[name] ?? 0
        case .typeKinds: stamps.typeKinds
        case .barFacts: stamps.barFacts
        case .configuration: stamps.configuration
        case .images: stamps.images
        }
    }

    public func durability(of input: WorkspaceInput) -> Durability {
        input == .configuration || input == .images ? .high : .low
    }

    public func lastChange(atLeast durability: Durability) -> Int {
        durability == .high ? stamps.lastHighChange : stamps.lastLowChange
    }

    public func recording(into frame: QueryFrame<WorkspaceInput>?) -> Workspace { Workspace(self, frame: frame) }
}

/// When each input was last set.
struct InputStamps: Sendable {
    var files: [String: Int] = [:]
    var declarations: [String: Int] = [:]
    var references: [String: Int] = [:]
    var typeKinds = 0
    var barFacts = 0
    var configuration = 0
    var images = 0
    var lastLowChange = 0
    var lastHighChange = 0
}
