from __future__ import annotations

import threading
from dataclasses import dataclass

import pytest

from gechat.ids import document_id
from gechat.ui.jobs import STAGE_ORDER, IndexingManager, format_eta, stage_plan


@dataclass
class Report:
    name: str
    status: str = "indexed"
    reason: str = ""


class SlowIndexer:
    """Indexes nothing; reports progress and waits for the test to let it finish."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.halfway = threading.Event()
        self.release = threading.Event()

    def __call__(self, data: bytes, name: str, *, progress) -> Report:
        self.calls.append(name)
        progress("chunking", 0.5)
        self.halfway.set()
        assert self.release.wait(10)
        if data.startswith(b"bad"):
            return Report(name, "failed", "not a PDF")
        if data.startswith(b"crash"):
            raise OSError("disk full")
        return Report(name)


def test_same_content_is_one_job_however_often_it_is_submitted():
    idx = SlowIndexer()
    m = IndexingManager(idx)
    k1 = m.submit("a.txt", b"hello")
    assert idx.halfway.wait(5)
    job = m.job(k1)
    assert job.status == "running" and job.fraction == 0.5 and job.stage == "chunking"
    assert job.eta_seconds is not None and job.eta_seconds >= 0
    k2 = m.submit("a-copy.txt", b"hello")  # a rerun / a second click
    assert k1 == k2 == document_id(b"hello")
    idx.release.set()
    assert m.wait(10)
    assert idx.calls == ["a.txt"] and m.job(k1).outcome == "indexed"
    m.submit("a.txt", b"hello")
    assert m.wait(10) and idx.calls == ["a.txt"]  # a finished job is not restarted either
    m.shutdown()


def test_failures_are_reported_and_only_retried_on_request():
    idx = SlowIndexer()
    idx.release.set()
    m = IndexingManager(idx, describe_error=lambda exc: f"plain: {exc}")
    bad = m.submit("bad.pdf", b"bad bytes")
    crash = m.submit("c.pdf", b"crash bytes")
    assert m.wait(10)
    assert m.job(bad).outcome == "failed" and m.job(bad).reason == "not a PDF"
    assert m.job(crash).outcome == "failed" and m.job(crash).reason == "plain: disk full"
    assert [j.name for j in m.jobs()] == ["bad.pdf", "c.pdf"]
    assert m.retry(crash) and m.wait(10)
    assert idx.calls.count("c.pdf") == 2
    m.shutdown()


def test_forget_allows_indexing_the_same_file_again():
    idx = SlowIndexer()
    idx.release.set()
    m = IndexingManager(idx)
    key = m.submit("a.txt", b"x")
    assert m.wait(10) and m.forget(key) and m.job(key) is None
    m.submit("a.txt", b"x")
    assert m.wait(10) and idx.calls == ["a.txt", "a.txt"]
    m.shutdown()
    with pytest.raises(RuntimeError):
        m.submit("b.txt", b"y")


def test_eta_words():
    assert format_eta(None) == "estimating..."
    assert format_eta(0.2) == "about 1 s left"
    assert format_eta(150) == "about 2 min left"


def test_the_estimate_follows_the_measured_stage_plan_and_this_sessions_speed():
    idx = SlowIndexer()
    m = IndexingManager(idx)
    first = m.submit("a.pdf", b"a" * 100 * 1024)
    plan = dict(m.job(first).plan)
    assert list(plan) == list(STAGE_ORDER) and plan == dict(stage_plan("a.pdf", 100 * 1024))
    assert stage_plan("b.pdf", 200 * 1024)[0][1] > plan["parsing"]  # larger files take longer
    assert idx.halfway.wait(5)
    assert m.job(first).expected_seconds == pytest.approx(sum(plan.values()))  # nothing measured yet: speed 1
    idx.release.set()
    assert m.wait(10)
    real = m.job(first).elapsed
    assert m.speed == pytest.approx(max(0.05, real / sum(plan.values())), rel=1e-6)
    idx.halfway.clear()
    idx.release.clear()
    second = m.submit("b.pdf", b"b" * 300 * 1024)
    assert idx.halfway.wait(5)
    job = m.job(second)
    assert job.speed == m.speed
    assert job.expected_seconds == pytest.approx(m.speed * sum(t for _, t in job.plan))
    idx.release.set()
    assert m.wait(10)
    m.shutdown()


class StagedIndexer:
    """Reports ingest's real stage names, holding in each until the test moves it on."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.at = threading.Event()
        self.stage = ""

    def __call__(self, data: bytes, name: str, *, progress) -> Report:
        for stage, fraction in (("parsing", 0.0), ("extracting entities", 0.1),
                                ("building the knowledge graph", 0.3), ("saving", 0.95)):
            self.stage = stage
            progress(stage, fraction)
            self.at.set()
            assert self.go.wait(10)
            self.go.clear()
        return Report(name)


def test_the_estimate_counts_the_stages_still_to_come():
    idx = StagedIndexer()
    m = IndexingManager(idx)
    key = m.submit("big.pdf", b"x" * 2048 * 1024)
    plan = dict(m.job(key).plan)
    seen = []
    for stage in STAGE_ORDER:
        assert idx.at.wait(5)
        idx.at.clear()
        job = m.job(key)
        assert job.stage == stage
        later = sum(plan[s] for s in STAGE_ORDER[STAGE_ORDER.index(stage) + 1:])
        assert later + 0.15 * plan[stage] - 1e-9 <= job.eta_seconds <= later + plan[stage] + 1e-9
        seen.append(job.eta_seconds)
        idx.go.set()
    assert seen == sorted(seen, reverse=True)  # the estimate only goes down as the stages pass
    assert m.wait(10) and m.job(key).eta_seconds is None
    m.shutdown()
