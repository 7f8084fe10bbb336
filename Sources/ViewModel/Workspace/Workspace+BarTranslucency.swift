/// The app-wide tally of bar translucency: each screen's share worked out
/// from the bars its file writes (`WrittenBars`) and the components it uses,
/// summed by `BarTallyQuery` whenever a file's written bars change. A bar
/// counts on a screen when it is seen there as every rule sees an element
/// (`isHiddenItself` in ViewRules): not `hidden: true`, and its own
/// `visibleIn` (a use's over its component's) names a way the screen is held.

extension Workspace {
    /// What checks read of the app's bars (see `BarTranslucencyVerdict`).
    public var barTranslucency: BarTranslucencyVerdict { answer(BarVerdictQuery()) }

    /// The app's navigation bars and toolbars by translucency, as its screens
    /// show them: every use of a component counts, with the values the use gives.
    public var barTranslucencyCounts: BarTranslucencyCounts { answer(BarTallyQuery()) }

    /// Counts every screen's bars, from nothing (`BarTallyQuery`).
    func countBars() -> BarTranslucencyCounts {
        var total = BarTranslucencyCounts()
        var memo: [DepthKey: OrientedBarCounts] = [:]
        for file in files.values where file.isScreen {
            total = total + barsShown(on: file, memo: &memo)
        }
        return total
    }

    /// A component use as far as bars go: the type and the values the use gives. What it brings
    /// is counted by orientation (`OrientedBarCounts`), so the screen that holds it is no part of
    /// the key: each screen keeps, of the same answer, the bars shown the ways it is held.
    struct UseKey: Hashable {
        let typeName: String
        let translucent: Bool?
        let hidden: Bool?
        let visibleIn: BarOrientations?

        init(_ use: WrittenBars.Object) {
            self.init(typeName: use.typeName, translucent: use.translucent, hidden: use.hidden, visibleIn: use.visibleIn)
        }

        init(typeName: String, translucent: Bool?, hidden: Bool?, visibleIn: BarOrientations?) {
            self.typeName = typeName
            self.translucent = translucent
            self.hidden = hidden
            self.visibleIn = visibleIn
        }
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
        var memo: [DepthKey: OrientedBarCounts] = [:]
        var budget = 0
    }

    /// The most uses one screen's walk looks at (in the components it works out; those remembered from before cost nothing).
    static let barWalkBudget = ExpansionBounds.maximumExpandedMembers

    /// The bars a screen shows: those it writes and those its component uses bring, shown in a way
    /// the screen is held (its `orientations`, else both).
    func barsShown(on screen: SourceFile, memo: inout [DepthKey: OrientedBarCounts]) -> BarTranslucencyCounts {
        var walk = BarWalk(memo: memo, budget: Self.barWalkBudget)
        defer { memo = walk.memo }
        var shown = screen.writtenBars.bars
        for use in screen.writtenBars.uses {
            shown = shown.saturatingAdding(barsShown(by: UseKey(use), expanding: nil, walk: &walk).counts)
        }
        return shown.shown(in: screen.writtenBars.screenOrientations)
    }

    /// The bars one use of a component brings, as the model builder expands
    /// it: the bars its definition writes and those of the components it uses,
    /// and its root when that is a bar (or a component built on one), with the
    /// use's `translucent`, `hidden` and `visibleIn` over the definition's, by
    /// the orientations each shows in. A use that
    /// would expand a component inside itself (a `component-cycle`) brings
    /// nothing, and results reached through one are not remembered, so the
    /// tally does not depend on the order files were read in. Components
    /// nested past the model's depth bound bring nothing, as they are not
    /// expanded; the recursion is that deep at most, and counts saturate
    /// rather than overflow (a component using the next twice, 32 deep).
    private func barsShown(by use: UseKey, expanding: ExpansionChain?,
                           walk: inout BarWalk) -> (counts: OrientedBarCounts, cyclic: Bool) {
        let key = DepthKey(use: use, depth: expanding.depth)
        if let known = walk.memo[key] { return (known, false) }
        guard let definition = file(definingType: use.typeName), !definition.isScreen else { return (OrientedBarCounts(), false) }
        guard !expanding.contains(use.typeName) else { return (OrientedBarCounts(), true) }
        guard expanding.depth < ExpansionBounds.maximumComponentDepth else { return (OrientedBarCounts(), false) }
        let written = definition.writtenBars
        // Each use looked at costs one: a walk that would look at more is cut short, and not remembered.
        guard walk.budget > written.uses.count else { return (OrientedBarCounts(), true) }
        walk.budget -= 1 + written.uses.count
        let inside = expanding.adding(use.typeName)
        var shown = written.bars
        var cyclic = false
        for inner in written.uses {
            let result = barsShown(by: UseKey(inner), expanding: inside, walk: &walk)
            shown = shown.saturatingAdding(result.counts)
            cyclic = cyclic || result.cyclic
        }
        if let root = written.root {
            let translucent = use.translucent ?? root.translucent
            let hidden = use.hidden ?? root.hidden
            let visibleIn = use.visibleIn ?? root.visibleIn
            if let kind = BarKind(typeName: root.typeName) {
                if hidden != true { shown.add(kind, translucent: translucent ?? true, shownIn: visibleIn ?? .both) }
            } else {
                let result = barsShown(by: UseKey(typeName: root.typeName, translucent: translucent, hidden: hidden, visibleIn: visibleIn),
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
