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
