/// The hover texts for the word under the cursor: a built-in component's
/// guideline card, a workspace screen or component, a property, an enum
/// member, a palette colour, a system image or an id.
import ViewModel
import ViewRules
import ViewSyntax
import ViewStrings

struct HoverCards {
    let facts: FileFacts
    let diagnostics: [Diagnostic]
    let catalog: MessageCatalog

    /// The text for an identifier token, by what it names; nil when it names nothing known.
    func document(for token: SyntaxToken) -> RichDocument? {
        let parent = token.parent
        switch parent.kind {
        case .object:
            return componentDocument(named: token.text, object: parent)
        case .binding:
            guard let binding = BindingSyntax(parent), binding.name?.range == token.range else { return nil }
            return propertyDocument(binding)
        case .path:
            guard let path = PathSyntax(parent) else { return nil }
            let segments = path.segments
            if segments.count == 2, segments[0].text == "system", segments[1].range == token.range {
                return systemImageDocument(token.text, path: parent)
            }
            guard segments.count == 1 else { return nil }
            return valueDocument(token.text, path: parent)
        default:
            return nil
        }
    }

    // MARK: Components

    func componentDocument(named name: String, object: SyntaxNode) -> RichDocument? {
        let element = facts.element(for: object)
        if let declaration = Schema.component(named: name) {
            return card(for: declaration, element: element)
        }
        guard let defining = facts.workspace.file(definingType: name) else { return nil }
        return workspaceDocument(name, file: defining, element: element)
    }

    /// A built-in component's guideline card, with what its rules report on the hovered element.
    func card(for declaration: ComponentDeclaration, element: Element?) -> RichDocument {
        let reported = element.map { reportedDiagnostics(on: $0, rules: Set(ComponentCard.rules(checking: declaration))) } ?? []
        return ComponentCard.document(for: declaration, catalog: catalog, reported: reported)
    }

    /// The diagnostics of `rules` whose innermost element of the same kind is `element`.
    func reportedDiagnostics(on element: Element, rules: Set<String>) -> [Diagnostic] {
        let sameKind = facts.model.elements.filter { $0.path == facts.file.path && $0.kind == element.kind }
        return diagnostics.filter { diagnostic in
            guard rules.contains(diagnostic.code) else { return false }
            let owner = sameKind.filter { $0.range.lowerBound <= diagnostic.range.lowerBound && diagnostic.range.upperBound <= $0.range.upperBound }
                .max { $0.range.lowerBound < $1.range.lowerBound }
            return owner === element
        }
    }

    /// A workspace screen or component: what it is, its file and title.
    func workspaceDocument(_ name: String, file: SourceFile, element: Element?) -> RichDocument {
        var document = RichDocument()
        let kind = file.isScreen ? nil : WorkspaceNames.builtInKind(ofComponent: name, in: facts.workspace)
        if file.isScreen {
            document.paragraph(RichText("ide.hover.workspace.screen", catalog: catalog, names: ["name": name]))
        } else if let kind {
            document.paragraph(RichText("ide.hover.workspace.component", catalog: catalog, names: ["name": name, "kind": kind.name]))
        } else {
            document.paragraph(RichText("ide.hover.workspace.component.unknown", catalog: catalog, names: ["name": name]))
        }
        let relative = WorkspaceNames.relativePath(file.path, in: facts.workspace)
        document.paragraph(RichText("ide.hover.workspace.file", catalog: catalog, names: ["path": relative]))
        if let title = WorkspaceNames.title(of: file) {
            document.paragraph(RichText("ide.hover.workspace.title", catalog: catalog, texts: ["title": title]))
        }
        if let kind {
            document.paragraph(RichText("ide.hover.workspace.builtin", catalog: catalog, names: ["kind": kind.name],
                                        markup: ["summary": catalog.text(kind.summaryKey)]))
            let reported = element.map { reportedDiagnostics(on: $0, rules: Set(ComponentCard.rules(checking: kind))) } ?? []
            ComponentCard.appendRules(of: kind, reported: reported, to: &document, includeQuiet: false, catalog: catalog)
        }
        return document
    }

    // MARK: Properties and values

