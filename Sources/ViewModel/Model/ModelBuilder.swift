/// Builds a file's typed model from its syntax tree: resolves type names
/// (built-in or workspace components, expanding a component's definition
/// into each use), applies bindings, and reports the checking codes of the
/// language reference §6 for the file's own syntax. Never stops at an error:
/// every element that can be typed is built.
import Foundation
import ViewSyntax
public import ViewStrings

public enum ModelBuilding {
    /// The typed model of `file`, looking other types up in `directory`.
    /// A build `cancellation` stops is partial: the caller must not keep it.
    /// `previous`: the model of an earlier version of the same file; its decoded binding values are taken
    /// over where the syntax is shared (`BindingValues`). Nil (a check of a file once): everything is decoded.
    public static func build(_ file: SourceFile, in directory: any TypeDirectory,
                             catalog: MessageCatalog = .model(.english), cancellation: CheckCancellation = .never,
                             previous: FileModel? = nil) -> FileModel {
        build(file, in: directory, catalog: catalog, processors: Processors.active,
              minimumConcurrentBytes: ModelBuilder.minimumConcurrentBytes, cancellation: cancellation, previous: previous)
    }

    /// `build` with the split chosen by the caller, so tests can compare any split with one pass.
    static func build(_ file: SourceFile, in directory: any TypeDirectory, catalog: MessageCatalog, processors: Int,
                      minimumConcurrentBytes: Int, cancellation: CheckCancellation = .never, previous: FileModel? = nil) -> FileModel {
        var builder = ModelBuilder(file: file, directory: directory, catalog: catalog)
        builder.cancellation = cancellation
        if let previous, previous.path == file.path {
            builder.previousBindingValues = BindingValues(previous: previous)
        }
        if processors > 1, let root = file.root {
            builder.concurrentSplit = ModelBuilder.concurrentSplit(of: root, minimumBytes: minimumConcurrentBytes)
                .map { ConcurrentSplit(object: $0, processors: processors) }
        }
        return builder.build()
    }
}

struct ModelBuilder {
    let file: SourceFile
    let directory: any TypeDirectory
    let catalog: MessageCatalog
    var diagnostics: [Diagnostic] = []
    var ids: [String: (element: Element, range: Range<Int>)] = [:]
    var pendingReferences: [PendingReference] = []
    var dependencies: Set<String> = []
    var elements: [Element] = []
    /// Blocks applied so far: each block's bindings carry its number.
    var blockCount = 0
    /// The object whose child objects are built on several threads; nil for one pass.
    var concurrentSplit: ConcurrentSplit?
    /// In a builder of one subtree: `id` values are noted, for the file's builder to register in source order.
    var defersIDs = false
    var deferredIDs: [(id: String, range: Range<Int>, element: Element)] = []
    /// Polled as elements are made: once set, the rest is left unbuilt.
    var cancellation = CheckCancellation.never
    /// Elements and bindings brought in from component files so far, and the most allowed (`ExpansionBounds`).
    var expandedMembers = 0
    var expandedMemberLimit = ExpansionBounds.maximumExpandedMembers
    var reportedMemberLimit = false
    /// In a builder of one subtree: the budget the block's subtrees share (its own limit grows from it).
    var sharedBudget: SharedExpansionBudget?
    /// The uses in this file already told that their components nest too deep.
    var reportedDepthAt: Set<Int> = []
    /// The use written in this file whose component is being expanded: where a bound is reported.
    var outermostUse: Element?
    /// How many elements enclose the one being built, itself included.
    var elementDepth = 0
    /// What the directory said of each screen name a value named (`checkScreen`): whether a screen defines it,
    /// nil when no file does.
    var screenAnswers: [String: Bool?] = [:]
    /// The binding values the earlier version's model decoded, to take over (`BindingValues`); nil: none.
    var previousBindingValues: BindingValues?
    /// How many of the file's own bindings this build read, and how many of them it took over.
    var bindingsRead = 0
    var bindingsTaken = 0

    struct PendingReference {
        let range: Range<Int>
        let name: String
        let expectedKind: String?
        let property: String
    }

