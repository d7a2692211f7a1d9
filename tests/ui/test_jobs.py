from __future__ import annotations

import threading
from dataclasses import dataclass

import pytest

from gechat.ids import document_id
from gechat.ui.jobs import IndexingManager, format_eta


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


def test_the_second_file_gets_an_estimate_from_the_speed_of_the_first():
    idx = SlowIndexer()
    m = IndexingManager(idx)
    first = m.submit("a.txt", b"a" * 100)
    assert idx.halfway.wait(5)
    assert m.job(first).expected_seconds is None  # nothing measured yet
    idx.release.set()
    assert m.wait(10)
    idx.halfway.clear()
    idx.release.clear()
    second = m.submit("b.txt", b"b" * 300)
    assert idx.halfway.wait(5)
    job = m.job(second)
    assert job.expected_seconds == pytest.approx(3 * m.job(first).elapsed, rel=1e-6)
    assert job.eta_seconds is not None and job.eta_seconds >= job.expected_seconds - job.elapsed - 1e-9
    idx.release.set()
    assert m.wait(10)
    m.shutdown()
