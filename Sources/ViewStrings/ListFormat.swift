/// Lists of names in a message, joined by the reader's language's CLDR list
/// patterns (Unicode TR35, "List Patterns"): "A, B, and C" / "A, B, or C" in
/// English; in Russian "A, B" then the word for "and" / "or" and "C", with no
/// comma before it; in Chinese the enumeration comma U+3001 and no spaces.
/// The patterns are catalog data — `list.<kind>.two`, `.start`,
/// `.middle` and `.end`, written as CLDR writes them, with `{0}` for the
/// earlier item and `{1}` for the rest — and this file applies them as CLDR
/// does. A list is kept as items until it is shown, so the same finding reads
/// right in every language.

/// Which CLDR list pattern joins the items: `and` is CLDR's `standard`
/// (all of them), `or` is CLDR's `or` (one of them).
public enum ListKind: String, Sendable, Hashable, CaseIterable {
    case and
    case or
}

/// Items a message names, joined when the message is shown.
public struct ListedItems: Sendable, Hashable {
    public var items: [String]
    public var kind: ListKind
    /// True when the items are only the first of more: the list ends with
    /// `…` and no conjunction ("A, B, C, …").
    public var isOpen: Bool

    public init(_ items: [String], _ kind: ListKind, isOpen: Bool = false) {
        self.items = items
        self.kind = kind
        self.isOpen = isOpen
    }

    /// Names written as code: each in backquotes.
    public static func code(_ names: [String], _ kind: ListKind) -> ListedItems {
        ListedItems(names.map { "`\($0)`" }, kind)
    }
}

/// One language's list pattern of one kind.
public struct ListFormat: Sendable {
    let two: PreparedText
    let start: PreparedText
    let middle: PreparedText
    let end: PreparedText
    let language: CatalogLanguage

    public init(two: CatalogText, start: CatalogText, middle: CatalogText, end: CatalogText, language: CatalogLanguage) {
        self.two = two.prepared()
        self.start = start.prepared()
        self.middle = middle.prepared()
        self.end = end.prepared()
        self.language = language
    }

    /// The items joined: one item as it is; two by the `two` pattern; more
    /// by `end` for the last two, `middle` for each before them, and `start`
    /// for the first. No items: empty.
    public func format(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return join(two, items[0], items[1])
        default:
            var result = join(end, items[items.count - 2], items[items.count - 1])
            for index in stride(from: items.count - 3, to: 0, by: -1) { result = join(middle, items[index], result) }
            return join(start, items[0], result)
        }
    }

    /// The items and then `…`, joined by `middle` alone (no conjunction: the list goes on).
    public func formatOpen(_ items: [String]) -> String {
        guard !items.isEmpty else { return "…" }
        var result = "…"
        for item in items.reversed() { result = join(middle, item, result) }
        return result
    }

    private func join(_ pattern: PreparedText, _ first: String, _ rest: String) -> String {
        pattern.rendered(["0": first, "1": rest], language: language)
    }
}

extension MessageCatalog {
    /// The catalog's list pattern of `kind` (keys `list.<kind>.two`, `.start`, `.middle`, `.end`).
    public func listFormat(_ kind: ListKind) -> ListFormat {
        let prefix = "list.\(kind.rawValue)."
        return ListFormat(two: template(prefix + "two"), start: template(prefix + "start"), middle: template(prefix + "middle"),
                          end: template(prefix + "end"), language: language.catalogLanguage)
    }

    /// `items` joined by this language's list pattern of `kind`.
    public func list(_ items: [String], _ kind: ListKind) -> String {
        text(ListedItems(items, kind))
    }

    /// Names as code (each in backquotes), joined by this language's list pattern of `kind`.
    public func quotedList(_ names: [String], _ kind: ListKind) -> String {
        text(ListedItems.code(names, kind))
    }

    /// A list as this language writes it.
    public func text(_ list: ListedItems) -> String {
        guard list.items.count > 1 || list.isOpen else { return list.items.first ?? "" }
        let format = listFormat(list.kind)
        return list.isOpen ? format.formatOpen(list.items) : format.format(list.items)
    }
}
