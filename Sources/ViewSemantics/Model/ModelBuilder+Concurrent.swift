/// Building a large block's child subtrees on several threads. Each child
/// object gets a builder of its own; the parent's builder then merges them at
/// their place among the block's members, in source order, so the model,
/// its element order and its diagnostics are exactly those of one pass.
/// Building a subtree reads nothing outside it (not its parent's bindings,
/// not the ids), except id registration, which a subtree builder defers:
/// duplicates are decided in source order during the merge.
import Foundation
import ViewSyntax

extension ModelBuilder {
    /// Blocks at least this many bytes long build their children concurrently
    /// on a machine with several processors.
    static let concurrentBodyBytes = ProcessInfo.processInfo.activeProcessorCount > 1 ? 16 * 1024 : Int.max

    /// An id met in a subtree: registered by the merging builder after the
    /// subtree's first `diagnosticCount` diagnostics, as one pass would have.
    struct DeferredID {
        let diagnosticCount: Int
        let id: String
        let range: Range<Int>
        let element: Element
    }

    /// One child object built by its own builder.
    struct Subtree: @unchecked Sendable {
        let child: Element
        let builder: ModelBuilder
    }

    func buildsConcurrently(_ members: [MemberSyntax], of element: Element) -> Bool {
        guard element.syntax.syntax.range.count >= concurrentBodyBytes else { return false }
        var objects = 0
        for case .object in members {
            objects += 1
            if objects >= 2 { return true }
        }
        return false
    }

    /// The subtrees of the block's child objects, by member index.
    func buildChildrenConcurrently(_ members: [MemberSyntax], of element: Element, path: String,
                                   expanding: [String]) -> [Int: Subtree] {
        let objects: [(index: Int, syntax: ObjectSyntax)] = members.enumerated().compactMap { index, member in
            if case .object(let syntax) = member { return (index, syntax) }
            return nil
        }
        let results = SubtreeResults(count: objects.count)
        let prototype = SubtreeBuilderPrototype(builder: self)
        let parent = ParentReference(element: element)
        DispatchQueue.concurrentPerform(iterations: objects.count) { position in
            var builder = prototype.fresh()
            let child = builder.buildElement(objects[position].syntax, path: path, role: .child, parent: parent.element,
                                             diagnose: true, expanding: expanding)
            results.store(Subtree(child: child, builder: builder), at: position)
        }
        var subtrees: [Int: Subtree] = [:]
        for (position, subtree) in results.all.enumerated() { subtrees[objects[position].index] = subtree }
        return subtrees
    }

    /// Takes in a subtree built apart: its elements, diagnostics and ids in
    /// source order, its references and dependencies.
    mutating func merge(_ subtree: Subtree) -> Element {
        let other = subtree.builder
        elements += other.elements
        var next = 0
        for (position, diagnostic) in other.diagnostics.enumerated() {
            while next < other.deferredIDs.count, other.deferredIDs[next].diagnosticCount == position {
                registerDeferred(other.deferredIDs[next])
                next += 1
            }
            diagnostics.append(diagnostic)
        }
        while next < other.deferredIDs.count {
            registerDeferred(other.deferredIDs[next])
            next += 1
        }
        pendingReferences += other.pendingReferences
        dependencies.formUnion(other.dependencies)
        return subtree.child
    }

    private mutating func registerDeferred(_ deferred: DeferredID) {
        registerID(deferred.id, range: deferred.range, element: deferred.element)
    }
}

/// What a subtree builder starts from: the file, the directory and the
/// catalog, with nothing built yet.
private struct SubtreeBuilderPrototype: @unchecked Sendable {
    let builder: ModelBuilder

    func fresh() -> ModelBuilder {
        var fresh = ModelBuilder(file: builder.file, directory: builder.directory, catalog: builder.catalog,
                                 concurrentBodyBytes: builder.concurrentBodyBytes)
        fresh.defersIDs = true
        return fresh
    }
}

/// The parent every subtree hangs from; no subtree builder writes to it.
private struct ParentReference: @unchecked Sendable {
    let element: Element
}

/// Each subtree, stored from the thread that built it.
private final class SubtreeResults: @unchecked Sendable {
    private let lock = NSLock()
    private var subtrees: [ModelBuilder.Subtree?]

    init(count: Int) { subtrees = Array(repeating: nil, count: count) }

    func store(_ subtree: ModelBuilder.Subtree, at position: Int) {
        lock.lock()
        subtrees[position] = subtree
        lock.unlock()
    }

    var all: [ModelBuilder.Subtree] {
        lock.lock()
        defer { lock.unlock() }
        return subtrees.map { $0! }
    }
}
