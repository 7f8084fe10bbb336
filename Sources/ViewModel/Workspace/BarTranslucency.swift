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

/// The bars one file writes, from its syntax alone, following the typed tree
/// as the model builder reads it (no error nodes; the first binding of a name
/// in a block wins). A bar is a built-in `NavigationBar` or `Toolbar`; its
/// value is its own `translucent` (anything but `false` reads as true, the
/// default, as the model's `bool` does). It is seen in the orientations that
/// its own `visibleIn` and that of every element around it name, and not at
/// all when it or one around it is `hidden: true` (`Element.shownOrientations`
/// in ViewRules): the walk carries what the elements around show, and counts a
/// bar by the orientations left, for the screen to keep those shown a way it is
/// held (its `orientations`, recorded here). A component use's `hidden` and
/// `visibleIn` are its own over its component's, so what stands inside a use
/// is kept with the use, for the workspace to resolve with what the component brings.
struct WrittenBars: Sendable, Equatable {
    /// An object that a use may change or that is a use: its written type and
    /// the `translucent`, `hidden` and `visibleIn` its own block sets, if it sets them.
    struct Object: Sendable, Hashable {
        let typeName: String
        let translucent: Bool?
        let hidden: Bool?
        /// The orientations its own `visibleIn` names (none for `visibleIn: []`); nil without one.
        let visibleIn: BarOrientations?

        init(_ typeName: String, _ facts: Facts) {
            self.init(typeName: typeName, translucent: facts.translucent, hidden: facts.hidden, visibleIn: facts.visibleIn)
        }

        init(typeName: String, translucent: Bool?, hidden: Bool?, visibleIn: BarOrientations?) {
            self.typeName = typeName
            self.translucent = translucent
            self.hidden = hidden
            self.visibleIn = visibleIn
        }

        /// The orientations these values show the element in: none when hidden.
        var shownIn: BarOrientations { hidden == true ? [] : visibleIn ?? .both }
    }

    /// A component use below the root, where it stands and what stands inside it.
    struct Use: Sendable, Equatable {
        let object: Object
        /// The orientations the elements between it and the use holding it (else the root) show in: the
        /// `hidden` and `visibleIn` of each, intersected.
        var around: BarOrientations
        /// The index in `uses` of the use holding it (its block, or a binding's value, holds it), if any:
        /// always an earlier one, so the uses can be resolved in order.
        var holder: Int?
        /// The bars inside it (in its block and bindings' values, not inside a use there), by the
        /// orientations they and the elements between show in: the use's own shown orientations apply too.
        var inside = OrientedBarCounts()
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

        /// The orientations the block's element shows in by its own values: none when hidden.
        var shownIn: BarOrientations { hidden == true ? [] : visibleIn ?? .both }
    }

