/// Checks one file of a workspace: syntax errors, workspace-level problems
/// (type names, component cycles), checking codes from the model, guideline
/// rules, configured severities and inline suppressions, in source order.
import ViewSyntax
public import ViewLayout
public import ViewModel
public import ViewStrings

public struct FileCheck: Sendable {
    public let path: String
    public let diagnostics: [Diagnostic]
    public let model: FileModel
    /// The cells' text rooms this check measured on each variant's device, the default variant's first,
    /// which the next version's check may take over.
    public let variantRooms: [TextRooms]
    /// The first of them (the default variant's when it was measured).
    public var textRooms: TextRooms? { variantRooms.first }
    /// The findings the next version's check may take over, element by element (`FindingsMemo`).
    public let findingsMemo: FindingsMemo?

    init(path: String, diagnostics: [Diagnostic], model: FileModel, variantRooms: [TextRooms] = [], findingsMemo: FindingsMemo? = nil) {
        self.path = path
        self.diagnostics = diagnostics
        self.model = model
        self.variantRooms = variantRooms
        self.findingsMemo = findingsMemo
    }
}

public enum Checker {
    /// Every code a configuration or suppression may name: rule ids and checking codes.
    public static let knownCodes: Set<String> = Set(RuleRegistry.all.map { $0.description.id }).union(checkingCodes)
    /// Rules and codes that no longer run: a configuration or suppression naming one gets a note
    /// (`RuleRegistry.retired`, and `empty-file`, which a file never showed: the parser reports
    /// a file with no root as `syntax/missing-root`).
    public static let retiredCodes: Set<String> = RuleRegistry.retired.union(["empty-file"])
    /// Rule id → the options its object form in a configuration may set (`RuleDescription.options`).
    public static let ruleOptions: [String: [RuleOption]] = Dictionary(uniqueKeysWithValues: RuleRegistry.all.compactMap { rule in
        rule.description.options.isEmpty ? nil : (rule.description.id, rule.description.options)
    })

    public static let checkingCodes: Set<String> = [
        "unknown-component", "unknown-property", "type-mismatch", "duplicate-property", "misplaced-component",
        "duplicate-id", "unresolved-reference", "unresolved-screen", "component-cycle", "duplicate-type-name",
        "invalid-type-name", "unused-suppression", "unreadable-image", "unknown-system-image", "expansion-limit", "missing-image",
    ]

    public static func check(_ path: String, in workspace: Workspace, catalog: MessageCatalog = .rules(.english)) -> FileCheck? {
        // Nothing cancels `.never`.
        check(path, in: workspace, catalog: catalog, cancellation: .never)
    }

    /// `sizeLimit`: files larger get one "too large" diagnostic instead of a check (benchmarks raise it).
    public static func check(_ file: SourceFile, in workspace: Workspace, catalog: MessageCatalog = .rules(.english),
                             sizeLimit: Int = InputLimits.maximumViewFileBytes) -> FileCheck {
        // Nothing cancels `.never`: there is always a result.
        check(file, in: workspace, catalog: catalog, sizeLimit: sizeLimit, cancellation: .never)!
    }

    /// The check, or nil when `cancellation` was set before it finished: the
    /// model, layout and findings it had are dropped, never kept or shown.
    /// `previous`, the check of an earlier version of the file (an open
    /// document's last), lends what it measured that the new version cannot
    /// have changed (`TextRooms.carried`); the result is the same without it.
    /// A workspace that keeps checks (`Workspace.keepsChecks`) answers with the kept one while nothing it read changed.
    public static func check(_ path: String, in workspace: Workspace, catalog: MessageCatalog = .rules(.english),
                             cancellation: CheckCancellation, previous: FileCheck? = nil) -> FileCheck? {
        if workspace.keepsChecks {
            return workspace.answer(CheckQuery(path: path, catalog: catalog, cancellation: cancellation, previous: previous))
        }
        guard let file = workspace.files[path] else { return nil }
        return check(file, in: workspace, catalog: catalog, sizeLimit: InputLimits.maximumViewFileBytes, cancellation: cancellation,
                     previous: previous)
    }

    /// The check of `file` after `previous`, the check of its earlier version: see `check(_:in:catalog:cancellation:previous:)`.
    public static func check(_ file: SourceFile, in workspace: Workspace, catalog: MessageCatalog = .rules(.english),
                             previous: FileCheck?) -> FileCheck {
        check(file, in: workspace, catalog: catalog, sizeLimit: InputLimits.maximumViewFileBytes, cancellation: .never,
              previous: previous)!
    }

