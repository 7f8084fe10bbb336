/// Dynamic Type: the point size and line height of each text style at each of
/// the twelve text sizes, from Apple's HIG "Typography" tables (iOS, iPadOS
/// Dynamic Type sizes; `docs/layout.md` says which public copies each figure
/// was checked against). `docs/layout.md` lists the same table, and
/// `LayoutMetricsDocumentationTests` fails when the two differ. Text set in a
/// text style scales with the variant's size; a fixed `fontSize`, bar titles
/// and tab labels do not (as in UIKit).
public import ViewModel

public enum DynamicType {
    /// The text styles the layout sets text in.
    public enum Style: String, Sendable, CaseIterable {
        case body, headline, subheadline, footnote, caption1, caption2
    }

    /// Point size and line height, `xSmall` … `AX5`, by style.
    static let table: [Style: [(fontSize: Double, lineHeight: Double)]] = [
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56),
                    (53, 62)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50),
                       (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46),
                    (44, 53)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44),
                    (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 29), (29, 35), (34, 41),
                    (40, 48)],
    ]

    /// `style`'s point size at `size`.
    public static func fontSize(_ style: Style, at size: TextSize) -> Double { table[style]![size.index].fontSize }

    /// `style`'s line height at `size`.
    public static func lineHeight(_ style: Style, at size: TextSize) -> Double { table[style]![size.index].lineHeight }

    /// How much larger than at `Large` `style` is at `size` (1 at `Large`): what scales a size a rule option sets.
    public static func scale(_ style: Style, at size: TextSize) -> Double {
        fontSize(style, at: size) / fontSize(style, at: .large)
    }
}
