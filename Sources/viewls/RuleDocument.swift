/// One rule's explanation as sections of paragraphs, lists and code, built
/// once and rendered two ways: plain text for `viewls explain` (in the
/// chosen language) and Markdown for the rule's page under `docs/rules/`
/// (in English). Each example is checked as `viewls check` checks a folder
/// and its findings are shown as the text format shows them.
import ViewModel
import ViewRules
import ViewStrings
import ViewSyntax

struct RuleDocument {
    enum Block: Equatable {
        case paragraph(String)
        case list([String])
        /// A line that introduces the code after it.
        case label(String)
        /// Code in a language Markdown names: `view`, `json` or `text`.
        case code(String, language: String)
    }

    struct Section {
        let heading: String
        let blocks: [Block]
    }

    let id: String
    let summary: String
    let facts: [String]
    let sections: [Section]

    init(_ rule: RuleDescription, catalog: MessageCatalog) {
        let text = { (part: String) in catalog.text("rule.\(rule.id).\(part)") }
        id = rule.id
        summary = text("summary")
        facts = [catalog.text("cli.explain.default-severity", ["severity": catalog.text("cli.severity.\(rule.defaultSeverity)")])]
        let fix = rule.fix.map { catalog.text("cli.explain.fix.\($0.rawValue)", ["title": Self.fixTitle(of: rule, catalog: catalog)]) }
            ?? catalog.text("cli.explain.no-fix")
        var sections = [
            Section(heading: catalog.text("cli.explain.what"), blocks: [.paragraph(text("what"))]),
            Section(heading: catalog.text("cli.explain.why"), blocks: [.paragraph(text("why"))]),
            Section(heading: catalog.text("cli.explain.how"), blocks: [.paragraph(text("how"))]),
            Section(heading: catalog.text("cli.explain.fix"), blocks: [.paragraph(fix)]),
            Section(heading: catalog.text("cli.explain.source"), blocks: [.list(rule.citations.map { $0.text(in: catalog) })]),
        ]
        if rule.variesBySize {
            // The matrix in general, then why this rule's answer depends on size (`rule.<id>.variants`).
            sections.append(Section(heading: catalog.text("cli.explain.variants"),
                                    blocks: [.paragraph(catalog.text("cli.explain.variants.text")), .paragraph(text("variants"))]))
        }
        if !rule.options.isEmpty {
            sections.append(Section(heading: catalog.text("cli.explain.options"), blocks: Self.optionBlocks(of: rule, catalog: catalog)))
        }
        for example in rule.examples.filter(\.isTriggering) + rule.examples.filter({ !$0.isTriggering }) {
            sections.append(Section(heading: catalog.text(example.isTriggering ? "cli.explain.triggers" : "cli.explain.passes"),
                                    blocks: Self.blocks(of: example, catalog: catalog)))
        }
        self.sections = sections
    }

    /// The fix's title as a finding shows it: the title the first firing example's fix carries, its values filled
    /// in ("Use `style: light`"), rather than the catalog's template with its placeholders.
    static func fixTitle(of rule: RuleDescription, catalog: MessageCatalog) -> String {
        for example in rule.examples where example.isTriggering {
            let fixes = example.check(catalog: catalog)?.diagnostics.filter { $0.code == rule.id }.flatMap(\.fixes) ?? []
            if let title = fixes.first?.title { return title }
        }
        return catalog.text("rule.\(rule.id).fix")
    }

    /// The numbers a configuration may change: each with its default, range and why the default is what it is,
    /// then the `.viewls.json` that sets them all to their defaults.
    static func optionBlocks(of rule: RuleDescription, catalog: MessageCatalog) -> [Block] {
        let items = rule.options.map { option in
            catalog.text(option.isInteger ? "cli.explain.option.integer" : "cli.explain.option", [
                "name": option.name, "default": catalog.number(RuleOption.text(option.defaultValue)),
                "minimum": catalog.number(RuleOption.text(option.range.lowerBound)),
                "maximum": catalog.number(RuleOption.text(option.range.upperBound)),
                "text": catalog.text(RuleDescription.optionKey(rule.id, option.name)),
            ])
        }
        let defaults = Configuration(ruleOptions: [rule.id: Dictionary(uniqueKeysWithValues: rule.options.map { ($0.name, $0.defaultValue) })])
        return [.list(items), .label(catalog.text("cli.explain.options-setting")),
                .code(ExampleSettings.json(defaults, optionOrder: rule.options.map(\.name)) ?? "", language: "json")]
    }

    /// An example's files, settings and images, its source, what `viewls check` reports, and the fixed source.
    static func blocks(of example: RuleExample, catalog: MessageCatalog) -> [Block] {
        var blocks: [Block] = []
        for (name, source) in example.otherFiles.sorted(by: { $0.key < $1.key }) {
            blocks += [.label(catalog.text("cli.explain.other-file", ["file": "\(name).view"])), .code(source, language: "view")]
        }
        if let json = ExampleSettings.json(example.configuration) {
            blocks += [.label(catalog.text("cli.explain.configuration")), .code(json, language: "json")]
        }
        if !example.images.isEmpty {
            blocks.append(.label(catalog.text("cli.explain.images")))
            blocks.append(.list(example.images.sorted { $0.key < $1.key }.map { path, size in
                let arguments = ["path": path, "width": "\(size.width)", "height": "\(size.height)"]
                if let glyph = size.glyph { return catalog.text("cli.explain.image.glyph.\(glyph.rawValue)", arguments) }
                return catalog.text(size.isOpaque ? "cli.explain.image.opaque" : "cli.explain.image", arguments)
            }))
        }
        if !blocks.isEmpty { blocks.append(.label(catalog.text("cli.explain.example-file", ["file": "\(RuleExample.typeName).view"]))) }
        blocks.append(.code(example.plainSource, language: "view"))
        blocks += [.label(catalog.text("cli.explain.reports")), .code(report(of: example, catalog: catalog), language: "text")]
        if let fixed = example.fixed { blocks += [.label(catalog.text("cli.explain.fixed")), .code(fixed, language: "view")] }
        return blocks
    }

