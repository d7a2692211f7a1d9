"""Indexing as jobs in PostgreSQL (issue 18): a queue that any number of ``gechat worker`` processes, on one
machine or several, take documents from; the app and the CLI enqueue and read progress from the database.

A job is a row of ``gechat_jobs`` (made with the other tables, :data:`gechat.pgstorage.SCHEMA`): workspace,
file name, SHA-256 and bytes of the file, ``state`` (queued, running, done, failed), the stage and fraction
the indexing run reported, the worker (``host:pid``), attempts, error, and the run's :class:`IndexReport`
as JSON. Enqueueing a file whose bytes are already queued or running for the workspace returns that job.

Crash safety without lease timeouts: a worker claims the oldest open job (``SELECT ... FOR UPDATE SKIP
LOCKED``, then ``pg_try_advisory_lock`` on the job, one candidate per transaction) and keeps that
session-level advisory lock on its own connection until the job is finished. The server drops a dead worker's locks with
its connection, so a ``running`` job whose lock is free belongs to a dead worker and is taken over; after
:data:`MAX_ATTEMPTS` attempts it is ``failed`` instead. A run re-done after its worker died between the
document's commit and the job's end finds the document stored (the workspace deduplicates by content) and
ends ``done`` with status ``duplicate``: a document is never indexed twice.
"""

from __future__ import annotations

import json
import os
import socket
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gechat.codec import encode
from gechat.errors import GEChatError, WorkspaceError
from gechat.pgstorage import Database, sha256

if TYPE_CHECKING:
    import psycopg

    from gechat.records import IndexReport
    from gechat.settings import Settings

MAX_ATTEMPTS = 3
LOCK_CLASS = 0x67656A62  # first key of the two-key advisory locks on jobs (a key space apart from pgarea's)
CHANNEL = "gechat_jobs"  # NOTIFY on enqueue wakes idle workers at once
POLL_S = 1.0
_TRY_LOCK = ("SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid() "
             "AND classid = %s::bigint::oid AND objid = %s::bigint::oid AND objsubid = 2) THEN false "
             "ELSE pg_try_advisory_lock(%s, %s) END")  # CASE: a lock this session holds is not taken twice
_FIELDS = ("id, workspace, name, sha256, state, stage, fraction, worker, attempts, error, result, enqueued_at, "
           "started_at, finished_at")


class JobQueueError(WorkspaceError):
    """The job queue cannot be used here (it needs ``GECHAT_STORAGE=postgres``)."""


@dataclass(frozen=True)
class Job:
    id: int
    workspace: str
    name: str
    sha256: str
    state: str
    stage: str = ""
    fraction: float = 0.0
    worker: str = ""
    attempts: int = 0
    error: str = ""
    result: dict | None = None
    enqueued_at: datetime | None = None
    started_at: datetime | None = None
    finished_at: datetime | None = None
    data: bytes = field(default=b"", repr=False)  # the file's bytes: only on a job just claimed

    @property
    def finished(self) -> bool:
        return self.state in ("done", "failed")

    def line(self) -> str:
        """One line for a listing: id, state, name, progress or outcome."""
        if self.state == "running":
            what = f"{self.stage or 'starting'} {self.fraction:.0%} on {self.worker}"
        elif self.state == "done" and self.result:
            what = f"{self.result.get('status', '')} {self.result.get('doc_id', '')}".strip()
        elif self.state == "failed":
            what = self.error
        else:
            what = ""
        tries = f" (attempt {self.attempts})" if self.attempts > 1 else ""
        return f"{self.id:6d} {self.state:7} {self.name}{tries}" + (f": {what}" if what else "")


def require_postgres(settings: Settings) -> None:
    if settings.storage != "postgres":
        raise JobQueueError(
            "The indexing queue lives in PostgreSQL; this configuration keeps workspaces in files.",
            hint="Set GECHAT_STORAGE=postgres (and GECHAT_POSTGRES_URL, or leave it empty for the embedded server), "
            "or index directly without the queue.",
        )


def queue_database(settings: Settings, workspace: str | None = None, *, create: bool = True) -> Database:
    """The database holding the queue; with ``workspace``, that workspace exists once it returns."""
    require_postgres(settings)
    if workspace is not None:
        from gechat.storage import open_storage

        storage = open_storage(settings.workspace_dir, workspace, create=create, settings=settings)
        return storage.db  # type: ignore[attr-defined]
    from gechat.pgembed import settings_database

    return settings_database(settings)