    static func check(_ file: SourceFile, in workspace: Workspace, catalog: MessageCatalog, sizeLimit: Int,
                      cancellation: CheckCancellation, previous: FileCheck? = nil) -> FileCheck? {
        if file.bytes.count > sizeLimit { return tooLarge(file, catalog: catalog) }
        let configuration = workspace.configuration(for: file.path)
        // After a check of the file's earlier version (an open document's keystroke): the model takes over the
        // binding values that version's model decoded where the syntax is shared (`BindingValues`).
        let model = ModelBuilding.build(file, in: workspace, catalog: catalog, cancellation: cancellation,
                                        previous: previous?.path == file.path ? previous?.model : nil)
        guard !cancellation.isCancelled else { return nil }
        var diagnostics = syntaxDiagnostics(file, model: model, catalog: catalog)
        diagnostics += WorkspaceDiagnostics.diagnose(file, in: workspace, catalog: catalog)
        diagnostics += model.diagnostics
        diagnostics = configured(diagnostics, by: configuration)
        let images = ImageLookup(store: workspace.imageStore, root: workspace.root)
        let context = RuleContext(model: model, file: file, configuration: configuration, directory: workspace, images: images,
                                  cancellation: cancellation, previousRooms: previous?.path == file.path ? previous?.variantRooms ?? [] : [])
        let rules = RuleEngine.run(context, catalog: catalog, previous: previous?.path == file.path ? previous?.findingsMemo : nil)
        diagnostics += rules.diagnostics
        guard !cancellation.isCancelled else { return nil }
        diagnostics += MissingImages.diagnose(model, file: file, images: images, catalog: catalog)
        diagnostics += imageNotes(images, in: file, catalog: catalog)
        diagnostics = SuppressionFilter.apply(Suppression.find(in: file), to: diagnostics, in: file,
                                              knownCodes: knownCodes, retiredCodes: retiredCodes, catalog: catalog)
        diagnostics = configured(diagnostics, by: configuration)
        diagnostics.sort(by: Diagnostic.sourceOrder)
        return FileCheck(path: file.path, diagnostics: diagnostics, model: model, variantRooms: context.computedTextRooms,
                         findingsMemo: rules.memo)
    }

    /// The configured severity of each diagnostic, dropping those turned off;
    /// syntax diagnostics always keep theirs (an error, or the warning at a
    /// deprecated spelling). Idempotent, so it can run again after
    /// suppressions add their hints.
    static func configured(_ diagnostics: [Diagnostic], by configuration: Configuration) -> [Diagnostic] {
        guard !configuration.ruleSeverities.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard !diagnostic.code.hasPrefix("syntax/") else { return diagnostic }
            guard let severity = configuration.severity(forRule: diagnostic.code, default: diagnostic.severity) else { return nil }
            var result = diagnostic
            result.severity = severity
            return result
        }
    }

    /// An `info` note on each image value a rule needed but could not read; an image that is not
    /// there, or outside the workspace, is `missing-image`'s (one finding per fault).
    static func imageNotes(_ images: ImageLookup, in file: SourceFile, catalog: MessageCatalog) -> [Diagnostic] {
        images.unreadable.filter {
            $0.location.path == file.path && $0.problem != .missing && $0.problem != .outsideWorkspace
        }.map { entry in
            Diagnostic(range: entry.location.range, severity: .info, code: "unreadable-image",
                       message: catalog.text("check.unreadable-image.\(entry.problem)",
                                             ["path": entry.path, "limit": "\(DiskAccess.imageSizeLimit >> 20)"]))
        }
    }

    /// The file's syntax errors (and warnings), the first
    /// `InputLimits.maximumSyntaxDiagnostics` of them with their quick fixes
    /// (`SyntaxQuickFixes`, `SyntaxFixes`, `DeprecatedSpellings`), then one
    /// `syntax/too-many-errors` at the next that counts the rest.
    static func syntaxDiagnostics(_ file: SourceFile, model: FileModel, catalog: MessageCatalog) -> [Diagnostic] {
        var all = file.tree.diagnostics
        if all.contains(where: DeprecatedSpellings.isDeprecatedValue) {
            all.removeAll { DeprecatedSpellings.isDeprecatedValue($0) && DeprecatedSpellings.isCoveredByTypeMismatch($0, in: model) }
        }
        let limit = InputLimits.maximumSyntaxDiagnostics
        let innermostUnclosed = all.last { $0.code == .unclosedBlock }
        var result = all.prefix(limit).map { syntax in
            var fixes = SyntaxQuickFixes.fixes(for: syntax, in: file, isInnermostUnclosedBlock: syntax == innermostUnclosed,
                                               catalog: catalog)
                + SyntaxFixes.fixes(for: syntax, in: file.bytes, catalog: catalog)
            let isDeprecated = DeprecatedSpellings.isDeprecatedValue(syntax)
            if isDeprecated, let fix = DeprecatedSpellings.fix(for: syntax, in: file, model: model, catalog: catalog) {
                fixes.append(fix)
            }
            return Diagnostic(range: syntax.range, severity: syntax.severity == .warning ? .warning : .error,
                              code: syntax.code.rawValue, message: syntax.message(in: catalog), fixes: fixes,
                              tags: isDeprecated ? [.deprecated] : [])
        }
        if all.count > limit {
            let next = all[limit].range.lowerBound
            result.append(Diagnostic(range: next..<next, severity: .error, code: tooManySyntaxErrors,
                                     message: catalog.text("check.too-many-syntax-errors", ["count": "\(all.count - limit)"])))
        }
        return result
    }

    /// The code of the diagnostic that stands for the syntax errors past the limit.
    public static let tooManySyntaxErrors = "syntax/too-many-errors"
    /// The code of the one diagnostic a file over `InputLimits.maximumViewFileBytes` gets.
    public static let fileTooLarge = "file-too-large"

    /// A file over the size limit is not checked: one warning at its start says so.
    static func tooLarge(_ file: SourceFile, catalog: MessageCatalog) -> FileCheck {
        let message = catalog.text("check.file-too-large", ["size": InputLimits.mebibytes(file.bytes.count),
                                                            "limit": InputLimits.mebibytes(InputLimits.maximumViewFileBytes)])
        let model = FileModel(path: file.path, root: nil, elements: [], ids: [:], diagnostics: [], dependencies: [])
        return FileCheck(path: file.path, diagnostics: [Diagnostic(range: 0..<0, severity: .warning, code: fileTooLarge, message: message)],
                         model: model)
    }
}

