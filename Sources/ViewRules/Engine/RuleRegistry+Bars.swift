/// The rules of rules.md's "Bars" table, in its order, with version 2's new bar rules beside their families.
import ViewModel
extension RuleRegistry {
    static let barRules: [any Rule.Type] = [
        StatusBarHidden.self,
        StatusBarCustom.self,
        StatusBarContrast.self,
        StatusBarHiddenWithBars.self,
        NavigationBarTooManyItems.self,
        NavigationBarSegmentedWithTitle.self,
        NavigationBarBackTitle.self,
        NavigationBarSegmentedBackTitle.self,
        NavigationBarCustomBackButton.self,
        NavigationBarTitleMatchesScreen.self,
        NavigationBarConsistentAppearance.self,
        NavigationBarBackgroundImageHeight.self,
        BarsFixedHeight.self,
        BarsMixedTranslucency.self,
        BarsCustomMimic.self,
        BarsSystemItemMeaning.self,
        BarsSystemItemTitle.self,
        BarsLandscapeIconHeight.self,
        ToolbarTextItems.self,
        ToolbarCrowdedTitles.self,
        TabBarTooManyTabs.self,
        TabBarActionTab.self,
        TabBarRemovedTab.self,
        TabBarInPopover.self,
        TabBarNotTopLevel.self,
        TabBarTemplateIcon.self,
        SearchBarTextField.self,
        ScopeBarWithoutSearchBar.self,
    ]
}
