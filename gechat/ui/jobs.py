"""Background indexing: one worker thread, a queue, and per-document progress.

The app re-runs its script on every click, so submitting must be idempotent:
jobs are keyed by the content hash of the file (the same id the workspace
gives the document), and a second submit of the same bytes returns the
existing job instead of starting another one.

    manager = IndexingManager(chat.index_file)
    key = manager.submit("paper.pdf", data)      # returns at once
    manager.job(key).fraction, manager.job(key).eta_seconds
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Literal

from gechat.ids import document_id

log = logging.getLogger("gechat.ui.jobs")

JobStatus = Literal["queued", "running", "done", "failed"]
Progress = Callable[[str, float], None]
IndexFn = Callable[..., Any]  # (data: bytes, filename: str, *, progress: Progress) -> IndexReport


@dataclass(frozen=True)
class Job:
    """A snapshot of one indexing job (safe to read from the app thread)."""

    key: str  # content hash of the file = the document id
    name: str
    size: int
    status: JobStatus = "queued"
    stage: str = "queued"
    fraction: float = 0.0
    submitted: float = 0.0
    started: float = 0.0
    finished: float = 0.0
    report: Any = None  # IndexReport once done
    error: str = ""
    expected_seconds: float | None = None  # from the speed of earlier jobs (seconds per byte)

    @property
    def active(self) -> bool:
        return self.status in ("queued", "running")

    @property
    def elapsed(self) -> float:
        if not self.started:
            return 0.0
        return (self.finished or time.monotonic()) - self.started

    @property
    def eta_seconds(self) -> float | None:
        """Seconds left (None until measurable).

        Extrapolated from the fraction done; once an earlier file has been indexed, also from
        its speed per byte (stages do not take equal time, so the larger estimate wins).
        """
        if self.status != "running":
            return None
        by_fraction = self.elapsed * (1.0 - self.fraction) / self.fraction if self.fraction >= 0.02 else None
        by_speed = max(0.0, self.expected_seconds - self.elapsed) if self.expected_seconds is not None else None
        known = [x for x in (by_fraction, by_speed) if x is not None]
        return max(0.0, *known) if known else None

    @property
    def outcome(self) -> str:
        """'indexed', 'duplicate' or 'failed' once done; the job status before that."""
        if self.status == "failed":
            return "failed"
        if self.report is not None:
            return str(getattr(self.report, "status", "indexed"))
        return self.status

    @property
    def reason(self) -> str:
        return self.error or str(getattr(self.report, "reason", "") or "")


def format_eta(seconds: float | None) -> str:
    if seconds is None:
        return "estimating..."
    if seconds < 60:
        return f"about {max(1, round(seconds))} s left"
    return f"about {round(seconds / 60)} min left"


class IndexingManager:
    """Runs ``index_fn`` for each submitted file on one background thread, in order."""

    def __init__(self, index_fn: IndexFn, *, describe_error: Callable[[Exception], str] | None = None) -> None:
        self._index_fn = index_fn
        self._describe = describe_error or (lambda exc: f"{type(exc).__name__}: {exc}")
        self._jobs: dict[str, Job] = {}
        self._data: dict[str, bytes] = {}
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._thread: threading.Thread | None = None
        self._closed = False
        self._seconds = 0.0  # indexing time and bytes of the jobs done so far (for expected_seconds)
        self._bytes = 0

    # --- app side ------------------------------------------------------------
    def submit(self, name: str, data: bytes) -> str:
        """Queue ``data`` for indexing; the same bytes again return the existing job's key."""
        key = document_id(data)
        with self._lock:
            if self._closed:
                raise RuntimeError("The indexing manager is shut down.")
            if key in self._jobs:
                return key
            self._jobs[key] = Job(key=key, name=name, size=len(data), submitted=time.monotonic())
            self._data[key] = data
            self._queue.put(key)
            self._ensure_thread()
        return key

    def jobs(self) -> list[Job]:
        with self._lock:
            return sorted(self._jobs.values(), key=lambda j: j.submitted)

    def job(self, key: str) -> Job | None:
        with self._lock:
            return self._jobs.get(key)

    @property
    def busy(self) -> bool:
        with self._lock:
            return any(j.active for j in self._jobs.values())

    def forget(self, key: str) -> bool:
        """Drop a finished job (after its document was deleted), so the same file may be indexed again."""
        with self._lock:
            job = self._jobs.get(key)
            if job is None or job.active:
                return False
            del self._jobs[key]
            return True

    def retry(self, key: str) -> bool:
        """Queue a failed job again (an explicit user action, never automatic)."""
        with self._lock:
            job = self._jobs.get(key)
            if job is None or job.status != "failed" or key not in self._data:
                return False
            self._jobs[key] = replace(job, status="queued", stage="queued", fraction=0.0, started=0.0,
                                      finished=0.0, error="", report=None)
            self._queue.put(key)
            self._ensure_thread()
            return True

    def wait(self, timeout: float | None = None) -> bool:
        """Block until no job is queued or running; False if ``timeout`` ran out first."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._idle:
            while any(j.active for j in self._jobs.values()):
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._idle.wait(left)
        return True

    def shutdown(self, timeout: float | None = 5.0) -> None:
        with self._lock:
            self._closed = True
            thread = self._thread
        self._queue.put(None)
        if thread is not None:
            thread.join(timeout)

    # --- worker side -----------------------------------------------------------
    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._work, name="gechat-indexing", daemon=True)
            self._thread.start()

    def _update(self, key: str, **changes: Any) -> None:
        with self._lock:
            job = self._jobs.get(key)
            if job is not None:
                self._jobs[key] = replace(job, **changes)
            self._idle.notify_all()

    def _work(self) -> None:
        while True:
            key = self._queue.get()
            if key is None:
                return
            with self._lock:
                job = self._jobs.get(key)
                data = self._data.get(key)
            if job is None or data is None or job.status != "queued":
                continue
            with self._lock:
                expected = job.size * self._seconds / self._bytes if self._bytes else None
            self._update(key, status="running", stage="starting", started=time.monotonic(), expected_seconds=expected)

            def progress(stage: str, fraction: float, _key: str = key) -> None:
                self._update(_key, stage=str(stage), fraction=min(1.0, max(0.0, float(fraction))))

            try:
                report = self._index_fn(data, job.name, progress=progress)
            except Exception as exc:  # the worker must survive any one bad file
                log.exception("indexing %s failed", job.name)
                self._update(key, status="failed", stage="failed", error=self._describe(exc),
                             finished=time.monotonic())
                continue
            failed = getattr(report, "status", "indexed") == "failed"
            self._update(key, status="failed" if failed else "done", stage="done", fraction=1.0,
                         report=report, error=str(getattr(report, "reason", "") or "") if failed else "",
                         finished=time.monotonic())
            if not failed:
                with self._lock:
                    self._data.pop(key, None)
                    done = self._jobs[key]
                    if getattr(report, "status", "indexed") == "indexed":
                        self._seconds += done.elapsed
                        self._bytes += max(1, done.size)
