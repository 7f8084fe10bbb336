/// English texts of the command line's usage errors (a bad option, a path
/// that cannot be read or written) and its progress line. Command and option
/// names, paths and values stay as typed, in `'…'`.
enum UsageMessages {
    static let english: [String: String] = [
        "cli.usage.needs-value": "'{option}' needs a value; see 'viewls help {command}'",
        "cli.usage.unknown-option": "unknown option '{option}' for '{command}'; see 'viewls help {command}'",
        "cli.usage.unknown-option.bare": "unknown option '{option}' for '{command}'",
        "cli.usage.unknown-option.suggest": "unknown option '{option}' for '{command}'; did you mean '{suggestion}'?",
        "cli.usage.choice": "'{option}' takes {choices}; got '{value}'",
        "cli.usage.choice.suggest": "'{option}' takes {choices}; got '{value}'; did you mean '{suggestion}'?",
        "cli.usage.count": "'{option}' takes a whole number of 0 or more; got '{value}'",
        "cli.usage.unknown-command": "unknown command '{command}'; run 'viewls help' for the list",
        "cli.usage.unknown-command.suggest": "unknown command '{command}'; did you mean '{suggestion}'?",
        "cli.usage.no-help": "no help for '{topic}'; commands: {commands}",
        "cli.usage.rules-arguments": "'rules' takes no arguments; for one rule run 'viewls explain ID'",
        "cli.usage.explain-arguments": "'explain' takes one rule id; usage: viewls explain ID (see 'viewls rules')",
        "cli.usage.no-rule": "no rule '{id}'; see 'viewls rules'",
        "cli.usage.no-rule.suggest": "no rule '{id}'; did you mean '{suggestion}'?",
        "cli.usage.syntax-arguments": "'syntax' takes exactly one FILE; usage: viewls syntax FILE",
        "cli.usage.no-such-path": "cannot read '{path}': no such file or directory",
        "cli.usage.no-such-file": "cannot read '{path}': no such file",
        "cli.usage.directory": "cannot read '{path}': it is a directory",
        "cli.usage.unreadable": "cannot read '{path}': permission denied or unreadable",
        "cli.usage.link-outside": "cannot read '{path}': it is a symbolic link to '{target}', outside the workspace root '{root}'",
        "cli.usage.not-regular-file": "cannot read '{path}': not a regular file (a FIFO, socket or device)",
        "cli.note": "note: {note}",
        "cli.usage.too-large.view": "'{path}' is not checked: it is {size} MiB, over the {limit} MiB limit for .view files",
        "cli.usage.too-large.configuration": "cannot read configuration '{path}': it is {size} MiB, over the {limit} MiB limit",
        "cli.usage.baseline-missing": "cannot read baseline '{path}': no such file or unreadable",
        "cli.usage.baseline-invalid": "cannot read baseline '{path}': not a viewls baseline ({reason})",
        "cli.usage.cannot-write": "cannot write '{path}': {reason}; the file is unchanged",
        "cli.usage.cannot-write.temporary": "cannot write '{path}': cannot create a temporary file beside it; the file is unchanged",
        "cli.usage.cannot-write.refused": "cannot write '{path}': the disk refused the new contents; the file is unchanged",
        "cli.usage.read-only": "cannot write '{path}': the file is read-only; the file is unchanged",
        "cli.baseline.recorded": "viewls: recorded {count} findings in '{path}'",
        "cli.progress.checking": "checking {done}/{total}…",
    ]
}
