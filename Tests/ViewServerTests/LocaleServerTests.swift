/// The language the server speaks, in process: `initialize.locale`, each
/// file's configured `locale` over it (the nearest `.viewls.json`, editor
/// settings over that), the indexing progress, pulled reports that change
/// with the language, and locale names that fall back to English.
import Foundation
@testable import ViewServer
import XCTest

final class LocaleServerTests: XCTestCase {
    let hidden = "Screen {\n    StatusBar { hidden: true }\n}\n"

    private func messages(_ messages: [Message], _ url: URL) -> [String]? {
        ServerHarness.published(messages, uri: url.absoluteString).last?["diagnostics"]?.arrayValue?.compactMap { $0["message"]?.stringValue }
    }

    func testEachFileSpeaksItsConfiguredLanguageElseTheClients() throws {
        let folder = try TemporaryWorkspace(["ru/.viewls.json": #"{"locale": "ru-RU"}"#, "en/.viewls.json": #"{"locale": "en"}"#])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, locale: "zh-CN")
        _ = client.drain()
        let cases = [("Home.view", "状态栏在非全屏媒体的屏幕上被隐藏；用户将看不到时间、电量和网络"),
                     ("ru/Settings.view", "строка состояния скрыта на экране без полноэкранного медиаконтента; люди не видят время, заряд батареи и состояние сети"),
                     ("en/About.view", "the status bar is hidden on a screen that is not full-screen media; people lose the time, battery and network")]
        for (name, expected) in cases {
            client.open(folder.file(name), hidden)
            XCTAssertEqual(messages(client.drain(), folder.file(name)), [expected], name)
        }
    }

    func testUnknownAndTraditionalLocalesAreEnglish() throws {
        for locale in ["de", "zh-TW", "zh-Hant", "", "C"] {
            let folder = try TemporaryWorkspace([:])
            let client = ServerHarness()
            _ = client.initialize(root: folder.url, locale: locale)
            client.open(folder.file("Home.view"), hidden)
            XCTAssertEqual(messages(client.drain(), folder.file("Home.view"))?.first?.hasPrefix("the status bar is hidden"), true, locale)
        }
    }

    func testSettingsChangeTheLanguageAndRepublish() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, locale: "ru")
        let home = folder.file("Home.view")
        client.open(home, hidden)
        XCTAssertEqual(messages(client.drain(), home)?.first?.hasPrefix("строка состояния скрыта"), true)
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["viewls": .object(["locale": "zh"])])]))
        XCTAssertEqual(messages(client.drain(), home)?.first?.hasPrefix("状态栏在非全屏媒体的屏幕上被隐藏"), true)
        let hover = client.request("textDocument/hover", .object([
            "textDocument": .object(["uri": .string(home.absoluteString)]),
            "position": .object(["line": 1, "character": 6]),
        ]))
        XCTAssertEqual(hover.result?["contents"]?["value"]?.stringValue?.contains("**StatusBar** · 栏"), true, "\(String(describing: hover.result))")
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["viewls": .null])]))
        XCTAssertEqual(messages(client.drain(), home)?.first?.hasPrefix("строка состояния скрыта"), true)
    }

    func testPulledReportsChangeWithTheLanguage() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, capabilities: ["textDocument": .object(["diagnostic": .object([:])])], locale: "zh-Hans")
        let home = folder.file("Home.view")
        client.open(home, hidden)
        _ = client.drain()
        let params: JSONValue = .object(["textDocument": .object(["uri": .string(home.absoluteString)])])
        let first = client.request("textDocument/diagnostic", params).result
        XCTAssertEqual(first?["items"]?.arrayValue?.first?["message"]?.stringValue?.hasPrefix("状态栏"), true)
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["viewls": .object(["locale": "ru"])])]))
        let second = client.request("textDocument/diagnostic", params).result
        XCTAssertNotEqual(second?["resultId"], first?["resultId"])
        XCTAssertEqual(second?["items"]?.arrayValue?.first?["message"]?.stringValue?.hasPrefix("строка состояния"), true)
    }

    func testIndexingProgressInChinese() throws {
        let folder = try TemporaryWorkspace(["A.view": "Screen {}\n", "B.view": "Screen {}\n"])
        let client = ServerHarness(progressAnswer: .accept)
        _ = client.initialize(root: folder.url, capabilities: ["window": .object(["workDoneProgress": true])], locale: "zh-CN")
        let progress = client.drain().compactMap { message -> JSONValue? in
            guard case .notification("$/progress", let params?) = message else { return nil }
            return params["value"]
        }
        XCTAssertEqual(progress.first?["title"]?.stringValue, "正在索引 .view 文件")
        XCTAssertEqual(progress.first?["message"]?.stringValue, "2 个文件")
        XCTAssertEqual(progress.last?["message"]?.stringValue, "已索引 2 个文件")
    }

    /// Problems in editor settings are logged in the settings' own locale,
    /// else the client's; a `.viewls.json`'s problems in its files' language;
    /// syntax errors are published in the file's language.
    func testLoggedProblemsAndSyntaxErrorsSpeakTheLanguage() throws {
        let folder = try TemporaryWorkspace(["ru/.viewls.json": #"{"locale": "ru", "devise": "ipad"}"#])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, locale: "zh-CN")
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["viewls": .object(["rulez": .object([:])])])]))
        client.open(folder.file("ru/Home.view"), "Screen {\n    title \"x\"\n}\n")
        let messages = client.drain()
        let logs = messages.compactMap { message -> String? in
            guard case .notification("window/logMessage", let params?) = message else { return nil }
            return params["message"]?.stringValue
        }
        XCTAssertTrue(logs.contains("编辑器设置：未知的键 'rulez'；你是不是想用 'rules'？"), "\(logs)")
        let path = folder.url.appendingPathComponent("ru/.viewls.json").path
        XCTAssertTrue(logs.contains("\(path): неизвестный ключ 'devise'; может быть, имелся в виду 'device' или 'devices'?"), "\(logs)")
        XCTAssertTrue(logs.contains { $0.hasPrefix("已索引 \(folder.url.path) 下的 0 个文件") }, "\(logs)")
        XCTAssertEqual(self.messages(messages, folder.file("ru/Home.view")), ["после `title` ожидалось `:`, а здесь строка `\"x\"`"])
    }
}
