/// The app-wide tally of bar translucency behind `bars/mixed-translucency`:
/// read off each file's syntax, it must count what the model shows (every use
/// of a component, with the use's values), stay the same however the files
/// came and changed, and re-check the files whose findings a change elsewhere
/// alters — through `Workspace.setFile`, the path the server takes, and `Workspace.add`, the bulk load of a folder.
import Foundation
@testable import ViewModel
@testable import ViewRules
import ViewSamples
import ViewSyntax
import ViewTestSupport
import XCTest

final class BarTranslucencyTallyTests: XCTestCase {
    private let path = CheckHarness.path

    /// The bars the screens' models show, counted from the models themselves.
    static func shownByModels(_ workspace: Workspace) -> BarTranslucencyCounts {
        var counts = BarTranslucencyCounts()
        for file in workspace.files.values where file.isScreen {
            // Seen as every rule sees an element (`isHiddenOnScreen`): neither it nor an element around it is
            // `hidden: true`, and the `visibleIn`s on the way up name a way its screen is held (its `orientations`, else both).
            for element in ModelBuilding.build(file, in: workspace).elements where !element.isHiddenOnScreen {
                guard let kind = element.kind.flatMap(BarKind.init(typeName:)) else { continue }
                counts.add(kind, translucent: element.bool("translucent") ?? true)
            }
        }
        return counts
    }

    /// A bar whose own `visibleIn` names no orientation is not shown, written in a screen or brought by a
    /// component; a use's `visibleIn` stands over its definition's, as its other bindings do.
    func testABarShownInNoOrientationIsNotCounted() {
        let workspace = CheckHarness.workspace([
            "Home": """
            Screen {
                NavigationBar { title: "Home"; visibleIn: [] }
                Toolbar { translucent: false; visibleIn: [portrait] }
                HiddenTools { }
                ShownTools { visibleIn: [landscape] }
            }
            """,
            "HiddenTools": "Toolbar { visibleIn: [] }\n",
            "ShownTools": "Toolbar { translucent: false; visibleIn: [] }\n",
        ])
        let counts = workspace.barTranslucencyCounts
        XCTAssertEqual([counts.translucentNavigationBars, counts.opaqueNavigationBars, counts.translucentToolbars, counts.opaqueToolbars],
                       [0, 0, 0, 2], "the portrait-only toolbar and ShownTools, made visible in landscape at its use")
        XCTAssertEqual(counts, Self.shownByModels(workspace))
    }

    /// Bars shown only in some orientations (`visibleIn`), on screens held in some (`orientations`, else both):
    /// a bar counts when its own `visibleIn` (the use's over its component's) names a way its screen is held.
    static let oriented: [String: String] = [
        "Upright": """
        Screen {
            title: "Upright"
            orientations: [portrait]
            NavigationBar { title: "Upright"; visibleIn: [landscape] }
            Toolbar { translucent: false; visibleIn: [portrait] }
            SideTools { }
            SideTools { visibleIn: [portrait, landscape] }
            UprightBar { visibleIn: [landscape] }
            UprightBar { }
            FancySide { }
        }
        """,
        "Anyway": "Screen { NavigationBar { translucent: false; visibleIn: [landscape] } }",
        "Sideways": "Screen {\n    orientations: [landscape]\n    Toolbar { visibleIn: [portrait] }\n    SideTools { }\n    FancySide { }\n}",
        "Unsure": "Screen {\n    orientations: []\n    NavigationBar { visibleIn: [landscape] }\n    Toolbar { translucent: false; visibleIn: portrait; visibleIn: [] }\n}",
        "SideTools": "Toolbar { translucent: false; visibleIn: [landscape] }",
        "UprightBar": "NavigationBar { visibleIn: [portrait] }",
        "FancySide": "SideTools { translucent: true }",
    ]

