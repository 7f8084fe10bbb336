/// The `viewls-catalog` command line: parses the arguments, runs a
/// subcommand over catalog files, writes what it has to say, and returns the
/// exit status, so that tests run it in process.
import Foundation

public enum CatalogCommand {
    public static let usage = """
        usage: viewls-catalog compile <catalog.xcstrings> <output.swift> --module NAME [--ascii]
               viewls-catalog check <catalogs…>
               viewls-catalog review <catalogs…>
               viewls-catalog translated <catalog.xcstrings> <key> <language>
               viewls-catalog format [--check] <catalogs…>
        """

    /// Runs `arguments` (without the program name); `print` receives standard
    /// output, `printError` standard error. Returns the exit status.
    public static func run(_ arguments: [String], print: (String) -> Void, printError: (String) -> Void) -> Int32 {
        do {
            switch arguments.first {
            case "compile": return try compile(Array(arguments.dropFirst()))
            case "check": return check(Array(arguments.dropFirst()), print: print)
            case "review": return try review(Array(arguments.dropFirst()), print: print)
            case "translated": return try translated(Array(arguments.dropFirst()), print: print)
            case "format": return try format(Array(arguments.dropFirst()), print: print)
            default: throw CatalogError.usage(usage)
            }
        } catch {
            printError("viewls-catalog: \(error)")
            return error is CatalogError && "\(error)" == usage ? 2 : 1
        }
    }

    private static func compile(_ arguments: [String]) throws -> Int32 {
        var positional: [String] = []
        var module: String?
        var asciiOnly = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--module": module = rest.popFirst()
            case "--ascii": asciiOnly = true
            default: positional.append(argument)
            }
        }
        guard positional.count == 2, let module, !module.isEmpty else { throw CatalogError.usage(usage) }
        let input = URL(fileURLWithPath: positional[0])
        let catalog = try StringCatalog.read(input)
        let source = SwiftEmitter.source(of: catalog, module: module, catalogName: input.lastPathComponent, asciiOnly: asciiOnly)
        try writeIfChanged(source, to: URL(fileURLWithPath: positional[1]))
        return 0
    }

    private static func check(_ paths: [String], print: (String) -> Void) -> Int32 {
        var report = CatalogCheckReport()
        for path in paths { CatalogCheck.check(path, into: &report) }
        for problem in report.problems { print(problem.description) }
        print(report.summary)
        return report.problems.isEmpty ? 0 : 1
    }

    private static func review(_ paths: [String], print: (String) -> Void) throws -> Int32 {
        guard !paths.isEmpty else { throw CatalogError.usage(usage) }
        for path in paths {
            let url = URL(fileURLWithPath: path)
            var catalog = try StringCatalog.read(url)
            let recordURL = ReviewRecord.url(besides: url)
            var record = try ReviewRecord.read(recordURL)
            let changes = CatalogReview.review(&catalog, record: &record)
            for change in changes {
                print("\(path): \"\(change.key)\": the English changed; \(change.marked.isEmpty ? "no translations" : change.marked.joined(separator: ", ")) marked needs_review")
                print("  was: " + change.old.lines.joined(separator: "\n  "))
                print("  now: " + change.new.lines.joined(separator: "\n  "))
            }
            try writeIfChanged(catalog.formatted, to: url)
            try writeIfChanged(record.formatted, to: recordURL)
            print("viewls-catalog: \(path): \(changes.count) changed \(changes.count == 1 ? "string" : "strings"), record \(recordURL.lastPathComponent) updated")
        }
        return 0
    }

    private static func translated(_ arguments: [String], print: (String) -> Void) throws -> Int32 {
        guard arguments.count == 3 else { throw CatalogError.usage(usage) }
        let url = URL(fileURLWithPath: arguments[0])
        var catalog = try StringCatalog.read(url)
        guard catalog.setState("translated", key: arguments[1], language: arguments[2]) else {
            throw CatalogError.usage("\(arguments[0]) has no \(arguments[2]) translation of \"\(arguments[1])\"")
        }
        try writeIfChanged(catalog.formatted, to: url)
        print("viewls-catalog: \"\(arguments[1])\" in \(arguments[2]) marked translated")
        return 0
    }

    private static func format(_ arguments: [String], print: (String) -> Void) throws -> Int32 {
        let checkOnly = arguments.contains("--check")
        var unformatted = 0
        for path in arguments where path != "--check" {
            let url = URL(fileURLWithPath: path)
            let text = try Data(contentsOf: url)
            let formatted = try StringCatalog(data: text).formatted
            guard String(decoding: text, as: UTF8.self) != formatted else { continue }
            unformatted += 1
            if checkOnly { print("\(path): not in Xcode's formatting") } else { try writeIfChanged(formatted, to: url) }
        }
        return checkOnly && unformatted > 0 ? 1 : 0
    }

    /// Writes only when the text differs, so that builds depending on the file are not redone.
    static func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if (try? Data(contentsOf: url)) == data { return }
        try data.write(to: url, options: .atomic)
    }
}
