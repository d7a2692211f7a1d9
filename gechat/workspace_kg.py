"""The workspace's knowledge-graph reads: the graph, its entities, the index anchoring reads, LightRAG's context.

A part of :class:`gechat.workspace.Workspace` (its base class), kept apart so that each file holds one concern:
``workspace.py`` the records and their changes, this file what a question reads of the KG. Everything here reads
state the workspace owns (its lock, its store, its caches, which :meth:`Workspace._changed` clears).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

import networkx as nx
import numpy as np

from gechat.anchoring import Anchorable, EntityIndex
from gechat.embed import Embedder
from gechat.kg import graph as kg
from gechat.records import Entity, RAGContext

if TYPE_CHECKING:
    from gechat.kg.lightrag_store import LightRAGStore
    from gechat.pgkg import QuestionGraph


class KGReads:
    """The KG side of a workspace's reads; every method is thread-safe (the workspace's ``_lock``)."""

    _lock: threading.RLock
    _graph: nx.Graph | None
    _index: EntityIndex | None
    _index_model: str
    kg_rows: Any  # gechat.pgkg.KGTables, or None: the store's snapshot
    embedder: Embedder
    store: LightRAGStore

    def listed(self) -> list[str]:
        raise NotImplementedError

    def graph(self) -> nx.Graph:
        """The KG as a networkx snapshot (chunk ids are ours), cached until the next change. Do not mutate it."""
        with self._lock:
            if self._graph is None:
                self._graph = self.store.graph_snapshot() if self.listed() else nx.Graph()
            return self._graph

    def entities(self) -> list[Entity]:
        """Every KG entity with its description and source chunks."""
        return kg.entities(self.graph())

    def question_graph(self) -> nx.Graph | QuestionGraph:
        """The KG as a question walks it: the rows in PostgreSQL, read as far as its walks go (a fresh
        :class:`gechat.pgkg.QuestionGraph` per question), or the snapshot (:meth:`graph`)."""
        rows = self.kg_rows
        return self.graph() if rows is None or rows.generation(lambda: self.store) is None else rows.question_graph()

    def entity_index(self, embedder: Embedder | None = None) -> Anchorable:
        """Entity names, descriptions and vectors for anchoring, cached until the next change.

        Vectors come from LightRAG's entity store (or the KG's rows in PostgreSQL) when ``embedder`` is
        the workspace's own model (they were computed at insert time); otherwise every entity is embedded.
        """
        embedder = embedder or self.embedder
        rows = self.kg_rows if embedder.name == self.embedder.name else None  # the rows hold the own model's vectors
        if rows is not None and (generation := rows.generation(lambda: self.store)) is not None:
            return rows.entity_index(generation, embedder)
        with self._lock:
            if self._index is not None and self._index_model == embedder.name:
                return self._index
            ents = self.entities()
            stored = self.store.entity_vectors([e.name for e in ents]) if embedder.name == self.embedder.name and ents else {}
            if ents and len(stored) == len(ents):
                vecs = np.stack([stored[e.name] for e in ents]).astype(np.float32)
                index = EntityIndex.of(ents, vecs)
            else:
                index = EntityIndex.build(ents, embedder)
            self._index, self._index_model = index, embedder.name
            return index

    def kg_context(self, question: str, embedder: Embedder | None = None, *, top_k: int = 10) -> RAGContext:
        """KG facts and passages for a question via LightRAG's 'mix' retrieval.

        LightRAG embeds the question with the workspace's embedder (the same
        model), so ``embedder`` is accepted only for interface symmetry.
        """
        if not self.listed():
            return RAGContext((), ())
        ctx = self.store.query_context(question, top_k=top_k, chunk_top_k=max(1, top_k // 2))
        facts = []
        for e in ctx.entities:
            desc = e.description.split(kg.SEP)[0]
            facts.append(desc if e.name.lower() in desc.lower() else f"{e.name}: {desc}")
        for r in ctx.relations:
            kw = kg.clean_keywords(r.keywords)
            facts.append(f"{r.source} {kw} {r.target}: {r.description.split(kg.SEP)[0]}")
        return RAGContext(tuple(facts), tuple(text for _, text in ctx.chunks))
