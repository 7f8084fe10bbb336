/// The layout's working state: the elements recorded so far (parents before
/// children), the bound on their number, notes, source positions, popovers
/// waiting for their source's frame and presented values waiting for their
/// layer; and the last pass that cuts each frame by its clipping ancestors.
import ViewModel
import ViewSyntax

final class LayoutBuilder {
    let file: SourceFile
    let model: FileModel
    let directory: any TypeDirectory
    let options: LayoutOptions
    let images: ImageLookup?
    let metrics: DeviceMetrics
    let depthLimit = Int(LayoutMetrics.depthLimit)
    /// Polled between a table's rows, the widest loop a layout has: once set, the rest is left out.
    let cancellation: CheckCancellation
    /// Frames and text rooms only (`LayoutEngine.textRooms`): no source positions, properties,
    /// texts or parts, which nothing in the builder reads back, so every frame is the full layout's.
    let measuresOnly: Bool

    private(set) var elements: [LaidOutElement] = []
    private(set) var notes: [LayoutNote] = []
    private(set) var omitted = 0
    var presentations: [LayoutPresentation] = []
    /// The index each laid-out element got.
    private(set) var elementIndexes: [ObjectIdentifier: Int] = [:]
    private var lineIndexes: [String: LineIndex] = [:]
    /// Heights measured for a width, by element.
    var measured: [ObjectIdentifier: (width: Double, height: Double)] = [:]
    /// How many containers are being measured inside one another.
    var measuringDepth = 0
    /// The layer being laid out: 0 for the screen.
    var presentation = 0
    /// Popovers shown now, placed once every frame they may point at is known.
    var pendingPopovers: [Floating] = []
    /// Values shown by `presents:` (and misplaced presentable children), in the order met.
    var presented: [(element: Element, presenter: Int?)] = []

    struct Floating {
        let element: Element
        let parent: Int
        let depth: Int
        let presentation: Int
        let bounds: LayoutRect
    }

    init(file: SourceFile, model: FileModel, directory: any TypeDirectory, options: LayoutOptions, images: ImageLookup?,
         metrics: DeviceMetrics, cancellation: CheckCancellation = .never, measuresOnly: Bool = false) {
        self.cancellation = cancellation
        self.measuresOnly = measuresOnly
        self.file = file
        self.model = model
        self.directory = directory
        self.options = options
        self.images = images
        self.metrics = metrics
        lineIndexes[file.path] = file.lineIndex
    }

    var isFull: Bool { elements.count >= max(0, options.elementLimit) }

    // MARK: Recording

    /// Records `element` at `frame`; nil (and its subtree counted as left out)
    /// when the element cap is reached. Its presented values are queued.
    @discardableResult
    func record(_ element: Element, frame: LayoutRect, parent: Int?, depth: Int, clips: Bool = false, scrolls: Bool = false,
                floating: Bool = false, backdrop: LayoutRect? = nil) -> Int? {
        guard !isFull else {
            omitted += subtreeCount(element)
            return nil
        }
        let index = elements.count
        let laidOut = LaidOutElement(
            kind: element.kind ?? element.typeName, typeName: element.typeName, id: measuresOnly ? nil : element.name("id"),
            source: measuresOnly ? Self.unplacedSpan(path: element.path) : span(path: element.path, range: element.range),
            frame: Self.sanitized(frame),
            visibleFrame: .zero, backdrop: backdrop.map(Self.sanitized), clipsChildren: clips || scrolls, scrolls: scrolls,
            isFloating: floating, depth: depth, parent: parent, presentation: presentation,
            properties: measuresOnly ? [:] : Self.snapshot(element))
        elements.append(laidOut)
        elementIndexes[ObjectIdentifier(element)] = index
        for value in element.presentedElements where !isHidden(value) {
            presented.append((value, index))
        }
        return index
    }

    /// Records a piece of syntax that did not parse as a placeholder element of kind `error`.
    @discardableResult
    func recordBroken(_ range: Range<Int>, frame: LayoutRect, parent: Int, depth: Int) -> Int? {
        guard !isFull else {
            omitted += 1
            return nil
        }
        elements.append(LaidOutElement(
            kind: "error", typeName: "", id: nil, source: span(path: file.path, range: range), frame: Self.sanitized(frame),
            visibleFrame: .zero, backdrop: nil, clipsChildren: false, scrolls: false, isFloating: false, depth: depth,
            parent: parent, presentation: presentation, properties: [:]))
        return elements.count - 1
    }

    func index(of element: Element) -> Int? { elementIndexes[ObjectIdentifier(element)] }

    func frame(of index: Int) -> LayoutRect { elements[index].frame }

    func markScrolling(_ index: Int) {
        elements[index].scrolls = true
        elements[index].clipsChildren = true
    }

