/// One variant a screen is laid out and checked on: a catalogue device, the
/// way it is held and a Dynamic Type size (`docs/layout.md`, "Variants").
/// `LayoutOptions(variant:)` lays a screen out on one; `matrix` gives every
/// variant a configuration asks for.
public import ViewModel

public struct LayoutVariant: Hashable, Sendable, CustomStringConvertible {
    public var device: DeviceModel
    public var orientation: LayoutOrientation
    public var textSize: TextSize

    public init(device: DeviceModel, orientation: LayoutOrientation = .portrait, textSize: TextSize = .default) {
        self.device = device
        self.orientation = orientation
        self.textSize = textSize
    }

    /// The family's default device in portrait at the default text size: what a layout without a variant is.
    public static func `default`(for family: Device) -> LayoutVariant {
        LayoutVariant(device: DeviceCatalogue.defaultModel(of: family))
    }

    /// The horizontal size class UIKit gives the variant: regular on an iPad, and on a Plus or Max iPhone held
    /// in landscape; compact on the other iPhones (docs/layout.md, "Size classes"). The layout margin follows it.
    public var horizontalSizeClass: SizeClass {
        switch device.family {
        case .ipad: return .regular
        case .iphone: return orientation == .landscape && device.isRegularWidthInLandscape ? .regular : .compact
        }
    }

    /// A UIKit size class.
    public enum SizeClass: String, Sendable {
        case compact, regular
    }

    /// `iPhone SE, portrait, Large`.
    public var description: String { "\(device.name), \(orientation.rawValue), \(textSize.rawValue)" }

    /// The variants a screen of `family` that may be held in `orientations` is checked on: the configured
    /// devices of that family (every catalogue device of the family when none is configured, the family's
    /// default device when the configured ones are all of the other family), held each way, at each configured
    /// text size (`TextSize.checkedByDefault` when none is). Devices in catalogue order, then orientations
    /// (portrait first), then text sizes (smallest first).
    public static func matrix(family: Device, orientations: [LayoutOrientation], configuration: Configuration) -> [LayoutVariant] {
        var devices = (configuration.devices ?? DeviceCatalogue.all).filter { $0.family == family }
        if devices.isEmpty { devices = [DeviceCatalogue.defaultModel(of: family)] }
        let held = LayoutOrientation.allCases.filter(orientations.contains)
        let sizes = configuration.textSizes.flatMap { $0.isEmpty ? nil : $0.sorted() } ?? TextSize.checkedByDefault
        var variants: [LayoutVariant] = []
        for device in devices {
            for orientation in held.isEmpty ? [.portrait] : held {
                for size in sizes { variants.append(LayoutVariant(device: device, orientation: orientation, textSize: size)) }
            }
        }
        return variants
    }

    /// The ways `root` (a screen) may be held: its `orientations`, else both.
    public static func orientations(of root: Element?) -> [LayoutOrientation] {
        guard let items = root?.binding("orientations")?.value.listValue else { return LayoutOrientation.allCases }
        let named = LayoutOrientation.allCases.filter { orientation in items.contains { $0.nameValue == orientation.rawValue } }
        return named.isEmpty ? LayoutOrientation.allCases : named
    }
}
