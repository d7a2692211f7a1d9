"""Anchoring: step -> KG entities -> n-hop subgraph -> source chunks -> candidate sentences.

An entity's anchor score for a step is its embedding cosine (step vs
"name: description") plus a lexical bonus of ``LEXICAL_BONUS`` when every
content word of the entity's name appears in the step, capped at 1.0.
The ``anchors_per_step`` best entities scoring at least
``anchor_min_similarity`` become the step's anchors. Both parts are array
operations over the whole index (one matrix-vector product, one count of
name words found in the step), so a step costs no Python work per entity.

A subgraph of a large workspace reaches thousands of sentences; a step is
offered at most ``max_offered`` of them (:func:`candidate_sentences`), so the
pre-ranking and the judge that follow cost the same at any workspace size.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

import networkx as nx
import numpy as np

from gechat.embed import Embedder
from gechat.kg.graph import neighbourhood
from gechat.records import Anchor, Chunk, Entity, Relation, Sentence, Subgraph
from gechat.sentences import is_heading_label
from gechat.text import content_words, overlap

LEXICAL_BONUS = 0.3
READS_PER_OFFER = 4  # sentences read (copies counted) per sentence a bounded offer may hold
READ_BATCH = 32  # chunks whose records are read together (one query each for chunks and sentences)
DESCRIPTION_CHARS = 160
#: how much the pre-rank holds a sentence's length against its shared words (:func:`prerank`; 0 = not at all).
#: Chosen on the WiCE and Evidence Inference fit halves (``eval/prerank_recall.py``, ``eval/fit_selector.py``): the
#: largest ``b`` of 0.1 / 0.2 / 0.3 / 0.5 that left the shipped ranking's hit@1 and eq. 4 on both unchanged;
#: gold kept among the 24 went 0.938 -> 0.973 on Evidence Inference (WiCE 0.994 either way), words judged -8 to -10 %
PRERANK_LENGTH_NORM = 0.2


@dataclass(frozen=True)
class EntityIndex:
    """Entities of a workspace with their embeddings and name words, built once per KG version."""

    entities: tuple[Entity, ...]
    vectors: np.ndarray
    name_words: tuple[frozenset[str], ...]

    @classmethod
    def build(cls, entities: Sequence[Entity], embedder: Embedder) -> EntityIndex:
        """Every entity embedded with ``embedder``."""
        return cls.of(entities, embedder.encode([_entity_text(e) for e in entities]))  # (0, width) for none

    @classmethod
    def of(cls, entities: Sequence[Entity], vectors: np.ndarray) -> EntityIndex:
        """The entities (by name) with vectors already at hand (stored ones); their name words read here."""
        return cls(tuple(entities), vectors, tuple(frozenset(content_words(e.name)) for e in entities))

    def __len__(self) -> int:
        return len(self.entities)

    @cached_property
    def _name_words(self) -> tuple[dict[str, int], np.ndarray, np.ndarray, np.ndarray]:
        """The names' words as arrays: vocabulary, word id per (entity, word), its entity, words per entity."""
        vocab: dict[str, int] = {}
        ids = [vocab.setdefault(w, len(vocab)) for words in self.name_words for w in sorted(words)]
        owner = np.repeat(np.arange(len(self.name_words)), [len(words) for words in self.name_words])
        sizes = np.array([len(words) for words in self.name_words], dtype=np.int64)
        return vocab, np.array(ids, dtype=np.int64), owner, sizes

    def named_in(self, words: set[str]) -> np.ndarray:
        """1.0 for each entity every one of whose (one or more) name words is in ``words``, else 0.0."""
        vocab, ids, owner, sizes = self._name_words
        present = np.zeros(len(vocab) + 1, dtype=bool)  # the last slot: no word
        present[[vocab[w] for w in words if w in vocab]] = True
        found = np.bincount(owner, weights=present[ids], minlength=len(sizes)) if len(ids) else np.zeros(len(sizes))
        return ((sizes > 0) & (found == sizes)).astype(np.float32)

    def scored(self, step_vec: np.ndarray, words: set[str], k: int) -> tuple[Sequence[str], np.ndarray, np.ndarray]:
        """(names, cosines, name-word flags) of entities, by name, among which are the ``k`` best anchors: here all."""
        return self.names, self.vectors @ step_vec, self.named_in(words)

    def closest(self, vecs: np.ndarray) -> list[tuple[str, float]]:
        """For each row of ``vecs``, the entity of the highest cosine (the first by name on a tie) and the cosine."""
        sims = vecs @ self.vectors.T
        best = sims.argmax(axis=1)
        return [(self.names[j], float(sims[i, j])) for i, j in enumerate(best)]

    @cached_property
    def names(self) -> tuple[str, ...]:
        return tuple(e.name for e in self.entities)


