"""test_grammar.py — owns the tests of grammar/view.tmLanguage.json with a real
TextMate engine: the scopes of representative tokens (grammar_cases.py); that
every example and fixture, broken ones included, and hostile inputs tokenize
completely and quickly; and that what the grammar calls invalid agrees with the
syntax errors of the real parser ($VIEWLS)."""
from __future__ import annotations

import os
import re
import subprocess
import time

import pytest

from grammar_cases import CASES
from textmate import REPO, ROOT_SCOPE, Tokenizer, normalized


@pytest.fixture(scope="module")
def tokenizer() -> Tokenizer:
    return Tokenizer()


def view_files() -> list:
    examples = sorted(REPO.glob("Examples/**/*.view"))
    fixtures = sorted(REPO.glob("Tests/*/Fixtures/**/*.view"))
    assert len(examples) >= 20 and len(fixtures) >= 100, "the examples or fixtures moved"
    return examples + fixtures


def assert_covers(tokens, text: str, what: str) -> None:
    """The tokens, in order, spell every line of the text exactly: no character
    is dropped, repeated or left behind."""
    lines = normalized(text).split("\n")[:-1]
    spelled = [""] * len(lines)
    for token in tokens:
        assert token.line < len(lines), f"{what}: token {token.text!r} past the last line"
        assert token.column == len(spelled[token.line]), f"{what}: gap or overlap at {token.line}:{token.column}"
        spelled[token.line] += token.text
    for number, (line, got) in enumerate(zip(lines, spelled)):
        assert got == line, f"{what}: line {number + 1} tokenizes as {got!r}, not {line!r}"


@pytest.mark.parametrize("name,snippet,expected", CASES, ids=[case[0] for case in CASES])
def test_scopes(tokenizer, name, snippet, expected):
    tokens = tokenizer.tokens(snippet)
    assert_covers(tokens, snippet, name)
    got = [(token.text.strip(), token.scope) for token in tokens if token.text.strip()]
    assert got == expected


@pytest.mark.parametrize("path", view_files(), ids=lambda path: str(path.relative_to(REPO)))
def test_every_example_and_fixture_tokenizes_completely(tokenizer, path):
    # Invalid UTF-8 reaches an editor as U+FFFD, as here.
    text = path.read_bytes().decode("utf-8", errors="replace")
    started = time.monotonic()
    tokens = tokenizer.tokens(text)
    assert time.monotonic() - started < 10, f"{path.name} took too long"
    assert_covers(tokens, text, path.name)
    # Against the real parser: a file without syntax errors has a component and
    # nothing the grammar calls invalid; a file with an unexpected character has
    # a character the grammar calls invalid.
    codes = syntax_error_codes(path)
    invalid = [token for token in tokens if any(scope.startswith("invalid.") for scope in token.scopes)]
    if not codes:
        assert any(token.scopes[-1:] == ("entity.name.type.view",) for token in tokens), path.name
        assert invalid == [], f"{path.name}: {invalid[:3]}"
    if "syntax/unexpected-character" in codes:
        assert any("invalid.illegal.character.view" in token.scopes for token in invalid), path.name


def syntax_error_codes(path) -> set:
    """The codes of the syntax errors that `viewls syntax` reports for a file."""
    binary = os.environ.get("VIEWLS", "")
    assert binary and os.access(binary, os.X_OK), "set VIEWLS to the viewls binary (Tests/e2e/run does)"
    result = subprocess.run([binary, "syntax", str(path)], capture_output=True, timeout=60)
    assert result.returncode in (0, 1), result.stderr
    listing = result.stdout.decode("utf-8", errors="replace").split("\ndiagnostics:\n", 1)
    codes = set(re.findall(r"^  \d+:\d+ (syntax/[a-z0-9-]+)@", listing[1], re.M)) if len(listing) == 2 else set()
    assert bool(codes) == (result.returncode == 1), f"{path.name}: exit {result.returncode}, codes {codes}"
    return codes


# The engine is pure Python and slows down quadratically on long lines, so the
# sizes stay moderate (VS Code stops tokenizing a line after 20,000 characters);
# what is tested is that nothing nests, backtracks or runs away.
HOSTILE = {
    "empty": "",
    "only blanks": " \t ",
    "byte-order mark": "\ufeffScreen {}",
    "CRLF and CR line breaks": "Screen {\r\n    title: \"A\"\r    x: 1\r\n}",
    "2,000 nested blocks on one line": "A {" * 2000 + "}" * 2000,
    "5,000 nested lists over lines": "x: " + "[\n" * 5000 + "]\n" * 5000,
    "an unterminated block comment over 5,000 lines": "/*\n" + "Screen { title: \"x\" }\n" * 5000,
    "5,000 unterminated strings": "\"unterminated\n" * 5000,
    "a 20,000-character string": "title: \"" + "Я语" * 10000 + "\"",
    "a 5,000-character line of many tokens": "Cell { title: \"" + "语" * 2000 + "\" } " + "a: b; " * 500,
    "stray characters": "@#$%^&*()!?<>|`~=+\\\u3000；，｛",
}


@pytest.mark.parametrize("name", HOSTILE, ids=list(HOSTILE))
def test_hostile_input_tokenizes_completely_and_quickly(tokenizer, name):
    text = HOSTILE[name]
    started = time.monotonic()
    tokens = tokenizer.tokens(text)
    assert time.monotonic() - started < 30, f"{name} took too long"
    assert_covers(tokens, text, name)


def test_the_grammar_names_the_language(tokenizer):
    grammar = tokenizer.grammar
    assert grammar["scopeName"] == ROOT_SCOPE
    assert grammar["fileTypes"] == ["view"]
