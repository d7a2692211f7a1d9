"""A workspace's records in PostgreSQL (``GECHAT_STORAGE=postgres``), for teams sharing one database.

One row per record in ``gechat_records`` (workspace, key, bytes, SHA-256 of the bytes); each write or
deletion is its own transaction, so a reader sees the old record or the new one. Workspaces are rows
of ``gechat_workspaces``. Areas (folders a component manages itself, LightRAG's ``kg``) are local
cache directories mirrored in ``gechat_area_files`` by :mod:`gechat.pgarea`; a change under the
area's lock (:mod:`gechat.kg.store_lock`) writes the records it made and the area's changed files
in one transaction, so a killed change leaves nothing of itself in the database. Indexing jobs
(``gechat_jobs``, the queue ``gechat worker`` processes take documents from) belong to :mod:`gechat.jobs`.

Connections (psycopg 3) are borrowed from a few idle ones per process and database, made on first
use. A server that cannot be reached, a refused login, a missing database or a malformed URL raise
:class:`StorageUnavailableError` with its ``reason``; no message or log line carries the URL's user
name or password.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gechat.errors import WorkspaceError, WorkspaceNotFoundError
from gechat.redact import redact, redact_url
from gechat.storage import Storage, check_key

if TYPE_CHECKING:
    import psycopg

    from gechat.pgarea import AreaSync

SCHEMA = """
CREATE TABLE IF NOT EXISTS gechat_workspaces (
    name text PRIMARY KEY,
    created timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS gechat_records (
    workspace text NOT NULL REFERENCES gechat_workspaces(name) ON DELETE CASCADE,
    key text NOT NULL,
    data bytea NOT NULL,
    sha256 text NOT NULL,
    updated timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (workspace, key)
);
CREATE TABLE IF NOT EXISTS gechat_areas (
    workspace text NOT NULL REFERENCES gechat_workspaces(name) ON DELETE CASCADE,
    area text NOT NULL,
    generation bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (workspace, area)
);
CREATE TABLE IF NOT EXISTS gechat_area_files (
    workspace text NOT NULL,
    area text NOT NULL,
    path text NOT NULL,
    data bytea NOT NULL,
    sha256 text NOT NULL,
    PRIMARY KEY (workspace, area, path),
    FOREIGN KEY (workspace, area) REFERENCES gechat_areas(workspace, area) ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS gechat_jobs (
    id bigserial PRIMARY KEY,
    workspace text NOT NULL REFERENCES gechat_workspaces(name) ON DELETE CASCADE,
    name text NOT NULL,
    sha256 text NOT NULL,
    data bytea NOT NULL,
    state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
    stage text NOT NULL DEFAULT '',
    fraction real NOT NULL DEFAULT 0,
    worker text NOT NULL DEFAULT '',
    attempts integer NOT NULL DEFAULT 0,
    error text NOT NULL DEFAULT '',
    result jsonb,
    enqueued_at timestamptz NOT NULL DEFAULT now(),
    started_at timestamptz,
    finished_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS gechat_jobs_open ON gechat_jobs (workspace, sha256)
    WHERE state IN ('queued', 'running');
"""
SCHEMA_LOCK = 0x6765636861740001  # advisory lock id: processes creating the tables at once take turns
_TOMBSTONE = None  # a deletion pending in a change


class StorageUnavailableError(WorkspaceError):
    """The PostgreSQL server could not be used. ``reason``: unreachable, login, no_database, bad_url or failed."""

    def __init__(self, reason: str, message: str, *, hint: str = "") -> None:
        self.reason = reason
        self.retryable = reason in ("unreachable", "failed")
        super().__init__(message, hint=hint)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def classify(exc: Exception, url: str) -> StorageUnavailableError:
    """A psycopg error on connecting or talking to the server, as a classified GE-Chat error (no credentials)."""
    where = f"PostgreSQL at {shown_url(url) or '(empty URL)'}"
    text = str(exc)
    low = text.lower()
    if isinstance(exc, StorageUnavailableError):
        return exc
    if "authentication failed" in low or "no password supplied" in low or ("role" in low and "does not exist" in low):
        return StorageUnavailableError("login", f"{where} refused the login.",
                                       hint="Check the user name and password in GECHAT_POSTGRES_URL.")
    if "database" in low and "does not exist" in low:
        return StorageUnavailableError("no_database", f"{where}: the database does not exist.",
                                       hint="Create it (createdb) or name an existing one in GECHAT_POSTGRES_URL.")
    if "missing \"=\"" in low or "invalid connection option" in low or "invalid uri" in low \
            or "invalid integer value" in low or "invalid port" in low or "servname not supported" in low:
        return StorageUnavailableError("bad_url", f"{where}: the URL is not a valid PostgreSQL connection URL.",
                                       hint="Write it as postgresql://USER:PASSWORD@HOST:PORT/DATABASE.")
    first = redact(text.strip().split("\n", 1)[0])[:200]
    unreachable = ("connection refused", "no such file or directory", "could not translate host name",
                   "failed to resolve host", "timeout expired", "could not connect", "connection is bad",
                   "server closed the connection", "consuming input failed", "terminating connection",
                   "the connection is closed", "connection timed out", "network is unreachable")
    if any(word in low for word in unreachable):
        return StorageUnavailableError("unreachable", f"{where} cannot be reached ({first}).",
                                       hint="Start the server or correct GECHAT_POSTGRES_URL; "
                                       "leave it empty for the embedded server.")
    return StorageUnavailableError("failed", f"{where} failed: {first}.")


def shown_url(url: str) -> str:
    """``url`` as messages may show it: no user name, no password."""
    shown = redact_url(url)
    scheme, sep, rest = shown.partition(":")
    return f"{scheme}://{rest}" if sep and rest.startswith("/") and not rest.startswith("//") else shown


def check_url(url: str) -> str:
    if not url.startswith(("postgresql://", "postgres://")):
        raise StorageUnavailableError("bad_url", f"'{shown_url(url)}' is not a PostgreSQL URL.",
                                      hint="Write it as postgresql://USER:PASSWORD@HOST:PORT/DATABASE.")
    return url


class Database:
    """One PostgreSQL database: a few idle connections shared by the process's threads, the tables made once.

    Each operation borrows a connection and gives it back (at most :data:`MAX_IDLE` are kept), so threads
    that come and go (the app answers each question in a thread of its own) do not each leave one open.
    """

    MAX_IDLE = 8

    def __init__(self, url: str, *, connect_timeout_s: float = 10.0) -> None:
        self.url = check_url(url)
        self.shown = shown_url(url)
        self.connect_timeout_s = connect_timeout_s
        self._idle: list[psycopg.Connection] = []
        self._inherited: list[psycopg.Connection] = []  # a forked child's copies: never used, never closed
        self._pid = os.getpid()
        self._ready = False
        self._guard = threading.Lock()

    def connect(self) -> psycopg.Connection:
        """A new autocommit connection (callers close it); classified errors. The tables exist once it returns."""
        import psycopg

        try:
            conn = psycopg.connect(self.url, autocommit=True, connect_timeout=max(1, int(self.connect_timeout_s)))
        except psycopg.Error as exc:
            raise classify(exc, self.url) from None
        if not self._ready:
            try:
                with conn.transaction():
                    conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                    conn.execute(SCHEMA)
            except psycopg.Error as exc:
                conn.close()
                raise classify(exc, self.url) from None
            self._ready = True
        return conn

    def _borrow(self) -> psycopg.Connection:
        with self._guard:
            if self._pid != os.getpid():  # a forked child: the parent's sessions are not ours to use or end
                self._inherited += self._idle
                self._idle, self._pid = [], os.getpid()
            while self._idle:
                conn = self._idle.pop()
                if not conn.closed:
                    return conn
        return self.connect()

    def _give_back(self, conn: psycopg.Connection) -> None:
        from psycopg.pq import TransactionStatus

        if not conn.closed and conn.info.transaction_status == TransactionStatus.IDLE:
            with self._guard:
                if self._pid == os.getpid() and len(self._idle) < self.MAX_IDLE:
                    self._idle.append(conn)
                    return
        conn.close()

    @contextmanager
    def cursor(self, *, transaction: bool = False) -> Iterator[psycopg.Cursor]:
        """A cursor on a borrowed connection, inside a transaction if asked; errors classified."""
        import psycopg

        conn = self._borrow()
        try:
            if transaction:
                with conn.transaction(), conn.cursor() as cur:
                    yield cur
            else:
                with conn.cursor() as cur:
                    yield cur
        except psycopg.Error as exc:
            if isinstance(exc, psycopg.OperationalError):
                conn.close()  # lost or broken: the next operation connects again
            raise classify(exc, self.url) from None
        finally:
            self._give_back(conn)

    def close(self) -> None:
        with self._guard:
            idle, self._idle = self._idle, []
        for conn in idle:
            conn.close()

    def workspaces(self) -> list[str]:
        with self.cursor() as cur:
            return [r[0] for r in cur.execute('SELECT name FROM gechat_workspaces ORDER BY name COLLATE "C"')]


_databases: dict[str, Database] = {}
_databases_guard = threading.Lock()


def database(url: str, *, connect_timeout_s: float = 10.0) -> Database:
    """The process's :class:`Database` for ``url`` (one per URL)."""
    with _databases_guard:
        db = _databases.get(url)
        if db is None:
            db = _databases[url] = Database(url, connect_timeout_s=connect_timeout_s)
        return db


class PostgresStorage(Storage):
    """The records of workspace ``name`` in ``db``; areas are cached under ``cache_dir`` (see :mod:`gechat.pgarea`)."""

    def __init__(self, db: Database, name: str, cache_dir: Path, *, create: bool = True) -> None:
        self.db = db
        self.name = name
        self.cache_dir = Path(cache_dir)
        self._areas: dict[str, AreaSync] = {}
        self._areas_guard = threading.Lock()
        with db.cursor() as cur:
            if create:
                cur.execute("INSERT INTO gechat_workspaces (name) VALUES (%s) ON CONFLICT DO NOTHING", (name,))
            elif cur.execute("SELECT 1 FROM gechat_workspaces WHERE name = %s", (name,)).fetchone() is None:
                found = db.workspaces()
                raise WorkspaceNotFoundError(
                    f"There is no workspace named '{name}' in the PostgreSQL database {db.shown}.",
                    hint=f"Existing workspaces: {', '.join(found)}." if found else "Index a document to create one.",
                )

    # --- a change's records, written with its area files in one transaction ----------
    def begin_unit(self) -> None:
        """From now on this thread's writes and deletions to the workspace wait for :meth:`flush_unit`."""
        _units().setdefault((self.db.url, self.name), {})

    def end_unit(self) -> None:
        _units().pop((self.db.url, self.name), None)

    def _pending(self) -> dict[str, bytes | None] | None:
        units = getattr(_unit, "pending", None)
        return None if not units else units.get((self.db.url, self.name))

    def flush_unit(self, cur: psycopg.Cursor) -> int:
        """Write this thread's pending records with ``cur`` (inside the caller's transaction); how many."""
        pending = self._pending() or {}
        for key, data in pending.items():
            self._put(cur, key, data)
        return len(pending)

    def _put(self, cur: psycopg.Cursor, key: str, data: bytes | None) -> bool:
        if data is _TOMBSTONE:
            return cur.execute("DELETE FROM gechat_records WHERE workspace = %s AND key = %s",
                               (self.name, key)).rowcount > 0
        cur.execute(
            "INSERT INTO gechat_records (workspace, key, data, sha256) VALUES (%s, %s, %s, %s) "
            "ON CONFLICT (workspace, key) DO UPDATE "
            "SET data = EXCLUDED.data, sha256 = EXCLUDED.sha256, updated = now()",
            (self.name, key, data, sha256(data)),
        )
        return True

    # --- the five methods -------------------------------------------------------------
    def read_bytes(self, key: str) -> bytes | None:
        check_key(key)
        pending = self._pending()
        if pending is not None and key in pending:
            return pending[key]
        with self.db.cursor() as cur:
            row = cur.execute("SELECT data FROM gechat_records WHERE workspace = %s AND key = %s",
                              (self.name, key)).fetchone()
        return None if row is None else bytes(row[0])

    def write_bytes(self, key: str, data: bytes) -> None:
        check_key(key)
        pending = self._pending()
        if pending is not None:
            pending[key] = bytes(data)
            return
        with self.db.cursor(transaction=True) as cur:
            self._put(cur, key, bytes(data))

    def delete(self, key: str) -> bool:
        check_key(key)
        pending = self._pending()
        if pending is not None:
            existed = self.read_bytes(key) is not None
            pending[key] = _TOMBSTONE
            return existed
        with self.db.cursor(transaction=True) as cur:
            return self._put(cur, key, _TOMBSTONE)

    def keys(self, prefix: str = "") -> list[str]:
        with self.db.cursor() as cur:
            found = {r[0] for r in cur.execute(
                "SELECT key FROM gechat_records WHERE workspace = %s AND starts_with(key, %s)", (self.name, prefix))}
        for key, data in (self._pending() or {}).items():
            if key.startswith(prefix):
                (found.add if data is not _TOMBSTONE else found.discard)(key)
        return sorted(found)

    def area(self, name: str) -> Path:
        """A local copy of the area, caught up with the database; kept in step by :class:`gechat.pgarea.AreaSync`."""
        check_key(name)
        with self._areas_guard:
            sync = self._areas.get(name)
            if sync is None:
                from gechat.pgarea import sync_for

                sync = self._areas[name] = sync_for(self, name, self.cache_dir / _safe(self.name) / name)
        return sync.folder

    def sentence_search(self) -> Any:
        """Candidate retrieval in the database (:mod:`gechat.pgsearch`); None where the server has no pgvector."""
        from gechat import pgsearch

        return pgsearch.SentenceSearch(self) if pgsearch.available(self.db) else None

    def kg_tables(self) -> Any:
        """The KG's graph as rows, read per question (:mod:`gechat.pgkg`); None where the server has no pgvector."""
        from gechat import pgkg

        return pgkg.KGTables(self) if pgkg.available(self.db) else None

    def sha256(self, key: str) -> str | None:
        """The stored record's content hash (what migration and checks compare), None when absent."""
        with self.db.cursor() as cur:
            row = cur.execute("SELECT sha256 FROM gechat_records WHERE workspace = %s AND key = %s",
                              (self.name, check_key(key))).fetchone()
        return None if row is None else row[0]

    def fingerprint(self, key: str) -> str | None:
        """The stored content hash (one short row read), or the digest of this unit's pending write."""
        pending = self._pending()
        if pending is not None and key in pending:
            return super().fingerprint(key)
        return self.sha256(key)

    def area_hashes(self, name: str) -> dict[str, str]:
        """Relative path -> SHA-256 of the database's copy of an area."""
        with self.db.cursor() as cur:
            return dict(cur.execute("SELECT path, sha256 FROM gechat_area_files WHERE workspace = %s AND area = %s",
                                    (self.name, name)).fetchall())

    def area_names(self) -> list[str]:
        with self.db.cursor() as cur:
            return [r[0] for r in cur.execute(
                'SELECT area FROM gechat_areas WHERE workspace = %s ORDER BY area COLLATE "C"', (self.name,))]


_unit = threading.local()  # per thread: (url, workspace) -> the records a change in progress wrote


def _units() -> dict[tuple[str, str], dict[str, bytes | None]]:
    if getattr(_unit, "pending", None) is None:
        _unit.pending = {}
    return _unit.pending


def _safe(name: str) -> str:
    return name.replace("/", "_")


def cache_root(cache_dir: Path, db: Database) -> Path:
    """Area caches of one database: a folder per database, named by a hash of its URL without credentials."""
    return Path(cache_dir).expanduser() / hashlib.sha256(db.shown.encode()).hexdigest()[:12]


def open_postgres(url: str, name: str, cache_dir: Path, *, create: bool = True, connect_timeout_s: float = 10.0,
                  **_: Any) -> PostgresStorage:
    db = database(url, connect_timeout_s=connect_timeout_s)
    return PostgresStorage(db, name, cache_root(cache_dir, db), create=create)
