/// The content-view rules of rules.md for: Table views and split views.
import ViewModel
extension RuleRegistry {
    static let tableAndSplitRules: [any Rule.Type] = [
        SplitViewNarrowSecondary.self,
        SplitViewTwoNavigationBars.self,
        SplitViewSelectionMarked.self,
        SplitViewDetailInSecondary.self,
        SplitViewPrimaryUnreachable.self,
        TableViewGroupedIndex.self,
        TableViewEmptyGroup.self,
        TableViewIndexWithAccessories.self,
        TableViewImageInValueStyle.self,
        TableViewValueStylesPlain.self,
        TableViewUnevenRows.self,
        TableViewBlankLoading.self,
        TableViewTruncatedText.self,
        TableViewCustomCellChildren.self,
        TableViewAccessoryMeaning.self,
        TableViewChoiceListPlain.self,
        TableViewKeptHighlight.self,
        TableViewChoiceMarks.self,
        TableViewUnselectableLink.self,
    ]
}
