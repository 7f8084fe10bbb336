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
        var memo: [UseKey: BarTranslucencyCounts] = [:]
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
        var memo: [UseKey: BarTranslucencyCounts] = [:]
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

    /// The bars a screen shows: those it writes and those its component uses bring.
    func barsShown(on screen: SourceFile, memo: inout [UseKey: BarTranslucencyCounts]) -> BarTranslucencyCounts {
        var shown = screen.writtenBars.bars
        for use in screen.writtenBars.uses {
            shown += barsShown(by: UseKey(typeName: use.typeName, translucent: use.translucent, hidden: use.hidden),
                               expanding: [], memo: &memo).counts
        }
        return shown
    }

    /// The bars one use of a component brings, as the model builder expands
    /// it: the bars its definition writes and those of the components it uses,
    /// and its root when that is a bar (or a component built on one), with the
    /// use's `translucent` and `hidden` over the definition's. A use that
    /// would expand a component inside itself (a `component-cycle`) brings
    /// nothing, and results reached through one are not remembered, so the
    /// tally does not depend on the order files were read in.
    private func barsShown(by use: UseKey, expanding: [String],
                           memo: inout [UseKey: BarTranslucencyCounts]) -> (counts: BarTranslucencyCounts, cyclic: Bool) {
        if let known = memo[use] { return (known, false) }
        guard let definition = file(definingType: use.typeName), !definition.isScreen else { return (BarTranslucencyCounts(), false) }
        guard !expanding.contains(use.typeName) else { return (BarTranslucencyCounts(), true) }
        let inside = expanding + [use.typeName]
        let written = definition.writtenBars
        var shown = written.bars
        var cyclic = false
        for inner in written.uses {
            let result = barsShown(by: UseKey(typeName: inner.typeName, translucent: inner.translucent, hidden: inner.hidden),
                                   expanding: inside, memo: &memo)
            shown += result.counts
            cyclic = cyclic || result.cyclic
        }
        if let root = written.root {
            let translucent = use.translucent ?? root.translucent
            let hidden = use.hidden ?? root.hidden
            if let kind = BarKind(typeName: root.typeName) {
                if hidden != true { shown.add(kind, translucent: translucent ?? true) }
            } else {
                let result = barsShown(by: UseKey(typeName: root.typeName, translucent: translucent, hidden: hidden),
                                       expanding: inside, memo: &memo)
                shown += result.counts
                cyclic = cyclic || result.cyclic
            }
        }
        if !cyclic { memo[use] = shown }
        return (shown, cyclic)
    }
}
