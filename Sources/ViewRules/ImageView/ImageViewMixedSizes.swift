/// `image-view/mixed-sizes`: an animation whose images differ in size or scale.
public import ViewModel
public struct ImageViewMixedSizes: Rule {
    public static let kinds: Set<String> = ["ImageView"]

    public static let description = RuleDescription(
        id: "image-view/mixed-sizes", severity: .warning,
        messages: ["size", "scale"],
        citations: [SeedCitation("content-zh.image-view"),
                    SeedCitation("content-ru.image-view")],
        notes: ["first-image"],
        examples: [
            .triggering("""
            Screen {
                ImageView {
                    // 200×200, 240×200, 300×300 and 200×200 px.
                    images: ["frames/one@2x.png", ⟦"frames/two@2x.png"⟧, ⟦"frames/three@3x.png"⟧, "frames/four@2x.png"]
                }
            }
            """, images: ["frames/one@2x.png": .init(200, 200), "frames/two@2x.png": .init(240, 200),
                          "frames/three@3x.png": .init(300, 300), "frames/four@2x.png": .init(200, 200)]),
            .nonTriggering("""
            Screen {
                ImageView {
                    // Both 200×200 px; system images are not compared.
                    images: ["frames/one@2x.png", "frames/two@2x.png", system.favorites]
                }
            }
            """, images: ["frames/one@2x.png": .init(200, 200), "frames/two@2x.png": .init(200, 200)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("images") else { return [] }
        let readable = context.images.images(of: binding).compactMap { item in item.info.map { ($0, item.range) } }
        guard let (first, firstRange) = readable.first else { return [] }
        let firstText = text(of: firstRange, in: binding)
        return readable.dropFirst().compactMap { info, range in
            let arguments: [String: String]
            let variant: String
            if info.scale != first.scale {
                variant = "scale"
                arguments = ["scale": "\(info.scale)", "expectedScale": "\(first.scale)"]
            } else if info.pixelWidth != first.pixelWidth || info.pixelHeight != first.pixelHeight {
                variant = "size"
                arguments = ["size": "\(info.pixelWidth)×\(info.pixelHeight)",
                             "expected": "\(first.pixelWidth)×\(first.pixelHeight)"]
            } else {
                return nil
            }
            var finding = RuleFinding(at: SourceLocation(path: binding.path, range: range), variant: variant,
                                      arguments.merging(["image": text(of: range, in: binding)]) { $1 })
            finding.related = [RuleNote(SourceLocation(path: binding.path, range: firstRange), "first-image",
                                        ["image": firstText, "size": "\(first.pixelWidth)×\(first.pixelHeight)", "scale": "\(first.scale)"])]
            return finding
        }
    }

    /// The source text of one list item.
    static func text(of range: Range<Int>, in binding: Binding) -> String {
        let value = binding.valueRange
        let text = Array(binding.valueText.utf8)
        guard range.lowerBound >= value.lowerBound, range.upperBound <= value.upperBound else { return binding.valueText }
        return String(decoding: text[(range.lowerBound - value.lowerBound)..<(range.upperBound - value.lowerBound)], as: UTF8.self)
    }
}
