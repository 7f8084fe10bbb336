/// Layout and SVG drawing speed: each screen of a folder (`Examples/`) and a
/// generated screen of about N lines, checked once (the findings drawn are
/// `check`'s), then laid out and drawn repeatedly (at least 5 times and
/// 0.3 s, at most 200) and the median reported, one JSON line per screen
/// and one summary line.
import Foundation
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewSamples
import ViewSyntax

struct PreviewBenchmark {
    /// Times layout + SVG of every screen below `folder`.
    static func folder(_ folder: String) -> [String] {
        let workspace = WorkspaceFolder.read(root: folder, knownCodes: Checker.knownCodes, retiredCodes: Checker.retiredCodes).workspace
        var lines: [String] = []
        var medians: [Double] = []
        for path in workspace.files.keys.sorted() {
            guard let file = workspace.files[path], file.isScreen else { continue }
            let (result, elements) = measure(file, in: workspace)
            medians.append(result)
            lines.append(json(["screen": file.typeName, "elements": elements, "medianMilliseconds": result * 1000]))
        }
        lines.append(json(["screens": medians.count, "medianMilliseconds": median(medians) * 1000,
                           "maxMilliseconds": (medians.max() ?? 0) * 1000]))
        return lines
    }

    /// Times layout + SVG of a generated screen of about `lines` lines.
    static func generated(lines: Int) -> String {
        let bytes = screen(lines: lines)
        var workspace = Workspace(root: "/bench")
        workspace.setFile(SourceFile(path: "/bench/Generated.view", tree: SyntaxTree.parse(bytes)))
        workspace.setFile(path: "/bench/Details.view", text: "Screen {\n    title: \"Details\"\n}\n")
        let file = workspace.files["/bench/Generated.view"]!
        let started = now()
        let check = Checker.check(file, in: workspace)
        let checkSeconds = now() - started
        let (result, elements) = measure(file, in: workspace)
        return json(["lines": bytes.filter { $0 == 10 }.count, "bytes": bytes.count, "elements": elements,
                     "findings": check.diagnostics.count, "checkMilliseconds": checkSeconds * 1000, "medianMilliseconds": result * 1000])
    }

    /// A generated screen within 5% of `lines` lines.
    static func screen(lines target: Int) -> [UInt8] {
        var size = target * 40
        var bytes = ScreenGenerator.generate(minimumBytes: size)
        for _ in 0..<8 {
            let count = bytes.filter { $0 == 10 }.count
            if abs(count - target) * 20 <= target { break }
            size = size * target / max(count, 1)
            bytes = ScreenGenerator.generate(minimumBytes: size)
        }
        return bytes
    }

    /// The median seconds of layout + SVG of `file` (its check done once, outside the timing), and its element count.
    static func measure(_ file: SourceFile, in workspace: Workspace) -> (Double, Int) {
        let check = Checker.check(file, in: workspace)
        let images = WorkspaceImageFiles(root: workspace.root)
        var times: [Double] = []
        var elements = 0
        let started = now()
        while times.count < 5 || (now() - started < 0.3 && times.count < 200) {
            let start = now()
            let lookup = ImageLookup(store: workspace.imageStore, root: workspace.root)
            let layout = LayoutEngine.layout(check.model, of: file, in: workspace, options: LayoutOptions(), images: lookup)
            let svg = PreviewRenderer.svg(layout, file: file, findings: check.diagnostics, images: images)
            times.append(now() - start)
            elements = layout.elements.count
            precondition(!svg.isEmpty)
        }
        return (median(times), elements)
    }
}