    func add(_ text: LaidOutText, to index: Int) {
        guard !measuresOnly else { return }
        elements[index].texts.append(LaidOutText(role: text.role, frame: Self.sanitized(text.frame), lines: text.lines,
                                                 fontSize: text.fontSize, lineHeight: text.lineHeight, weight: text.weight,
                                                 alignment: text.alignment, isTruncated: text.isTruncated))
    }

    func add(_ part: LaidOutPart, to index: Int) {
        guard !measuresOnly else { return }
        elements[index].parts.append(LaidOutPart(role: part.role, frame: Self.sanitized(part.frame), value: part.value))
    }

    func setTextRoom(_ room: LayoutRect, of index: Int) {
        elements[index].textRoom = Self.sanitized(room)
    }

    func note(_ kind: LayoutNote.Kind, element: Int?, _ detail: String = "") {
        notes.append(LayoutNote(kind: kind, element: element, detail: detail))
    }

    /// An element the layout cannot place (nested past the depth limit, or
    /// where no frame fits it): it and everything in it get zero frames at
    /// the parent's origin, and one note.
    func recordUnplaced(_ element: Element, parent: Int, depth: Int, kind: LayoutNote.Kind) {
        var stack: [(Element, Int, Int)] = [(element, parent, depth)]
        var first = true
        while let (current, parentIndex, level) = stack.popLast() {
            let origin = LayoutRect(x: frame(of: parentIndex).x, y: frame(of: parentIndex).y, width: 0, height: 0)
            guard let index = record(current, frame: origin, parent: parentIndex, depth: level) else { continue }
            if first {
                note(kind, element: index, current.typeName)
                first = false
            }
            for child in shown(current).reversed() { stack.append((child, index, level + 1)) }
        }
    }

    /// How many shown elements a subtree holds, presented values included (a loop, not recursion).
    func subtreeCount(_ element: Element) -> Int {
        var count = 0
        var stack = [element]
        while let current = stack.popLast() {
            count += 1
            stack += shown(current)
            stack += current.presentedElements.filter { !isHidden($0) }
        }
        return count
    }

    // MARK: Source positions

    /// The span a measuring layout gives every element: it keeps no source positions.
    static func unplacedSpan(path: String) -> SourceSpan {
        SourceSpan(path: path, bytes: 0..<0, start: LinePosition(line: 0, column: 0), end: LinePosition(line: 0, column: 0))
    }

    func span(path: String, range: Range<Int>) -> SourceSpan {
        guard let lines = lineIndex(for: path) else {
            return SourceSpan(path: path, bytes: range, start: LinePosition(line: 0, column: 0), end: LinePosition(line: 0, column: 0))
        }
        return SourceSpan(path: path, bytes: range, start: lines.position(of: range.lowerBound, in: .utf16),
                          end: lines.position(of: range.upperBound, in: .utf16))
    }

    /// The line index of the file at `path`: this file's, or a component file's found by its type name.
    private func lineIndex(for path: String) -> LineIndex? {
        if let known = lineIndexes[path] { return known }
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let typeName = fileName.hasSuffix(".view") ? String(fileName.dropLast(5)) : fileName
        guard let found = directory.file(definingType: typeName), found.path == path else { return nil }
        lineIndexes[path] = found.lineIndex
        return found.lineIndex
    }

    // MARK: Values

    static func snapshot(_ element: Element) -> [String: LayoutValue] {
        var result: [String: LayoutValue] = [:]
        for binding in element.bindings.values { result[binding.name] = layoutValue(binding.value) }
        return result
    }

    static func layoutValue(_ value: Value) -> LayoutValue {
        switch value {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .name(let name): return .name(name)
        case .path(let parts): return .path(parts)
        case .list(let items): return .list(items.map(layoutValue))
        case .object: return .object
        case .missing: return .missing
        }
    }

    /// Finite, non-negative sizes: what cannot be measured is zero.
    static func sanitized(_ rect: LayoutRect) -> LayoutRect {
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return LayoutRect(x: finite(rect.x), y: finite(rect.y), width: max(0, finite(rect.width)), height: max(0, finite(rect.height)))
    }

    // MARK: Visible frames

    /// Each frame cut by the frames of its clipping ancestors (the screen's
    /// bounds for floating elements and presented layers). A parent whose
    /// children do not all fit inside it clips them first (as a view with
    /// `clipsToBounds` does), so what shows never leaves its parent.
    func computeVisibleFrames() {
        var clipOfChildren: [LayoutRect] = []
        clipOfChildren.reserveCapacity(elements.count)
        let screen = metrics.bounds
        for index in elements.indices {
            let element = elements[index]
            var clip = screen
            if let parent = element.parent, !element.isFloating { clip = clipOfChildren[parent] }
            let visible = element.frame.intersection(clip)
            elements[index].visibleFrame = visible
            clipOfChildren.append(element.clipsChildren ? visible : clip)
        }
    }
}
