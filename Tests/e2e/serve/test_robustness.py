# The served preview under abuse, through the real binary with its real
# bounds: random bytes, a huge head (431), heads that never end, clients
# that vanish or reset mid-request, connections past the limit (503) — and
# afterwards it answers at once, as before. Also how many gallery and
# drawing requests it answers per second (printed and kept in
# .build/e2e-serve/numbers.txt; asserted only loosely, the machine is shared).
import random
import socket
import struct
import threading
import time

from conftest import ARTIFACTS, wait_until
from rawhttp import exchange, read_all, request, status

MAXIMUM_CONNECTIONS = 32  # PreviewServer.Limits.standard


def answered_quickly(served) -> bool:
    started = time.monotonic()
    ok = status(request(served.port, f"/?token={served.token}")) == 200
    return ok and time.monotonic() - started < 1.0


def test_fuzzed_heads_and_vanishing_clients_leave_it_serving(served):
    rng = random.Random(22)
    valid = f"GET /screen/About.svg?token={served.token} HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n\r\n".encode()
    statuses = {}
    for round_number in range(300):
        kind = round_number % 5
        if kind == 0:
            data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 2048))) + b"\r\n\r\n"
        elif kind == 1:
            data = bytearray(valid[:-4])  # mutated, but ended, so that no client waits for the head timeout
            for _ in range(rng.randrange(1, 6)):
                data[rng.randrange(len(data))] = rng.choice(b" \r\n:%?/\x00\xff")
            data = bytes(data) + b"\r\n\r\n"
        elif kind == 2:
            data = valid[: rng.randrange(len(valid))]  # cut short, then gone
        elif kind == 3:
            data = valid
        else:
            data = b"GET / HTTP/1.1\r\n" + b"X-Padding: " + b"a" * rng.randrange(20_000, 200_000) + b"\r\n\r\n"
        connection = socket.create_connection(("127.0.0.1", served.port), timeout=5)
        try:
            if kind == 2:
                if round_number % 10 == 2:  # reset rather than close
                    connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                connection.sendall(data)
                continue
            try:
                connection.sendall(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the server answered 431 and stopped reading
            answer = read_all(connection)
        finally:
            connection.close()
        statuses[status(answer)] = statuses.get(status(answer), 0) + 1
        assert answer == b"" or (answer.startswith(b"HTTP/1.1 ") and b"\r\n\r\n" in answer), answer[:80]
    assert {200, 400, 431} <= set(statuses), statuses
    assert answered_quickly(served)


def test_connections_past_the_limit_get_503_and_it_recovers(served):
    idle = []
    try:
        for _ in range(MAXIMUM_CONNECTIONS):
            connection = socket.create_connection(("127.0.0.1", served.port), timeout=5)
            connection.sendall(b"GET / HTTP/1.1\r\n")  # a head that never ends
            idle.append(connection)
        time.sleep(0.3)
        assert wait_until(lambda: status(request(served.port, f"/?token={served.token}")) == 503, seconds=3)
    finally:
        for connection in idle:
            connection.close()
    assert wait_until(lambda: answered_quickly(served), seconds=3), "serves again once the idle clients are gone"


def test_slow_heads_do_not_hold_up_other_clients(served):
    slow = [socket.create_connection(("127.0.0.1", served.port), timeout=5) for _ in range(8)]
    try:
        for _ in range(3):
            for connection in slow:
                connection.sendall(b"X")
            assert answered_quickly(served)
            time.sleep(0.2)
    finally:
        for connection in slow:
            connection.close()


def _rate(served, target: str, clients: int = 4, seconds: float = 3.0) -> float:
    done = [0] * clients
    stop = time.monotonic() + seconds
    data = f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n\r\n".encode()

    def client(index):
        while time.monotonic() < stop:
            if status(exchange(served.port, data)) == 200:
                done[index] += 1

    threads = [threading.Thread(target=client, args=(index,)) for index in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sum(done) / seconds


def test_requests_per_second(served):
    gallery = _rate(served, f"/?token={served.token}")
    drawing = _rate(served, f"/screen/About.svg?token={served.token}")
    line = f"requests/s with 4 clients, one request per connection: gallery {gallery:.0f}, drawing {drawing:.0f}"
    print("\n" + line)
    with open(ARTIFACTS / "numbers.txt", "a") as numbers:
        numbers.write(line + "\n")
    assert gallery > 20 and drawing > 20, line
