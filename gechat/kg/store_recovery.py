"""Putting a knowledge-graph store back the way it was: a failed insert's rollback, and the purge of a
document a killed run left behind.

:class:`StoreRecovery` is the recovery half of :class:`gechat.kg.lightrag_store.LightRAGStore`. It
drives the store's LightRAG object (``self.rag``) through its own methods and imports nothing of
``lightrag``; the one LightRAG tool it needs, the offline rebuild of per-document recovery anchors,
comes in through :meth:`_repair_anchors`.
"""

from __future__ import annotations

import logging
from typing import Any

FINAL_STATES = ("processed", "failed")

log = logging.getLogger(__name__)


def status_of(row: dict[str, Any] | None) -> str | None:
    """A LightRAG status row's state as a lower-case word (``None`` without a row)."""
    return None if row is None else str(getattr(row.get("status"), "value", row.get("status"))).lower()


class StoreRecovery:
    """Mixed into a store with ``rag``, ``links``, ``deferred`` and ``_run``."""

    rag: Any
    links: Any
    deferred: Any

    def _run(self, coro: Any, timeout: float | None = None) -> Any:
        raise NotImplementedError

    async def _repair_anchors(self) -> None:
        raise NotImplementedError

    def _status(self, doc_id: str) -> str | None:
        return status_of(self._run(self.rag.doc_status.get_by_id(doc_id)))

    def _purge(self, doc_id: str) -> Any:
        """LightRAG's delete. A purge it refuses for missing recovery anchors (a run killed between its first
        status write and its anchors) is retried once after rebuilding the anchors offline (no LLM, no network)."""
        result = self._run(self.rag.adelete_by_doc_id(doc_id), timeout=600)
        if result.status != "success" and "recovery anchor" in str(result.message).lower():
            log.warning("rebuilding recovery anchors before removing %s", doc_id)
            self._run(self._settle(doc_id), timeout=600)
            self._run(self._repair_anchors(), timeout=600)
            result = self._run(self.rag.adelete_by_doc_id(doc_id), timeout=600)
        return result

    async def _settle(self, doc_id: str) -> None:
        """Mark a document that a killed run left mid-pipeline as failed: we hold the write lock, so no one is
        processing it, and the integrity audit only certifies documents in a final state."""
        row = await self.rag.doc_status.get_by_id(doc_id)
        if row and status_of(row) not in FINAL_STATES:
            await self.rag.doc_status.upsert({doc_id: {**row, "status": "failed"}})
            await self.rag.doc_status.index_done_callback()

    def _undo_insert(self, doc_id: str) -> None:
        self.deferred.discard()  # the rollback's own upserts must go to the indexes
        self._rollback(doc_id)

    def _rollback(self, doc_id: str) -> None:
        try:
            self.links.drop(doc_id)
            self._run(self.rag.arollback_failed_custom_chunk_patches(), timeout=600)
            if self._status(doc_id) is not None:
                self._purge(doc_id)
        except Exception as exc:  # the original failure is what the caller must see
            log.error("rollback of %s failed: %s", doc_id, exc)
