// Build-tool plugin: compiles each `*.xcstrings` in a target's folder into
// Swift with `viewls-catalog compile`, so the texts are part of the binary
// (no resource bundle). The catalog is excluded from the target's sources
// in Package.swift; the plugin reads it by path.
import Foundation
import PackagePlugin

@main
struct CompileStringCatalogs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let catalogs = module.sourceFiles(withSuffix: ".xcstrings").map(\.url)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let tool = try context.tool(named: "viewls-catalog")
        return catalogs.map { catalog in
            let name = catalog.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name)Strings.generated.swift")
            return .buildCommand(
                displayName: "Compiling string catalog \(catalog.lastPathComponent)",
                executable: tool.url,
                arguments: ["compile", catalog.path, output.path, "--module", module.name],
                inputFiles: [catalog],
                outputFiles: [output]
            )
        }
    }
}
