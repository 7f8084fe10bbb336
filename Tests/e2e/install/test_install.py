"""The installed viewls as a newcomer gets it from `make install`: a binary
that runs without the Swift toolchain, man pages in three languages, bash,
zsh and fish completions made from the command table, the repository's
pre-commit hooks on a scratch repository, and the documented GitHub
workflow. $VIEWLS_PREFIX is the install prefix (Tests/e2e/install/run)."""
import json
import os
import pathlib
import re
import subprocess

import pytest
import yaml

PREFIX = pathlib.Path(os.environ["VIEWLS_PREFIX"])
REPO = pathlib.Path(__file__).resolve().parents[3]
BIN = PREFIX / "bin" / "viewls"
# A machine without the toolchain: nothing of Swift on PATH or in the loader's path.
BARE = {"PATH": "/usr/bin:/bin", "HOME": "/tmp", "LANG": "C.UTF-8"}

TOO_MANY_TABS = """Screen {
    TabBar {
        Tab { title: "A" }
        Tab { title: "B" }
        Tab { title: "C" }
        Tab { title: "D" }
        Tab { title: "E" }
        Tab { title: "F" }
    }
}
"""
FIVE_TABS = TOO_MANY_TABS.replace('        Tab { title: "F" }\n', "")


def run(args, **kwargs):
    kwargs.setdefault("env", BARE)
    return subprocess.run(args, capture_output=True, text=True, timeout=300, **kwargs)


def git_head():
    return run(["git", "-C", str(REPO), "rev-parse", "--short=12", "HEAD"]).stdout.strip()


def test_binary_runs_without_the_toolchain(tmp_path):
    linked = run(["ldd", str(BIN)]).stdout
    assert "libswift" not in linked and "libFoundation" not in linked, linked
    version = run([str(BIN), "--version"])
    assert version.returncode == 0, version.stderr
    assert version.stdout == f"viewls 0.1.0 ({git_head()})\n"
    (tmp_path / "Home.view").write_text(TOO_MANY_TABS)
    check = run([str(BIN), "check", "--format", "json", str(tmp_path)])
    assert check.returncode == 1, check.stderr
    codes = [d["code"] for f in json.loads(check.stdout)["files"] for d in f["diagnostics"]]
    assert codes == ["tab-bar/too-many-tabs"]
    russian = run([str(BIN), "check", "--locale", "ru", str(tmp_path)])
    assert "6 вкладок" in russian.stdout, russian.stdout


@pytest.mark.parametrize("language,folder,heading", [
    ("en", "man1", "COMMANDS"), ("ru", "ru/man1", "КОМАНДЫ"), ("zh", "zh_CN/man1", "命令"),
])
def test_man_page_renders_without_warnings(language, folder, heading):
    page = PREFIX / "share" / "man" / folder / "viewls.1"
    converted = run(["preconv", str(page)])
    rendered = subprocess.run(["groff", "-man", "-Tutf8", "-ww"], input=converted.stdout, capture_output=True,
                              text=True, env={**BARE, "GROFF_NO_SGR": "1"})
    assert rendered.stderr == "", rendered.stderr
    text = re.sub(".\x08", "", rendered.stdout)  # grotty's overstrikes for bold and underline
    assert heading in text
    # Every command `help` lists has its section, options written with ASCII hyphens.
    for command in ["check", "fix", "format", "preview", "graph", "rules", "explain", "syntax", "serve", "help"]:
        assert f"\n   {command}\n" in text, command
    assert "--format text|json|sarif|github|html" in text


def test_man_finds_the_installed_page():
    shown = run(["man", "--manpath", str(PREFIX / "share" / "man"), "-P", "cat", "viewls"], env={**BARE, "MANWIDTH": "80"})
    assert shown.returncode == 0, shown.stderr
    assert "viewls - a language server and linter for .view files" in " ".join(shown.stdout.split())


def bash_complete(*words):
    script = PREFIX / "share" / "bash-completion" / "completions" / "viewls"
    line = " ".join(f"'{w}'" for w in words)
    program = f'source "{script}"; COMP_WORDS=({line}); COMP_CWORD=$((${{#COMP_WORDS[@]}}-1)); _viewls; printf "%s\\n" "${{COMPREPLY[@]}}"'
    result = run(["bash", "-c", program])
    assert result.returncode == 0, result.stderr
    return [w for w in result.stdout.split("\n") if w]


def test_bash_completes_commands_options_values_and_rules():
    assert bash_complete("viewls", "ch") == ["check"]
    assert bash_complete("viewls", "check", "--for") == ["--format"]
    assert bash_complete("viewls", "check", "--format", "") == ["text", "json", "sarif", "github", "html"]
    assert bash_complete("viewls", "preview", "--device", "i") == ["iphone", "ipad", "iPhone SE", "iPhone 16", "iPhone 16 Pro Max",
                                                                   "iPad mini", "iPad Air 11-inch", "iPad Pro 13-inch"]
    assert bash_complete("viewls", "preview", "--device", "iPad") == ["iPad mini", "iPad Air 11-inch", "iPad Pro 13-inch"], \
        "a catalogue name with spaces is one completion"
    assert bash_complete("viewls", "preview", "--text-size", "xx") == ["xxLarge", "xxxLarge"]
    assert bash_complete("viewls", "help", "pre") == ["preview"]
    assert "tab-bar/too-many-tabs" in bash_complete("viewls", "explain", "tab-bar/")


