/// What the layout gives: a screen on a device with every element's frame,
/// the text lines and parts (images, accessories, separators…) inside it,
/// and where it stands in the source. Plain `Sendable` values; the renderer
/// draws them and the rules may measure them.
public import ViewModel
public import ViewSyntax

/// Which way the device is held.
public enum LayoutOrientation: String, Sendable, CaseIterable {
    case portrait
    case landscape
}

/// Where an element is written: its file, byte range and the same range as
/// zero-based lines and UTF-16 columns (LSP's positions).
public struct SourceSpan: Hashable, Sendable {
    public let path: String
    public let bytes: Range<Int>
    public let start: LinePosition
    public let end: LinePosition

    public init(path: String, bytes: Range<Int>, start: LinePosition, end: LinePosition) {
        self.path = path
        self.bytes = bytes
        self.start = start
        self.end = end
    }

    /// `line:character-line:character`, as `data-range` writes it.
    public var lspText: String { "\(start.line):\(start.column)-\(end.line):\(end.column)" }
}

/// A property's effective value, without the model's references.
public enum LayoutValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// An enum member, palette colour, id or screen name.
    case name(String)
    /// A dotted path such as `system.camera`.
    case path([String])
    case list([LayoutValue])
    /// An inline object (a presented value); it is laid out as its own element.
    case object
    case missing

    public var stringValue: String? { if case .string(let text) = self { return text } else { return nil } }
    public var numberValue: Double? { if case .number(let number) = self { return number } else { return nil } }
    public var boolValue: Bool? { if case .bool(let flag) = self { return flag } else { return nil } }
    public var nameValue: String? { if case .name(let name) = self { return name } else { return nil } }
    public var listValue: [LayoutValue]? { if case .list(let items) = self { return items } else { return nil } }
}

/// Text as it is set inside an element: its lines after wrapping and
/// truncation (a cut line ends with `…`), by the width estimate the
/// truncation rules use (`TextWidth`).
public struct LaidOutText: Hashable, Sendable {
    public enum Role: String, Sendable {
        case title, detail, text, placeholder, header, footer, prompt, message, badge, segment, index, screenName
    }

    public enum Weight: String, Sendable { case regular, semibold }
    public enum Alignment: String, Sendable { case leading, center, trailing }

    public let role: Role
    public let frame: LayoutRect
    public let lines: [String]
    public let fontSize: Double
    public let lineHeight: Double
    public let weight: Weight
    public let alignment: Alignment
    /// Whether the text did not fit and lost its end.
    public let isTruncated: Bool

    public init(role: Role, frame: LayoutRect, lines: [String], fontSize: Double, lineHeight: Double,
                weight: Weight = .regular, alignment: Alignment = .leading, isTruncated: Bool = false) {
        self.role = role
        self.frame = frame
        self.lines = lines
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.weight = weight
        self.alignment = alignment
        self.isTruncated = isTruncated
    }
}

/// A drawn piece of an element that is not an element of its own.
public struct LaidOutPart: Hashable, Sendable {
    public enum Role: String, Sendable {
        /// An image: `value` is the image as written (a path or `system.NAME`).
        case image
        /// A cell accessory: `value` is its name.
        case accessory
        case separator
        /// A system glyph: `value` is its name.
        case glyph
        /// A search or text field's box.
        case field
        case indexBar
        /// Page dots: `value` is `count/selected`.
        case pageDots
        case spinner
        /// A segment of a segmented or scope bar; `value` is `selected` for the chosen one.
        case segment
        /// A popover's arrow: `value` is the side it points to (`up`, `down`, `left`, `right`).
        case arrow
        case editingControl
        case reorderControl
        case selection
        /// A map's route or area overlay, or the map itself: `value` is the map type.
        case route, area, mapBase
        case scrollIndicator
        case grabber
        case divider
        /// A tab's badge.
        case badge
    }

    public let role: Role
    public let frame: LayoutRect
    public let value: String?

    public init(role: Role, frame: LayoutRect, value: String? = nil) {
        self.role = role
        self.frame = frame
        self.value = value
    }
}

/// One element where the device shows it.
public struct LaidOutElement: Sendable {
    /// The built-in component (`Cell` for a `BookCell`); the written type name when
    /// it is unknown; `error` for syntax that did not parse.
    public let kind: String
    /// The type name as written.
    public let typeName: String
    public let id: String?
    public internal(set) var source: SourceSpan
    /// Absolute, in points.
    public internal(set) var frame: LayoutRect
    /// The part of the frame that its clipping ancestors let show; empty when scrolled out of view.
    public internal(set) var visibleFrame: LayoutRect
    /// Where a bar's background reaches (under the status bar or the home indicator); nil for other elements.
    public internal(set) var backdrop: LayoutRect?
    /// Its children are cut at its frame.
    public internal(set) var clipsChildren: Bool
    /// Its content may reach past its frame (a table, scroll view, or a column that overflowed).
    public internal(set) var scrolls: Bool
    /// Placed over the screen rather than inside its parent (popovers and presented values).
    public let isFloating: Bool
    public let depth: Int
    /// The index of its parent in `ScreenLayout.elements`.
    public let parent: Int?
    /// 0 for the screen itself, n for the n-th presented value (`ScreenLayout.presentations`).
    public let presentation: Int
    /// Its effective bindings (the use's, else its component's defaults; not the schema's).
    public internal(set) var properties: [String: LayoutValue]
    public internal(set) var texts: [LaidOutText] = []
    public internal(set) var parts: [LaidOutPart] = []
    /// A table cell's room for its title and detail: the row less its side
    /// insets, editing control, image and accessory. What
    /// `table-view/truncated-text` measures; nil for other elements.
    public internal(set) var textRoom: LayoutRect?

