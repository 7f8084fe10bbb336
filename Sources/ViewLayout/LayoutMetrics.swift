/// Every number the layout uses, in points, besides the device catalogue
/// (`DeviceCatalogue`) and the Dynamic Type table (`DynamicType`): bar
/// heights, table, collection and control metrics, type sizes and the bounds
/// on work. `docs/layout.md` lists each with where it comes from, and
/// `LayoutMetricsDocumentationTests` fails when the two disagree. The cell
/// insets and text sizes that the truncation rules share are `TextWidth`'s,
/// not copies.
import ViewModel

public enum LayoutMetrics {
    // Device sizes, safe areas and status bars are the catalogue's (`DeviceCatalogue`), type sizes at
    // other text sizes `DynamicType`'s; both have their own tables in docs/layout.md.

    // MARK: Bars

    /// A navigation bar's item row on iPhone in portrait.
    public static let navigationBarHeight = 44.0
    /// A navigation bar, toolbar or tab bar in iPhone landscape (compact height).
    public static let compactBarHeight = 32.0
    /// A navigation bar's item row on iPad.
    public static let ipadNavigationBarHeight = 50.0
    /// The prompt line above a navigation bar's items.
    public static let promptHeight = 30.0
    /// A search bar inside a navigation bar, below its items.
    public static let navigationSearchBarHeight = 52.0
    /// A search bar on its own (a table's header or a screen's bar).
    public static let searchBarHeight = 56.0
    /// A search bar's text field.
    public static let searchFieldHeight = 36.0
    /// A scope bar below its search bar.
    public static let scopeBarHeight = 44.0
    /// A scope bar's segmented control.
    public static let scopeControlHeight = 32.0
    /// A toolbar on iPhone in portrait.
    public static let toolbarHeight = 44.0
    /// A toolbar on iPad.
    public static let ipadToolbarHeight = 50.0
    /// A tab bar on iPhone in portrait, above the home indicator.
    public static let tabBarHeight = 49.0
    /// A tab bar on iPad, above the home indicator.
    public static let ipadTabBarHeight = 50.0
    /// A tab's icon.
    public static let tabIconSize = 25.0
    /// A tab's title.
    public static let tabTitleFontSize = 10.0
    /// A tab's badge: its height and smallest width.
    public static let tabBadgeSize = 18.0
    /// A bar button's icon (and a system item's glyph).
    public static let barIconSize = 24.0
    /// The smallest tap target: a bar button's smallest width, a button's height.
    public static let minimumTapTarget = 44.0
    /// Between bar items, and a title's padding inside its bar button.
    public static let barItemSpacing = 8.0
    /// The back button's chevron.
    public static let backChevronWidth = 13.0
    /// A navigation bar's title and bar buttons' titles.
    public static let barTitleFontSize = 17.0
    /// A fixed space in a toolbar without a `width`.
    public static let fixedSpaceWidth = 8.0

    // MARK: Margins and columns

    /// The layout margin in a compact width (an iPhone, but a Plus or Max one held in landscape).
    public static let compactLayoutMargin = 16.0
    /// The layout margin in a regular width (an iPad; a Plus or Max iPhone held in landscape).
    public static let regularLayoutMargin = 20.0
    /// Between controls stacked in a column.
    public static let columnSpacing = 8.0

    // MARK: Tables

