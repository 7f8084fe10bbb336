/// The source lines under a finding in the HTML report: the lines of its
/// range (at most `rangeLines`, then `⋮`) with one line of context on each
/// side, numbered, without the indentation they share, the range in a
/// `<mark>` (an empty range as a thin bar).
/// Each line is cut around the range — `charactersBefore` characters before
/// it, `charactersInRange` of it, `charactersAfter` after, `…` where cut — and
/// only a window of bytes around the range is read, so a finding's output and
/// cost are bounded whatever the line holds (docs/checking.md, "Limits").
/// Everything is escaped (`HTMLText`).
enum HTMLSource {
    static let contextLines = 1
    static let rangeLines = 4
    static let charactersBefore = 60
    static let charactersInRange = 200
    static let charactersAfter = 100
    /// Bytes read on each side of a cut: enough for the characters kept, in any script.
    static let byteWindow = 1024

    static func render(_ range: Range<Int>, in file: CheckedFile) -> String {
        let index = file.lineIndex
        let first = index.line(containing: range.lowerBound)
        let last = range.isEmpty ? first : index.line(containing: range.upperBound - 1)
        let shownLast = min(last, first + rangeLines - 1)
        let lines = max(0, first - contextLines)...min(index.lineCount - 1, shownLast + (shownLast == last ? contextLines : 0))
        let firstStart = index.contentRange(ofLine: first).lowerBound
        let indent = min(commonIndent(file.bytes, lines.map(index.contentRange(ofLine:))), max(0, range.lowerBound - firstStart))
        // Focusable: an excerpt wider than the page scrolls, and a keyboard must reach it to scroll (WCAG 2.1.1).
        var output = "<pre class=\"source\" tabindex=\"0\"><code>"
        for line in lines {
            let full = index.contentRange(ofLine: line)
            let bounds = min(full.lowerBound + indent, full.upperBound)..<full.upperBound
            let hit = (first...shownLast).contains(line)
            output += "<span class=\"line\(hit ? " hit" : "")\" data-line=\"\(line + 1)\">"
            if hit {
                let start = min(max(range.lowerBound, bounds.lowerBound), bounds.upperBound), end = min(max(range.upperBound, start), bounds.upperBound)
                output += marked(file.bytes, line: bounds, start: start, end: end)
            } else {
                output += prefix(file.bytes, bounds, characters: charactersBefore + charactersAfter).html
            }
            output += "</span>\n"
        }
        if shownLast < last { output += "<span class=\"line gap\" data-line=\"\"></span>\n" }
        return output + "</code></pre>"
    }

    /// The bytes of leading spaces and tabs that all the lines that are not blank start with (at most 200).
    static func commonIndent(_ bytes: [UInt8], _ lines: [Range<Int>]) -> Int {
        var common: ArraySlice<UInt8>?
        for line in lines {
            var end = line.lowerBound
            while end < line.upperBound, end - line.lowerBound < 200, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            guard end < line.upperBound else { continue }  // blank
            let indent = bytes[line.lowerBound..<end]
            guard let known = common else {
                common = indent
                continue
            }
            common = known.prefix(zip(known, indent).prefix { $0 == $1 }.count)
        }
        return common?.count ?? 0
    }

    /// One line with `start..<end` (byte offsets in the file, inside `line`) marked.
    static func marked(_ bytes: [UInt8], line: Range<Int>, start: Int, end: Int) -> String {
        let before = suffix(bytes, line.lowerBound..<start, characters: charactersBefore)
        let inside = prefix(bytes, start..<end, characters: charactersInRange)
        var output = (before.cut ? "\u{2026}" : "") + before.html
        if start == end {
            output += "<mark class=\"point\"></mark>"
        } else {
            output += "<mark>\(inside.html)\(inside.cut ? "\u{2026}" : "")</mark>"
        }
        guard !inside.cut else { return output }
        let after = prefix(bytes, end..<line.upperBound, characters: charactersAfter)
        return output + after.html + (after.cut ? "\u{2026}" : "")
    }

    /// The first `characters` characters of `range`, escaped, and whether more followed.
    static func prefix(_ bytes: [UInt8], _ range: Range<Int>, characters: Int) -> (html: String, cut: Bool) {
        var high = min(range.upperBound, range.lowerBound + byteWindow)
        while high < range.upperBound, high > range.lowerBound, bytes[high] & 0xC0 == 0x80 { high -= 1 }
        let text = String(decoding: bytes[range.lowerBound..<high], as: UTF8.self)
        let kept = text.prefix(characters)
        return (HTMLText.escape(String(kept), keepingLayout: false), kept.endIndex < text.endIndex || high < range.upperBound)
    }

    /// The last `characters` characters of `range`, escaped, and whether more came before.
    static func suffix(_ bytes: [UInt8], _ range: Range<Int>, characters: Int) -> (html: String, cut: Bool) {
        var low = max(range.lowerBound, range.upperBound - byteWindow)
        while low > range.lowerBound, low < range.upperBound, bytes[low] & 0xC0 == 0x80 { low += 1 }
        let text = String(decoding: bytes[low..<range.upperBound], as: UTF8.self)
        let kept = text.suffix(characters)
        return (HTMLText.escape(String(kept), keepingLayout: false), kept.startIndex > text.startIndex || low > range.lowerBound)
    }
}
