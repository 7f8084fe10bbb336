/// The schema's bars: the screen itself, the status bar, navigation bar,
/// toolbar, tab bar, search and scope bars, and the items they hold.
extension Schema {
    static let barComponents: [ComponentDeclaration] = [
        .init("Screen", .bars, placements: [.fileRoot], properties: [
            .string("title"),
            .oneOf("device", ["iphone", "ipad"]),
        ] + screenProperties.dropFirst() + [
            .oneOf("barsToggle", ["tap", "swipe", "none"], default: "none"),
            .bool("hidesTabBar", default: "false"),
        ]),
        .init("StatusBar", .bars, placements: [.container], properties: [
            .oneOf("style", ["dark", "light"], default: "dark"),
        ]),
        .init("NavigationBar", .bars, placements: [.container], properties: [
            .string("title"),
            .string("prompt"),
            .bool("translucent", default: "true"),
            .color("tint"),
            .color("background"),
            .color("titleColor"),
            .oneOf("titleFont", textStyles),
        ] + barBackgroundImage(sharedText: false)),
        .init("BackButton", .bars, placements: [.inside("NavigationBar")], properties: [
            .string("title"),
            .image("image"),
            .image("maskImage"),
        ]),
        .init("BarButton", .bars, placements: [.inside("NavigationBar"), .inside("Toolbar")], properties: [
            .oneOf("system", barButtonSystemItems),
            .string("title"),
            .image("icon"),
            .init("presents", .presentable),
            .screen("push"),
        ]),
        .init("FixedSpace", .bars, placements: [.inside("Toolbar")], properties: []),
        .init("FlexibleSpace", .bars, placements: [.inside("Toolbar")], properties: []),
        .init("Toolbar", .bars, placements: [.container], properties: [
            .bool("translucent", default: "true"),
            .color("tint"),
            .color("background"),
        ] + barBackgroundImage(sharedText: true)),
        .init("TabBar", .bars, placements: [.container], properties: [
            .color("tint"),
            .color("background"),
        ] + barBackgroundImage(sharedText: true)),
        .init("Tab", .bars, placements: [.inside("TabBar")], properties: [
            .string("title"),
            .image("icon"),
            .string("badge"),
            .bool("enabled", default: "true"),
            .screen("content"),
            .string("action"),
        ]),
        .init("SearchBar", .bars, placements: [.container, .inside("NavigationBar"), .inside("TableView")], properties: [
            .string("placeholder"),
            .string("prompt"),
            .bool("showsBookmarkButton", default: "false"),
            .bool("showsCancelButton", default: "false"),
        ] + barBackgroundImage(sharedText: true)),
        .init("ScopeBar", .bars, placements: [.inside("SearchBar"), .container], properties: [
            .init("scopes", .list(.string)),
        ]),
    ]
}
