/// Differential test of the incremental core: seeded edits over generated
/// apps — titles typed, links (`push:`, `presents:`) retargeted, added and
/// removed, bars taken from components or written inline, components'
/// bars and links changed, files added, removed or turned from screen into
/// component, `.viewls.json` changed — and after each, every query's answer
/// (name lists, suggestions, who names a type, links into each screen,
/// models, the bar tally) and every file's diagnostics, re-checked as the
/// server does (only the files the change names as affected), must equal a
/// workspace computed from nothing. 120 edits here; set
/// `VIEWLS_DIFFERENTIAL_EDITS` (e.g. 10000) for a longer run.
import Foundation
import ViewModel
import ViewRules
import ViewSamples
import XCTest

final class QueryDifferentialTests: XCTestCase {
    /// One file of the generated app, as the generator keeps it.
    struct FileState {
        var isComponent = false
        var title = "T"
        /// -1: no navigation bar; 0..<barComponents: that `BarN` component; else an inline bar of that look.
        var bar = -1
        var tint = "red"
        var translucent = true
        var links: [(verb: String, target: String)] = []
        /// A `RowN` cell component used in the table, if any.
        var row: Int?
    }

    static let screenCount = 8
    static let barComponents = 2
    static let rowComponents = 2
    static let names = (0..<screenCount).map { "S\($0)" } + (0..<barComponents).map { "Bar\($0)" } + (0..<rowComponents).map { "Row\($0)" }

    static func text(of name: String, _ state: FileState) -> String {
        if name.hasPrefix("Bar") {
            return "NavigationBar {\n    title: \"\(state.title)\"\n    tint: \(state.tint)\n    translucent: \(state.translucent)\n}\n"
        }
        let links = state.links.map { "\($0.verb): \($0.target)" }
        if name.hasPrefix("Row") || state.isComponent {
            return "Cell {\n    title: \"\(state.title)\"\n" + links.map { "    \($0)\n" }.joined() + "}\n"
        }
        var text = "Screen {\n    title: \"\(state.title)\"\n"
        if state.bar >= 0 && state.bar < barComponents {
            text += "    Bar\(state.bar) {}\n"
        } else if state.bar >= 0 {
            text += "    NavigationBar { title: \"\(state.title)\"; tint: \(state.tint); translucent: \(state.translucent) }\n"
        }
        text += "    TableView {\n"
        for link in links { text += "        Cell { title: \"Go\"; accessory: disclosureIndicator; \(link) }\n" }
        if let row = state.row { text += "        Row\(row) {}\n" }
        return text + "    }\n}\n"
    }

    static let configurations = [
        nil,
        "{ \"rules\": { \"navigation-bar/back-title\": \"off\" } }",
        "{ \"rules\": { \"navigation-bar/consistent-appearance\": \"error\" } }",
        "{ \"device\": \"ipad\" }",
    ]

