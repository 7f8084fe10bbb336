/// The rules of rules.md's "Bars" table, in its order.
import ViewModel
extension RuleRegistry {
    static let barRules: [any Rule.Type] = [
        StatusBarHidden.self,
        StatusBarCustom.self,
        StatusBarContrast.self,
        NavigationBarTooManyItems.self,
        NavigationBarSegmentedWithTitle.self,
        NavigationBarBackTitle.self,
        NavigationBarCustomBackButton.self,
        BarsFixedHeight.self,
        BarsMixedTranslucency.self,
        ToolbarTextItems.self,
        TabBarTooManyTabs.self,
        TabBarActionTab.self,
        TabBarRemovedTab.self,
        TabBarInPopover.self,
        SearchBarTextField.self,
        ScopeBarWithoutSearchBar.self,
    ]
}
