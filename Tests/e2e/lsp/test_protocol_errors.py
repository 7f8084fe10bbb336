# Owns the base protocol as raw bytes on the server's stdin (no pygls):
# malformed bodies (-32700, id null) and bad headers after which the server
# carries on, -32600/-32601/-32602/-32002, framing split across writes,
# and the exit status after `exit` or EOF with and without `shutdown`.
import pytest

from rawserver import RawServer, encode, frame


@pytest.fixture
def server(workspace):
    server = RawServer(cwd=workspace)
    yield server
    server.stop()
    assert server.garbage == [], "the server wrote something other than protocol to stdout"


def hover_params(workspace, line=0, character=0):
    return {"textDocument": {"uri": (workspace / "StatusBarHidden.view").as_uri()},
            "position": {"line": line, "character": character}}


def assert_error(response, code, id):
    assert response["jsonrpc"] == "2.0"
    assert response["id"] == id
    assert response["error"]["code"] == code, response
    assert isinstance(response["error"]["message"], str) and response["error"]["message"]
    assert "result" not in response


def test_a_body_that_is_not_json_then_a_valid_request(server, workspace):
    server.send_bytes(frame(b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {'))
    assert_error(server.response(), -32700, None)
    result = server.initialize(workspace.as_uri())
    assert result["capabilities"]["positionEncoding"] == "utf-16"
    server.request(2, "textDocument/hover", hover_params(workspace, 7, 6))
    assert server.response(2)["result"]["contents"]["value"].startswith("**StatusBar**")


def test_requests_before_initialize(server, workspace):
    server.request(1, "textDocument/hover", hover_params(workspace))
    assert_error(server.response(1), -32002, 1)
    server.request("before", "shutdown")
    assert_error(server.response("before"), -32002, "before")
    # A notification before initialize is dropped: no diagnostics for this didOpen.
    server.notify("textDocument/didOpen", {"textDocument": {
        "uri": (workspace / "StatusBarHidden.view").as_uri(), "languageId": "view", "version": 1,
        "text": (workspace / "StatusBarHidden.view").read_text()}})
    server.initialize(workspace.as_uri())
    server.request(2, "textDocument/hover", hover_params(workspace, 7, 6))
    assert server.response(2)["result"]["contents"]["value"].startswith("**StatusBar**")


def test_unknown_method(server, workspace):
    server.initialize(workspace.as_uri())
    server.request(1, "viewls/noSuchThing", {})
    assert_error(server.response(1), -32601, 1)
    server.request("text-id", "textDocument/noSuchThing")
    assert_error(server.response("text-id"), -32601, "text-id")
    server.notify("viewls/noSuchNotification", {})  # ignored, not answered
    server.request(2, "shutdown")
    assert server.response(2) == {"jsonrpc": "2.0", "id": 2, "result": None}


@pytest.mark.parametrize("params", [
    {"textDocument": {"uri": "file:///nowhere/Missing.view"}, "position": {"line": 0, "character": 0}},
    {"textDocument": {}, "position": {"line": 0, "character": 0}},
    {"position": {"line": 0, "character": 0}},
    [1, 2],
], ids=["unknown-document", "no-uri", "no-textDocument", "array"])
def test_bad_params(server, workspace, params):
    server.initialize(workspace.as_uri())
    server.request(1, "textDocument/hover", params)
    assert_error(server.response(1), -32602, 1)
    server.request(2, "textDocument/hover", hover_params(workspace, 7, 6))
    assert "result" in server.response(2)


def test_bad_params_in_a_partly_right_position(server, workspace):
    server.initialize(workspace.as_uri())
    params = hover_params(workspace)
    params["position"] = {"line": "seven", "character": 0}
    server.request(1, "textDocument/hover", params)
    assert_error(server.response(1), -32602, 1)


@pytest.mark.parametrize("header", [
    b"Content-Length: abc\r\n\r\n",
    b"Content-Length: -5\r\n\r\n",
    b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n",
    b"Content-Length: 99999999999999999999999\r\n\r\n",
], ids=["not-a-number", "negative", "missing", "too-large"])
def test_invalid_content_length_then_carries_on(server, workspace, header):
    server.initialize(workspace.as_uri())
    server.send_bytes(header + b'{"jsonrpc":"2.0","id":1,"method":"shutdown"}' + encode(
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": hover_params(workspace, 7, 6)}))
    assert_error(server.response(), -32700, None)
    # The body of the bad message is skipped (never executed); the next message is answered.
    response = server.response()
    assert response["id"] == 2 and response["result"]["contents"]["value"].startswith("**StatusBar**")


@pytest.mark.parametrize(("body", "id"), [
    (b'{"jsonrpc":"1.0","id":5,"method":"shutdown"}', 5),
    (b'{"id":6,"method":"shutdown"}', 6),
    (b'[{"jsonrpc":"2.0","id":7,"method":"shutdown"}]', None),
    (b'{"jsonrpc":"2.0","id":8,"method":42}', 8),
    (b'{"jsonrpc":"2.0","id":{"n":9},"method":"shutdown"}', None),
    (b'"shutdown"', None),
    (b'{"jsonrpc":"2.0","id":11,"method":"textDocument/hover","params":"hover"}', 11),
], ids=["wrong-version", "no-version", "batch", "numeric-method", "object-id", "not-an-object", "string-params"])
def test_invalid_requests(server, workspace, body, id):
    server.initialize(workspace.as_uri())
    server.send_bytes(frame(body))
    assert_error(server.response(), -32600, id)
    server.request(10, "textDocument/hover", hover_params(workspace, 7, 6))
    assert "result" in server.response(10)


def test_framing_across_and_within_writes(server, workspace):
    server.initialize(workspace.as_uri())
    two = encode({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": hover_params(workspace, 7, 6)})
    two += encode({"jsonrpc": "2.0", "id": 2, "method": "nope"})
    server.send_bytes(two)
    assert "result" in server.response(1)
    assert_error(server.response(2), -32601, 2)
    # One message, a byte at a time, with headers in another case and an extra header.
    body = encode({"jsonrpc": "2.0", "id": "slow", "method": "shutdown"}).split(b"\r\n\r\n", 1)[1]
    message = b"content-length: %d\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" % len(body) + body
    for byte in message:
        server.send_bytes(bytes([byte]))
    assert server.response("slow") == {"jsonrpc": "2.0", "id": "slow", "result": None}


def test_no_input_stops_it_answering(server, workspace):
    server.initialize(workspace.as_uri())
    server.send_bytes(frame(b'{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"x":"\xff\xfe"}}'))
    assert server.response(1)["error"]["code"] in (-32700, -32602)
    server.request(2, "textDocument/hover", hover_params(workspace, 10_000, 10_000))  # past the end
    assert "result" in server.response(2)
    server.request(3, "textDocument/hover", hover_params(workspace, 7, 6))
    assert server.response(3)["result"]["contents"]["value"].startswith("**StatusBar**")


def test_shutdown_then_exit_is_status_0(server, workspace):
    server.initialize(workspace.as_uri())
    server.request(1, "shutdown")
    assert server.response(1) == {"jsonrpc": "2.0", "id": 1, "result": None}
    server.request(2, "textDocument/hover", hover_params(workspace))
    assert_error(server.response(2), -32600, 2)
    server.notify("exit")
    assert server.wait() == 0


def test_exit_without_shutdown_is_status_1(server, workspace):
    server.initialize(workspace.as_uri())
    server.notify("exit")
    assert server.wait() == 1


def test_exit_before_initialize_is_status_1(server):
    server.notify("exit")
    assert server.wait() == 1


def test_end_of_input_without_shutdown_is_status_1(server, workspace):
    server.initialize(workspace.as_uri())
    server.close_input()
    assert server.wait() == 1


def test_end_of_input_after_shutdown_is_status_0(server, workspace):
    server.initialize(workspace.as_uri())
    server.request(1, "shutdown")
    server.response(1)
    server.close_input()
    assert server.wait() == 0


@pytest.mark.parametrize(("line", "character"), [
    (1, 9223372036854775807), (9223372036854775807, 0), (9223372036854775807, 9223372036854775807),
    (1, -9223372036854775808), (-9223372036854775808, 9223372036854775807), (-1, -1), (2147483647, 2147483647),
], ids=["character-max", "line-max", "both-max", "character-min", "line-min", "negative", "int32-max"])
def test_extreme_positions_are_clamped(server, workspace, line, character):
    # Once a SIGILL: the character was added to the line's start before it was clamped.
    server.initialize(workspace.as_uri())
    server.request(1, "textDocument/hover", hover_params(workspace, line, character))
    response = server.response(1)
    assert "error" not in response and "result" in response, response
    server.request(2, "textDocument/hover", hover_params(workspace, 7, 6))
    assert server.response(2)["result"]["contents"]["value"].startswith("**StatusBar**")
    assert server.process.poll() is None


@pytest.mark.parametrize("number", [b"1.5", b"1e300", b"1e400", b"9223372036854775808", b"-9223372036854775809",
                                    b'"1"', b"null", b"[]"])
def test_positions_that_are_not_integers_are_invalid_params(server, workspace, number):
    server.initialize(workspace.as_uri())
    uri = (workspace / "StatusBarHidden.view").as_uri().encode()
    for id, (line, character) in enumerate([(number, b"1"), (b"1", number)], start=1):
        server.send_bytes(frame(b'{"jsonrpc":"2.0","id":%d,"method":"textDocument/hover","params":{"textDocument":{"uri":"%s"},'
                                b'"position":{"line":%s,"character":%s}}}' % (id, uri, line, character)))
        assert_error(server.response(id), -32602, id)
    server.request(3, "textDocument/hover", hover_params(workspace, 7, 6))
    assert server.response(3)["result"]["contents"]["value"].startswith("**StatusBar**")
