/// `viewls docs --man [--locale LANG]`: the manual page, viewls(1), in roff,
/// made from the texts `help` prints (`cli.help.overview` and each listed
/// command's `cli.help.command.<name>`), so the two never disagree. `make
/// install` writes it in English, Russian and Chinese.
import ViewStrings

enum ManPage {
    static func roff(catalog: MessageCatalog) -> String {
        // The coding line tells man(1) to read the page as UTF-8 (the texts hold dashes, Cyrillic and CJK).
        var page = ".\\\" -*- coding: UTF-8 -*-\n"
        page += ".TH VIEWLS 1 \"\" \"\(escape(CommandRouter.versionLine))\" \"\(escape(catalog.text("cli.man.manual")))\"\n"
        page += ".SH \(escape(catalog.text("cli.man.section.name")))\n"
        page += "viewls \\- \(escape(catalog.text("cli.man.summary")))\n"
        page += ".SH \(escape(catalog.text("cli.man.section.synopsis")))\n"
        page += ".B viewls\n.I COMMAND\n[\\fIOPTION\\fR\\&...] [\\fIPATH\\fR\\&...]\n"
        page += ".SH \(escape(catalog.text("cli.man.section.description")))\n"
        page += preformatted(catalog.text("cli.help.overview", ["version": CommandRouter.version]))
        page += ".SH \(escape(catalog.text("cli.man.section.commands")))\n"
        for command in CommandTable.all where command.isListed {
            page += ".SS \(command.name)\n" + preformatted(catalog.text("cli.help.command.\(command.name)"))
        }
        return page
    }

    /// Text kept as `help` lays it out: no filling, no hyphenation.
    static func preformatted(_ text: String) -> String {
        ".nf\n" + text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "\n") + "\n.fi\n"
    }

    /// A line safe in roff: backslashes and minus signs written as escapes (so options copy as ASCII `-`),
    /// and a line that starts with a control character (`.` or `'`) protected.
    static func escape(_ line: String) -> String {
        var escaped = ""
        for character in line {
            switch character {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            default: escaped.append(character)
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}
