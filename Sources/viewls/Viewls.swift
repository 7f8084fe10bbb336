/// The `viewls` executable's entry point: reads the command line, runs one
/// command, and turns every failure into one line on stderr and an exit code.
import Foundation
import ViewSyntax

@main
struct Viewls {
    static func main() {
        AllocatorPolicy.keepFreedMemoryForReuse()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status: ExitStatus
        do {
            status = try CommandRouter.run(arguments)
        } catch let error as UsageError {
            // In the language of `--locale` if it was given, else of the environment.
            Output.error(error.line(in: CommandLineLanguage.catalog(rawArguments: arguments)))
            status = .usage
        } catch {
            Output.error("viewls: \(error)")
            status = .usage
        }
        exit(status.rawValue)
    }
}
