"""The lightrag-free parts of the store: the shared event loop, the progress ticker, extractive summaries."""

from __future__ import annotations

import asyncio
import json
import threading

import pytest

from gechat.kg.store_parts import LoopThread, Ticker, extractive_summary


def test_loop_thread_is_one_per_process_and_runs_coroutines_from_any_thread():
    loop = LoopThread.get()
    assert LoopThread.get() is loop
    results = []

    async def where() -> str:
        await asyncio.sleep(0)
        return threading.current_thread().name

    workers = [threading.Thread(target=lambda: results.append(loop.run(where(), timeout=10))) for _ in range(4)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert results == ["gechat-kg-loop"] * 4


def test_loop_thread_timeout_cancels_the_coroutine():
    loop = LoopThread.get()
    cancelled = threading.Event()

    async def slow() -> None:
        try:
            await asyncio.sleep(30)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    with pytest.raises(TimeoutError):
        loop.run(slow(), timeout=0.2)
    assert cancelled.wait(5)


def test_loop_thread_refuses_a_call_from_its_own_loop():
    loop = LoopThread.get()

    async def nested() -> str:
        async def inner() -> int:
            return 1

        try:
            loop.run(inner(), timeout=1)
        except RuntimeError as exc:
            return str(exc)
        return "no error"

    assert "synchronous" in loop.run(nested(), timeout=10)


def test_ticker_reports_fractions_up_to_one():
    seen: list[float] = []
    tick = Ticker(3, seen.append)
    threads = [threading.Thread(target=tick) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen == [1 / 3, 2 / 3, 1.0, 1.0]


def test_extractive_summary_keeps_the_first_distinct_descriptions():
    lines = [json.dumps({"Description": d}) for d in ["A.", "B<SEP>C.", "A.", "D.", "E."]]
    prompt = "Entity Name: X\n\nDescription List:\n\n```\n" + "\n".join(lines) + "\n```\n"
    assert extractive_summary(prompt) == "A. B C. D."
    assert extractive_summary(prompt, limit=1) == "A."
    assert extractive_summary("no descriptions here") == ""


def test_store_id_is_created_once_and_kept(tmp_path):
    from gechat.kg.store_parts import store_id

    first = store_id(tmp_path)
    assert first.startswith("ws-") and store_id(tmp_path) == first
    assert store_id(tmp_path / "other") != first
