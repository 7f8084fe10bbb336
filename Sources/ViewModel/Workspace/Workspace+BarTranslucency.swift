/// The app-wide tally of bar translucency, kept current on every change the
/// way the index of who names which type is: each screen's share is worked
/// out from the bars its file writes (`WrittenBars`) and the components it
/// uses, only when that file, or a component it uses, changed its bars; and a
/// change to what checks read of the tally (`BarTranslucencyVerdict`) names the
/// files whose findings may change, so the server re-checks them.

/// The tally and what keeps it current.
struct BarTally: Sendable {
    var total = BarTranslucencyCounts()
    /// Each screen's share of `total`; screens that show no bar are left out.
    var shownByScreen: [String: BarTranslucencyCounts] = [:]
    /// The files that write a bar, or a `translucent` binding, of each value.
    var writingTranslucent: Set<String> = []
    var writingOpaque: Set<String> = []
}

extension Workspace {
    /// What checks read of the app's bars (see `BarTranslucencyVerdict`).
    public var barTranslucency: BarTranslucencyVerdict { barTally.total.verdict }

    /// The app's navigation bars and toolbars by translucency, as its screens
    /// show them: every use of a component counts, with the values the use gives.
    public var barTranslucencyCounts: BarTranslucencyCounts { barTally.total }

    /// Counts every file's bars again, from nothing: after files were added in bulk (`add(_:)`).
    mutating func rebuildBarTally() {
        var tally = BarTally()
        var memo: [DepthKey: BarTranslucencyCounts] = [:]
        for (path, file) in files {
            let written = file.writtenBars
            if written.writesTranslucent { tally.writingTranslucent.insert(path) }
            if written.writesOpaque { tally.writingOpaque.insert(path) }
            guard file.isScreen else { continue }
            let shown = barsShown(on: file, memo: &memo)
            guard !shown.isEmpty else { continue }
            tally.shownByScreen[path] = shown
            tally.total = tally.total + shown
        }
        barTally = tally
    }

    /// Brings the tally up to date after `path` changed from `old` to `new`
    /// (nil: absent); `dependents` are the files naming its type, directly or
    /// through components. Returns the files whose findings may change
    /// beyond those: the files writing bars of the minority, when what checks
    /// read of the tally changed.
    mutating func updateBarTally(path: String, old: SourceFile?, new: SourceFile?, dependents: Set<String>) -> Set<String> {
        if let old, let new, old.isScreen == new.isScreen, old.writtenBars == new.writtenBars { return [] }
        let before = barTally.total.verdict
        barTally.writingTranslucent.remove(path)
        barTally.writingOpaque.remove(path)
        if let written = new?.writtenBars {
            if written.writesTranslucent { barTally.writingTranslucent.insert(path) }
            if written.writesOpaque { barTally.writingOpaque.insert(path) }
        }
        // A screen's bars change only its own share; a component's (or a file
        // that appears, goes, or turns from one into the other) may change the
        // share of every screen that uses it.
        var changed: Set<String> = [path]
        if old?.isScreen != true || new?.isScreen != true { changed.formUnion(dependents) }
        var memo: [DepthKey: BarTranslucencyCounts] = [:]
        for screen in changed {
            let shown = files[screen].flatMap { $0.isScreen ? barsShown(on: $0, memo: &memo) : nil } ?? BarTranslucencyCounts()
            let previous = barTally.shownByScreen[screen] ?? BarTranslucencyCounts()
            guard shown != previous else { continue }
            barTally.total = barTally.total - previous + shown
            barTally.shownByScreen[screen] = shown.isEmpty ? nil : shown
        }
        let after = barTally.total.verdict
        guard after != before else { return [] }
        return filesWriting(!before.majority).union(filesWriting(!after.majority))
    }

    private func filesWriting(_ translucent: Bool) -> Set<String> {
        translucent ? barTally.writingTranslucent : barTally.writingOpaque
    }

    /// A component use as far as bars go: the type and the values the use gives.
    struct UseKey: Hashable {
        let typeName: String
        let translucent: Bool?
        let hidden: Bool?
    }

    /// A use reached inside `depth` components: what it brings depends on how many more
    /// levels the bound (`ExpansionBounds.maximumComponentDepth`) lets the model expand.
    struct DepthKey: Hashable {
        let use: UseKey
        let depth: Int
    }