    func testSeededEditsAnswerAsAWorkspaceComputedFromNothing() throws {
        let edits = ProcessInfo.processInfo.environment["VIEWLS_DIFFERENTIAL_EDITS"].flatMap(Int.init) ?? 120
        var random = SeededRandom(seed: 20_261_129)
        let started = Date()
        var done = 0
        var app = 0
        while done < edits {
            let count = min(400, edits - done)
            guard run(edits: count, random: &random, app: app) else { return }
            done += count
            app += 1
        }
        print("query differential: \(edits) edits over \(app) apps in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    /// False at the first difference (reported), so one fault is not reported a thousand times.
    private func run(edits: Int, random: inout SeededRandom, app: Int) -> Bool {
        var states: [String: FileState] = [:]
        for name in Self.names {
            var state = FileState()
            state.title = name
            if name.hasPrefix("S") {
                state.bar = Int.random(in: -1...3, using: &random)
                state.links = (0..<Int.random(in: 0...2, using: &random)).map { _ in
                    (Bool.random(using: &random) ? "push" : "presents", "S\(Int.random(in: 0..<Self.screenCount, using: &random))")
                }
                state.row = Bool.random(using: &random) ? Int.random(in: 0..<Self.rowComponents, using: &random) : nil
            } else if name.hasPrefix("Row") {
                state.links = [("push", "S\(Int.random(in: 0..<Self.screenCount, using: &random))")]
            }
            states[name] = state
        }
        var configuration: String?
        var workspace = Workspace(root: CheckHarness.root)
        workspace.keepsChecks = true
        for (name, state) in states { workspace.setFile(path: CheckHarness.path(name), text: Self.text(of: name, state)) }
        var published: [String: [String]] = [:]
        for name in states.keys { published[name] = Self.describe(CheckHarness.check(name, in: workspace)) }
        for step in 0..<edits {
            var affected: Set<String> = []
            let name = Self.names.randomElement(using: &random)!
            var state = states[name] ?? FileState()
            var what = ""
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                state.title += String("abcЖ字".randomElement(using: &random)!)
                what = "title"
            case 2, 3:
                let target = "S\(Int.random(in: 0..<Self.screenCount, using: &random))"
                if state.links.isEmpty || Bool.random(using: &random) {
                    state.links.append((Bool.random(using: &random) ? "push" : "presents", target))
                } else {
                    state.links.remove(at: Int.random(in: 0..<state.links.count, using: &random))
                }
                what = "link"
            case 4:
                state.bar = Int.random(in: -1...3, using: &random)
                what = "bar source"
            case 5:
                state.tint = ["red", "blue", "green"].randomElement(using: &random)!
                state.translucent.toggle()
                what = "bar look"
            case 6:
                state.row = Bool.random(using: &random) ? Int.random(in: 0..<Self.rowComponents, using: &random) : nil
                what = "row"
            case 7:
                configuration = Self.configurations.randomElement(using: &random)!
                let loaded = configuration.map {
                    ConfigurationLoader.load(Array($0.utf8), knownRuleIDs: Checker.knownCodes, ruleOptions: Checker.ruleOptions)
                }
                affected = workspace.setConfiguration(loaded, folder: CheckHarness.root)
                what = "configuration \(configuration ?? "none")"
            case 8:
                if states[name] == nil {
                    states[name] = state
                    what = "added"
                } else {
                    states[name] = nil
                    affected = workspace.removeFile(path: CheckHarness.path(name))
                    published[name] = nil
                    what = "removed"
                }
            default:
                if name.hasPrefix("S") { state.isComponent.toggle() }
                what = "kind"
            }
            if what != "removed", !what.hasPrefix("configuration") {
                states[name] = state
                affected = workspace.setFile(path: CheckHarness.path(name), text: Self.text(of: name, state))
            }
            // The server re-checks what a change affects (and what it never checked).
            for other in states.keys where affected.contains(CheckHarness.path(other)) || published[other] == nil {
                published[other] = Self.describe(CheckHarness.check(other, in: workspace))
            }
            var fresh = Workspace(root: CheckHarness.root)
            for (other, state) in states { fresh.setFile(path: CheckHarness.path(other), text: Self.text(of: other, state)) }
            if let configuration {
                fresh.setConfiguration(ConfigurationLoader.load(Array(configuration.utf8), knownRuleIDs: Checker.knownCodes,
                                                                ruleOptions: Checker.ruleOptions), folder: CheckHarness.root)
            }
            let context = "app \(app), step \(step): \(what) in \(name)"
            compareQueries(workspace, fresh, context: context)
            for other in states.keys.sorted() {
                let expected = Self.describe(CheckHarness.check(other, in: fresh))
                XCTAssertEqual(published[other], expected, "\(context): \(other)\n\(Self.text(of: other, states[other]!))")
                if published[other] != expected { return false }
            }
        }
        return true
    }

    /// Every query's answer in `kept` must equal that of `fresh`.
    private func compareQueries(_ kept: Workspace, _ fresh: Workspace, context: String) {
        XCTAssertEqual(kept.screenNames, fresh.screenNames, context)
        XCTAssertEqual(kept.componentNames, fresh.componentNames, context)
        XCTAssertEqual(kept.barTranslucencyCounts, fresh.barTranslucencyCounts, context)
        XCTAssertEqual(kept.barTranslucency, fresh.barTranslucency, context)
        for name in Self.names + ["S99", "Bar9"] {
            XCTAssertEqual(kept.screenSuggestions(for: name), fresh.screenSuggestions(for: name), context)
            XCTAssertEqual(kept.affectedPaths(byChangeTo: name), fresh.affectedPaths(byChangeTo: name), context)
            XCTAssertEqual(kept.files(referencing: name).map(\.path), fresh.files(referencing: name).map(\.path), context)
            XCTAssertEqual(Self.describe(kept.links(to: name)), Self.describe(fresh.links(to: name)), "\(context): links to \(name)")
            if let file = kept.files[CheckHarness.path(name)] {
                XCTAssertEqual(Self.describe(kept.model(of: file)), Self.describe(fresh.model(of: fresh.files[file.path]!)),
                               "\(context): model of \(name)")
            }
        }
    }

    static func describe(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.range) \($0.code) \($0.message) \($0.related.map { "\($0.location.path)\($0.location.range)" })" }
    }

    static func describe(_ links: ScreenLinks) -> [String] {
        links.links.map { "\($0.screen.path) \($0.link.kind) \($0.link.binding.range) \($0.link.source.path)" }
    }

    static func describe(_ model: FileModel) -> [String] {
        model.elements.map { "\($0.path) \($0.kind ?? "-") \($0.range) \($0.bindings.count)" }
            + model.diagnostics.map { "\($0.range) \($0.code) \($0.message)" }
    }
}
