/// The app-wide tally of bar translucency: each screen's share worked out
/// from the bars its file writes (`WrittenBars`) and the components it uses,
/// summed by `BarTallyQuery` whenever a file's written bars change. A bar
/// counts on a screen when it is seen there as every rule sees an element
/// (`isHiddenOnScreen` in ViewRules): neither it nor an element around it
/// (its parent, what presents it) is `hidden: true`, and the `visibleIn`s on
/// the way up (a use's over its component's) leave a way the screen is held.

extension Workspace {
    /// What checks read of the app's bars (see `BarTranslucencyVerdict`).
    public var barTranslucency: BarTranslucencyVerdict { answer(BarVerdictQuery()) }

    /// The app's navigation bars and toolbars by translucency, as its screens
    /// show them: every use of a component counts, with the values the use gives.
    public var barTranslucencyCounts: BarTranslucencyCounts { answer(BarTallyQuery()) }

    /// Counts every screen's bars, from nothing (`BarTallyQuery`).
    func countBars() -> BarTranslucencyCounts {
        var total = BarTranslucencyCounts()
        var memo: [DepthKey: BroughtBars] = [:]
        for file in files.values where file.isScreen {
            total = total + barsShown(on: file, memo: &memo)
        }
        return total
    }

    /// A component use as far as bars go: the type and the values the use gives. What it brings
    /// is counted by orientation (`OrientedBarCounts`) as the use shows it, so neither the screen
    /// that holds it nor the elements around the use are part of the key: each holder narrows the
    /// same answer to the ways the elements around show, each screen to the ways it is held.
    typealias UseKey = WrittenBars.Object

    /// A use reached inside `depth` components: what it brings depends on how many more
    /// levels the bound (`ExpansionBounds.maximumComponentDepth`) lets the model expand.
    struct DepthKey: Hashable {
        let use: UseKey
        let depth: Int
    }

    /// What a use brings: its bars, narrowed to the orientations the use's element shows in
    /// (`shownIn`: its `hidden` and `visibleIn`, the use's over its component's), which apply
    /// to what the use's own block holds too.
    struct BroughtBars {
        var counts = OrientedBarCounts()
        var shownIn = BarOrientations.both
    }

    /// What one screen's walk remembers and how much more it may compute: a walk computes
    /// each use at each depth once, but uses inside a component cycle are not remembered
    /// (their answer depends on the way in), so the walk is also bounded.
    struct BarWalk {
        var memo: [DepthKey: BroughtBars] = [:]
        var budget = 0
    }

    /// The most uses one screen's walk looks at (in the components it works out; those remembered from before cost nothing).
    static let barWalkBudget = ExpansionBounds.maximumExpandedMembers

    /// The bars a screen shows: those it writes and those its component uses bring, shown in a way
    /// the screen is held (its `orientations`, else both).
    func barsShown(on screen: SourceFile, memo: inout [DepthKey: BroughtBars]) -> BarTranslucencyCounts {
        var walk = BarWalk(memo: memo, budget: Self.barWalkBudget)
        defer { memo = walk.memo }
        return barsShown(in: screen.writtenBars, expanding: nil, walk: &walk).counts.shown(in: screen.writtenBars.screenOrientations)
    }

    /// The bars below a file's root: those it writes, those its uses bring and those inside the uses,
    /// each use narrowed to the orientations the elements around it show in, the uses holding it
    /// included (resolved first, as `uses` lists them). Costs the file's uses, and what they bring.
    private func barsShown(in written: WrittenBars, expanding: ExpansionChain?,
                           walk: inout BarWalk) -> (counts: OrientedBarCounts, cyclic: Bool) {
        var shown = written.bars
        var cyclic = false
        // The orientations each use's element shows in, where it stands.
        var usesShownIn: [BarOrientations] = []
        usesShownIn.reserveCapacity(written.uses.count)
        for use in written.uses {
            let around = use.holder.map { usesShownIn[$0].intersection(use.around) } ?? use.around
            guard !around.isEmpty else {
                // Nothing around shows it: neither what it brings nor what it holds is seen, whatever the component.
                usesShownIn.append([])
                continue
            }
            let result = barsShown(by: use.object, expanding: expanding, walk: &walk)
            let shownIn = around.intersection(result.brought.shownIn)
            shown = shown.saturatingAdding(result.brought.counts.restricted(to: around))
                .saturatingAdding(use.inside.restricted(to: shownIn))
            usesShownIn.append(shownIn)
            cyclic = cyclic || result.cyclic
        }
        return (shown, cyclic)
    }

    /// The bars one use of a component brings, as the model builder expands
    /// it: the bars its definition writes and those of the components it uses,
    /// and its root when that is a bar (or a component built on one), with the
    /// use's `translucent`, `hidden` and `visibleIn` over the definition's root's
    /// (and that over its own component's), which narrow all it brings to the
    /// orientations the use's element shows in. A use that
    /// would expand a component inside itself (a `component-cycle`) brings
    /// nothing, and results reached through one are not remembered, so the
    /// tally does not depend on the order files were read in. Components
    /// nested past the model's depth bound bring nothing, as they are not
    /// expanded; the recursion is that deep at most, and counts saturate
    /// rather than overflow (a component using the next twice, 32 deep). A
    /// use not expanded still shows (or hides) what its block holds by its own values.
    private func barsShown(by use: UseKey, expanding: ExpansionChain?,
                           walk: inout BarWalk) -> (brought: BroughtBars, cyclic: Bool) {
        let key = DepthKey(use: use, depth: expanding.depth)
        if let known = walk.memo[key] { return (known, false) }
        let unexpanded = BroughtBars(shownIn: use.shownIn)
        guard let definition = file(definingType: use.typeName), !definition.isScreen else { return (unexpanded, false) }
        guard !expanding.contains(use.typeName) else { return (unexpanded, true) }
        guard expanding.depth < ExpansionBounds.maximumComponentDepth else { return (unexpanded, false) }
        let written = definition.writtenBars
        // Each use looked at costs one: a walk that would look at more is cut short, and not remembered.
        guard walk.budget > written.uses.count else { return (unexpanded, true) }
        walk.budget -= 1 + written.uses.count
        let inside = expanding.adding(use.typeName)
        var (shown, cyclic) = barsShown(in: written, expanding: inside, walk: &walk)
        var shownIn = use.shownIn
        if let root = written.root {
            let rootUse = UseKey(typeName: root.typeName, translucent: use.translucent ?? root.translucent,
                                 hidden: use.hidden ?? root.hidden, visibleIn: use.visibleIn ?? root.visibleIn)
            shownIn = rootUse.shownIn
            if let kind = BarKind(typeName: root.typeName) {
                shown.add(kind, translucent: rootUse.translucent ?? true, shownIn: .both)
            } else if !root.typeName.isEmpty, Schema.component(named: root.typeName) == nil {
                // Built on another component: the element is that one's root too, its defaults under these.
                let result = barsShown(by: rootUse, expanding: inside, walk: &walk)
                shown = shown.saturatingAdding(result.brought.counts)
                shownIn = result.brought.shownIn
                cyclic = cyclic || result.cyclic
            }
        }
        let brought = BroughtBars(counts: shown.restricted(to: shownIn), shownIn: shownIn)
        if !cyclic { walk.memo[key] = brought }
        return (brought, cyclic)
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
