/// The JSON of the diagnostics last pushed for an open document, kept so that
/// the next push writes afresh only the diagnostics an edit changed.
/// `textDocument/publishDiagnostics` carries the whole list every time; after
/// a keystroke nearly all of it is the same text, and writing it again
/// (positions, messages, rule links, variants) was an eighth of a keystroke's
/// work on a screen with a finding on every row.
///
/// A diagnostic's JSON is taken from the last push when, once the edit's shift
/// is undone, an entry there has the same range and writes the same fields
/// (code, severity, message, tags, variants, related places, all of them in
/// this document), and each end of its range and of its related places' lies
/// on a line the edit left whole: a line before the changed bytes keeps its
/// number and columns; a line after them keeps its columns and moves by the
/// lines the edit added or removed (then only its ranges are written again,
/// in place). Which bytes changed is found by comparing the pushed text
/// with the new one (their common start and end), so any change — several
/// edits, a whole new text — is seen as it is. The rest is written afresh,
/// and the bytes sent are those writing every diagnostic afresh would give.
import Foundation
import ViewModel
import ViewSyntax

/// A class: looked at once per diagnostic of a push, and kept between pushes, it is shared, not copied.
final class PublishedDiagnostics {
    /// The largest push kept for the next (1 MiB: a 2,000-line table with a finding on every row pushes about
    /// 250 KB). A larger one — thousands of findings in a file of megabytes, where the check dwarfs the push —
    /// is written afresh each time rather than held beside the file's text and model.
    static let keptBodyLimit = 1 << 20

    /// What a diagnostic's JSON depends on besides the diagnostic and its text: a kept entry is
    /// used only under the same.
    struct Setting: Equatable {
        /// The document's URI as related places in it are written.
        var ownURI: String
        var docsBaseURL: String?
        var encoding: PositionEncoding
    }

    /// Where one diagnostic's JSON is in `body`, and the ranges it wrote: its own, then its related places'.
    struct Entry {
        var json: Range<Int>
        var range: WrittenRange
        var related: [WrittenRange]
    }

    /// A range as written, and where its JSON is, counted from the start of its diagnostic's.
    struct WrittenRange: Equatable {
        var range: LSPRange
        var json: Range<Int>
    }

    /// How a push's diagnostics were written: afresh, kept with their ranges written again, kept whole.
    struct Counts: Equatable {
        var written = 0
        var moved = 0
        var kept = 0
    }

    let setting: Setting
    /// The text pushed for and its lines.
    let bytes: [UInt8]
    let lineIndex: LineIndex
    /// The `publishDiagnostics` params as sent; each entry's JSON is a part of it.
    let body: [UInt8]
    /// The diagnostics pushed (in that text's offsets; the array the check made, not a copy), each with its entry.
    let diagnostics: [Diagnostic]
    let entries: [Entry]
    /// The entries by range (lower bound, then upper) when the diagnostics came in another order; nil when
    /// they came so (the checker sorts them).
    let byRange: [Int]?

    private init(setting: Setting, file: SourceFile, body: [UInt8], diagnostics: [Diagnostic], entries: [Entry]) {
        self.setting = setting
        bytes = file.bytes
        lineIndex = file.lineIndex
        self.body = body
        self.diagnostics = diagnostics
        self.entries = entries
        let sorted = diagnostics.indices.dropFirst().allSatisfy { !Self.precedes(diagnostics[$0].range, diagnostics[$0 - 1].range) }
        byRange = sorted ? nil : diagnostics.indices.sorted { Self.precedes(diagnostics[$0].range, diagnostics[$1].range) }
    }

