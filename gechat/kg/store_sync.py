"""A store folder that several processes share: open, change, reload and close in step with them.

:class:`SyncedStore` is the cross-process half of :class:`gechat.kg.lightrag_store.LightRAGStore`,
kept apart from the LightRAG calls. Writers take turns on the folder's exclusive lock and every
change moves the folder's generation number (:mod:`gechat.kg.store_lock`); a reader holds no lock
and, when the generation has moved since it loaded, closes its copy and opens it again under a
shared lock, so it never reads a change half-written.

A subclass supplies the store itself through four hooks: :meth:`_open` (load the folder),
:meth:`_close_storages` (write back and close), :meth:`_forget` (drop what the process keeps of
the folder beyond this object) and :meth:`_stop_workers` (this object's threads).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from gechat.kg import store_lock


class SyncedStore:
    """Open ``working_dir`` under its cross-process lock; ``args`` are passed to every :meth:`_open`."""

    def __init__(self, working_dir: Path, *args: Any) -> None:
        self.working_dir = Path(working_dir)
        self.working_dir.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()  # this process's threads: one change or reload at a time
        self._lock_key: str | None = store_lock.acquire(self.working_dir)
        self._args = args
        opened = False
        try:
            with store_lock.reading(self._lock_key):  # not while another process is half-way through a change
                self.generation = store_lock.generation(self._lock_key)
                self._open(*args)
            opened = True
        finally:
            if not opened:
                store_lock.release(self._lock_key)

    # --- hooks ----------------------------------------------------------------
    def _open(self, *args: Any) -> None:
        raise NotImplementedError

    def _close_storages(self) -> None:
        raise NotImplementedError

    def _forget(self) -> None:
        """Drop the process-wide copy of the folder's data (on a reload, and when the process's last user closes)."""

    def _stop_workers(self) -> None:
        """Stop this object's own threads."""

    # --- in step with other processes ----------------------------------------
    @contextmanager
    def writing(self) -> Iterator[None]:
        """Hold the folder exclusively across processes for a change (re-entrant; queued; see store_lock).

        The outermost change first reloads the store if another process changed it since we read it.
        """
        with store_lock.writing(self._lock_key) as outermost:
            if outermost and store_lock.generation(self._lock_key) != self.generation:
                self._reload()
            yield
        if outermost:  # our copy is the folder as this change left it (a failed change reloads next time)
            self.generation = store_lock.generation(self._lock_key)

    def refresh(self) -> bool:
        """Reload the store if another process changed it since we read it; True when it did."""
        if store_lock.generation(self._lock_key) == self.generation:
            return False
        with self._lock, store_lock.reading(self._lock_key) as shared:
            if not shared or store_lock.generation(self._lock_key) == self.generation:
                return False  # a change is still going on (read the old copy), or another thread reloaded
            self._reload()
            return True

    def _reload(self) -> None:
        with self._lock:
            self.generation = store_lock.generation(self._lock_key)
            self._close_storages()
            self._stop_workers()
            self._forget()
            self._open(*self._args)

    def close(self) -> None:
        with self._lock:
            if self._lock_key is None:
                return
            try:
                self._close_storages()
            finally:
                if store_lock.release(self._lock_key):  # the process's last user of the folder
                    self._forget()
                self._lock_key = None
                self._stop_workers()
