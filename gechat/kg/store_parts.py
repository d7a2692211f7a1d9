"""The parts of the KG store that need no ``lightrag`` import.

- :class:`LoopThread`: one asyncio loop in a daemon thread for the whole
  process. LightRAG binds its shared locks to the loop that first used them,
  so every store submits its coroutines to this one loop.
- :class:`InsertCounts`, :class:`KGContext`: what the store hands back.
- :func:`store_id`: the LightRAG workspace id saved in a store's folder.
- :class:`Ticker`: progress of the LLM extraction, chunk by chunk.
- :class:`LLMBridge`: LightRAG's ``llm_model_func``, wired to our LLM; each call runs in
  a daemon thread, so a call still running when LightRAG gave up (or the store's time
  bound passed) never keeps the process from exiting.
- :func:`extractive_summary`: LightRAG's description-summary step done
  without a model (the first few descriptions, verbatim).
- :func:`snapshot`: LightRAG's node and edge rows as a ``networkx`` graph in our chunk ids.
- :func:`insert_failure`: what a failed insert tells the user.
"""

from __future__ import annotations

import asyncio
import json
import threading
import uuid
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import networkx as nx

from gechat.kg.fileio import read_json, write_json
from gechat.errors import KGInsertError, LLMConfigError
from gechat.kg.graph import SEP
from gechat.llm.base import LLM, llm_failure
from gechat.records import Entity, Relation

EXTRACTIVE_SUMMARY_ITEMS = 3
STORE_FILE = "gechat_store.json"  # the LightRAG workspace id, fixed when the store is created


@dataclass(frozen=True)
class InsertCounts:
    entities: int
    relations: int


@dataclass(frozen=True)
class KGContext:
    """LightRAG retrieval for a question, chunk ids translated to ours."""

    entities: tuple[Entity, ...]
    relations: tuple[Relation, ...]
    chunks: tuple[tuple[str, str], ...]  # (our chunk id, text)

    @classmethod
    def from_retrieval(cls, data: dict[str, Any], chunk_map: dict[str, str]) -> KGContext:
        """From the ``data`` of LightRAG's ``aquery_data``; ``chunk_map``: LightRAG chunk id -> ours."""
        chunks = tuple((chunk_map[c["chunk_id"]], c.get("content", ""))
                       for c in data.get("chunks", []) if c.get("chunk_id") in chunk_map)
        entities = tuple(
            Entity(e["entity_name"], e.get("entity_type", ""), e.get("description", ""),
                   tuple(our_chunk_ids(e.get("source_id", ""), chunk_map)))
            for e in data.get("entities", [])
        )
        relations = tuple(
            Relation(r["src_id"], r["tgt_id"], r.get("description", ""), r.get("keywords", ""),
                     float(r.get("weight", 1.0)), tuple(our_chunk_ids(r.get("source_id", ""), chunk_map)))
            for r in data.get("relationships", [])
        )
        return cls(entities, relations, chunks)


def our_chunk_ids(source_id: str, chunk_map: dict[str, str]) -> list[str]:
    """LightRAG's ``<SEP>``-joined chunk ids as ours (unknown ids left out)."""
    return [chunk_map[s] for s in (source_id or "").split(SEP) if s in chunk_map]


def snapshot(nodes: list[dict[str, Any]], edges: list[dict[str, Any]], chunk_map: dict[str, str]) -> nx.Graph:
    """The KG rows as a graph whose ``source_id`` fields hold our chunk ids (joined with ``<SEP>``)."""
    g = nx.Graph()
    for n in nodes:
        attrs = {k: v for k, v in n.items() if k != "id"}
        attrs["source_id"] = SEP.join(our_chunk_ids(n.get("source_id", ""), chunk_map))
        g.add_node(n["id"], **attrs)
    for e in edges:
        attrs = {k: v for k, v in e.items() if k not in ("source", "target")}
        attrs["source_id"] = SEP.join(our_chunk_ids(e.get("source_id", ""), chunk_map))
        g.add_edge(e["source"], e["target"], **attrs)
    return g


def insert_failure(exc: Exception, timeout: float, spent: float) -> Exception:
    """What a failed insert raises (the caller chains it to ``exc``; ``exc`` itself when it says it already).

    A passed time bound names the limit and the time spent; an LLM failure is the LLM's own words
    (no chunk ids); anything else is a knowledge-graph failure. Nothing was kept in every case.
    """
    if isinstance(exc, KGInsertError):
        return exc
    if isinstance(exc, TimeoutError):
        return KGInsertError(
            f"Building the knowledge graph took longer than its {timeout:g} s limit (stopped after "
            f"{spent:.0f} s); nothing of the document was kept.",
            hint="Raise GECHAT_KG_TIMEOUT_S, or use a faster model or a shorter document.",
        )
    return llm_failure(exc) or KGInsertError(f"Building the knowledge graph failed: {exc}")


