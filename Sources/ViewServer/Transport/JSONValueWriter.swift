/// `JSONValue` → compact JSON text (UTF-8). Object members are written with
/// their keys sorted, so the same value always gives the same bytes;
/// non-finite numbers, which JSON cannot express, are written as `null`.
internal import ViewModel

enum JSONValueWriter {
    static func bytes(of value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, to: &output)
        return output
    }

    static func write(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number): output.append(contentsOf: String(number).utf8)
        case .number(let number): writeNumber(number, to: &output)
        case .string(let text): writeString(text, to: &output)
        case .fragment(let fragment): output.append(contentsOf: fragment.bytes)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (position, key) in members.keys.sorted().enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(members[key] ?? .null, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    static func writeNumber(_ number: Double, to output: inout [UInt8]) {
        guard number.isFinite else {
            output.append(contentsOf: "null".utf8)
            return
        }
        // Swift prints the shortest text that reads back as the same Double, in a form JSON accepts.
        output.append(contentsOf: number.description.utf8)
    }

    /// A string, written by ViewModel's `JSONValue.appendQuoted`, the one JSON string writer.
    static func writeString(_ text: String, to output: inout [UInt8]) {
        ViewModel.JSONValue.appendQuoted(text, to: &output)
    }
}
