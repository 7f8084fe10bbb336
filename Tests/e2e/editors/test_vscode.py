"""test_vscode.py — owns the tests of the VS Code extension in editors/vscode:
the manifest (paths, language, grammar, settings, activation, commands and
menus), the grammar copy, the language configuration, the client's JavaScript
(node --check and its Node tests, the preview's among them) and the
.viewls.json JSON Schema, checked against the real server's reader ($VIEWLS)
on every configuration in the repository and on invalid ones. The preview's
webview script is tested in Chromium by test_vscode_webview.py."""
from __future__ import annotations

import fnmatch
import json
import os
import re
import subprocess
import tempfile
from pathlib import Path

import jsonschema
import pytest

from textmate import GRAMMAR, REPO

EXTENSION = REPO / "editors" / "vscode"
MANIFEST = json.loads((EXTENSION / "package.json").read_text("utf-8"))
SCHEMA_PATH = EXTENSION / "schemas" / "viewls.schema.json"
SCHEMA = json.loads(SCHEMA_PATH.read_text("utf-8"))
CONTRIBUTES = MANIFEST["contributes"]
SETTINGS = CONTRIBUTES["configuration"]["properties"]


def viewls() -> str:
    path = os.environ.get("VIEWLS", "")
    assert path and os.access(path, os.X_OK), "set VIEWLS to the viewls binary (Tests/e2e/run does)"
    return path


# ---- manifest ----

def named_paths() -> list[str]:
    paths = [MANIFEST["main"]]
    paths += [language["configuration"] for language in CONTRIBUTES["languages"]]
    paths += [grammar["path"] for grammar in CONTRIBUTES["grammars"]]
    paths += [validation["url"] for validation in CONTRIBUTES["jsonValidation"]]
    return paths


@pytest.mark.parametrize("relative", named_paths())
def test_every_path_the_manifest_names_exists_inside_the_extension(relative):
    assert relative.startswith("./"), "vsce packages only the extension's own folder"
    path = (EXTENSION / relative).resolve()
    assert path.is_file(), relative
    assert EXTENSION.resolve() in path.parents


def test_language_and_grammar_agree():
    [language] = CONTRIBUTES["languages"]
    [grammar] = CONTRIBUTES["grammars"]
    copied = json.loads((EXTENSION / grammar["path"]).read_text("utf-8"))
    assert language["id"] == "view" and language["extensions"] == [".view"]
    assert grammar["language"] == language["id"]
    assert grammar["scopeName"] == copied["scopeName"] == "source.view"
    assert copied["fileTypes"] == [ext.lstrip(".") for ext in language["extensions"]]


def test_the_grammar_copy_is_byte_identical_to_the_source():
    [grammar] = CONTRIBUTES["grammars"]
    copy = EXTENSION / grammar["path"]
    assert copy.read_bytes() == GRAMMAR.read_bytes(), (
        "editors/vscode/syntaxes/ must be a copy of grammar/view.tmLanguage.json: "
        "cp grammar/view.tmLanguage.json editors/vscode/syntaxes/")


def test_activation_and_entry_point():
    assert "onLanguage:view" in MANIFEST["activationEvents"]
    assert "workspaceContains:**/.viewls.json" in MANIFEST["activationEvents"]
    assert MANIFEST["main"] == "./extension.js"
    assert re.fullmatch(r"\^1\.\d+\.0", MANIFEST["engines"]["vscode"])
    # vscode-languageclient 9 needs VS Code 1.82 or later; the version is pinned exactly.
    assert MANIFEST["dependencies"] == {"vscode-languageclient": "9.0.1"}
    assert int(MANIFEST["engines"]["vscode"].split(".")[1]) >= 82
    source = (EXTENSION / "extension.js").read_text("utf-8")
    for command in CONTRIBUTES["commands"]:
        assert f"registerCommand('{command['command']}'" in source, command["command"]


