# What keeps the served preview to the person who started it: 403 without
# the token, with a wrong one, and with a Host other than the loopback name
# (DNS rebinding); 404 for paths that are not routes, those that climb out
# of the workspace included (nothing is read from disk by a request's path);
# only GET and HEAD; the security fields on every answer; and a listening
# socket on 127.0.0.1 alone.
import socket
import subprocess

import pytest

from rawhttp import exchange, fields, request, status


def test_requests_without_the_token_or_with_a_foreign_host_get_403(served):
    good = f"/?token={served.token}"
    assert status(request(served.port, good)) == 200
    assert status(request(served.port, good, host=f"localhost:{served.port}")) == 200
    cases = [
        ("no token", "/", "default"),
        ("empty token", "/?token=", "default"),
        ("wrong token", "/?token=" + "0" * 64, "default"),
        ("token cut short", "/?token=" + served.token[:-1], "default"),
        ("token with more", "/?token=" + served.token + "0", "default"),
        ("a screen without the token", "/screen/About.svg", "default"),
        ("events without the token", "/events", "default"),
        ("foreign Host", good, "evil.example"),
        ("foreign Host with the port", good, f"evil.example:{served.port}"),
        ("loopback name, other port", good, f"127.0.0.1:{served.port + 1}"),
        ("no Host", good, None),
        ("IPv6 loopback Host", good, f"[::1]:{served.port}"),
    ]
    for name, target, host in cases:
        answer = request(served.port, target, host=host)
        assert status(answer) == 403, (name, answer[:200])
        assert b"<" not in answer.split(b"\r\n\r\n", 1)[1], f"{name}: a refusal shows nothing of the site"


def test_paths_that_are_not_routes_get_404(served, workspace):
    (workspace.parent / "secret.txt").write_text("do not serve")
    token = served.token
    for path in ["/../etc/passwd", "/screen/../../etc/passwd", "/screen/..%2F..%2Fetc%2Fpasswd",
                 "/screen/%2e%2e/%2e%2e/etc/passwd.svg", "//etc/passwd", "/About.view", "/screen/About.view",
                 "/screen/../secret.txt", "/secret.txt", "/Examples/About.view", "/screen/Nope", "/index.html",
                 "/favicon.ico"]:
        answer = request(served.port, f"{path}?token={token}")
        assert status(answer) == 404, (path, answer[:200])
        assert b"root:" not in answer and b"do not serve" not in answer and b"Screen {" not in answer
    assert status(request(served.port, f"/screen/About?token={token}")) == 200
    assert status(request(served.port, f"/screen/StatusBarHidden.svg?token={token}")) == 200


def test_only_get_and_head(served):
    target = f"/?token={served.token}"
    head = request(served.port, target, method="HEAD")
    assert status(head) == 200 and head.endswith(b"\r\n\r\n"), "HEAD: the fields and no body"
    for method in ["POST", "PUT", "DELETE", "OPTIONS", "TRACE", "CONNECT"]:
        answer = request(served.port, target, method=method)
        assert status(answer) == 405, (method, answer[:100])
        assert fields(answer)["allow"] == "GET, HEAD"


def test_every_answer_carries_the_security_fields(served):
    for target in ["/", f"/?token={served.token}", f"/screen/About?token={served.token}",
                   f"/screen/About.svg?token={served.token}", f"/nope?token={served.token}"]:
        answer = fields(request(served.port, target))
        policy = answer["content-security-policy"]
        assert policy.startswith("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'"), policy
        assert "connect-src 'self'" in policy
        assert answer["x-content-type-options"] == "nosniff"
        assert answer["cache-control"] == "no-store"
        assert answer["referrer-policy"] == "no-referrer"
    svg = fields(request(served.port, f"/screen/About.svg?token={served.token}"))
    assert svg["content-type"] == "image/svg+xml; charset=utf-8"
    assert "script-src" not in svg["content-security-policy"]


def _listening_addresses(port: int) -> list:
    """The local addresses of sockets listening on `port`, from /proc/net/tcp and tcp6."""
    found = []
    for table in ["/proc/net/tcp", "/proc/net/tcp6"]:
        try:
            with open(table) as file:
                lines = file.read().splitlines()[1:]
        except FileNotFoundError:
            continue
        for line in lines:
            columns = line.split()
            address, _, local_port = columns[1].partition(":")
            if int(local_port, 16) == port and columns[3] == "0A":  # 0A: LISTEN
                found.append((table, address))
    return found


def _other_local_addresses() -> list:
    """This machine's IPv4 addresses other than 127.0.0.1 (and 127.0.0.2, always loopback)."""
    addresses = {"127.0.0.2"}
    try:
        addresses.update(subprocess.run(["hostname", "-I"], capture_output=True, text=True, timeout=5).stdout.split())
    except (OSError, subprocess.SubprocessError):
        pass
    return sorted(a for a in addresses if "." in a and a != "127.0.0.1")


def test_listens_on_127_0_0_1_only(served):
    # 0100007F is 127.0.0.1 as /proc writes it (little-endian hex).
    assert _listening_addresses(served.port) == [("/proc/net/tcp", "0100007F")]
    for address in _other_local_addresses():
        with pytest.raises(OSError):
            socket.create_connection((address, served.port), timeout=2).close()
    with pytest.raises(OSError):
        socket.create_connection(("::1", served.port), timeout=2).close()
    assert status(exchange(served.port, f"GET /?token={served.token} HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n\r\n".encode())) == 200
