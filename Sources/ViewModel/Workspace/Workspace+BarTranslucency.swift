/// The app-wide tally of bar translucency: each screen's share worked out
/// from the bars its file writes (`WrittenBars`) and the components it uses,
/// summed by `BarTallyQuery` whenever a file's written bars change.

extension Workspace {
    /// What checks read of the app's bars (see `BarTranslucencyVerdict`).
    public var barTranslucency: BarTranslucencyVerdict { answer(BarVerdictQuery()) }

    /// The app's navigation bars and toolbars by translucency, as its screens
    /// show them: every use of a component counts, with the values the use gives.
    public var barTranslucencyCounts: BarTranslucencyCounts { answer(BarTallyQuery()) }

    /// Counts every screen's bars, from nothing (`BarTallyQuery`).
    func countBars() -> BarTranslucencyCounts {
        var total = BarTranslucencyCounts()
        var memo: [DepthKey: BarTranslucencyCounts] = [:]
        for file in files.values where file.isScreen {
            total = total + barsShown(on: file, memo: &memo)
        }
        return total
    }

    /// A component use as far as bars go: the type and the values the use gives.
    struct UseKey: Hashable {
        let typeName: String
        let translucent: Bool?
        let hidden: Bool?
        let visibleNowhere: Bool?
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
            shown = shown.saturatingAdding(barsShown(by: UseKey(typeName: use.typeName, translucent: use.translucent, hidden: use.hidden,
                                                                   visibleNowhere: use.visibleNowhere),
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
            let result = barsShown(by: UseKey(typeName: inner.typeName, translucent: inner.translucent, hidden: inner.hidden,
                                                 visibleNowhere: inner.visibleNowhere),
                                   expanding: inside, walk: &walk)
            shown = shown.saturatingAdding(result.counts)
            cyclic = cyclic || result.cyclic
        }
        if let root = written.root {
            let translucent = use.translucent ?? root.translucent
            let hidden = use.hidden ?? root.hidden
            let visibleNowhere = use.visibleNowhere ?? root.visibleNowhere
            if let kind = BarKind(typeName: root.typeName) {
                if hidden != true, visibleNowhere != true { shown.add(kind, translucent: translucent ?? true) }
            } else {
                let result = barsShown(by: UseKey(typeName: root.typeName, translucent: translucent, hidden: hidden,
                                                  visibleNowhere: visibleNowhere),
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
