"""textmate.py — owns tokenizing .view text with the repository's TextMate grammar
through a TextMate engine (textmate-grammar-python on Oniguruma), the one place
that knows that engine's API and quirks."""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
GRAMMAR = REPO / "grammar" / "view.tmLanguage.json"
ROOT_SCOPE = "source.view"

# The engine logs every character that no rule matches (whitespace included) as
# a warning; only its errors matter here.
logging.getLogger("textmate_grammar").setLevel(logging.ERROR)


@dataclass(frozen=True)
class Token:
    line: int
    column: int
    text: str
    scopes: tuple[str, ...]  # outermost first, without the root scope

    @property
    def scope(self) -> str:
        """The scopes as one string, outermost first: `string.quoted.double.view
        punctuation.definition.string.end.view`; empty for plain text."""
        return " ".join(self.scopes)


def normalized(text: str) -> str:
    """The lines an editor hands to a TextMate engine: `\\r\\n` and `\\r` become
    `\\n` (the engine does so too), and the text ends with a line break, because
    the engine fails with an IndexError on a last line without one whose end no
    rule matches (`" "` alone), whatever the grammar. A final line break adds no
    token."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text if text.endswith("\n") else text + "\n"


class Tokenizer:
    def __init__(self, grammar: Path = GRAMMAR):
        from textmate_grammar.parsers.base import LanguageParser  # writes .textmate_cache/ into the cwd

        self.grammar = json.loads(grammar.read_text("utf-8"))
        self.parser = LanguageParser(self.grammar)

    def tokens(self, text: str) -> list[Token]:
        """Every token of `text`, in order, as the engine's flattened view gives
        them: one per run of characters with the same scopes on one line."""
        element = self.parser.parse_string(normalized(text))
        if element is None:
            return []
        result = []
        for (line, column), content, scopes in element.flatten():
            assert scopes and scopes[0] == ROOT_SCOPE, f"token {content!r} is outside {ROOT_SCOPE}: {scopes}"
            result.append(Token(line, column, content, tuple(scopes[1:])))
        return result
