/// A small command-line option parser: flags, options with a value
/// (`--format json` or `--format=json`), and positional arguments, with a
/// clear usage error for anything unknown (with a did-you-mean when a known
/// name or value is close).
import ViewModel
import ViewRules
import ViewStrings

struct Arguments {
    var positional: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    private let spec: CommandSpec

    /// Parses `arguments` for a command of the table, accepting its flags and options.
    init(_ arguments: [String], _ spec: CommandSpec) throws {
        self.spec = spec
        let command = spec.name
        let allowedFlags = Set(spec.flags)
        let allowedOptions = Set(spec.options.map(\.name))
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if allowedFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if allowedOptions.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("cli.usage.needs-value", ["option": name, "command": command]) }
                    values[name] = arguments[index]
                    index += 1
                }
            } else if let suggestion = EditDistance.suggestions(for: name, among: allowedFlags.union(allowedOptions), limit: 1).first {
                throw UsageError("cli.usage.unknown-option.suggest", ["option": name, "command": command, "suggestion": suggestion])
            } else {
                throw UsageError("cli.usage.unknown-option", ["option": name, "command": command])
            }
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }
    func value(_ name: String) -> String? { values[name] }

    /// A value that must be one of the option's choices in the command table.
    func choice(_ name: String, default defaultValue: String) throws -> String {
        guard let value = values[name] else { return defaultValue }
        let choices = spec.option(name)?.choices ?? []
        if spec.option(name)?.ignoresCase == true, let choice = choices.first(where: { $0.lowercased() == value.lowercased() }) {
            return choice
        }
        guard choices.contains(value) else {
            var arguments = ["option": name, "value": value]
            let lists = ["choices": ListedItems(choices.map { "'\($0)'" }, .or)]
            guard let suggestion = EditDistance.suggestions(for: value, among: choices, limit: 1).first else {
                throw UsageError("cli.usage.choice", arguments, lists: lists)
            }
            arguments["suggestion"] = suggestion
            throw UsageError("cli.usage.choice.suggest", arguments, lists: lists)
        }
        return value
    }

    /// A non-negative integer value.
    func count(_ name: String) throws -> Int? {
        guard let value = values[name] else { return nil }
        guard let number = Int(value), number >= 0 else {
            throw UsageError("cli.usage.count", ["option": name, "value": value])
        }
        return number
    }
}
