/// The room a file's layout leaves for each cell's text (`LaidOutElement.textRoom`), which
/// elements it lays out, the screen's size and the count past the element cap: what
/// `table-view/truncated-text` measures, from `LayoutEngine.textRooms`.
///
/// A keystroke rarely moves any of it, so a new version of the file can take the previous
/// version's rooms (`carried(to:of:options:)`) when its model differs only in what the layout's
/// placement never reads: the `title` and `detail` strings of cells (they are set inside the
/// room, never measured for it), the words of a section's header or footer (outside a grouped
/// table a strip of one height, empty or not; in a grouped one they set the section's height,
/// never a row's width) and where things are written. Anything else that differs — a
/// kind, a binding, a child, a presented value, a syntax error, an image view (its size comes
/// from the image file, outside the model), the options — and the rooms are laid out again.
public import ViewModel

public struct TextRooms: Sendable {
    /// The model the rooms are for: it keeps its elements alive, so their identities stay theirs.
    let model: FileModel
    let path: String
    let options: LayoutOptions
    /// The screen's size on the device it was laid out for.
    public let size: LayoutSize
    /// Elements left out past the layout's element cap.
    public let omittedCount: Int
    /// Where each element's room is in `rooms`: one numbering of the model, shared by its rooms on every variant.
    public let slots: ElementSlots
    /// By slot, each element's text room width: `.nan` for one laid out without a text room, `notLaidOut` for
    /// one the layout left out.
    let rooms: [Double]
    /// Laid out whole, from a file without syntax errors: what another version may take over.
    let isCarriable: Bool
    /// Taken over from an earlier version of the file (`carried`) rather than laid out.
    public let isCarried: Bool

    /// Marks an element the layout did not place (rooms are never negative).
    static let notLaidOut = -1.0

    /// Whether the layout placed `element`.
    public func isLaidOut(_ element: Element) -> Bool { slots.slot(of: element).map { rooms[$0] != Self.notLaidOut } ?? false }

    /// The width of `element`'s text room (a cell's); nil when it has none or was not laid out.
    public func room(of element: Element) -> Double? {
        guard let slot = slots.slot(of: element) else { return nil }
        let room = rooms[slot]
        return room.isNaN || room == Self.notLaidOut ? nil : room
    }

    /// These rooms for `model`, the model of a later version of the same file, when nothing the
    /// placement reads differs between the two; nil when the rooms must be laid out again.
    public func carried(to model: FileModel, of file: SourceFile, options: LayoutOptions) -> TextRooms? {
        guard let slots = slots.carried(to: model) else { return nil }
        return carried(to: model, slots: slots, of: file, options: options)
    }

    /// These rooms for `model`, numbered by `slots` — this model's numbering carried to the later model
    /// (`ElementSlots.carried`, worked out once for every variant) — or nil when they cannot be taken over.
    public func carried(to model: FileModel, slots: ElementSlots, of file: SourceFile, options: LayoutOptions) -> TextRooms? {
        guard isCarriable, file.path == path, options == self.options, file.tree.diagnostics.isEmpty,
              slots.carriedFrom == ObjectIdentifier(self.slots) else { return nil }
        return TextRooms(model: model, path: path, options: options, size: size, omittedCount: omittedCount,
                         slots: slots, rooms: rooms, isCarriable: true, isCarried: true)
    }

    /// Whether the layout places the two elements alike, their children and presented values aside
    /// (the caller compares those in turn). `widthsOnly`: alike in every width the layout gives (what text
    /// rooms are), where a section's header and footer never count, whatever the table's style: in a grouped
    /// table their words set how tall the section is, never how wide a row is.
    static func placesAlike(_ old: Element, _ new: Element, widthsOnly: Bool = false) -> Bool {
        guard old.kind == new.kind, old.typeName == new.typeName, old.path == new.path, old.role == new.role,
              old.componentChain == new.componentChain, old.children.count == new.children.count,
              old.bindings.count == new.bindings.count,
              // An image view's size is read from its file, which can change while the model does not.
              old.kind != "ImageView" else { return false }
        let oldBindings = old.bindings.values, newBindings = new.bindings.values
        let cell = old.kind == "Cell"
        // Outside a grouped table a section's header and footer take a strip of one height whatever they say.
        let stripSection = old.kind == "Section"
            && (widthsOnly || !(old.parent?.kind == "TableView" && old.parent?.name("style") == "grouped"))
        for (position, binding) in oldBindings.enumerated() {
            // Bindings come in the order they are written; look a name up only where the order differs.
            let inPlace = newBindings[position]
            guard let other = inPlace.name == binding.name ? inPlace : new.bindings[binding.name] else { return false }
            if let text = binding.value.stringValue, let otherText = other.value.stringValue {
                if cell, binding.name == "title" || binding.name == "detail" { continue }
                if stripSection, binding.name == "header" || binding.name == "footer", widthsOnly || text.isEmpty == otherText.isEmpty { continue }
            }
            guard sameValue(binding.value, other.value) else { return false }
        }
        return true
    }