def fish_complete(line):
    script = PREFIX / "share" / "fish" / "vendor_completions.d" / "viewls.fish"
    result = run(["fish", "--no-config", "-c", f"source {script}; complete -C '{line}'"])
    assert result.returncode == 0, result.stderr
    return [w.split("\t")[0] for w in result.stdout.split("\n") if w]


def test_fish_completes_commands_options_and_values():
    assert "check" in fish_complete("viewls ")
    assert sorted(fish_complete("viewls check --format ")) == sorted(["text", "json", "sarif", "github", "html"])
    assert "--unsafe" in fish_complete("viewls fix --")
    assert "tab-bar/too-many-tabs" in fish_complete("viewls explain tab-bar/")
    assert sorted(fish_complete("viewls preview --device iPad")) == ["iPad Air 11-inch", "iPad Pro 13-inch", "iPad mini"]


def test_zsh_loads_the_completion_function():
    folder = PREFIX / "share" / "zsh" / "site-functions"
    syntax = run(["zsh", "-n", str(folder / "_viewls")])
    assert syntax.returncode == 0, syntax.stderr
    loaded = run(["zsh", "-f", "-c", f"fpath=({folder} $fpath); autoload -U compinit; compinit -u -d /tmp/zcompdump-viewls; "
                  "print -r -- $_comps[viewls]"])
    assert loaded.stdout.strip() == "_viewls", loaded.stdout + loaded.stderr


def scratch_repository(path, text):
    env = {**BARE, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}
    subprocess.run(["git", "init", "-q", str(path)], check=True, env=env)
    (path / "Home.view").write_text(text)
    subprocess.run(["git", "-C", str(path), "add", "."], check=True, env=env)
    return env


def test_pre_commit_hooks_on_a_scratch_repository(tmp_path):
    work = tmp_path / "app"
    env = scratch_repository(work, TOO_MANY_TABS)
    env = {**env, "PATH": f"{PREFIX / 'bin'}:{os.environ['PATH']}", "PRE_COMMIT_HOME": str(tmp_path / "cache")}
    failing = subprocess.run(["pre-commit", "try-repo", str(REPO), "viewls-check", "--all-files"], cwd=work,
                             capture_output=True, text=True, env=env, timeout=300)
    assert failing.returncode == 1, failing.stdout + failing.stderr
    assert "6 tabs — an iPhone tab bar holds 5 [tab-bar/too-many-tabs]" in failing.stdout
    (work / "Home.view").write_text(FIVE_TABS)
    passing = subprocess.run(["pre-commit", "try-repo", str(REPO), "viewls-check", "--all-files"], cwd=work,
                             capture_output=True, text=True, env=env, timeout=300)
    assert passing.returncode == 0, passing.stdout + passing.stderr
    formatted = subprocess.run(["pre-commit", "try-repo", str(REPO), "viewls-format", "--all-files"], cwd=work,
                               capture_output=True, text=True, env=env, timeout=300)
    assert formatted.returncode == 0, formatted.stdout + formatted.stderr


def test_github_workflow_has_the_documented_shape(tmp_path):
    workflow = yaml.safe_load((REPO / "docs" / "ci" / "github-actions.yml").read_text())
    # YAML 1.1 reads the key `on` as True; GitHub reads it as `on`.
    triggers = workflow.get("on", workflow.get(True))
    assert set(triggers) == {"push", "pull_request"}
    assert workflow["permissions"]["security-events"] == "write", "upload-sarif needs it"
    (job,) = workflow["jobs"].values()
    assert job["runs-on"] == "ubuntu-latest"
    for step in job["steps"]:
        assert ("uses" in step) != ("run" in step), step
    upload = next(s for s in job["steps"] if s.get("uses", "").startswith("github/codeql-action/upload-sarif@"))
    check = next(s for s in job["steps"] if "--format sarif" in s.get("run", ""))
    assert check.get("continue-on-error") is True, "findings must not stop the upload"
    words = check["run"].split()
    assert words[words.index("-o") + 1] == upload["with"]["sarif_file"]
    # The step's command, run as written, makes a SARIF 2.1.0 log.
    (tmp_path / "Home.view").write_text(TOO_MANY_TABS)
    result = run([str(BIN)] + words[1:], cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    log = json.loads((tmp_path / upload["with"]["sarif_file"]).read_text())
    assert log["version"] == "2.1.0"
    assert [r["ruleId"] for r in log["runs"][0]["results"]] == ["tab-bar/too-many-tabs"]
