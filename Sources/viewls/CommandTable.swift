/// Every command's flags and options in one table: what `Arguments` accepts
/// for a command, the values an option may take, and what the man page and
/// the shell completions (`CompletionScripts`, `ManPage`) offer, so the three
/// cannot disagree. The words of `help` are catalog texts (`cli.help.command.<name>`).
import ViewIDE
import ViewModel

struct CommandSpec: Sendable {
    let name: String
    /// Options without a value.
    let flags: [String]
    let options: [OptionSpec]
    /// Whether the command takes paths (files or folders) as positional arguments.
    let takesPaths: Bool
    /// Whether `viewls help` lists it (`docs` is for the repository only).
    let isListed: Bool

    init(_ name: String, flags: [String] = [], options: [OptionSpec] = [], takesPaths: Bool = true, isListed: Bool = true) {
        self.name = name
        self.flags = flags
        self.options = options + [OptionSpec.locale]
        self.takesPaths = takesPaths
        self.isListed = isListed
    }

    func option(_ name: String) -> OptionSpec? { options.first { $0.name == name } }
}

/// An option with a value: the values it may take (`choices`), or a path, or free text.
struct OptionSpec: Sendable {
    enum Value: Sendable {
        case choices([String])
        case path
        case number
        case text
    }

    let name: String
    let value: Value
    /// Whether a value matches a choice in any case (`--device "iphone se"`); the choice's own spelling is what the command reads.
    let ignoresCase: Bool

    init(_ name: String, _ value: Value, ignoresCase: Bool = false) {
        self.name = name
        self.value = value
        self.ignoresCase = ignoresCase
    }

    var choices: [String]? {
        if case .choices(let choices) = value { return choices }
        return nil
    }

    static let locale = OptionSpec(CommandLineLanguage.option, .choices(["en", "ru", "zh"]))
}

enum CommandTable {
    static let check = CommandSpec("check", flags: ["--no-color", "--quiet", "-q", "--allow-no-files"], options: [
        OptionSpec("--stdin-filename", .path),
        OptionSpec("--format", .choices(["text", "json", "sarif", "github", "html"])),
        OptionSpec("--baseline", .path), OptionSpec("--write-baseline", .path), OptionSpec("--max-warnings", .number),
        OptionSpec("-o", .path), OptionSpec("--output", .path),
    ])
    static let fix = CommandSpec("fix", flags: ["--unsafe", "--dry-run", "--allow-no-files"], options: [OptionSpec("--stdin-filename", .path)])
    static let format = CommandSpec("format", flags: ["--check", "--diff", "--allow-no-files"], options: [OptionSpec("--stdin-filename", .path)])
    static let graph = CommandSpec("graph", options: [
        OptionSpec("--format", .choices(["dot", "mermaid", "svg", "json"])), OptionSpec("-o", .path),
    ])
    static let preview = CommandSpec("preview", flags: ["--no-findings", "--serve", "--matrix"], options: [
        OptionSpec("--screen", .text), OptionSpec("--device", .choices(PreviewVariants.DeviceChoice.names), ignoresCase: true),
        OptionSpec("--text-size", .choices(TextSize.allCases.map(\.rawValue)), ignoresCase: true),
        OptionSpec("--orientation", .choices(["portrait", "landscape"])), OptionSpec("--appearance", .choices(["light", "dark"])),
        OptionSpec("-o", .path), OptionSpec("--output", .path), OptionSpec("--port", .number),
    ])
    static let rules = CommandSpec("rules", takesPaths: false)
    static let explain = CommandSpec("explain", takesPaths: false)
    static let syntax = CommandSpec("syntax")
    static let serve = CommandSpec("serve", takesPaths: false)
    static let help = CommandSpec("help", takesPaths: false)
    static let docs = CommandSpec("docs", flags: ["--check", "--man"], options: [
        OptionSpec("--completion", .choices(["bash", "zsh", "fish"])),
    ], isListed: false)

    /// In the order `help` lists them.
    static let all = [check, fix, format, graph, preview, rules, explain, syntax, serve, help, docs]

    static func spec(named name: String) -> CommandSpec? { all.first { $0.name == name } }
}
