/// `WordWrapping`, the one function the layout draws an activity's title
/// with and `activity/title-length` measures it with: lines break at spaces
/// and between wide characters, never inside a word, and what does not fit
/// is cut with `…` on the last line.
import ViewLayout
import XCTest

final class WordWrappingTests: XCTestCase {
    /// 11 pt text in a 70 pt tile: a Latin letter is 6.05 pt, a wide character 11 pt.
    private func check(_ text: String, _ expected: [String], fits: Bool, file: StaticString = #filePath, line: UInt = #line) {
        let result = WordWrapping.wrap(text, width: 70, fontSize: 11, maxLines: 2)
        XCTAssertEqual(result.lines, expected, file: file, line: line)
        XCTAssertEqual(result.fits, fits, file: file, line: line)
    }

    func testShortTitlesTakeOneLine() {
        check("Quote", ["Quote"], fits: true)
        check("", [], fits: true)
        check("   ", [], fits: true)
    }

    func testWordsWrapOntoTheSecondLine() {
        check("Send to author", ["Send to", "author"], fits: true)
        check("Отправить автору", ["Отправить", "автору"], fits: true)
    }

    func testAThirdLineIsCutOnTheSecond() {
        check("Send this to the author", ["Send this", "to the aut…"], fits: false)
    }

    func testAWordWiderThanTheTileIsCutNotBroken() {
        check("Bookmarking", ["Bookmarking"], fits: true)  // 66.55 pt
        check("Bookmarkings", ["Bookmarkin…"], fits: false)  // 72.6 pt
        check("Add Bookmarkings", ["Add", "Bookmarkin…"], fits: false)
    }

    func testWideCharactersBreakAnywhere() {
        check("把这段话收藏到书签", ["把这段话收藏", "到书签"], fits: true)
        check("把这段话收藏到我的书签里面", ["把这段话收藏", "到我的书签…"], fits: false)
        check("Quote 📚", ["Quote 📚"], fits: true)
    }

    func testNoLinesAllowedFitsOnlyNothing() {
        XCTAssertEqual(WordWrapping.wrap("Quote", width: 70, fontSize: 11, maxLines: 0).fits, false)
        XCTAssertEqual(WordWrapping.wrap("", width: 70, fontSize: 11, maxLines: 0).fits, true)
    }
}
