/// The content-view rules of rules.md for: Scroll, map, page and container views, text and web views.
import ViewModel
extension RuleRegistry {
    static let scrollingAndTextRules: [any Rule.Type] = [
        ContainerSingleOrientation.self,
        ContainerCustomTransition.self,
        MapViewNoInteraction.self,
        MapViewPinColor.self,
        PageViewControllerNonlinear.self,
        ScrollViewZoomLimits.self,
        ScrollViewPagingWithoutPageControl.self,
        ScrollViewIndicatorWithPageControl.self,
        ScrollViewNestedSameDirection.self,
        TextViewFixedFont.self,
        TextViewKeyboard.self,
        TextViewLegibility.self,
        TextViewMixedAlignment.self,
        WebViewMiniBrowser.self,
    ]
}