    func propertyDocument(_ binding: BindingSyntax) -> RichDocument? {
        guard let name = binding.propertyName, let component = facts.owner(of: binding.syntax)?.declaration,
              let property = component.property(named: name) else { return nil }
        var document = RichDocument()
        document.paragraph(RichText("ide.hover.property.heading", catalog: catalog, names: ["name": name, "component": component.name]))
        let documentation = component.documentationKey(ofProperty: name)
        if catalog.hasText(documentation) {
            document.paragraph(RichText(markup: catalog.text(documentation)))
        }
        document.paragraph(RichText("ide.hover.property.type", catalog: catalog, names: ["type": property.type.shortName]))
        if let value = property.defaultValue {
            document.paragraph(RichText("ide.hover.property.default", catalog: catalog, names: ["default": value]))
        } else {
            document.paragraph(RichText("ide.hover.property.no-default", catalog: catalog))
        }
        if let values = property.type.allowedNames {
            let key = isColor(property.type) ? "ide.hover.property.values.color" : "ide.hover.property.values"
            document.paragraph(RichText(key, catalog: catalog, markup: ["values": RichText.codeList(values, catalog: catalog)]))
        }
        if !component.ownProperties.contains(where: { $0.name == name }) {
            document.paragraph(RichText("ide.hover.property.common", catalog: catalog))
        }
        return document
    }

    func isColor(_ type: ValueType) -> Bool {
        switch type {
        case .color: return true
        case .list(let element): return isColor(element)
        default: return false
        }
    }

    /// A one-name value: an enum member, a palette colour, a screen or component, an id.
    func valueDocument(_ name: String, path: SyntaxNode) -> RichDocument? {
        guard let bindingNode = path.selfOrAncestor(.binding), let binding = BindingSyntax(bindingNode),
              let propertyName = binding.propertyName, let element = facts.owner(of: bindingNode),
              let component = element.declaration, let property = component.property(named: propertyName) else { return nil }
        var type = property.type
        if path.parent?.kind == .list, case .list(let inner) = type { type = inner }
        switch type {
        case .enumeration(let members) where members.contains(name):
            return memberDocument(name, members: members, component: component.name, property: property)
        case .enumeration(let members):
            // An old spelling (`keyboard: default`): the member it is read as, and that it is deprecated.
            guard let member = property.deprecatedSpellings[name] else { return nil }
            return memberDocument(member, members: members, component: component.name, property: property, writtenAs: name)
        case .color:
            guard let hex = WorkspaceNames.hex(ofPaletteColor: name) else { return nil }
            var document = RichDocument()
            document.paragraph(RichText("ide.hover.color.heading", catalog: catalog, names: ["name": name, "hex": hex]))
            return document
        case .screen, .presentable:
            guard let file = facts.workspace.file(definingType: name) else { return nil }
            return workspaceDocument(name, file: file, element: nil)
        case .reference where propertyName != "id":
            guard let target = facts.model.ids[name] else { return nil }
            var document = RichDocument()
            document.paragraph(RichText("ide.hover.reference.heading", catalog: catalog, names: [
                "id": name, "type": target.typeName, "line": "\(facts.lineNumber(of: target.range.lowerBound))",
            ]))
            return document
        default:
            return nil
        }
    }

    /// A known `system.NAME` image of an image property: which system items it is.
    func systemImageDocument(_ name: String, path: SyntaxNode) -> RichDocument? {
        guard Schema.isSystemImage(name), let bindingNode = path.selfOrAncestor(.binding),
              let binding = BindingSyntax(bindingNode), let propertyName = binding.propertyName,
              let type = facts.owner(of: bindingNode)?.declaration?.property(named: propertyName)?.type,
              type == .image || type == .list(.image) else { return nil }
        var document = RichDocument()
        document.paragraph(RichText("ide.hover.system-image.heading", catalog: catalog, names: ["name": name]))
        for key in WorkspaceNames.systemImageKinds(of: name) {
            document.paragraph(RichText(key, catalog: catalog, names: ["name": name]))
        }
        return document
    }

    func memberDocument(_ member: String, members: [String], component: String, property: PropertyDeclaration,
                        writtenAs oldSpelling: String? = nil) -> RichDocument {
        var document = RichDocument()
        document.paragraph(RichText("ide.hover.member.heading", catalog: catalog,
                                    names: ["member": member, "component": component, "property": property.name]))
        if let oldSpelling {
            document.paragraph(RichText("ide.hover.member.deprecated", catalog: catalog, names: ["word": oldSpelling, "member": member]))
        }
        if property.defaultValue == member {
            document.paragraph(RichText("ide.hover.member.default", catalog: catalog))
        }
        let others = members.filter { $0 != member }
        if !others.isEmpty {
            document.paragraph(RichText("ide.hover.member.others", catalog: catalog, markup: ["values": RichText.codeList(others, catalog: catalog)]))
        }
        if let value = property.defaultValue, value != member {
            document.paragraph(RichText("ide.hover.property.default", catalog: catalog, names: ["default": value]))
        }
        return document
    }
}