    /// A bar shown only in an orientation its screen is never held in is not seen, so not counted: written
    /// in the screen, brought by a component (also one built on another), or made so at the use.
    func testABarShownOnlyInAnOrientationItsScreenIsNotHeldInIsNotCounted() {
        let workspace = CheckHarness.workspace(Self.oriented)
        let counts = workspace.barTranslucencyCounts
        XCTAssertEqual([counts.translucentNavigationBars, counts.opaqueNavigationBars, counts.translucentToolbars, counts.opaqueToolbars],
                       [2, 1, 1, 4],
                       "Upright (portrait): UprightBar { }, its portrait toolbar, SideTools made visible both ways; "
                           + "Anyway (both ways): its landscape bar; Sideways (landscape): SideTools and FancySide, not the portrait toolbar; "
                           + "Unsure (an empty list: both ways): its landscape bar, and the toolbar whose first visibleIn is no list")
        XCTAssertEqual(counts, Self.shownByModels(workspace))
    }

    /// Edits to a screen's `orientations` and to a component's `visibleIn` count the bars again: the tally
    /// kept across them equals one read afresh, and what the models show. CRLF line ends, Cyrillic and CJK text.
    func testEditingOrientationsOrVisibleInCountsTheBarsAgain() {
        let screen = { (orientations: String) in
            "Screen {\r\n    title: \"Главная · 主页\"\r\n    orientations: \(orientations)\r\n"
                + "    NavigationBar { title: \"Фото 照片\"; visibleIn: [landscape] }\r\n    SideTools { }\r\n}\r\n"
        }
        var files = ["Home": screen("[portrait]"), "SideTools": "Toolbar { translucent: false; visibleIn: [landscape] }\r\n"]
        var workspace = CheckHarness.workspace(files)
        let steps: [(name: String, text: String, expected: [Int])] = [
            ("Home", screen("[portrait, landscape]"), [1, 0, 0, 1]),
            ("SideTools", "Toolbar { translucent: false; visibleIn: [portrait] }\r\n", [1, 0, 0, 1]),
            ("Home", screen("[portrait]"), [0, 0, 0, 1]),
            ("Home", screen("[landscape]"), [1, 0, 0, 0]),
            ("SideTools", "Toolbar { translucent: false; visibleIn: [landscape] }\r\n", [1, 0, 0, 1]),
            ("Home", screen("[portrait]"), [0, 0, 0, 0]),
        ]
        XCTAssertEqual(workspace.barTranslucencyCounts, BarTranslucencyCounts(), "portrait only: neither landscape bar is seen")
        for (step, edit) in steps.enumerated() {
            files[edit.name] = edit.text
            workspace.setFile(path: path(edit.name), text: edit.text)
            let counts = workspace.barTranslucencyCounts
            XCTAssertEqual([counts.translucentNavigationBars, counts.opaqueNavigationBars, counts.translucentToolbars, counts.opaqueToolbars],
                           edit.expected, "step \(step)")
            var afresh = Workspace(root: CheckHarness.root)
            for (name, text) in files.sorted(by: { $0.key > $1.key }) { afresh.setFile(path: path(name), text: text) }
            XCTAssertEqual(counts, afresh.barTranslucencyCounts, "step \(step)")
            XCTAssertEqual(counts, Self.shownByModels(workspace), "step \(step)")
        }
    }

