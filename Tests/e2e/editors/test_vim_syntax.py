"""test_vim_syntax.py — owns the tests of the Vim syntax file
editors/vim/syntax/view.vim against the TextMate grammar: every token of every
case in grammar_cases.py gets, in Vim 9 and in Neovim (Debian's 0.7 and the
current one from Tests/e2e/setup when present), the syntax item that the
token's TextMate scope stands for; and Neovim's plugin carries a byte-identical
copy of the file."""
from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from grammar_cases import CASES
from textmate import REPO

SYNTAX = REPO / "editors" / "vim" / "syntax" / "view.vim"
NVIM_COPY = REPO / "editors" / "nvim" / "syntax" / "view.vim"

# The Vim syntax item for each innermost TextMate scope.
ITEMS = {
    "entity.name.type.view": {"viewComponent", "viewTypeName"},
    "variable.other.property.view": {"viewProperty"},
    "variable.other.enummember.view": {"viewEnumMember"},
    "entity.name.variable.id.view": {"viewIdName"},
    "variable.language.system.view": {"viewSystem"},
    "variable.other.object.view": {"viewPathObject"},
    "variable.other.constant.view": {"viewPathMember"},
    "constant.numeric.view": {"viewNumber"},
    "constant.language.boolean.view": {"viewBoolean"},
    "support.constant.color.view": {"viewColor"},
    "string.quoted.double.view": {"viewString"},
    "string.quoted.single.view": {"viewString"},
    "constant.character.escape.view": {"viewEscape"},
    "invalid.illegal.escape.view": {"viewBadEscape"},
    "constant.other.color.rgb-value.view": {"viewHexColor"},
    # Vim ends the string at the line break without marking its last character.
    "invalid.illegal.unterminated-string.view": {"viewString"},
    "comment.line.double-slash.view": {"viewLineComment"},
    "comment.block.view": {"viewComment"},
    "keyword.control.directive.suppression.view": {"viewSuppression"},
    "constant.other.rule-id.view": {"viewRuleIds"},
    "invalid.illegal.character.view": {"viewInvalid"},
}


def expected_items(scope: str) -> set[str]:
    scopes = scope.split()
    if not scopes:
        return {""}
    innermost = scopes[-1]
    if innermost.startswith("punctuation.") and len(scopes) > 1:
        # A quote belongs to its string, `//` and `/*` to their comment, a comma
        # between rule ids to the list.
        outer = scopes[-2]
        return {"viewRuleIds"} if innermost == "punctuation.separator.comma.view" else ITEMS[outer]
    if innermost.startswith("punctuation."):
        return {"viewDelimiter"}
    return ITEMS[innermost]


def positions(snippet: str, expected) -> list[tuple[str, int, int, set[str]]]:
    """(token, 1-based line, 1-based byte column, items) for the first and the
    last character of each token."""
    found = []
    cursor = 0
    for text, scope in expected:
        start = snippet.index(text, cursor)
        cursor = start + len(text)
        for offset in {start, cursor - 1}:
            before = snippet[:offset]
            line = before.count("\n") + 1
            column = len(before[before.rfind("\n") + 1:].encode("utf-8")) + 1
            found.append((text, line, column, expected_items(scope)))
    return found


DUMP = r"""
let s:cases = json_decode(join(readfile($VIEWLS_CASES), "\n"))
let s:results = []
for s:case in s:cases
  execute 'edit!' fnameescape(s:case.file)
  " Detection is each plugin's own (and tested with it): this is about syntax/view.vim.
  setlocal filetype=view
  let s:got = []
  for [s:line, s:column] in s:case.positions
    call add(s:got, synIDattr(synID(s:line, s:column, 1), 'name'))
  endfor
  call add(s:results, s:got)
endfor
call writefile([json_encode(s:results)], $VIEWLS_RESULTS)
qall!
"""


def editors() -> list[tuple[str, list[str]]]:
    found = []
    if shutil.which("vim"):
        found.append(("vim", ["vim", "-N", "-u", "NONE", "-i", "NONE", "-es"]))
    if shutil.which("nvim"):
        found.append(("nvim", ["nvim", "--headless", "--clean", "-u", "NONE"]))
    current = REPO / ".build" / "nvim-current" / "bin" / "nvim"
    if current.exists():
        found.append(("nvim-current", [str(current), "--headless", "--clean", "-u", "NONE"]))
    assert found, "no vim or nvim on PATH (Tests/e2e/setup installs them)"
    return found


@pytest.fixture(scope="module")
def syntax_items() -> dict[str, list[list[str]]]:
    """Per editor, per case, the syntax item at each position."""
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        cases = []
        for number, (_, snippet, expected) in enumerate(CASES):
            file = folder / f"case{number}.view"
            file.write_text(snippet + "\n", "utf-8")
            cases.append({"file": str(file), "positions": [[line, column] for _, line, column, _ in positions(snippet, expected)]})
        (folder / "cases.json").write_text(json.dumps(cases), "utf-8")
        script = folder / "dump.vim"
        script.write_text(
            f"set runtimepath^={REPO / 'editors' / 'vim'}\nfiletype on\nsyntax on\n{DUMP}", "utf-8")
        for name, command in editors():
            output = folder / f"{name}.json"
            run = subprocess.run([*command, "-S", str(script)], env={
                "PATH": "/usr/bin:/bin", "HOME": tmp, "VIEWLS_CASES": str(folder / "cases.json"),
                "VIEWLS_RESULTS": str(output)}, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
            assert output.exists(), f"{name} wrote no results: {run.stdout} {run.stderr}"
            results[name] = json.loads(output.read_text("utf-8"))
    return results


def test_the_neovim_plugin_carries_the_same_syntax_file():
    assert NVIM_COPY.read_bytes() == SYNTAX.read_bytes(), (
        "editors/nvim/syntax/view.vim must be a copy of editors/vim/syntax/view.vim: "
        "cp editors/vim/syntax/view.vim editors/nvim/syntax/")


@pytest.mark.parametrize("number", range(len(CASES)), ids=[case[0] for case in CASES])
def test_vim_syntax_items_follow_the_textmate_scopes(syntax_items, number):
    name, snippet, expected = CASES[number]
    wanted = positions(snippet, expected)
    for editor, results in syntax_items.items():
        got = results[number]
        mismatches = [f"{text!r} at {line}:{column}: {item or 'nothing'} (want {' or '.join(sorted(items)) or 'nothing'})"
                      for (text, line, column, items), item in zip(wanted, got) if item not in items]
        assert not mismatches, f"{editor}: " + "; ".join(mismatches)
