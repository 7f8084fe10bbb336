/// `viewls preview --serve` through the real binary: the URL is the first
/// line on stdout, the placeholder gallery lists the workspace's screens
/// (names escaped), a saved file reaches an open event stream, SIGTERM and
/// SIGINT stop it with status 0; bad ports, two paths, a missing path and a
/// port in use are usage errors. Also the workspace watcher's stamps and
/// the placeholder site's listing.
import Foundation
import XCTest
@testable import viewls

final class PreviewServeCommandTests: XCTestCase {
    /// A running `viewls preview --serve`, its URL read from its first line.
    final class Served {
        let process = Process()
        let output = Pipe()
        let errors = Pipe()
        private(set) var url = ""

        init(_ arguments: [String], in directory: URL) throws {
            process.executableURL = CommandRunner.executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            var variables = ProcessInfo.processInfo.environment
            for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { variables[name] = nil }
            process.environment = variables
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
            var line: [UInt8] = []
            let deadline = Date(timeIntervalSinceNow: 10)
            while !line.contains(10), Date() < deadline {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                line += data
            }
            url = String(decoding: line.prefix { $0 != 10 }, as: UTF8.self)
        }

        var port: UInt16 { UInt16(url.split(separator: ":").last?.prefix { $0.isNumber } ?? "") ?? 0 }
        var token: String { String(url.split(separator: "=").last ?? "") }

        /// Sends `signal` and returns the exit status (nil when it did not end within 5 s).
        func stop(_ signal: Int32 = SIGTERM) -> Int32? {
            kill(process.processIdentifier, signal)
            let deadline = Date(timeIntervalSinceNow: 5)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            guard !process.isRunning else {
                kill(process.processIdentifier, SIGKILL)
                return nil
            }
            return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
        }

        deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    }

