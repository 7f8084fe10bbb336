/// `FormatInline`: the one-line forms of values — `Cell { title: "A"; detail: "B" }`,
/// `[a, b, c]` — and when a block or a list may take one (no comments inside;
/// for a block, written on one line and holding only bindings).
import ViewSyntax

enum FormatInline {
    /// `Name { a: 1; b: 2 }` or `Name {}`, when the object may stay on one line:
    /// no comment in it, no line break between its braces, only bindings in its
    /// block, and each value has a one-line form. Width is the caller's check.
    static func object(_ node: SyntaxNode) -> String? {
        var name: String?
        var block: SyntaxNode?
        for child in node.children {
            switch child {
            case .token(let token) where token.kind == .identifier: name = token.text
            case .token(let token) where isComment(token.kind): return nil
            case .node(let inner) where inner.kind == .block: block = inner
            default: break
            }
        }
        guard let name, let block else { return nil }
        let breaksOrComments = anyToken(in: block.green) { token in
            isComment(token.kind) || (token.kind == .whitespace && token.containsLineBreak)
        }
        guard !breaksOrComments else { return nil }
        var parts: [String] = []
        let members = block.childNodes
        for (index, member) in members.enumerated() {
            guard member.kind == .binding, let binding = binding(member) else { return nil }
            // A binding whose value is an object or a list of objects takes no
            // `;` after it (QML has none there): only the last may share the line.
            if index < members.count - 1, endsWithObject(member) { return nil }
            parts.append(binding)
        }
        return parts.isEmpty ? name + " {}" : name + " { " + parts.joined(separator: "; ") + " }"
    }

    /// Whether a binding's value is an object or a list of objects.
    static func endsWithObject(_ binding: SyntaxNode) -> Bool {
        guard let value = BindingSyntax(binding)?.value?.syntax else { return false }
        return value.kind == .object || isObjectList(value)
    }

    /// Whether a list holds objects (the formatter writes no comma after its last object).
    static func isObjectList(_ node: SyntaxNode) -> Bool {
        node.kind == .list && node.childNodes.first?.kind == .object
    }

    /// `[a, b, c]`, when the list has no comment in it and each element has a one-line form.
    static func list(_ node: SyntaxNode) -> String? {
        guard !anyToken(in: node.green, { isComment($0.kind) }) else { return nil }
        var parts: [String] = []
        for element in node.childNodes {
            guard let text = value(element) else { return nil }
            parts.append(text)
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    /// The one-line form of any value, or nil when it has none.
    static func value(_ node: SyntaxNode) -> String? {
        switch node.kind {
        case .stringLiteral, .numberLiteral, .boolLiteral:
            return node.text
        case .path:
            return anyToken(in: node.green, { isComment($0.kind) }) ? nil : path(node)
        case .list:
            return list(node)
        case .object:
            return object(node)
        default:
            return nil
        }
    }

    /// `name: value` for a binding without comments whose value has a one-line form.
    static func binding(_ node: SyntaxNode) -> String? {
        guard let name = node.childToken([.identifier]),
              let value = BindingSyntax(node)?.value?.syntax,
              !node.childTokens.contains(where: { isComment($0.kind) }),
              let text = self.value(value)
        else { return nil }
        return name.text + ": " + text
    }

    /// A path's names joined by `.`; a comment inside keeps its place with one
    /// space either side: `system. /* why */ gear`.
    static func path(_ node: SyntaxNode) -> String {
        var text = ""
        var spaceBeforeNext = false
        for token in node.childTokens where token.kind != .whitespace {
            if isComment(token.kind) {
                text += (text.isEmpty ? "" : " ") + token.text
                spaceBeforeNext = true
            } else {
                text += (spaceBeforeNext ? " " : "") + token.text
                spaceBeforeNext = false
            }
        }
        return text
    }

    static func isComment(_ kind: SyntaxKind) -> Bool {
        kind == .lineComment || kind == .blockComment
    }

    /// Whether some token under `node` satisfies `predicate`; stops at the first.
    /// Iterative, so no depth of nesting can exhaust the stack.
    static func anyToken(in node: GreenNode, _ predicate: (GreenToken) -> Bool) -> Bool {
        var pending: [GreenNode] = [node]
        while let current = pending.popLast() {
            let found = current.withChildren { children -> Bool in
                for child in children {
                    switch child {
                    case .token(let token): if predicate(token) { return true }
                    case .node(let inner): pending.append(inner)
                    }
                }
                return false
            }
            if found { return true }
        }
        return false
    }
}
