/// Bars counted by the ways of holding the device they show in, for the app's bar
/// tally (`WrittenBars`, `Workspace+BarTranslucency.swift`): what a part of a file
/// or a component's use brings is counted relative to the elements around it, and
/// whoever holds it narrows the count to the ways those show (`restricted(to:)`).

/// Ways of holding the device, as the tally reads a bar's `visibleIn` and a
/// screen's `orientations` (the rules' `ShownOrientations` is a layer above).
struct BarOrientations: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let portrait = BarOrientations(rawValue: 1)
    static let landscape = BarOrientations(rawValue: 2)
    static let both: BarOrientations = [.portrait, .landscape]
}

/// Bars counted apart by the orientations they show in: those their own
/// `visibleIn` names, less those an element around them (up to the holder of
/// the count) leaves out. A part of a file, or what a component's use brings,
/// is then the same whatever holds it: its holder narrows it to the ways the
/// elements around show (`restricted(to:)`), and the screen counts those shown
/// a way it is held (`shown(in:)`), so no memo needs to know either.
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

    /// These bars inside an element shown only in `orientations` (none: hidden): each bar then shows where
    /// both do, and one shown nowhere is not counted.
    func restricted(to orientations: BarOrientations) -> Self {
        var result = Self()
        switch orientations {
        case .both: return self
        case .portrait: result.portraitOnly = both.saturatingAdding(portraitOnly)
        case .landscape: result.landscapeOnly = both.saturatingAdding(landscapeOnly)
        default: break
        }
        return result
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
