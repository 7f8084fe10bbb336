/// `viewls-bench`: measures parsing throughput and keystroke latency and prints
/// one JSON line per measurement, for `Benchmarks/compare.py` to set beside
/// tree-sitter-qmljs on the same input.
///
///     viewls-bench generate BYTES OUT      write a sample screen of at least BYTES bytes
///     viewls-bench generate-wide MEMBERS OUT
///                                          write a screen whose table holds MEMBERS rows in one block
///     viewls-bench parse FILE              full-parse throughput
///     viewls-bench parse-once FILE         one parse, for `valgrind --tool=callgrind`
///     viewls-bench edit FILE [--edits-out JSON] [--explain] [--reparse-only]
///                                          1,000 seeded one-character edits at line starts;
///                                          whole-file reparses counted by reason
///     viewls-bench preview FOLDER [LINES]  layout + SVG of each screen of FOLDER, and of a
///                                          generated screen of about LINES lines (2,000)
///     viewls-bench check FILE              parse + check of one screen, without the 8 MiB limit
///     viewls-bench keystrokes FILE [EDITS] letters typed into strings, each reparsed and checked
import Foundation
import ViewSamples
import ViewSyntax

@main
struct Bench {
    static func main() {
        // The same allocator policy as the `viewls` executable, so the figures are its figures.
        AllocatorPolicy.keepFreedMemoryForReuse()
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch arguments.first {
            case "generate" where arguments.count == 3:
                guard let size = Int(arguments[1]), size > 0 else { throw BenchError("BYTES must be a positive number") }
                try Data(ScreenGenerator.generate(minimumBytes: size)).write(to: URL(fileURLWithPath: arguments[2]))
            case "generate-wide" where arguments.count == 3:
                guard let members = Int(arguments[1]), members > 0 else { throw BenchError("MEMBERS must be a positive number") }
                try Data(ScreenGenerator.wideBlock(members: members)).write(to: URL(fileURLWithPath: arguments[2]))
            case "parse-once" where arguments.count == 2:
                // One parse and nothing else, for instruction counts under callgrind.
                _ = SyntaxTree.parse(try readInput(arguments[1]))
            case "parse" where arguments.count == 2:
                print(try ParseBenchmark(file: arguments[1]).run())
            case "preview" where arguments.count == 2 || arguments.count == 3:
                PreviewBenchmark.folder(arguments[1]).forEach { print($0) }
                print(PreviewBenchmark.generated(lines: arguments.count == 3 ? Int(arguments[2]) ?? 2_000 : 2_000))
            case "check" where arguments.count == 2:
                print(try CheckBenchmark.run(file: arguments[1]))
            case "keystrokes" where arguments.count == 2 || arguments.count == 3:
                print(try KeystrokeBenchmark.run(file: arguments[1], edits: arguments.count == 3 ? Int(arguments[2]) ?? 400 : 400))
            case "edit" where arguments.count >= 2:
                print(try EditBenchmark(arguments: Array(arguments.dropFirst())).run())
            default:
                throw BenchError(
                    "usage: viewls-bench generate BYTES OUT | generate-wide MEMBERS OUT | parse FILE | parse-once FILE | edit FILE [--edits-out JSON] [--explain] [--reparse-only] | preview FOLDER [LINES] | check FILE | keystrokes FILE [EDITS]")
            }
        } catch {
            FileHandle.standardError.write(Data("viewls-bench: \(error)\n".utf8))
            exit(2)
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func readInput(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw BenchError("cannot read \(path)") }
    return Array(data)
}

/// Seconds on a monotonic clock.
func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func json(_ fields: KeyValuePairs<String, Any>) -> String {
    "{" + fields.map { key, value in
        let text: String
        switch value {
        case let number as Double: text = String(format: "%.9g", number)
        case let string as String: text = "\"\(string)\""
        case let raw as RawJSON: text = raw.text
        default: text = "\(value)"
        }
        return "\"\(key)\":\(text)"
    }.joined(separator: ",") + "}"
}

/// A value already written as JSON (an object), put in as it is.
struct RawJSON {
    let text: String
}