def test_the_readme_packages_without_a_repository_url():
    # vsce rewrites a README's relative links against the manifest's
    # `repository`, and without one refuses to package a README that has them,
    # unless told not to rewrite them: the package command the README gives does.
    readme = (EXTENSION / "README.md").read_text("utf-8")
    relative = [link for link in re.findall(r"\]\(([^)\s]+)", readme) if not re.match(r"[a-z]+:|#", link)]
    [package] = re.findall(r"^npx @vscode/vsce package .*$", readme, re.M)
    assert "repository" in MANIFEST or relative == [] or "--no-rewrite-relative-links" in package.split()
    # Relative links name files of the package itself (the images shown in VS Code's extension view).
    ignored = [line for line in (EXTENSION / ".vscodeignore").read_text("utf-8").splitlines() if line and not line.startswith("#")]
    for link in relative:
        target = (EXTENSION / link).resolve()
        assert target.is_file() and EXTENSION.resolve() in target.parents, link
        assert not any(fnmatch.fnmatch(link, pattern) or fnmatch.fnmatch(link, pattern.removeprefix("**/")) for pattern in ignored), link


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{path.name} is not a PNG"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_the_icon_is_a_packaged_square_png_of_at_least_128_pixels():
    # The Marketplace and VS Code's extension view want a PNG (not SVG) of at least 128×128.
    icon = MANIFEST["icon"]
    path = (EXTENSION / icon).resolve()
    assert path.is_file() and EXTENSION.resolve() in path.parents, icon
    width, height = png_size(path)
    assert width == height >= 128, (width, height)
    ignored = [line for line in (EXTENSION / ".vscodeignore").read_text("utf-8").splitlines() if line and not line.startswith("#")]
    assert not any(fnmatch.fnmatch(icon, pattern) for pattern in ignored), "the icon must be packaged"


def test_restricted_mode_is_declared_and_keeps_the_workspace_from_choosing_the_program():
    trust = MANIFEST["capabilities"]["untrustedWorkspaces"]
    # The server only reads the workspace; the one setting that runs something is viewls.path.
    assert trust["supported"] == "limited"
    assert trust["restrictedConfigurations"] == ["viewls.path"]
    assert "viewls.path" in SETTINGS and "viewls.path" in trust["description"]


def test_the_preview_panel_is_restored_after_a_window_reload():
    # VS Code activates the extension for a kept panel only through this event,
    # and hands it to the serializer registered for the same view type.
    assert "onWebviewPanel:viewls.preview" in MANIFEST["activationEvents"]
    created = re.findall(r"createWebviewPanel\(\s*'([^']+)'", (EXTENSION / "preview.js").read_text("utf-8"))
    serialized = re.findall(r"PREVIEW_VIEW_TYPE = '([^']+)'", (EXTENSION / "previewSerializer.js").read_text("utf-8"))
    assert created == serialized == ["viewls.preview"]


def commands_by_id() -> dict:
    return {command["command"]: command for command in CONTRIBUTES["commands"]}


def test_the_commands():
    assert list(commands_by_id()) == ["viewls.restartServer", "viewls.openPreview"]
    for command in commands_by_id().values():
        assert command["category"] == "viewls" and command["title"], command
    assert commands_by_id()["viewls.openPreview"]["title"] == "Open Preview to the Side"
    assert re.fullmatch(r"\$\([a-z-]+\)", commands_by_id()["viewls.openPreview"]["icon"]), "a product icon, no file"


def test_the_menus_offer_the_preview_for_view_files_only():
    menus = CONTRIBUTES["menus"]
    for place, entries in menus.items():
        for entry in entries:
            assert entry["command"] in commands_by_id(), f"{place}: {entry['command']} is not a declared command"
    assert menus["editor/title"] == [{"command": "viewls.openPreview", "when": "editorLangId == view", "group": "navigation"}]
    assert menus["commandPalette"] == [{"command": "viewls.openPreview", "when": "editorLangId == view"}]


def test_json_validation_covers_viewls_json():
    assert CONTRIBUTES["jsonValidation"] == [{"fileMatch": ".viewls.json", "url": "./schemas/viewls.schema.json"}]


SETTING_TYPES = {
    "viewls.path": ("string", "viewls"),
    "viewls.device": (["string", "null"], None),
    "viewls.devices": ("array", []),
    "viewls.textSizes": ("array", []),
    "viewls.locale": (["string", "null"], None),
    "viewls.productNames": ("array", []),
    "viewls.rules": ("object", {}),
    "viewls.docsBaseURL": (["string", "null"], None),
    "viewls.trace.server": ("string", "off"),
}