def enqueue(db: Database, workspace: str, name: str, data: bytes) -> int:
    """Queue a file for indexing into ``workspace``; the id of its job (an open job with the same bytes: that one)."""
    digest, name = sha256(data), Path(name).name
    for _ in range(5):  # the open job found by the insert may finish before it is read: look again
        with db.cursor(transaction=True) as cur:
            row = cur.execute(
                "INSERT INTO gechat_jobs (workspace, name, sha256, data) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT (workspace, sha256) WHERE state IN ('queued', 'running') DO NOTHING RETURNING id",
                (workspace, name, digest, data)).fetchone()
            if row is None:
                row = cur.execute("SELECT id FROM gechat_jobs WHERE workspace = %s AND sha256 = %s "
                                  "AND state IN ('queued', 'running')", (workspace, digest)).fetchone()
            else:
                cur.execute(f"NOTIFY {CHANNEL}")
        if row is not None:
            return int(row[0])
    raise JobQueueError(f"{name}: the job could not be queued (its twin kept changing state).")


def jobs(db: Database, workspace: str | None = None, ids: Sequence[int] | None = None, *,
         ended_since: datetime | None = None) -> list[Job]:
    """The jobs of a workspace (or the given ones), oldest first, without their bytes; with ``ended_since``,
    only those still open or ended since then."""
    where: list[str] = ["TRUE"]
    args: list[Any] = []
    if ended_since is not None:
        where.append("(state IN ('queued', 'running') OR finished_at >= %s)")
        args.append(ended_since)
    if workspace is not None:
        where.append("workspace = %s")
        args.append(workspace)
    if ids is not None:
        where.append("id = ANY(%s)")
        args.append(list(ids))
    with db.cursor() as cur:
        rows = cur.execute(f"SELECT {_FIELDS} FROM gechat_jobs WHERE {' AND '.join(where)} ORDER BY id", args)
        return [Job(*row) for row in rows.fetchall()]


def wait(db: Database, ids: Sequence[int], *, timeout_s: float | None = None,
         on_change: Callable[[Job], None] | None = None, poll_s: float = POLL_S) -> list[Job]:
    """Wait until every job of ``ids`` is done or failed (or ``timeout_s`` passes); their last state.

    ``on_change(job)`` is called whenever a job's state, stage or attempt changes (the CLI prints it).
    """
    deadline = None if timeout_s is None else time.monotonic() + timeout_s
    seen: dict[int, tuple] = {}
    while True:
        current = jobs(db, ids=ids)
        for job in current:
            key = (job.state, job.stage, job.attempts)
            if on_change is not None and seen.get(job.id) != key:
                on_change(job)
            seen[job.id] = key
        if all(j.finished for j in current) or (deadline is not None and time.monotonic() >= deadline):
            return current
        time.sleep(poll_s)


# --- the worker's side: one dedicated connection, holding the advisory lock of the job it works on --------------
def worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def claim(conn: psycopg.Connection, worker: str, workspaces: Sequence[str] | None = None) -> Job | None:
    """Take the oldest job nobody works on (queued, or running for a dead worker), or None.

    On return the job is ``running`` for ``worker`` and ``conn`` holds its advisory lock until
    :func:`finish`, :func:`fail` or :func:`release` (or until the connection drops).
    """
    names, after = None if workspaces is None else list(workspaces), 0
    while True:  # one candidate per transaction: rows looked at and passed over are not kept from other workers
        with conn.transaction():
            found = conn.execute(
                "SELECT id, state, attempts FROM gechat_jobs WHERE state IN ('queued', 'running') AND id > %s "
                "AND (%s::text[] IS NULL OR workspace = ANY(%s)) ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED",
                (after, names, names)).fetchone()
            if found is None:
                return None
            job_id, state, attempts = found
            after = job_id
            if not conn.execute(_TRY_LOCK, _lock_key(job_id) * 2).fetchone()[0]:
                continue  # a live worker has it (this one included: the lock is re-entrant within a session)
            try:
                if state == "running" and attempts >= MAX_ATTEMPTS:
                    conn.execute(
                        "UPDATE gechat_jobs SET state = 'failed', finished_at = now(), error = %s WHERE id = %s",
                        (f"Indexing stopped {attempts} workers (each died or lost its database connection while "
                         "working on this file); it is not tried again.", job_id))
                    row = None
                else:
                    row = conn.execute(
                        f"UPDATE gechat_jobs SET state = 'running', worker = %s, attempts = attempts + 1, stage = '', "
                        f"fraction = 0, error = '', started_at = now(), finished_at = NULL WHERE id = %s "
                        f"RETURNING {_FIELDS}, data", (worker, job_id)).fetchone()
            except Exception:
                _unlock(conn, job_id)
                raise
        if row is None:
            _unlock(conn, job_id)
            continue
        return Job(*row[:-1], data=bytes(row[-1]))


