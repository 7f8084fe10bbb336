// swift-tools-version:6.0
// viewls — a language server and linter for `.view` files. No package dependencies:
// everything is built on the standard library, Foundation and Dispatch.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "viewls",
    products: [
        .executable(name: "viewls", targets: ["viewls"]),
        .library(name: "ViewSyntax", targets: ["ViewSyntax"]),
        .library(name: "ViewModel", targets: ["ViewModel"]),
        .library(name: "ViewLayout", targets: ["ViewLayout"]),
        .library(name: "ViewRules", targets: ["ViewRules"]),
        .library(name: "ViewIDE", targets: ["ViewIDE"]),
        .library(name: "ViewServer", targets: ["ViewServer"]),
        .library(name: "ViewStrings", targets: ["ViewStrings"]),
        .executable(name: "viewls-catalog", targets: ["viewls-catalog"]),
        .plugin(name: "CompileStringCatalogs", targets: ["CompileStringCatalogs"]),
        .plugin(name: "EmbedCommit", targets: ["EmbedCommit"]),
    ],
    targets: [
        // Compiled String Catalog texts: languages, CLDR plural categories, rendering, per-module tables, the catalog.
        .target(name: "ViewStrings", swiftSettings: strictSettings),
        // Bytes → lossless syntax tree. Knows nothing of semantics, editors or JSON-RPC.
        .target(name: "ViewSyntax", dependencies: ["ViewStrings"], exclude: ["ViewSyntax.reviewed.json"], swiftSettings: strictSettings, plugins: ["CompileStringCatalogs"]),
        // Schema, typed model, workspace, configuration, suppression, diagnostics, fix edits, images, the screen flow, message catalog.
        .target(name: "ViewModel", dependencies: ["ViewSyntax", "ViewStrings"], exclude: ["ViewModel.reviewed.json"], swiftSettings: strictSettings, plugins: ["CompileStringCatalogs"]),
        // Frames from UIKit metrics: a screen laid out as a device shows it, as plain data for the rules and the preview.
        .target(name: "ViewLayout", dependencies: ["ViewModel", "ViewSyntax", "ViewStrings"], swiftSettings: strictSettings),
        // The rule engine, one file per guideline rule, and the checker that runs them over a workspace.
        .target(name: "ViewRules", dependencies: ["ViewLayout", "ViewModel", "ViewSyntax", "ViewStrings"], exclude: ["ViewRules.reviewed.json"], swiftSettings: strictSettings, plugins: ["CompileStringCatalogs"]),
        // Editor features as plain data on byte offsets: formatting, hover, completion, code actions, navigation, editing, the preview.
        .target(name: "ViewIDE", dependencies: ["ViewRules", "ViewLayout", "ViewModel", "ViewSyntax", "ViewStrings"], exclude: ["ViewIDE.reviewed.json"], swiftSettings: strictSettings,
                plugins: ["CompileStringCatalogs"]),
        // The language server: JSON-RPC framing, LSP types, documents, scheduling. The only module that knows JSON-RPC.
        .target(name: "ViewServer", dependencies: ["ViewIDE", "ViewLayout", "ViewRules", "ViewModel", "ViewSyntax", "ViewStrings"], exclude: ["ViewServer.reviewed.json"], swiftSettings: strictSettings,
                plugins: ["CompileStringCatalogs"]),
        // Large sample screens for benchmarks and size tests; not part of the layers.
        .target(name: "ViewSamples", swiftSettings: strictSettings),
        // The command-line tool: `check`, `fix`, `format`, `rules`, `explain`, `serve`, `preview`, `graph`, `syntax`…
        .executableTarget(name: "viewls", dependencies: ["ViewSyntax", "ViewModel", "ViewLayout", "ViewRules", "ViewIDE", "ViewServer", "ViewStrings"], exclude: ["viewls.reviewed.json"],
                          swiftSettings: strictSettings, plugins: ["CompileStringCatalogs", "EmbedCommit"]),
        // Benchmarks that print JSON lines: parsing and keystrokes (compared with tree-sitter by Benchmarks/compare.py), layout + SVG.
        .executableTarget(name: "viewls-bench", dependencies: ["ViewSyntax", "ViewModel", "ViewLayout", "ViewRules", "ViewIDE", "ViewSamples"],
                          swiftSettings: strictSettings),
        // String Catalogs (`.xcstrings`): reading, canonical writing, check, review, compile to Swift.
        .target(name: "StringCatalogTool", dependencies: ["ViewStrings"], swiftSettings: strictSettings),
        // `viewls-catalog compile|check|review|translated|format`: a thin main over StringCatalogTool.
        .executableTarget(name: "viewls-catalog", dependencies: ["StringCatalogTool"], swiftSettings: strictSettings),
        // Compiles each `*.xcstrings` in a target's folder into Swift (`<Module>Strings.table`) at build time.
        .plugin(name: "CompileStringCatalogs", capability: .buildTool(), dependencies: ["viewls-catalog"]),
        // `viewls-commit ROOT OUT`: the checkout's commit as Swift, read from `.git` without running git.
        .executableTarget(name: "viewls-commit", swiftSettings: strictSettings),
        // Writes the checkout's commit into `viewls` (`viewls --version`) with `viewls-commit`.
        .plugin(name: "EmbedCommit", capability: .buildTool(), dependencies: ["viewls-commit"]),
        // Helpers the test targets share: the repository's paths, fixture markers,
        // edits applied to text, seeded mutations. Not part of the layers; no XCTest.
        .target(
            name: "ViewTestSupport",
            dependencies: ["ViewSyntax", "ViewSamples"],
            path: "Tests/ViewTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewSyntaxTests",
            dependencies: ["ViewSyntax", "ViewSamples", "ViewTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewRulesTests",
            dependencies: ["ViewRules", "ViewModel", "ViewSyntax", "ViewSamples", "ViewTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewLayoutTests",
            dependencies: ["ViewLayout", "ViewModel", "ViewSyntax", "ViewSamples", "ViewTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewIDETests",
            dependencies: ["ViewIDE", "ViewLayout", "ViewRules", "ViewModel", "ViewSyntax", "ViewSamples", "ViewTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewServerTests",
            dependencies: ["ViewServer", "ViewIDE", "ViewRules", "ViewModel", "ViewSyntax", "ViewSamples", "ViewTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "ViewStringsTests", dependencies: ["ViewStrings"], swiftSettings: strictSettings),
        // A tiny module with a catalog compiled by the plugin, for ViewlsCatalogTests.
        .target(
            name: "StringCatalogDemo",
            dependencies: ["ViewStrings"],
            path: "Tests/StringCatalogDemo",
            exclude: ["StringCatalogDemo.reviewed.json"],
            swiftSettings: strictSettings,
            plugins: ["CompileStringCatalogs"]
        ),
        .testTarget(
            name: "ViewlsCatalogTests",
            dependencies: ["StringCatalogTool", "ViewStrings", "StringCatalogDemo", "ViewTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewlsCommandTests",
            dependencies: ["viewls", "ViewServer", "ViewRules", "ViewStrings", "ViewSamples", "ViewTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
    ]
)