    /// A screen wide enough that its members are kept in chunks, each chunk's bars remembered across versions:
    /// editing its `orientations`, written after a hundred rows, counts the bars of every chunk again.
    func testEditingTheOrientationsOfAWideScreenCountsEveryChunkAgain() {
        let rows = (0..<100).map { $0 % 10 == 0 ? "    Toolbar { translucent: false; visibleIn: [landscape] }\r\n" : "    Label { text: \"Ряд \($0) 行\" }\r\n" }
        let text = { (orientations: String) in
            "Screen {\r\n" + rows.joined() + "    orientations: \(orientations)\r\n    NavigationBar { visibleIn: [portrait] }\r\n}\r\n"
        }
        var workspace = CheckHarness.workspace(["Wide": text("[portrait]")])
        var file = SourceFile(path: path("Wide"), text: text("[portrait]"))
        for (orientations, expected) in [("[landscape]", [0, 0, 0, 10]), ("[portrait, landscape]", [1, 0, 0, 10]), ("[portrait]", [1, 0, 0, 0])] {
            let before = Array(file.bytes)
            let after = Array(text(orientations).utf8)
            let tree = file.tree.reparse(ChunkSummariesTests.edit(from: before, to: after)).tree
            file = SourceFile(path: file.path, tree: tree, bytes: after, previous: file)
            workspace.setFile(file)
            let counts = workspace.barTranslucencyCounts
            XCTAssertEqual([counts.translucentNavigationBars, counts.opaqueNavigationBars, counts.translucentToolbars, counts.opaqueToolbars],
                           expected, orientations)
            XCTAssertEqual(counts, CheckHarness.workspace(["Wide": text(orientations)]).barTranslucencyCounts, orientations)
            XCTAssertEqual(counts, Self.shownByModels(workspace), orientations)
        }
    }

    /// Components in the ways the model expands them: per use, chained, with the use's values over
    /// the definition's, hidden at the use or in the definition, inside a popover, inline and in lists.
    static let components: [String: String] = [
        "Home": """
        Screen {
            NavigationBar { title: "Home"; translucent: false }
            PhotoTools { }
            PhotoTools { translucent: true }
            FancyTools { hidden: false }
            FancyTools { }
            BarPopover { }
            Button { title: "More"; presents: BarPopover { } }
            Toolbar { hidden: true; translucent: false }
        }
        """,
        "Other": "Screen { PhotoTools { hidden: true }\n NavigationBar { translucent: maybe } }",
        "PhotoTools": "Toolbar { translucent: false; BarButton { system: action } }",
        "FancyTools": "PhotoTools { hidden: true }",
        "BarPopover": "Popover { NavigationBar { title: \"Pick\" }; Toolbar { translucent: false } }",
        "Unused": "Toolbar { translucent: false }",
        "Looping": "Popover { Looping { } }",
        "Loops": "Screen { Looping { } }",
    ]

    func testTheTallyCountsWhatTheModelsShow() throws {
        var workspaces: [(label: String, workspace: Workspace)] = [("components", CheckHarness.workspace(Self.components))]
        workspaces.append(("Examples", try CheckHarness.workspace(folder: Repository.url("Examples")).workspace))
        for generated in ComponentFileFixTests.generated {
            workspaces.append((generated.label, CheckHarness.workspace(generated.files)))
        }
        for (label, workspace) in workspaces {
            XCTAssertEqual(workspace.barTranslucencyCounts, Self.shownByModels(workspace), label)
        }
        let components = CheckHarness.workspace(Self.components).barTranslucencyCounts
        XCTAssertEqual([components.translucentNavigationBars, components.opaqueNavigationBars,
                        components.translucentToolbars, components.opaqueToolbars], [3, 1, 1, 4],
                       "Home: its own bar, PhotoTools twice (once made translucent), FancyTools once (the other stays hidden), "
                           + "the popover's two bars twice; Other: a bar that reads as translucent; nothing from the cycle")
    }

