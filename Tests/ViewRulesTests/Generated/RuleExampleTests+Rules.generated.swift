// Generated from `RuleRegistry.all` by `RuleExampleTests.testEveryRuleHasItsOwnTest`; do not edit.
// Regenerate with: UPDATE_EXPECT=1 swift test --filter RuleExampleTests
/// One test per rule, named by its id, so a failure names the rule.

extension RuleExampleTests {
    func test_activityViewController_customTrigger() throws { try checkRule("activity-view-controller/custom-trigger") }
    func test_activity_duplicatesSystem() throws { try checkRule("activity/duplicates-system") }
    func test_activity_productName() throws { try checkRule("activity/product-name") }
    func test_activity_templateImage() throws { try checkRule("activity/template-image") }
    func test_activity_templateSize() throws { try checkRule("activity/template-size") }
    func test_activity_titleLength() throws { try checkRule("activity/title-length") }
    func test_bars_fixedHeight() throws { try checkRule("bars/fixed-height") }
    func test_bars_mixedTranslucency() throws { try checkRule("bars/mixed-translucency") }
    func test_collectionView_dynamicLayout() throws { try checkRule("collection-view/dynamic-layout") }
    func test_collectionView_preferTable() throws { try checkRule("collection-view/prefer-table") }
    func test_collectionView_smallTarget() throws { try checkRule("collection-view/small-target") }
    func test_container_customTransition() throws { try checkRule("container/custom-transition") }
    func test_container_singleOrientation() throws { try checkRule("container/single-orientation") }
    func test_controls_smallTarget() throws { try checkRule("controls/small-target") }
    func test_imageView_mixedSizes() throws { try checkRule("image-view/mixed-sizes") }
    func test_mapView_noInteraction() throws { try checkRule("map-view/no-interaction") }
    func test_mapView_pinColor() throws { try checkRule("map-view/pin-color") }
    func test_navigationBar_backTitle() throws { try checkRule("navigation-bar/back-title") }
    func test_navigationBar_customBackButton() throws { try checkRule("navigation-bar/custom-back-button") }
    func test_navigationBar_segmentedWithTitle() throws { try checkRule("navigation-bar/segmented-with-title") }
    func test_navigationBar_tooManyItems() throws { try checkRule("navigation-bar/too-many-items") }
    func test_pageViewController_nonlinear() throws { try checkRule("page-view-controller/nonlinear") }
    func test_popover_cascade() throws { try checkRule("popover/cascade") }
    func test_popover_dismissButton() throws { try checkRule("popover/dismiss-button") }
    func test_popover_modalOverPopover() throws { try checkRule("popover/modal-over-popover") }
    func test_popover_onIphone() throws { try checkRule("popover/on-iphone") }
    func test_popover_source() throws { try checkRule("popover/source") }
    func test_popover_taskButtons() throws { try checkRule("popover/task-buttons") }
    func test_popover_taskScrolling() throws { try checkRule("popover/task-scrolling") }
    func test_popover_tooLarge() throws { try checkRule("popover/too-large") }
    func test_scopeBar_withoutSearchBar() throws { try checkRule("scope-bar/without-search-bar") }
    func test_scrollView_indicatorWithPageControl() throws { try checkRule("scroll-view/indicator-with-page-control") }
    func test_scrollView_nestedSameDirection() throws { try checkRule("scroll-view/nested-same-direction") }
    func test_scrollView_pagingWithoutPageControl() throws { try checkRule("scroll-view/paging-without-page-control") }
    func test_scrollView_zoomLimits() throws { try checkRule("scroll-view/zoom-limits") }
    func test_searchBar_textField() throws { try checkRule("search-bar/text-field") }
    func test_splitView_narrowSecondary() throws { try checkRule("split-view/narrow-secondary") }
    func test_splitView_selectionMarked() throws { try checkRule("split-view/selection-marked") }
    func test_splitView_twoNavigationBars() throws { try checkRule("split-view/two-navigation-bars") }
    func test_statusBar_contrast() throws { try checkRule("status-bar/contrast") }
    func test_statusBar_custom() throws { try checkRule("status-bar/custom") }
    func test_statusBar_hidden() throws { try checkRule("status-bar/hidden") }
    func test_tabBar_actionTab() throws { try checkRule("tab-bar/action-tab") }
    func test_tabBar_inPopover() throws { try checkRule("tab-bar/in-popover") }
    func test_tabBar_removedTab() throws { try checkRule("tab-bar/removed-tab") }
    func test_tabBar_tooManyTabs() throws { try checkRule("tab-bar/too-many-tabs") }
    func test_tableView_accessoryMeaning() throws { try checkRule("table-view/accessory-meaning") }
    func test_tableView_blankLoading() throws { try checkRule("table-view/blank-loading") }
    func test_tableView_choiceListPlain() throws { try checkRule("table-view/choice-list-plain") }
    func test_tableView_customCellChildren() throws { try checkRule("table-view/custom-cell-children") }
    func test_tableView_emptyGroup() throws { try checkRule("table-view/empty-group") }
    func test_tableView_groupedIndex() throws { try checkRule("table-view/grouped-index") }
    func test_tableView_imageInValueStyle() throws { try checkRule("table-view/image-in-value-style") }
    func test_tableView_indexWithAccessories() throws { try checkRule("table-view/index-with-accessories") }
    func test_tableView_truncatedText() throws { try checkRule("table-view/truncated-text") }
    func test_tableView_unevenRows() throws { try checkRule("table-view/uneven-rows") }
    func test_tableView_valueStylesPlain() throws { try checkRule("table-view/value-styles-plain") }
    func test_textView_fixedFont() throws { try checkRule("text-view/fixed-font") }
    func test_textView_keyboard() throws { try checkRule("text-view/keyboard") }
    func test_textView_legibility() throws { try checkRule("text-view/legibility") }
    func test_toolbar_textItems() throws { try checkRule("toolbar/text-items") }
    func test_webView_miniBrowser() throws { try checkRule("web-view/mini-browser") }
}
