/// Dispatches `viewls COMMAND …` to the command's implementation, and prints
/// `help` (the catalog's `cli.help.…` texts, in the command line's language)
/// and `--version`.
import Foundation
import ViewModel
import ViewRules
import ViewServer
import ViewStrings

/// How `viewls` ends: 0 nothing wrong, 1 the input has errors, 2 bad usage or unreadable input.
enum ExitStatus: Int32 {
    case success = 0
    case findings = 1
    case usage = 2
}

/// A problem with how viewls was called, or with a path it was given: a
/// catalog key (`cli.usage.…`) and its arguments, worded when shown.
struct UsageError: Error {
    let key: String
    let arguments: [String: String]
    /// Placeholders filled with a list, joined in the reader's language.
    let lists: [String: ListedItems]

    init(_ key: String, _ arguments: [String: String] = [:], lists: [String: ListedItems] = [:]) {
        self.key = key
        self.arguments = arguments
        self.lists = lists
    }

    /// The line for standard error in the catalog's language, after the
    /// program's name as Unix tools write it (`viewls: `, in every language).
    func line(in catalog: MessageCatalog) -> String {
        "viewls: " + catalog.text(key, arguments.merging(lists.mapValues { catalog.text($0) }) { given, _ in given })
    }
}

enum CommandRouter {
    static let version = ViewServer.version
    /// `viewls 0.1.0 (1a2b3c4d5e6f)`: the version and the commit it was built from (`EmbedCommit`), where known.
    static var versionLine: String {
        BuildCommit.id.isEmpty ? "viewls \(version)" : "viewls \(version) (\(BuildCommit.id))"
    }
    /// The commands `run` knows, for did-you-mean suggestions.
    static let commands = ["check", "explain", "fix", "format", "graph", "help", "preview", "rules", "serve", "syntax", "version"]
    /// The commands `viewls help COMMAND` explains: each has the text `cli.help.command.<name>`.
    static let helpTopics = ["check", "explain", "fix", "format", "graph", "help", "preview", "rules", "serve", "syntax"]

    static func run(_ arguments: [String]) throws -> ExitStatus {
        guard let command = arguments.first else {
            Output.write(overview(CommandLineLanguage.catalog(rawArguments: [])))
            return .success
        }
        let rest = Array(arguments.dropFirst())
        // `viewls COMMAND --help` (or `-h`), before any `--`, is `viewls help COMMAND`, as in ruff and git.
        if helpTopics.contains(command), rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            return try help([command] + localeArguments(rest))
        }
        switch command {
        case "--version", "-V", "version":
            Output.write(versionLine + "\n")
            return .success
        case "help", "--help", "-h":
            return try help(rest)
        case "syntax":
            return try SyntaxCommand.run(rest)
        case "check":
            return try CheckCommand.run(rest)
        case "fix":
            return try FixCommand.run(rest)
        case "format":
            return try FormatCommand.run(rest)
        case "graph":
            return try GraphCommand.run(rest)
        case "preview":
            return try PreviewCommand.run(rest)
        case "rules":
            return try RulesCommand.run(rest)
        case "explain":
            return try ExplainCommand.run(rest)
        case "docs":
            return try DocsCommand.run(rest)
        case "serve", "--stdio":
            return try ServeCommand.run(rest)
        default:
            if let suggestion = EditDistance.suggestions(for: command, among: commands, limit: 1).first {
                throw UsageError("cli.usage.unknown-command.suggest", ["command": command, "suggestion": suggestion])
            }
            throw UsageError("cli.usage.unknown-command", ["command": command])
        }
    }

    /// `viewls help [COMMAND] [--locale LANG]`: the overview, or one command's usage.
    private static func help(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, CommandTable.help)
        let catalog = CommandLineLanguage.catalog(options)
        guard let topic = options.positional.first else {
            Output.write(overview(catalog))
            return .success
        }
        guard helpTopics.contains(topic) else {
            throw UsageError("cli.usage.no-help", ["topic": topic], lists: ["commands": ListedItems(helpTopics, .and)])
        }
        Output.write(catalog.text("cli.help.command.\(topic)") + "\n")
        return .success
    }

    /// The `--locale X` or `--locale=X` among a command's arguments, for its help.
    private static func localeArguments(_ arguments: [String]) -> [String] {
        var found: [String] = []
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == CommandLineLanguage.option, index + 1 < arguments.count {
                found = [argument, arguments[index + 1]]
            } else if argument.hasPrefix(CommandLineLanguage.option + "=") {
                found = [argument]
            }
        }
        return found
    }

    /// What viewls is, its commands, the language of messages and the exit codes.
    private static func overview(_ catalog: MessageCatalog) -> String {
        catalog.text("cli.help.overview", ["version": version]) + "\n"
    }
}

/// Writing to stdout and stderr without buffering surprises.
enum Output {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { write(buffer: $0) }
    }

    static func write(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(buffer: $0) }
    }

    /// Written from the caller's storage: a report can be megabytes, and a copy of it was one more.
    private static func write(buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count,
                                             deallocator: .none))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
