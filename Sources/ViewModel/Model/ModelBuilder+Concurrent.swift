/// Building a large file's model on several threads. One object is chosen
/// before building (the first, from the root down, whose child objects share
/// the file's bulk); its child subtrees are built concurrently, each by a
/// builder of its own, and merged back in source order as one pass would
/// have met them: elements, diagnostics, references, and `id` values
/// registered in order, so duplicates are found as before.
import Foundation
import ViewSyntax

/// Where a build splits, and over how many processors.
struct ConcurrentSplit {
    let object: SyntaxNode
    let processors: Int
}

extension ModelBuilder {
    /// The fewest bytes of child objects worth splitting: below this, a build is
    /// quicker than waking other threads (a 2,000-line screen is about 80 KB).
    static let minimumConcurrentBytes = 16_384

    /// The object to split at: from the root down, the first whose child objects
    /// hold at least `minimumBytes` with no one of them holding three quarters;
    /// where one does, the split is looked for inside it. Nil when none.
    static func concurrentSplit(of root: ObjectSyntax, minimumBytes: Int) -> SyntaxNode? {
        var object = root
        while true {
            let children = (object.body?.members ?? []).compactMap { member -> ObjectSyntax? in
                if case .object(let child) = member { return child }
                return nil
            }
            let sizes = children.map { $0.syntax.green.textLength }
            let total = sizes.reduce(0, +)
            guard total >= minimumBytes, let largest = sizes.indices.max(by: { sizes[$0] < sizes[$1] }) else { return nil }
            if children.count > 1, sizes[largest] * 4 < total * 3 { return object.syntax }
            object = children[largest]
        }
    }

    /// What one child subtree's builder found, to merge in source order.
    struct Subtree: @unchecked Sendable {
        let element: Element
        let elements: [Element]
        let diagnostics: [Diagnostic]
        let ids: [(id: String, range: Range<Int>, element: Element)]
        let references: [PendingReference]
        let dependencies: Set<String>
        let expandedMembers: Int
        let reportedMemberLimit: Bool
        let bindingsRead: Int
        let bindingsTaken: Int
    }

    /// `apply` for the split object's block: its child objects are built first,
    /// concurrently; then the members are applied in order, each child's
    /// subtree merged where one pass would have built it.
    mutating func applyConcurrently(_ members: [MemberSyntax], to element: Element, path: String, diagnose: Bool,
                                    expanding: ExpansionChain?, processors: Int) {
        let objects = members.compactMap { member -> ObjectSyntax? in
            if case .object(let child) = member { return child }
            return nil
        }
        let subtrees = buildConcurrently(objects, parent: element, path: path, diagnose: diagnose, expanding: expanding,
                                         processors: processors)
        guard subtrees.count == objects.count else { return }  // cancelled
        // Together the subtrees met an expansion bound, where one pass would have stopped part-way
        // (at a point that depends on the order): build the block in one pass instead, which the bounds keep short.
        let expanded = subtrees.reduce(0) { $0 + $1.expandedMembers }
        guard expanded < expandedMemberLimit - expandedMembers, !subtrees.contains(where: \.reportedMemberLimit) else {
            apply(members, to: element, path: path, diagnose: diagnose, expanding: expanding, isDefault: false)
            return
        }
        expandedMembers += expanded
        blockCount += 1
        let serial = blockCount
        if element.bindings.isEmpty { element.builtBindings.reserveCapacity(bindingCount(of: members)) }
        var next = 0
        for member in members {
            switch member {
            case .binding(let syntax):
                applyBinding(syntax, to: element, path: path, diagnose: diagnose, expanding: expanding, isDefault: false,
                             blockSerial: serial)
            case .object:
                let subtree = subtrees[next]
                next += 1
                elements += subtree.elements
                diagnostics += subtree.diagnostics
                for found in subtree.ids { registerID(found.id, range: found.range, element: found.element) }
                pendingReferences += subtree.references
                dependencies.formUnion(subtree.dependencies)
                bindingsRead += subtree.bindingsRead
                bindingsTaken += subtree.bindingsTaken
                element.builtChildren.append(subtree.element)
                if diagnose { checkPlacement(of: subtree.element, in: element) }
            }
        }
    }

    /// Each object's subtree, built in contiguous runs of about equal size, a few per processor.
    func buildConcurrently(_ objects: [ObjectSyntax], parent: Element, path: String, diagnose: Bool, expanding: ExpansionChain?,
                           processors: Int) -> [Subtree] {
        let runs = Self.runs(of: objects.map { $0.syntax.green.textLength }, count: min(objects.count, processors * 4))
        let results = ConcurrentSlots<Subtree>(count: objects.count)
        let (file, directory, catalog, cancellation) = (self.file, self.directory, self.catalog, self.cancellation)
        let (depth, reportedDepthAt) = (elementDepth, self.reportedDepthAt)
        let shared = SharedExpansionBudget(expandedMemberLimit - expandedMembers)
        let screenAnswers = self.screenAnswers
        let previousBindingValues = self.previousBindingValues
        DispatchQueue.concurrentPerform(iterations: runs.count) { run in
            // What the directory said of screen names, carried from one subtree of the run to the next.
            var answers = screenAnswers
            for index in runs[run] {
                if cancellation.shouldStop(at: index) { return }
                var builder = ModelBuilder(file: file, directory: directory, catalog: catalog)
                builder.screenAnswers = answers
                builder.previousBindingValues = previousBindingValues
                defer { answers = builder.screenAnswers }
                builder.cancellation = cancellation
                builder.defersIDs = true
                builder.elementDepth = depth
                builder.expandedMemberLimit = 0
                builder.sharedBudget = shared
                builder.reportedMemberLimit = reportedMemberLimit
                builder.reportedDepthAt = reportedDepthAt
                let child = builder.buildElement(objects[index], path: path, role: .child, parent: parent, diagnose: diagnose,
                                                 expanding: expanding)
                results.store(Subtree(element: child, elements: builder.elements, diagnostics: builder.diagnostics,
                                      ids: builder.deferredIDs, references: builder.pendingReferences,
                                      dependencies: builder.dependencies, expandedMembers: builder.expandedMembers,
                                      reportedMemberLimit: builder.reportedMemberLimit && !reportedMemberLimit,
                                      bindingsRead: builder.bindingsRead,
                                      bindingsTaken: builder.bindingsTaken), at: index)
            }
        }
        // A run that stopped left slots empty: no subtrees, and the caller builds no more.
        return cancellation.isCancelled ? [] : results.all
    }

    /// At most `count` contiguous, non-empty ranges of `sizes`' indices, each
    /// ending where the running total comes nearest its share of the whole.
    static func runs(of sizes: [Int], count: Int) -> [Range<Int>] {
        guard !sizes.isEmpty else { return [] }
        let total = sizes.reduce(0, +)
        var runs: [Range<Int>] = []
        var start = 0
        var sum = 0  // of the sizes before `index`
        for (index, size) in sizes.enumerated() {
            // Totals are compared multiplied by `count`: run k ends nearest `total * (k + 1) / count`.
            let share = total * (runs.count + 1)
            if index > start, runs.count < count - 1, (sum + size) * count > share,
               share - sum * count <= (sum + size) * count - share {
                runs.append(start..<index)
                start = index
            }
            sum += size
        }
        runs.append(start..<sizes.count)
        return runs
    }
}
