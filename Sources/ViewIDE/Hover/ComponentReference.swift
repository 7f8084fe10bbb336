/// The component reference (`docs/components.md` and its Russian and Chinese
/// versions): every built-in component from the schema, by family — the card
/// hover shows on its name (`ComponentCard`), where it may stand, what it
/// holds and what its documented properties mean. Generated, never written
/// by hand: `ComponentReferenceTests` fails when a page is stale.
public import ViewStrings
import ViewModel
import ViewRules

public enum ComponentReference {
    /// Where the reference lives in the repository, by language (English first).
    public static let pages: [(language: MessageLanguage, path: String)] = [
        (.english, "docs/components.md"), (.russian, "docs/components.ru.md"), (.chinese, "docs/components.zh-Hans.md"),
    ]

    /// The page in the catalog's language, its rules linked to their pages beside it (`docs/rules/`).
    public static func markdown(catalog: MessageCatalog) -> String {
        markdown(catalog: catalog) { "rules/" + RulePages.page(of: $0) }
    }

    /// The page in the catalog's language. `rulePage` is a rule's page relative to the reference.
    static func markdown(catalog: MessageCatalog, rulePage: @escaping (String) -> String) -> String {
        var output = "<!-- \(catalog.text("ide.reference.generated")) -->\n\n# \(catalog.text("ide.reference.title"))\n\n"
        output += catalog.text("ide.reference.intro") + "\n"
        for family in ComponentFamily.allCases {
            let members = Schema.components.filter { $0.family == family }
            guard !members.isEmpty else { continue }
            output += "\n## \(catalog.text("ide.reference.family.\(family.rawValue)"))\n\n"
            output += members.map { "[`\($0.name)`](#\($0.name.lowercased()))" }.joined(separator: " · ") + "\n"
            for declaration in members {
                output += "\n### \(declaration.name)\n\n" + section(for: declaration, catalog: catalog, rulePage: rulePage).markdown + "\n"
            }
        }
        return output
    }

    /// One component's section: its card, then where it stands, what it holds and its properties explained.
    static func section(for declaration: ComponentDeclaration, catalog: MessageCatalog,
                        rulePage: @escaping (String) -> String) -> RichDocument {
        var document = ComponentCard.document(for: declaration, catalog: catalog, reported: [], rulePage: rulePage)
        document.startSection()
        document.list(RichText("ide.reference.stands", catalog: catalog), places(of: declaration, catalog: catalog))
        document.list(RichText("ide.reference.holds", catalog: catalog), children(of: declaration, catalog: catalog))
        // The common properties (`visibleIn`) are explained once, in the language reference, not in every component.
        let explained = declaration.ownProperties.compactMap { property -> RichText? in
            let key = declaration.documentationKey(ofProperty: property.name)
            guard catalog.hasText(key) else { return nil }
            return RichText("ide.reference.property", catalog: catalog, names: ["name": property.name],
                            markup: ["text": catalog.text(key)])
        }
        document.list(RichText("ide.reference.properties", catalog: catalog), explained)
        return document
    }

    /// Where the component may stand, in a fixed order.
    static func places(of declaration: ComponentDeclaration, catalog: MessageCatalog) -> [RichText] {
        var places: [RichText] = []
        if declaration.placements.contains(.fileRoot) { places.append(RichText("ide.reference.stands.root", catalog: catalog)) }
        if declaration.placements.contains(.container) {
            let hosts = Schema.components.filter(\.hostsContainerChildren).map(\.name)
            places.append(RichText("ide.reference.stands.container", catalog: catalog, markup: ["containers": catalog.quotedList(hosts, .or)]))
        }
        let parents = Schema.components.map(\.name).filter { declaration.placements.contains(.inside($0)) }
        if !parents.isEmpty {
            places.append(RichText("ide.reference.stands.inside", catalog: catalog, markup: ["parents": catalog.quotedList(parents, .or)]))
        }
        if declaration.placements.contains(.presentedValue) {
            places.append(RichText("ide.reference.stands.presented", catalog: catalog))
        }
        return places
    }

    /// What may stand inside the component: a container's children, then the components placed inside it by name.
    static func children(of declaration: ComponentDeclaration, catalog: MessageCatalog) -> [RichText] {
        var children: [RichText] = []
        if declaration.hostsContainerChildren { children.append(RichText("ide.reference.holds.container", catalog: catalog)) }
        let named = Schema.components.filter { $0.placements.contains(.inside(declaration.name)) }.map(\.name)
        if !named.isEmpty {
            children.append(RichText("ide.reference.holds.named", catalog: catalog, markup: ["children": catalog.quotedList(named, .and)]))
        }
        return children
    }
}
