/// The app's navigation bars and toolbars by translucency, for
/// `bars/mixed-translucency`, which compares every bar with the rest of the
/// app: the counts, what a check reads of them (`BarTranslucencyVerdict`),
/// and the bars one file writes (`WrittenBars`), read off its syntax once per
/// version so that the workspace can keep the app's tally without building
/// any model (see `Workspace+BarTranslucency.swift`).
import ViewSyntax

/// The two kinds of bar the guideline compares.
public enum BarKind: Sendable, Hashable {
    case navigationBar
    case toolbar

    /// The kind a built-in component name stands for, if any.
    public init?(typeName: String) {
        switch typeName {
        case "NavigationBar": self = .navigationBar
        case "Toolbar": self = .toolbar
        default: return nil
        }
    }
}

/// How many navigation bars and toolbars are translucent and how many opaque.
public struct BarTranslucencyCounts: Sendable, Hashable {
    public var translucentNavigationBars = 0
    public var opaqueNavigationBars = 0
    public var translucentToolbars = 0
    public var opaqueToolbars = 0

    public init() {}

    public var translucent: Int { translucentNavigationBars + translucentToolbars }
    public var opaque: Int { opaqueNavigationBars + opaqueToolbars }
    public var isEmpty: Bool { translucent == 0 && opaque == 0 }

    /// What a check reads of the counts.
    public var verdict: BarTranslucencyVerdict {
        BarTranslucencyVerdict(majority: translucent >= opaque, isMixed: translucent > 0 && opaque > 0,
                               hasBothKinds: translucentNavigationBars + opaqueNavigationBars > 0
                                   && translucentToolbars + opaqueToolbars > 0)
    }

    public mutating func add(_ kind: BarKind, translucent: Bool) {
        switch (kind, translucent) {
        case (.navigationBar, true): translucentNavigationBars += 1
        case (.navigationBar, false): opaqueNavigationBars += 1
        case (.toolbar, true): translucentToolbars += 1
        case (.toolbar, false): opaqueToolbars += 1
        }
    }

    public static func + (left: Self, right: Self) -> Self { left.combined(with: right, sign: 1) }
    public static func - (left: Self, right: Self) -> Self { left.combined(with: right, sign: -1) }
    public static func += (left: inout Self, right: Self) { left = left + right }

    private func combined(with other: Self, sign: Int) -> Self {
        var result = self
        result.translucentNavigationBars += sign * other.translucentNavigationBars
        result.opaqueNavigationBars += sign * other.opaqueNavigationBars
        result.translucentToolbars += sign * other.translucentToolbars
        result.opaqueToolbars += sign * other.opaqueToolbars
        return result
    }
}

/// All a check may read of the app's tally. The workspace re-checks the files
/// holding bars of the minority whenever this changes, and only then: a count
/// that changes while this stays the same changes no finding, so findings
/// must never show the counts themselves.
public struct BarTranslucencyVerdict: Sendable, Hashable {
    /// The value most bars have; a tie counts as translucent, the system's default.
    public let majority: Bool
    /// Whether some bars are translucent and others opaque.
    public let isMixed: Bool
    /// Whether the app has navigation bars and toolbars both.
    public let hasBothKinds: Bool

    public init(majority: Bool, isMixed: Bool, hasBothKinds: Bool) {
        self.majority = majority
        self.isMixed = isMixed
        self.hasBothKinds = hasBothKinds
    }
}

/// Ways of holding the device, as the tally reads a bar's `visibleIn` and a
/// screen's `orientations` (the rules' `ShownOrientations` is a layer above).
struct BarOrientations: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let portrait = BarOrientations(rawValue: 1)
    static let landscape = BarOrientations(rawValue: 2)
    static let both: BarOrientations = [.portrait, .landscape]
}

