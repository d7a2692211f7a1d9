"""spaCy parsing split across processes (the parse is CPU-bound Python and does not scale with threads).

A :class:`SpacyPool` keeps ``workers`` child processes, each running this
module (``python -m gechat.kg.spacy_pool MODEL``) with its own warm copy of
the pipeline, loaded as soon as the pool starts. The children are plain
subprocesses, not ``multiprocessing`` workers, so they never re-import the
caller's main script. They talk over their stdin/stdout: length-prefixed
pickles of ``(texts, batch_size, window)`` in, per-text results out (mentions
and sentence relations, small records; never spaCy documents).

:meth:`SpacyPool.parse` cuts the sentences into contiguous parts, sends all
but the first to the workers, parses the first in the calling process and
returns everything in the original order. A worker that fails does not fail
the extraction: its part is parsed in the calling process and the pool is
not used again.
"""

from __future__ import annotations

import logging
import os
import pickle
import select
import struct
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

log = logging.getLogger(__name__)
HEADER = struct.Struct("!Q")
SECONDS_PER_SENTENCE = 0.05  # a worker this slow is taken for hung (spaCy-sm needs ~3 ms per sentence here)


def _send(stream: IO[bytes], obj: Any) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(HEADER.pack(len(data)) + data)
    stream.flush()


def _recv(stream: IO[bytes]) -> Any:
    head = stream.read(HEADER.size)
    if len(head) < HEADER.size:
        raise EOFError("the spaCy worker closed its pipe")
    size = HEADER.unpack(head)[0]
    data = stream.read(size)
    if len(data) < size:
        raise EOFError("the spaCy worker closed its pipe mid-message")
    return pickle.loads(data)  # noqa: S301 - our own child process, over its private pipe


def _recv_within(proc: subprocess.Popen, seconds: float) -> Any:
    ready, _, _ = select.select([proc.stdout], [], [], seconds)
    if not ready:
        raise RuntimeError(f"no answer from the spaCy worker within {seconds:.0f} s")
    return _recv(proc.stdout)


class SpacyPool:
    """Child processes with a warm spaCy pipeline each."""

    def __init__(self, model: str, workers: int) -> None:
        self.broken = False
        self._lock = threading.Lock()
        root = str(Path(__file__).resolve().parents[2])
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)}
        self._ready: set[int] = set()  # pids whose "ready" message has been read
        self._procs: list[subprocess.Popen] = []
        try:
            for _ in range(max(1, workers)):
                self._procs.append(subprocess.Popen(
                    [sys.executable, "-m", "gechat.kg.spacy_pool", model],
                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
                ))
        except OSError as exc:  # cannot start processes here: parse in this one
            self._give_up(exc)

    def wait_ready(self, timeout: float = 120.0) -> bool:
        """Block until every worker has loaded its pipeline; False (and the pool is given up) if one cannot."""
        with self._lock:
            for proc in list(self._procs):
                if proc.pid in self._ready:
                    continue
                try:
                    if _recv_within(proc, timeout) != ("ready", None):
                        raise RuntimeError("unexpected first message")
                    self._ready.add(proc.pid)
                except (OSError, EOFError, RuntimeError, pickle.UnpicklingError) as exc:
                    self._give_up(exc)
                    return False
            return not self.broken

    def parse(self, texts: list[str], batch_size: int, window: int, *, here: Callable[[list[str]], list]) -> list:
        """Per-text results, as ``here`` (the calling process's own parser) would return them for all ``texts``."""
        if not self.wait_ready():
            return here(texts)
        with self._lock:
            if self.broken or not self._procs:
                return here(texts)
            size = -(-len(texts) // (len(self._procs) + 1))
            parts = [texts[i : i + size] for i in range(0, len(texts), size)]
            sent = []
            for proc, part in zip(self._procs, parts[1:]):
                try:
                    _send(proc.stdin, (part, batch_size, window))
                    sent.append(proc)
                except (OSError, ValueError) as exc:
                    self._give_up(exc)
                    sent.append(None)
            out = list(here(parts[0]))
            for proc, part in zip(sent, parts[1:]):
                out.extend(self._result(proc, part, here))
            return out

    def _result(self, proc: subprocess.Popen | None, part: list[str], here: Callable[[list[str]], list]) -> list:
        if proc is not None:
            try:
                status, payload = _recv_within(proc, 30 + SECONDS_PER_SENTENCE * len(part))
                if status == "ok" and len(payload) == len(part):
                    return payload
                raise RuntimeError(f"worker answered {status}: {payload if status != 'ok' else 'wrong length'}")
            except (OSError, EOFError, RuntimeError, pickle.UnpicklingError) as exc:
                self._give_up(exc)
        return here(part)

    def _give_up(self, exc: Exception) -> None:
        if not self.broken:
            log.warning("spaCy worker process failed (%s); parsing in this process from now on", exc)
        self.broken = True
        self.close()

    def close(self) -> None:
        procs, self._procs = self._procs, []
        for proc in procs:
            try:
                proc.stdin.close()  # the worker exits at end of input
                proc.wait(timeout=5)
            except Exception:
                proc.kill()  # a worker still loading its model on a busy machine reads no input yet
                try:
                    proc.wait(timeout=5)  # reaped, so that no exited worker is left behind as a zombie
                except Exception:
                    pass

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass


_shared: dict[tuple[str, int], list] = {}  # (model, workers) -> [pool, users]
_shared_lock = threading.Lock()


def acquire(model: str, workers: int) -> SpacyPool:
    """The process's pool for ``model`` (one per process, shared by every extractor: a test run or an app with
    many workspaces would otherwise hold a set of warm spaCy processes per workspace)."""
    with _shared_lock:
        entry = _shared.get((model, workers))
        if entry is None or entry[0].broken:
            entry = _shared[(model, workers)] = [SpacyPool(model, workers), 0]
        entry[1] += 1
        return entry[0]


def release(pool: SpacyPool) -> None:
    """Give back one use of a pool from :func:`acquire`; the last user's release stops its processes."""
    with _shared_lock:
        for key, entry in list(_shared.items()):
            if entry[0] is pool:
                entry[1] -= 1
                if entry[1] > 0:
                    return
                del _shared[key]
                break
    pool.close()


def serve(model: str) -> None:
    """The worker loop: parse each request until stdin closes."""
    out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # stray prints must not corrupt the pipe
    from gechat.kg.spacy_parse import load_pipeline, parse_sentences

    nlp = load_pipeline(model)
    _send(out, ("ready", None))
    stdin = sys.stdin.buffer
    while True:
        try:
            texts, batch_size, window = _recv(stdin)
        except EOFError:
            return
        try:
            _send(out, ("ok", parse_sentences(nlp, texts, batch_size, window)))
        except Exception as exc:  # report, stay alive: the parent decides
            _send(out, ("error", f"{type(exc).__name__}: {exc}"))


if __name__ == "__main__":
    serve(sys.argv[1])
