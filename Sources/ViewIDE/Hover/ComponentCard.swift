/// A built-in component's card — family, summary, properties with types and
/// defaults, and the rules that check it — the one text hover shows on a
/// component's name and the component reference (`ComponentReference`) prints.
import ViewModel
import ViewRules
import ViewStrings

enum ComponentCard {
    /// The card. `reported` are this file's diagnostics on the hovered element (none in the reference);
    /// `rulePage`, when given, links each rule to its page (the reference; hover names them).
    static func document(for declaration: ComponentDeclaration, catalog: MessageCatalog, reported: [Diagnostic],
                         rulePage: ((String) -> String)? = nil) -> RichDocument {
        var document = RichDocument()
        let family = catalog.text("ide.hover.family.\(declaration.family.rawValue)")
        document.paragraph(RichText("ide.hover.component.heading", catalog: catalog,
                                    names: ["name": declaration.name, "family": family]))
        document.paragraph(RichText(markup: catalog.text(declaration.summaryKey)))
        let properties = declaration.allProperties.map { property -> RichText in
            let names = ["name": property.name, "type": property.type.description, "default": property.defaultValue ?? ""]
            let key = property.defaultValue == nil ? "ide.hover.property.item" : "ide.hover.property.item.default"
            return RichText(key, catalog: catalog, names: names)
        }
        document.list(RichText("ide.hover.properties", catalog: catalog), properties)
        appendRules(of: declaration, reported: reported, to: &document, includeQuiet: true, catalog: catalog, rulePage: rulePage)
        return document
    }

    /// The ids of the rules that check a kind, in registry order.
    static func rules(checking declaration: ComponentDeclaration) -> [String] {
        RuleRegistry.all.filter { $0.kinds.contains(declaration.name) }.map { $0.description.id }
    }

    /// The rules that check a kind: first what they report on the element, then the others' summaries.
    static func appendRules(of declaration: ComponentDeclaration, reported: [Diagnostic], to document: inout RichDocument,
                            includeQuiet: Bool, catalog: MessageCatalog, rulePage: ((String) -> String)? = nil) {
        document.list(RichText("ide.hover.reported", catalog: catalog), reported.map { diagnostic in
            RichText("ide.hover.reported.item", catalog: catalog, names: ["id": diagnostic.code], markup: ["message": diagnostic.message])
        })
        guard includeQuiet else { return }
        let reportedIDs = Set(reported.map(\.code))
        let quiet = rules(checking: declaration).filter { !reportedIDs.contains($0) }
        document.list(RichText(reported.isEmpty ? "ide.hover.rules" : "ide.hover.rules.other", catalog: catalog), quiet.map { id in
            let summary = ["summary": catalog.text("rule.\(id).summary")]
            guard let rulePage else { return RichText("ide.hover.rules.item", catalog: catalog, names: ["id": id], markup: summary) }
            return RichText("ide.reference.rule", catalog: catalog, names: ["id": id, "page": rulePage(id)], markup: summary)
        })
    }
}
