/// `viewls graph [PATH…] --format dot|mermaid|svg|json [-o FILE]`: the
/// navigation map of the checked workspaces — screens as nodes with their
/// findings, links as labelled edges with the findings about them.
import Foundation
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewStrings

enum GraphCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, CommandTable.graph)
        let format = try options.choice("--format", default: "dot")
        let catalog = CommandLineLanguage.catalog(options)
        let input = try WorkspaceLoader.load(options.positional, catalog: catalog)
        let checked = CheckCommand.checkAll(input, catalog: catalog)
        let diagnostics = Dictionary(checked.map { ($0.path, $0.diagnostics) }, uniquingKeysWith: { first, _ in first })
        let graphs = input.workspaces.map { ScreenGraph.build($0, diagnostics: diagnostics) }
        let graph = ScreenGraph(nodes: graphs.flatMap(\.nodes), edges: graphs.flatMap(\.edges))
        let labels = GraphLabels(catalog: catalog)
        let text: String
        switch format {
        case "mermaid": text = GraphText.mermaid(graph, labels: labels)
        case "json": text = GraphText.json(graph)
        case "svg": text = GraphSVG.render(graph, labels: labels, thumbnails: thumbnails(input, catalog: catalog, diagnostics: diagnostics))
        default: text = GraphText.dot(graph, labels: labels)
        }
        if let path = options.value("-o") {
            try SafeWriter.write(Array(text.utf8), to: path)
        } else {
            Output.write(text)
        }
        if WorkspaceLoader.reportUnreadable(input, catalog: catalog) { return .usage }
        return checked.contains { $0.diagnostics.contains { $0.severity == .error } } ? .findings : .success
    }
}

extension GraphCommand {
    /// Each screen drawn as `viewls preview` draws it, with its findings, by type name (the first of a name).
    static func thumbnails(_ input: LoadedInput, catalog: MessageCatalog, diagnostics: [String: [Diagnostic]]) -> [String: String] {
        var drawings: [String: String] = [:]
        for workspace in input.workspaces {
            for name in workspace.screenNames where drawings[name] == nil {
                guard let file = workspace.file(definingType: name) else { continue }
                let model = ModelBuilding.build(file, in: workspace)
                drawings[name] = ScreenPreview.render(model, findings: diagnostics[file.path] ?? [], file: file, in: workspace,
                                                      layoutOptions: LayoutOptions(), catalog: catalog,
                                                      images: WorkspaceImageFiles(root: workspace.root)).svg
            }
        }
        return drawings
    }
}

/// The words of the map in the command line's language: finding counts by severity.
struct GraphLabels {
    let catalog: MessageCatalog

    /// "2 errors, 1 warning" (hints left out), or nil when the screen has no error, warning or info finding.
    func findings(_ counts: [Severity: Int]) -> String? {
        var summary = Summary()
        summary.errors = counts[.error, default: 0]
        summary.warnings = counts[.warning, default: 0]
        summary.infos = counts[.info, default: 0]
        let text = summary.counts(catalog)
        return text.isEmpty ? nil : text
    }

    /// What an edge says: the link kind, then the element that makes it (`push · Cell "Settings"`).
    func edge(_ edge: ScreenGraph.Edge) -> String {
        let source = edge.sourceLabel.map { "\(edge.sourceKind) \u{201C}\($0)\u{201D}" } ?? edge.sourceKind
        return "\(edge.kind.rawValue) · \(source)"
    }
}
