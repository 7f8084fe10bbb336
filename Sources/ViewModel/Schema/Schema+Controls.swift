/// The schema's controls: buttons, labels, text fields, segmented and page
/// controls, activity indicators and custom views.
extension Schema {
    static let controlComponents: [ComponentDeclaration] = [
        .init("SegmentedControl", .controls, placements: [.container, .inside("NavigationBar"), .inside("Toolbar"), .inside("ScrollView")], properties: [
            .init("segments", .list(.string)),
            .number("selected"),
        ]),
        .init("PageControl", .controls, placements: [.container, .inside("ScrollView")], properties: [
            .number("pages"),
        ]),
        .init("TextField", .controls, placements: [.container, .inside("Cell"), .inside("Toolbar"), .inside("ScrollView")], properties: [
            .string("placeholder"),
            .string("text"),
            .oneOf("purpose", ["input", "search"], default: "input"),
            .oneOf("contentType", contentTypes, default: "text"),
            keyboard,
        ]),
        .init("Button", .controls, placements: [.container, .inside("Cell"), .inside("Alert"), .inside("ActionSheet"), .inside("ScrollView")], properties: [
            .string("title"),
            .oneOf("role", ["normal", "done", "cancel", "dismiss", "destructive"], default: "normal"),
            .init("presents", .presentable),
            .screen("push"),
        ]),
        .init("Label", .controls, placements: [.container, .inside("Cell"), .inside("ScrollView")], properties: [
            .string("text"),
            .oneOf("font", textStyles),
            .number("fontSize"),
            .color("color", default: "black"),
            .number("lines", default: "1"),
        ]),
        .init("ActivityIndicator", .controls, placements: [.container, .inside("TableView"), .inside("ScrollView")], properties: [
            .string("label"),
        ]),
        .init("CustomView", .controls, placements: [.container, .inside("ScrollView")], properties: [
            .oneOf("mimics", ["none", "statusBar", "navigationBar", "tabBar", "popover", "backButton"], default: "none"),
        ]),
    ]
}
