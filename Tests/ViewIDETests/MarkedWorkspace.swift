/// Multi-file fixtures for navigation, rename and symbols: sources where `‸`
/// marks the cursor and `⟦…⟧` the ranges a feature should find (read by
/// `MarkedText`); an in-memory workspace of them.
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

struct MarkedWorkspace {
    var workspace: Workspace
    /// The file holding `‸` and its byte offset there.
    var cursorPath: String
    var cursor: Int
    /// Every `⟦…⟧` range, by path.
    var marked: [SourceLocation]
    /// The texts without markers, by type name.
    var texts: [String: String]

    /// `files` by type name (`Settings` → `/workspace/Settings.view`).
    init(_ files: [String: String]) {
        workspace = Workspace(root: EditorHarness.root)
        workspace.imageStore = MemoryImageStore([:])
        cursorPath = ""
        cursor = 0
        marked = []
        texts = [:]
        for (name, source) in files.sorted(by: { $0.key < $1.key }) {
            let path = EditorHarness.path(name)
            let file = MarkedText(source)
            if let offset = file.cursor {
                cursorPath = path
                cursor = offset
            }
            marked += file.ranges.map { SourceLocation(path: path, range: $0) }
            texts[name] = file.text
            workspace.setFile(path: path, text: file.text)
        }
        marked.sort { ($0.path, $0.range.lowerBound) < ($1.path, $1.range.lowerBound) }
    }

    /// How locations read in failure messages: `Name.view:text@offset`.
    func describe(_ locations: [SourceLocation]) -> [String] {
        locations.map { location in
            let bytes = workspace.files[location.path]?.bytes ?? []
            let text = location.range.upperBound <= bytes.count ? String(decoding: bytes[location.range], as: UTF8.self) : "?"
            return "\(location.path.split(separator: "/").last ?? ""):\(text)@\(location.range.lowerBound)"
        }
    }
}
