/// The metrics of one device held one way at one text size: its size, safe
/// area, status bar, bar heights and layout margin, from the catalogue's
/// `DeviceModel` and the family's bar metrics in `LayoutMetrics`.
import ViewModel

struct DeviceMetrics: Sendable {
    let device: Device
    let model: DeviceModel
    let orientation: LayoutOrientation
    /// The Dynamic Type size text styles are set at.
    let textSize: TextSize
    let size: LayoutSize
    let safeArea: LayoutInsets
    /// Zero when the device hides it (iPhone in landscape).
    let statusBarHeight: Double
    let navigationBarHeight: Double
    let toolbarHeight: Double
    let tabBarHeight: Double
    let layoutMargin: Double
    /// Whether a tab sets its title below its icon (iPhone in portrait) rather than beside it.
    let stacksTabTitles: Bool

    init(model: DeviceModel, orientation: LayoutOrientation, textSize: TextSize = .default) {
        self.device = model.family
        self.model = model
        self.orientation = orientation
        self.textSize = textSize
        let landscape = orientation == .landscape
        size = landscape ? LayoutSize(width: model.height, height: model.width) : LayoutSize(width: model.width, height: model.height)
        if landscape {
            safeArea = LayoutInsets(top: model.landscapeSafeAreaTop, left: model.landscapeSideInset,
                                    bottom: model.landscapeSafeAreaBottom, right: model.landscapeSideInset)
            statusBarHeight = model.landscapeStatusBarHeight
        } else {
            safeArea = LayoutInsets(top: model.safeAreaTop, bottom: model.safeAreaBottom)
            statusBarHeight = model.statusBarHeight
        }
        switch model.family {
        case .iphone:
            navigationBarHeight = landscape ? LayoutMetrics.compactBarHeight : LayoutMetrics.navigationBarHeight
            toolbarHeight = landscape ? LayoutMetrics.compactBarHeight : LayoutMetrics.toolbarHeight
            tabBarHeight = landscape ? LayoutMetrics.compactBarHeight : LayoutMetrics.tabBarHeight
            stacksTabTitles = !landscape
        case .ipad:
            navigationBarHeight = LayoutMetrics.ipadNavigationBarHeight
            toolbarHeight = LayoutMetrics.ipadToolbarHeight
            tabBarHeight = LayoutMetrics.ipadTabBarHeight
            stacksTabTitles = false
        }
        // The margin follows the horizontal size class: a Max iPhone held sideways is regular width.
        let sizeClass = LayoutVariant(device: model, orientation: orientation).horizontalSizeClass
        layoutMargin = sizeClass == .regular ? LayoutMetrics.regularLayoutMargin : LayoutMetrics.compactLayoutMargin
    }

    var bounds: LayoutRect { LayoutRect(x: 0, y: 0, width: size.width, height: size.height) }
}