@pytest.mark.parametrize("name", SETTING_TYPES)
def test_setting_has_its_type_default_and_description(name):
    setting = SETTINGS[name]
    kind, default = SETTING_TYPES[name]
    assert setting["type"] == kind
    assert "default" in setting and setting["default"] == default
    assert setting.get("description") or setting.get("markdownDescription")
    jsonschema.Draft7Validator(setting).validate(default)


def test_no_other_settings():
    assert set(SETTINGS) == set(SETTING_TYPES)


def test_server_settings_are_the_keys_of_viewls_json_and_accept_the_same_values():
    # `exclude` is the file's own: which files a workspace holds does not depend on an editor.
    assert [key for key in SCHEMA["properties"] if key != "$schema"] == ["device", "devices", "textSizes", "locale", "productNames",
                                                                                 "rules", "exclude", "docsBaseURL"]
    keys = [key for key in SCHEMA["properties"] if key not in ("$schema", "exclude")]
    assert [name for name in SETTINGS if name.split(".", 1)[1] in keys] == [f"viewls.{key}" for key in keys]
    settings_js = (EXTENSION / "settings.js").read_text("utf-8")
    declared = re.search(r"const SERVER_KEYS = \[(.*?)\];", settings_js)
    assert declared and re.findall(r"'([A-Za-z$]+)'", declared.group(1)) == keys
    assert SETTINGS["viewls.device"]["enum"] == SCHEMA["properties"]["device"]["enum"]
    assert SETTINGS["viewls.devices"]["items"]["enum"] == SCHEMA["properties"]["devices"]["items"]["enum"]
    assert SETTINGS["viewls.textSizes"]["items"]["enum"] == SCHEMA["properties"]["textSizes"]["items"]["enum"]
    assert SETTINGS["viewls.locale"]["pattern"] == SCHEMA["properties"]["locale"]["pattern"]
    assert SETTINGS["viewls.docsBaseURL"]["pattern"] == SCHEMA["properties"]["docsBaseURL"]["pattern"]
    levels = SCHEMA["definitions"]["severity"]["enum"]
    rules = SETTINGS["viewls.rules"]
    assert rules["additionalProperties"] is False
    assert list(rules["properties"]) == list(SCHEMA["properties"]["rules"]["properties"])
    for rule, setting in rules["properties"].items():
        schema_rule = SCHEMA["properties"]["rules"]["properties"][rule]
        if "anyOf" not in schema_rule:
            assert setting["enum"] == levels, rule
            continue
        # A rule with options: a severity, or an object with the same options as the .viewls.json schema's.
        severity, options = setting["anyOf"]
        assert severity["enum"] == levels, rule
        schema_options = schema_rule["anyOf"][1]["properties"]
        assert list(options["properties"]) == list(schema_options), rule
        for name, option in options["properties"].items():
            if name == "severity":
                assert option["enum"] == levels, rule
            else:
                assert option == schema_options[name], f"{rule} {name}"


# ---- language configuration ----

LANGUAGE_CONFIGURATION = json.loads((EXTENSION / "language-configuration.json").read_text("utf-8"))

INDENTATION = [
    # line, indents the next line, is outdented
    ("Screen {", True, False),
    ("    TableView {   ", True, False),
    ("Cell { // a cell", True, False),
    ("Cell { /* a cell */", True, False),
    ("    segments: [", True, False),
    ('    title: "Настройки"', False, False),
    ('    title: "{"', False, False),
    ("    Cell { title: \"A\" }", False, False),
    ("    // Toolbar {", False, False),
    ("    }", False, True),
    ("    ]", False, True),
    ("} // end", False, True),
]


@pytest.mark.parametrize("line,increases,decreases", INDENTATION)
def test_indentation_rules(line, increases, decreases):
    rules = LANGUAGE_CONFIGURATION["indentationRules"]
    assert bool(re.search(rules["increaseIndentPattern"], line)) == increases
    assert bool(re.search(rules["decreaseIndentPattern"], line)) == decreases


