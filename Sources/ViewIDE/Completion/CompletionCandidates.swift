/// The completion items of each position: roots, a block's children and
/// properties, and the values of a property by its type (enum members,
/// booleans, palette colours, ids, screens, presentable components).
import ViewModel
import ViewRules
import ViewSyntax
import ViewStrings

struct CompletionCandidates {
    let facts: FileFacts
    let site: CompletionSite
    let snippets: Bool
    let catalog: MessageCatalog

    var replaceRange: Range<Int> { site.prefixRange }

    // MARK: Components

    /// `Screen` first, then the other built-ins: what a file's root may be.
    func rootItems() -> [CompletionItem] {
        let screen = Schema.components.filter { $0.name == "Screen" }
        return (screen + Schema.components.filter { $0.name != "Screen" }).map(builtInItem)
    }

    func builtInItem(_ component: ComponentDeclaration) -> CompletionItem {
        componentItem(component.name, detail: catalog.text("ide.completion.builtin"), documentation: catalog.text(component.summaryKey))
    }

    /// A component name, with a snippet that opens its block when the client takes snippets
    /// and the word does not already have one.
    func componentItem(_ name: String, detail: String, documentation: String?) -> CompletionItem {
        let hasBlock = site.word.map { $0.parent.kind == .object && ObjectSyntax($0.parent)?.body != nil } ?? false
        let snippet = snippets && !hasBlock
        return CompletionItem(label: name, kind: .component, detail: detail, documentation: documentation,
                              insertText: snippet ? "\(name) {\n\t$0\n}" : name, isSnippet: snippet, replaceRange: replaceRange)
    }

    /// Workspace components (not this file's own type) with the built-in kind each is built on.
    func workspaceComponents() -> [(name: String, kind: ComponentDeclaration)] {
        facts.workspace.componentNames.compactMap { name in
            guard name != facts.file.typeName, let kind = WorkspaceNames.builtInKind(ofComponent: name, in: facts.workspace) else { return nil }
            return (name, kind)
        }
    }

    func workspaceComponentItem(_ name: String, kind: ComponentDeclaration) -> CompletionItem {
        let path = facts.workspace.file(definingType: name).map { WorkspaceNames.relativePath($0.path, in: facts.workspace) } ?? name
        let documentation = catalog.text("ide.completion.component.documentation", ["path": path, "kind": kind.name])
        return componentItem(name, detail: catalog.text("ide.completion.workspace-component", ["kind": kind.name]),
                             documentation: documentation)
    }

    // MARK: Members

    /// The element's properties not yet set in this block, then the components it may hold.
    func memberItems(in block: SyntaxNode) -> [CompletionItem] {
        guard let object = block.parent, object.kind == .object, let element = facts.element(for: object),
              let component = element.declaration, let body = BlockSyntax(block) else { return [] }
        let set = Set(body.members.compactMap { member -> String? in
            guard case .binding(let binding) = member, binding.name?.range != site.word?.range else { return nil }
            return binding.propertyName
        })
        let properties = component.allProperties.filter { !set.contains($0.name) }.map { propertyItem($0, of: component) }
        let builtIns = Schema.components.filter { WorkspaceNames.mayStand($0, in: component) }.map(builtInItem)
        let ownComponents = workspaceComponents().filter { WorkspaceNames.mayStand($0.kind, in: component) }
            .map { workspaceComponentItem($0.name, kind: $0.kind) }
        return properties + builtIns + ownComponents
    }

    /// A property, documented by its catalog text (when it has one) and its default.
    func propertyItem(_ property: PropertyDeclaration, of component: ComponentDeclaration) -> CompletionItem {
        let key = component.documentationKey(ofProperty: property.name)
        let parts = [catalog.hasText(key) ? catalog.text(key) : nil,
                     property.defaultValue.map { catalog.text("ide.completion.property.documentation", ["default": $0]) }]
        let documentation = parts.compactMap { $0 }.joined(separator: "\n\n")
        return CompletionItem(label: property.name, kind: .property, detail: property.type.description,
                              documentation: documentation.isEmpty ? nil : documentation, insertText: "\(property.name): ", isSnippet: false, replaceRange: replaceRange)
    }

    // MARK: Values

