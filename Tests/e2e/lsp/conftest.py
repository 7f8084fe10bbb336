# Fixtures every LSP test shares: the viewls binary (VIEWLS, an absolute
# path), a temporary workspace copied from Examples/, and the `client`
# fixture — `viewls serve` under pytest-lsp, initialized with the capability
# variant a test asks for (indirect parametrization with a ClientOptions from
# viewlsclient.py; utf-16, markdown and snippets by default) and shut down,
# bounded, after the test.
import asyncio
import os
import pathlib
import shutil

import pytest
import pytest_lsp
from pytest_lsp import ClientServerConfig

from viewlsclient import UTF16, ViewlsClient, make_client

REPO = pathlib.Path(__file__).resolve().parents[3]
EXAMPLES = REPO / "Examples"
VIOLATIONS = EXAMPLES / "Violations"
VIEWLS = os.environ.get("VIEWLS", "")

# What the temporary workspace holds: files that break one rule each, and a clean one.
WORKSPACE_FILES = [
    VIOLATIONS / "ControlsSmallTarget.view",
    VIOLATIONS / "TextViewFixedFont.view",
    VIOLATIONS / "StatusBarHidden.view",
    VIOLATIONS / "TabBarTooManyTabs.view",
    VIOLATIONS / "CollectionViewSmallTarget.view",
    EXAMPLES / "About.view",
]


def pytest_configure(config):
    if not VIEWLS:
        raise pytest.UsageError("VIEWLS must name the viewls binary to test (an absolute path)")
    if not os.path.isabs(VIEWLS) or not os.access(VIEWLS, os.X_OK):
        raise pytest.UsageError(f"VIEWLS={VIEWLS!r} is not the absolute path of an executable")


@pytest.fixture
def workspace(tmp_path) -> pathlib.Path:
    """A workspace root with the examples' .viewls.json and WORKSPACE_FILES."""
    root = tmp_path / "workspace"
    root.mkdir()
    shutil.copy(EXAMPLES / ".viewls.json", root / ".viewls.json")
    for source in WORKSPACE_FILES:
        shutil.copy(source, root / source.name)
    return root


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[VIEWLS, "serve"], client_factory=make_client))
async def client(lsp_client: ViewlsClient, workspace: pathlib.Path, request):
    options = getattr(request, "param", UTF16)
    lsp_client.options = options
    lsp_client.workspace_root = workspace
    result = await asyncio.wait_for(lsp_client.initialize_session(options.initialize_params(workspace.as_uri())), 10)
    lsp_client.init_result = result
    [response] = lsp_client.protocol.raw_responses.values()  # initialize's, as the server wrote it
    lsp_client.init_json = response["result"]
    lsp_client.encoding = lsp_client.init_json["capabilities"]["positionEncoding"]
    yield
    if not lsp_client.shut_down:
        await asyncio.wait_for(lsp_client.shutdown_session(), 10)
        # `_server` is pygls's handle on the server process.
        assert lsp_client._server.returncode == 0, "the server did not exit with 0 after shutdown and exit"
