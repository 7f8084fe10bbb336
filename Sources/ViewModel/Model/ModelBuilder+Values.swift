/// Decoding binding values and checking them against the property's type
/// (`type-mismatch`, `unresolved-screen`, `unknown-system-image`, and
/// references queued for `unresolved-reference`).
import ViewSyntax

extension ModelBuilder {
    mutating func convert(_ syntax: ValueSyntax?, type: ValueType?, property: String, owner: Element,
                          path: String, diagnose: Bool, expanding: ExpansionChain?) -> Value {
        guard let syntax else { return .missing }
        let value: Value
        switch syntax {
        case .stringLiteral(let literal):
            value = .string(literal.value ?? "")
        case .numberLiteral(let literal):
            value = literal.value.map(Value.number) ?? .missing
        case .boolLiteral(let literal):
            value = literal.value.map(Value.bool) ?? .missing
        case .path(let pathSyntax):
            if let name = pathSyntax.singleName {
                value = .name(Self.newSpelling(of: name, property: property, owner: owner))
            } else {
                value = .path(pathSyntax.names)
            }
        case .list(let list):
            var elementType: ValueType?
            if case .list(let inner)? = type { elementType = inner }
            let listDiagnose = diagnose && (type == nil || elementType != nil)
            value = .list(list.elements.map {
                convert($0, type: elementType, property: property, owner: owner, path: path, diagnose: listDiagnose, expanding: expanding)
            })
        case .object(let object):
            // An object in a component's value (in a list, each one) counts toward the bound as its binding does.
            guard admitsExpandedMember(from: path) else { return .missing }
            if path != file.path, elementDepth >= ExpansionBounds.maximumElementDepth {
                reportTooDeep(elements: true)
                return .missing
            }
            value = .object(buildElement(object, path: path, role: .value(property), parent: owner,
                                         diagnose: diagnose, expanding: expanding))
        }
        if diagnose, let type, !value.isMissing {
            check(value, at: syntax.syntax.range, against: type, property: property, owner: owner)
        }
        return value
    }

    /// A deprecated spelling the owner's property still reads (`keyboard:
    /// default`) as its new spelling (`standard`), so every reader of the model
    /// sees one spelling; the parser has warned at the old one.
    static func newSpelling(of name: String, property: String, owner: Element) -> String {
        guard Schema.deprecatedSpellingWords.contains(name),
              let replacement = owner.declaration?.property(named: property)?.deprecatedSpellings[name] else { return name }
        return replacement
    }

    mutating func check(_ value: Value, at range: Range<Int>, against type: ValueType, property: String, owner: Element) {
        switch type {
        case .string:
            if value.stringValue == nil { mismatch(value, at: range, expected: "value.string", property: property) }
        case .number:
            if value.numberValue == nil { mismatch(value, at: range, expected: "value.number", property: property) }
        case .bool:
            if value.boolValue == nil { mismatch(value, at: range, expected: "value.bool", property: property) }
        case .enumeration(let members):
            checkEnumeration(value, at: range, members: members, property: property)
        case .color:
            if !Self.isColor(value) { mismatch(value, at: range, expected: "value.color", property: property) }
        case .image:
            if !Self.isImage(value) {
                mismatch(value, at: range, expected: "value.image", property: property)
            } else if case .path(let names) = value, !Schema.isSystemImage(names[1]) {
                reportUnknownSystemImage(names[1], at: range, onTab: owner.is("Tab"))
            }
        case .reference(let kind):
            checkReference(value, at: range, expectedKind: kind, property: property)
        case .screen:
            checkScreen(value, at: range, property: property)
        case .presentable:
            checkPresentable(value, at: range, property: property)
        case .list:
            guard let list = value.listValue else { return mismatch(value, at: range, expected: "value.list", property: property) }
            if let count = owner.declaration?.property(named: property)?.count, list.count != count {
                // The only list of a fixed length is `capInsets`, whose message names its four sides.
                report("type-mismatch", at: range, key: "check.type-mismatch.cap-insets",
                       ["property": property, "count": "\(count)", "found": "\(list.count)"])
            }
        }
    }

    static func isColor(_ value: Value) -> Bool {
        switch value {
        case .name(let name): return Schema.paletteColorNames.contains(name)
        case .string(let text): return ColorValue(hex: text) != nil
        default: return false
        }
    }

    static func isImage(_ value: Value) -> Bool {
        switch value {
        case .string: return true
        case .path(let names): return names.count == 2 && names[0] == "system"
        default: return false
        }
    }

