/// `image-view/mixed-sizes`: an animation whose images differ in size or scale.
public import ViewModel
public struct ImageViewMixedSizes: Rule {
    public static let kinds: Set<String> = ["ImageView"]

    public static let description = RuleDescription(
        id: "image-view/mixed-sizes", severity: .warning,
        summary: "The images of an image view's animation share one size and one scale.",
        messages: [
            "size": "{image} is {size} px but the animation's first image is {expected} px; give every frame the same size",
            "scale": "{image} is an @{scale}x image but the animation's first image is @{expectedScale}x; give every frame the same scale",
        ],
        what: "Reads the PNG headers of an `ImageView`'s `images` and compares each with the first readable one: it flags an image whose scale suffix (none, `@2x`, `@3x`) differs, or, at the same scale, whose pixel size differs. `system.NAME` images and files that cannot be read are left out.",
        why: "An image view plays its images as frames in one frame box. Frames of different sizes are each scaled on their own, so the animation jumps and blurs; frames of different scales are drawn at the wrong size.",
        howToFix: "Export every frame of the animation at the same pixel size and the same scale, and name them with the same suffix.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.5 图片视图"),
                    SeedCitation(SeedCitation.russianContentViews, "Представление изображения")],
        notes: ["first-image": "the first image, {image}: {size} px at @{scale}x"],
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
                    images: ["frames/one@2x.png", "frames/two@2x.png", system.star]
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
