/// `viewls serve` (also `viewls --stdio`): the language server on stdin and
/// stdout. Only protocol goes to stdout; the process ends when the client
/// sends `exit` or closes the input.
import Foundation
import ViewServer

enum ServeCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        if let unknown = arguments.first(where: { $0 != "--stdio" }) {
            throw UsageError("cli.usage.unknown-option", ["option": unknown, "command": "serve"])
        }
        let transport = StdioTransport(input: 0, output: 1)
        let server = LanguageServer(send: { transport.send($0) }, exit: { code in Foundation.exit(code) }, docsBaseURL: CheckoutDocs.baseURL)
        transport.start(onMessage: { server.receive($0) }, onFailure: { server.receive($0) }, onClose: { server.inputClosed() })
        while true { sleep(3600) }  // the transport's reader and the server's queue do the work; `exit` ends the process
    }
}