/// Bars counted apart by the orientations their own `visibleIn` shows them
/// in. A part of a file, or what a component's use brings, is then the same
/// whatever screen holds it; the screen counts those shown a way it is held
/// (`shown(in:)`), so no memo needs to know the screen.
struct OrientedBarCounts: Sendable, Hashable {
    /// Shown both ways: no `visibleIn`, or one naming both.
    var both = BarTranslucencyCounts()
    var portraitOnly = BarTranslucencyCounts()
    var landscapeOnly = BarTranslucencyCounts()

    /// Counts a bar shown in `orientations`; one shown in none is not shown, so not counted.
    mutating func add(_ kind: BarKind, translucent: Bool, shownIn orientations: BarOrientations) {
        switch orientations {
        case .both: both.add(kind, translucent: translucent)
        case .portrait: portraitOnly.add(kind, translucent: translucent)
        case .landscape: landscapeOnly.add(kind, translucent: translucent)
        default: break
        }
    }

    /// The bars seen on a screen held in `orientations`: those shown in at least one of them.
    func shown(in orientations: BarOrientations) -> BarTranslucencyCounts {
        var shown = both
        if orientations.contains(.portrait) { shown = shown.saturatingAdding(portraitOnly) }
        if orientations.contains(.landscape) { shown = shown.saturatingAdding(landscapeOnly) }
        return shown
    }

    static func += (left: inout Self, right: Self) {
        left.both += right.both
        left.portraitOnly += right.portraitOnly
        left.landscapeOnly += right.landscapeOnly
    }

    func saturatingAdding(_ other: Self) -> Self {
        var result = self
        result.both = both.saturatingAdding(other.both)
        result.portraitOnly = portraitOnly.saturatingAdding(other.portraitOnly)
        result.landscapeOnly = landscapeOnly.saturatingAdding(other.landscapeOnly)
        return result
    }
}

/// The bars one file writes, from its syntax alone, following the typed tree
/// as the model builder reads it (no error nodes; the first binding of a name
/// in a block wins). A bar is a built-in `NavigationBar` or `Toolbar`; its
/// value is its own `translucent` (anything but `false` reads as true, the
/// default, as the model's `bool` does); a bar whose own `hidden` is `true`
/// is not shown, and one is counted by the orientations its own `visibleIn`
/// names, for the screen to keep those shown a way it is held (its
/// `orientations`, recorded here). What a component brings is the workspace's to resolve.
struct WrittenBars: Sendable, Equatable {
    /// An object that a use may change or that is a use: its written type and
    /// the `translucent`, `hidden` and `visibleIn` its own block sets, if it sets them.
    struct Object: Sendable, Equatable {
        let typeName: String
        let translucent: Bool?
        let hidden: Bool?
        /// The orientations its own `visibleIn` names (none for `visibleIn: []`); nil without one.
        let visibleIn: BarOrientations?
    }

    /// The first `translucent`, `hidden`, `visibleIn` and `orientations` of a block, as far as read.
    struct Facts: Sendable, Equatable {
        var translucent: Bool?
        var hidden: Bool?
        var visibleIn: BarOrientations?
        var orientations: BarOrientations?

        /// Takes from `later` (members after these) what these do not set.
        mutating func fill(from later: Facts) {
            translucent = translucent ?? later.translucent
            hidden = hidden ?? later.hidden
            visibleIn = visibleIn ?? later.visibleIn
            orientations = orientations ?? later.orientations
        }
    }

    /// The shown built-in bars below the root, by their own values and orientations.
    var bars = OrientedBarCounts()
    /// The ways the file's root is held when it is a `Screen`: its `orientations`, else both
    /// (a list naming neither reads as both, as the layout's variants do).
    var screenOrientations = BarOrientations.both
    /// The root object, when it is a bar or a workspace type (a component
    /// built on a bar or on another component): a use overrides its values.
    var root: Object?
    /// The objects of workspace types below the root: component uses.
    var uses: [Object] = []
    /// Whether the file writes a bar, or a `translucent` binding, of each
    /// value: the places where a finding of either value can stand.
    var writesTranslucent = false
    var writesOpaque = false

    init() {}

