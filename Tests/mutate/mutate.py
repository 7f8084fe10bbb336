#!/usr/bin/env python3
"""Mutation testing by hand-picked one-line mutations: do the tests see what they check?

Reads `mutations.json` beside this file: a list of one-line mutations, each a
place in a source file (an exact text that occurs once), what it becomes, and
the test filters most likely to catch it. Each mutation is applied alone, in a
scratch git worktree of HEAD with its own build folder (the checkout you work
in is never touched), the package is built, and the tests are run: first the
mutation's own filters, then — when those pass — the whole Swift suite, so a
mutation is reported as surviving only when no Swift test at all fails.

    Tests/mutate/mutate.py                 every mutation
    Tests/mutate/mutate.py sarif-level     only the named ones
    Tests/mutate/mutate.py --list          the list, without running anything

Prints one line per mutation — `killed`, `SURVIVED`, `stale` (its text is no
longer in the file: update the list) or `does not build` (a mutation must
compile to say anything) — and a closing line `N killed, N survived`. Exits 1
when any mutation survived or is stale. It is not part of CI (each mutation is
a build and a test run: minutes); run it before you stop, and add a mutation
for every test you write that guards a condition.
"""
import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
SWIFT_TEST = ["swift", "test", "--skip-build", "--disable-swift-testing"]


def load_mutations():
    with open(os.path.join(HERE, "mutations.json"), encoding="utf-8") as handle:
        mutations = json.load(handle)
    seen = set()
    for mutation in mutations:
        for key in ("id", "layer", "file", "find", "replace", "why"):
            if key not in mutation:
                raise SystemExit(f"mutations.json: {mutation.get('id', '?')} has no '{key}'")
        if mutation["id"] in seen:
            raise SystemExit(f"mutations.json: '{mutation['id']}' twice")
        if mutation["find"] == mutation["replace"]:
            raise SystemExit(f"mutations.json: '{mutation['id']}' changes nothing")
        seen.add(mutation["id"])
    return mutations


def run(command, cwd, log):
    log.write(f"$ {' '.join(command)}\n")
    log.flush()
    return subprocess.run(command, cwd=cwd, stdout=log, stderr=subprocess.STDOUT).returncode == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ids", nargs="*", help="only these mutations")
    parser.add_argument("--list", action="store_true", help="print the list and stop")
    parser.add_argument("--worktree", default=os.path.join(REPO, ".build-mutate"),
                        help="the scratch worktree (kept between runs: builds are incremental)")
    arguments = parser.parse_args()

    mutations = load_mutations()
    if arguments.ids:
        unknown = set(arguments.ids) - {m["id"] for m in mutations}
        if unknown:
            raise SystemExit(f"no mutation named {', '.join(sorted(unknown))}")
        mutations = [m for m in mutations if m["id"] in arguments.ids]
    if arguments.list:
        for mutation in mutations:
            print(f"{mutation['id']:32} {mutation['layer']:12} {mutation['file']}: {mutation['why']}")
        return 0

    worktree = arguments.worktree
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True, text=True,
                          check=True).stdout.strip()
    if not os.path.isdir(worktree):
        subprocess.run(["git", "worktree", "add", "--detach", worktree, head], cwd=REPO, check=True,
                       stdout=subprocess.DEVNULL)
    subprocess.run(["git", "checkout", "--quiet", "--detach", "--force", head], cwd=worktree, check=True)
    subprocess.run(["git", "clean", "-fdq", "-e", ".build"], cwd=worktree, check=True)
    log_path = os.path.join(worktree, ".build", "mutate.log")
    os.makedirs(os.path.dirname(log_path), exist_ok=True)

    killed, survived, stale, broken = [], [], [], []
    with open(log_path, "w", encoding="utf-8") as log:
        for mutation in mutations:
            path = os.path.join(worktree, mutation["file"])
            started = time.monotonic()
            try:
                with open(path, encoding="utf-8") as handle:
                    original = handle.read()
            except FileNotFoundError:
                original = ""
            if original.count(mutation["find"]) != 1:
                stale.append(mutation["id"])
                print(f"stale          {mutation['id']}: the text occurs {original.count(mutation['find'])} times "
                      f"in {mutation['file']}", flush=True)
                continue
            log.write(f"\n=== {mutation['id']}\n")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original.replace(mutation["find"], mutation["replace"]))
            try:
                if not run(["swift", "build", "--build-tests"], worktree, log):
                    broken.append(mutation["id"])
                    verdict = "does not build"
                else:
                    caught_by = None
                    for test_filter in mutation.get("tests", []):
                        if not run(SWIFT_TEST + ["--filter", test_filter], worktree, log):
                            caught_by = test_filter
                            break
                    if caught_by is None and not run(SWIFT_TEST, worktree, log):
                        caught_by = "the whole suite"
                    if caught_by is None:
                        survived.append(mutation["id"])
                        verdict = "SURVIVED"
                    else:
                        killed.append(mutation["id"])
                        verdict = f"killed by {caught_by}"
            finally:
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(original)
            print(f"{verdict:14} {mutation['id']} ({mutation['layer']}, {time.monotonic() - started:.0f} s): "
                  f"{mutation['why']}", flush=True)

    print(f"mutations: {len(killed)} killed, {len(survived)} survived"
          + (f", {len(stale)} stale" if stale else "") + (f", {len(broken)} do not build" if broken else ""))
    print(f"log: {log_path}")
    return 1 if survived or stale else 0


if __name__ == "__main__":
    sys.exit(main())
