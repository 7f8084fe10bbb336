/// A small command-line option parser: flags, options with a value
/// (`--format json` or `--format=json`), and positional arguments, with a
/// clear usage error for anything unknown.

struct Arguments {
    var positional: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` for `command`, accepting the given flags and value options (names with `--`).
    init(_ arguments: [String], command: String, flags allowedFlags: Set<String>, options allowedOptions: Set<String>) throws {
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
                    guard index < arguments.count else { throw UsageError(message: "'\(name)' needs a value; see 'viewls help \(command)'") }
                    values[name] = arguments[index]
                    index += 1
                }
            } else {
                throw UsageError(message: "unknown option '\(name)' for '\(command)'; see 'viewls help \(command)'")
            }
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }
    func value(_ name: String) -> String? { values[name] }

    /// A value that must be one of `choices`.
    func choice(_ name: String, _ choices: [String], default defaultValue: String) throws -> String {
        guard let value = values[name] else { return defaultValue }
        guard choices.contains(value) else {
            throw UsageError(message: "'\(name)' takes \(choices.joined(separator: ", ")); got '\(value)'")
        }
        return value
    }

    /// A non-negative integer value.
    func count(_ name: String) throws -> Int? {
        guard let value = values[name] else { return nil }
        guard let number = Int(value), number >= 0 else {
            throw UsageError(message: "'\(name)' takes a whole number of 0 or more; got '\(value)'")
        }
        return number
    }
}