    /// The built-in bars below the root and not inside a use, by the orientations they show in: a
    /// screen's own `hidden` and `visibleIn` applied, not a component root's (a use overrides them).
    var bars = OrientedBarCounts()
    /// The ways the file's root is held when it is a `Screen`: its `orientations`, else both
    /// (a list naming neither reads as both, as the layout's variants do).
    var screenOrientations = BarOrientations.both
    /// The root object when it is not a screen (a component's): a use overrides its values, and its type
    /// may be a bar or another component (nameless: "").
    var root: Object?
    /// The objects of workspace types below the root (component uses), each after the use holding it.
    var uses: [Use] = []
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
        walk([Pending(object: root, isRoot: true)], memo: &memo)
    }

    /// What the members in one chunk write, relative to the block's object (as if it showed both
    /// ways and stood in no use; its holder narrows it, `append(_:around:holder:)`), and the first
    /// `translucent`, `hidden`, `visibleIn` and `orientations` among its bindings: the block's own.
    struct Part: Sendable, Equatable {
        var written = WrittenBars()
        var facts = Facts()
    }

    /// An object to walk and where it stands: the orientations the elements around it show in, up to
    /// the use holding it (`holder`, an index in `uses`) or the walk's start.
    struct Pending {
        let object: GreenNode
        var isRoot = false
        var around = BarOrientations.both
        var holder: Int?
    }

    /// Walks `objects` and every object inside them.
    private mutating func walk(_ objects: [Pending], memo: inout ChunkMemo<Part>) {
        var pending = objects
        while let next = pending.popLast() {
            // A nameless object still holds what its block holds, as the model builds it.
            let name = Self.firstToken(of: next.object, kind: .identifier)
            let kind = name?.withBytes(Self.barKind)
            let isScreen = next.isRoot && name?.withBytes { $0.elementsEqual("Screen".utf8) } == true
            let isWorkspaceType = name.map { kind == nil && Schema.component(named: $0.text) == nil } ?? false
            var facts = Facts()
            var fromChunks = WrittenBars()
            let firstInside = pending.count
            if let block = Self.firstChild(of: next.object, kind: .block) {
                fromChunks = Self.readMembers(of: block, into: &facts, memo: &memo) { pending.append(Pending(object: $0)) }
            }
            // Where the objects inside stand: in this use, or (with its shown orientations) where it stands.
            var around = next.around.intersection(facts.shownIn)
            var holder = next.holder
            if isScreen {
                screenOrientations = facts.orientations.flatMap { $0.isEmpty ? nil : $0 } ?? .both
            } else if next.isRoot {
                // A component's root: a use's values stand over its own, so the workspace applies them.
                root = Object(name?.text ?? "", facts)
                around = .both
            } else if isWorkspaceType, let name {
                uses.append(Use(object: Object(name.text, facts), around: next.around, holder: next.holder))
                (around, holder) = (.both, uses.count - 1)
            } else if let kind {
                add(kind, translucent: facts.translucent ?? true, shownIn: around, holder: holder)
            }
            for index in firstInside..<pending.count {
                pending[index].around = around
                pending[index].holder = holder
            }
            append(fromChunks, around: around, holder: holder)
            if kind != nil || (isWorkspaceType && facts.translucent != nil) {
                if facts.translucent ?? true { writesTranslucent = true } else { writesOpaque = true }
            }
        }
    }

    /// Counts a bar shown in `orientations` where `holder` says: inside that use, else below the root.
    private mutating func add(_ kind: BarKind, translucent: Bool, shownIn orientations: BarOrientations, holder: Int?) {
        if let holder { uses[holder].inside.add(kind, translucent: translucent, shownIn: orientations) } else {
            bars.add(kind, translucent: translucent, shownIn: orientations)
        }
    }

    /// Adds what a part of a block writes (relative to its object) where the objects inside that
    /// object stand: narrowed to `around`, inside the use `holder` if any. Costs the part's uses.
    private mutating func append(_ part: WrittenBars, around: BarOrientations, holder: Int?) {
        let restricted = part.bars.restricted(to: around)
        if let holder { uses[holder].inside += restricted } else { bars += restricted }
        let offset = uses.count
        for var use in part.uses {
            if let inner = use.holder {
                use.holder = inner + offset
            } else {
                use.around.formIntersection(around)
                use.holder = holder
            }
            uses.append(use)
        }
        writesTranslucent = writesTranslucent || part.writesTranslucent
        writesOpaque = writesOpaque || part.writesOpaque
    }

    /// The part of one chunk, from its members (or the parts of the chunks it holds).
    private static func part(of chunk: GreenNode, memo: inout ChunkMemo<Part>) -> Part {
        var facts = Facts()
        var objects: [Pending] = []
        var written = readMembers(of: chunk, into: &facts, memo: &memo) { objects.append(Pending(object: $0)) }
        written.walk(objects, memo: &memo)
        return Part(written: written, facts: facts)
    }

    /// The members of a block or a chunk, in order: objects go to `found` (also those in
    /// bindings' values), the first `translucent`, `hidden`, `visibleIn` and `orientations` to
    /// `facts`, and what the chunks among them write (relative to the block's object) is returned.
    private static func readMembers(of node: GreenNode, into facts: inout Facts,
                                    memo: inout ChunkMemo<Part>, found: (GreenNode) -> Void) -> WrittenBars {
        var fromChunks = WrittenBars()
        node.withChildren { children in
            for case .node(let member) in children {
                switch member.kind {
                case .object:
                    found(member)
                case .binding:
                    read(member, into: &facts, found: found)
                case .memberChunk:
                    let part = memo.value(for: member) { Self.part(of: member, memo: &$0) }
                    fromChunks.append(part.written, around: .both, holder: nil)
                    facts.fill(from: part.facts)
                default:
                    break
                }
            }
        }
        return fromChunks
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
    /// or in a list) go to `found`; a first `translucent`,
    /// `hidden`, `visibleIn` or `orientations` sets `facts`, also without a
    /// value (anything but `false` reads as translucent, anything but `true`
    /// as shown, as the model's `bool` reads them; anything but a list as both
    /// orientations, as the model's `listValue` reads it).
    private static func read(_ binding: GreenNode, into facts: inout Facts, found: (GreenNode) -> Void) {
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
            guard let property else { return }
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
