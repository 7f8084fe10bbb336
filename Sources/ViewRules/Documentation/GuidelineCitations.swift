/// How a rule's guideline citations are shown to people: the guideline
/// document named in words (in the reader's language) and the section as
/// that document titles it, in the document's own language (a quotation is
/// not translated: the catalog marks section titles `shouldTranslate: false`),
/// with the component's name in the `.view` language when the title shows
/// no Latin name of it. The seed files' names stay inside: the section id's
/// first part picks the document, and no output shows a file name.
public import ViewStrings

extension SeedCitation {
    /// The catalog key naming the guideline document the section is in.
    public var documentKey: String {
        switch id.prefix(while: { $0 != "." }) {
        case "bars": return "guideline.document.bars-and-content-zh"
        case "content-ru": return "guideline.document.content-views-ru"
        case "tables-zh": return "guideline.document.table-text-web-zh"
        case "content-zh": return "guideline.document.content-views-zh"
        default: return "guideline.document.unknown"
        }
    }

    /// The section's title as its document writes it.
    public func title(in catalog: MessageCatalog) -> String { catalog.text(titleKey) }

    /// The `.view` component a section is about, when its title names it only in Chinese or Russian.
    public func component(title: String) -> String? {
        title.unicodeScalars.contains { $0.properties.isAlphabetic && $0.isASCII } ? nil : Self.components[id]
    }

    /// The citation as people read it: document, section and component.
    public func text(in catalog: MessageCatalog) -> String {
        let document = catalog.text(documentKey)
        let section = title(in: catalog)
        guard let component = component(title: section) else {
            return catalog.text("guideline.citation", ["document": document, "section": section])
        }
        return catalog.text("guideline.citation.component", ["document": document, "section": section, "component": component])
    }

    /// Sections whose titles have no Latin name → the component they
    /// describe. (The Russian translation's title for popovers is a machine
    /// translation of "popover" as a pastry: the name in brackets tells
    /// readers what it means.)
    static let components: [String: String] = [
        "content-zh.activity": "Activity",
        "content-zh.activity-view-controller": "ActivityViewController",
        "content-zh.collection-view": "CollectionView",
        "content-zh.container-view-controller": "ContainerViewController",
        "content-zh.image-view": "ImageView",
        "content-zh.map-view": "MapView",
        "content-zh.page-view-controller": "PageViewController",
        "content-zh.popover": "Popover",
        "content-zh.split-view": "SplitView",
        "content-zh.table-view": "TableView",
        "content-zh.text-view": "TextView",
        "content-zh.web-view": "WebView",
        "tables-zh.text-view": "TextView",
        "tables-zh.table-view.appearance": "TableView",
        "tables-zh.table-view.guidelines": "TableView",
        "content-ru.web-view": "WebView",
        "content-ru.activity": "Activity",
        "content-ru.container-view-controller": "ContainerViewController",
        "content-ru.activity-view-controller": "ActivityViewController",
        "content-ru.split-view": "SplitView",
        "content-ru.page-view-controller": "PageViewController",
        "content-ru.popover": "Popover",
        "content-ru.image-view": "ImageView",
        "content-ru.map-view": "MapView",
        "content-ru.collection-view": "CollectionView",
        "content-ru.scroll-view": "ScrollView",
        "content-ru.table-view": "TableView",
        "content-ru.text-view": "TextView",
    ]
}
