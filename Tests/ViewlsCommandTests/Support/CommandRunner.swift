/// Runs the built `viewls` executable as a user would: arguments in, exit
/// status, stdout and stderr out.
import Foundation
import ViewTestSupport
import XCTest

struct CommandResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

enum CommandRunner {
    /// The repository root.
    static var repository: URL { Repository.root }

    /// `viewls` sits beside the test bundle in the build folder.
    static var executable: URL { Bundle.main.bundleURL.appendingPathComponent("viewls") }

    /// The locale variables are cleared (so messages are English) and then
    /// `environment` is added.
    static func run(_ arguments: [String], stdin: Data? = nil, in directory: URL = repository,
                    environment: [String: String] = [:]) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { variables[name] = nil }
        process.environment = variables.merging(environment) { $1 }
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }
}
