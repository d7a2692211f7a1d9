"""Background indexing: one worker thread, a queue, and per-document progress.

The app re-runs its script on every click, so submitting must be idempotent:
jobs are keyed by the content hash of the file (the same id the workspace
gives the document), and a second submit of the same bytes returns the
existing job instead of starting another one.

    manager = IndexingManager(chat.index_file)
    key = manager.submit("paper.pdf", data)      # returns at once
    manager.job(key).fraction, manager.job(key).eta_seconds

The estimate is honest about where the time goes: each stage that
``gechat.ingest`` reports has a duration measured on this machine per file
kind and size (``eval/index_stage_timings.py`` writes ``STAGE_FIXED`` and
``STAGE_PER_KIB``), and the manager scales those by how fast the jobs it has
finished in this session really were (``speed``).
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

#: the stages ``gechat.ingest`` reports, in order (offline KG extraction)
STAGE_ORDER = ("parsing", "extracting entities", "building the knowledge graph", "saving")
#: seconds every document spends in a stage, and seconds per KiB of file by kind (eval/index_stage_timings.py)
STAGE_FIXED = {"parsing": 1.19, "extracting entities": 0.9, "building the knowledge graph": 1.57, "saving": 0.0}
STAGE_PER_KIB = {  # eval/results/index_stages.json (2 runs of the sample documents, a loaded 2-core machine)
    "pdf": {"parsing": 0.0017, "extracting entities": 0.0174, "building the knowledge graph": 0.0158, "saving": 0.0},
    "docx": {"parsing": 0.0294, "extracting entities": 0.0188, "building the knowledge graph": 0.0101, "saving": 0.001},
    "txt": {"parsing": 0.0011, "extracting entities": 0.1294, "building the knowledge graph": 0.1184, "saving": 0.0005},
}


def stage_plan(name: str, size: int) -> tuple[tuple[str, float], ...]:
    """Predicted seconds per stage for a file of this name (its kind) and size, at this machine's measured rates."""
    kind = name.rsplit(".", 1)[-1].lower() if "." in name else "pdf"
    rates = STAGE_PER_KIB.get(kind, STAGE_PER_KIB["pdf"])
    kib = max(0, size) / 1024
    return tuple((stage, STAGE_FIXED.get(stage, 0.0) + rates.get(stage, 0.0) * kib) for stage in STAGE_ORDER)


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
    expected_seconds: float | None = None  # the plan's total, scaled by this session's measured speed
    plan: tuple[tuple[str, float], ...] = ()  # predicted seconds per stage (``stage_plan``)
    speed: float = 1.0  # real / predicted time of the jobs finished in this session
    stage_started: float = 0.0  # when the current stage began

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

        In a stage of the plan: what the plan gives the current stage beyond the time already spent in
        it (at least 15 % of it while it runs over), plus the later stages, all scaled by ``speed``.
        Any other stage (LLM extraction, a test's own stages): extrapolated from the fraction done.
        """
        if self.status != "running":
            return None
        now = time.monotonic()
        planned = dict(self.plan)
        if self.stage in planned:
            order = [s for s, _ in self.plan]
            current = planned[self.stage] * self.speed
            in_stage = now - (self.stage_started or self.started)
            later = sum(planned[s] for s in order[order.index(self.stage) + 1:]) * self.speed
            return max(current - in_stage, 0.15 * current) + later
        if self.stage == "starting" and self.expected_seconds is not None:
            return max(0.0, self.expected_seconds - self.elapsed)
        if self.fraction >= 0.02:
            return self.elapsed * (1.0 - self.fraction) / self.fraction
        return None

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
        self._seconds = 0.0  # real and predicted indexing time of the jobs done so far (for ``speed``)
        self._predicted = 0.0

    # --- app side ------------------------------------------------------------
    def submit(self, name: str, data: bytes) -> str:
        """Queue ``data`` for indexing; the same bytes again return the existing job's key."""
        key = document_id(data)
        with self._lock:
            if self._closed:
                raise RuntimeError("The indexing manager is shut down.")
            if key in self._jobs:
                return key
            self._jobs[key] = Job(key=key, name=name, size=len(data), submitted=time.monotonic(),
                                  plan=stage_plan(name, len(data)))
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

    @property
    def speed(self) -> float:
        """How much longer (> 1) or shorter than planned this session's finished jobs took (1 before any)."""
        if self._predicted <= 0:
            return 1.0
        return min(20.0, max(0.05, self._seconds / self._predicted))

    def _progress(self, key: str, stage: str, fraction: float) -> None:
        with self._lock:
            job = self._jobs.get(key)
            if job is not None:
                moved = stage != job.stage
                self._jobs[key] = replace(job, stage=stage, fraction=fraction,
                                          stage_started=time.monotonic() if moved else job.stage_started)
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
                speed = self.speed
            started = time.monotonic()
            self._update(key, status="running", stage="starting", started=started, stage_started=started,
                         speed=speed, expected_seconds=speed * sum(t for _, t in job.plan) if job.plan else None)

            def progress(stage: str, fraction: float, _key: str = key) -> None:
                self._progress(_key, str(stage), min(1.0, max(0.0, float(fraction))))

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
                    if getattr(report, "status", "indexed") == "indexed" and done.plan:
                        self._seconds += done.elapsed
                        self._predicted += sum(t for _, t in done.plan)
