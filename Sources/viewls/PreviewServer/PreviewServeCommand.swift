/// `viewls preview --serve [PATH] [--port N]`: serves the workspace's
/// screens on 127.0.0.1 with live reload. The first line on standard output
/// is the URL to open (it carries the token); a note on standard error says
/// what is served; SIGINT or SIGTERM stops it (exit 0). PATH (default `.`)
/// names the workspace as for `check`: its root is the nearest folder at or
/// above it with a `.viewls.json`, else the folder itself. `--port 0` (the
/// default) takes any free port.
///
/// `preview`'s own options (device, orientation, appearance, findings) are
/// parsed by the `preview` command; it hands `--serve` here through
/// `serve(_:catalog:makeSite:)` with the site that draws them
/// (`WorkspacePreviewSite`).
import Foundation
import ViewModel
import ViewStrings

enum PreviewServeCommand {
    /// Serves the workspace `parsed` names (`--serve` given) with the site
    /// `makeSite` builds for its root, until SIGINT or SIGTERM.
    static func serve(_ parsed: Arguments, catalog: MessageCatalog, makeSite: (_ root: String) throws -> any PreviewSite) throws -> ExitStatus {
        let port = try self.port(parsed)
        let root = try self.root(parsed.positional)
        let site = try makeSite(root)
        do {
            try PreviewServer.run(root: root, port: port, site: site) { url in
                Output.write(url)
                Output.error(catalog.text("cli.preview-serve.serving", ["root": WorkspaceLoader.display(root)]))
            }
        } catch let error as SocketError {
            throw UsageError("cli.usage.cannot-listen", ["port": String(port), "reason": error.reason])
        }
        return .success
    }

    /// `--port N`, 0 to 65535; 0 (any free port) when not given.
    static func port(_ parsed: Arguments) throws -> UInt16 {
        guard let value = parsed.value("--port") else { return 0 }
        guard let port = UInt16(value) else { throw UsageError("cli.usage.port", ["value": value]) }
        return port
    }

    /// The workspace root for at most one PATH (default `.`), found as `check` finds it.
    static func root(_ paths: [String]) throws -> String {
        guard paths.count <= 1 else { throw UsageError("cli.usage.serve-arguments") }
        let argument = paths.first ?? "."
        let path = WorkspaceLoader.absolute(argument)
        let folder: String
        switch DiskAccess.kind(of: path) {
        case .missing: throw UsageError("cli.usage.no-such-path", ["path": argument])
        case .directory: folder = path
        case .regular, .other: folder = (path as NSString).deletingLastPathComponent
        }
        return WorkspaceLoader.configurationRoot(above: folder) ?? folder
    }
}