    /// The push of `diagnostics` of `file`: the JSON of each taken from `previous` when it can be
    /// (see above), else written from `fresh(diagnostic)`.
    static func encode(_ diagnostics: [Diagnostic], of file: SourceFile, uri: String, version: Int?, setting: Setting,
                       previous: PublishedDiagnostics?, counts: inout Counts,
                       fresh: (Diagnostic) -> LSPDiagnostic) -> PublishedDiagnostics {
        let previous = previous?.setting == setting ? previous : nil
        let change = previous.map { TextChange(from: $0, to: file) }
        var body: [UInt8] = []
        body.reserveCapacity((previous?.body.count ?? 0) + 256)
        var entries: [Entry] = []
        entries.reserveCapacity(diagnostics.count)
        var object = JSONObjectWriter()
        object.key("diagnostics", to: &body)
        body.append(UInt8(ascii: "["))
        for diagnostic in diagnostics {
            if !entries.isEmpty { body.append(UInt8(ascii: ",")) }
            let start = body.count
            if let previous, let change, let match = previous.entry(matching: diagnostic, path: file.path, after: change) {
                let old = previous.entries[match.index]
                if match.range == old.range.range && match.related == nil {
                    body.append(contentsOf: previous.body[old.json])
                    entries.append(Entry(json: start..<body.count, range: old.range, related: old.related))
                    counts.kept += 1
                } else {
                    // The text between the ranges as it was, the ranges written again.
                    let related = match.related ?? old.related.map(\.range)
                    var written: [WrittenRange] = []
                    var copied = old.json.lowerBound
                    for (range, was) in zip([match.range] + related, [old.range] + old.related) {
                        body.append(contentsOf: previous.body[copied..<(old.json.lowerBound + was.json.lowerBound)])
                        let rangeStart = body.count - start
                        range.writeJSON(to: &body)
                        written.append(WrittenRange(range: range, json: rangeStart..<(body.count - start)))
                        copied = old.json.lowerBound + was.json.upperBound
                    }
                    body.append(contentsOf: previous.body[copied..<old.json.upperBound])
                    entries.append(Entry(json: start..<body.count, range: written[0], related: Array(written.dropFirst())))
                    counts.moved += 1
                }
            } else {
                let converted = fresh(diagnostic)
                var rangeJSON: [Range<Int>] = []
                converted.writeJSON(to: &body, rangeBytes: &rangeJSON)
                let ranges = [converted.range] + (converted.relatedInformation ?? []).map(\.location.range)
                let written = zip(ranges, rangeJSON).map { WrittenRange(range: $0, json: ($1.lowerBound - start)..<($1.upperBound - start)) }
                entries.append(Entry(json: start..<body.count, range: written[0], related: Array(written.dropFirst())))
                counts.written += 1
            }
        }
        body.append(UInt8(ascii: "]"))
        PublishDiagnosticsParams.writeMembers(after: &object, uri: uri, version: version, to: &body)
        return PublishedDiagnostics(setting: setting, file: file, body: body, diagnostics: diagnostics, entries: entries)
    }

    private static func precedes(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        (lhs.lowerBound, lhs.upperBound) < (rhs.lowerBound, rhs.upperBound)
    }

    // MARK: Finding a diagnostic's last JSON

    /// The entry whose JSON `diagnostic` (of the new text) writes but for its ranges, and those ranges now:
    /// its own and (nil while none moved) its related places', each the same bytes once the edit's shift is
    /// undone, and on lines the edit left. A related place in another file is written afresh with its diagnostic.
    private func entry(matching diagnostic: Diagnostic, path: String, after change: TextChange)
        -> (index: Int, range: LSPRange, related: [LSPRange]?)? {
        guard let wanted = change.oldRange(diagnostic.range) else { return nil }
        // Through a buffer pointer: the pushed diagnostics are read in place, not copied out.
        return diagnostics.withUnsafeBufferPointer { pushed in
            var position = firstPosition(atOrAfter: wanted, in: pushed)
            candidates: while position < entries.count {
                let index = byRange?[position] ?? position
                guard pushed[index].range == wanted else { break }
                position += 1
                guard Self.writesTheSame(pushed[index], diagnostic),
                      let own = change.range(entries[index].range.range, of: wanted, in: self) else { continue }
                var related: [LSPRange]?
                for (number, place) in diagnostic.related.enumerated() {
                    let written = entries[index].related[number].range
                    guard Self.sameText(place.location.path, path), Self.sameText(pushed[index].related[number].location.path, path),
                          change.oldRange(place.location.range) == pushed[index].related[number].location.range,
                          let range = change.range(written, of: pushed[index].related[number].location.range, in: self)
                    else { continue candidates }
                    if range != written, related == nil { related = entries[index].related.map(\.range) }
                    related?[number] = range
                }
                return (index, own, related)
            }
            return nil
        }
    }