    func testServesTheWorkspaceAndReloadsOnASave() throws {
        let folder = try TemporaryFolder(["Home.view": "Screen {}\n", "Sub/<b>&.view": "Screen {}\n", "notes.txt": "x"])
        let served = try Served(["preview", "--serve", "--port", "0"], in: folder.url)
        XCTAssertTrue(served.url.hasPrefix("http://127.0.0.1:") && served.token.count == 64, served.url)
        let gallery = RawHTTPClient.request(port: served.port, "/?token=\(served.token)")
        XCTAssertEqual(statusCode(gallery), 200)
        XCTAssertTrue(gallery.contains("data-screen=\"Home\""), gallery)
        XCTAssertTrue(gallery.contains("<svg"), "drawings inline")
        XCTAssertTrue(gallery.contains("<span class=\"name\">&lt;b&gt;&amp;</span>"), gallery)
        XCTAssertTrue(gallery.contains("href=\"/screen/%3Cb%3E%26?token=\(served.token)\""), gallery)
        XCTAssertFalse(gallery.contains("notes"))
        XCTAssertEqual(statusCode(RawHTTPClient.request(port: served.port, "/")), 403)

        let stream = try XCTUnwrap(RawHTTPClient(port: served.port))
        stream.send("GET /events?token=\(served.token) HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n\r\n")
        XCTAssertTrue(stream.read(until: { $0.hasSuffix("retry: 1000\n\n") }).hasSuffix("retry: 1000\n\n"))
        try folder.write("Home.view", "Screen { NavigationBar { title: \"Home\" } }\n")
        XCTAssertEqual(stream.read(until: { $0.hasSuffix("\n\n") }, seconds: 3), "id: 1\nevent: update\ndata: [\"Home\"]\n\n")
        let card = RawHTTPClient.request(port: served.port, "/card/Home?token=\(served.token)")
        XCTAssertTrue(card.contains("<p class=\"summary\">") && card.contains(">Home</text>"), "the card the gallery takes again: \(card)")
        let redrawn = RawHTTPClient.request(port: served.port, "/screen/Home.svg?token=\(served.token)")
        XCTAssertTrue(redrawn.contains(">Home</text>"), "the saved title is drawn: \(redrawn.suffix(400))")

        XCTAssertEqual(served.stop(SIGTERM), 0)
        let note = String(decoding: served.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(note.contains("on 127.0.0.1 only"), note)
        XCTAssertEqual(String(decoding: served.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "",
                       "the URL is the only line on stdout")
    }

    func testCtrlCStopsCleanly() throws {
        let folder = try TemporaryFolder(["A.view": "Screen {}\n"])
        let served = try Served(["preview", "--serve", folder.path("A.view")], in: CommandRunner.repository)
        XCTAssertEqual(statusCode(RawHTTPClient.request(port: served.port, "/screen/A?token=\(served.token)")), 200)
        XCTAssertEqual(served.stop(SIGINT), 0)
        XCTAssertNil(RawHTTPClient(port: served.port), "the port is closed")
    }

    func testUsageErrors() throws {
        let folder = try TemporaryFolder(["A.view": "Screen {}\n"])
        let cases: [(arguments: [String], message: String)] = [
            (["--port", "70000"], "'--port' takes a port number from 0 to 65535 (0: any free port); got '70000'"),
            (["--port", "-1"], "'--port' takes a port number from 0 to 65535 (0: any free port); got '-1'"),
            (["--port=x"], "got 'x'"),
            (["--port"], "'--port' needs a value"),
            ([".", "A.view"], "'preview --serve' serves one workspace and takes at most one PATH"),
            (["Missing"], "cannot read 'Missing': no such file or directory"),
            (["--sreve"], "did you mean '--serve'?"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(["preview", "--serve"] + arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testAPortInUseIsAUsageError() throws {
        let folder = try TemporaryFolder(["A.view": "Screen {}\n"])
        let first = try Served(["preview", "--serve"], in: folder.url)
        let result = try CommandRunner.run(["preview", "--serve", "--port", String(first.port), "--locale", "ru"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("127.0.0.1:\(first.port)"), result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("viewls: \u{43D}\u{435} \u{443}\u{434}\u{430}\u{451}\u{442}\u{441}\u{44F}"), result.stderr)
        XCTAssertEqual(first.stop(), 0)
    }

    func testStampsSeeEditsAdditionsRemovalsAndRenames() throws {
        let folder = try TemporaryFolder(["A.view": "a", "B/.viewls.json": "{}", ".hidden/H.view": "h", "node_modules/N.view": "n",
                                          "C.txt": "c"])
        XCTAssertEqual(Set(WorkspaceStamps.read(root: folder.url.path).files.keys),
                       [folder.path("A.view"), folder.path("B/.viewls.json")])
        let poller = WorkspaceChangePoller(root: folder.url.path)
        XCTAssertFalse(poller.hasChanged())
        let edits: [(String, () throws -> Void)] = [
            ("edit", { try folder.write("A.view", "ab") }),
            ("add", { try folder.write("B/New.view", "n") }),
            ("configuration", { try folder.write("B/.viewls.json", "{ }") }),
            ("remove", { try FileManager.default.removeItem(atPath: folder.path("B/New.view")) }),
            ("same size, through a rename", {
                try folder.write("tmp.swp", "xy")
                _ = rename(folder.path("tmp.swp"), folder.path("A.view"))
            }),
        ]
        for (name, edit) in edits {
            try edit()
            XCTAssertTrue(poller.hasChanged(), name)
            XCTAssertFalse(poller.hasChanged(), "\(name), asked again")
        }
        try folder.write("C.txt", "changed")
        try folder.write(".hidden/H.view", "changed")
        XCTAssertFalse(poller.hasChanged(), "files the workspace does not read")
    }

    /// The watcher walks with the workspace's own walker: what `exclude` leaves out of the preview is no change.
    func testStampsFollowTheWorkspaceWalk() throws {
        let folder = try TemporaryFolder([".viewls.json": #"{"exclude": ["Drafts/**"]}"#, "A.view": "a", "Drafts/D.view": "d"])
        XCTAssertEqual(Set(WorkspaceStamps.read(root: folder.url.path).files.keys),
                       [folder.path(".viewls.json"), folder.path("A.view")])
        let poller = WorkspaceChangePoller(root: folder.url.path)
        try folder.write("Drafts/D.view", "changed")
        XCTAssertFalse(poller.hasChanged(), "an excluded file")
        try folder.write(".viewls.json", #"{"exclude": []}"#)
        XCTAssertTrue(poller.hasChanged(), "the configuration, and with it the drafts")
        try folder.write("Drafts/D.view", "changed again")
        XCTAssertTrue(poller.hasChanged(), "no longer excluded")
    }

    /// inotify ends the watcher's wait as soon as a watched folder changes; with no change the wait lasts its time.
    func testTheWatcherWakesOnASave() throws {
        let folder = try TemporaryFolder(["A.view": "a", "Deep/Er/B.view": "b"])
        let poller = WorkspaceChangePoller(root: folder.url.path)
        var started = Date()
        poller.waitForActivity(upTo: .milliseconds(300))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.29, "nothing happened, the wait lasted")
        XCTAssertFalse(poller.hasChanged())
        let deep = folder.url.appendingPathComponent("Deep/Er/B.view")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { try? Data("bb".utf8).write(to: deep) }
        started = Date()
        poller.waitForActivity(upTo: .seconds(10))
        XCTAssertLessThan(Date().timeIntervalSince(started), 2, "woken by the save")
        XCTAssertTrue(poller.hasChanged())
        try FileManager.default.createDirectory(atPath: folder.path("New"), withIntermediateDirectories: true)
        poller.waitForActivity(upTo: .milliseconds(100))  // the root's event for the new folder
        XCTAssertFalse(poller.hasChanged(), "an empty folder is no change; the walk watches it from now on")
        let new = folder.url.appendingPathComponent("New/C.view")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { try? Data("c".utf8).write(to: new) }
        started = Date()
        poller.waitForActivity(upTo: .seconds(10))
        XCTAssertLessThan(Date().timeIntervalSince(started), 2, "a folder made since the start is watched too")
        XCTAssertTrue(poller.hasChanged())
    }

    func testTheSiteDrawsEachScreenAndRedrawsOnReload() throws {
        let folder = try TemporaryFolder(["Home.view": "Screen { title: \"Home\" }\n", "Sub/Detail.view": "Screen { title: \"Détail\" }\n",
                                          "Sub/Row.view": "Cell { title: \"Row\" }\n"])
        let settings = PreviewCommand.Settings(device: nil, orientation: .portrait, appearance: .dark, showsFindings: true,
                                               catalog: .commandLine(.russian))
        let site = WorkspacePreviewSite(root: folder.url.path, settings: settings)
        XCTAssertEqual(site.screenNames(), ["Home", "Detail"], "screens by type name; a component is not drawn")
        XCTAssertTrue(try XCTUnwrap(site.screenSVG("Detail")).contains("data-appearance=\"dark\""))
        XCTAssertNil(site.screenSVG("Row"))
        XCTAssertNil(site.screenPage("Missing", token: "t"))
        let page = try XCTUnwrap(site.screenPage("Detail", token: "t"))
        XCTAssertTrue(page.contains("<a href=\"/?token=t\">") && page.contains("<svg"), page)
        XCTAssertTrue(site.gallery(token: "t").contains("href=\"/screen/Detail?token=t\""))
        try folder.write("Other.view", "Screen { title: \"Other\" }\n")
        XCTAssertEqual(site.screenNames().count, 2, "the snapshot holds until reload")
        XCTAssertEqual(site.reload(), .everything, "a screen came: the gallery reloads whole")
        XCTAssertEqual(Set(site.screenNames()), ["Home", "Detail", "Other"])
    }

    func testScreensSharingATypeNameKeepCardsOfTheirOwn() throws {
        let folder = try TemporaryFolder(["A.view": "Screen { title: \"One\" }\n", "Sub/A.view": "Screen { title: \"Two\" }\n"])
        let settings = PreviewCommand.Settings(device: nil, orientation: .portrait, appearance: .light, showsFindings: true,
                                               catalog: .commandLine(.english))
        let site = WorkspacePreviewSite(root: folder.url.path, settings: settings)
        XCTAssertEqual(site.screenNames(), ["A", "A-2"], "a page finds a card by a name no other card has")
        try folder.write("Sub/A.view", "Screen { title: \"Three\" }\n")
        XCTAssertEqual(site.reload(), .screens(["A-2"]))
        XCTAssertTrue(try XCTUnwrap(site.card("A-2", token: "t")).contains("Sub/A.view"))
    }

    func testAReloadRedrawsWhatAChangeCanAlterAndEqualsADrawingFromNothing() throws {
        // Home pushes Detail (its back title reads Home's title); both show the Banner component.
        let folder = try TemporaryFolder([
            "Home.view": "Screen {\n    title: \"Home\"\n    NavigationBar { title: \"Home\" }\n    Banner { }\n"
                + "    TableView { Cell { title: \"Next\"; push: Detail } }\n}\n",
            "Detail.view": "Screen {\n    NavigationBar {\n        title: \"Détail\"\n        BackButton { title: \"Home\" }\n    }\n"
                + "    Banner { }\n}\n",
            "Lone.view": "Screen { title: \"Lone\"; Label { text: \"一人\" } }\n",
            "Banner.view": "Toolbar { translucent: true }\n",
        ])
        let settings = PreviewCommand.Settings(device: nil, orientation: .portrait, appearance: .light, showsFindings: true,
                                               catalog: .commandLine(.english))
        let site = WorkspacePreviewSite(root: folder.url.path, settings: settings)
        func assertEqualsAFreshDrawing(_ step: String) {
            let fresh = WorkspacePreviewSite(root: folder.url.path, settings: settings)
            XCTAssertEqual(site.screenNames(), fresh.screenNames(), step)
            for name in fresh.screenNames() { XCTAssertEqual(site.screenSVG(name), fresh.screenSVG(name), "\(step): \(name)") }
            XCTAssertEqual(site.gallery(token: "t"), fresh.gallery(token: "t"), step)
        }
        let paths = ["Home", "Detail", "Lone", "Banner"].map { folder.url.appendingPathComponent("\($0).view").path }
        let start = try WorkspaceLoader.load([folder.url.path])
        // Home's title: Detail's back button no longer matches it, so Detail is drawn again; Lone is kept.
        try folder.write("Home.view", "Screen {\n    title: \"Start\"\n    NavigationBar { title: \"Start\" }\n    Banner { }\n"
                         + "    TableView { Cell { title: \"Next\"; push: Detail } }\n}\n")
        let old = try WorkspaceLoader.load([folder.url.path])
        let retitled = try XCTUnwrap(WorkspacePreviewSite.affected(from: start, to: old))
        XCTAssertTrue(retitled.isSuperset(of: [paths[0], paths[1]]) && !retitled.contains(paths[2]), "\(retitled)")
        XCTAssertEqual(site.reload(), .screens(["Home", "Detail"]), "the cards a page takes again")
        assertEqualsAFreshDrawing("a title changed")
        let card = try XCTUnwrap(site.card("Detail", token: "t"))
        XCTAssertTrue(card.hasPrefix("<p class=\"summary\">") && card.contains("data-screen=\"Detail\"") && card.contains("back-title"), card)
        let gallery = site.gallery(token: "t")
        XCTAssertTrue(card.split(separator: "\n", maxSplits: 1).allSatisfy { gallery.contains($0) }, "the gallery's own line and card")
        XCTAssertNil(site.card("Banner", token: "t"), "a component has no card")
        XCTAssertTrue(try XCTUnwrap(site.screenSVG("Detail")).contains("back-title"), "Detail was drawn again, with its new finding")
        // The component both screens show.
        try folder.write("Banner.view", "Toolbar { translucent: false; hidden: false }\n")
        let affected = try XCTUnwrap(WorkspacePreviewSite.affected(from: old, to: WorkspaceLoader.load([folder.url.path])))
        XCTAssertTrue(affected.isSuperset(of: [paths[0], paths[1], paths[3]]), "\(affected)")
        XCTAssertFalse(affected.contains(paths[2]), "Lone neither shows nor names Banner")
        XCTAssertEqual(site.reload(), .screens(["Home", "Detail"]))
        assertEqualsAFreshDrawing("a component changed")
        // A comment changes no drawing: the pages hear nothing.
        try folder.write("Lone.view", "Screen { title: \"Lone\"; Label { text: \"一人\" } }\n// alone\n")
        XCTAssertEqual(site.reload(), .screens([]))
        // A file that comes, and a configuration: everything is drawn again.
        try folder.write("Late.view", "Screen { title: \"Late\" }\n")
        XCTAssertNil(WorkspacePreviewSite.affected(from: old, to: try WorkspaceLoader.load([folder.url.path])))
        XCTAssertEqual(site.reload(), .everything)
        assertEqualsAFreshDrawing("a file came")
        try folder.write(".viewls.json", "{ \"rules\": { \"navigation-bar/back-title\": \"off\" } }\n")
        XCTAssertEqual(site.reload(), .screens(["Detail"]), "the configuration redraws everything; only Detail's finding went")
        assertEqualsAFreshDrawing("the configuration changed")
    }
}
