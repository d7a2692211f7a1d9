"""An area of a PostgreSQL workspace: a local cache folder kept in step with ``gechat_area_files``.

Components with files of their own (LightRAG's ``kg``) keep working on a local folder. The folder is
a cache of the database's copy, one row per file (path, bytes, SHA-256), and a generation number per
area in ``gechat_areas``. :mod:`gechat.kg.store_lock` drives the synchronisation through the three
hooks of :class:`AreaSync` (attached to the folder with ``store_lock.attach``):

- a change (``store_lock.writing``) begins with :meth:`AreaSync.begin`: a PostgreSQL advisory lock per
  (workspace, area) makes writers on every machine take turns (the server drops it with a dead
  writer's session), the folder is made equal to the database's copy, and the records the change
  writes are held back (:meth:`PostgresStorage.begin_unit`); it ends with :meth:`AreaSync.end`: the
  records, the files that changed (by hash), the generation bump and what is derived from the area
  (:attr:`AreaSync.derive`: the KG's rows, :mod:`gechat.pgkg`) go in one transaction. A change
  killed before that leaves nothing of itself in the database, and the next change (or reload)
  puts the cache folder back to the database's copy.
- the generation is the database's (:meth:`AreaSync.generation`), so a reader on any machine sees
  that the area moved and reloads; the reload (``store_lock.reading``, exclusive on the local
  folder while files are written) first calls :meth:`AreaSync.pull`.

Only areas used through ``store_lock`` are kept in step (the ``kg`` area): another component's area
in a PostgreSQL workspace stays a local folder of this machine.
"""

from __future__ import annotations

import hashlib
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from gechat.errors import WorkspaceBusyError
from gechat.kg import store_lock
from gechat.storage import atomic_write

if TYPE_CHECKING:
    import psycopg

    from gechat.pgstorage import PostgresStorage

FETCH_BATCH = 64

_syncs: dict[str, AreaSync] = {}  # real folder path -> its one AreaSync in this process
_syncs_guard = threading.Lock()


