"""Readers share a KG store folder across processes; a writer needs it to itself.

LightRAG keeps a store's graph, key-value and vector data in memory and
writes whole files back. Two processes writing the same folder (the app and
a ``gechat index`` run, say) would overwrite each other's changes, and a
process that opened the store before another one wrote would go on reading
its stale copy. So every process with the store open holds a shared
``flock`` on ``gechat.lock`` in the folder, and a change (insert, delete,
embedding deferred vectors) upgrades it to an exclusive lock for its
duration: it succeeds only when no other process has the store open.
Refusals are clear errors, never a silent wait for minutes. The operating
system drops a dead process's lock, so a crash never leaves a folder locked.

Within one process any number of stores may share a folder (they share
LightRAG's process-wide state anyway): the lock is counted per folder and
writes to a folder are serialised. Where ``fcntl`` does not exist (Windows)
there is no cross-process lock.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from gechat.errors import WorkspaceBusyError

try:
    import fcntl
except ImportError:  # pragma: no cover - not on this project's platforms
    fcntl = None  # type: ignore[assignment]

LOCK_FILE = "gechat.lock"
OPEN_WAIT_S = 5.0  # how long opening waits for another process's change to finish
WRITE_WAIT_S = 5.0  # how long a change waits for other processes to close the store


@dataclass
class _Held:
    fd: int | None
    users: int = 1
    writers: int = 0
    gate: threading.RLock = field(default_factory=threading.RLock)


_held: dict[str, _Held] = {}  # real folder path -> this process's lock on it
_guard = threading.Lock()


def acquire(folder: Path) -> str:
    """Open the folder for reading (shared); returns the key for :func:`writing` and :func:`release`.

    Raises :class:`WorkspaceBusyError` if another process is changing the store
    and does not finish within :data:`OPEN_WAIT_S`.
    """
    key = os.path.realpath(folder)
    with _guard:
        if key in _held:
            _held[key].users += 1
            return key
        fd = None
        if fcntl is not None:
            fd = os.open(Path(key) / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
            if not _flock(fd, fcntl.LOCK_SH, OPEN_WAIT_S):
                holder = _holder(fd)
                os.close(fd)
                raise WorkspaceBusyError(
                    f"The knowledge graph in {key} is being changed by another GE-Chat process{holder}.",
                    hint="Try again when it has finished.",
                )
        _held[key] = _Held(fd)
        return key


@contextmanager
def writing(key: str) -> Iterator[None]:
    """Hold the folder exclusively for a change (re-entrant; other writers in this process wait their turn)."""
    entry = _held[key]
    with entry.gate:
        if entry.writers == 0 and entry.fd is not None:
            if not _flock(entry.fd, fcntl.LOCK_EX, WRITE_WAIT_S):
                fcntl.flock(entry.fd, fcntl.LOCK_SH)  # a failed upgrade may have dropped our shared lock
                raise WorkspaceBusyError(
                    f"The knowledge graph in {key} is open in another GE-Chat process, so it cannot be changed now.",
                    hint="Close the other app or command first, or use another workspace.",
                )
            os.ftruncate(entry.fd, 0)
            os.pwrite(entry.fd, f"{os.getpid()}\n".encode(), 0)
        entry.writers += 1
        try:
            yield
        finally:
            entry.writers -= 1
            if entry.writers == 0 and entry.fd is not None:
                fcntl.flock(entry.fd, fcntl.LOCK_SH)  # back to sharing (waits if another writer slipped in)


def release(key: str) -> bool:
    """Give back one use of the folder; the last one closes the lock (and True is returned)."""
    with _guard:
        entry = _held.get(key)
        if entry is None:
            return False
        entry.users -= 1
        if entry.users > 0:
            return False
        del _held[key]
    if entry.fd is not None:
        os.close(entry.fd)  # closing the descriptor releases the flock
    return True


def held_here(folder: Path) -> bool:
    """Whether this process has the folder open."""
    with _guard:
        return os.path.realpath(folder) in _held


def _flock(fd: int, mode: int, wait_s: float) -> bool:
    deadline = time.monotonic() + wait_s
    while True:
        try:
            fcntl.flock(fd, mode | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)


def _holder(fd: int) -> str:
    try:
        pid = os.pread(fd, 32, 0).decode().strip()
    except OSError:
        return ""
    return f" (pid {pid})" if pid.isdigit() else ""
