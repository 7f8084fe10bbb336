"""A differential test of the contract "every valid .view file is valid QML".

Every .view file that viewls accepts (`viewls syntax FILE` exits 0: no syntax
errors) must parse under tree-sitter-qmljs with no ERROR or MISSING node, and
with the same objects (type names) and bindings (property names) in the same
order. Inputs: the fixtures under Tests/*/Fixtures/, Examples/, screens from
`viewls-bench generate` at a few sizes, and seeded mutants of all of those
(a token deleted, inserted or duplicated), so that the files near the edge of
the grammar are tried too, and seeded screens whose bindings hold lists of
objects written every way the grammar allows (a comma after the last object
or not, line breaks and comments around the commas, objects nested in them).
Mismatches are listed file by file.

One known difference is bridged: Qt's QML lexer takes a lone carriage return
as a line break (so does viewls), tree-sitter-qmljs does not, so lone `\\r`
bytes are given to tree-sitter as `\\n` (same length, same offsets).
"""
import os
import random
import re
import subprocess
import tempfile
import warnings

import pytest
import tree_sitter
import tree_sitter_qmljs

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
VIEWLS = os.environ["VIEWLS"]
VIEWLS_BENCH = os.environ["VIEWLS_BENCH"]

GENERATED_SIZES = [1_000, 10_000, 100_000]
MUTANTS_PER_FILE = 6
SEED = 20


def qml_parser():
    with warnings.catch_warnings():
        # tree-sitter-qmljs 0.3 hands over its language as an int.
        warnings.simplefilter("ignore", DeprecationWarning)
        language = tree_sitter.Language(tree_sitter_qmljs.language())
    return tree_sitter.Parser(language)


PARSER = qml_parser()


def repository_files():
    found = []
    for top in ["Tests", "Examples"]:
        for root, _, names in os.walk(os.path.join(REPO, top)):
            if top == "Tests" and "/Fixtures" not in root:
                continue
            found += [os.path.join(root, name) for name in names if name.endswith(".view")]
    return sorted(found)


def generated_files(directory):
    paths = []
    for size in GENERATED_SIZES:
        path = os.path.join(directory, f"generated-{size}.view")
        subprocess.run([VIEWLS_BENCH, "generate", str(size), path], check=True, capture_output=True)
        paths.append(path)
    return paths


TOKEN = re.compile(rb'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|//[^\n]*|/\*.*?\*/|[A-Za-z_][A-Za-z0-9_]*|-?[0-9]+(?:\.[0-9]+)?|\S', re.S)
INSERTIONS = [b";", b",", b":", b"{", b"}", b"[", b"]", b"\n", b"\r", b" ", b"X { }", b"x: 1", b"default", b"if",
              b"[X { }]", b"\"s\"", b".", b"X\n"]


def mutants(source, rng, count):
    """`count` copies of `source`, each with one token deleted, inserted or duplicated."""
    tokens = [m.span() for m in TOKEN.finditer(source)]
    result = []
    if not tokens:
        return result
    for _ in range(count):
        start, end = tokens[rng.randrange(len(tokens))]
        operation = rng.choice(["delete", "insert", "duplicate"])
        if operation == "delete":
            result.append(source[:start] + source[end:])
        elif operation == "insert":
            at = rng.choice([start, end])
            result.append(source[:at] + rng.choice(INSERTIONS) + source[at:])
        else:
            result.append(source[:end] + source[start:end] + source[end:])
    return result


OBJECT_TYPES = ["FixedSpace", "FlexibleSpace", "Popover", "Modal", "Item", "Pin"]


def object_list_screens(rng, count):
    """`count` screens whose bindings hold lists of objects, about half of them with a trailing comma."""
    def inline_object(depth):
        members = [f"title: \"{rng.choice(['A', 'Я', '设置'])}\""] if rng.random() < 0.5 else []
        if depth < 2 and rng.random() < 0.3:
            # Last: a binding whose value is a list of objects takes no `;` after it.
            members.append(f"choices: {object_list(depth + 1)}")
        return f"{rng.choice(OBJECT_TYPES)} {{ {'; '.join(members)} }}" if members else f"{rng.choice(OBJECT_TYPES)} {{ }}"

    def object_list(depth):
        items = [inline_object(depth) for _ in range(rng.randint(1, 4))]
        trailing = rng.random() < 0.5
        if rng.random() < 0.5:
            return "[" + ", ".join(items) + ("," if trailing else "") + "]"
        pad = "    " * (depth + 2)
        lines = [f"{pad}{item}," for item in items]
        if not trailing:
            lines[-1] = lines[-1][:-1]
        if rng.random() < 0.3:
            lines[-1] += " // the last one"
        if rng.random() < 0.2:
            lines.insert(rng.randrange(len(lines) + 1), f"{pad}/* between */")
        return "[\n" + "\n".join(lines) + "\n" + "    " * (depth + 1) + "]"

    screens = []
    for number in range(count):
        bindings = [f"    list{index}: {object_list(0)}" for index in range(rng.randint(1, 3))]
        screens.append((f"object-lists-{number + 1}.view", ("Screen {\n" + "\n".join(bindings) + "\n}\n").encode()))
    return screens