    /// Values equal as the layout reads them; an inline object is compared where it is presented
    /// (one in a list, which nothing presents, is never taken as equal).
    static func sameValue(_ old: Value, _ new: Value, inList: Bool = false) -> Bool {
        switch (old, new) {
        case let (.string(a), .string(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.name(a), .name(b)): return a == b
        case let (.path(a), .path(b)): return a == b
        case let (.list(a), .list(b)): return a.count == b.count && zip(a, b).allSatisfy { sameValue($0, $1, inList: true) }
        case (.object, .object): return !inList
        case (.missing, .missing): return true
        default: return false
        }
    }
}

/// A numbering of a model's elements (children and presented values, in one fixed walk), so that its text
/// rooms on every variant are arrays rather than tables keyed by element, and a later model placed alike
/// (`carried(to:)`) takes the same numbering — and every variant's rooms with it — in one walk.
public final class ElementSlots: Sendable {
    let model: FileModel
    private let slots: [ObjectIdentifier: Int]
    /// The numbering this one was carried from (nil: made from its model); an identity only, so a chain of
    /// versions does not keep the earlier models alive.
    public let carriedFrom: ObjectIdentifier?
    /// When carried: the slots whose element, or an ancestor of it, differs in any binding's value from the
    /// earlier model's element in that slot (a cell's title, a section's header: what the placement
    /// ignores). Findings on them are made again (`FindingsMemo`).
    public let rewritten: Set<Int>
    public var count: Int { slots.count }

    public convenience init(_ model: FileModel) {
        var slots: [ObjectIdentifier: Int] = [:]
        slots.reserveCapacity(model.elements.count)
        Self.walk(model.root) { element in slots[ObjectIdentifier(element)] = slots.count }
        self.init(model: model, slots: slots, carriedFrom: nil, rewritten: [])
    }

    private init(model: FileModel, slots: [ObjectIdentifier: Int], carriedFrom: ObjectIdentifier?, rewritten: Set<Int>) {
        self.model = model
        self.slots = slots
        self.carriedFrom = carriedFrom
        self.rewritten = rewritten
    }

    /// Where `element` is in this numbering; nil for an element of another model.
    public func slot(of element: Element) -> Int? { slots[ObjectIdentifier(element)] }

    func slot(of element: ObjectIdentifier) -> Int? { slots[element] }

    /// This numbering for `model`, a later version's, when the layout places every element of the two alike
    /// (`TextRooms.placesAlike`, compared in the one walk both numberings follow); nil when it does not.
    public func carried(to model: FileModel) -> ElementSlots? {
        var slots: [ObjectIdentifier: Int] = [:]
        slots.reserveCapacity(self.slots.count)
        // Each pair with whether an ancestor of theirs says something different.
        var pairs: [(old: Element, new: Element, under: Bool)] = []
        switch (self.model.root, model.root) {
        case (nil, nil): break
        case let (old?, new?): pairs.append((old, new, false))
        default: return nil
        }
        var rewritten: Set<Int> = []
        while let (old, new, under) = pairs.popLast() {
            let unchanged = Self.builtFromSameSyntax(old, new)
            guard unchanged || TextRooms.placesAlike(old, new, widthsOnly: true) else { return nil }
            let differs = under || !(unchanged || Self.sameBindings(old, new))
            if differs { rewritten.insert(slots.count) }
            slots[ObjectIdentifier(new)] = slots.count
            let oldPresented = old.presentedElements, newPresented = new.presentedElements
            guard oldPresented.count == newPresented.count else { return nil }
            // Pushed as `walk` pushes them, so both numberings meet each element at the same step (by index,
            // last first: no reversed copies to make for every element).
            for index in oldPresented.indices.reversed() { pairs.append((oldPresented[index], newPresented[index], differs)) }
            let oldChildren = old.children, newChildren = new.children
            guard oldChildren.count == newChildren.count else { return nil }
            for index in oldChildren.indices.reversed() { pairs.append((oldChildren[index], newChildren[index], differs)) }
        }
        return ElementSlots(model: model, slots: slots, carriedFrom: ObjectIdentifier(self), rewritten: rewritten)
    }

    /// Whether the two elements were built from one and the same syntax (the green node a keystroke elsewhere
    /// leaves shared) of a built-in type, so that they are placed alike and say the same in every binding
    /// without comparing them: a built-in element's bindings are its own syntax's, decoded the same way each
    /// time. (A component's use also takes its definition's bindings, which may have changed; an image
    /// view's size comes from its file. Their children are compared in turn.)
    static func builtFromSameSyntax(_ old: Element, _ new: Element) -> Bool {
        old.syntax.syntax.green === new.syntax.syntax.green && old.componentChain.isEmpty && new.componentChain.isEmpty
            && old.declaration != nil && old.role == new.role && old.path == new.path
            && old.children.count == new.children.count && old.bindings.count == new.bindings.count
            && old.kind == new.kind && old.kind != "ImageView"
    }

    /// Whether two elements placed alike (`TextRooms.placesAlike`) also say the same in every binding.
    static func sameBindings(_ old: Element, _ new: Element) -> Bool {
        zip(old.bindings.values, new.bindings.values).allSatisfy { $0.name == $1.name && TextRooms.sameValue($0.value, $1.value) }
    }

    /// Every element from `root`, each once: an element, then its children, then its presented values (depth first).
    static func walk(_ root: Element?, _ visit: (Element) -> Void) {
        var stack: [Element] = root.map { [$0] } ?? []
        while let element = stack.popLast() {
            visit(element)
            stack.append(contentsOf: element.presentedElements.reversed())
            stack.append(contentsOf: element.children.reversed())
        }
    }
}
