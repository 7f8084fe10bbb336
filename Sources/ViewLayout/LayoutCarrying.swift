/// A later version's layout taken over from an earlier one's, for the
/// preview's next drawing: a keystroke in a cell's title or detail moves no
/// frame, so the layout of a 2,000-row table need not be made again. Taken
/// over when the two models are placed alike (`TextRooms.placesAlike`, in one
/// walk of both) and what differs is a cell's title or detail alone — the
/// same emptiness, no `titleLines`/`detailLines`, no children or presented
/// values — and neither version has a syntax error: every element keeps its
/// frame and parts, takes its new source positions, and each cell whose
/// words changed has its texts set again in the room it had (`placeCell` in
/// the same frame; if that places anything else differently, the layout is
/// made from nothing). Anything else that differs, and the layout is made
/// from nothing: the result is always the layout `layout` gives
/// (`LayoutCarryingTests`).
public import ViewModel

/// A layout with what it was laid out from, so that a later version of the file may take it over.
public struct CarriableLayout: Sendable {
    public let layout: ScreenLayout
    let model: FileModel
    let options: LayoutOptions
    /// Laid out from a file without syntax errors (whose elements all come from its model).
    let isCarriable: Bool
}

extension LayoutEngine {
    /// The layout of `model`, taken over from `previous` (the layout of an earlier version of the same
    /// file) when only cells' words differ; `relaidOut` names the elements whose texts were set again
    /// (nil: laid out from nothing, every element new).
    public static func layout(_ model: FileModel, of file: SourceFile, in directory: any TypeDirectory,
                              options: LayoutOptions = LayoutOptions(), images: ImageLookup? = nil,
                              carriedFrom previous: CarriableLayout?) -> (layout: CarriableLayout, relaidOut: [Int]?) {
        if let previous, let carried = carry(previous, to: model, of: file, in: directory, options: options, images: images) {
            return carried
        }
        let layout = layout(model, of: file, in: directory, options: options, images: images)
        return (CarriableLayout(layout: layout, model: model, options: options,
                                isCarriable: file.tree.diagnostics.isEmpty && !layout.elements.contains { $0.kind == "error" }), nil)
    }

    private static func carry(_ previous: CarriableLayout, to model: FileModel, of file: SourceFile, in directory: any TypeDirectory,
                              options: LayoutOptions, images: ImageLookup?) -> (layout: CarriableLayout, relaidOut: [Int]?)? {
        let old = previous.layout
        guard previous.isCarriable, file.tree.diagnostics.isEmpty, old.path == file.path, old.name == file.typeName,
              old.isScreen == file.isScreen, previous.options == options else { return nil }
        var pairs: [(Element, Element)] = []
        switch (previous.model.root, model.root) {
        case (nil, nil): break
        case let (before?, after?): pairs.append((before, after))
        default: return nil
        }
        var elements = old.elements
        var indexes: [ObjectIdentifier: Int] = [:]
        indexes.reserveCapacity(old.elementIndexes.count)
        var reworded: [(index: Int, cell: Element)] = []
        let metrics = DeviceMetrics(model: old.variant.device, orientation: old.variant.orientation, textSize: old.variant.textSize)
        let builder = LayoutBuilder(file: file, model: model, directory: directory, options: options, images: images, metrics: metrics)
        while let (before, after) = pairs.popLast() {
            guard TextRooms.placesAlike(before, after) else { return nil }
            let words = sameWords(before, after)
            guard words != nil else { return nil }
            if let index = old.elementIndexes[ObjectIdentifier(before)] {
                indexes[ObjectIdentifier(after)] = index
                let span = builder.span(path: after.path, range: after.range)
                if span != elements[index].source { elements[index].source = span }
                if words == false { reworded.append((index, after)) }
            }
            let presentedBefore = before.presentedElements, presentedAfter = after.presentedElements
            guard presentedBefore.count == presentedAfter.count else { return nil }
            pairs.append(contentsOf: zip(presentedBefore, presentedAfter))
            pairs.append(contentsOf: zip(before.children, after.children))
        }
        guard indexes.count == old.elementIndexes.count else { return nil }
        for (index, cell) in reworded {
            let was = elements[index]
            builder.presentation = was.presentation
            let isLast = !was.parts.contains { $0.role == .separator }
            let placed = builder.elements.count
            builder.placeCell(cell, in: was.frame, parent: was.parent, depth: was.depth, isLast: isLast)
            guard builder.elements.count == placed + 1 else { return nil }
            let again = builder.elements[placed]
            guard again.frame == was.frame, again.parts == was.parts, again.textRoom == was.textRoom, was.textRoom != nil,
                  again.clipsChildren == was.clipsChildren, again.id == was.id else { return nil }
            elements[index].texts = again.texts
            elements[index].properties = again.properties
        }
        let layout = ScreenLayout(name: old.name, path: old.path, isScreen: old.isScreen, device: old.device, variant: old.variant,
                                  orientation: old.orientation, size: old.size, safeArea: old.safeArea, statusBar: old.statusBar,
                                  homeIndicator: old.homeIndicator, elements: elements, presentations: old.presentations,
                                  notes: old.notes, omittedCount: old.omittedCount, elementIndexes: indexes)
        return (CarriableLayout(layout: layout, model: model, options: options, isCarriable: true), reworded.map(\.index).sorted())
    }

    /// Whether the words the layout sets but does not measure are the same: true when they are, false for a
    /// cell whose title or detail alone changed (its texts are set again), nil when the layout must be made again.
    private static func sameWords(_ before: Element, _ after: Element) -> Bool? {
        switch before.kind {
        case "Cell":
            let title = (before.string("title"), after.string("title")), detail = (before.string("detail"), after.string("detail"))
            if title.0 == title.1, detail.0 == detail.1 { return true }
            guard (title.0 ?? "").isEmpty == (title.1 ?? "").isEmpty, (detail.0 ?? "").isEmpty == (detail.1 ?? "").isEmpty,
                  after.binding("titleLines") == nil, after.binding("detailLines") == nil,
                  before.children.isEmpty, after.children.isEmpty, before.presentedElements.isEmpty,
                  after.presentedElements.isEmpty else { return nil }
            return false
        case "Section":
            return before.string("header") == after.string("header") && before.string("footer") == after.string("footer") ? true : nil
        default:
            return true
        }
    }
}