def test_comments_brackets_and_auto_closing():
    assert LANGUAGE_CONFIGURATION["comments"] == {"lineComment": "//", "blockComment": ["/*", "*/"]}
    assert LANGUAGE_CONFIGURATION["brackets"] == [["{", "}"], ["[", "]"]]
    closing = {pair["open"]: pair["close"] for pair in LANGUAGE_CONFIGURATION["autoClosingPairs"]}
    assert closing == {"{": "}", "[": "]", '"': '"', "'": "'", "/*": " */"}


# ---- client JavaScript ----

@pytest.mark.parametrize("script", sorted(str(p.relative_to(EXTENSION)) for p in [*EXTENSION.glob("*.js"), *EXTENSION.glob("media/*.js")]))
def test_node_check(script):
    subprocess.run(["node", "--check", str(EXTENSION / script)], check=True, capture_output=True, text=True)


@pytest.mark.parametrize("tests", ["vscode_client.test.js", "vscode_preview.test.js"])
def test_client_node_tests(tests):
    result = subprocess.run(["node", "--test", "--test-reporter=tap", str(Path(__file__).with_name(tests))],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(r"^# pass [1-9]", result.stdout, re.M) and re.search(r"^# fail 0$", result.stdout, re.M)


# ---- the .viewls.json schema ----

VALIDATOR = jsonschema.Draft7Validator(SCHEMA)


def test_the_schema_is_a_valid_draft_7_schema():
    jsonschema.Draft7Validator.check_schema(SCHEMA)


def repository_configurations() -> list[Path]:
    # Build folders (`.build`, `.build-NAME`: a scratch worktree of Tests/mutate) are not the repository's.
    found = sorted(path for path in REPO.rglob(".viewls.json")
                   if not any(part.startswith(".build") for part in path.relative_to(REPO).parts))
    assert len(found) >= 4, "the repository's configurations moved"
    return found


# (description, configuration): what the server accepts and what it warns about.
CONFIGURATIONS = [
    ("empty", {}),
    ("every key null", {"device": None, "locale": None, "productNames": None, "rules": None}),
    ("$schema of any kind", {"$schema": "./schemas/viewls.schema.json"}),
    ("$schema a number", {"$schema": 5}),
    ("device ipad", {"device": "ipad"}),
    ("device iphone", {"device": "iphone"}),
    ("device misspelled", {"device": "ipod"}),
    ("device capitalized", {"device": "iPhone"}),
    ("device a number", {"device": 1}),
    ("locale en", {"locale": "en"}),
    ("locale with script and region", {"locale": "zh-Hans-CN"}),
    ("locale with a numeric region", {"locale": "es-419"}),
    ("locale with an underscore", {"locale": "en_US"}),
    ("locale of one letter", {"locale": "e"}),
    ("locale with a long first subtag", {"locale": "englishes"}),
    ("locale ending in a hyphen", {"locale": "en-"}),
    ("locale ending in a line break", {"locale": "en\n"}),
    ("locale in Cyrillic", {"locale": "ру"}),
    ("locale a number", {"locale": 7}),
    ("product names in three scripts", {"productNames": ["Shelf", "书架", "Полка"]}),
    ("product names empty list", {"productNames": []}),
    ("product names a string", {"productNames": "Shelf"}),
    ("product name empty", {"productNames": [""]}),
    ("product name blank", {"productNames": ["  "]}),
    ("product name an ideographic space", {"productNames": ["\u3000"]}),
    ("product name a number", {"productNames": [1]}),
    ("rules with every severity", {"rules": {"status-bar/hidden": "error", "tab-bar/too-many-tabs": "warning",
                                            "unknown-property": "info", "type-mismatch": "information",
                                            "unused-suppression": "hint", "popover/source": "off"}}),
    ("rules empty", {"rules": {}}),
    ("rule unknown", {"rules": {"nope": "off"}}),
    ("rule id misspelled", {"rules": {"status-bar/hiden": "off"}}),
    ("a syntax code is not configurable", {"rules": {"syntax/missing-colon": "off"}}),
    ("rule severity unknown", {"rules": {"status-bar/hidden": "loud"}}),
    ("rule severity capitalized", {"rules": {"status-bar/hidden": "Error"}}),
    ("rule severity a boolean", {"rules": {"status-bar/hidden": False}}),
    ("rules a list", {"rules": ["status-bar/hidden"]}),
    ("rule object with only a severity", {"rules": {"status-bar/hidden": {"severity": "info"}}}),
    ("rule object empty", {"rules": {"status-bar/hidden": {}}}),
    ("rule object with options", {"rules": {"text-view/legibility": {"severity": "error", "minimumContrast": 7, "maximumFonts": 3},
                                            "popover/too-large": {"maximumScreenPercent": 90}}}),
    ("rule option at the ends of its range", {"rules": {"status-bar/contrast": {"betterStyleFactor": 1},
                                                        "popover/too-large": {"maximumScreenPercent": 100}}}),
    ("rule option above its range", {"rules": {"popover/too-large": {"maximumScreenPercent": 101}}}),
    ("rule option below its range", {"rules": {"activity/title-length": {"tileWidth": 0}}}),
    ("a rule on some variants", {"rules": {"table-view/truncated-text": {"devices": ["iPhone SE"], "textSizes": ["Large"]}}}),
    ("a rule without options on some variants", {"rules": {"popover/on-iphone": {"severity": "error", "textSizes": ["xxxLarge"]}}}),
    ("a rule on an unknown device", {"rules": {"table-view/truncated-text": {"devices": ["iPhone 61"]}}}),
    ("rule option not whole", {"rules": {"text-view/legibility": {"maximumFonts": 2.5}}}),
    ("rule option a string", {"rules": {"text-view/legibility": {"minimumContrast": "7"}}}),
    ("rule option unknown", {"rules": {"popover/too-large": {"maximumPercent": 90}}}),
    ("rule without options given one", {"rules": {"status-bar/hidden": {"limit": 1}}}),
    ("rule object severity unknown", {"rules": {"popover/too-large": {"severity": "loud"}}}),
    ("rules a string", {"rules": "off"}),
    ("exclude patterns", {"exclude": ["Tests/**/Fixtures/**", "Draft?.view", "[!A]*.view", "Экраны/**"]}),
    ("exclude empty list", {"exclude": []}),
    ("exclude null", {"exclude": None}),
    ("exclude a string", {"exclude": "Tests/**"}),
    ("exclude pattern a number", {"exclude": [1]}),
    ("exclude an object", {"exclude": {"Tests": True}}),
    ("docs base URL https", {"docsBaseURL": "https://example.com/viewls/rules/"}),
    ("docs base URL file", {"docsBaseURL": "file:///home/me/viewls/docs/rules/"}),
    ("docs base URL null", {"docsBaseURL": None}),
    ("docs base URL a relative path", {"docsBaseURL": "docs/rules/"}),
    ("docs base URL with a space", {"docsBaseURL": "https://example.com/my rules/"}),
    ("docs base URL only a scheme", {"docsBaseURL": "https:"}),
    ("docs base URL a number", {"docsBaseURL": 5}),
    ("docs base URL a script", {"docsBaseURL": "javascript:alert(document.domain)//"}),
    ("docs base URL data", {"docsBaseURL": "data:text/html,<b>x</b>"}),
    ("docs base URL in capitals", {"docsBaseURL": "HTTPS://EXAMPLE.COM/RULES/"}),
    ("unknown key", {"colour": "red"}),
    ("key in the wrong case", {"Device": "ipad"}),
    ("root a list", ["device"]),
    ("root a string", "ipad"),
]


def server_accepts(text: str) -> tuple[bool, list[str]]:
    """Whether the server's own reader takes this .viewls.json without a
    diagnostic, and the diagnostics' codes (through `viewls check`)."""
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, ".viewls.json").write_text(text, "utf-8")
        Path(folder, "A.view").write_text('Screen {\n    title: "A"\n}\n', "utf-8")
        result = subprocess.run([viewls(), "check", "--format", "json", folder],
                                capture_output=True, text=True, timeout=60)
        assert result.returncode in (0, 1), result.stderr
        report = json.loads(result.stdout)
    codes = [d["code"] for f in report["files"] if f["path"].endswith(".viewls.json") for d in f["diagnostics"]]
    return not codes, codes