def viewls_outline(source):
    """The objects and bindings of the file in order, or None when viewls finds syntax errors."""
    completed = subprocess.run([VIEWLS, "syntax", "-"], input=source, capture_output=True)
    if completed.returncode != 0:
        return None
    lines = completed.stdout.decode("utf-8", "replace").splitlines()
    outline = []
    for index, line in enumerate(lines):
        kind = line.strip().split("@", 1)[0]
        if kind in ("Object", "Binding"):
            name = re.match(r'\s*Ident@\S+ "([^"]*)"$', lines[index + 1])
            outline.append(("object" if kind == "Object" else "binding", name.group(1) if name else None))
    return outline


LONE_CR = re.compile(rb"\r(?!\n)")


def qml_outline(source):
    """tree-sitter-qmljs's objects and bindings in order, and its faults (ERROR or MISSING nodes)."""
    tree = PARSER.parse(LONE_CR.sub(b"\n", source))
    outline, faults = [], []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            faults.append(f"{'MISSING' if node.is_missing else 'ERROR'} at {node.start_point[0] + 1}:{node.start_point[1] + 1}")
        if node.type == "ui_object_definition":
            outline.append(("object", node.child_by_field_name("type_name").text.decode()))
        elif node.type == "ui_binding":
            outline.append(("binding", node.child_by_field_name("name").text.decode()))
        elif node.type == "ui_object_definition_binding":
            outline.append(("binding", node.child_by_field_name("name").text.decode()))
            outline.append(("object", node.child_by_field_name("type_name").text.decode()))
        stack.extend(reversed(node.children))
    if tree.root_node.has_error and not faults:
        faults.append("an error somewhere in the tree")
    return outline, faults


def first_difference(ours, theirs):
    for index, (a, b) in enumerate(zip(ours, theirs)):
        if a != b:
            return f"item {index + 1}: viewls {a[0]} `{a[1]}`, tree-sitter {b[0]} `{b[1]}`"
    return f"viewls has {len(ours)} items, tree-sitter {len(theirs)}"


def compare(name, source):
    """A readable mismatch, '' when both agree, or None when viewls rejects the file."""
    ours = viewls_outline(source)
    if ours is None:
        return None
    theirs, faults = qml_outline(source)
    if faults:
        return f"{name}: viewls accepts it, tree-sitter-qmljs reports {', '.join(faults[:3])}"
    if ours != theirs:
        return f"{name}: outlines differ at {first_difference(ours, theirs)}"
    return ""


def check(inputs):
    """Compares every input; returns how many viewls accepted, and fails with the list of mismatches."""
    mismatches, accepted = [], 0
    for name, source in inputs:
        result = compare(name, source)
        if result is None:
            continue
        accepted += 1
        if result:
            mismatches.append(result)
    assert not mismatches, f"{len(mismatches)} files that viewls accepts are not the same QML:\n" + "\n".join(mismatches)
    return accepted


def relative(path):
    return os.path.relpath(path, REPO)


def read(path):
    with open(path, "rb") as file:
        return file.read()


@pytest.fixture(scope="module")
def base_inputs():
    with tempfile.TemporaryDirectory() as directory:
        files = [(relative(path), read(path)) for path in repository_files()]
        files += [(os.path.basename(path), read(path)) for path in generated_files(directory)]
    return files


def test_every_accepted_repository_file_is_the_same_qml(base_inputs):
    repository = [(name, source) for name, source in base_inputs if not name.startswith("generated-")]
    assert len(repository) > 150
    assert check(repository) > 100


def test_generated_screens_are_the_same_qml(base_inputs):
    generated = [(name, source) for name, source in base_inputs if name.startswith("generated-")]
    assert check(generated) == len(GENERATED_SIZES)


def test_accepted_mutants_are_the_same_qml(base_inputs):
    rng = random.Random(SEED)
    inputs = []
    for name, source in base_inputs:
        if len(source) > 20_000:
            continue
        for number, mutant in enumerate(mutants(source, rng, MUTANTS_PER_FILE)):
            inputs.append((f"{name} mutant {number + 1}", mutant))
    accepted = check(inputs)
    # The mutants reach both sides of the grammar's edge.
    assert 0 < accepted < len(inputs)


def test_lists_of_objects_with_and_without_a_trailing_comma_are_the_same_qml():
    screens = object_list_screens(random.Random(SEED), 200)
    with_trailing_comma = [source for _, source in screens if re.search(rb"\},\s*(//[^\n]*\s*)?\]", source)]
    # The generator writes both forms, and viewls accepts every screen it writes.
    assert 20 < len(with_trailing_comma) < len(screens)
    assert check(screens) == len(screens)


@pytest.mark.parametrize("source", [
    b"Screen {\n    presents: Popover\n    { }\n}\n",
    b"Screen {;\n}\n",
    b"Screen {\n    title: \"A\";;\n}\n",
    b"Screen {\n    Toolbar { };\n}\n",
    b"Screen {\n    items: [FixedSpace { }, 1]\n}\n",
    b"Screen {\n    default: 1\n}\n",
    b"Screen {\n    title: if\n}\n",
    # Language v3's old spellings: still read, with a warning, since Qt rejects them.
    b"Screen {\n    TableView { Cell { editing: delete } }\n}\n",
    b"Screen {\n    TextField { keyboard: default }\n}\n",
])
def test_what_qml_rejects_viewls_rejects(source):
    assert viewls_outline(source) is None
