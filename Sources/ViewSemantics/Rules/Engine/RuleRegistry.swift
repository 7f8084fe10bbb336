/// Every guideline rule, in catalog order. Adding a rule means adding its
/// file under `Rules/<Family>/` and its type here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
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

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
