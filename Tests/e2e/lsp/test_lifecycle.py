# Owns the session lifecycle through pytest-lsp: what `initialize` answers
# (position encoding negotiated from the client's offer, the capabilities,
# serverInfo), a second `initialize`, and `shutdown` followed by `exit`.
import asyncio
import os
import subprocess

import pytest
from lsprotocol import types

from viewlsclient import UTF8, UTF16, ClientOptions

ENCODING_OFFERS = [
    (UTF16, "utf-16"),
    (UTF8, "utf-8"),
    (ClientOptions("utf8-only", position_encodings=("utf-8",)), "utf-8"),
    (ClientOptions("utf32-utf16", position_encodings=("utf-32", "utf-16")), "utf-16"),
    (ClientOptions("no-offer", position_encodings=()), "utf-16"),
]


@pytest.mark.parametrize(("client", "expected"), ENCODING_OFFERS, indirect=["client"], ids=str)
async def test_position_encoding_is_negotiated(client, expected):
    assert client.init_json["capabilities"]["positionEncoding"] == expected
    assert client.encoding == expected


async def test_initialize_announces_the_features(client):
    raw = client.init_json
    capabilities = raw["capabilities"]
    assert capabilities["textDocumentSync"] == {"openClose": True, "change": 2, "save": True}
    assert capabilities["hoverProvider"] is True
    assert ":" in capabilities["completionProvider"]["triggerCharacters"]
    assert set(capabilities["codeActionProvider"]["codeActionKinds"]) >= {"quickfix", "source.fixAll.viewls"}
    version = subprocess.run([os.environ["VIEWLS"], "--version"], capture_output=True, text=True, check=True).stdout.split()[1]  # "viewls 0.1.0 (commit)"
    assert raw["serverInfo"] == {"name": "viewls", "version": version}


async def test_second_initialize_is_an_invalid_request(client):
    params = {"processId": None, "rootUri": None, "capabilities": {}}
    response = await client.raw_request("initialize", params)
    assert response["error"]["code"] == -32600
    # The session goes on (and the fixture's shutdown and exit still end it with 0).
    doc = client.workspace_root / "StatusBarHidden.view"
    hover = await client.hover(doc.as_uri(), types.Position(line=7, character=6))
    assert hover.contents.value.startswith("**StatusBar**")


async def test_shutdown_then_exit_ends_with_status_0(client):
    response = await client.raw_request("shutdown", None)
    assert "error" not in response and response["result"] is None
    client.shut_down = True
    # After shutdown every request but exit is refused.
    hover = {"textDocument": {"uri": (client.workspace_root / "About.view").as_uri()},
             "position": {"line": 0, "character": 0}}
    refused = await client.raw_request("textDocument/hover", hover)
    assert refused["error"]["code"] == -32600
    client.exit(None)
    assert await asyncio.wait_for(client._server.wait(), 10) == 0  # pygls's server process