    /// Random edits, additions and removals, one file at a time: the tally kept
    /// along the way equals the one of a workspace read afresh in another order,
    /// and what the models show, whatever the edits did to the syntax.
    func testTheTallyKeptAcrossChangesEqualsOneReadAfresh() {
        let generated = ComponentFileFixTests.generated.filter { $0.label.hasPrefix("bars/") || $0.label.hasPrefix("navigation-bar/") }
        XCTAssertGreaterThan(generated.count, 20)
        var random = SeededRandom(seed: 20261125)
        let alphabet = Array(("{}:; \nNavigationBar Toolbar translucent: false true hidden: PhotoTools Moved {} Inner Screen"
                                  + " Page Popover HiddenPage visibleIn: [landscape] [portrait] []").utf8)
        for round in 0..<400 {
            var files = generated[random.next(below: generated.count)].files.merging(Self.components) { $1 }.merging(Self.oriented) { $1 }
                .merging(BarTallyHiddenAroundTests.hiddenAround) { $1 }.merging(BarTallyHiddenAroundTests.components) { $1 }
            var workspace = CheckHarness.workspace(files)
            for step in 0..<4 {
                let names = files.keys.sorted()
                let name = names[random.next(below: names.count)]
                if random.next(below: 8) == 0 {
                    files[name] = nil
                    workspace.removeFile(path: path(name))
                } else {
                    var bytes = Array((files[name] ?? "").utf8)
                    random.mutate(&bytes, edits: 2, longestDeletion: 12, alphabet: alphabet)
                    files[name] = String(decoding: bytes, as: UTF8.self)
                    workspace.setFile(path: path(name), text: files[name]!)
                }
                var afresh = Workspace(root: CheckHarness.root)
                for (name, text) in files.sorted(by: { $0.key > $1.key }) { afresh.setFile(path: path(name), text: text) }
                XCTAssertEqual(workspace.barTranslucencyCounts, afresh.barTranslucencyCounts, "round \(round), step \(step): \(name)")
                // Loading a folder adds its files in bulk and counts the bars once (`Workspace.add`): the same tally.
                var loaded = Workspace(root: CheckHarness.root)
                loaded.add(files.sorted { $0.key < $1.key }.map { SourceFile(path: path($0.key), text: $0.value) })
                XCTAssertEqual(loaded.barTranslucencyCounts, workspace.barTranslucencyCounts, "bulk, round \(round), step \(step)")
                XCTAssertEqual(loaded.barTranslucency, workspace.barTranslucency, "bulk, round \(round), step \(step)")
                XCTAssertEqual(workspace.barTranslucencyCounts, Self.shownByModels(workspace),
                               "round \(round), step \(step): \(name), broken syntax included:\n\(files[name] ?? "")")
            }
        }
    }

    /// Editing one screen turns the app's majority, and another screen's findings change: the edit names that
    /// screen among the files it affects, and checking it again gives the new findings.
    func testAnEditThatTurnsTheMajorityRechecksTheOtherFilesWithBars() {
        var workspace = CheckHarness.workspace([
            "Albums": "Screen { NavigationBar { title: \"Albums\" } }",
            "Photos": "Screen {\n    NavigationBar { title: \"Photos\"; translucent: false }\n    Toolbar { }\n}",
            "Share": "Screen { Toolbar { translucent: false } }",
            "About": "Screen { title: \"About\" }",
        ])
        // What a change affects is what read it: the checks kept before it that read the app's verdict.
        workspace.keepsChecks = true
        let findings = { (name: String, workspace: Workspace) in
            CheckHarness.check(name, in: workspace).filter { $0.code == "bars/mixed-translucency" }.map(\.message)
        }
        XCTAssertEqual(findings("Albums", workspace), [])
        XCTAssertEqual(findings("About", workspace), [])
        // Two translucent bars, two opaque: a tie, so translucent wins.
        XCTAssertEqual(findings("Photos", workspace),
                       ["this navigation bar is opaque, but most of the app's bars are translucent; keep the app's bars alike"])
        XCTAssertEqual(findings("Share", workspace).count, 1)
        let affected = workspace.setFile(path: path("Albums"), text: "Screen { NavigationBar { title: \"Albums\"; translucent: false } }")
        XCTAssertEqual(affected, Set(["Albums", "Photos", "Share"].map(path)), "the files holding bars of either value, not About")
        XCTAssertEqual(findings("Photos", workspace),
                       ["this toolbar is translucent, but most of the app's bars are opaque; keep the app's bars alike"])
        XCTAssertEqual(findings("Share", workspace), [])
        XCTAssertEqual(findings("Albums", workspace), [])
    }