def sync_for(storage: PostgresStorage, name: str, folder: Path) -> AreaSync:
    """The process's :class:`AreaSync` of a workspace area (made, and attached to ``store_lock``, once)."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    key = os.path.realpath(folder)
    with _syncs_guard:
        sync = _syncs.get(key)
        if sync is None:
            sync = _syncs[key] = AreaSync(storage, name, Path(key))
            store_lock.attach(Path(key), sync)
        return sync


class AreaSync:
    """Keeps one local folder equal to the database's copy of an area (see the module docstring)."""

    def __init__(self, storage: PostgresStorage, name: str, folder: Path) -> None:
        self.storage = storage
        self.name = name
        self.folder = folder
        digest = hashlib.sha256(f"{storage.name}\0{name}".encode()).digest()
        self.lock_id = int.from_bytes(digest[:8], "big", signed=True)  # one advisory lock per (workspace, area)
        self._hashes: dict[str, tuple[int, int, int, str]] = {}  # relative path -> (inode, size, mtime_ns, sha256)
        self._conn: psycopg.Connection | None = None  # the change's connection, holding the advisory lock
        self._dirty = False  # a change that could not be written back: reload before anything else
        self._guard = threading.Lock()
        #: data derived from the area, written in each change's transaction with the new generation (:mod:`gechat.pgkg`)
        self.derive: Callable[[psycopg.Cursor, int], object] | None = None
        with storage.db.cursor() as cur:
            cur.execute("INSERT INTO gechat_areas (workspace, area) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                        (storage.name, name))

    # --- the store_lock hooks ---------------------------------------------------------
    def generation(self) -> int:
        """The database's generation of the area; a fresh negative number while this copy is dirty."""
        if self._dirty:
            return -time.monotonic_ns()
        with self.storage.db.cursor() as cur:
            row = cur.execute("SELECT generation FROM gechat_areas WHERE workspace = %s AND area = %s",
                              (self.storage.name, self.name)).fetchone()
        return 0 if row is None else int(row[0])

    def begin(self, wait_s: float) -> None:
        """Take the area's advisory lock (queueing up to ``wait_s``), catch up, hold back this thread's records."""
        conn = self.storage.db.connect()
        locked = False
        try:
            deadline = time.monotonic() + wait_s
            while not conn.execute("SELECT pg_try_advisory_lock(%s)", (self.lock_id,)).fetchone()[0]:
                if time.monotonic() >= deadline:
                    raise WorkspaceBusyError(
                        f"Workspace '{self.storage.name}' has been changed by another GE-Chat process "
                        f"for over {wait_s:g} s (PostgreSQL {self.storage.db.shown}).",
                        hint="Try again when it has finished.",
                    )
                time.sleep(0.05)
            self._pull(conn)
            locked = True
        finally:
            if not locked:  # whatever stopped it propagates; closing the session drops the advisory lock too
                conn.close()
        self._conn = conn
        self.storage.begin_unit()

    def end(self) -> int:
        """Write the change back in one transaction (records, changed files, generation + 1); release the lock."""
        conn, self._conn = self._conn, None
        pushed = False
        try:
            if conn is None:
                raise RuntimeError("AreaSync.end without begin")
            generation = self._push(conn)
            pushed = True
            return generation
        finally:
            if not pushed:  # the database kept the copy before the change: the next reader reloads it
                self._dirty = True
            self.storage.end_unit()
            if conn is not None:
                conn.close()

    def pull(self) -> int:
        """Make the local folder equal to the database's copy (call under the folder's exclusive lock)."""
        conn = self.storage.db.connect()
        try:
            return self._pull(conn)
        finally:
            conn.close()

    # --- the work -----------------------------------------------------------------------
    def _pull(self, conn: psycopg.Connection) -> int:
        with self._guard, conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")  # paths, hashes and bytes of one moment
            remote = dict(conn.execute(
                "SELECT path, sha256 FROM gechat_area_files WHERE workspace = %s AND area = %s",
                (self.storage.name, self.name)).fetchall())
            local = self._scan()
            need = sorted(p for p, h in remote.items() if local.get(p) != h)
            for i in range(0, len(need), FETCH_BATCH):
                rows = conn.execute(
                    "SELECT path, data FROM gechat_area_files WHERE workspace = %s AND area = %s AND path = ANY(%s)",
                    (self.storage.name, self.name, need[i:i + FETCH_BATCH])).fetchall()
                for path, data in rows:
                    target = self.folder / path
                    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
                    atomic_write(target, bytes(data))
                    st = target.stat()
                    self._hashes[path] = (st.st_ino, st.st_size, st.st_mtime_ns, remote[path])
            # files the database's copy lacks go, except while it has none at all: a store writes its id file
            # when it is first opened, before the first change has put anything in the database
            gone = sorted(set(local) - set(remote)) if remote else []
            for path in gone:
                (self.folder / path).unlink(missing_ok=True)
                self._hashes.pop(path, None)
            self._dirty = False
            return len(need) + len(gone)

    def _push(self, conn: psycopg.Connection) -> int:
        ws, area = self.storage.name, self.name
        with self._guard, conn.transaction(), conn.cursor() as cur:
            remote = dict(cur.execute("SELECT path, sha256 FROM gechat_area_files WHERE workspace = %s AND area = %s",
                                      (ws, area)).fetchall())
            local = self._scan()
            changed = [p for p, h in local.items() if remote.get(p) != h]
            for path in changed:
                data = (self.folder / path).read_bytes()
                cur.execute(
                    "INSERT INTO gechat_area_files (workspace, area, path, data, sha256) VALUES (%s, %s, %s, %s, %s) "
                    "ON CONFLICT (workspace, area, path) DO UPDATE SET data = EXCLUDED.data, sha256 = EXCLUDED.sha256",
                    (ws, area, path, data, hashlib.sha256(data).hexdigest()))
            gone = sorted(set(remote) - set(local))
            if gone:
                cur.execute("DELETE FROM gechat_area_files WHERE workspace = %s AND area = %s AND path = ANY(%s)",
                            (ws, area, gone))
            self.storage.flush_unit(cur)
            row = cur.execute("UPDATE gechat_areas SET generation = generation + 1 WHERE workspace = %s AND area = %s "
                              "RETURNING generation", (ws, area)).fetchone()
            if self.derive is not None and row is not None:
                self.derive(cur, int(row[0]))
        self._dirty = False
        return int(row[0]) if row else 0

    def _scan(self) -> dict[str, str]:
        """Relative path -> SHA-256 of every shared file in the folder (hashes cached by inode, size and mtime)."""
        found: dict[str, str] = {}
        for rel, path in store_lock.store_files(self.folder):
            st = path.stat()
            cached = self._hashes.get(rel)
            if cached is None or cached[:3] != (st.st_ino, st.st_size, st.st_mtime_ns):
                cached = (st.st_ino, st.st_size, st.st_mtime_ns, hashlib.sha256(path.read_bytes()).hexdigest())
                self._hashes[rel] = cached
            found[rel] = cached[3]
        return found
