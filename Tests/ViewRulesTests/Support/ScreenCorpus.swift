/// Every screen the property tests walk: the checking fixtures (single files
/// and workspaces), every rule example, the Examples folder and generated
/// screens of several sizes. Each entry is a workspace and the file in it to check.
import Foundation
import ViewModel
import ViewRules
import ViewSamples
import ViewTestSupport

struct CorpusScreen {
    let label: String
    let workspace: Workspace
    let path: String
}

enum ScreenCorpus {
    /// Sizes of the generated screens, in bytes.
    static let generatedSizes = [2_000, 9_000, 30_000]

    static func all() throws -> [CorpusScreen] {
        try fixtures() + examples() + ruleExamples() + generated()
    }

    static func fixtures() throws -> [CorpusScreen] {
        let folder = Repository.url("Tests/ViewRulesTests/Fixtures")
        var result: [CorpusScreen] = []
        for url in try Repository.files(in: "Tests/ViewRulesTests/Fixtures/checking", withExtension: "view") {
            var workspace = Workspace(root: "/fixture")
            let path = "/fixture/\(url.lastPathComponent)"
            workspace.setFile(path: path, text: try String(contentsOf: url, encoding: .utf8))
            result.append(CorpusScreen(label: "checking/\(url.lastPathComponent)", workspace: workspace, path: path))
        }
        let workspaces = folder.appendingPathComponent("workspaces")
        for name in try FileManager.default.contentsOfDirectory(atPath: workspaces.path).sorted() {
            result += try folderScreens(workspaces.appendingPathComponent(name), label: "workspaces/\(name)")
        }
        return result
    }

    static func examples() throws -> [CorpusScreen] {
        try folderScreens(Repository.url("Examples"), label: "Examples")
    }

    /// Every `.view` file below a folder, in one workspace with its configuration.
    static func folderScreens(_ root: URL, label: String) throws -> [CorpusScreen] {
        let (workspace, _) = try CheckHarness.workspace(folder: root)
        return workspace.files.keys.sorted().map { path in
            CorpusScreen(label: "\(label)\(path.dropFirst(root.path.count))", workspace: workspace, path: path)
        }
    }

    static func ruleExamples() -> [CorpusScreen] {
        RuleRegistry.all.flatMap { rule in
            rule.description.examples.enumerated().flatMap { number, example -> [CorpusScreen] in
                let workspace = CheckHarness.workspace(example.otherFiles.merging(["Example": MarkedText(example.source).text]) { $1 },
                                                       configuration: example.configuration, images: example.images)
                let label = "\(rule.description.id) example \(number + 1)"
                var screens = [CorpusScreen(label: label, workspace: workspace, path: CheckHarness.path("Example"))]
                if let fixed = example.fixed {
                    var after = workspace
                    after.setFile(path: CheckHarness.path("Example"), text: fixed)
                    screens.append(CorpusScreen(label: "\(label) (fixed)", workspace: after, path: CheckHarness.path("Example")))
                }
                return screens
            }
        }
    }

    static func generated() -> [CorpusScreen] {
        generatedSizes.map { size in
            var workspace = Workspace(root: "/generated")
            workspace.setFile(path: "/generated/Screen.view", text: String(decoding: ScreenGenerator.generate(minimumBytes: size), as: UTF8.self))
            return CorpusScreen(label: "generated \(size) bytes", workspace: workspace, path: "/generated/Screen.view")
        }
    }
}
