"""Retrieval vectors that an offline insert leaves for the first retrieval that needs them.

LightRAG keeps three vector indexes: entities, relations and chunks. GE-Chat's
offline default (extractive reasoning) reads only the entity vectors (for
anchoring); the relation and chunk vectors serve LightRAG's own retrieval,
which only RAG mode uses. Embedding them costs more than a third of an
offline index (eval/results/kg.md), so an offline insert can defer them:
while :meth:`DeferredVectors.capture` is open, upserts to those two indexes
are recorded (LightRAG's own payloads, exactly as it built them) instead of
being buffered for embedding; :meth:`DeferredVectors.commit` appends them to
``gechat_pending_vectors.json``; and :meth:`DeferredVectors.flush`, called
before any retrieval or deletion touches those indexes, upserts them for
real. A later payload for the same id replaces an earlier one, as LightRAG's
own buffer would. This module does not import lightrag: it wraps the two
storage objects it is given.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from gechat.kg.fileio import read_json, write_json

PENDING_FILE = "gechat_pending_vectors.json"
KINDS = ("chunks", "relationships")


class DeferredVectors:
    """Deferral of the chunk and relation vector upserts of one LightRAG instance."""

    def __init__(self, working_dir: Path, vdbs: dict[str, Any], skip: Callable[[str, dict], bool]) -> None:
        if set(vdbs) != set(KINDS):
            raise ValueError(f"expected vector storages {KINDS}, got {sorted(vdbs)}")
        self.path = Path(working_dir) / PENDING_FILE
        self._vdbs = vdbs
        self._skip = skip  # (kind, payload) -> True for payloads never worth a vector
        self._real: dict[str, Callable] = {}
        self._capture: dict[str, dict[str, dict]] | None = None
        for kind, vdb in vdbs.items():
            self._real[kind] = vdb.upsert
            vdb.upsert = self._wrap(kind)

    def _wrap(self, kind: str):
        real = self._real[kind]

        async def upsert_or_defer(data: dict[str, dict[str, Any]]) -> None:
            if self._capture is None:
                await real(data)
                return
            for key, payload in data.items():
                self._capture[kind][key] = dict(payload)
        return upsert_or_defer

    # --- one insert -----------------------------------------------------------
    def start(self) -> None:
        self._capture = {kind: {} for kind in KINDS}

    def commit(self) -> int:
        """Persist what the insert deferred; returns how many vectors are now pending."""
        captured, self._capture = self._capture, None
        if not captured:
            return self.pending()
        pending = self._read()
        for kind in KINDS:
            for key, payload in captured[kind].items():
                pending[kind].pop(key, None)  # re-insert at the end: the newest payload wins
                if not self._skip(kind, payload):
                    pending[kind][key] = payload
        write_json(self.path, pending)
        return sum(len(v) for v in pending.values())

    def discard(self) -> None:
        """Forget what a failed insert captured (the file is untouched)."""
        self._capture = None

    def drop(self, ids: dict[str, list[str]]) -> None:
        """Forget pending payloads (a document is being deleted: LightRAG re-upserts what other documents share)."""
        pending = self._read()
        if any(key in pending[kind] for kind, keys in ids.items() for key in keys):
            for kind, keys in ids.items():
                for key in keys:
                    pending[kind].pop(key, None)
            write_json(self.path, pending)

    # --- reading and flushing ----------------------------------------------
    def _read(self) -> dict[str, dict[str, dict]]:
        data = read_json(self.path, {})
        return {kind: dict(data.get(kind) or {}) for kind in KINDS}

    def pending(self) -> int:
        return sum(len(v) for v in self._read().values())

    async def flush(self) -> int:
        """Upsert every pending payload for real and persist the indexes; returns how many were embedded."""
        pending = self._read()
        count = sum(len(v) for v in pending.values())
        if not count:
            return 0
        for kind in KINDS:
            if pending[kind]:
                await self._real[kind](pending[kind])
        for kind in KINDS:
            await self._vdbs[kind].index_done_callback()
        write_json(self.path, {kind: {} for kind in KINDS})
        return count
