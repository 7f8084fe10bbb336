# Requests written byte by byte over a plain socket, so that a test can send
# what no HTTP library would (a foreign Host, no Host, a path that climbs
# out, malformed heads), and read the whole answer until the server closes.
import socket


def exchange(port: int, data: bytes, address: str = "127.0.0.1", timeout: float = 5.0) -> bytes:
    with socket.create_connection((address, port), timeout=timeout) as connection:
        connection.sendall(data)
        return read_all(connection)


def read_all(connection: socket.socket) -> bytes:
    received = b""
    while True:
        try:
            chunk = connection.recv(65536)
        except (ConnectionResetError, TimeoutError, socket.timeout):
            break
        if not chunk:
            break
        received += chunk
    return received


def request(port: int, target: str, host: str | None = "default", method: str = "GET", fields: tuple = ()) -> bytes:
    head = f"{method} {target} HTTP/1.1\r\n"
    if host == "default":
        host = f"127.0.0.1:{port}"
    if host is not None:
        head += f"Host: {host}\r\n"
    head += "".join(f"{field}\r\n" for field in fields) + "\r\n"
    return exchange(port, head.encode())


def status(answer: bytes) -> int:
    parts = answer.split(b" ", 2)
    return int(parts[1]) if len(parts) > 1 and parts[0] == b"HTTP/1.1" and parts[1].isdigit() else 0


def fields(answer: bytes) -> dict:
    head = answer.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")[1:]
    return {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in head)}
