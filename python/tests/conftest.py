"""A real KOPA gateway for the whole test session.

Started from the repo (python/..) with `node --import tsx cli/src/main.ts serve --http 127.0.0.1:<free
port> --tasks <tasks>`; set KOPA_TEST_GATEWAY_URL (and KOPA_ADMIN_TOKEN) to use a running one instead.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))  # the shared helpers in tests/kopa_testkit.py
sys.path.append(str(HERE.parent))  # kopa_rl from the source tree when it is not pip-installed

#: The task set the gateway serves. `--tasks tasks` (the package directory) is rejected by the
#: gateway today (it reads tasks/package.json as a task); tasks/data holds the 145 benchmark tasks.
TASKS = os.environ.get("KOPA_TEST_TASKS", "tasks/data")


@dataclass
class Gateway:
    url: str
    token: str
    log: Path


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_healthy(url: str, process: subprocess.Popen | None, log: Path, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"the gateway exited with {process.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url + "/healthz", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"the gateway did not answer /healthz within {seconds}s:\n{log.read_text()[-3000:]}")


@contextlib.contextmanager
def running_gateway(tasks: str, log: Path) -> Iterator[Gateway]:
    """A gateway serving ``tasks`` (relative to the repo, or absolute) on a free loopback port,
    ended by its process group id when the block exits."""
    url, token = f"http://127.0.0.1:{_free_port()}", secrets.token_hex(16)
    with log.open("wb") as sink:
        process = subprocess.Popen(
            ["node", "--import", "tsx", "cli/src/main.ts", "serve", "--http", url.removeprefix("http://"),
             "--tasks", tasks],
            cwd=REPO,
            env={**os.environ, "KOPA_ADMIN_TOKEN": token},
            stdout=sink,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, ended below by that group's id
        )
    try:
        _wait_healthy(url, process, log)
        yield Gateway(url=url, token=token, log=log)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()


@contextlib.contextmanager
def gateway_env(gateway: Gateway) -> Iterator[None]:
    """KOPA_GATEWAY_URL / KOPA_ADMIN_TOKEN for the adapters, restored afterwards."""
    saved = {key: os.environ.get(key) for key in ("KOPA_GATEWAY_URL", "KOPA_ADMIN_TOKEN")}
    os.environ["KOPA_GATEWAY_URL"], os.environ["KOPA_ADMIN_TOKEN"] = gateway.url, gateway.token
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@pytest.fixture(scope="session")
def gateway(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Gateway]:
    log = tmp_path_factory.mktemp("gateway") / "gateway.log"
    external = os.environ.get("KOPA_TEST_GATEWAY_URL")
    if external:
        log.write_text("(external gateway)")
        found = Gateway(url=external.rstrip("/"), token=os.environ.get("KOPA_ADMIN_TOKEN", ""), log=log)
        _wait_healthy(found.url, None, log)
        with gateway_env(found):
            yield found
        return
    with running_gateway(TASKS, log) as started, gateway_env(started):
        yield started


@pytest.fixture(scope="session")
def client(gateway: Gateway):
    from kopa_rl.client import ControlPlane

    return ControlPlane(gateway.url, gateway.token)
