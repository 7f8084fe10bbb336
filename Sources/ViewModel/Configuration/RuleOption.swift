/// A number a rule measures against that the guidelines do not give (a tile
/// width, a contrast ratio, a share of the screen): the rule declares it with
/// its default, and `.viewls.json` may set it in the rule's object form
/// (`"text-view/legibility": { "minimumContrast": 7 }`). The configuration
/// reader validates values against `range`; rules read them through
/// `Configuration.option(_:of:default:)`.

public struct RuleOption: Sendable, Equatable {
    /// The key in the rule's object (`minimumContrast`), a JSON-friendly lower camel case name.
    public let name: String
    /// The value when the configuration sets none.
    public let defaultValue: Double
    /// The values a configuration may set.
    public let range: ClosedRange<Double>
    /// Whether only whole numbers make sense (a number of lines or fonts).
    public let isInteger: Bool

    public init(_ name: String, default defaultValue: Double, range: ClosedRange<Double>, isInteger: Bool = false) {
        precondition(range.contains(defaultValue), "the default of \(name) lies outside its range")
        precondition(!isInteger || defaultValue == defaultValue.rounded(), "the default of \(name) is not whole")
        self.name = name
        self.defaultValue = defaultValue
        self.range = range
        self.isInteger = isInteger
    }

    /// Whether `value` may be set: inside the range, and whole when the option counts something.
    public func accepts(_ value: Double) -> Bool {
        value.isFinite && range.contains(value) && (!isInteger || value == value.rounded())
    }

    /// A number as people write it in JSON: `70`, `4.5`, `0.8`.
    public static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
