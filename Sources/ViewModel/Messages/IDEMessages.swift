/// English texts of the editor features in `ViewIDE`: hover cards, completion
/// details and code action titles. Written with Markdown backticks and bold;
/// the plain-text forms are made by dropping the markup.
enum IDEMessages {
    static let english: [String: String] = [
        // Hover: a built-in component's guideline card.
        "ide.hover.component.heading": "**{name}** · {family}",
        "ide.hover.family.bars": "bars",
        "ide.hover.family.contentViews": "content views",
        "ide.hover.family.controls": "controls",
        "ide.hover.family.temporaryViews": "temporary views",
        "ide.hover.properties": "**Properties**",
        "ide.hover.property.item": "`{name}`: {type}",
        "ide.hover.property.item.default": "`{name}`: {type} = `{default}`",
        "ide.hover.reported": "**Reported here**",
        "ide.hover.reported.item": "`{id}` — {message}",
        "ide.hover.rules": "**Rules that check it**",
        "ide.hover.rules.other": "**Other rules that check it**",
        "ide.hover.rules.item": "`{id}` — {summary}",
        // Hover: workspace components and screens.
        "ide.hover.workspace.screen": "**{name}** · screen",
        "ide.hover.workspace.component": "**{name}** · component built on `{kind}`",
        "ide.hover.workspace.component.unknown": "**{name}** · component",
        "ide.hover.workspace.file": "Defined in `{path}`",
        "ide.hover.workspace.title": "Title: {title}",
        "ide.hover.workspace.builtin": "A `{kind}`: {summary}",
        // Hover: properties, values and ids.
        "ide.hover.property.heading": "`{name}` · property of `{component}`",
        "ide.hover.property.type": "Type: `{type}`",
        "ide.hover.property.default": "Default: `{default}`",
        "ide.hover.property.no-default": "No default",
        "ide.hover.property.values": "Values: {values}",
        "ide.hover.property.values.color": "Values: {values}, or \"#RRGGBB\" / \"#RRGGBBAA\"",
        "ide.hover.property.common": "Every element takes this property.",
        "ide.hover.member.heading": "`{member}` · a value of `{component}.{property}`",
        "ide.hover.member.default": "The default.",
        "ide.hover.member.others": "Other values: {values}",
        "ide.hover.color.heading": "`{name}` · palette colour {hex}",
        "ide.hover.reference.heading": "`{id}` · the id of a `{type}` on line {line}",
        // Hover: a diagnostic's rule explained.
        "ide.hover.diagnostic.heading": "**{id}**: {message}",
        "ide.hover.diagnostic.what": "**What it checks.** {text}",
        "ide.hover.diagnostic.why": "**Why.** {text}",
        "ide.hover.diagnostic.how": "**How to fix.** {text}",
        // Completion.
        "ide.completion.builtin": "component",
        "ide.completion.workspace-component": "component · {kind}",
        "ide.completion.screen": "screen",
        "ide.completion.screen.documentation": "Screen defined in `{path}`",
        "ide.completion.component.documentation": "Component defined in `{path}`, built on `{kind}`",
        "ide.completion.member": "value of {component}.{property}",
        "ide.completion.member.default": "The default value of `{component}.{property}`.",
        "ide.completion.color": "palette colour",
        "ide.completion.system-image": "system image",
        "ide.completion.color.documentation": "The palette colour {hex}.",
        "ide.completion.bool": "bool",
        "ide.completion.reference": "id of a {type}",
        "ide.completion.reference.documentation": "The `{type}` with `id: {id}`, line {line}.",
        "ide.completion.property.documentation": "Default: `{default}`",
        // Code actions.
        "ide.action.disable-line": "Disable {rule} for this line",
        "ide.action.fix-all": "Apply all safe viewls fixes",
        // Rename: why a new name is refused.
        "ide.rename.invalid-id": "`{name}` cannot be an id: an id starts with a lower-case letter or `_`, then letters, digits or `_`",
        "ide.rename.invalid-type": "`{name}` cannot be a type name: it starts with an upper-case letter, then letters, digits or `_`",
        "ide.rename.builtin": "`{name}` is a built-in component",
        "ide.rename.taken-id": "This file already has the id `{name}`",
        "ide.rename.taken-type": "`{name}` is already defined in `{path}`",
        "ide.rename.needs-file-rename": "Renaming `{name}` renames `{path}`, and this editor cannot rename files",
        // Document symbols: an element named by its type and its id or title.
        "ide.symbol.with-id": "{type} {id}",
        "ide.symbol.with-title": "{type} \"{title}\"",
        // The server's indexing progress.
        "server.progress.title": "Indexing .view files",
        "server.progress.files": "{count} {count#file|files}",
        "server.progress.read": "{done}/{total} files",
        "server.progress.end": "{count} {count#file|files} indexed",
        // The server's log lines about the user's files (protocol faults stay English).
        "server.log.indexed": "indexed {count} files below {root} in {milliseconds} ms",
        "server.log.unreadable": "could not read {path}",
        "server.log.file-problem": "{path}: {problem}",
        "server.log.settings-problem": "editor settings: {problem}",
    ]
}
