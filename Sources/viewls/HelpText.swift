/// The text of `viewls help` and `viewls help COMMAND`.

enum HelpText {
    static let overview = """
        viewls \(CommandRouter.version) — checks .view screen descriptions against Apple's
        iOS Human Interface Guidelines for bars and content views.

        USAGE: viewls COMMAND [OPTIONS]

        COMMANDS:
          syntax FILE     print the syntax tree and the syntax errors of FILE
          help [COMMAND]  this text, or one command's
          --version       print the version

        Exit status: 0 no errors, 1 errors found, 2 bad usage or unreadable input.

        """

    static let commands: [String: String] = [
        "syntax": """
            USAGE: viewls syntax FILE

            Prints FILE's lossless syntax tree — each node and token with its kind and
            byte range, tokens with their text — and then its syntax errors, each with
            line:column (1-based, in characters), code, byte range and message. This is
            the view that parser tests and bug reports use. FILE may be '-' for stdin.

            Exit status: 0 no syntax errors, 1 syntax errors, 2 unreadable FILE.

            """,
        "help": """
            USAGE: viewls help [COMMAND]

            Prints the overview, or one command's usage.

            """,
    ]
}