    /// Walks the objects of the typed tree with one stack and no other
    /// allocation per node: this runs on every version of every file.
    init(tree: SyntaxTree) {
        var memo = ChunkMemo<Part>(previous: nil)
        self.init(tree: tree, memo: &memo)
    }

    /// The same walk, each member chunk's part taken from `memo` when it has it.
    init(tree: SyntaxTree, memo: inout ChunkMemo<Part>) {
        guard tree.root.kind == .file, let root = Self.firstChild(of: tree.root, kind: .object) else { return }
        walk([(root, true)], memo: &memo)
    }

    /// What the members in one chunk write: their bars, uses and values, and
    /// the first `translucent`, `hidden`, `visibleIn` and `orientations` among
    /// its bindings, which count when the block's object is a bar or a use
    /// (`orientations` when it is the root screen).
    struct Part: Sendable, Equatable {
        var written = WrittenBars()
        var facts = Facts()
    }

    /// Walks `objects` and every object inside them.
    private mutating func walk(_ objects: [(object: GreenNode, isRoot: Bool)], memo: inout ChunkMemo<Part>) {
        var pending = objects
        while let (object, isRoot) = pending.popLast() {
            // A nameless object still holds what its block holds, as the model builds it.
            let name = Self.firstToken(of: object, kind: .identifier)
            let kind = name?.withBytes(Self.barKind)
            let isScreen = isRoot && name?.withBytes { $0.elementsEqual("Screen".utf8) } == true
            let isUse = name.map { kind == nil && Schema.component(named: $0.text) == nil } ?? false
            let readsValues = kind != nil || isUse
            var facts = Facts()
            if let block = Self.firstChild(of: object, kind: .block) {
                add(Self.readMembers(of: block, into: &facts, readsValues: readsValues || isScreen, memo: &memo) { pending.append(($0, false)) })
            }
            if isScreen {
                screenOrientations = facts.orientations.flatMap { $0.isEmpty ? nil : $0 } ?? .both
                continue
            }
            guard let name, readsValues else { continue }
            let written = Object(typeName: name.text, translucent: facts.translucent, hidden: facts.hidden, visibleIn: facts.visibleIn)
            if isRoot {
                self.root = written
            } else if let kind {
                if written.hidden != true { bars.add(kind, translucent: written.translucent ?? true, shownIn: written.visibleIn ?? .both) }
            } else {
                uses.append(written)
            }
            if kind != nil || written.translucent != nil {
                if written.translucent ?? true { writesTranslucent = true } else { writesOpaque = true }
            }
        }
    }

    /// The part of one chunk, from its members (or the parts of the chunks it holds).
    private static func part(of chunk: GreenNode, memo: inout ChunkMemo<Part>) -> Part {
        var facts = Facts()
        var objects: [(object: GreenNode, isRoot: Bool)] = []
        var written = readMembers(of: chunk, into: &facts, readsValues: true, memo: &memo) { objects.append(($0, false)) }
        written.walk(objects, memo: &memo)
        return Part(written: written, facts: facts)
    }

    /// The members of a block or a chunk, in order: objects go to `found` (also those in
    /// bindings' values), the first `translucent`, `hidden`, `visibleIn` and `orientations` to
    /// `facts` (with `readsValues`), and what the chunks among them write is returned.
    private static func readMembers(of node: GreenNode, into facts: inout Facts, readsValues: Bool,
                                    memo: inout ChunkMemo<Part>, found: (GreenNode) -> Void) -> WrittenBars {
        var fromChunks = WrittenBars()
        node.withChildren { children in
            for case .node(let member) in children {
                switch member.kind {
                case .object:
                    found(member)
                case .binding:
                    read(member, into: &facts, readsValues: readsValues, found: found)
                case .memberChunk:
                    let part = memo.value(for: member) { Self.part(of: member, memo: &$0) }
                    fromChunks.add(part.written)
                    if readsValues { facts.fill(from: part.facts) }
                default:
                    break
                }
            }
        }
        return fromChunks
    }

