/// The schema of the 44 built-in components as one lookup table, with the
/// shared vocabularies (containers, palette colours, system activities).
/// Checking, hover, completion and the docs all read this one table.
public enum Schema {
    /// Every built-in component, in the order of the language reference.
    public static let components: [ComponentDeclaration] = barComponents + contentViewComponents + temporaryViewComponents + controlComponents

    private static let byName: [String: ComponentDeclaration] = Dictionary(uniqueKeysWithValues: components.map { ($0.name, $0) })

    public static func component(named name: String) -> ComponentDeclaration? { byName[name] }

    public static var componentNames: [String] { components.map(\.name) }

    /// Properties every element takes.
    public static let commonProperties: [PropertyDeclaration] = [
        .init("id", .reference(nil)),
        .bool("hidden", default: "false"),
        .number("width"),
        .number("height"),
        .string("accessibilityLabel"),
        .init("visibleIn", .list(.enumeration(["portrait", "landscape"])), default: "[portrait, landscape]",
              sharedDocumentationKey: "component.any.property.visibleIn"),
    ]

    /// The components that are containers: "the same container" in rules means
    /// the nearest of these.
    public static let containerNames: Set<String> = ["Screen", "Primary", "Secondary", "Popover", "Modal", "ContainerViewController", "Page"]

    /// The components an inline `presents:` value may be.
    public static let presentableNames: Set<String> = ["Popover", "Modal", "Alert", "ActionSheet", "ActivityViewController"]

    /// Colour names and their sRGB values (iOS 7 system colours).
    public static let paletteColors: [(name: String, rgb: (UInt8, UInt8, UInt8), alpha: UInt8)] = [
        ("black", (0, 0, 0), 255), ("white", (255, 255, 255), 255), ("gray", (142, 142, 147), 255),
        ("red", (255, 59, 48), 255), ("orange", (255, 149, 0), 255), ("yellow", (255, 204, 0), 255),
        ("green", (76, 217, 100), 255), ("blue", (0, 122, 255), 255), ("purple", (88, 86, 214), 255),
        ("pink", (255, 45, 85), 255), ("clear", (0, 0, 0), 0),
    ]

    public static var paletteColorNames: [String] { paletteColors.map(\.name) }

    /// The names `system.NAME` image values may use: the bar button system
    /// items (`BarButton.system`) and the tab bar system items, sorted. Any
    /// other name is the checking code `unknown-system-image`.
    public static let systemImageNames: [String] = Set(barButtonSystemItems + tabBarSystemItems).sorted()

    /// Whether `system.NAME` names a known system image.
    public static func isSystemImage(_ name: String) -> Bool { knownSystemImages.contains(name) }

    private static let knownSystemImages = Set(systemImageNames)

    /// The tab bar's system items, usable as `system.NAME` tab icons.
    public static let tabBarSystemItems = ["more", "favorites", "featured", "topRated", "recents", "contacts", "history",
                                           "bookmarks", "search", "downloads", "mostRecent", "mostViewed"]

    /// The system activities of `ActivityViewController.activities`.
    public static let systemActivities = ["copy", "print", "mail", "message", "twitter", "facebook", "airDrop",
                                          "airPlay", "saveImage", "assignToContact", "addToReadingList"]

    public static let barButtonSystemItems = ["action", "add", "bookmarks", "camera", "cancel", "compose", "done", "edit",
                                              "fastForward", "organize", "pause", "play", "redo", "refresh", "reply",
                                              "rewind", "save", "search", "stop", "trash", "undo", "info"]

    static let orientations = PropertyDeclaration("orientations", .list(.enumeration(["portrait", "landscape"])), default: "[portrait, landscape]")
    static let textStyles = ["body", "headline", "subheadline", "caption1", "caption2", "footnote"]
    static let contentTypes = ["text", "url", "email", "phone", "number", "pin", "password"]
    static let keyboards = ["standard", "url", "email", "phonePad", "numberPad", "decimalPad", "asciiCapable"]
    static let keyboard = PropertyDeclaration.oneOf("keyboard", keyboards, default: "standard", deprecated: ["default": "standard"])

    /// Every old spelling any property still reads (`PropertyDeclaration.deprecatedSpellings`),
    /// so a value is looked up in its property only when it is one of these.
    public static let deprecatedSpellingWords: Set<String> = Set(components.flatMap { component in
        component.ownProperties.flatMap { $0.deprecatedSpellings.keys }
    })

    /// Screen-like properties, shared by `Screen` and `Page`.
    static let screenProperties: [PropertyDeclaration] = [
        .string("title"),
        orientations,
        .color("background", default: "white"),
        .bool("fullscreenMedia", default: "false"),
        extendsUnderBars,
    ]

    /// A container's content laid out under translucent bars (v4), as UIKit's
    /// `extendedLayoutIncludesOpaqueBars`/`edgesForExtendedLayout` default.
    static let extendsUnderBars = PropertyDeclaration("extendsUnderBars", .bool, default: "true",
                                                      sharedDocumentationKey: "component.any.property.extendsUnderBars")

    /// A bar's background image and how it stretches (v4 beyond `NavigationBar`).
    static func barBackgroundImage(sharedText: Bool) -> [PropertyDeclaration] {
        [
            .init("backgroundImage", .image, sharedDocumentationKey: sharedText ? "component.any.property.backgroundImage" : nil),
            .init("capInsets", .list(.number), sharedDocumentationKey: "component.any.property.capInsets", count: 4),
        ]
    }
}