def progress(conn: psycopg.Connection, job: Job, stage: str, fraction: float) -> None:
    """Show the run's stage; best effort: a lost connection shows at :func:`finish`, not inside the run."""
    import psycopg

    try:
        conn.execute("UPDATE gechat_jobs SET stage = %s, fraction = %s WHERE id = %s AND worker = %s "
                     "AND attempts = %s", (stage, float(fraction), job.id, job.worker, job.attempts))
    except psycopg.Error:
        pass


def finish(conn: psycopg.Connection, job: Job, report: IndexReport) -> bool:
    """End the job with its indexing report: done (indexed or duplicate) or failed (the report's reason)."""
    state = "failed" if report.status == "failed" else "done"
    return _end(conn, job, state, report.reason if state == "failed" else "", encode(report))


def fail(conn: psycopg.Connection, job: Job, error: str) -> bool:
    return _end(conn, job, "failed", error, None)


def release(conn: psycopg.Connection, job: Job) -> None:
    """Give an interrupted job back to the queue (the attempt does not count) and drop its lock."""
    try:
        conn.execute("UPDATE gechat_jobs SET state = 'queued', worker = '', stage = '', fraction = 0, "
                     "attempts = greatest(attempts - 1, 0) WHERE id = %s AND worker = %s AND attempts = %s",
                     (job.id, job.worker, job.attempts))
    finally:
        _unlock(conn, job.id)


def _end(conn: psycopg.Connection, job: Job, state: str, error: str, result: Any) -> bool:
    try:  # a done job's bytes are the document's stored source now: the queue lets go of its copy
        return conn.execute(
            "UPDATE gechat_jobs SET state = %s, error = %s, result = %s, stage = %s, fraction = 1, "
            "finished_at = now(), "
            "data = CASE WHEN %s = 'done' THEN ''::bytea ELSE data END "
            "WHERE id = %s AND worker = %s AND attempts = %s",
            (state, error, None if result is None else json.dumps(result), state, state, job.id, job.worker,
             job.attempts)).rowcount == 1
    finally:
        _unlock(conn, job.id)


def _lock_key(job_id: int) -> tuple[int, int]:
    return LOCK_CLASS, int(job_id) & 0x7FFFFFFF


def _unlock(conn: psycopg.Connection, job_id: int) -> None:
    if not conn.closed:
        conn.execute("SELECT pg_advisory_unlock(%s, %s)", _lock_key(job_id))


def idle_wait(conn: psycopg.Connection, seconds: float) -> None:
    """Sleep up to ``seconds``, woken early by an enqueue (``NOTIFY``); ``conn`` must be listening."""
    for _ in conn.notifies(timeout=seconds, stop_after=1):
        pass


def run_worker(settings: Settings, workspaces: Sequence[str] | None = None, *, once: bool = False,
               idle_exit_s: float | None = None, stop: Callable[[], bool] = lambda: False,
               say: Callable[[str], None] = print) -> int:
    """Index queued documents until ``stop()`` (checked between jobs), one job with ``once``, or ``idle_exit_s``
    seconds without a job; the number of jobs ended. A job's workspace is opened through the facade."""
    import psycopg

    from gechat.chat import GEChat
    from gechat.pgstorage import classify

    db = queue_database(settings)
    conn = db.connect()
    me = worker_id()
    chats: dict[str, GEChat] = {}
    ended, idle_since = 0, time.monotonic()
    try:
        conn.execute(f"LISTEN {CHANNEL}")
        say(f"worker {me} ready ({', '.join(workspaces) if workspaces else 'every workspace'})")
        while not stop():
            try:
                job = claim(conn, me, workspaces)
            except psycopg.Error as exc:
                raise classify(exc, db.url) from None
            if job is None:
                if once or (idle_exit_s is not None and time.monotonic() - idle_since >= idle_exit_s):
                    break
                idle_wait(conn, POLL_S)
                continue
            chat = chats.get(job.workspace) or chats.setdefault(job.workspace, GEChat(settings, job.workspace))
            done = False
            try:
                report = chat.index_file(job.data, job.name, progress=lambda s, f, j=job: progress(conn, j, s, f))
                finish(conn, job, report)
                say(f"job {job.id} {report.status} {job.name} {report.doc_id}".rstrip())
                done = True
            except GEChatError as exc:
                fail(conn, job, exc.user_message())
                say(f"job {job.id} failed {job.name}: {exc.user_message()}")
                done = True
            finally:
                if not done and not conn.closed:  # Ctrl-C or a bug: the job goes back to the queue
                    release(conn, job)
            ended += 1
            idle_since = time.monotonic()
            if once:
                break
    finally:
        for chat in chats.values():
            chat.close()
        conn.close()
    return ended