    public func property(_ name: String) -> LayoutValue? { properties[name] }
    public func string(_ name: String) -> String? { properties[name]?.stringValue }
    public func name(_ name: String) -> String? { properties[name]?.nameValue }
    public func number(_ name: String) -> Double? { properties[name]?.numberValue }
    public func bool(_ name: String) -> Bool? { properties[name]?.boolValue }
}

/// A value shown on top of the screen (`presents:`), laid out as its own layer.
public struct LayoutPresentation: Hashable, Sendable {
    /// The element whose `presents:` (or `source:`) it belongs to; nil when it was not laid out.
    public let presenter: Int?
    /// The presented value's root element.
    public let root: Int

    public init(presenter: Int?, root: Int) {
        self.presenter = presenter
        self.root = root
    }
}

/// Something the layout could not do as asked.
public struct LayoutNote: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// Nested deeper than `LayoutMetrics.depthLimit`: a zero frame.
        case tooDeep
        /// A popover whose `source` is not laid out: anchored at its presenter or the screen's centre.
        case unresolvedSource
        /// `content:` names a screen that is drawn on its own, not inside this one.
        case contentScreen
        /// The screen's `orientations` leave out the orientation asked for.
        case unsupportedOrientation
        /// A component placed where the layout has no place for it: a zero frame.
        case cannotPlace
    }

    public let kind: Kind
    public let element: Int?
    public let detail: String

    public init(kind: Kind, element: Int?, detail: String = "") {
        self.kind = kind
        self.element = element
        self.detail = detail
    }
}

/// The status bar the device shows over a screen.
public struct StatusBarLayout: Hashable, Sendable {
    public let frame: LayoutRect
    /// `light` or `dark` content as the screen's `StatusBar` says; nil for the appearance's default.
    public let style: String?
}

/// A laid-out screen (or a component file, in a neutral host).
public struct ScreenLayout: Sendable {
    /// The file's type name.
    public let name: String
    public let path: String
    /// False for a component file, drawn in a host with no bars.
    public let isScreen: Bool
    /// The device family.
    public let device: Device
    /// The catalogue device, orientation and text size it was laid out on.
    public let variant: LayoutVariant
    public let orientation: LayoutOrientation
    public let size: LayoutSize
    public let safeArea: LayoutInsets
    /// Nil when hidden (a `StatusBar { hidden: true }`, or an iPhone in landscape).
    public let statusBar: StatusBarLayout?
    /// Nil on a device or orientation without one drawn.
    public let homeIndicator: LayoutRect?
    /// Parents before their children; presented layers after the screen.
    public let elements: [LaidOutElement]
    public let presentations: [LayoutPresentation]
    public let notes: [LayoutNote]
    /// Elements past `LayoutMetrics.elementLimit`, counted but not laid out.
    public let omittedCount: Int
    /// Where each model element was laid out in `elements` (the last place, when an element is laid out twice).
    let elementIndexes: [ObjectIdentifier: Int]

    init(name: String, path: String, isScreen: Bool, device: Device, variant: LayoutVariant, orientation: LayoutOrientation, size: LayoutSize,
         safeArea: LayoutInsets, statusBar: StatusBarLayout?, homeIndicator: LayoutRect?, elements: [LaidOutElement],
         presentations: [LayoutPresentation], notes: [LayoutNote], omittedCount: Int, elementIndexes: [ObjectIdentifier: Int]) {
        self.name = name
        self.path = path
        self.isScreen = isScreen
        self.device = device
        self.variant = variant
        self.orientation = orientation
        self.size = size
        self.safeArea = safeArea
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
        self.elements = elements
        self.presentations = presentations
        self.notes = notes
        self.omittedCount = omittedCount
        self.elementIndexes = elementIndexes
    }

    /// Where `element` of the laid-out model stands; nil when it was not laid
    /// out (hidden, under a hidden parent, or past the element limit).
    public func laidOut(_ element: Element) -> LaidOutElement? {
        elementIndexes[ObjectIdentifier(element)].map { elements[$0] }
    }

    /// The screen's rectangle.
    public var bounds: LayoutRect { LayoutRect(x: 0, y: 0, width: size.width, height: size.height) }
}
