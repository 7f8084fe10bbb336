# Owns pull diagnostics as LSP 3.17 defines them: a client with the
# textDocument.diagnostic capability gets no publishDiagnostics and asks
# with textDocument/diagnostic (full report with a resultId, unchanged for
# the same resultId, full again after an edit) and workspace/diagnostic
# (a report per workspace file, open or not, with uri, version and kind).
# Runs against a server that implements pull diagnostics.
import pytest

from textdoc import Doc, Edit
from viewlsclient import PULL

pytestmark = pytest.mark.parametrize("client", [PULL], indirect=True, ids=str)


async def document_diagnostic(client, doc: Doc, previous_result_id=None) -> dict:
    params = {"textDocument": {"uri": doc.uri}}
    if previous_result_id is not None:
        params["previousResultId"] = previous_result_id
    response = await client.raw_request("textDocument/diagnostic", params)
    assert "error" not in response, response
    return response["result"]


async def open_without_push(client, name: str) -> Doc:
    """Opens a document without waiting for diagnostics: a pull client gets none pushed."""
    doc = Doc(client, client.workspace_root / name)
    await doc.open(wait=False)
    return doc


def assert_no_push(client, doc: Doc):
    # Messages are handled in order, so a push for the didOpen/didChange would have come
    # before the answer to a request sent after it.
    assert client.published_for(doc.uri) == []


async def test_the_server_announces_pull_diagnostics(client):
    provider = client.init_json["capabilities"]["diagnosticProvider"]
    assert isinstance(provider["interFileDependencies"], bool)
    assert provider["workspaceDiagnostics"] is True


async def test_full_then_unchanged_then_full_after_an_edit(client):
    doc = await open_without_push(client, "ControlsSmallTarget.view")
    report = await document_diagnostic(client, doc)
    assert_no_push(client, doc)
    assert report["kind"] == "full"
    assert isinstance(report["resultId"], str) and report["resultId"]
    [item] = report["items"]
    assert item["code"] == "controls/small-target"
    assert item["source"] == "viewls"
    assert item["range"] == doc.range_json("height: 28")

    unchanged = await document_diagnostic(client, doc, report["resultId"])
    assert unchanged["kind"] == "unchanged"
    assert isinstance(unchanged["resultId"], str) and unchanged["resultId"]
    assert "items" not in unchanged

    # An incremental edit after a wide character fixes the violation.
    await doc.change(Edit('"Skip 30 s"', '"Пропуск 📚"'), Edit("height: 28", "height: 44"), wait=False)
    after = await document_diagnostic(client, doc, unchanged["resultId"])
    assert_no_push(client, doc)
    assert after["kind"] == "full"
    assert after["items"] == []
    assert isinstance(after["resultId"], str) and after["resultId"] not in (report["resultId"], unchanged["resultId"])


async def test_workspace_diagnostic_reports_open_and_closed_files(client):
    doc = await open_without_push(client, "ControlsSmallTarget.view")
    response = await client.raw_request("workspace/diagnostic", {"previousResultIds": []})
    assert "error" not in response, response
    reports = {report["uri"]: report for report in response["result"]["items"]}
    assert_no_push(client, doc)

    opened = reports[doc.uri]
    assert opened["kind"] == "full"
    assert opened["version"] == 1
    assert [d["code"] for d in opened["items"]] == ["controls/small-target"]

    for name, rule in [("StatusBarHidden.view", "status-bar/hidden"), ("TextViewFixedFont.view", "text-view/fixed-font")]:
        report = reports[(client.workspace_root / name).as_uri()]
        assert "version" in report and report["version"] is None  # not open
        assert report["kind"] == "full"
        assert [d["code"] for d in report["items"]] == [rule]
        assert all(d["source"] == "viewls" for d in report["items"])


async def test_nested_configuration_gives_the_server_what_check_reports(client):
    """One resolver for the server and `viewls check`: under a nested `.viewls.json` the nearest
    one applies (it replaces the root's, as ruff's do), and both report the same findings."""
    import json
    import subprocess

    from conftest import VIEWLS

    root = client.workspace_root
    (root / "sub" / "deeper").mkdir(parents=True)
    (root / "sub" / ".viewls.json").write_text('{"rules": {"status-bar/hidden": "hint"}, "device": "ipad"}')
    screen = ('Screen {\n    StatusBar { hidden: true }\n    TabBar { Tab { title: "1" } Tab { title: "2" } Tab { title: "3" }'
              ' Tab { title: "4" } Tab { title: "5" } Tab { title: "6" } }\n}\n')
    (root / "sub" / "deeper" / "Nested.view").write_text(screen)
    (root / "Top.view").write_text(screen)
    created = [root / "sub" / ".viewls.json", root / "sub" / "deeper" / "Nested.view", root / "Top.view"]
    from lsprotocol import types
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=path.as_uri(), type=types.FileChangeType.Created) for path in created]))
    response = await client.raw_request("workspace/diagnostic", {"previousResultIds": []})
    served = {}
    for item in response["result"]["items"]:
        path = item["uri"].removeprefix(root.as_uri() + "/")
        served[path] = sorted((d["code"], d["severity"], d["message"], json.dumps(d["range"], sort_keys=True))
                              for d in item["items"])
    checked = json.loads(subprocess.run([VIEWLS, "check", str(root), "--format", "json"], capture_output=True,
                                        text=True, cwd=root).stdout)
    reported = {entry["path"]: sorted((d["code"], d["severity"], d["message"], json.dumps(d["range"], sort_keys=True))
                                      for d in entry["diagnostics"]) for entry in checked["files"]}
    for path in ("sub/deeper/Nested.view", "Top.view"):
        assert served[path] == reported[path], path
    nested = {code: severity for code, severity, _, _ in served["sub/deeper/Nested.view"]}
    assert nested["status-bar/hidden"] == 4, "the nested file's hint"
    assert "tab-bar/too-many-tabs" not in nested or nested["tab-bar/too-many-tabs"] == 2, "iPad from the nested file"
    top = {code: severity for code, severity, _, _ in served["Top.view"]}
    assert top["tab-bar/too-many-tabs"] == 1, "the root's iPhone"
    assert {path for path, findings in served.items() if findings} == {path for path, findings in reported.items() if findings}
