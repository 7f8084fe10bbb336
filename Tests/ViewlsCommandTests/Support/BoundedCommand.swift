/// Running `viewls` with a time limit, for tests of input that once made it
/// hang (FIFOs): past the limit the process is killed and the test fails,
/// instead of the test run waiting for ever. Optionally as another user
/// (`setpriv`), where running as root would read anything.
import Foundation
import XCTest

extension CommandRunner {
    /// `viewls arguments` in `directory`; nil (and a test failure) when it runs past `seconds`.
    static func run(_ arguments: [String], in directory: URL, timeout seconds: Double, asUser user: Int? = nil,
                    file: StaticString = #filePath, line: UInt = #line) throws -> CommandResult? {
        let process = Process()
        if let user {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        var variables = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { variables[name] = nil }
        process.environment = variables
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { [process] in if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timer)
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL {
            XCTFail("viewls \(arguments.joined(separator: " ")) did not finish within \(seconds) s", file: file, line: line)
            return nil
        }
        return CommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }
}