class Anchorable(Protocol):
    """What anchoring reads of a KG's entities: :class:`EntityIndex` in the process, or
    :class:`gechat.pgentities.EntityRows`, which finds the best entities in PostgreSQL (entities sorted by name)."""

    def __len__(self) -> int: ...

    def scored(self, step_vec: np.ndarray, words: set[str], k: int) -> tuple[Sequence[str], np.ndarray, np.ndarray]: ...

    def closest(self, vecs: np.ndarray) -> list[tuple[str, float]]: ...


def _entity_text(e: Entity) -> str:
    desc = e.description.split("<SEP>")[0][:DESCRIPTION_CHARS] if e.description else ""
    return f"{e.name}: {desc}" if desc else e.name


def anchor(
    step_id: str,
    step_text: str,
    step_vec: np.ndarray,
    index: Anchorable,
    *,
    top_n: int,
    min_score: float,
    min_unnamed: float = 0.0,
) -> list[Anchor]:
    """The best-matching KG entities for one step (ties: the first by name). An entity the step does not name
    (an embedding match alone) also needs a cosine of ``min_unnamed``: among thousands of entities some
    unrelated one comes close to any step by chance ("good melted butter" for "Stir constantly until smooth",
    0.357), and its subgraph would be offered as evidence."""
    if len(index) == 0:
        return []
    k = max(top_n * 3, top_n)
    names, cos, lexical = index.scored(step_vec, set(content_words(step_text)), k)
    scores = np.minimum(1.0, cos + LEXICAL_BONUS * lexical)
    scores = np.where((lexical > 0) | (cos >= min_unnamed), scores, -np.inf)
    order = np.argsort(-scores, kind="stable")[:k]
    out: list[Anchor] = []
    for i in order:
        s = float(scores[i])
        if s < min_score or len(out) >= top_n:
            break
        how = "both" if lexical[i] and cos[i] >= min_score else ("lexical" if lexical[i] else "embedding")
        out.append(Anchor(step_id, names[i], round(s, 4), how))
    return out


def subgraph(step_id: str, graph: nx.Graph | Walkable, anchors: Iterable[Anchor], hops: int) -> Subgraph:
    """The ``hops``-neighbourhood of the anchors and the chunks it leads back to."""
    seeds = [a.entity for a in anchors]
    entities, relations = walk(graph, seeds, hops)
    chunk_ids: dict[str, None] = {}
    for e in entities:
        for c in e.chunk_ids:
            chunk_ids[c] = None
    for r in relations:
        for c in r.chunk_ids:
            chunk_ids[c] = None
    return Subgraph(step_id, hops, tuple(e.name for e in entities), tuple(relations), tuple(chunk_ids))


class Walkable(Protocol):
    """A KG read as a walk needs it (:class:`gechat.pgkg.QuestionGraph`: the rows in PostgreSQL)."""

    def around(self, seeds: Sequence[str], hops: int) -> nx.Graph: ...


def walk(graph: nx.Graph | Walkable, seeds: Sequence[str], hops: int) -> tuple[list[Entity], list[Relation]]:
    """:func:`gechat.kg.graph.neighbourhood` of ``seeds`` over the snapshot itself, or over the part of the rows
    the walk reaches."""
    local = graph if isinstance(graph, nx.Graph) else graph.around(seeds, hops)
    return neighbourhood(local, seeds, hops)


