/// A check stops when its cancellation is set, wherever that happens — in
/// the model builder (one pass or on several threads), the layout or the
/// rule engine — returns nothing, and leaves nothing behind: the next check
/// finds exactly what a check never cancelled finds.
import Foundation
@testable import ViewModel
@testable import ViewRules
import ViewSamples
import ViewSyntax
import XCTest

final class CheckCancellationTests: XCTestCase {
    /// Says "stop" from its `limit`th poll on, counting polls from every thread.
    private final class StopAfter: @unchecked Sendable {
        private let lock = NSLock()
        private var polls = 0
        let limit: Int

        init(_ limit: Int) { self.limit = limit }

        func poll() -> Bool {
            lock.withLock {
                polls += 1
                return polls > limit
            }
        }

        var count: Int { lock.withLock { polls } }
    }

    private func workspace(_ text: String) -> (Workspace, String) {
        var workspace = Workspace(root: "/w")
        workspace.setFile(SourceFile(path: "/w/Big.view", text: text))
        return (workspace, "/w/Big.view")
    }

    private func findings(_ check: FileCheck) -> [String] {
        check.diagnostics.map { "\($0.code)@\($0.range) \($0.message)" }
    }

    /// A screen large enough that its model is built on several threads, with findings in it.
    private let text = String(decoding: ScreenGenerator.generate(minimumBytes: 60_000), as: UTF8.self)

    func testACheckStoppedAtAnyPollReturnsNothingAndTheNextCheckIsWhole() throws {
        let (workspace, path) = workspace(text)
        let whole = try XCTUnwrap(Checker.check(path, in: workspace))
        XCTAssertGreaterThan(whole.diagnostics.count, 0)
        // How many polls a check that is never stopped makes: each limit below stops it at another place.
        let counting = StopAfter(.max)
        XCTAssertNotNil(Checker.check(path, in: workspace, cancellation: CheckCancellation(counting.poll)))
        XCTAssertGreaterThan(counting.count, 10, "every stage polls")
        var stopped = 0
        for limit in Set([0, 1, 2, 3, counting.count / 4, counting.count / 2, counting.count - 1]) {
            let stop = StopAfter(limit)
            let check = Checker.check(path, in: workspace, cancellation: CheckCancellation(stop.poll))
            XCTAssertNil(check, "stopped after \(limit) of \(counting.count) polls: no result")
            stopped += check == nil ? 1 : 0
            XCTAssertEqual(findings(try XCTUnwrap(Checker.check(path, in: workspace))), findings(whole),
                           "a check after one stopped at poll \(limit) finds what it would have")
        }
        XCTAssertGreaterThan(stopped, 4)
        XCTAssertNotNil(Checker.check(path, in: workspace, cancellation: CheckCancellation(StopAfter(counting.count).poll)),
                        "a cancellation set only after the last poll does not lose the result")
    }

    func testAStoppedModelBuildOnSeveralThreadsEndsAtOnce() throws {
        let file = SourceFile(path: "/w/Big.view", text: String(decoding: ScreenGenerator.generate(minimumBytes: 200_000), as: UTF8.self))
        let whole = ModelBuilding.build(file, in: Workspace(root: "/w"))
        func build(processors: Int, stoppingAfter limit: Int) -> (model: FileModel, polls: Int) {
            let stop = StopAfter(limit)
            let model = ModelBuilding.build(file, in: Workspace(root: "/w"), catalog: .model(.english), processors: processors,
                                            minimumConcurrentBytes: 1_024, cancellation: CheckCancellation(stop.poll))
            return (model, stop.count)
        }
        for processors in [1, 2, 4] {
            let counted = build(processors: processors, stoppingAfter: .max)
            XCTAssertEqual(counted.model.elements.count, whole.elements.count)
            XCTAssertGreaterThan(counted.polls, 4, "\(processors) processors: the build polls as it goes")
            for limit in Set([0, 1, counted.polls / 2]) {
                XCTAssertLessThan(build(processors: processors, stoppingAfter: limit).model.elements.count, whole.elements.count,
                                  "\(processors) processors, stopped after \(limit) of \(counted.polls) polls: the rest is left unbuilt")
            }
        }
    }

    func testNeverIsNeverCancelledAndACancellationStaysSet() {
        XCTAssertFalse(CheckCancellation.never.isCancelled)
        let flips = StopAfter(1)
        let cancellation = CheckCancellation(flips.poll)
        XCTAssertFalse(cancellation.isCancelled)
        XCTAssertTrue(cancellation.isCancelled)
        XCTAssertTrue(cancellation.isCancelled)
        XCTAssertEqual(flips.count, 2, "once set, it is not asked again")
        // Polled at every `pollInterval`th step only.
        let steps = (0..<(3 * CheckCancellation.pollInterval)).filter { CheckCancellation(flips.poll).shouldStop(at: $0) }
        XCTAssertEqual(steps, [CheckCancellation.pollInterval - 1, 2 * CheckCancellation.pollInterval - 1,
                               3 * CheckCancellation.pollInterval - 1])
    }
}