    /// A row of any standard cell style, unless `rowHeight` or `height` says otherwise.
    public static let rowHeight = 44.0
    /// The side inset of a cell's content (the truncation rules' `TextWidth.sideInset`).
    public static let cellSideInset = TextWidth.sideInset
    /// The room a cell's image takes from its text (`TextWidth.cellImageWidth`).
    public static let cellImageWidth = TextWidth.cellImageWidth
    /// A cell's image.
    public static let cellImageSize = 29.0
    /// The room a cell's accessory takes from its text (`TextWidth.accessoryWidth`).
    public static let accessoryWidth = TextWidth.accessoryWidth
    /// The gap between a value1/value2 cell's title and detail (`TextWidth.titleDetailGap`).
    public static let titleDetailGap = TextWidth.titleDetailGap
    /// A subtitle cell's detail (`TextWidth.subtitleDetailFontSize`).
    public static let subtitleDetailFontSize = TextWidth.subtitleDetailFontSize
    /// The editing control (remove or insert) that pushes a cell's content aside.
    public static let editingControlWidth = 38.0
    /// A table's section index along its right edge.
    public static let tableIndexWidth = 15.0
    /// A plain table's section header or footer strip.
    public static let plainSectionHeaderHeight = 28.0
    /// A plain table's section header text.
    public static let plainSectionHeaderFontSize = 15.0
    /// The space above a grouped section that has no header text.
    public static let groupedSectionSpacing = 35.0
    /// The space above a grouped section's header text.
    public static let groupedHeaderTopPadding = 17.0
    /// The space between a grouped section's header text and its first row, or its last row and its footer.
    public static let groupedTextGap = 7.0
    /// The space below a grouped section's footer text.
    public static let groupedFooterBottomPadding = 10.0
    /// The space below a grouped table's last section.
    public static let groupedBottomPadding = 35.0
    /// A pulled refresh control above the first row (hidden at rest).
    public static let refreshControlHeight = 60.0

    // MARK: Collections

    /// An item's width when neither the collection nor the item says.
    public static let collectionItemWidth = 50.0
    /// An item's height when neither the collection nor the item says.
    public static let collectionItemHeight = 50.0
    /// Between items of a row.
    public static let collectionInteritemSpacing = 10.0
    /// Between rows.
    public static let collectionLineSpacing = 10.0
    /// An item of a `list` layout without `itemHeight`.
    public static let collectionListItemHeight = 44.0
    /// An item's title below its image.
    public static let itemTitleFontSize = 12.0

    // MARK: Type

    /// Body text and labels without a font.
    public static let bodyFontSize = 17.0
    /// Body's line height.
    public static let bodyLineHeight = 22.0
    /// Headline (semibold).
    public static let headlineFontSize = 17.0
    /// Headline's line height.
    public static let headlineLineHeight = 22.0
    /// Subheadline.
    public static let subheadlineFontSize = 15.0
    /// Subheadline's line height.
    public static let subheadlineLineHeight = 20.0
    /// Footnote: section headers and footers of grouped tables.
    public static let footnoteFontSize = 13.0
    /// Footnote's line height.
    public static let footnoteLineHeight = 18.0
    /// Caption 1.
    public static let caption1FontSize = 12.0
    /// Caption 1's line height.
    public static let caption1LineHeight = 16.0
    /// Caption 2.
    public static let caption2FontSize = 11.0
    /// Caption 2's line height.
    public static let caption2LineHeight = 13.0
    /// A line's height as a multiple of a `fontSize` that no text style has.
    public static let lineHeightFactor = 1.3

    // MARK: Controls and content views

    /// A button's side padding around its title.
    public static let buttonPadding = 16.0
    /// A text field (rounded rectangle).
    public static let textFieldHeight = 34.0
    /// A segmented control.
    public static let segmentedControlHeight = 32.0
    /// A segment's side padding around its title.
    public static let segmentPadding = 12.0
    /// A page control.
    public static let pageControlHeight = 26.0
    /// The distance between the centres of two page dots.
    public static let pageDotPitch = 16.0
    /// A page dot.
    public static let pageDotSize = 8.0
    /// An activity indicator (medium).
    public static let activityIndicatorSize = 20.0
    /// An image view showing a `system.NAME` glyph, without a size.
    public static let systemImageSize = 60.0
    /// An image view with no size and no readable image.
    public static let placeholderImageHeight = 120.0
    /// A text view's inset above and below its text.
    public static let textViewVerticalInset = 8.0
    /// A text view's inset beside its text (line fragment padding).
    public static let textViewHorizontalInset = 5.0
    /// A map's height where it does not fill a column.
    public static let mapPreferredHeight = 240.0
    /// A web view's height where it does not fill a column.
    public static let webPreferredHeight = 320.0
    /// A page view controller's height where it does not fill a column.
    public static let pagePreferredHeight = 320.0
    /// A scroll view's height where its content does not say.
    public static let scrollPreferredHeight = 240.0
    /// The least height a filling view shrinks to before its column scrolls.
    public static let minimumFillHeight = 88.0
    /// A map pin's marker: width.
    public static let pinWidth = 28.0
    /// A map pin's marker: height.
    public static let pinHeight = 40.0
    /// A scroll indicator's thickness.
    public static let scrollIndicatorThickness = 3.0
    /// The split view's primary column without a `width`.
    public static let splitPrimaryWidth = 320.0