    /// What may follow `name:` (or stand in its list), by the property's type.
    func valueItems(for binding: BindingSyntax, inList: Bool) -> [CompletionItem] {
        guard let name = binding.propertyName, name != "id", let element = facts.owner(of: binding.syntax),
              let component = element.declaration, let property = component.property(named: name) else { return [] }
        var type = property.type
        if case .list(let inner) = type {
            guard inList else { return [] }
            type = inner
        } else if inList {
            return []
        }
        let listed = inList ? Set(listedNames(in: binding)) : []
        switch type {
        case .enumeration(let members):
            return members.filter { !listed.contains($0) }.map { member in
                let isDefault = property.defaultValue == member
                return valueItem(member, kind: .enumMember,
                                 detail: catalog.text("ide.completion.member", ["component": component.name, "property": name]),
                                 documentation: isDefault ? catalog.text("ide.completion.member.default",
                                                                         ["component": component.name, "property": name]) : nil)
            }
        case .bool:
            return ["true", "false"].map { valueItem($0, kind: .keyword, detail: catalog.text("ide.completion.bool"), documentation: nil) }
        case .color:
            return Schema.paletteColorNames.map { color in
                let hex = WorkspaceNames.hex(ofPaletteColor: color) ?? ""
                return valueItem(color, kind: .value, detail: catalog.text("ide.completion.color"),
                                 documentation: catalog.text("ide.completion.color.documentation", ["hex": hex]))
            }
        case .reference(let kind):
            return referenceItems(of: kind, excluding: element)
        case .screen:
            return screenItems()
        case .image:
            return systemImageItems(for: binding, qualified: true)
        case .presentable:
            let inline = Schema.components.filter { Schema.presentableNames.contains($0.name) }.map(builtInItem)
            let own = workspaceComponents().filter { Schema.presentableNames.contains($0.kind.name) }
                .map { workspaceComponentItem($0.name, kind: $0.kind) }
            return inline + own + screenItems()
        default:
            return []
        }
    }

    /// System images for an `image` property: `system.NAME` where a value
    /// starts, `NAME` after `system.` is typed.
    func systemImageItems(for binding: BindingSyntax, qualified: Bool) -> [CompletionItem] {
        guard let name = binding.propertyName, let element = facts.owner(of: binding.syntax),
              let type = element.declaration?.property(named: name)?.type else { return [] }
        switch type {
        case .image, .list(.image): break
        default: return []
        }
        return Schema.systemImageNames.map { image in
            let kinds = WorkspaceNames.systemImageKinds(of: image).map { catalog.text($0, ["name": image]) }
            return valueItem(qualified ? "system.\(image)" : image, kind: .value, detail: catalog.text("ide.completion.system-image"),
                             documentation: kinds.joined(separator: "\n\n"))
        }
    }

    func valueItem(_ label: String, kind: CompletionKind, detail: String?, documentation: String?) -> CompletionItem {
        CompletionItem(label: label, kind: kind, detail: detail, documentation: documentation, insertText: label,
                       isSnippet: false, replaceRange: replaceRange)
    }

    /// The ids of this file's elements (of `kind` when given), but not the element's own.
    func referenceItems(of kind: String?, excluding element: Element) -> [CompletionItem] {
        facts.model.ids.filter { $0.value !== element && (kind == nil || $0.value.kind == kind) }
            .sorted { $0.value.range.lowerBound < $1.value.range.lowerBound }
            .map { id, target in
                let arguments = ["type": target.typeName, "id": id, "line": "\(facts.lineNumber(of: target.range.lowerBound))"]
                return valueItem(id, kind: .reference, detail: catalog.text("ide.completion.reference", arguments),
                                 documentation: catalog.text("ide.completion.reference.documentation", arguments))
            }
    }

    func screenItems() -> [CompletionItem] {
        facts.workspace.screenNames.map { name in
            let path = facts.workspace.file(definingType: name).map { WorkspaceNames.relativePath($0.path, in: facts.workspace) } ?? name
            return CompletionItem(label: name, kind: .screen, detail: catalog.text("ide.completion.screen"),
                                  documentation: catalog.text("ide.completion.screen.documentation", ["path": path]),
                                  insertText: name, isSnippet: false, replaceRange: replaceRange)
        }
    }

    /// The names already in a list value, but the word being typed.
    func listedNames(in binding: BindingSyntax) -> [String] {
        guard case .list(let list)? = binding.value else { return [] }
        return list.elements.compactMap { value in
            guard case .path(let path) = value, path.segments.count == 1, path.segments[0].range != site.word?.range else { return nil }
            return path.segments[0].text
        }
    }
}
