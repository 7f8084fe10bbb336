# Requests asked while the server still reads the workspace (right after
# `initialized`): a definition in a file not read yet, and the searches of
# the whole workspace (references, document links, workspace symbols), are
# answered with what the complete index says, never a premature `null` or
# empty list. Raw bytes, so the requests follow `initialized` at once.
import time

from rawserver import RawServer

HOME = 'Screen {\n    title: "Home"\n    TableView { Cell { title: "General"; push: General } }\n}\n'
FILES = {
    "Home.view": HOME,
    "General.view": 'Screen { title: "General" }\n',
    "Settings.view": 'Screen {\n    TableView { Cell { title: "General"; push: General } }\n}\n',
    "About.view": 'Screen { title: "About" }\n',
}
# `General` in `push: General`, line 2 (UTF-16 and UTF-8 agree: ASCII).
ON_GENERAL = {"line": 2, "character": 47}


def test_requests_during_indexing_get_the_indexed_answer(tmp_path):
    root = tmp_path / "app"
    root.mkdir()
    for name, text in FILES.items():
        (root / name).write_text(text, encoding="utf-8")
    # Enough other files that the read is still under way when the requests arrive.
    filler = root / "Filler"
    filler.mkdir()
    for number in range(1500):
        (filler / f"Filler{number}.view").write_text(f'Screen {{ title: "Filler {number}" }}\n', encoding="utf-8")
    home = (root / "Home.view").as_uri()
    server = RawServer(cwd=root)
    try:
        server.initialize(root.as_uri())
        server.notify("textDocument/didOpen", {"textDocument": {"uri": home, "languageId": "view", "version": 1, "text": HOME}})
        position = {"textDocument": {"uri": home}, "position": ON_GENERAL}
        server.request(1, "textDocument/definition", position)
        server.request(2, "textDocument/references", {**position, "context": {"includeDeclaration": True}})
        server.request(3, "textDocument/documentLink", {"textDocument": {"uri": home}})
        server.request(4, "workspace/symbol", {"query": "About"})

        definition = server.response(1, timeout=60)["result"]
        assert [location["uri"] for location in definition] == [(root / "General.view").as_uri()]
        references = server.response(2, timeout=60)["result"]
        assert {location["uri"] for location in references} == {
            home, (root / "Settings.view").as_uri(), (root / "General.view").as_uri()}
        links = server.response(3, timeout=60)["result"]
        assert [link["target"] for link in links] == [(root / "General.view").as_uri()]
        symbols = server.response(4, timeout=60)["result"]
        assert (root / "About.view").as_uri() in [symbol["location"]["uri"] for symbol in symbols]

        server.request(5, "shutdown")
        assert server.response(5, timeout=60)["result"] is None
        server.notify("exit")
        assert server.wait() == 0
    finally:
        server.stop()


def indexed_after(server, timeout):
    """Seconds until the server logs that it read the workspace."""
    start = time.monotonic()
    while True:
        message = server.next_message(timeout=max(0.01, start + timeout - time.monotonic()))
        if message.get("method") == "window/logMessage" and message["params"]["message"].startswith("indexed "):
            return time.monotonic() - start


def test_shutdown_during_the_first_read_is_answered_at_once(tmp_path):
    # An editor restarting the server on a large workspace waits a few seconds for `shutdown`;
    # it is answered at once, the read stops, and `exit` ends the process with status 0.
    root = tmp_path / "app"
    root.mkdir()
    rows = "".join(f'            Cell {{ title: "Row {row}"; detail: "Детали 细节"; push: Screen{row} }}\n' for row in range(40))
    for number in range(3000):
        (root / f"Screen{number}.view").write_text(
            f'Screen {{\n    title: "Screen {number}"\n    TableView {{\n        Section {{\n{rows}        }}\n    }}\n}}\n',
            encoding="utf-8")
    reader = RawServer(cwd=root)
    try:
        reader.initialize(root.as_uri())
        read = indexed_after(reader, timeout=300)
        reader.request(1, "shutdown")
        reader.response(1, timeout=60)
        reader.notify("exit")
        assert reader.wait() == 0
    finally:
        reader.stop()

    server = RawServer(cwd=root)
    try:
        server.initialize(root.as_uri())
        start = time.monotonic()
        server.request(1, "shutdown")
        assert server.response(1, timeout=60)["result"] is None
        answered = time.monotonic() - start
        server.notify("exit")
        assert server.wait(timeout=60) == 0
        ended = time.monotonic() - start
        assert answered < read / 4, f"shutdown answered after {answered:.2f} s; the read takes {read:.2f} s"
        assert ended < read / 2, f"the process ended after {ended:.2f} s; the read takes {read:.2f} s"
    finally:
        server.stop()


def test_shutdown_during_a_workspace_check_is_answered_at_once(tmp_path):
    # A pulling editor asks for `workspace/diagnostic` right after `initialized`; once the read
    # ends the server checks every file. `shutdown` stops that check: it is answered at once,
    # the pull with RequestCancelled (-32800), and `exit` ends the process with status 0.
    root = tmp_path / "app"
    root.mkdir()
    rows = "".join(f'            Cell {{ title: "Row {row}"; detail: "Детали 细节"; push: Screen{row} }}\n' for row in range(40))
    for number in range(3000):
        (root / f"Screen{number}.view").write_text(
            f'Screen {{\n    title: "Screen {number}"\n    TableView {{\n        Section {{\n{rows}        }}\n    }}\n}}\n',
            encoding="utf-8")
    pulling = {"textDocument": {"diagnostic": {}}}

    def pull_once_read(server):
        server.initialize(root.as_uri(), pulling)
        server.request(1, "workspace/diagnostic", {"previousResultIds": []})
        indexed_after(server, timeout=300)

    checker = RawServer(cwd=root)
    try:
        pull_once_read(checker)
        start = time.monotonic()
        assert len(checker.response(1, timeout=300)["result"]["items"]) == 3000
        check = time.monotonic() - start
        checker.request(2, "shutdown")
        checker.response(2, timeout=60)
        checker.notify("exit")
        assert checker.wait(timeout=60) == 0
    finally:
        checker.stop()

    server = RawServer(cwd=root)
    try:
        pull_once_read(server)
        start = time.monotonic()
        server.request(2, "shutdown")
        assert server.response(2, timeout=60)["result"] is None
        answered = time.monotonic() - start
        server.notify("exit")
        assert server.wait(timeout=60) == 0
        ended = time.monotonic() - start
        print(f"the workspace check takes {check:.2f} s; shutdown during it answered after {answered * 1000:.0f} ms")
        assert answered < min(0.5, check / 4), f"shutdown answered after {answered:.2f} s; the check takes {check:.2f} s"
        assert ended < min(1.0, check / 2), f"the process ended after {ended:.2f} s; the check takes {check:.2f} s"
        assert server.response(1)["error"]["code"] == -32800
    finally:
        server.stop()
