"""The app's indexing through the database queue (``GECHAT_INDEX_QUEUE`` with ``GECHAT_STORAGE=postgres``).

Same interface as :class:`gechat.ui.jobs.IndexingManager`, so the page code does not change: ``submit``
puts the file in the queue (``GEChat.enqueue``), ``gechat worker`` processes on any machine index it,
and ``jobs`` reads their progress back from the database (``GEChat.jobs``) as :class:`gechat.ui.jobs.Job`
snapshots. Every app instance serving the workspace sees the same queue: the jobs still queued or
running, whoever submitted them, and those that ended since this instance started (until dismissed).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

from gechat import jobs as queue
from gechat.codec import decode
from gechat.ids import document_id
from gechat.records import IndexReport
from gechat.ui.jobs import Job, stage_plan


class QueueManager:
    """Indexing jobs kept in PostgreSQL; ``chat()`` gives the entry's current facade."""

    def __init__(self, chat: Callable[[], Any]) -> None:
        self._chat = chat
        self._since = datetime.now(timezone.utc)
        self._keys: dict[str, tuple[str, int]] = {}  # sha256 -> (document id, size) of files this instance queued
        self._hidden: set[str] = set()  # dismissed keys

    # --- app side (IndexingManager's interface) ----------------------------------------------
    def submit(self, name: str, data: bytes) -> str:
        key = document_id(data)
        self._keys[queue.sha256(data)] = (key, len(data))
        self._chat().enqueue(data, name)
        self._hidden.discard(key)
        return key

    def jobs(self) -> list[Job]:
        shown: dict[str, Job] = {}
        for row in self._chat().jobs(ended_since=self._since):  # those that ended before: see the documents list
            job = self._snapshot(row)
            if job.key not in self._hidden:
                shown[job.key] = job  # a file queued again (after its job ended) shows its newest job
        return sorted(shown.values(), key=lambda j: j.submitted)

    def job(self, key: str) -> Job | None:
        return next((j for j in self.jobs() if j.key == key), None)

    @property
    def busy(self) -> bool:
        return any(j.active for j in self.jobs())

    def forget(self, key: str) -> bool:
        found = any(j.key == key and not j.active for j in self.jobs())
        if found:
            self._hidden.add(key)
        return found

    def retry(self, key: str) -> bool:
        return False  # a failed queued file is queued again by uploading it again

    def wait(self, timeout: float | None = None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.busy:
            if deadline is not None and time.monotonic() >= deadline:
                return False
            time.sleep(0.5)
        return True

    def shutdown(self, timeout: float | None = None) -> None:
        """Nothing runs here: the workers own the jobs."""

    # --- rows to snapshots ------------------------------------------------------------------------
    def _snapshot(self, row: queue.Job) -> Job:
        report = decode(IndexReport, row.result) if row.result else None
        key, size = self._keys.get(row.sha256, ("", 0))
        key = (report.doc_id if report is not None and report.doc_id else "") or key or f"job-{row.id}"
        now_wall, now_mono = datetime.now(timezone.utc), time.monotonic()

        def mono(at: datetime | None) -> float:
            return 0.0 if at is None else now_mono - max(0.0, (now_wall - at).total_seconds())

        status = row.state if row.state in ("queued", "running", "failed") else "done"
        started = mono(row.started_at) if row.state != "queued" else 0.0
        return Job(key=key, name=row.name, size=size, status=status, stage=row.stage or row.state,
                   fraction=row.fraction, submitted=mono(row.enqueued_at), started=started,
                   finished=mono(row.finished_at) if row.finished else 0.0, report=report, error=row.error,
                   plan=stage_plan(row.name, size), stage_started=started)
