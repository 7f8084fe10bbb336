/// What a rule may consult besides the element: the file's model and text,
/// the configuration, the workspace's types, the screen flow, image
/// sizes, the device a screen targets, and the variant (device, orientation,
/// text size) a size-dependent rule is judging.
import Foundation
import ViewSyntax
public import ViewLayout
public import ViewModel
import ViewStrings

public struct RuleContext: Sendable {
    public let model: FileModel
    public let file: SourceFile
    public let configuration: Configuration
    public let directory: any TypeDirectory
    /// Where elements lead through `push:`, `presents:` and `content:`, across files.
    public let graph: ScreenFlow
    /// Image sizes, read on demand; unreadable images become notes.
    public let images: ImageLookup
    /// Answers shared across elements, computed once per check.
    public let cache = RuleCache()
    /// Polled by the engine between elements and by the layout between rows: once set, the check's result is dropped.
    public let cancellation: CheckCancellation
    /// The text rooms of the file's previous version (one per variant it measured), which this check takes over
    /// when nothing they depend on changed.
    let previousRooms: [TextRooms]
    /// The variant a size-dependent rule is being run on (`RuleEngine` sets it); nil: the default variant.
    private(set) var layoutVariant: LayoutVariant?

    public init(model: FileModel, file: SourceFile, configuration: Configuration, directory: any TypeDirectory,
                images: ImageLookup, cancellation: CheckCancellation = .never, previousRooms: TextRooms? = nil) {
        self.init(model: model, file: file, configuration: configuration, directory: directory, images: images,
                  cancellation: cancellation, previousRooms: previousRooms.map { [$0] } ?? [])
    }

    init(model: FileModel, file: SourceFile, configuration: Configuration, directory: any TypeDirectory,
         images: ImageLookup, cancellation: CheckCancellation, previousRooms: [TextRooms]) {
        self.cancellation = cancellation
        self.previousRooms = previousRooms
        self.model = model
        self.file = file
        self.configuration = configuration
        self.directory = directory
        self.graph = ScreenFlow(directory: directory, current: model, currentTypeName: file.typeName)
        self.images = images
    }

    /// The device an element is designed for: its screen's `device`, else
    /// iPad when every screen that leads to this one (through `push:`,
    /// `presents:`, `content:` or `showDetail:`) names `device: ipad` — a
    /// popover's content shown from an iPad screen is an iPad screen — else the
    /// configuration's, else iPhone.
    public func device(of element: Element) -> Device {
        if let name = element.screen?.name("device"), let device = Device(rawValue: name) { return device }
        return fileDevice
    }

    /// The device of this file's screen when it names none: see `device(of:)`. Once per check; the links into
    /// a screen are the screen flow's, kept between checks where the workspace keeps models.
    var fileDevice: Device {
        cache.memo(file: "device") {
            if file.isScreen, !file.typeName.isEmpty {
                let leaders = graph.links(to: file.typeName, kinds: [.push, .presents, .content, .showDetail])
                    .filter { $0.screen !== model.root }
                if !leaders.isEmpty, leaders.allSatisfy({ $0.screen.name("device") == Device.ipad.rawValue }) { return .ipad }
            }
            return configuration.device ?? .iphone
        }
    }

    /// The family the layout lays this file out as: its screen's `device`, else the configuration's, else
    /// iPhone (what the preview draws; `device(of:)` is what the family-dependent rules judge).
    public var layoutFamily: Device {
        model.root.flatMap { $0.is("Screen") ? $0.name("device").flatMap(Device.init(rawValue:)) : nil } ?? configuration.device ?? .iphone
    }

    /// The variant being judged: the one `RuleEngine` runs a size-dependent rule on, else the family's default
    /// device in portrait at the default text size.
    public var variant: LayoutVariant { layoutVariant ?? .default(for: layoutFamily) }

    /// Every variant this file is checked on (`LayoutVariant.matrix`), once per check.
    public var variantMatrix: [LayoutVariant] {
        cache.once("variant matrix") {
            let root = model.root.flatMap { $0.is("Screen") ? $0 : nil }
            return LayoutVariant.matrix(family: layoutFamily, orientations: LayoutVariant.orientations(of: root),
                                        configuration: configuration)
        }
    }

