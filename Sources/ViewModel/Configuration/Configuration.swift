/// The project settings that change checking: device, the devices and text sizes checked, locale, product names and
/// per-rule severities and options (and where rule pages are, for links), from `.viewls.json` or the editor. Plain values; the
/// loader validates them.

/// The device class a screen is checked for.
public enum Device: String, Sendable, CaseIterable {
    case iphone
    case ipad
}

/// What the configuration says about one rule or checking code.
public enum RuleSetting: Sendable, Equatable, CustomStringConvertible {
    /// Not reported at all.
    case off
    /// Reported with this severity instead of the rule's own.
    case severity(Severity)

    /// Parses `off`, `error`, `warning`, `info` (or `information`) and `hint`.
    public init?(name: String) {
        if name == "off" {
            self = .off
        } else if let severity = Severity(name: name) {
            self = .severity(severity)
        } else {
            return nil
        }
    }

    /// The names a configuration may use, in order of seriousness.
    public static let names = ["error", "warning", "info", "hint", "off"]

    public var description: String {
        switch self {
        case .off: return "off"
        case .severity(let severity): return severity.description
        }
    }
}

/// The variants one rule is restricted to (devices.md §3): of the variants a screen is checked on, those
/// whose device it lists — when it lists a device of the screen's family; else every device — and whose
/// text size it lists. nil: that side is not restricted.
public struct RuleVariants: Sendable, Hashable {
    public var devices: [DeviceModel]?
    public var textSizes: [TextSize]?

    public init(devices: [DeviceModel]?, textSizes: [TextSize]?) {
        self.devices = devices
        self.textSizes = textSizes
    }

    /// Whether a variant on `device` at `textSize` is kept, for a screen of `family`.
    public func allows(_ device: DeviceModel, textSize: TextSize, family: Device) -> Bool {
        if let textSizes, !textSizes.contains(textSize) { return false }
        guard let devices, devices.contains(where: { $0.family == family }) else { return true }
        return devices.contains(device)
    }
}

public struct Configuration: Sendable, Equatable {
    /// nil: not set (the checker then uses the screen's own `device`, else iphone).
    public var device: Device?
    /// As written: `en`, `ru`, `zh`, or a tag such as `ru-RU`, `zh-CN`, `zh-Hans`.
    /// nil: not set.
    public var locale: String?
    /// Names the guidelines treat as the product's own; empty: none set.
    public var productNames: [String]
    /// Rule id or checking code → setting. Rules not named keep their own severity.
    public var ruleSeverities: [String: RuleSetting]
    /// Rule id → option name → value, for the options a rule declares (`RuleOption`);
    /// options not named keep their defaults.
    public var ruleOptions: [String: [String: Double]]
    /// Glob patterns of files and folders to leave out, relative to the
    /// configuration's folder (see `Glob`); read from `.viewls.json` only.
    public var exclude: [String]
    /// Where rule pages are: diagnostics link to `<docsBaseURL>/<rule id>.md`.
    /// nil: not set (the checkout's pages when viewls runs from one, else no link).
    public var docsBaseURL: String?
    /// The catalogue devices screens are checked on (`devices`), in the catalogue's order; a screen is checked on
    /// those of its family (every device of its family when none is). nil: not set.
    public var devices: [DeviceModel]?
    /// The Dynamic Type sizes screens are checked at (`textSizes`), smallest first. nil: not set
    /// (`TextSize.checkedByDefault`).
    public var textSizes: [TextSize]?
    /// Rule id → the variants the rule is judged on (`devices` and `textSizes` in the rule's object form):
    /// rules not named are judged on every variant checked.
    public var ruleVariants: [String: RuleVariants]

    public init(device: Device? = nil, locale: String? = nil, productNames: [String] = [],
                ruleSeverities: [String: RuleSetting] = [:], ruleOptions: [String: [String: Double]] = [:],
                exclude: [String] = [], docsBaseURL: String? = nil, devices: [DeviceModel]? = nil, textSizes: [TextSize]? = nil,
                ruleVariants: [String: RuleVariants] = [:]) {
        self.devices = devices
        self.ruleVariants = ruleVariants
        self.textSizes = textSizes
        self.device = device
        self.locale = locale
        self.productNames = productNames
        self.ruleSeverities = ruleSeverities
        self.ruleOptions = ruleOptions
        self.exclude = exclude
        self.docsBaseURL = docsBaseURL
    }

    /// Nothing set.
    public static let `default` = Configuration()

    /// Values set in `other` replace ours; rules merge key by key, `other` winning.
    /// For editor settings overriding the file. Product names count as set when
    /// the list is not empty. `exclude` is the file's own: which files a
    /// workspace holds does not depend on an editor.
    public func overridden(by other: Configuration) -> Configuration {
        var result = self
        if let device = other.device { result.device = device }
        if let locale = other.locale { result.locale = locale }
        if !other.productNames.isEmpty { result.productNames = other.productNames }
        if let docsBaseURL = other.docsBaseURL { result.docsBaseURL = docsBaseURL }
        if let devices = other.devices { result.devices = devices }
        if let textSizes = other.textSizes { result.textSizes = textSizes }
        result.ruleSeverities.merge(other.ruleSeverities) { _, theirs in theirs }
        result.ruleVariants.merge(other.ruleVariants) { _, theirs in theirs }
        for (rule, options) in other.ruleOptions {
            result.ruleOptions[rule, default: [:]].merge(options) { _, theirs in theirs }
        }
        return result
    }

    /// The severity to report a rule's finding with, given the rule's own default;
    /// nil when the rule is off.
    public func severity(forRule id: String, default defaultSeverity: Severity) -> Severity? {
        switch ruleSeverities[id] {
        case nil: return defaultSeverity
        case .off: return nil
        case .severity(let severity): return severity
        }
    }

    /// The value of a rule's option: the configuration's, else the option's default.
    public func option(_ option: RuleOption, of rule: String) -> Double {
        ruleOptions[rule]?[option.name] ?? option.defaultValue
    }

    /// Whether `tag` looks like a BCP 47 language tag: a language subtag of 2 to 8
    /// ASCII letters, then any number of hyphen-separated subtags of 1 to 8 ASCII
    /// letters or digits (`en`, `ru-RU`, `zh-Hans-CN`, `es-419`). Not checked
    /// against the registry.
    public static func isValidLocaleTag(_ tag: String) -> Bool {
        let subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...8).contains(language.count),
              language.allSatisfy(isASCIILetter) else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) }
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

extension Configuration {
    /// Whether an absolute URL is a web or file address (`http`, `https`, `file`, in any case): what
    /// `docsBaseURL` may be, since it becomes links in reports and in the editor.
    public static func isDocumentAddress(_ text: String) -> Bool {
        guard isURL(text), let colon = text.firstIndex(of: ":") else { return false }
        return ["http", "https", "file"].contains(text[..<colon].lowercased())
    }

    /// Whether `text` is an absolute URL: a scheme (a letter, then letters,
    /// digits, `+`, `-` or `.`), a colon, then at least one character and no
    /// white space (`https://example.com/rules/`, `file:///home/me/viewls/docs/rules/`).
    public static func isURL(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex else { return false }
        let scheme = text[..<colon].unicodeScalars
        let isLetter = { (scalar: Unicode.Scalar) in scalar.isASCII && scalar.properties.isAlphabetic }
        let schemeIsValid = isLetter(scheme.first!) && scheme.allSatisfy {
            isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
        }
        return schemeIsValid && !text.unicodeScalars.contains { $0.properties.isWhitespace }
    }
}
