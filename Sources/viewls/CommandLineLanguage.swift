/// The language the command line speaks: `--locale`, else the POSIX locale
/// variables in their order of precedence (`LC_ALL`, `LC_MESSAGES`, `LANG`),
/// else English. `C` and `POSIX` are English; see `MessageLanguage(localeName:)`.
import Foundation
import ViewModel
import ViewRules
import ViewStrings

enum CommandLineLanguage {
    static let option = "--locale"

    static func catalog(_ options: Arguments, environment: [String: String] = ProcessInfo.processInfo.environment) -> MessageCatalog {
        let names = [options.value(option), environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
        return MessageCatalog.commandLine(MessageLanguage.first(of: names) ?? .english)
    }

    /// The language for arguments that may not have parsed (a usage error):
    /// the last `--locale X` or `--locale=X` among them, else the environment.
    static func catalog(rawArguments arguments: [String],
                        environment: [String: String] = ProcessInfo.processInfo.environment) -> MessageCatalog {
        var locale: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == option, index + 1 < arguments.count {
                locale = arguments[index + 1]
            } else if argument.hasPrefix(option + "=") {
                locale = String(argument.dropFirst(option.count + 1))
            }
        }
        let names = [locale, environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
        return MessageCatalog.commandLine(MessageLanguage.first(of: names) ?? .english)
    }
}
