/// The text of `viewls help` and `viewls help COMMAND`.

enum HelpText {
    static let overview = """
        viewls \(CommandRouter.version) — checks .view screen descriptions against Apple's
        iOS Human Interface Guidelines for bars and content views.

        USAGE: viewls COMMAND [OPTIONS]

        COMMANDS:
          check [PATH…]   report problems and guideline findings (default: .)
          fix [PATH…]     apply the safe fixes (--unsafe for all, --dry-run for a diff)
          format [PATH…]  rewrite files in the canonical layout (--check to only list)
          rules           list the guideline rules
          explain ID      explain one rule, with examples
          syntax FILE     print the syntax tree and the syntax errors of FILE
          serve           run the language server on stdin/stdout (also --stdio)
          help [COMMAND]  this text, or one command's
          --version       print the version

        Messages are in English, Russian or Chinese: check, fix, format, rules and
        explain take --locale en|ru|zh (or a tag such as ru-RU, zh-CN, zh_CN.UTF-8);
        without it the language comes from LC_ALL, LC_MESSAGES or LANG. Rule ids,
        codes and JSON/SARIF field names never change with the language.

        Exit status: 0 no errors, 1 errors found, 2 bad usage or unreadable input.

        """

    static let commands: [String: String] = [
        "check": """
            USAGE: viewls check [PATH…] [--format text|json|sarif|github] [--baseline FILE]
                                [--write-baseline FILE] [--max-warnings N] [--no-color]
                                [--locale LANG]

            Checks the .view files of each PATH (a file or a folder; default '.') and
            prints every problem: syntax errors, checking errors (unknown components
            and properties, wrong values, misplaced components, unresolved names) and
            guideline findings. The workspace is the nearest folder at or above PATH
            that holds a .viewls.json, else PATH itself: every .view file below it is
            one namespace, so screens and components in other files resolve.

              --format text     file:line:col: severity: message [code], the source
                                line and a caret, then a summary (default)
              --format json     {"files":[{"path","diagnostics"}],"summary":{…}}, each
                                diagnostic shaped like an LSP Diagnostic
              --format sarif    SARIF 2.1.0, for code-scanning services
              --format github   GitHub Actions annotations
              --baseline FILE   hide the findings recorded in FILE
              --write-baseline FILE
                                record today's findings in FILE and report none
              --max-warnings N  also fail when there are more than N warnings
              --no-color        no colours even on a terminal (NO_COLOR works too)
              --locale LANG     the language of messages and the summary: en, ru or zh
                                (also ru-RU, zh-Hans, zh_CN.UTF-8…; anything else is
                                English); default: LC_ALL, else LC_MESSAGES, else LANG.
                                Baselines always record and match English messages.

            Exit status: 0 nothing reaches error, 1 errors (or too many warnings),
            2 bad usage or unreadable input.

            """,
        "fix": """
            USAGE: viewls fix [PATH…] [--unsafe] [--dry-run] [--locale LANG]

            Applies the fixes marked safe (the one obvious edit) to the files of each
            PATH, pass after pass until none is left, and writes each changed file as
            an editor does: mode, owner, hard links and symbolic links are kept, and
            a read-only file is refused (see docs/checking.md, "Fixes").

              --unsafe    also apply the other fixes (they change what the screen shows)
              --dry-run   print a unified diff and change nothing
              --locale    the language of the report (see 'viewls help check')

            Exit status: 0 no errors left, 1 errors left, 2 bad usage or a file that
            cannot be read or written (it is left unchanged). --dry-run is a preview:
            0 whether or not it printed a diff, 2 as above ('viewls check' is what
            fails on findings).

            """,
        "format": """
            USAGE: viewls format [PATH…] [--check] [--locale LANG]

            Rewrites the files of each PATH in the canonical layout (the layout the
            editor's Format Document gives). Comments are kept; files with syntax
            errors are left alone and reported.

              --check   list the files that would change, change nothing
              --locale  the language of the report (see 'viewls help check')

            Exit status: 0 done (or, with --check, nothing to change), 1 files with
            syntax errors (or, with --check, files to change), 2 bad usage or a file
            that cannot be read or written.

            """,
        "rules": """
            USAGE: viewls rules [--locale LANG]

            Lists every guideline rule by family: id, default severity, whether it
            has a safe or an unsafe fix, and a one-line summary. Set severities, or
            'off', in .viewls.json under "rules". --locale picks the language of the
            summaries (see 'viewls help check').

            """,
        "explain": """
            USAGE: viewls explain ID [--locale LANG]

            Explains one rule: what it checks, why (the guideline), how to fix it,
            its fix, the section of the guidelines it comes from, and the examples
            its tests run, each with what 'viewls check' reports for it. ID is a rule
            id (tab-bar/too-many-tabs) or, when only one rule has it, the name alone
            (too-many-tabs). --locale picks the language of the text (see 'viewls
            help check'). The same text in English is the rule's page in docs/rules/.

            """,
        "syntax": """
            USAGE: viewls syntax FILE

            Prints FILE's lossless syntax tree — each node and token with its kind and
            byte range, tokens with their text — and then its syntax errors, each with
            line:column (1-based, in characters), code, byte range and message. This is
            the view that parser tests and bug reports use. FILE may be '-' for stdin.

            Exit status: 0 no syntax errors, 1 syntax errors, 2 unreadable FILE.

            """,
        "serve": """
            USAGE: viewls serve   (or: viewls --stdio)

            Runs the language server: LSP 3.17 over stdin and stdout with
            Content-Length framing. Editors start it; see editors/ in the
            repository. Only protocol messages go to stdout; the server exits
            with 0 after `shutdown` and `exit`, 1 when the input ends otherwise.

            """,
        "help": """
            USAGE: viewls help [COMMAND]

            Prints the overview, or one command's usage.

            """,
    ]
}