    /// Adds what other objects below the root write.
    private mutating func add(_ other: WrittenBars) {
        bars += other.bars
        uses += other.uses
        writesTranslucent = writesTranslucent || other.writesTranslucent
        writesOpaque = writesOpaque || other.writesOpaque
    }

    // MARK: Reading green nodes

    private static func barKind(_ name: UnsafeBufferPointer<UInt8>) -> BarKind? {
        if name.elementsEqual("NavigationBar".utf8) { return .navigationBar }
        if name.elementsEqual("Toolbar".utf8) { return .toolbar }
        return nil
    }

    private static func firstChild(of node: GreenNode, kind: SyntaxKind) -> GreenNode? {
        node.withChildren { children in
            for case .node(let child) in children where child.kind == kind { return child }
            return nil
        }
    }

    private static func firstToken(of node: GreenNode, kind: SyntaxKind) -> GreenToken? {
        node.withChildren { children in
            for case .token(let token) in children where token.kind == kind { return token }
            return nil
        }
    }

    /// One binding of an object's block: the objects its value holds (inline,
    /// or in a list) go to `found`; with `readsValues`, a first `translucent`,
    /// `hidden`, `visibleIn` or `orientations` sets `facts`, also without a
    /// value (anything but `false` reads as translucent, anything but `true`
    /// as shown, as the model's `bool` reads them; anything but a list as both
    /// orientations, as the model's `listValue` reads it).
    private static func read(_ binding: GreenNode, into facts: inout Facts, readsValues: Bool,
                             found: (GreenNode) -> Void) {
        binding.withChildren { children in
            var property: GreenToken?
            var value: GreenNode?
            for child in children {
                switch child {
                case .token(let token) where property == nil && token.kind == .identifier: property = token
                case .node(let node) where value == nil && node.kind != .error: value = node
                default: break
                }
            }
            if let value, value.kind == .object { found(value) }
            if let value, value.kind == .list { objects(inList: value, found: found) }
            guard readsValues, let property else { return }
            let literal = value.flatMap { $0.kind == .boolLiteral ? firstToken(of: $0, kind: .trueKeyword) != nil : nil }
            if facts.translucent == nil, property.withBytes({ $0.elementsEqual("translucent".utf8) }) {
                facts.translucent = literal != false
            } else if facts.hidden == nil, property.withBytes({ $0.elementsEqual("hidden".utf8) }) {
                facts.hidden = literal == true
            } else if facts.visibleIn == nil, property.withBytes({ $0.elementsEqual("visibleIn".utf8) }) {
                facts.visibleIn = orientations(namedIn: value)
            } else if facts.orientations == nil, property.withBytes({ $0.elementsEqual("orientations".utf8) }) {
                facts.orientations = orientations(namedIn: value)
            }
        }
    }

    /// The orientations a list value names, as the model reads it: an element that is a name of one
    /// segment (`portrait`, not `a.portrait` nor `[portrait]`). Both when the value is no list.
    private static func orientations(namedIn value: GreenNode?) -> BarOrientations {
        guard let value, value.kind == .list else { return .both }
        var named: BarOrientations = []
        value.withChildren { elements in
            for case .node(let element) in elements where element.kind == .path {
                element.withChildren { tokens in
                    var name: GreenToken?
                    for case .token(let token) in tokens where token.kind == .identifier {
                        guard name == nil else { return }
                        name = token
                    }
                    name?.withBytes { bytes in
                        if bytes.elementsEqual("portrait".utf8) { named.insert(.portrait) }
                        if bytes.elementsEqual("landscape".utf8) { named.insert(.landscape) }
                    }
                }
            }
        }
        return named
    }

    private static func objects(inList list: GreenNode, found: (GreenNode) -> Void) {
        var pending = [list]
        while let node = pending.popLast() {
            node.withChildren { elements in
                for case .node(let element) in elements {
                    if element.kind == .object { found(element) }
                    if element.kind == .list { pending.append(element) }
                }
            }
        }
    }
}
