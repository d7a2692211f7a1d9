"""Start and stop a real llama.cpp server (``llama_cpp.server`` from ``llama-cpp-python[server]``) for the tests.

The server runs the embedded demo GGUF (SmolLM2-135M) on 127.0.0.1 at a free
port, with one thread; ``start`` waits until ``/v1/models`` answers and raises
``ServerUnavailable`` (with the server's last log lines) when it cannot start.
"""

from __future__ import annotations

import ctypes
import importlib.util
import json
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

MODEL_ALIAS = "smollm2"
#: the server's dependencies beside llama_cpp itself (the [server] extra)
SERVER_MODULES = ("llama_cpp.server", "fastapi", "sse_starlette", "starlette_context", "uvicorn")


class ServerUnavailable(RuntimeError):
    """The server could not be started here (reason in the message)."""


def _die_with_parent() -> None:
    """In the server's process: end it when the test run that started it ends, even by SIGKILL (Linux)."""
    try:
        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except OSError:
        pass


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LlamaServer:
    def __init__(self, model: Path, log_path: Path, *, context: int = 4096) -> None:
        self.model = model
        self.log_path = log_path
        self.context = context
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/v1"
        self._proc: subprocess.Popen[bytes] | None = None

    def start(self, *, ready_within_s: float = 180.0) -> None:
        missing = [m for m in SERVER_MODULES if _find(m) is None]
        if missing:
            raise ServerUnavailable(f"missing Python modules {', '.join(missing)} (pip install 'llama-cpp-python[server]')")
        cmd = [
            sys.executable, "-m", "llama_cpp.server", "--model", str(self.model), "--model_alias", MODEL_ALIAS,
            "--host", "127.0.0.1", "--port", str(self.port), "--n_ctx", str(self.context),
            "--n_threads", "1", "--n_threads_batch", "1", "--verbose", "False",
        ]
        with open(self.log_path, "wb") as log:
            self._proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                          preexec_fn=_die_with_parent)
        deadline = time.monotonic() + ready_within_s
        while time.monotonic() < deadline:
            if self._proc.poll() is not None:
                raise ServerUnavailable(f"llama_cpp.server exited with code {self._proc.returncode}: {self.log_tail()}")
            if self.ready():
                return
            time.sleep(0.2)
        self.stop()
        raise ServerUnavailable(f"llama_cpp.server did not answer within {ready_within_s:g} s: {self.log_tail()}")

    def ready(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}/models", timeout=2) as resp:
                models = json.load(resp)
        except (urllib.error.URLError, OSError, ValueError):
            return False
        return any(m.get("id") == MODEL_ALIAS for m in models.get("data", []))

    def stop(self) -> None:
        if self._proc is None or self._proc.poll() is not None:
            return
        self._proc.terminate()
        try:
            self._proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait(timeout=15)

    def requests_logged(self) -> list[str]:
        """The server's access-log lines for chat completions ("POST /v1/chat/completions ... 200 OK")."""
        text = self.log_path.read_text(encoding="utf-8", errors="replace")
        return [line for line in text.splitlines() if "/v1/chat/completions" in line and "HTTP/1.1" in line]

    def log_tail(self, lines: int = 8) -> str:
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "(no log)"
        return " | ".join(text.strip().splitlines()[-lines:]) or "(empty log)"


def _find(module: str):
    try:
        return importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
