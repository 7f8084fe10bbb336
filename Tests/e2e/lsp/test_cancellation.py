# Owns `$/cancelRequest`: requests queued behind a large didChange and then
# cancelled answer -32800 (or their normal result when they finished first),
# cancellation wins at least once, and the session carries on afterwards.
import asyncio

from lsprotocol import types

from textdoc import Doc, insert_after

QUEUED = 8


async def test_cancelled_requests_answer_request_cancelled(client):
    doc = Doc(client, client.workspace_root / "TabBarTooManyTabs.view")
    await doc.open()
    hover = {"textDocument": {"uri": doc.uri}, "position": {"line": 0, "character": 0}}

    # A large change keeps the server busy while the requests queue up behind it.
    rows = "".join(f'        Cell {{ title: "Row {n} — строка 行 📚" }}\n' for n in range(3000))
    change = asyncio.ensure_future(doc.change(insert_after('Cell { title: "今日要闻" }\n', rows)))
    await asyncio.sleep(0)  # let the change be written first
    ids = [client.next_id() for _ in range(QUEUED)]
    futures = []
    for msg_id in ids:
        futures.append(asyncio.wrap_future(client.send_raw_request(msg_id, "textDocument/hover", hover)))
    for msg_id in ids:
        client.cancel_request(types.CancelParams(id=msg_id))
    await asyncio.wait_for(asyncio.gather(*futures, return_exceptions=True), 30)
    await asyncio.wait_for(change, 30)

    responses = [client.protocol.raw_responses[msg_id] for msg_id in ids]
    outcomes = []
    for response in responses:
        if "error" in response:
            assert response["error"]["code"] == -32800, response
            outcomes.append("cancelled")
        else:
            assert "result" in response, response
            outcomes.append("answered")
    assert "cancelled" in outcomes, outcomes
    print(f"{outcomes.count('cancelled')} of {QUEUED} queued requests cancelled")

    # The session goes on: the change was applied and a new request is answered.
    assert client.published_for(doc.uri)[-1]["version"] == 2
    answer = await client.hover(doc.uri, doc.position("TabBar {", offset=2))
    assert answer.contents.value.startswith("**tab-bar/too-many-tabs**")


async def test_cancelling_an_answered_request_changes_nothing(client):
    doc = Doc(client, client.workspace_root / "StatusBarHidden.view")
    await doc.open()
    hover = {"textDocument": {"uri": doc.uri}, "position": {"line": 0, "character": 0}}
    first = await client.raw_request("textDocument/hover", hover)
    assert "result" in first
    client.cancel_request(types.CancelParams(id=first["id"]))
    # Later requests (with new ids) are answered normally.
    answer = await client.hover(doc.uri, doc.position("StatusBar {", offset=2))
    assert "**StatusBar**" in answer.contents.value