def schema_accepts(value) -> tuple[bool, list[str]]:
    errors = [error.message for error in VALIDATOR.iter_errors(value)]
    return not errors, errors


@pytest.mark.parametrize("path", repository_configurations(), ids=lambda p: str(p.relative_to(REPO)))
def test_every_configuration_in_the_repository_is_valid_for_the_schema_and_the_server(path):
    text = path.read_text("utf-8")
    assert schema_accepts(json.loads(text)) == (True, [])
    assert server_accepts(text) == (True, [])


@pytest.mark.parametrize("name,value", CONFIGURATIONS, ids=[case[0] for case in CONFIGURATIONS])
def test_the_schema_accepts_exactly_what_the_server_accepts(name, value):
    schema_ok, schema_errors = schema_accepts(value)
    server_ok, codes = server_accepts(json.dumps(value, ensure_ascii=False))
    assert schema_ok == server_ok, f"schema: {schema_errors or 'valid'}; server: {codes or 'valid'}"


def test_the_cases_include_both_outcomes():
    outcomes = [schema_accepts(value)[0] for _, value in CONFIGURATIONS]
    assert outcomes.count(True) >= 10 and outcomes.count(False) >= 20


def test_the_schema_gives_each_rule_the_options_viewls_explain_lists():
    """The options and defaults `viewls explain` prints (its .viewls.json
    block) are the schema's, for every rule; rules without options have none."""
    listing = subprocess.run([viewls(), "rules", "--locale", "en"], capture_output=True, text=True, check=True).stdout
    with_options = {}
    for rule in re.findall(r"^  ([a-z-]+/[a-z-]+) ", listing, re.M):
        text = subprocess.run([viewls(), "explain", rule, "--locale", "en"], capture_output=True, text=True, check=True).stdout
        section = re.search(r"^Options\n(.*?)^\S", text, re.M | re.S)
        if section:
            block = re.search(r"^    \{\n.*?^    \}$", section.group(1), re.M | re.S)
            assert block, rule
            with_options[rule] = json.loads(block.group(0))["rules"][rule]
    assert len(with_options) >= 5
    schema_rules = SCHEMA["properties"]["rules"]["properties"]
    assert sorted(rule for rule, entry in schema_rules.items() if "anyOf" in entry) == sorted(with_options)
    for rule, defaults in with_options.items():
        # Besides its options, a rule's object takes its severity and the variants it is judged on.
        options = {name: entry["default"] for name, entry in schema_rules[rule]["anyOf"][1]["properties"].items()
                   if name not in ("severity", "devices", "textSizes")}
        assert options == defaults, rule


