/// The devices viewls checks and draws screens on: each one's portrait size in
/// points, its safe-area insets and status bar held either way, and its family.
/// `docs/layout.md` lists every figure with its public source, and
/// `LayoutMetricsDocumentationTests` fails when the two differ. Adding a device
/// is one entry here and one row there.

/// One device of the catalogue. Sizes are in points; "portrait" and
/// "landscape" are how it is held.
public struct DeviceModel: Hashable, Sendable, CustomStringConvertible {
    /// The short name findings and settings use (`iPhone SE`).
    public let name: String
    /// Apple's full name (`iPhone SE (3rd generation)`); also accepted in settings.
    public let fullName: String
    public let family: Device
    /// Width and height held in portrait.
    public let width: Double
    public let height: Double
    /// The status bar held in portrait.
    public let statusBarHeight: Double
    /// The safe area's top and bottom insets in portrait (the bottom one is the home indicator's).
    public let safeAreaTop: Double
    public let safeAreaBottom: Double
    /// The status bar held in landscape (zero where iOS hides it: every iPhone).
    public let landscapeStatusBarHeight: Double
    /// The safe area's insets in landscape: top, each side, bottom.
    public let landscapeSafeAreaTop: Double
    public let landscapeSideInset: Double
    public let landscapeSafeAreaBottom: Double
    /// Whether UIKit gives the device a regular horizontal size class held in landscape (the Plus and Max
    /// iPhones); every iPad is regular either way, every other iPhone compact.
    public let isRegularWidthInLandscape: Bool

    public var description: String { name }
}

public enum DeviceCatalogue {
    /// Every device, iPhones then iPads, each family from the narrowest.
    public static let all: [DeviceModel] = [
        DeviceModel(name: "iPhone SE", fullName: "iPhone SE (3rd generation)", family: .iphone, width: 375, height: 667,
                    statusBarHeight: 20, safeAreaTop: 20, safeAreaBottom: 0,
                    landscapeStatusBarHeight: 0, landscapeSafeAreaTop: 0, landscapeSideInset: 0, landscapeSafeAreaBottom: 0,
                    isRegularWidthInLandscape: false),
        DeviceModel(name: "iPhone 16", fullName: "iPhone 16", family: .iphone, width: 393, height: 852,
                    statusBarHeight: 54, safeAreaTop: 59, safeAreaBottom: 34,
                    landscapeStatusBarHeight: 0, landscapeSafeAreaTop: 0, landscapeSideInset: 59, landscapeSafeAreaBottom: 21,
                    isRegularWidthInLandscape: false),
        DeviceModel(name: "iPhone 16 Pro Max", fullName: "iPhone 16 Pro Max", family: .iphone, width: 440, height: 956,
                    statusBarHeight: 54, safeAreaTop: 62, safeAreaBottom: 34,
                    landscapeStatusBarHeight: 0, landscapeSafeAreaTop: 0, landscapeSideInset: 62, landscapeSafeAreaBottom: 21,
                    isRegularWidthInLandscape: true),
        DeviceModel(name: "iPad mini", fullName: "iPad mini (A17 Pro)", family: .ipad, width: 744, height: 1133,
                    statusBarHeight: 24, safeAreaTop: 24, safeAreaBottom: 20,
                    landscapeStatusBarHeight: 24, landscapeSafeAreaTop: 24, landscapeSideInset: 0, landscapeSafeAreaBottom: 20,
                    isRegularWidthInLandscape: true),
        DeviceModel(name: "iPad Air 11-inch", fullName: "iPad Air 11-inch (M2)", family: .ipad, width: 820, height: 1180,
                    statusBarHeight: 24, safeAreaTop: 24, safeAreaBottom: 20,
                    landscapeStatusBarHeight: 24, landscapeSafeAreaTop: 24, landscapeSideInset: 0, landscapeSafeAreaBottom: 20,
                    isRegularWidthInLandscape: true),
        DeviceModel(name: "iPad Pro 13-inch", fullName: "iPad Pro 13-inch (M4)", family: .ipad, width: 1032, height: 1376,
                    statusBarHeight: 24, safeAreaTop: 24, safeAreaBottom: 20,
                    landscapeStatusBarHeight: 24, landscapeSafeAreaTop: 24, landscapeSideInset: 0, landscapeSafeAreaBottom: 20,
                    isRegularWidthInLandscape: true),
    ]

    /// The device a family means when nothing names one: what viewls measured on before it had a catalogue.
    public static func defaultModel(of family: Device) -> DeviceModel {
        switch family {
        case .iphone: return all[1]
        case .ipad: return all[4]
        }
    }

    /// The family's devices, from the narrowest.
    public static func models(of family: Device) -> [DeviceModel] { all.filter { $0.family == family } }

    /// The device `name` names: its short or full name, in any case, spaces around it ignored.
    public static func named(_ name: String) -> DeviceModel? {
        let folded = fold(name)
        return all.first { fold($0.name) == folded || fold($0.fullName) == folded }
    }

    /// The names settings may use, short ones first.
    public static var names: [String] { all.map(\.name) }

    private static func fold(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
