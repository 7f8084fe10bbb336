/// `viewls explain CODE` for the codes that are not guideline rules, as
/// `rustc --explain` explains every error: syntax errors (`syntax/…`),
/// checking codes (`unknown-property`…) and configuration problems
/// (`config/…`) — what the code means, how to fix it, and an example with
/// what `viewls check` really reports for it. The words are catalog texts
/// (`cli.code.<code>.summary`, `.fix`); the examples are source, checked here.
import Foundation
import ViewModel
import ViewRules
import ViewStrings
import ViewSyntax

enum CodeExplanation {
    /// An example: a screen (with other files) for syntax and checking codes, a `.viewls.json` for configuration codes.
    struct Example {
        /// The checked file's type name.
        var name = RuleExample.typeName
        var source = ""
        var otherFiles: [String: String] = [:]
        var configuration: String?
    }

    /// Every code `explain` knows besides the rules, with its example; nil where no example can be shown as text.
    static let examples: [String: Example?] = [
        "syntax/invalid-utf8": nil,
        "syntax/unexpected-character": Example(source: "Screen {\n    title\u{FF1A} \"Home\"\n}\n"),
        "syntax/unterminated-string": Example(source: "Screen {\n    title: \"Home\n}\n"),
        "syntax/unterminated-comment": Example(source: "Screen { }\n/* a note\n"),
        "syntax/invalid-escape": Example(source: "Screen {\n    title: \"A\\qB\"\n}\n"),
        "syntax/missing-root": Example(source: "// nothing yet\n"),
        "syntax/missing-name": Example(source: "Screen {\n    { title: \"Home\" }\n}\n"),
        "syntax/missing-colon": Example(source: "Screen {\n    title \"Home\"\n}\n"),
        "syntax/missing-value": Example(source: "Screen {\n    title:\n}\n"),
        "syntax/missing-separator": Example(source: "Screen {\n    NavigationBar { title: \"Home\" prefersLargeTitles: true }\n}\n"),
        "syntax/unclosed-block": Example(source: "Screen {\n    NavigationBar { title: \"Home\" }\n"),
        "syntax/unclosed-list": Example(source: "Screen {\n    orientations: [portrait, landscape\n}\n"),
        "syntax/unexpected-token": Example(source: "Screen {\n    , title: \"Home\"\n}\n"),
        "syntax/trailing-content": Example(source: "Screen { }\nScreen { }\n"),
        "syntax/too-deep": nil,
        "syntax/stray-semicolon": Example(source: "Screen {\n    title: \"Home\";;\n}\n"),
        "syntax/object-list": Example(source: "Screen {\n    Button { title: \"Share\"; presents: ActivityViewController { activities: [ActivityViewController { }, copy] } }\n}\n"),
        "syntax/reserved-word": Example(source: "Screen {\n    TextField { keyboard: default }\n}\n"),
        "unknown-component": Example(source: "Screen {\n    NavigationBr { title: \"Home\" }\n}\n"),
        "unknown-property": Example(source: "Screen {\n    NavigationBar { titel: \"Home\" }\n}\n"),
        "type-mismatch": Example(source: "Screen {\n    TableView { style: grouped; rowHeight: \"tall\" }\n}\n"),
        "duplicate-property": Example(source: "Screen {\n    title: \"Home\"\n    title: \"Start\"\n}\n"),
        "misplaced-component": Example(source: "Screen {\n    Tab { title: \"Home\" }\n}\n"),
        "duplicate-id": Example(source: "Screen {\n    Button { id: save; title: \"Save\" }\n    Button { id: save; title: \"Save all\" }\n}\n"),
        "unresolved-reference": Example(source: "Screen {\n    Button { id: share; title: \"Share\"; presents: Popover { source: shares } }\n}\n"),
        "unresolved-screen": Example(source: "Screen {\n    TableView { Cell { title: \"Settings\"; push: Setings } }\n}\n",
                                     otherFiles: ["Settings": "Screen { title: \"Settings\" }\n"]),
        "component-cycle": Example(source: "Header { }\n", otherFiles: ["Header": "Example { }\n"]),
        "duplicate-type-name": Example(source: "Screen { }\n", otherFiles: ["Screens/Example": "Screen { }\n"]),
        "invalid-type-name": Example(name: "home-screen", source: "Screen { }\n"),
        "unused-suppression": Example(source: "Screen {\n    // viewls-disable-next-line tab-bar/too-many-tabs\n    TabBar { Tab { } Tab { } }\n}\n"),
        "unreadable-image": nil,
        "unknown-system-image": Example(source: "Screen {\n    Toolbar { BarButton { icon: system.ad } }\n}\n"),
        "expansion-limit": nil,
        "missing-image": Example(source: "Screen {\n    ImageView { image: \"images/logo.png\" }\n}\n"),
        "config/invalid-json": Example(configuration: "{\n  \"device\": \"iphone\",\n}\n"),
        "config/unknown-key": Example(configuration: "{\n  \"devise\": \"iphone\"\n}\n"),
        "config/unknown-rule": Example(configuration: "{\n  \"rules\": { \"tab-bar/too-many-tab\": \"off\" }\n}\n"),
        "config/retired-rule": Example(configuration: "{\n  \"rules\": { \"\(RuleRegistry.retired.sorted().first ?? "")\": \"off\" }\n}\n"),
        "config/invalid-value": Example(configuration: "{\n  \"device\": \"watch\"\n}\n"),
        "config/duplicate-key": Example(configuration: "{\n  \"device\": \"iphone\",\n  \"device\": \"ipad\"\n}\n"),
        "config/too-large": nil,
    ]

