# Fixtures the live preview server's tests share: the viewls binary
# (VIEWLS, an absolute path), `served` — `viewls preview --serve` on a
# temporary copy of Examples/, its URL read from its first line of output,
# stopped with SIGTERM after the test (which must end it with status 0) —
# and `browser`, Debian's Chromium driven by playwright, headless.
import os
import pathlib
import shutil
import signal
import subprocess
import time
import urllib.parse

import pytest

REPO = pathlib.Path(__file__).resolve().parents[3]
EXAMPLES = REPO / "Examples"
VIEWLS = os.environ.get("VIEWLS", "")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# Screenshots and measured numbers, for people to look at.
ARTIFACTS = REPO / ".build" / "e2e-serve"


def pytest_configure(config):
    if not VIEWLS:
        raise pytest.UsageError("VIEWLS must name the viewls binary to test (an absolute path)")
    if not os.path.isabs(VIEWLS) or not os.access(VIEWLS, os.X_OK):
        raise pytest.UsageError(f"VIEWLS={VIEWLS!r} is not the absolute path of an executable")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)


class Served:
    """A running `viewls preview --serve ROOT`."""

    def __init__(self, root: pathlib.Path, *arguments: str):
        self.root = root
        self.process = subprocess.Popen(
            [VIEWLS, "preview", "--serve", str(root), *arguments],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
            env={k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")},
        )
        self.url = self.process.stdout.readline().decode().strip()
        if not self.url.startswith("http://127.0.0.1:"):
            self.process.kill()
            _, err = self.process.communicate()
            raise AssertionError(f"no URL on the first line: {self.url!r} {err!r}")
        parsed = urllib.parse.urlsplit(self.url)
        self.port = parsed.port
        self.token = urllib.parse.parse_qs(parsed.query)["token"][0]

    def link(self, path: str) -> str:
        """The URL of a route, with the token."""
        separator = "&" if "?" in path else "?"
        return f"http://127.0.0.1:{self.port}{path}{separator}token={self.token}"

    def stop(self) -> int:
        """SIGTERM, then the exit status; what it wrote after the URL is kept in `rest_of_output`."""
        self.process.send_signal(signal.SIGTERM)
        try:
            out, err = self.process.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.communicate()
            raise
        self.rest_of_output = (out.decode(), err.decode())
        return self.process.returncode


@pytest.fixture
def workspace(tmp_path):
    root = tmp_path / "Examples"
    shutil.copytree(EXAMPLES, root)
    return root


@pytest.fixture
def served(workspace):
    server = Served(workspace)
    yield server
    assert server.stop() == 0, "SIGTERM stops the server cleanly"


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield chromium
        chromium.close()


def wait_until(condition, seconds: float = 5.0, step: float = 0.01) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(step)
    return condition()