class LoopThread:
    """One asyncio loop in a daemon thread, shared by every store of the process."""

    _instance: LoopThread | None = None
    _guard = threading.Lock()

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="gechat-kg-loop", daemon=True)
        self.thread.start()

    @classmethod
    def get(cls) -> LoopThread:
        with cls._guard:
            if cls._instance is None:
                cls._instance = cls()
            return cls._instance

    def run(self, coro: Coroutine[Any, Any, Any], timeout: float | None) -> Any:
        """Run ``coro`` on the loop and wait for it; on timeout the coroutine is cancelled."""
        if threading.current_thread() is self.thread:
            coro.close()
            raise RuntimeError("KG store methods are synchronous; do not call them from the store's own loop.")
        fut = asyncio.run_coroutine_threadsafe(coro, self.loop)
        try:
            return fut.result(timeout)
        except TimeoutError:
            fut.cancel()
            raise


class Ticker:
    """Counts finished steps out of ``total`` and reports the fraction (thread-safe, never above 1)."""

    def __init__(self, total: int, report: Callable[[float], None]) -> None:
        self.total = max(1, total)
        self.report = report
        self.done = 0
        self._lock = threading.Lock()

    def __call__(self) -> None:
        with self._lock:
            self.done += 1
            self.report(min(1.0, self.done / self.total))


class LLMBridge:
    """What LightRAG's ``llm_model_func`` calls: our LLM, in a thread pool.

    The store sets, per insert, whether description summaries may use the
    LLM (``summaries``; otherwise they are extractive, so offline inserts and
    deletions never need a model) and the extraction progress ticker.
    """

    def __init__(self, llm: LLM | None, summary_head: str) -> None:
        self.llm = llm
        self.summary_head = summary_head  # how LightRAG's summary prompt starts
        self.summaries = False
        self.on_extracted: Callable[[], None] | None = None

    def model_func(self):
        """A plain closure (LightRAG deep-copies its fields; a callable object would be copied with them)."""
        bridge = self

        async def llm_model_func(prompt: str, system_prompt: str | None = None, history_messages=None, **kwargs: Any) -> str:
            summary = prompt.startswith(bridge.summary_head)
            if summary and not (bridge.summaries and bridge.llm is not None):
                return extractive_summary(prompt)
            llm = bridge.llm
            if llm is None:
                raise LLMConfigError("LightRAG needs an LLM for this step, and none is configured.")
            messages = [{"role": "system", "content": system_prompt}] if system_prompt else []
            messages += [{"role": m["role"], "content": m["content"]} for m in history_messages or ()]
            messages.append({"role": "user", "content": prompt})
            text = await in_daemon_thread(lambda: llm.complete(messages, max_tokens=kwargs.get("max_tokens")))
            if bridge.on_extracted is not None and not summary:
                bridge.on_extracted()
            return text

        return llm_model_func


async def in_daemon_thread(fn: Callable[[], Any]) -> Any:
    """Await ``fn()`` run in a new daemon thread (a pool's threads would be joined at exit: a call
    abandoned at a time bound could hold the process for its own timeouts and retries)."""
    loop = asyncio.get_running_loop()
    fut: asyncio.Future[Any] = loop.create_future()

    def settle(result: Any, error: Exception | None) -> None:
        if fut.done():
            return  # cancelled meanwhile
        if error is not None:
            fut.set_exception(error)
        else:
            fut.set_result(result)

    def work() -> None:
        outcome: tuple[Any, Exception | None] = (None, RuntimeError("The LLM call's thread was stopped."))
        try:
            outcome = (fn(), None)
        except Exception as exc:  # handed to the awaiting coroutine
            outcome = (None, exc)
        finally:  # a SystemExit ends only this thread; the coroutine still gets an answer
            if not loop.is_closed():
                loop.call_soon_threadsafe(settle, *outcome)

    threading.Thread(target=work, name="gechat-llm", daemon=True).start()
    return await fut


def store_id(working_dir: Path) -> str:
    """LightRAG's workspace id for a store folder: its data sub-folder and the key of its process-wide state.

    Unique per store (two open workspaces never share LightRAG's busy flags or
    locks) and saved in the folder, so a moved or copied workspace still finds its data.
    """
    path = Path(working_dir) / STORE_FILE
    saved = read_json(path, {})
    if not saved.get("lightrag_workspace"):
        saved = {"lightrag_workspace": f"ws-{uuid.uuid4().hex[:16]}"}
        write_json(path, saved)
    return str(saved["lightrag_workspace"])


def extractive_summary(prompt: str, limit: int = EXTRACTIVE_SUMMARY_ITEMS) -> str:
    """The first ``limit`` distinct descriptions of a LightRAG summary prompt (JSON lines), joined."""
    out: list[str] = []
    for line in prompt.splitlines():
        line = line.strip()
        if not line.startswith('{"Description"'):
            continue
        try:
            desc = str(json.loads(line)["Description"]).strip()
        except (ValueError, KeyError):
            continue
        if desc and desc not in out:
            out.append(desc)
            if len(out) >= limit:
                break
    return " ".join(out).replace(SEP, " ")
