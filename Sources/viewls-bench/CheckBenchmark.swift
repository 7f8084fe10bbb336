/// `viewls-bench check FILE`: one screen parsed and checked in process, the
/// way `viewls check` checks it but without the command line's 8 MiB limit
/// on `.view` files, so that `Benchmarks/screen_size.py` can show the cost per
/// MB up to 16 MB. Prints the parse and check times and the finding count.
import Foundation
import ViewModel
import ViewRules
import ViewSyntax

enum CheckBenchmark {
    static func run(file: String) throws -> String {
        let bytes = try readInput(file)
        let path = "/bench/Screen.view"
        let started = now()
        var workspace = Workspace(root: "/bench")
        workspace.setFile(SourceFile(path: path, tree: SyntaxTree.parse(bytes)))
        let parsed = now()
        let check = workspace.files[path].map { Checker.check($0, in: workspace, sizeLimit: .max) }
        let checked = now()
        let megabytes = Double(bytes.count) / 1e6
        let seconds = checked - started
        return #"{"bytes":\#(bytes.count),"parseSeconds":\#(rounded(parsed - started)),"checkSeconds":\#(rounded(checked - parsed)),"#
            + #""seconds":\#(rounded(seconds)),"secondsPerMB":\#(rounded(seconds / megabytes)),"findings":\#(check?.diagnostics.count ?? 0)}"#
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
