"""Parallel spaCy parsing: the same extraction as one process, and a dead worker costs nothing but time."""

from __future__ import annotations

import logging

import pytest

from gechat.kg.extract_spacy import SpacyExtractor


@pytest.fixture(scope="module")
def serial_and_parallel():
    serial = SpacyExtractor()
    parallel = SpacyExtractor(processes=3, parallel_min_sentences=0, share_pool=False)  # two workers, even for short texts
    yield serial, parallel
    parallel.close()


def test_parallel_extraction_equals_one_process(serial_and_parallel, chapters):
    serial, parallel = serial_and_parallel
    for doc, chunks in chapters.values():
        one = serial.extract(doc, chunks)
        many = parallel.extract(doc, chunks)
        assert not parallel._pool.broken
        assert many == one
        assert len(many.entities) > 20 and many.relations


def test_a_dead_worker_falls_back_to_this_process(chapters, caplog):
    doc, chunks = chapters["chapter1.txt"]
    expected = SpacyExtractor().extract(doc, chunks)
    extractor = SpacyExtractor(processes=2, parallel_min_sentences=0, share_pool=False)
    try:
        extractor.warm_up()
        worker = extractor._pool._procs[0]
        worker.kill()
        worker.wait()
        with caplog.at_level(logging.WARNING, logger="gechat.kg.spacy_pool"):
            got = extractor.extract(doc, chunks)
        assert got == expected
        assert extractor._pool.broken and "failed" in caplog.text
        assert extractor.extract(doc, chunks) == expected  # and keeps working without the pool
    finally:
        extractor.close()


def test_close_ends_the_worker_processes():
    extractor = SpacyExtractor(processes=2, share_pool=False)
    extractor.warm_up()
    procs = list(extractor._pool._procs)
    assert procs and all(p.poll() is None for p in procs)
    extractor.close()
    assert all(p.poll() is not None for p in procs)
    assert extractor._pool is None


def test_no_worker_can_start_so_this_process_parses(chapters, monkeypatch):
    from gechat.kg import spacy_pool

    def refuse(*args, **kwargs):
        raise OSError("process limit reached")

    doc, chunks = chapters["chapter2.txt"]
    expected = SpacyExtractor().extract(doc, chunks)
    monkeypatch.setattr(spacy_pool.subprocess, "Popen", refuse)
    extractor = SpacyExtractor(processes=2, parallel_min_sentences=0, share_pool=False)
    try:
        assert extractor.extract(doc, chunks) == expected
        assert extractor._pool.broken
    finally:
        extractor.close()


def test_extractors_in_one_process_share_one_set_of_workers_until_the_last_closes():
    first, second = SpacyExtractor(processes=4), SpacyExtractor(processes=4)  # a key no other test uses
    first.warm_up()
    second.warm_up()
    assert first._pool is second._pool
    procs = list(first._pool._procs)
    assert len(procs) == 3 and all(p.poll() is None for p in procs)
    first.close()
    assert all(p.poll() is None for p in procs)  # the other extractor still uses them
    second.close()
    assert all(p.poll() is not None for p in procs)
    third = SpacyExtractor(processes=4)
    third.warm_up()
    assert third._pool is not None and set(third._pool._procs).isdisjoint(procs)  # a fresh set
    third.close()