    /// What one screen's walk remembers and how much more it may compute: a walk computes
    /// each use at each depth once, but uses inside a component cycle are not remembered
    /// (their answer depends on the way in), so the walk is also bounded.
    struct BarWalk {
        var memo: [DepthKey: BarTranslucencyCounts] = [:]
        var budget = 0
    }

    /// The most uses one screen's walk looks at (in the components it works out; those remembered from before cost nothing).
    static let barWalkBudget = ExpansionBounds.maximumExpandedMembers

    /// The bars a screen shows: those it writes and those its component uses bring.
    func barsShown(on screen: SourceFile, memo: inout [DepthKey: BarTranslucencyCounts]) -> BarTranslucencyCounts {
        var walk = BarWalk(memo: memo, budget: Self.barWalkBudget)
        defer { memo = walk.memo }
        var shown = screen.writtenBars.bars
        for use in screen.writtenBars.uses {
            shown = shown.saturatingAdding(barsShown(by: UseKey(typeName: use.typeName, translucent: use.translucent, hidden: use.hidden),
                                                     expanding: nil, walk: &walk).counts)
        }
        return shown
    }

    /// The bars one use of a component brings, as the model builder expands
    /// it: the bars its definition writes and those of the components it uses,
    /// and its root when that is a bar (or a component built on one), with the
    /// use's `translucent` and `hidden` over the definition's. A use that
    /// would expand a component inside itself (a `component-cycle`) brings
    /// nothing, and results reached through one are not remembered, so the
    /// tally does not depend on the order files were read in. Components
    /// nested past the model's depth bound bring nothing, as they are not
    /// expanded; the recursion is that deep at most, and counts saturate
    /// rather than overflow (a component using the next twice, 32 deep).
    private func barsShown(by use: UseKey, expanding: ExpansionChain?,
                           walk: inout BarWalk) -> (counts: BarTranslucencyCounts, cyclic: Bool) {
        let key = DepthKey(use: use, depth: expanding.depth)
        if let known = walk.memo[key] { return (known, false) }
        guard let definition = file(definingType: use.typeName), !definition.isScreen else { return (BarTranslucencyCounts(), false) }
        guard !expanding.contains(use.typeName) else { return (BarTranslucencyCounts(), true) }
        guard expanding.depth < ExpansionBounds.maximumComponentDepth else { return (BarTranslucencyCounts(), false) }
        let written = definition.writtenBars
        // Each use looked at costs one: a walk that would look at more is cut short, and not remembered.
        guard walk.budget > written.uses.count else { return (BarTranslucencyCounts(), true) }
        walk.budget -= 1 + written.uses.count
        let inside = expanding.adding(use.typeName)
        var shown = written.bars
        var cyclic = false
        for inner in written.uses {
            let result = barsShown(by: UseKey(typeName: inner.typeName, translucent: inner.translucent, hidden: inner.hidden),
                                   expanding: inside, walk: &walk)
            shown = shown.saturatingAdding(result.counts)
            cyclic = cyclic || result.cyclic
        }
        if let root = written.root {
            let translucent = use.translucent ?? root.translucent
            let hidden = use.hidden ?? root.hidden
            if let kind = BarKind(typeName: root.typeName) {
                if hidden != true { shown.add(kind, translucent: translucent ?? true) }
            } else {
                let result = barsShown(by: UseKey(typeName: root.typeName, translucent: translucent, hidden: hidden),
                                       expanding: inside, walk: &walk)
                shown = shown.saturatingAdding(result.counts)
                cyclic = cyclic || result.cyclic
            }
        }
        if !cyclic { walk.memo[key] = shown }
        return (shown, cyclic)
    }
}

extension BarTranslucencyCounts {
    /// The most of each count a screen's share holds: a workspace can nest components to
    /// multiply its bars past any integer, and the tally adds and subtracts screens' shares.
    static let saturation = 1 << 40

    func saturatingAdding(_ other: Self) -> Self {
        var result = self + other
        result.translucentNavigationBars = min(result.translucentNavigationBars, Self.saturation)
        result.opaqueNavigationBars = min(result.opaqueNavigationBars, Self.saturation)
        result.translucentToolbars = min(result.translucentToolbars, Self.saturation)
        result.opaqueToolbars = min(result.opaqueToolbars, Self.saturation)
        return result
    }
}