    /// How a written type name resolves.
    enum Resolution {
        case builtin(ComponentDeclaration)
        case component(SourceFile, ComponentDeclaration?, chain: [String])
        case screen
        case cycle
        case unknown
        /// Components built on components past `ExpansionBounds.maximumComponentDepth`.
        case tooDeep
    }

    init(file: SourceFile, directory: any TypeDirectory, catalog: MessageCatalog) {
        self.file = file
        self.directory = directory
        self.catalog = catalog
    }

    mutating func build() -> FileModel {
        var root: Element?
        // A file with no root has a syntax error already (`syntax/missing-root`, or what stands in the root's place).
        if let rootSyntax = file.root {
            root = buildElement(rootSyntax, path: file.path, role: .root, parent: nil, diagnose: true, expanding: nil)
        }
        resolveReferences()
        diagnostics.sort(by: Diagnostic.sourceOrder)
        return FileModel(path: file.path, root: root, elements: elements, ids: ids.mapValues(\.element),
                         diagnostics: diagnostics, dependencies: dependencies, bindingsRead: bindingsRead,
                         bindingsTaken: bindingsTaken)
    }

    // MARK: Elements

    /// Follows the chain of roots (a component built on a component) in a loop, as far as
    /// `ExpansionBounds.maximumComponentDepth` allows with the uses already being expanded.
    mutating func resolve(_ typeName: String, expanding: ExpansionChain?) -> Resolution {
        if let builtin = Schema.component(named: typeName) { return .builtin(builtin) }
        dependencies.insert(typeName)
        guard let definition = directory.file(definingType: typeName) else { return .unknown }
        if definition.isScreen { return .screen }
        var chain: [String] = []
        var current = typeName
        var currentDefinition = definition
        while true {
            if expanding.contains(current) || chain.contains(current) { return .cycle }
            if expanding.depth + chain.count >= ExpansionBounds.maximumComponentDepth { return .tooDeep }
            chain.append(current)
            guard let rootName = currentDefinition.rootTypeName else { return .component(definition, nil, chain: chain) }
            if let builtin = Schema.component(named: rootName) { return .component(definition, builtin, chain: chain) }
            dependencies.insert(rootName)
            guard let next = directory.file(definingType: rootName), !next.isScreen else {
                return .component(definition, nil, chain: chain)
            }
            current = rootName
            currentDefinition = next
        }
    }

    mutating func buildElement(_ object: ObjectSyntax, path: String, role: ElementRole, parent: Element?,
                               diagnose: Bool, expanding: ExpansionChain?) -> Element {
        elementDepth += 1
        defer { elementDepth -= 1 }
        let typeName = object.typeName ?? ""
        let resolution = resolve(typeName, expanding: expanding)
        var declaration: ComponentDeclaration?
        var chain: [String] = []
        switch resolution {
        case .builtin(let builtin): declaration = builtin
        case .component(_, let resolved, let components): declaration = resolved; chain = components
        case .screen, .cycle, .unknown, .tooDeep: break
        }
        let element = Element(typeName: typeName, declaration: declaration, componentChain: chain, syntax: object,
                              path: path, role: role, parent: parent)
        elements.append(element)
        // Polled once every `pollInterval` elements: once set, the elements from here on are left bare.
        if cancellation.shouldStop(at: elements.count) { return element }
        if diagnose { diagnoseResolution(resolution, of: element) }
        // A use written in this file is where a bound met while expanding it is reported.
        let enclosingUse = outermostUse
        if path == file.path { outermostUse = element }
        if case .component(let definition, _, _) = resolution {
            expandComponent(definition, into: element, expanding: expanding.adding(typeName))
        } else if case .tooDeep = resolution {
            reportTooDeep(elements: false)
        }
        outermostUse = enclosingUse
        if let split = concurrentSplit, split.object.green === object.syntax.green, split.object.offset == object.syntax.offset {
            applyConcurrently(object.body?.members ?? [], to: element, path: path, diagnose: diagnose, expanding: expanding,
                              processors: split.processors)
        } else {
            apply(object.body?.members ?? [], to: element, path: path, diagnose: diagnose, expanding: expanding, isDefault: false)
        }
        if diagnose { checkSplitView(element) }
        return element
    }

