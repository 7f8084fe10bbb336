/// `Completion`: only what is valid at the cursor — components the enclosing
/// element may hold and its properties not yet set, the values a property
/// takes after `name:`, or a root for an empty file — filtered by the word
/// typed so far (case-insensitive) and replacing it.
public import ViewModel
import ViewRules
import ViewSyntax
public import ViewStrings

public enum Completion {
    /// Only what is valid at the byte offset: inside a block — child components the enclosing element may hold
    /// (placement rules of the schema, plus workspace components whose built-in kind may stand there; a snippet
    /// with a block when `snippets`) and the element's properties not yet set (inserting `name: `); after
    /// `name:` — enum members for enum properties, `true`/`false` for bool, palette colours for colour, ids of
    /// the file for `ref` properties, screen names for `screen` properties, presentable components and screens
    /// for `presents`; at the file start with no root — `Screen` and the built-ins. Works on incomplete input:
    /// after `:` with nothing typed, in an unclosed block, at end of file, mid-word (filter by the typed prefix,
    /// case-insensitive, and set replaceRange to the prefix).
    /// `model`, when given, must be the model of the workspace's current text of `path`.
    public static func items(at offset: Int, path: String, in workspace: Workspace, snippets: Bool,
                             catalog: MessageCatalog = .ide(.english), model: FileModel? = nil) -> [CompletionItem] {
        guard let file = workspace.files[path], offset >= 0, offset <= file.bytes.count else { return [] }
        let site = CompletionSite(offset: offset, in: file)
        if case .nowhere = site.position { return [] }
        guard let facts = FileFacts(path: path, workspace: workspace, catalog: catalog, model: model) else { return [] }
        let candidates = CompletionCandidates(facts: facts, site: site, snippets: snippets, catalog: catalog)
        let items: [CompletionItem]
        switch site.position {
        case .fileRoot: items = candidates.rootItems()
        case .member(let block): items = candidates.memberItems(in: block)
        case .value(let binding, let inList): items = candidates.valueItems(for: binding, inList: inList)
        case .systemImage(let binding): items = candidates.systemImageItems(for: binding, qualified: false)
        case .nowhere: items = []
        }
        let prefix = site.prefix.lowercased()
        var seen: Set<String> = []
        return items.filter { item in
            (prefix.isEmpty || item.label.lowercased().hasPrefix(prefix)) && seen.insert(item.label).inserted
        }
    }
}
