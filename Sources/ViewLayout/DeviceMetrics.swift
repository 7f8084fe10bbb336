/// The metrics of one device held one way: its size, safe area, status bar,
/// bar heights and layout margin, chosen from `LayoutMetrics`.
import ViewModel

struct DeviceMetrics: Sendable {
    let device: Device
    let orientation: LayoutOrientation
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

    init(device: Device, orientation: LayoutOrientation) {
        self.device = device
        self.orientation = orientation
        let landscape = orientation == .landscape
        switch device {
        case .iphone:
            let width = LayoutMetrics.iphoneWidth
            let height = LayoutMetrics.iphoneHeight
            size = landscape ? LayoutSize(width: height, height: width) : LayoutSize(width: width, height: height)
            if landscape {
                safeArea = LayoutInsets(top: 0, left: LayoutMetrics.iphoneLandscapeSideInset,
                                        bottom: LayoutMetrics.iphoneLandscapeHomeIndicatorInset,
                                        right: LayoutMetrics.iphoneLandscapeSideInset)
                statusBarHeight = 0
                navigationBarHeight = LayoutMetrics.compactBarHeight
                toolbarHeight = LayoutMetrics.compactBarHeight
                tabBarHeight = LayoutMetrics.compactBarHeight
            } else {
                safeArea = LayoutInsets(top: LayoutMetrics.iphoneSafeAreaTop, bottom: LayoutMetrics.iphoneHomeIndicatorInset)
                statusBarHeight = LayoutMetrics.iphoneStatusBarHeight
                navigationBarHeight = LayoutMetrics.navigationBarHeight
                toolbarHeight = LayoutMetrics.toolbarHeight
                tabBarHeight = LayoutMetrics.tabBarHeight
            }
            layoutMargin = LayoutMetrics.compactLayoutMargin
            stacksTabTitles = !landscape
        case .ipad:
            let width = LayoutMetrics.ipadWidth
            let height = LayoutMetrics.ipadHeight
            size = landscape ? LayoutSize(width: height, height: width) : LayoutSize(width: width, height: height)
            safeArea = LayoutInsets(top: LayoutMetrics.ipadStatusBarHeight, bottom: LayoutMetrics.ipadHomeIndicatorInset)
            statusBarHeight = LayoutMetrics.ipadStatusBarHeight
            navigationBarHeight = LayoutMetrics.ipadNavigationBarHeight
            toolbarHeight = LayoutMetrics.ipadToolbarHeight
            tabBarHeight = LayoutMetrics.ipadTabBarHeight
            layoutMargin = LayoutMetrics.regularLayoutMargin
            stacksTabTitles = false
        }
    }

    var bounds: LayoutRect { LayoutRect(x: 0, y: 0, width: size.width, height: size.height) }
}
