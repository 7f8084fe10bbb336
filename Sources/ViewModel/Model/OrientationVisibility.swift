/// Language version 4's `visibleIn`: an element shown only in some
/// orientations is absent from the others' layouts, as if it were not written
/// there. Read with `hidden` in one pass over the element's few bindings, so
/// the layout's cost per element stays one scan whether a file uses it or not.
extension Element {
    /// Whether `hidden: true` is written on it (or in its component's
    /// definition), or its `visibleIn` leaves out the orientation.
    public func isHiddenByBinding(inLandscape landscape: Bool) -> Bool {
        guard bindings.mentionsVisibility else { return false }
        var hidden = false
        var visibleIn: Value?
        for binding in bindings.values {
            if binding.name == "hidden" {
                hidden = binding.value.boolValue == true
            } else if binding.name == "visibleIn" {
                visibleIn = binding.value
            }
        }
        if hidden { return true }
        guard let list = visibleIn?.listValue else { return false }
        let orientation = landscape ? "landscape" : "portrait"
        return !list.contains { $0.nameValue == orientation }
    }

    /// The orientations its `visibleIn` names, nil when it does not limit them.
    public var visibleOrientations: [String]? {
        binding("visibleIn")?.value.listValue.map { $0.compactMap(\.nameValue) }
    }
}
