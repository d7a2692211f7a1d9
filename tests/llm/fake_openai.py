"""A tiny OpenAI-compatible HTTP server on 127.0.0.1 for the client tests.

Each test scripts the replies: a list of ``Canned`` answers (or functions of
the request body returning one), served in order; when the script runs out
the last entry is repeated. Every request body is recorded.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Canned:
    status: int = 200
    body: Any = field(default_factory=dict)  # dict -> JSON, str -> sent as is
    delay_s: float = 0.0


def chat(content: str | None, prompt_tokens: int = 11, completion_tokens: int = 7) -> Canned:
    """A successful chat-completions answer carrying ``content``."""
    return Canned(
        200,
        {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 0,
            "model": "test-model",
            "choices": [
                {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
            ],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        },
    )


def error(status: int, message: str) -> Canned:
    return Canned(status, {"error": {"message": message, "type": "invalid_request_error"}})


Script = Canned | Callable[[dict[str, Any]], Canned]


class FakeOpenAIServer:
    def __init__(self) -> None:
        self.script: list[Script] = []
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.headers: list[dict[str, str]] = []
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._httpd.serve_forever, args=(0.02,), daemon=True)

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> None:
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        self._httpd.shutdown()
        self._httpd.server_close()

    def _next(self, body: dict[str, Any]) -> Canned:
        with self._lock:
            self.requests.append(body)
            item = self.script.pop(0) if len(self.script) > 1 else (self.script[0] if self.script else chat("ok"))
        return item(body) if callable(item) else item

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
                pass

            def do_POST(self) -> None:  # noqa: N802 - stdlib name
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                server.paths.append(self.path)
                server.headers.append({k.lower(): v for k, v in self.headers.items()})
                if not self.path.endswith("/chat/completions"):
                    self._send(Canned(404, {"error": {"message": f"no route {self.path}"}}))
                    return
                canned = server._next(json.loads(raw or b"{}"))
                if canned.delay_s and server._stop.wait(canned.delay_s):
                    return
                self._send(canned)

            def _send(self, canned: Canned) -> None:
                data = canned.body if isinstance(canned.body, str) else json.dumps(canned.body)
                payload = data.encode("utf-8")
                try:
                    self.send_response(canned.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except OSError:  # the client gave up (timeout test)
                    pass

        return Handler


class SleepRecorder:
    """Injectable ``sleep`` that records the delays instead of waiting."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)