    // MARK: Temporary views

    /// A popover without a `width`.
    public static let popoverWidth = 320.0
    /// A popover without a `height`.
    public static let popoverHeight = 400.0
    /// A popover's arrow, from its base to its tip.
    public static let popoverArrowHeight = 13.0
    /// The least distance between a popover and the screen's edge.
    public static let popoverScreenMargin = 10.0
    /// An alert.
    public static let alertWidth = 270.0
    /// The padding around an alert's title and message.
    public static let alertPadding = 20.0
    /// An alert's button row.
    public static let alertButtonHeight = 44.0
    /// An action sheet's button.
    public static let actionSheetButtonHeight = 57.0
    /// An action sheet's margin to the screen's edges and between its groups.
    public static let actionSheetMargin = 8.0
    /// A form sheet on iPad: width.
    public static let formSheetWidth = 540.0
    /// A form sheet on iPad: height.
    public static let formSheetHeight = 620.0
    /// A page sheet on iPad: width.
    public static let pageSheetWidth = 704.0
    /// The gap above a sheet, below the safe area's top.
    public static let sheetTopGap = 10.0
    /// An activity's tile (as `activity/title-length` measures it).
    public static let activityTileWidth = 70.0
    /// An activity's icon.
    public static let activityIconSize = 60.0
    /// An activity's title (as `activity/title-length` measures it).
    public static let activityTitleFontSize = 11.0
    /// The lines an activity's title wraps into before it is cut (as `activity/title-length` measures it).
    public static let activityTitleLines = 2.0

    // MARK: Bounds

    /// The most elements laid out for one screen; the rest are counted, not placed.
    public static let elementLimit = 5_000.0
    /// The deepest element laid out; deeper ones get a zero frame and a note.
    public static let depthLimit = 128.0
    /// The most lines one text is wrapped into (a text view's longer text is cut).
    public static let textLineLimit = 200.0

