/// Layout never traps, is deterministic and keeps its invariants on
/// thousands of seeded random screens (`RandomScreen`) and on every file of
/// `Examples/`, on both devices held both ways: finite, non-negative sizes;
/// parents before children; children inside their parent unless it scrolls;
/// bars in order (status bar, navigation bar, content, toolbar, tab bar).
import Foundation
import ViewLayout
import ViewModel
import ViewSamples
import XCTest

final class LayoutPropertyTests: XCTestCase {
    static let ways: [(Device, LayoutOrientation)] = [(.iphone, .portrait), (.iphone, .landscape), (.ipad, .portrait), (.ipad, .landscape)]

    /// 2,000 seeds; `VIEWLS_LAYOUT_SEEDS=N` runs more (or fewer) by hand.
    static let seeds = Int(ProcessInfo.processInfo.environment["VIEWLS_LAYOUT_SEEDS"] ?? "") ?? 2_000

    func testRandomScreens() {
        for seed in 0..<Self.seeds {
            let workspace = LayoutHarness.workspace(RandomScreen.generate(seed: UInt64(seed)))
            let (device, orientation) = Self.ways[seed % Self.ways.count]
            let options = LayoutOptions(device: seed % 8 < 4 ? device : nil, orientation: orientation, systemWords: ["bar.done": "Done"])
            let first = LayoutHarness.layout("/w/Screen.view", in: workspace, options: options)
            let second = LayoutHarness.layout("/w/Screen.view", in: workspace, options: options)
            XCTAssertEqual(first.dump, second.dump, "seed \(seed) is not deterministic")
            let problems = LayoutInvariants.problems(in: first)
            XCTAssertEqual(problems, [], "seed \(seed)")
            if !problems.isEmpty { return }
        }
    }

    func testEveryExampleFile() {
        let workspace = LayoutHarness.examples()
        XCTAssertGreaterThan(workspace.files.count, 90)
        for path in workspace.files.keys.sorted() {
            for (device, orientation) in Self.ways {
                let options = LayoutOptions(device: device, orientation: orientation)
                let first = LayoutHarness.layout(path, in: workspace, options: options)
                XCTAssertEqual(first.dump, LayoutHarness.layout(path, in: workspace, options: options).dump, path)
                XCTAssertEqual(LayoutInvariants.problems(in: first), [], "\(path) \(device) \(orientation)")
            }
        }
    }
}