def candidate_sentences(
    chunk_ids: Iterable[str],
    get_chunks: Callable[[Sequence[str]], Mapping[str, Chunk]],
    get_sentences: Callable[[Sequence[str]], Mapping[str, Sentence]],
    *,
    exclude: set[str] | None = None,
    limit: int | None = None,
) -> list[Sentence]:
    """Unique sentences of the given chunks (minus ``exclude`` sentence ids), in document order.

    Records are read in batches (``get_chunks`` and ``get_sentences`` take many ids and return those found),
    ``READ_BATCH`` chunks at a time, so a subgraph reaching hundreds of documents costs a few reads, and only
    the sentences of the batches read are read (not every sentence of their documents). With a ``limit``,
    when the chunks hold more sentences than that, at most ``limit`` are offered: one per distinct text
    (copies of a sentence in other documents would be judged alike), from the chunks in the order given (the
    subgraph's: the anchors' own chunks first, then outwards); no batch is read once ``limit`` distinct texts or ``READS_PER_OFFER * limit`` sentences
    (copies counted) have been, and a batch's chunks past that point are not used. Up to the limit nothing
    changes.
    """
    seen: set[str] = set(exclude or ())
    out: list[Sentence] = []
    texts: dict[str, None] = {}
    order = list(dict.fromkeys(chunk_ids))

    def full() -> bool:
        return limit is not None and (len(texts) >= limit or len(out) >= READS_PER_OFFER * limit)

    for at in range(0, len(order), READ_BATCH):
        if full():
            break
        batch = order[at:at + READ_BATCH]
        chunks = get_chunks(batch)
        wanted = [sid for cid in batch if cid in chunks for sid in chunks[cid].sentence_ids if sid not in seen]
        sentences = get_sentences(list(dict.fromkeys(wanted)))
        for cid in batch:
            if full():
                break
            if cid not in chunks:
                continue
            for sid in chunks[cid].sentence_ids:
                if sid in seen:
                    continue
                seen.add(sid)
                s = sentences.get(sid)
                if s is not None:
                    out.append(s)
                    texts[s.text] = None
    if limit is not None and len(out) > limit:
        first: dict[str, Sentence] = {}
        for s in out:
            first.setdefault(s.text, s)
        out = list(first.values())[:limit]
    out.sort(key=lambda s: (s.doc_id, s.char_start))
    return out


def prerank(step_text: str, candidates: Sequence[Sentence], limit: int, length_norm: float = PRERANK_LENGTH_NORM,
            ) -> list[Sentence]:
    """Keep the ``limit`` candidates sharing most content words with the step (cheap, before NLI), as
    :func:`prerank_order` ranks them; a section's label on a line of its own ("BODY.RESULTS:",
    :func:`gechat.sentences.is_heading_label`) states nothing and is left out (unless nothing else is left)."""
    candidates = [s for s in candidates if not is_heading_label(s.text + "\n")] or list(candidates)
    if len(candidates) <= limit:
        return list(candidates)
    return [candidates[i] for i in prerank_order(step_text, candidates, length_norm)[:limit]]


def prerank_order(step_text: str, candidates: Sequence[Sentence], length_norm: float = PRERANK_LENGTH_NORM,
                  ) -> list[int]:
    """The candidates' positions, best first: by the share of the step's content words a sentence holds, divided
    by ``1 - b + b * words / mean words`` over the candidates (``b`` = ``length_norm``, BM25's length
    normalisation: a long sentence shares more words by chance, and the judge's time follows the words it reads);
    ties by place in the document."""
    if not 0.0 <= length_norm < 1.0:
        raise ValueError(f"length_norm must be at least 0 and under 1, not {length_norm}")
    q = set(content_words(step_text))
    words = [s.n_words for s in candidates]
    mean = sum(words) / len(words) if words and sum(words) else 1.0
    keys = [(-overlap(q, set(content_words(s.text))) / (1 - length_norm + length_norm * n / mean), s.index)
            for s, n in zip(candidates, words)]
    return sorted(range(len(candidates)), key=keys.__getitem__)


def top_by_overlap(query: str, texts: Sequence[str], limit: int) -> list[str]:
    """The ``limit`` texts sharing most content words with ``query`` (stable order on ties)."""
    if len(texts) <= limit:
        return list(texts)
    q = set(content_words(query))
    order = sorted(range(len(texts)), key=lambda i: (-overlap(q, set(content_words(texts[i]))), i))
    return [texts[i] for i in order[:limit]]
