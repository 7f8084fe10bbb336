/// The schema's content views: tables, collections, maps, scroll, split,
/// page and container views, text and web views, and what they hold.
extension Schema {
    static let contentViewComponents: [ComponentDeclaration] = [
        .init("ActivityViewController", .contentViews, placements: [.presentedValue], properties: [
            .init("activities", .list(.enumeration(systemActivities))),
            .init("excluded", .list(.enumeration(systemActivities))),
        ]),
        .init("Activity", .contentViews, placements: [.inside("ActivityViewController")], properties: [
            .string("title"),
            .image("image"),
        ]),
        .init("CollectionView", .contentViews, placements: [.container, .inside("ScrollView")], properties: [
            .oneOf("layout", ["grid", "flow", "list", "custom"], default: "grid"),
            .oneOf("scrollDirection", ["vertical", "horizontal"], default: "vertical"),
            .number("itemWidth"),
            .number("itemHeight"),
            .bool("dynamicLayout", default: "false"),
        ]),
        .init("Item", .contentViews, placements: [.inside("CollectionView")], properties: [
            .string("title"),
            .image("image"),
        ]),
        .init("ContainerViewController", .contentViews, placements: [.container], properties: [
            orientations,
            .oneOf("transition", ["standard", "custom"], default: "standard"),
            extendsUnderBars,
        ]),
        .init("ImageView", .contentViews, placements: [.container, .inside("ScrollView"), .inside("Cell")], properties: [
            .image("image"),
            .init("images", .list(.image)),
            .oneOf("contentMode", ["fit", "fill", "center"]),
        ]),
        .init("MapView", .contentViews, placements: [.container, .inside("ScrollView")], properties: [
            .oneOf("mapType", ["standard", "satellite", "hybrid"]),
            .bool("zoomEnabled", default: "true"),
            .bool("scrollEnabled", default: "true"),
        ]),
        .init("Pin", .contentViews, placements: [.inside("MapView")], properties: [
            .string("title"),
            .oneOf("role", ["destination", "start", "userSpecified", "other"], default: "other"),
            .color("color"),
        ]),
        .init("Overlay", .contentViews, placements: [.inside("MapView")], properties: [
            .oneOf("kind", ["route", "area"]),
        ]),
        .init("PageViewController", .contentViews, placements: [.container], properties: [
            .oneOf("transition", ["scroll", "pageCurl"], default: "scroll"),
            .oneOf("navigation", ["linear", "nonlinear"], default: "linear"),
            .bool("jumpControl", default: "false"),
        ]),
        .init("Page", .contentViews, placements: [.inside("PageViewController")], properties: screenProperties),
        .init("ScrollView", .contentViews, placements: [.container, .inside("ScrollView")], properties: [
            .oneOf("direction", ["vertical", "horizontal", "both"], default: "vertical"),
            .bool("paging", default: "false"),
            .bool("zoomEnabled", default: "false"),
            .number("minZoom"),
            .number("maxZoom"),
            .bool("showsHorizontalIndicator", default: "true"),
            .bool("showsVerticalIndicator", default: "true"),
        ]),
        .init("SplitView", .contentViews, placements: [.inside("Screen")], properties: [
            .bool("displayModeButton", default: "true"),
            .bool("presentsWithGesture", default: "true"),
        ]),
        .init("Primary", .contentViews, placements: [.inside("SplitView")], properties: [extendsUnderBars]),
        .init("Secondary", .contentViews, placements: [.inside("SplitView")], properties: [extendsUnderBars]),
        .init("TableView", .contentViews, placements: [.container, .inside("ScrollView")], properties: [
            .oneOf("style", ["plain", "grouped"], default: "plain"),
            .init("index", .list(.string)),
            .number("rowHeight"),
            .oneOf("loading", ["none", "spinner", "blank"], default: "none"),
            .oneOf("choice", ["none", "single", "multiple"], default: "none"),
        ]),
        .init("Section", .contentViews, placements: [.inside("TableView")], properties: [
            .string("header"),
            .string("footer"),
        ]),
        .init("Cell", .contentViews, placements: [.inside("TableView"), .inside("Section")], properties: [
            .oneOf("style", ["standard", "subtitle", "value1", "value2", "custom"], default: "standard", deprecated: ["default": "standard"]),
            .string("title"),
            .string("detail"),
            .number("titleLines", default: "1"),
            .number("detailLines", default: "1"),
            .image("image"),
            .oneOf("accessory", ["none", "checkmark", "disclosureIndicator", "detailDisclosureButton"], default: "none"),
            .screen("push"),
            .screen("showDetail"),
            .init("presents", .presentable),
            .bool("selected", default: "false"),
            .bool("selectable", default: "true"),
            .oneOf("editing", ["none", "remove", "insert", "reorder"], default: "none", deprecated: ["delete": "remove"]),
            .string("deleteTitle"),
        ]),
        .init("RefreshControl", .contentViews, placements: [.inside("TableView")], properties: [
            .string("title"),
        ]),
        .init("TextView", .contentViews, placements: [.container, .inside("ScrollView")], properties: [
            .string("text"),
            .bool("editable", default: "false"),
            .oneOf("font", textStyles),
            .number("fontSize"),
            .number("fontCount", default: "1"),
            .color("color", default: "black"),
            .color("background", default: "white"),
            .oneOf("alignment", ["left", "center", "right"], default: "left"),
            .number("alignmentCount", default: "1"),
            .oneOf("contentType", contentTypes, default: "text"),
            keyboard,
        ]),
        .init("WebView", .contentViews, placements: [.container, .inside("ScrollView")], properties: [
            .string("url"),
        ]),
    ]

    static let temporaryViewComponents: [ComponentDeclaration] = [
        .init("Popover", .temporaryViews, placements: [.presentedValue, .container], properties: [
            .init("source", .reference(nil)),
            .oneOf("kind", ["options", "inspector", "task"], default: "options"),
            .screen("content"),
            // No schema default: an options popover closes on both, the others on an outside tap (`PopoverClosing`).
            .init("dismissOn", .list(.enumeration(["selection", "outsideTap"]))),
            .bool("modal", default: "false"),
            .oneOf("outsideTap", ["keep", "discard"], default: "keep"),
            .init("passthrough", .list(.reference(nil))),
            extendsUnderBars,
        ]),
        .init("Modal", .temporaryViews, placements: [.presentedValue], properties: [
            .oneOf("style", ["fullScreen", "pageSheet", "formSheet"]),
            .screen("content"),
            extendsUnderBars,
        ]),
        .init("Alert", .temporaryViews, placements: [.presentedValue], properties: [
            .string("title"),
            .string("message"),
        ]),
        .init("ActionSheet", .temporaryViews, placements: [.presentedValue], properties: [
            .string("title"),
            .string("message"),
        ]),
    ]
}