    /// Brings a component's definition into a use: the definition's own
    /// component first (deepest defaults), then its root's bindings and children.
    /// `resolve` has walked the same chain of roots within the depth bound, so this recursion is bounded too.
    mutating func expandComponent(_ definition: SourceFile, into element: Element, expanding: ExpansionChain) {
        guard let root = definition.root else { return }
        if let rootName = root.typeName, Schema.component(named: rootName) == nil, !expanding.contains(rootName),
           expanding.depth < ExpansionBounds.maximumComponentDepth,
           let inner = directory.file(definingType: rootName), !inner.isScreen {
            dependencies.insert(rootName)
            expandComponent(inner, into: element, expanding: ExpansionChain(rootName, outer: expanding))
        }
        apply(root.body?.members ?? [], to: element, path: definition.path, diagnose: false, expanding: expanding, isDefault: true)
    }

    mutating func apply(_ members: [MemberSyntax], to element: Element, path: String, diagnose: Bool,
                        expanding: ExpansionChain?, isDefault: Bool) {
        // A binding set earlier from this same block is a duplicate; one from an earlier block (a default) is replaced.
        blockCount += 1
        let serial = blockCount
        if element.bindings.isEmpty { element.builtBindings.reserveCapacity(bindingCount(of: members)) }
        for member in members {
            // What a component brings in is bounded: past the bound, the rest of its block is left out.
            guard admitsExpandedMember(from: path) else { return }
            switch member {
            case .binding(let syntax):
                applyBinding(syntax, to: element, path: path, diagnose: diagnose, expanding: expanding, isDefault: isDefault,
                             blockSerial: serial)
            case .object(let syntax):
                if path != file.path, elementDepth >= ExpansionBounds.maximumElementDepth {
                    reportTooDeep(elements: true)
                    continue
                }
                let child = buildElement(syntax, path: path, role: .child, parent: element, diagnose: diagnose, expanding: expanding)
                element.builtChildren.append(child)
                if diagnose { checkPlacement(of: child, in: element) }
            }
        }
    }

    /// How many of `members` are bindings: the room an element's binding list
    /// needs for them (its child objects need none; reserving for every member
    /// held room for a binding per child in every element with children).
    func bindingCount(of members: [MemberSyntax]) -> Int {
        var count = 0
        for case .binding in members { count += 1 }
        return count
    }

    mutating func applyBinding(_ syntax: BindingSyntax, to element: Element, path: String, diagnose: Bool,
                               expanding: ExpansionChain?, isDefault: Bool, blockSerial serial: Int) {
        // The file's own bindings may be decoded already, by the earlier version's build (`BindingValues`).
        let own = diagnose && !isDefault && path == file.path
        let declaration = own ? element.declaration : nil
        let kept = declaration.flatMap { previousBindingValues?.entry(for: syntax.syntax.green, declaration: $0) }
        guard let name = kept?.name ?? syntax.propertyName else { return }
        if own { bindingsRead += 1 }
        if kept != nil { bindingsTaken += 1 }
        if let first = element.bindings[name], first.isFromBlock(serial) {
            if diagnose { reportDuplicateProperty(syntax, first: first.syntax, in: element) }
            return
        }
        let value: Value
        var decodedAlone = kept != nil
        if let kept {
            value = kept.value
        } else {
            let type = element.declaration?.type(ofProperty: name)
            if diagnose, let component = element.declaration, type == nil {
                reportUnknownProperty(syntax, in: component)
            }
            let reported = diagnostics.count
            value = convert(syntax.value, type: type, property: name, owner: element,
                            path: path, diagnose: diagnose, expanding: expanding)
            decodedAlone = declaration != nil && type.map(BindingValues.decodesAlone) == true && diagnostics.count == reported
        }
        element.builtBindings.set(Binding(name: name, value: value, syntax: syntax, path: path, isComponentDefault: isDefault,
                                          blockSerial: serial, decodedAlone: decodedAlone))
        if diagnose, name == "id", case .name(let id) = value, let range = syntax.value?.syntax.range {
            registerID(id, range: range, element: element)
        }
    }

