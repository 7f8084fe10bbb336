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
        .library(name: "ViewRules", targets: ["ViewRules"]),
        .library(name: "ViewIDE", targets: ["ViewIDE"]),
        .library(name: "ViewServer", targets: ["ViewServer"]),
    ],
    targets: [
        // Bytes → lossless syntax tree. Knows nothing of semantics, editors or JSON-RPC.
        .target(name: "ViewSyntax", swiftSettings: strictSettings),
        // Schema, typed model, workspace, configuration, suppression, diagnostics, fix edits, images, the screen flow, message catalog.
        .target(name: "ViewModel", dependencies: ["ViewSyntax"], swiftSettings: strictSettings),
        // The rule engine, one file per guideline rule, and the checker that runs them over a workspace.
        .target(name: "ViewRules", dependencies: ["ViewModel", "ViewSyntax"], swiftSettings: strictSettings),
        // Editor features as plain data on byte offsets: fixes, formatting, later hover and completion.
        .target(name: "ViewIDE", dependencies: ["ViewRules", "ViewModel", "ViewSyntax"], swiftSettings: strictSettings),
        // The language server: JSON-RPC framing, LSP types, documents, scheduling. The only module that knows JSON-RPC.
        .target(name: "ViewServer", dependencies: ["ViewIDE", "ViewRules", "ViewModel", "ViewSyntax"], swiftSettings: strictSettings),
        // Large sample screens for benchmarks and size tests; not part of the layers.
        .target(name: "ViewSamples", swiftSettings: strictSettings),
        // The command-line tool: `viewls syntax`, and later `check`, `fix`, `serve`…
        .executableTarget(name: "viewls", dependencies: ["ViewSyntax", "ViewModel", "ViewRules", "ViewIDE", "ViewServer"], swiftSettings: strictSettings),
        // Benchmarks that print JSON lines; compared with tree-sitter by Benchmarks/compare.py.
        .executableTarget(name: "viewls-bench", dependencies: ["ViewSyntax", "ViewSamples"], swiftSettings: strictSettings),
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
            name: "ViewIDETests",
            dependencies: ["ViewIDE", "ViewRules", "ViewModel", "ViewSyntax", "ViewSamples", "ViewTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewServerTests",
            dependencies: ["ViewServer", "ViewIDE", "ViewRules", "ViewModel", "ViewSyntax", "ViewSamples", "ViewTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewlsCommandTests",
            dependencies: ["viewls", "ViewSamples", "ViewTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
    ]
)
