# Requests asked while the server still reads the workspace (right after
# `initialized`): a definition in a file not read yet, and the searches of
# the whole workspace (references, document links, workspace symbols), are
# answered with what the complete index says, never a premature `null` or
# empty list. Raw bytes, so the requests follow `initialized` at once.
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
