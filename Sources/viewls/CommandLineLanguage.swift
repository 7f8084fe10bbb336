/// The language the command line speaks: `--locale`, else the POSIX locale
/// variables in their order of precedence (`LC_ALL`, `LC_MESSAGES`, `LANG`),
/// else English. `C` and `POSIX` are English; see `MessageLanguage(localeName:)`.
import Foundation
import ViewSemantics

enum CommandLineLanguage {
    static let option = "--locale"

    static func catalog(_ options: Arguments, environment: [String: String] = ProcessInfo.processInfo.environment) -> MessageCatalog {
        let names = [options.value(option), environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
        return MessageCatalog(language: MessageLanguage.first(of: names) ?? .english)
    }
}