    /// A change to the counts that leaves the majority, the mix and the kinds alone changes no finding
    /// elsewhere (the messages name no counts), so it re-checks nothing else; neither does an edit that
    /// leaves the file's bars alone.
    func testAChangeThatKeepsTheVerdictAffectsNoOtherFile() {
        var workspace = CheckHarness.workspace([
            "Albums": "Screen { NavigationBar { title: \"Albums\" } }",
            "Photos": "Screen { NavigationBar { title: \"Photos\" }\n Toolbar { translucent: false } }",
            "Share": "Screen { Toolbar { } }",
        ])
        XCTAssertEqual(workspace.setFile(path: path("Share"), text: "Screen { Toolbar { }\n Toolbar { } }"), [path("Share")])
        XCTAssertEqual(workspace.barTranslucencyCounts.translucent, 4)
        XCTAssertEqual(workspace.setFile(path: path("Albums"), text: "Screen { NavigationBar { title: \"All albums\" } }"),
                       [path("Albums")])
    }

    private func findings(_ name: String, in workspace: Workspace) -> [Diagnostic] {
        CheckHarness.check(name, in: workspace).filter { $0.code == "bars/mixed-translucency" }
    }

    /// A component's bar counts at each use: three uses of an opaque toolbar outvote two translucent
    /// navigation bars. When the component is the minority it is reported once, in its own file, and
    /// the screens using it report nothing of it; a value written at a use is reported at the use.
    func testAComponentsBarCountsAtEachUseAndIsReportedInItsOwnFile() throws {
        var workspace = CheckHarness.workspace([
            "Tools": "Toolbar { translucent: false }",
            "A": "Screen { NavigationBar { title: \"A\" }\n Tools { } }",
            "B": "Screen { NavigationBar { title: \"B\" }\n Tools { } }",
            "C": "Screen { Tools { } }",
        ])
        workspace.keepsChecks = true
        XCTAssertEqual(findings("B", in: workspace).count, 1)
        XCTAssertEqual(findings("Tools", in: workspace).count, 0, "three uses of the opaque toolbar are the majority")
        XCTAssertEqual(findings("A", in: workspace).count, 1)
        XCTAssertEqual(findings("C", in: workspace).count, 0)
        let affected = workspace.setFile(path: path("C"), text: "Screen { title: \"C\" }")
        XCTAssertTrue(affected.isSuperset(of: ["Tools", "A", "B"].map(path)))
        XCTAssertEqual(findings("Tools", in: workspace).count, 1, "two against two: translucent wins")
        XCTAssertEqual(findings("A", in: workspace).count, 0, "the use takes the component's value: reported in the component")
        let text = "Screen { NavigationBar { title: \"B\" }\n Tools { translucent: false } }"
        workspace.setFile(path: path("B"), text: text)
        let atUse = try XCTUnwrap(findings("B", in: workspace).first)
        XCTAssertEqual(String(decoding: Array(text.utf8)[atUse.range], as: UTF8.self), "translucent: false")
    }

    /// A pushed screen's navigation bar that differs from its parent's in translucency is one fault,
    /// which `navigation-bar/consistent-appearance` reports; with that rule off, this one does.
    func testAPushedScreensBarIsLeftToConsistentAppearance() {
        let files = [
            "Albums": "Screen {\n NavigationBar { title: \"Albums\" }\n TableView { Cell { title: \"Holidays\"; push: Album } }\n Toolbar { }\n}",
            "Album": "Screen { NavigationBar { title: \"Album\"; translucent: false } }",
        ]
        let codes = { (workspace: Workspace) in
            CheckHarness.check("Album", in: workspace).map(\.code).filter { $0.hasPrefix("bars/") || $0.hasPrefix("navigation-bar/") }
        }
        XCTAssertEqual(codes(CheckHarness.workspace(files)), ["navigation-bar/consistent-appearance"])
        let off = Configuration(ruleSeverities: ["navigation-bar/consistent-appearance": .off])
        XCTAssertEqual(codes(CheckHarness.workspace(files, configuration: off)), ["bars/mixed-translucency"])
    }
}