    // MARK: Reporting

    mutating func report(_ code: String, at range: Range<Int>, key: String, _ arguments: [String: String] = [:],
                         severity: Severity = .error, fixes: [Fix] = [], related: [RelatedInformation] = []) {
        diagnostics.append(Diagnostic(range: range, severity: severity, code: code, message: catalog.text(key, arguments),
                                      fixes: fixes, related: related))
    }

    func replacementFixes(_ range: Range<Int>, with suggestions: [String]) -> [Fix] {
        suggestions.map { Fix(title: catalog.text("fix.replace-with", ["name": $0]),
                              edits: [TextEdit(range: range, replacement: $0)], isSafe: false) }
    }

    func related(_ range: Range<Int>, _ key: String) -> RelatedInformation {
        RelatedInformation(location: SourceLocation(path: file.path, range: range), message: catalog.text(key))
    }

    mutating func diagnoseResolution(_ resolution: Resolution, of element: Element) {
        switch resolution {
        case .unknown:
            let candidates = Schema.componentNames + directory.componentNames
            let suggestions = EditDistance.suggestions(for: element.typeName, among: candidates)
            let key = suggestions.isEmpty ? "check.unknown-component" : "check.unknown-component.suggest"
            report("unknown-component", at: element.nameRange, key: key,
                   ["name": element.typeName, "suggestions": catalog.quotedList(suggestions, .or)],
                   fixes: replacementFixes(element.nameRange, with: suggestions))
        case .screen:
            report("unknown-component", at: element.nameRange, key: "check.unknown-component.screen", ["name": element.typeName])
        case .builtin, .component, .cycle, .tooDeep:
            break
        }
    }

    mutating func reportDuplicateProperty(_ syntax: BindingSyntax, first: BindingSyntax, in element: Element) {
        let range = syntax.name?.range ?? syntax.syntax.range
        report("duplicate-property", at: range, key: "check.duplicate-property",
               ["name": syntax.propertyName ?? "", "component": element.typeName],
               fixes: [Fix(title: catalog.text("fix.remove-duplicate"), edits: [FixEdits(file: file).removeMember(SourceLocation(path: file.path, range: syntax.syntax.range)).edit], isSafe: false)],
               related: [related(first.name?.range ?? first.syntax.range, "check.duplicate-property.first")])
    }

    mutating func reportUnknownProperty(_ syntax: BindingSyntax, in component: ComponentDeclaration) {
        guard let name = syntax.propertyName, let range = syntax.name?.range else { return }
        let suggestions = EditDistance.suggestions(for: name, among: component.allProperties.map(\.name))
        let key = suggestions.isEmpty ? "check.unknown-property" : "check.unknown-property.suggest"
        report("unknown-property", at: range, key: key,
               ["name": name, "component": component.name, "suggestions": catalog.quotedList(suggestions, .or)],
               fixes: replacementFixes(range, with: suggestions))
    }

    mutating func registerID(_ id: String, range: Range<Int>, element: Element) {
        if defersIDs {
            deferredIDs.append((id, range, element))
            return
        }
        if let first = ids[id] {
            report("duplicate-id", at: range, key: "check.duplicate-id", ["name": id],
                   related: [related(first.range, "check.duplicate-id.first")])
        } else {
            ids[id] = (element, range)
        }
    }

    mutating func resolveReferences() {
        for reference in pendingReferences {
            guard let target = ids[reference.name] else {
                let suggestions = EditDistance.suggestions(for: reference.name, among: ids.keys)
                let key = suggestions.isEmpty ? "check.unresolved-reference" : "check.unresolved-reference.suggest"
                report("unresolved-reference", at: reference.range, key: key,
                       ["name": reference.name, "suggestions": catalog.quotedList(suggestions, .or)],
                       fixes: replacementFixes(reference.range, with: suggestions))
                continue
            }
            if let expected = reference.expectedKind, target.element.kind != expected {
                report("type-mismatch", at: reference.range, key: "check.type-mismatch.reference-type",
                       ["property": reference.property, "expected": expected, "name": reference.name,
                        "found": target.element.typeName])
            }
        }
    }
}
