/// Helpers for the hover, completion and code action tests: an in-memory
/// workspace, sources with a `‸` cursor marker read as a byte offset, and
/// byte ranges of words.
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

enum EditorHarness {
    static let root = "/workspace"

    /// The path of a type name, which may sit in a folder (`Components/BookCell`).
    static func path(_ name: String) -> String { "\(root)/\(name).view" }

    /// The text without the `‸` marker and the marker's byte offset (the end when there is none).
    static func marked(_ source: String) -> (text: String, offset: Int) {
        let marked = MarkedText(source)
        return (marked.text, marked.cursor ?? marked.text.utf8.count)
    }

    /// A workspace of `files` (name → source) where `name`'s source may hold the cursor; the cursor's offset.
    static func workspace(_ name: String, _ marked: String, others: [String: String] = [:]) -> (Workspace, offset: Int) {
        let (text, offset) = self.marked(marked)
        var workspace = Workspace(root: root)
        workspace.imageStore = MemoryImageStore([:])
        workspace.setFile(path: path(name), text: text)
        for (other, source) in others { workspace.setFile(path: path(other), text: source) }
        return (workspace, offset)
    }

    /// The byte range of the first occurrence of `word` in `text`.
    static func range(of word: String, in text: String, occurrence: Int = 0) -> Range<Int>? {
        let bytes = Array(text.utf8)
        let needle = Array(word.utf8)
        guard bytes.count >= needle.count else { return nil }
        let starts = (0...(bytes.count - needle.count)).filter { Array(bytes[$0..<($0 + needle.count)]) == needle }
        guard occurrence < starts.count else { return nil }
        return starts[occurrence]..<(starts[occurrence] + needle.count)
    }
}