/// Problems that belong to a file because of the others: its type name, a
/// name two files define, a component built from itself.
enum WorkspaceDiagnostics {
    static func diagnose(_ file: SourceFile, in workspace: Workspace, catalog: MessageCatalog) -> [Diagnostic] {
        let range = file.root?.name?.range ?? 0..<0
        var diagnostics: [Diagnostic] = []
        func report(_ code: String, _ key: String, _ arguments: [String: String], related: [RelatedInformation] = []) {
            diagnostics.append(Diagnostic(range: range, severity: .error, code: code, message: catalog.text(key, arguments), related: related))
        }
        if !file.hasValidTypeName {
            report("invalid-type-name", "check.invalid-type-name", ["name": file.typeName])
            return diagnostics
        }
        if Schema.component(named: file.typeName) != nil {
            report("duplicate-type-name", "check.duplicate-type-name.builtin", ["name": file.typeName])
        }
        let others = workspace.paths(definingType: file.typeName).filter { $0 != file.path }
        if !others.isEmpty {
            let related = others.map { RelatedInformation(location: SourceLocation(path: $0, range: 0..<0),
                                                          message: catalog.text("check.duplicate-type-name.other")) }
            report("duplicate-type-name", "check.duplicate-type-name", ["name": file.typeName], related: related)
        }
        if let cycle = componentCycle(from: file, in: workspace) {
            report("component-cycle", "check.component-cycle", ["name": file.typeName, "cycle": cycle.joined(separator: " → ")])
        }
        return diagnostics
    }

    /// The chain of root types from a component back to itself, if there is one within the
    /// expansion bound (a longer chain is an `expansion-limit` where it is used, and the
    /// walk stays short whatever the workspace holds).
    static func componentCycle(from file: SourceFile, in workspace: Workspace) -> [String]? {
        guard !file.isScreen else { return nil }
        var chain = [file.typeName]
        var current = file
        while chain.count <= ExpansionBounds.maximumComponentDepth, let rootName = current.rootTypeName,
              Schema.component(named: rootName) == nil,
              let next = workspace.file(definingType: rootName), !next.isScreen {
            chain.append(rootName)
            if rootName == file.typeName { return chain }
            if chain.dropLast().contains(rootName) { return nil }  // a cycle that does not pass through this file
            current = next
        }
        return nil
    }
}
