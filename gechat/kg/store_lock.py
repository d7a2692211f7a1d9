"""Writers to a KG store folder take turns across processes; readers never wait.

LightRAG keeps a store's graph, key-value and vector data in memory and
writes whole files back (each file atomically). Two processes writing the
same folder at once would overwrite each other's changes, so a change
(insert, delete, embedding deferred vectors) holds an exclusive ``flock`` on
``gechat.lock`` for its duration; other writers queue for it (up to
:data:`WRITE_WAIT_S`), they are not refused. Readers hold no lock: a process
that has the store open keeps reading its copy, and each change bumps a
generation number (``gechat.generation``) so that a process sees that the
folder changed and reloads before its next question (:func:`generation`,
taking :func:`reading` while it reloads, so it never reads a half-written
set of files) or before its own next change. The operating system drops a
dead process's lock, so a crash never leaves a folder locked.

Within one process any number of stores may share a folder (they share
LightRAG's process-wide state anyway): the use is counted per folder and
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
from typing import Any

from gechat.errors import WorkspaceBusyError

try:
    import fcntl
except ImportError:  # pragma: no cover - not on this project's platforms
    fcntl = None  # type: ignore[assignment]

LOCK_FILE = "gechat.lock"
GENERATION_FILE = "gechat.generation"
WRITE_WAIT_S = 900.0  # how long a change queues behind other processes' changes before giving up
READ_WAIT_S = 30.0  # how long a reload waits for a change in progress (then the old copy is read)


@dataclass
class _Held:
    fd: int | None
    users: int = 1
    writers: int = 0
    gate: threading.RLock = field(default_factory=threading.RLock)


_held: dict[str, _Held] = {}  # real folder path -> this process's lock on it
_guard = threading.Lock()
_remotes: dict[str, Any] = {}  # real folder path -> the shared copy it caches (gechat.pgarea.AreaSync)


def attach(folder: Path, remote: Any) -> None:
    """Make the folder a cache of a shared copy (PostgreSQL, :mod:`gechat.pgarea`): a change begins with
    ``remote.begin(wait_s)`` (the copy's own lock, then catching up) and ends with ``remote.end()`` (the
    change written back, the copy's generation bumped); :func:`generation` is ``remote.generation()``;
    :func:`reading` holds the folder exclusively and calls ``remote.pull()``."""
    _remotes[os.path.realpath(folder)] = remote



def store_files(folder: Path) -> Iterator[tuple[str, Path]]:
    """The files of a store folder as (relative path, path), sorted: what a copy of the store holds. The lock's
    own files (one machine's) and hidden files are left out."""
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        if path.is_file() and rel not in (LOCK_FILE, GENERATION_FILE) \
                and not any(part.startswith(".") for part in rel.split("/")):
            yield rel, path

def acquire(folder: Path) -> str:
    """Register a use of the folder; returns the key for :func:`writing`, :func:`reading` and :func:`release`."""
    key = os.path.realpath(folder)
    with _guard:
        if key in _held:
            _held[key].users += 1
            return key
        fd = os.open(Path(key) / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600) if fcntl is not None else None
        _held[key] = _Held(fd)
        return key


@contextmanager
def writing(key: str) -> Iterator[bool]:
    """Hold the folder exclusively for a change, queueing behind other processes' changes.

    Re-entrant; other writers in this process wait their turn. Yields True for the outermost
    change (the one that bumps the generation when it ends). Raises :class:`WorkspaceBusyError`
    naming the holder when the queue does not move within :data:`WRITE_WAIT_S`.
    """
    entry = _held[key]
    with entry.gate:
        outermost = entry.writers == 0
        if outermost and entry.fd is not None:
            if not _flock(entry.fd, fcntl.LOCK_EX, WRITE_WAIT_S):
                raise WorkspaceBusyError(
                    f"The knowledge graph in {key} has been changed by another GE-Chat process{_holder(entry.fd)} "
                    f"for over {WRITE_WAIT_S:g} s.",
                    hint="Try again when it has finished.",
                )
            os.ftruncate(entry.fd, 0)
            os.pwrite(entry.fd, f"{os.getpid()}\n".encode(), 0)
        remote = _remotes.get(key) if outermost else None
        if remote is not None:
            began = False
            try:
                remote.begin(WRITE_WAIT_S)
                began = True
            finally:  # whatever stopped it (Ctrl-C included) propagates; the folder is not left locked
                if not began and entry.fd is not None:
                    fcntl.flock(entry.fd, fcntl.LOCK_UN)
        entry.writers += 1
        try:
            yield outermost
        finally:
            entry.writers -= 1
            if entry.writers == 0:
                try:
                    if outermost and remote is not None:
                        remote.end()
                    elif outermost:
                        _bump(key)
                finally:
                    if entry.fd is not None:
                        fcntl.flock(entry.fd, fcntl.LOCK_UN)


@contextmanager
def reading(key: str) -> Iterator[bool]:
    """Share the folder while reloading it; yields False (read the old copy) if a change does not end soon."""
    entry = _held[key]
    if entry.fd is None or entry.writers:
        yield True
        return
    remote = _remotes.get(key)
    got = _flock(entry.fd, fcntl.LOCK_SH if remote is None else fcntl.LOCK_EX, READ_WAIT_S)
    try:
        if got and remote is not None:
            remote.pull()
        yield got
    finally:
        if got:
            fcntl.flock(entry.fd, fcntl.LOCK_UN)


def generation(key: str) -> int:
    """How many changes the folder has seen (0 for a new one)."""
    if key in _remotes:
        return _remotes[key].generation()
    try:
        return int((Path(key) / GENERATION_FILE).read_text().strip() or 0)
    except (FileNotFoundError, ValueError):
        return 0


def _bump(key: str) -> None:
    from gechat.kg.fileio import atomic_write_text

    atomic_write_text(Path(key) / GENERATION_FILE, str(generation(key) + 1))


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