    /// The first place (in `byRange`'s order) whose range is not before `range`.
    private func firstPosition(atOrAfter range: Range<Int>, in pushed: UnsafeBufferPointer<Diagnostic>) -> Int {
        var low = 0
        var high = pushed.count
        while low < high {
            let middle = (low + high) / 2
            if Self.precedes(pushed[byRange?[middle] ?? middle].range, range) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the two write the same JSON but for their ranges (and related places' ranges):
    /// strings compared byte for byte, as they are written.
    static func writesTheSame(_ old: Diagnostic, _ new: Diagnostic) -> Bool {
        guard old.severity == new.severity, old.tags == new.tags, sameText(old.code, new.code), sameText(old.message, new.message),
              old.variants.count == new.variants.count, old.related.count == new.related.count else { return false }
        for (before, now) in zip(old.variants, new.variants) {
            guard sameText(before.device, now.device), sameText(before.orientation, now.orientation),
                  sameText(before.textSize, now.textSize) else { return false }
        }
        for (before, now) in zip(old.related, new.related) where !sameText(before.message, now.message) {
            return false
        }
        return true
    }

    /// Byte-for-byte equality (`==` on strings is canonical equivalence, which JSON text is not).
    static func sameText(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        // A native string's bytes in place (no copy); a bridged or small one is walked.
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                left.count == 0 || left.baseAddress == right.baseAddress || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
        return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }
}

/// How the text pushed for differs from the new one: the bytes before `prefix` and from
/// `oldEnd` (`newEnd` in the new text) on are the same.
struct TextChange {
    let prefix: Int
    let oldEnd: Int
    let newEnd: Int
    /// How many lines the new text has more.
    let lineDelta: Int

    init(from published: PublishedDiagnostics, to file: SourceFile) {
        let (prefix, suffix) = Self.commonEnds(published.bytes, file.bytes)
        self.prefix = prefix
        oldEnd = published.bytes.count - suffix
        newEnd = file.bytes.count - suffix
        lineDelta = file.lineIndex.lineCount - published.lineIndex.lineCount
    }

    /// The offset in the pushed text of `offset` in the new one; nil inside the changed bytes.
    func oldOffset(_ offset: Int) -> Int? {
        if offset < prefix { return offset }
        if offset >= newEnd { return offset - (newEnd - oldEnd) }
        return nil
    }

    /// The range in the pushed text of `range` in the new one; nil when an end is inside the changed bytes.
    func oldRange(_ range: Range<Int>) -> Range<Int>? {
        guard let lower = oldOffset(range.lowerBound), let upper = oldOffset(range.upperBound), lower <= upper else { return nil }
        return lower..<upper
    }

    /// Where `written`, the position of `range` in the pushed text, is now; nil when a line it is on may have changed.
    func range(_ written: LSPRange, of range: Range<Int>, in published: PublishedDiagnostics) -> LSPRange? {
        guard let startShift = lineShift(ofOldOffset: range.lowerBound, onLine: written.start.line, in: published),
              let endShift = lineShift(ofOldOffset: range.upperBound, onLine: written.end.line, in: published) else { return nil }
        return LSPRange(start: Position(line: written.start.line + startShift, character: written.start.character),
                        end: Position(line: written.end.line + endShift, character: written.end.character))
    }

    /// How many lines the position of `offset` (in the pushed text, outside the change, on
    /// `line` there) moved, its column the same; nil when its line may have changed.
    /// Before the change, the line and the break after it must lie wholly in the common start
    /// (a lone `\r` is told from `\r\n` by the byte after it, so the next line must start
    /// before `prefix`, or at it after a `\n`); after it, the break before the line must lie in
    /// the common end, and every line from there on is the same.
    func lineShift(ofOldOffset offset: Int, onLine line: Int, in published: PublishedDiagnostics) -> Int? {
        let lines = published.lineIndex
        if offset < prefix {
            guard line + 1 < lines.lineCount else { return nil }
            let next = lines.contentRange(ofLine: line + 1).lowerBound
            guard next < prefix || (next == prefix && published.bytes[next - 1] == UInt8(ascii: "\n")) else { return nil }
            return 0
        }
        guard line > 0, lines.contentRange(ofLine: line).lowerBound > oldEnd else { return nil }
        return lineDelta
    }

    /// The lengths of the common start and of the common end (not overlapping it) of two texts.
    static func commonEnds(_ old: [UInt8], _ new: [UInt8]) -> (prefix: Int, suffix: Int) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let shorter = min(old.count, new.count)
                guard shorter > 0, let oldBase = old.baseAddress, let newBase = new.baseAddress else { return (0, 0) }
                if oldBase == newBase, old.count == new.count { return (shorter, 0) }
                var prefix = 0
                // Eight bytes at a time, then one at a time.
                while prefix + 8 <= shorter, UnsafeRawPointer(oldBase + prefix).loadUnaligned(as: UInt64.self)
                        == UnsafeRawPointer(newBase + prefix).loadUnaligned(as: UInt64.self) {
                    prefix += 8
                }
                while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
                let room = shorter - prefix
                var suffix = 0
                while suffix + 8 <= room, UnsafeRawPointer(oldBase + old.count - suffix - 8).loadUnaligned(as: UInt64.self)
                        == UnsafeRawPointer(newBase + new.count - suffix - 8).loadUnaligned(as: UInt64.self) {
                    suffix += 8
                }
                while suffix < room, old[old.count - suffix - 1] == new[new.count - suffix - 1] { suffix += 1 }
                return (prefix, suffix)
            }
        }
    }
}
