/// Full-parse throughput: parses a file repeatedly (at least 5 times and one
/// second, at most 50 times) and reports the median.
import ViewSyntax

struct ParseBenchmark {
    let bytes: [UInt8]

    init(file: String) throws {
        bytes = try readInput(file)
    }

    func run() -> String {
        _ = SyntaxTree.parse(bytes)
        var times: [Double] = []
        let started = now()
        while times.count < 5 || (now() - started < 1 && times.count < 50) {
            let start = now()
            let tree = SyntaxTree.parse(bytes)
            times.append(now() - start)
            precondition(tree.root.textLength == bytes.count)
        }
        let seconds = median(times)
        return json(["bytes": bytes.count, "runs": times.count, "medianSeconds": seconds,
                     "mbPerSecond": Double(bytes.count) / 1e6 / seconds])
    }
}