    /// The variants `rule` is judged on: the matrix less what the rule's `devices` and `textSizes` leave out
    /// (`Configuration.ruleVariants`); the whole matrix for a rule not restricted. Once per check and rule.
    public func variantMatrix(of rule: String) -> [LayoutVariant] {
        guard let restriction = configuration.ruleVariants[rule] else { return variantMatrix }
        // Read outside `once`: its lock is not reentrant.
        let matrix = variantMatrix, family = layoutFamily
        return cache.once("variant matrix of \(rule)") {
            matrix.filter { restriction.allows($0.device, textSize: $0.textSize, family: family) }
        }
    }

    /// This context judging `variant`: the same file, caches and cancellation.
    func on(_ variant: LayoutVariant) -> RuleContext {
        var copy = self
        copy.layoutVariant = variant
        copy.variantRoomsKey = Self.textRoomsKey(variant)
        copy.roomsSlot = TextRoomsSlot()
        return copy
    }

    /// Where a context made by `on(_:)` keeps its variant's text rooms once found, so the many cells a chunk
    /// judges on that variant look them up once rather than in the check's shared cache each time.
    private var roomsSlot: TextRoomsSlot?

    /// `textRoomsKey` of the variant set by `on(_:)`, made once per variant rather than once per element.
    private var variantRoomsKey: String?

    /// The room the layout leaves each cell's text (`LaidOutElement.textRoom`) on the variant being judged
    /// (its device held its way; rooms do not depend on the text size), once per check and device — what
    /// the rules that measure read, so a finding and the preview never disagree about a size. The images
    /// it reads do not become `unreadable-image` notes: only the rules' own lookups do. Taken over from
    /// the file's previous version when its model differs only in what placement never reads
    /// (`TextRooms.carried`), else laid out without the drawing's texts and parts.
    public var textRooms: TextRooms {
        if let known = roomsSlot?.rooms { return known }
        let variant = self.variant
        // Worked out before the rooms' own `once`, which holds the cache's lock while it computes.
        let slots = elementSlots
        let rooms = cache.once(variantRoomsKey ?? Self.textRoomsKey(variant)) {
            let options = Self.roomOptions(variant)
            for previous in previousRooms {
                if let carried = previous.carried(to: model, slots: slots, of: file, options: options) { return carried }
            }
            return LayoutEngine.textRooms(model, of: file, in: directory, options: options, images: images.separate(),
                                          cancellation: cancellation, slots: slots)
        }
        roomsSlot?.rooms = rooms
        return rooms
    }

    /// The numbering of the model's elements every variant's rooms share: the previous version's carried over
    /// when the layout places the two models alike (one walk for all variants), else made afresh.
    var elementSlots: ElementSlots {
        cache.once("element slots") {
            previousRooms.first.flatMap { $0.slots.carried(to: model) } ?? ElementSlots(model)
        }
    }

    /// The layout options text rooms are measured with on `variant`: the default text size, since rooms are widths.
    static func roomOptions(_ variant: LayoutVariant) -> LayoutOptions {
        var rooms = variant
        rooms.textSize = .default
        return LayoutOptions(variant: rooms)
    }

    static func textRoomsKey(_ variant: LayoutVariant) -> String {
        "text rooms \(variant.device.name) \(variant.orientation.rawValue)"
    }

    /// The text rooms this check computed or took over, the default variant's first, if a rule asked for them.
    var computedTextRooms: [TextRooms] {
        var seen: Set<String> = []
        return ([.default(for: layoutFamily)] + variantMatrix).compactMap { variant in
            let key = Self.textRoomsKey(variant)
            guard seen.insert(key).inserted else { return nil }
            return cache.computed(key, as: TextRooms.self)
        }
    }

    /// The value of `rule`'s option `name` for this check: the configuration's, else the declared default.
    public func option(_ name: String, of rule: RuleDescription) -> Double {
        configuration.option(rule.option(name), of: rule.id)
    }

    /// Text edits for fixes, each built on the bytes of the file that holds the syntax it edits.
    public var edits: FixEdits { FixEdits(file: file, directory: directory) }

    /// Words a fix of `rule` inserts (`rule.<rule>.insert.<name>`), in the
    /// language of the file's own strings (`SourceFile.stringLanguage`), so a
    /// Russian screen gets Russian words whatever language the reader's messages are in.
    public func insertedText(_ rule: String, _ name: String) -> String {
        MessageCatalog.rules(file.stringLanguage).text(RuleDescription.insertKey(rule, name))
    }
}

/// A variant context's text rooms, set once found (`RuleContext.on`); read and set under a lock, as a context
/// may be copied to another thread.
final class TextRoomsSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var value: TextRooms?

    var rooms: TextRooms? {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
