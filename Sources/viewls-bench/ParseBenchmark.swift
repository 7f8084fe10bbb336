/// Full-parse throughput: parses a file repeatedly (at least 5 times and one
/// second, at most 50 times) and reports the median, in wall time and in the
/// processor time of the whole process (every thread's: the work a parse
/// costs, which a busy machine does not inflate as it does wall time).
import Foundation
import ViewSyntax

struct ParseBenchmark {
    let bytes: [UInt8]

    init(file: String) throws {
        bytes = try readInput(file)
    }

    func run() -> String {
        _ = SyntaxTree.parse(bytes)
        var times: [Double] = []
        var processorTimes: [Double] = []
        let started = now()
        while times.count < 5 || (now() - started < 1 && times.count < 50) {
            let start = now()
            let processorStart = processorTime()
            let tree = SyntaxTree.parse(bytes)
            times.append(now() - start)
            processorTimes.append(processorTime() - processorStart)
            precondition(tree.root.textLength == bytes.count)
        }
        let seconds = median(times)
        let processorSeconds = median(processorTimes)
        return json(["bytes": bytes.count, "runs": times.count, "medianSeconds": seconds,
                     "mbPerSecond": Double(bytes.count) / 1e6 / seconds,
                     "medianProcessorSeconds": processorSeconds,
                     "mbPerProcessorSecond": Double(bytes.count) / 1e6 / processorSeconds])
    }
}

/// Seconds of processor time the process has used, all its threads together.
func processorTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
