/// The 44 pt minimum tap target shared by `collection-view/small-target` and
/// `controls/small-target`: one finding per size binding below it, fixed by
/// setting the minimum.
import ViewModel
enum TapTargetMinimum {
    /// The smallest comfortable target side, in points.
    static let points = 44.0

    /// Findings on each of `properties` (number bindings) below the minimum.
    static func findings(on element: Element, properties: [String], in context: RuleContext) -> [RuleFinding] {
        properties.compactMap { name in
            guard let binding = element.binding(name), let value = binding.value.numberValue, value < points else { return nil }
            let arguments = ["property": name, "value": binding.valueText, "limit": "\(Int(points))"]
            return .on(binding, arguments, edits: [context.edits.replaceValue(of: binding, with: "\(Int(points))")])
        }
    }
}
