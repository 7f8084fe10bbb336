/// The 44 pt minimum tap target shared by `collection-view/small-target` and
/// `controls/small-target`: one finding per element, on its first size
/// binding below the minimum, naming both sides when both are short (the
/// `both` message variant), fixed by setting each short side to the minimum.
import ViewModel
enum TapTargetMinimum {
    /// The smallest comfortable target side, in points.
    static let points = 44.0

    /// The message variants and notes a rule built on this declares.
    static let messages = ["", "both"]
    static let notes = ["sides"]

    /// One finding when any of `properties` (number bindings: a width and a height) is below the minimum.
    static func findings(on element: Element, properties: [String], in context: RuleContext) -> [RuleFinding] {
        let short = properties.compactMap { name -> Binding? in
            guard let binding = element.binding(name), let value = binding.value.numberValue, value < points else { return nil }
            return binding
        }
        guard let first = short.first else { return [] }
        let limit = "\(Int(points))"
        let edits = short.map { context.edits.replaceValue(of: $0, with: limit) }
        guard short.count > 1 else {
            return [.on(first, ["property": first.name, "value": first.valueText, "limit": limit], edits: edits)]
        }
        let second = short[1]
        let arguments = ["first": first.name, "firstValue": first.valueText, "second": second.name, "secondValue": second.valueText,
                         "limit": limit]
        return [.on(first, variant: "both", arguments, terms: ["property": "sides"], edits: edits)]
    }
}