    /// Every metric above by its name, for the documentation check.
    public static let values: [String: Double] = [
        "navigationBarHeight": navigationBarHeight, "compactBarHeight": compactBarHeight,
        "ipadNavigationBarHeight": ipadNavigationBarHeight, "promptHeight": promptHeight,
        "navigationSearchBarHeight": navigationSearchBarHeight, "searchBarHeight": searchBarHeight,
        "searchFieldHeight": searchFieldHeight, "scopeBarHeight": scopeBarHeight, "scopeControlHeight": scopeControlHeight,
        "toolbarHeight": toolbarHeight, "ipadToolbarHeight": ipadToolbarHeight, "tabBarHeight": tabBarHeight,
        "ipadTabBarHeight": ipadTabBarHeight, "tabIconSize": tabIconSize, "tabTitleFontSize": tabTitleFontSize,
        "tabBadgeSize": tabBadgeSize, "barIconSize": barIconSize, "minimumTapTarget": minimumTapTarget,
        "barItemSpacing": barItemSpacing, "backChevronWidth": backChevronWidth, "barTitleFontSize": barTitleFontSize,
        "fixedSpaceWidth": fixedSpaceWidth,
        "compactLayoutMargin": compactLayoutMargin, "regularLayoutMargin": regularLayoutMargin, "columnSpacing": columnSpacing,
        "rowHeight": rowHeight, "cellSideInset": cellSideInset, "cellImageWidth": cellImageWidth, "cellImageSize": cellImageSize,
        "accessoryWidth": accessoryWidth, "titleDetailGap": titleDetailGap, "subtitleDetailFontSize": subtitleDetailFontSize,
        "editingControlWidth": editingControlWidth, "tableIndexWidth": tableIndexWidth,
        "plainSectionHeaderHeight": plainSectionHeaderHeight, "plainSectionHeaderFontSize": plainSectionHeaderFontSize,
        "groupedSectionSpacing": groupedSectionSpacing, "groupedHeaderTopPadding": groupedHeaderTopPadding,
        "groupedTextGap": groupedTextGap, "groupedFooterBottomPadding": groupedFooterBottomPadding,
        "groupedBottomPadding": groupedBottomPadding, "refreshControlHeight": refreshControlHeight,
        "collectionItemWidth": collectionItemWidth, "collectionItemHeight": collectionItemHeight,
        "collectionInteritemSpacing": collectionInteritemSpacing, "collectionLineSpacing": collectionLineSpacing,
        "collectionListItemHeight": collectionListItemHeight, "itemTitleFontSize": itemTitleFontSize,
        "bodyFontSize": bodyFontSize, "bodyLineHeight": bodyLineHeight, "headlineFontSize": headlineFontSize,
        "headlineLineHeight": headlineLineHeight, "subheadlineFontSize": subheadlineFontSize,
        "subheadlineLineHeight": subheadlineLineHeight, "footnoteFontSize": footnoteFontSize,
        "footnoteLineHeight": footnoteLineHeight, "caption1FontSize": caption1FontSize, "caption1LineHeight": caption1LineHeight,
        "caption2FontSize": caption2FontSize, "caption2LineHeight": caption2LineHeight, "lineHeightFactor": lineHeightFactor,
        "buttonPadding": buttonPadding, "textFieldHeight": textFieldHeight, "segmentedControlHeight": segmentedControlHeight,
        "segmentPadding": segmentPadding, "pageControlHeight": pageControlHeight, "pageDotPitch": pageDotPitch,
        "pageDotSize": pageDotSize, "activityIndicatorSize": activityIndicatorSize, "systemImageSize": systemImageSize,
        "placeholderImageHeight": placeholderImageHeight, "textViewVerticalInset": textViewVerticalInset,
        "textViewHorizontalInset": textViewHorizontalInset, "mapPreferredHeight": mapPreferredHeight,
        "webPreferredHeight": webPreferredHeight, "pagePreferredHeight": pagePreferredHeight,
        "scrollPreferredHeight": scrollPreferredHeight, "minimumFillHeight": minimumFillHeight, "pinWidth": pinWidth,
        "pinHeight": pinHeight, "scrollIndicatorThickness": scrollIndicatorThickness, "splitPrimaryWidth": splitPrimaryWidth,
        "popoverWidth": popoverWidth, "popoverHeight": popoverHeight, "popoverArrowHeight": popoverArrowHeight,
        "popoverScreenMargin": popoverScreenMargin, "alertWidth": alertWidth, "alertPadding": alertPadding,
        "alertButtonHeight": alertButtonHeight, "actionSheetButtonHeight": actionSheetButtonHeight,
        "actionSheetMargin": actionSheetMargin, "formSheetWidth": formSheetWidth, "formSheetHeight": formSheetHeight,
        "pageSheetWidth": pageSheetWidth, "sheetTopGap": sheetTopGap, "activityTileWidth": activityTileWidth,
        "activityIconSize": activityIconSize, "activityTitleFontSize": activityTitleFontSize,
        "activityTitleLines": activityTitleLines,
        "elementLimit": elementLimit, "depthLimit": depthLimit, "textLineLimit": textLineLimit,
    ]
}
