/// Where components may stand (`misplaced-component`): a child against its
/// parent's kind, and a split view's one `Primary` and one `Secondary`.
extension ModelBuilder {
    mutating func checkPlacement(of child: Element, in parent: Element) {
        guard let childKind = child.declaration, let parentKind = parent.declaration else { return }
        let placements = childKind.placements
        if placements.contains(.inside(parentKind.name)) { return }
        if placements.contains(.container), parentKind.hostsContainerChildren { return }
        if placements == [.fileRoot] {
            report("misplaced-component", at: child.nameRange, key: "check.misplaced-component.root", ["name": child.typeName])
        } else if placements == [.presentedValue] {
            report("misplaced-component", at: child.nameRange, key: "check.misplaced-component.presented",
                   ["name": child.typeName, "parent": parent.typeName])
        } else {
            report("misplaced-component", at: child.nameRange, key: "check.misplaced-component",
                   ["name": child.typeName, "parent": parent.typeName, "places": describe(placements)])
        }
    }

    func describe(_ placements: Set<Placement>) -> String {
        var places: [String] = []
        if placements.contains(.container) { places.append(catalog.text("check.place.container")) }
        let parents = placements.compactMap { placement -> String? in
            if case .inside(let name) = placement { return "`\(name)`" }
            return nil
        }.sorted()
        places += parents
        if placements.contains(.presentedValue) { places.append("`presents:`") }
        return catalog.list(places, .or)
    }

    mutating func checkSplitView(_ element: Element) {
        guard element.is("SplitView") else { return }
        let primaries = element.children(of: "Primary").count
        let secondaries = element.children(of: "Secondary").count
        guard primaries != 1 || secondaries != 1 else { return }
        report("misplaced-component", at: element.nameRange, key: "check.misplaced-component.split-view",
               ["primary": "\(primaries)", "secondary": "\(secondaries)"])
    }
}
