/// The twelve Dynamic Type sizes a person can choose, spelt as Apple's tables
/// spell them (`xSmall` … `xxxLarge`, `AX1` … `AX5`). The point size of each
/// text style at each size is `ViewLayout`'s `DynamicType` table.
public enum TextSize: String, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case xSmall, small = "Small", medium = "Medium", large = "Large", xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The size iOS starts with.
    public static let `default` = TextSize.large

    /// The sizes checked when the configuration names none: the default and the largest that is not an accessibility size.
    public static let checkedByDefault: [TextSize] = [.large, .xxxLarge]

    /// One of the five larger accessibility sizes.
    public var isAccessibility: Bool { self >= .ax1 }

    /// Its place from the smallest (0) to the largest (11).
    public var index: Int {
        switch self {
        case .xSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .xLarge: return 4
        case .xxLarge: return 5
        case .xxxLarge: return 6
        case .ax1: return 7
        case .ax2: return 8
        case .ax3: return 9
        case .ax4: return 10
        case .ax5: return 11
        }
    }

    public var description: String { rawValue }

    public static func < (lhs: TextSize, rhs: TextSize) -> Bool { lhs.index < rhs.index }

    /// The size `name` names, in any case.
    public static func named(_ name: String) -> TextSize? {
        let folded = name.lowercased()
        return allCases.first { $0.rawValue.lowercased() == folded }
    }
}