    /// The full code for a name: itself, or the one code whose part after `/` it is.
    static func code(named name: String) -> String? {
        if examples.keys.contains(name) { return name }
        let matching = examples.keys.filter { $0.split(separator: "/").last.map(String.init) == name }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The codes `explain` knows, for did-you-mean.
    static var codes: [String] { examples.keys.sorted() }

    static func kind(of code: String) -> String {
        code.hasPrefix("syntax/") ? "syntax" : code.hasPrefix("config/") ? "configuration" : "checking"
    }

    /// The explanation `viewls explain CODE` prints.
    static func text(_ code: String, catalog: MessageCatalog) -> String {
        var output = "\(code) — \(catalog.text("cli.code.\(code).summary"))\n\n"
        output += catalog.text("cli.code.kind.\(kind(of: code))") + "\n\n"
        output += catalog.text("cli.explain.how") + "\n" + indented(catalog.text("cli.code.\(code).fix"))
        guard let example = examples[code] ?? nil else {
            return output + "\n" + catalog.text("cli.code.no-example") + "\n"
        }
        if let configuration = example.configuration {
            output += "\n" + catalog.text("cli.explain.configuration") + "\n" + indented(configuration)
        } else {
            for (name, source) in example.otherFiles.sorted(by: { $0.key < $1.key }) {
                output += "\n" + catalog.text("cli.explain.other-file", ["file": "\(name).view"]) + "\n" + indented(source)
            }
            output += "\n" + catalog.text("cli.explain.example-file", ["file": "\(example.name).view"]) + "\n"
                + indented(example.source)
        }
        output += "\n" + catalog.text("cli.explain.reports") + "\n" + indented(report(example, catalog: catalog))
        return output
    }

    /// What `viewls check --no-color` prints for the example: the configuration's problems, or `Example.view`'s findings.
    static func report(_ example: Example, catalog: MessageCatalog) -> String {
        var summary = Summary()
        summary.files = 1
        let file: CheckedFile
        if let configuration = example.configuration {
            let bytes = Array(configuration.utf8)
            let loaded = ConfigurationLoader.load(bytes, knownRuleIDs: Checker.knownCodes, retiredRuleIDs: Checker.retiredCodes,
                                                  ruleOptions: Checker.ruleOptions)
            file = CheckedFile(path: "\(RuleExample.folder)/\(ConfigurationLoader.fileName)", bytes: bytes,
                               diagnostics: loaded.diagnostics(in: catalog), displayPath: ConfigurationLoader.fileName)
        } else {
            var workspace = Workspace(root: RuleExample.folder)
            for (name, source) in example.otherFiles.merging([example.name: example.source], uniquingKeysWith: { $1 }) {
                workspace.setFile(path: RuleExample.path(name), text: source)
            }
            let diagnostics = Checker.check(RuleExample.path(example.name), in: workspace, catalog: catalog)?.diagnostics ?? []
            file = CheckedFile(path: RuleExample.path(example.name), bytes: Array(example.source.utf8), diagnostics: diagnostics,
                               displayPath: "\(example.name).view")
        }
        summary.count(file.diagnostics)
        let folder = RuleExample.folder + "/"
        return TextReporter.render(file.diagnostics.isEmpty ? [] : [file], summary: summary, catalog: catalog, colored: false,
                                   display: { $0.hasPrefix(folder) ? String($0.dropFirst(folder.count)) : $0 }, locate: { path, offset in
            guard path.hasPrefix(folder), let source = example.otherFiles[String(path.dropFirst(folder.count).dropLast(5))] else { return nil }
            return TextReporter.position(offset, in: LineIndex(Array(source.utf8)))
        })
    }

    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            + (text.hasSuffix("\n") ? "" : "\n")
    }
}
