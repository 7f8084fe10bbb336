# The pytest-lsp client the tests drive viewls with: its capability variants
# (position encodings, hover format, snippets, pull diagnostics), the
# handlers for the server's requests, the raw JSON of every response and
# published diagnostic, and bounded helpers for the requests tests make.
from __future__ import annotations

import asyncio
import concurrent.futures
import copy
import dataclasses
import itertools
import os
import pathlib
from typing import Any

from lsprotocol import types
from lsprotocol.converters import get_converter
from pygls.protocol import default_converter
from pytest_lsp import LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features
from pytest_lsp.protocol import LanguageClientProtocol

TIMEOUT = 10.0


@dataclasses.dataclass(frozen=True)
class ClientOptions:
    """What a test client tells the server it can do in `initialize`."""

    name: str
    position_encodings: tuple[str, ...] = ("utf-16",)
    hover_formats: tuple[str, ...] = ("markdown", "plaintext")
    snippets: bool = True
    pull_diagnostics: bool = False
    # Workspace edits as documentChanges with file renames (else plain `changes`).
    rename_files: bool = False
    locale: str | None = None  # initialize.locale, when set

    def __str__(self):
        return self.name

    def capabilities(self) -> dict[str, Any]:
        text_document: dict[str, Any] = {
            "synchronization": {"didSave": True, "dynamicRegistration": True},
            "publishDiagnostics": {"versionSupport": True, "relatedInformation": True},
            "hover": {"contentFormat": list(self.hover_formats)},
            "completion": {"completionItem": {
                "snippetSupport": self.snippets,
                "documentationFormat": ["markdown", "plaintext"],
            }},
            "codeAction": {
                "isPreferredSupport": True,
                "codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["quickfix", "source", "source.fixAll"]}},
            },
        }
        text_document["documentSymbol"] = {"hierarchicalDocumentSymbolSupport": True}
        text_document["rename"] = {"prepareSupport": True}
        workspace_edit = {"documentChanges": True, "resourceOperations": ["create", "rename", "delete"]} if self.rename_files else {}
        if self.pull_diagnostics:
            text_document["diagnostic"] = {"dynamicRegistration": False, "relatedDocumentSupport": True}
        return {
            "general": {"positionEncodings": list(self.position_encodings)},
            "textDocument": text_document,
            "workspace": {"configuration": True, "workspaceFolders": True,
                          "diagnostics": {"refreshSupport": False}, "workspaceEdit": workspace_edit},
            "window": {"workDoneProgress": False},
        }

    def initialize_params(self, root_uri: str) -> types.InitializeParams:
        raw = {
            "processId": os.getpid(),
            "rootUri": root_uri,
            "workspaceFolders": [{"uri": root_uri, "name": "workspace"}],
            "capabilities": self.capabilities(),
            "clientInfo": {"name": f"pytest-lsp ({self.name})"},
        }
        if self.locale is not None:
            raw["locale"] = self.locale
        return get_converter().structure(raw, types.InitializeParams)


UTF16 = ClientOptions("utf16")
UTF8 = ClientOptions("utf8", position_encodings=("utf-8", "utf-16"))
MARKDOWN = ClientOptions("markdown", hover_formats=("markdown", "plaintext"))
PLAINTEXT = ClientOptions("plaintext", hover_formats=("plaintext",))
SNIPPETS = ClientOptions("snippets", snippets=True)
NO_SNIPPETS = ClientOptions("no-snippets", snippets=False)
PULL = ClientOptions("pull", pull_diagnostics=True)
RENAME_FILES = ClientOptions("rename-files", rename_files=True)
RUSSIAN = ClientOptions("ru", locale="ru")
CHINESE = ClientOptions("zh-CN", locale="zh-CN")