    /// `viewls check --no-color` on the example's folder, `Example.view` only.
    static func report(of example: RuleExample, catalog: MessageCatalog) -> String {
        guard let check = example.check(catalog: catalog) else { return "" }
        let source = Array(example.plainSource.utf8)
        let file = CheckedFile(path: check.path, bytes: source, diagnostics: check.diagnostics, displayPath: "\(RuleExample.typeName).view")
        var summary = Summary()
        summary.files = 1
        summary.count(check.diagnostics)
        let reported = check.diagnostics.isEmpty ? [] : [file]
        return TextReporter.render(reported, summary: summary, catalog: catalog, colored: false, display: { path in
            path.hasPrefix(RuleExample.folder + "/") ? String(path.dropFirst(RuleExample.folder.count + 1)) : path
        }, locate: { path, offset in
            let relative = path.hasPrefix(RuleExample.folder + "/") ? String(path.dropFirst(RuleExample.folder.count + 1)) : path
            return example.otherFiles[String(relative.dropLast(relative.hasSuffix(".view") ? 5 : 0))].map { TextReporter.position(offset, in: LineIndex(Array($0.utf8))) }
        })
    }

    // MARK: Rendering

    /// The text `viewls explain` prints: headings, and their contents indented.
    var plainText: String {
        var output = "\(id) — \(summary)\n\n" + facts.map { $0 + "\n\n" }.joined()
        for section in sections {
            output += section.heading + "\n"
            var previous: Block?
            for block in section.blocks {
                if previous != nil, !Self.isLabel(previous) { output += "\n" }
                switch block {
                case .paragraph(let text): output += Self.indent(text, by: 4) + "\n"
                case .list(let items): output += items.map { Self.indent($0, by: 4) + "\n" }.joined()
                case .label(let text): output += Self.indent(text, by: 2) + "\n"
                case .code(let code, _): output += Self.indent(Self.withoutFinalNewline(code), by: 4) + "\n"
                }
                previous = block
            }
            output += "\n"
        }
        return String(output.dropLast())
    }

    /// The rule's page: the same content in Markdown.
    var markdown: String {
        var output = "<!-- \(MessageCatalog.commandLine(.english).text("cli.docs.generated")) -->\n\n# `\(id)`\n\n\(summary)\n\n"
        output += facts.map { $0 + "\n\n" }.joined()
        for section in sections {
            output += "## \(section.heading)\n\n"
            for block in section.blocks {
                switch block {
                case .paragraph(let text): output += text + "\n\n"
                case .list(let items): output += items.map { "- \($0)\n" }.joined() + "\n"
                case .label(let text): output += text + "\n\n"
                case .code(let code, let language): output += "```\(language)\n\(Self.withoutFinalNewline(code))\n```\n\n"
                }
            }
        }
        return String(output.dropLast())
    }

    private static func isLabel(_ block: Block?) -> Bool {
        if case .label = block { return true }
        return false
    }

    static func withoutFinalNewline(_ text: String) -> String { text.hasSuffix("\n") ? String(text.dropLast()) : text }

    static func indent(_ text: String, by width: Int) -> String {
        let padding = String(repeating: " ", count: width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
    }
}

/// An example's configuration as the `.viewls.json` that sets it; nil when it sets nothing.
enum ExampleSettings {
    /// `optionOrder`: the order options are written in (the rule's own); others follow by name.
    static func json(_ configuration: Configuration, optionOrder: [String] = []) -> String? {
        var members: [String] = []
        if let device = configuration.device { members.append("\"device\": \(quoted(device.rawValue))") }
        if let locale = configuration.locale { members.append("\"locale\": \(quoted(locale))") }
        if !configuration.productNames.isEmpty {
            members.append("\"productNames\": [\(configuration.productNames.map(quoted).joined(separator: ", "))]")
        }
        let ruleIDs = Set(configuration.ruleSeverities.keys).union(configuration.ruleOptions.keys).sorted()
        if !ruleIDs.isEmpty {
            let rules = ruleIDs.map { id in
                let severity = configuration.ruleSeverities[id]
                guard let options = configuration.ruleOptions[id], !options.isEmpty else {
                    return "    \(quoted(id)): \(quoted(severity?.description ?? "warning"))"
                }
                let names = options.keys.sorted { (optionOrder.firstIndex(of: $0) ?? .max, $0) < (optionOrder.firstIndex(of: $1) ?? .max, $1) }
                let entries = (severity.map { ["\"severity\": \(quoted($0.description))"] } ?? [])
                    + names.map { "\(quoted($0)): \(RuleOption.text(options[$0]!))" }
                return "    \(quoted(id)): { \(entries.joined(separator: ", ")) }"
            }
            members.append("\"rules\": {\n\(rules.joined(separator: ",\n"))\n  }")
        }
        guard !members.isEmpty else { return nil }
        return "{\n" + members.map { "  " + $0 }.joined(separator: ",\n") + "\n}"
    }

    static func quoted(_ text: String) -> String { ViewModel.JSONValue.quoted(text) }
}
