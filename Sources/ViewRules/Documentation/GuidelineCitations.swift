/// How a rule's guideline citations are shown to people: the guideline
/// document named in words (in the reader's language), and the section both
/// as the document titles it — a quotation, in the document's own language and
/// never translated (the catalog marks `guideline.section.<id>`
/// `shouldTranslate: false`) — and by its name in Apple's English guidelines,
/// the original every translation was made from (`guideline.section-name.<id>`,
/// translated for readers of other languages). A reader of the document's
/// language sees the quotation and the English original beside it, so a
/// mistranslated title (the Russian document calls Popover a light pastry) is read right;
/// any other reader sees the section's name in their language, the English
/// original (unless they read English) and the quotation to find it by. The
/// seed files' names stay inside: the section id's first part picks the
/// document, and no output shows a file name. See `docs/translating.md`.
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

    /// The language the guideline document is written in.
    public var documentLanguage: MessageLanguage {
        id.hasPrefix("content-ru.") ? .russian : .chinese
    }

    /// The catalog key of the section's name: English, the original name; translated in the other languages.
    public var nameKey: String { "guideline.section-name.\(id)" }

    /// The section's title as its document writes it.
    public func title(in catalog: MessageCatalog) -> String { catalog.text(titleKey) }

    /// The section's name in Apple's English guidelines.
    public func originalName(in catalog: MessageCatalog) -> String { catalog.speaking(.english).text(nameKey) }

    /// The citation as people read it: document, then the section by the
    /// reader's name for it, its English original and the document's title.
    public func text(in catalog: MessageCatalog) -> String {
        let document = catalog.text(documentKey)
        let section = title(in: catalog)
        let original = originalName(in: catalog)
        if catalog.language == documentLanguage {
            return catalog.text("guideline.citation.own-language", ["document": document, "section": section, "original": original])
        }
        if catalog.language == .english {
            return catalog.text("guideline.citation", ["document": document, "name": original, "section": section])
        }
        return catalog.text("guideline.citation.translated",
                            ["document": document, "name": catalog.text(nameKey), "original": original, "section": section])
    }
}