class ViewlsProtocol(LanguageClientProtocol):
    """Keeps the JSON of responses and of publishDiagnostics as the server sent it."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.raw_responses: dict[Any, dict] = {}
        self.published: list[dict] = []

    def structure_message(self, data: dict[str, Any]):
        # Copies: pygls's structure hooks replace "result" and "params" in place.
        if "id" in data and "method" not in data:
            self.raw_responses[data["id"]] = copy.deepcopy(data)
        elif data.get("method") == types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
            self.published.append(copy.deepcopy(data["params"]))
        return super().structure_message(data)


class ViewlsClient(LanguageClient):
    """A pytest-lsp client with what the viewls tests need on top."""

    protocol: ViewlsProtocol

    def __init__(self):
        super().__init__(converter_factory=default_converter, protocol_cls=ViewlsProtocol)
        self.options: ClientOptions = UTF16
        self.workspace_root: pathlib.Path | None = None
        self.encoding = "utf-16"  # the position encoding the server chose
        self.init_result: types.InitializeResult | None = None
        self.init_json: dict = {}  # the same, as JSON
        self.settings: dict[str, Any] = {}  # each workspace/configuration item is answered with this
        self.configuration_requests: list[types.ConfigurationParams] = []
        self.registrations: list[types.Registration] = []
        self.shut_down = False  # set when a test ended the session itself
        self._ids = itertools.count(1)

    # Diagnostics as published, raw JSON.

    def published_for(self, uri: str) -> list[dict]:
        return [params for params in self.protocol.published if params["uri"] == uri]

    async def wait_for_published(self, uri: str, version, seen: int = 0, timeout=TIMEOUT) -> dict:
        """The first publishDiagnostics for `uri` with `version` after the first `seen` ones for it."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            for params in self.published_for(uri)[seen:]:
                if params.get("version") == version:
                    return params
            if asyncio.get_running_loop().time() > deadline:
                raise AssertionError(f"no diagnostics for {uri} at version {version}; got {self.published_for(uri)}")
            await asyncio.sleep(0.01)

    # Requests, bounded.

    def next_id(self) -> int:
        return next(self._ids) + 1000

    async def raw_request(self, method: str, params: Any, timeout=TIMEOUT) -> dict:
        """Sends a request and returns the response as the server sent it (result or error)."""
        msg_id = self.next_id()
        future = asyncio.wrap_future(self.send_raw_request(msg_id, method, params))
        try:
            await asyncio.wait_for(future, timeout)
        except Exception:
            if msg_id not in self.protocol.raw_responses:
                raise
        return self.protocol.raw_responses[msg_id]

    def send_raw_request(self, msg_id, method: str, params: Any) -> concurrent.futures.Future:
        """Writes a request with plain-JSON params (pygls would want lsprotocol types for a known method)."""
        future: concurrent.futures.Future = concurrent.futures.Future()
        self.protocol._request_futures[msg_id] = future
        message = {"jsonrpc": "2.0", "id": msg_id, "method": method}
        if params is not None:
            message["params"] = params
        self.protocol._send_data(message)
        return future

    async def hover(self, uri: str, position: types.Position) -> types.Hover | None:
        params = types.HoverParams(text_document=types.TextDocumentIdentifier(uri), position=position)
        return await asyncio.wait_for(self.text_document_hover_async(params), TIMEOUT)

    async def complete(self, uri: str, position: types.Position) -> list[types.CompletionItem]:
        params = types.CompletionParams(text_document=types.TextDocumentIdentifier(uri), position=position)
        result = await asyncio.wait_for(self.text_document_completion_async(params), TIMEOUT)
        assert isinstance(result, types.CompletionList), result
        return list(result.items)

    async def code_actions(self, uri: str, range: types.Range, diagnostics=(), only=None) -> list[types.CodeAction]:
        params = types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri), range=range,
            context=types.CodeActionContext(diagnostics=list(diagnostics), only=only))
        result = await asyncio.wait_for(self.text_document_code_action_async(params), TIMEOUT)
        assert result is not None
        assert all(isinstance(action, types.CodeAction) for action in result), result
        return list(result)


# Handlers for what the server may ask of the client.

def record_publish(ls: ViewlsClient, params: types.PublishDiagnosticsParams):
    ls.diagnostics[params.uri] = params.diagnostics  # raw JSON is kept by ViewlsProtocol


def configuration(ls: ViewlsClient, params: types.ConfigurationParams):
    ls.configuration_requests.append(params)
    return [ls.settings for _ in params.items]


def register_capability(ls: ViewlsClient, params: types.RegistrationParams):
    ls.registrations.extend(params.registrations)
    return None


def unregister_capability(ls: ViewlsClient, params: types.UnregistrationParams):
    return None


def make_client() -> ViewlsClient:
    client = ViewlsClient()
    features = dict(DEFAULT_CLIENT_FEATURES)
    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = record_publish
    features[types.WORKSPACE_CONFIGURATION] = configuration
    features[types.CLIENT_REGISTER_CAPABILITY] = register_capability
    features[types.CLIENT_UNREGISTER_CAPABILITY] = unregister_capability
    register_lsp_features(client, features)
    return client