    /// `system.NAME` with a name that is neither a bar button nor a tab bar
    /// system item. The replacement is safe when exactly one known name is
    /// close — except `more` and `search` on a tab: those icons promise the
    /// More list and a search screen (`bars/system-item-meaning`), which the
    /// tab may not lead to.
    mutating func reportUnknownSystemImage(_ name: String, at range: Range<Int>, onTab: Bool) {
        let suggestions = EditDistance.suggestions(for: name, among: Schema.systemImageNames)
        let key = suggestions.isEmpty ? "check.unknown-system-image" : "check.unknown-system-image.suggest"
        let fixes = suggestions.map { suggestion in
            Fix(title: catalog.text("fix.replace-with", ["name": "system.\(suggestion)"]),
                edits: [TextEdit(range: range, replacement: "system.\(suggestion)")],
                isSafe: suggestions.count == 1 && !(onTab && Self.tabIconsWithAPromise.contains(suggestion)))
        }
        report("unknown-system-image", at: range, key: key,
               ["name": name, "suggestions": catalog.quotedList(suggestions.map { "system.\($0)" }, .or)],
               severity: .warning, fixes: fixes)
    }

    /// Tab icons whose meaning a screen must keep: `bars/system-item-meaning` judges them.
    static let tabIconsWithAPromise: Set<String> = ["more", "search"]

    mutating func mismatch(_ value: Value, at range: Range<Int>, expected key: String, property: String) {
        report("type-mismatch", at: range, key: "check.type-mismatch",
               ["property": property, "expected": catalog.text(key), "found": describe(value)])
    }

    func describe(_ value: Value) -> String {
        switch value {
        case .string: return catalog.text("value.string")
        case .number: return catalog.text("value.number")
        case .bool(let flag): return "`\(flag)`"
        case .name(let name): return catalog.text("value.name", ["name": name])
        case .path(let names): return catalog.text("value.name", ["name": names.joined(separator: ".")])
        case .list: return catalog.text("value.list")
        case .object(let element): return "`\(element.typeName) { … }`"
        case .missing: return catalog.text("value.nothing")
        }
    }

    mutating func checkEnumeration(_ value: Value, at range: Range<Int>, members: [String], property: String) {
        if let name = value.nameValue, members.contains(name) { return }
        let found: String
        switch value {
        case .name(let name): found = name
        case .string(let text): found = "\"\(text)\""
        default: found = describe(value).replacingBackquotes()
        }
        let suggestion = value.nameValue.flatMap { EditDistance.suggestions(for: $0, among: members, limit: 1).first }
        let members = catalog.quotedList(members, .or)
        if let suggestion {
            report("type-mismatch", at: range, key: "check.type-mismatch.enum.suggest",
                   ["property": property, "members": members, "found": found, "suggestion": suggestion],
                   fixes: replacementFixes(range, with: [suggestion]))
        } else {
            report("type-mismatch", at: range, key: "check.type-mismatch.enum",
                   ["property": property, "members": members, "found": found])
        }
    }

    mutating func checkReference(_ value: Value, at range: Range<Int>, expectedKind: String?, property: String) {
        guard let name = value.nameValue else {
            mismatch(value, at: range, expected: "value.reference", property: property)
            return
        }
        if property == "id" {
            if let first = name.unicodeScalars.first, !("a"..."z").contains(first), first != "_" {
                report("type-mismatch", at: range, key: "check.type-mismatch.id-case", ["found": name])
            }
            return
        }
        pendingReferences.append(PendingReference(range: range, name: name, expectedKind: expectedKind, property: property))
    }

    mutating func checkScreen(_ value: Value, at range: Range<Int>, property: String) {
        guard let name = value.nameValue else {
            mismatch(value, at: range, expected: "value.screen", property: property)
            return
        }
        // Only whether the name is a screen's is read: a keystroke in the target changes nothing here. Asked of
        // the directory once per name and build (a query's answer costs thousands of instructions, and a table of
        // two thousand rows pushing one screen asks two thousand times).
        let known: Bool?
        if let answer = screenAnswers[name] {
            known = answer
        } else {
            dependencies.insert(name)
            known = directory.isScreen(definingType: name)
            screenAnswers[name] = .some(known)
        }
        guard let isScreen = known else {
            let suggestions = directory.screenSuggestions(for: name)
            let key = suggestions.isEmpty ? "check.unresolved-screen" : "check.unresolved-screen.suggest"
            report("unresolved-screen", at: range, key: key, ["name": name, "suggestions": catalog.quotedList(suggestions, .or)],
                   fixes: replacementFixes(range, with: suggestions))
            return
        }
        if !isScreen {
            report("type-mismatch", at: range, key: "check.type-mismatch.not-screen", ["name": name])
        }
    }

    mutating func checkPresentable(_ value: Value, at range: Range<Int>, property: String) {
        switch value {
        case .object(let element):
            guard let kind = element.kind, !Schema.presentableNames.contains(kind) else { return }
            report("type-mismatch", at: element.nameRange, key: "check.type-mismatch.not-presentable",
                   ["found": element.typeName, "property": property])
        case .name:
            checkScreen(value, at: range, property: property)
        default:
            mismatch(value, at: range, expected: "value.presentable", property: property)
        }
    }
}

extension String {
    func replacingBackquotes() -> String { String(filter { $0 != "`" }) }
}