def checking_codes() -> set[str]:
    """Checker.checkingCodes, read from its source: the server prints only the rules."""
    source = (REPO / "Sources/ViewRules/Checking/Checker.swift").read_text("utf-8")
    block = re.search(r"checkingCodes: Set<String> = \[(.*?)\]", source, re.S)
    assert block, "Checker.checkingCodes moved"
    return set(re.findall(r'"([a-z-]+)"', block.group(1)))


def test_the_schema_names_every_rule_and_checking_code_and_nothing_else():
    listing = subprocess.run([viewls(), "rules"], capture_output=True, text=True, check=True).stdout
    rules = set(re.findall(r"^  ([a-z-]+/[a-z-]+) ", listing, re.M))
    count = int(re.search(r"^(\d+) rules\.", listing, re.M).group(1))
    assert len(rules) == count
    codes = checking_codes()
    assert len(codes) >= 10
    named = set(SCHEMA["properties"]["rules"]["properties"])
    assert sorted((rules | codes) - named) == [], "add these to the schema (and to viewls.rules in package.json)"
    assert sorted(named - (rules | codes)) == [], "the server knows no such rule"
    # And the server's reader agrees: every id the schema names, set at once.
    everything = {"rules": {rule: "off" for rule in sorted(named)}}
    assert server_accepts(json.dumps(everything)) == (True, [])
