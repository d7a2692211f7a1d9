"""Candidate retrieval in PostgreSQL (``GECHAT_STORAGE=postgres``): the app reads the best candidates, not every sentence.

With the file storage, :func:`gechat.retrieval.retrieve` scores every sentence of the workspace in the
app process, so a question's cost and the process's memory grow with the document count. Here each
sentence is a row of ``gechat_search_sentences`` (its record, its context and whether it only
introduces others, as :func:`gechat.retrieval.contexts` finds them, its content stems and its
context's, its MiniLM vector and that of "context: sentence" in pgvector columns), and a question costs a
few queries:

* the rarity of each question word (its sentence frequency, a GIN index over the stems) and which
  names of the question occur anywhere (:func:`gechat.relevance.missing_names`);
* the ``LEXICAL_TOP`` best sentences by the rarity-weighted share of question words, scored in SQL
  over the sentences holding one of them, ties in document order; sentences with none fill the
  pool, as with files, when fewer hold one;
* for a typed question (an age, a date, an amount), the same ranking read on to ``TYPED_DEPTH`` rows, whose
  texts give the sentences that hold what is asked (:func:`gechat.retrieval.typed_first`);
* the ``DENSE_TOP`` nearest by inner product through an HNSW index (pgvector, iterative scan);
* for a question asking of a thing no row's words mention, the rows that name it by another of WordNet's names
  (:func:`gechat.retrieval.other_names`, :func:`gechat.retrieval.named_pool`: "Griddle cakes" for "the pancakes"),
  read over the GIN index of the words;
* in both, copies (the same text under the same context, :func:`gechat.retrieval.copy_key`, stored as the
  row's ``copy_key``) count once, the first in document order standing for them: the lexical pool keeps one
  row per key in the same query (copies score alike, :func:`gechat.pgcopies.first_copies`); the nearest,
  and the sentences that fill the lexical pool, read further, up to ``pgcopies.DISTINCT_MAX`` rows, while
  copies fill the rows (:func:`gechat.pgcopies.distinct_rows`);
* the pooled rows only, whose lexical score and cosine are computed again in Python exactly as
  :func:`gechat.retrieval.retrieve` computes them, then :func:`gechat.retrieval.rank_pool`.

So the candidates are those of the file storage (the same words, weights and vectors; document order
is the sorted document ids, as a process that read the manifest has it), except where the HNSW
search misses one of the exact nearest, which it can on a large workspace (``EF_SEARCH``), or breaks a tie
among identical sentences of different documents its own way.

Rows are derived data, like the stored sentence vectors (:mod:`gechat.sentence_vectors`): a listed
document without rows gets them at the first need (:meth:`SentenceSearch.sync`, a question or the
app's warm-up), per embedding model, and go with the document's records (:meth:`SentenceSearch.drop`), so
the workspace's rows are its listed documents': the queries filter on the workspace alone (a filter on a
thousand document ids made the planner scan every row instead of using the indexes) and the rows read
back are kept only when their document is listed. Statistics are refreshed (ANALYZE) after a sync that
added a tenth of the documents or more. Chunks and sentences are read by id, many in one query
(:meth:`SentenceSearch.chunks`, :meth:`SentenceSearch.sentences`: a step's subgraph costs a few reads), into
bounded LRU caches, so the app process never loads the whole workspace, and keeps only what questions read.
Where the server lacks pgvector the workspace keeps the in-process retrieval (``sentence_search`` returns None); so does pgvector before 0.8.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from gechat.asked import question_type
from gechat.codec import decode, document_from_json, encode
from gechat.lru import LRU
from gechat.records import Chunk, Sentence
from gechat.pgcopies import COPY_KEY, add_copy_keys, distinct_rows, first_copies, row_copy_key
from gechat.pgentities import binary_vector  # read in pgvector's binary form: 8x faster than its text
from gechat.mentioned import lookups, unmentioned
from gechat.relevance import DEFAULT, RelevanceModel, idf, question_terms
from gechat.retrieval import (
    CONTEXT_WEIGHT, DENSE_TOP, LEXICAL_TOP, NAMED_DEPTH, TYPED_DEPTH, TYPED_POOL, Candidate, cosines, lexical_scores,
    contexts, named_pool, other_names, rank_pool, title_of, typed_first,
)
from gechat.sentence_vectors import SentenceVectors, model_tag
from gechat.text import content_stems
from gechat.weekdays import stems_with_days

if TYPE_CHECKING:
    from gechat.pgstorage import Database, PostgresStorage
    from gechat.workspace import Workspace

log = logging.getLogger(__name__)

#: the rules the rows' contexts are derived with (:func:`gechat.retrieval.contexts`); a change of them makes each
#: workspace's rows again at its next sync, and the rows made under the earlier rules are dropped then
ROW_RULES = "r7"  # r2: the names a pronoun may stand for; r3: a book's divisions ("CHAPTER XV.") are headings;
# r4: a pronoun inside a sentence that names no one ("..., that he wore a blue coat and rode a black horse.");
# r5: a sentence's words hold the days it speaks of ("Tuesday to Saturday": Friday; :mod:`gechat.weekdays`);
# r6: a sentence of a quotation is read with the speaker its attribution names (:mod:`gechat.speakers`);
# r7: an announcement that gives its own items, or says "the following" of a time, is no lead-in (:mod:`gechat.lines`),
# a sentence that counts what the one before names is read with it (:func:`gechat.referents.counted_back`), and a noun
# it takes up ("these tools") with the phrase it stands for (:func:`gechat.referents.stands_for`)


def row_tag(embedder) -> str:
    """The rows' key segment: the embedding model's tag and the rules their contexts were derived with."""
    return f"{model_tag(embedder)}-{ROW_RULES}"

SCHEMA = """
CREATE EXTENSION IF NOT EXISTS vector;
CREATE TABLE IF NOT EXISTS gechat_search_docs (
    workspace text NOT NULL REFERENCES gechat_workspaces(name) ON DELETE CASCADE,
    model text NOT NULL,
    doc_id text COLLATE "C" NOT NULL,
    sentences integer NOT NULL,
    PRIMARY KEY (workspace, model, doc_id)
);
CREATE TABLE IF NOT EXISTS gechat_search_sentences (
    workspace text NOT NULL,
    model text NOT NULL,
    doc_id text COLLATE "C" NOT NULL,
    idx integer NOT NULL,
    id text NOT NULL,
    record text NOT NULL,
    context text NOT NULL,
    intro boolean NOT NULL,
    words text[] NOT NULL,
    context_words text[] NOT NULL,
    embedding vector NOT NULL,
    context_embedding vector,
    copy_key text,  -- what makes copies (pgcopies.row_copy_key), so that a pool's query counts copies once in one pass
    PRIMARY KEY (workspace, model, doc_id, idx),
    FOREIGN KEY (workspace, model, doc_id) REFERENCES gechat_search_docs ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS gechat_search_words ON gechat_search_sentences USING gin (words);
CREATE INDEX IF NOT EXISTS gechat_search_ids ON gechat_search_sentences (workspace, id);
CREATE TABLE IF NOT EXISTS gechat_search_chunks (
    workspace text NOT NULL,
    model text NOT NULL,
    doc_id text COLLATE "C" NOT NULL,
    id text NOT NULL,
    record text NOT NULL,
    PRIMARY KEY (workspace, model, id),
    FOREIGN KEY (workspace, model, doc_id) REFERENCES gechat_search_docs ON DELETE CASCADE
);
"""
SCHEMA_LOCK = 0x6765636861740002
#: rows whose texts a typed question reads at a time, best by words first, until ``TYPED_POOL`` hold what it asks
TYPED_BATCH = 200
#: candidates the HNSW search keeps per step (pgvector's ``hnsw.ef_search``; its default is 40)
EF_SEARCH = 200
#: records kept in the process's caches (the rest is read again from the database when needed): about 30 MiB
#: at most, so that the sentences a question's steps share are read from the database once per question
CACHED_SENTENCES = 32768
CACHED_CHUNKS = 8192

_ready: dict[str, bool] = {}  # database URL -> the tables exist (False: the server has no pgvector)
_dims: set[tuple[str, int]] = set()  # (database URL, width) with an HNSW index
_guard = threading.Lock()


def available(db: Database) -> bool:
    """The tables exist (made now if need be); False where the server has no pgvector."""
    with _guard:
        if db.url not in _ready:
            try:
                with db.cursor(transaction=True) as cur:
                    cur.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                    cur.execute(SCHEMA)
                    add_copy_keys(cur)
                    version = cur.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'").fetchone()[0]
                if tuple(int(p) for p in version.split(".")[:2]) < (0, 8):  # iterative index scans came with 0.8
                    raise RuntimeError(f"pgvector {version} is older than 0.8")
                _ready[db.url] = True
            except Exception as exc:  # noqa: BLE001 - any failure: retrieval stays in the process
                log.warning("PostgreSQL at %s: no retrieval in the database (%s); sentences are scored here",
                            db.shown, str(exc).splitlines()[0][:200])
                _ready[db.url] = False
        return _ready[db.url]


def _vector(v: np.ndarray) -> str:
    """A float32 vector as pgvector text (each value written exactly)."""
    return "[" + ",".join(repr(x) for x in np.asarray(v, dtype=np.float32).astype(float).tolist()) + "]"


class SentenceSearch:
    """One workspace's sentences as rows; thread-safe."""

    def __init__(self, storage: PostgresStorage) -> None:
        self.storage = storage
        self.db = storage.db
        self.name = storage.name
        self.model = ""  # the embedding model of the last sync
        self._sentences = LRU(CACHED_SENTENCES)
        self._chunks = LRU(CACHED_CHUNKS)
        self._lock = threading.Lock()

    # --- rows --------------------------------------------------------------------------
    def sync(self, workspace: Workspace, embedder) -> int:
        """Rows for every listed document that has none yet (its vectors read, or embedded and stored); how many."""
        model = row_tag(embedder)
        if self.model != model:  # this process's first sync: the rows of this model made under earlier rules go
            with self.db.cursor(transaction=True) as cur:
                cur.execute("DELETE FROM gechat_search_docs WHERE workspace = %s AND (model = %s OR (model LIKE %s "
                            "AND model <> %s))", (self.name, model_tag(embedder), f"{model_tag(embedder)}-%", model))
        self.model = model
        want = sorted(workspace.listed())
        with self.db.cursor() as cur:  # another process may have dropped a document's rows and indexed it again
            have = {r[0] for r in cur.execute(
                "SELECT doc_id FROM gechat_search_docs WHERE workspace = %s AND model = %s AND doc_id = ANY(%s)",
                (self.name, model, want))}
        added = sum(self._add(doc_id, model, workspace.vectors, embedder) for doc_id in want if doc_id not in have)
        if added and added * 10 >= len(want):  # the planner's statistics, for the GIN and HNSW indexes to be chosen
            with self.db.cursor() as cur:
                cur.execute("ANALYZE gechat_search_docs, gechat_search_sentences")
        return added

    def _add(self, doc_id: str, model: str, vectors: SentenceVectors, embedder) -> int:
        data = self.storage.read_json(f"docs/{doc_id}.json", expect=dict)
        chunks = self.storage.read_json(f"chunks/{doc_id}.json", [], expect=list)
        if data is None:
            return 0  # listed without records: `gechat doctor` reports it
        doc = document_from_json(data)
        sents = list(doc.sentences)
        ctx, intro = contexts(sents)
        vecs, _ = vectors.load(embedder, doc_id, [s.text for s in sents])
        if len(vecs):
            self._index_width(vecs.shape[1])
        read = [s for s in sents if ctx[s.id]]  # "context: sentence", as retrieval.rank_pool embeds it
        read_vecs = dict(zip((s.id for s in read), embedder.encode([f"{ctx[s.id]}: {s.text}" for s in read])))
        rows = []
        for s, v in zip(sents, vecs):
            bag = stems_with_days(s.text)
            only = (content_stems(ctx[s.id]) if ctx[s.id] else set()) - bag
            rows.append((self.name, model, doc_id, s.index, s.id, json.dumps(encode(s), ensure_ascii=False),
                         ctx[s.id], s.id in intro, sorted(bag | only), sorted(only), _vector(v),
                         _vector(read_vecs[s.id]) if s.id in read_vecs else None, row_copy_key(ctx[s.id], s.text)))
        with self.db.cursor(transaction=True) as cur:
            fresh = cur.execute(
                "INSERT INTO gechat_search_docs (workspace, model, doc_id, sentences) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT DO NOTHING", (self.name, model, doc_id, len(sents))).rowcount
            if not fresh:  # another process added them meanwhile
                return 0
            cur.executemany(
                "INSERT INTO gechat_search_sentences (workspace, model, doc_id, idx, id, record, context, intro, "
                "words, context_words, embedding, context_embedding, copy_key) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s::vector, %s::vector, %s)", rows)
            cur.executemany(
                "INSERT INTO gechat_search_chunks (workspace, model, doc_id, id, record) VALUES (%s, %s, %s, %s, %s) "
                "ON CONFLICT DO NOTHING", [(self.name, model, doc_id, c["id"], json.dumps(c, ensure_ascii=False))
                                           for c in chunks])
        return 1

    def _index_width(self, width: int) -> None:
        key = (self.db.url, int(width))
        if key in _dims:
            return
        with self.db.cursor(transaction=True) as cur:
            cur.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            cur.execute(f"CREATE INDEX IF NOT EXISTS gechat_search_hnsw_{width} ON gechat_search_sentences "
                        f"USING hnsw ((embedding::vector({width})) vector_ip_ops) WHERE vector_dims(embedding) = {width}")
        _dims.add(key)

    def drop(self, doc_id: str) -> None:
        """Remove a document's rows, every model's."""
        with self.db.cursor(transaction=True) as cur:
            cur.execute("DELETE FROM gechat_search_docs WHERE workspace = %s AND doc_id = %s", (self.name, doc_id))

    # --- questions ---------------------------------------------------------------------
    def retrieve(
        self, question: str, embedder, workspace: Workspace, *, model: RelevanceModel = DEFAULT,
        lexical_top: int = LEXICAL_TOP, dense_top: int = DENSE_TOP,
    ) -> list[Candidate]:
        """:func:`gechat.retrieval.retrieve` over the rows of ``workspace``'s listed documents (synced first)."""
        self.sync(workspace, embedder)
        tag, listed = row_tag(embedder), set(workspace.listed())
        terms = question_terms(question)
        names = {w for m in re.findall(r"[A-Za-z0-9]+", question) for w in content_stems(m)} | content_stems(question)
        qvec = embedder.encode([question])[0]
        # the workspace's rows are its listed documents' (a deletion drops them): no filter to keep the planner
        # from the indexes; a document whose deletion was killed counts until the next change sweeps it
        where = "s.workspace = %(ws)s AND s.model = %(model)s"
        args = {"ws": self.name, "model": tag}
        with self.db.cursor() as cur:
            n = cur.execute("SELECT coalesce(sum(sentences), 0) FROM gechat_search_docs s WHERE " + where,
                            args).fetchone()[0]
            if not n:
                return []
            counts = dict(cur.execute(
                f"SELECT t, (SELECT count(*) FROM gechat_search_sentences s WHERE {where} AND s.words @> ARRAY[t]) "
                "FROM unnest(%(words)s::text[]) AS t", {**args, "words": sorted(terms | names)}).fetchall())
            weights = {t: idf(n, counts[t]) for t in terms}
            ordered = sorted(terms)
            qtype = question_type(question)
            lex_ids = first_copies(cur, f"{where} AND s.words && %(terms)s::text[]", (
                "(SELECT coalesce(sum(CASE WHEN t.term = ANY(s.context_words) THEN %(cw)s * t.w ELSE t.w END), 0) "
                "FROM unnest(%(terms)s::text[], %(w)s::float8[]) AS t(term, w) WHERE t.term = ANY(s.words))"),
                "score DESC, doc_id, idx", {**args, "terms": ordered, "w": [weights[t] for t in ordered],
                                            "cw": CONTEXT_WEIGHT}, max(lexical_top, TYPED_DEPTH if qtype else 0), listed)
            typed_ids: list[str] = []
            for at in range(0, len(lex_ids) if qtype else 0, TYPED_BATCH):  # as retrieval.retrieve finds them
                batch = lex_ids[at:at + TYPED_BATCH]  # read in batches: the first usually holds them all
                texts = dict(cur.execute(
                    "SELECT s.id, s.record::json ->> 'text' FROM gechat_search_sentences s WHERE s.workspace = %(ws)s "
                    "AND s.model = %(model)s AND s.id = ANY(%(ids)s)", {**args, "ids": batch}).fetchall())
                batch = [i for i in batch if i in texts]
                found = typed_first(question, [texts[i] for i in batch], TYPED_POOL - len(typed_ids), qtype)
                typed_ids += [batch[p] for p in found]
                if len(typed_ids) == TYPED_POOL:
                    break
            lex_ids = lex_ids[:lexical_top]
            if len(lex_ids) < lexical_top:  # as with files: sentences with no question word fill the pool
                lex_ids += distinct_rows(cur, (  # in document order (the primary key's): copies lie documents apart
                    f"SELECT s.id, s.doc_id, s.idx, {COPY_KEY} FROM gechat_search_sentences s "
                    f"WHERE {where} AND NOT s.words && %(terms)s::text[] ORDER BY s.doc_id, s.idx"),
                    {**args, "terms": ordered}, lexical_top - len(lex_ids), listed)
            dense_ids = self._nearest(cur, where, args, qvec, dense_top, listed)
            found = {w for w, c in counts.items() if c}
            if lacking := unmentioned(question, found):  # looked for again in their other forms: "carbetocin" in
                # "carbetocin-treated", "hemorrhage" for "haemorrhage", "services"
                found |= self._words_like(cur, where, args, sorted({p for x in lacking for p in lookups(x)}))
                lacking = unmentioned(question, found)
            thing, names = other_names(question, lacking)
            named_ids = self._named(cur, where, args, thing, names, listed) if names else []
            lacking = tuple(x for x in lacking if x != thing) if named_ids else lacking
            rows = cur.execute(
                "SELECT s.id, s.doc_id, s.idx, s.record, s.context, s.intro, s.embedding, s.context_embedding "
                "FROM gechat_search_sentences s WHERE s.workspace = %(ws)s AND s.model = %(model)s "
                "AND s.id = ANY(%(ids)s)", {**args, "ids": list(dict.fromkeys(lex_ids + dense_ids + typed_ids
                                                                               + named_ids))},
                binary=True).fetchall()
            doc_titles = self._titles(cur, args, {r[1] for r in rows})
        got = {r[0]: r for r in rows if r[1] in listed}
        sents = {i: decode(Sentence, json.loads(r[3])) for i, r in got.items()}
        with self._lock:
            for s in sents.values():
                self._sentences.put(s.id, s)
        ctx = {i: r[4] for i, r in got.items()}
        intro = {i for i, r in got.items() if r[5]}
        # the exact scores, as retrieval.retrieve computes them, and its order (ties in document order)
        place = {i: (r[1], r[2]) for i, r in got.items()}
        ids = [i for i in got]
        bags = [stems_with_days(sents[i].text) for i in ids]
        ctx_bags = [content_stems(ctx[i]) - b if ctx[i] else set() for i, b in zip(ids, bags)]
        lex = dict(zip(ids, lexical_scores(terms, weights, bags, ctx_bags).tolist()))
        vecs = np.stack([binary_vector(got[i][6]) for i in ids])
        cos = dict(zip(ids, cosines(vecs, qvec).tolist()))
        lex_ids = sorted((i for i in lex_ids if i in got), key=lambda i: (-lex[i], place[i]))[:lexical_top]
        dense_ids = sorted((i for i in dense_ids if i in got), key=lambda i: (-cos[i], place[i]))[:dense_top]
        pool = list(dict.fromkeys(lex_ids + dense_ids + [i for i in typed_ids + named_ids if i in got]))
        read = [i for i in pool if got[i][7]]
        read_cos = dict(zip(read, cosines(np.stack([binary_vector(got[i][7]) for i in read]), qvec).tolist())) if read else {}
        return rank_pool([sents[i] for i in pool], [lex[i] for i in pool], [cos[i] for i in pool], ctx, intro,
                         qvec, embedder, lacking=lacking, model=model, context_cos=read_cos, doc_titles=doc_titles)

    @staticmethod
    def _named(cur, where: str, args: dict, thing: str, names: Sequence[frozenset[str]], listed: set[str]) -> list[str]:
        """The sentences that name ``thing`` by another name (:func:`gechat.retrieval.named_pool`), read from the
        first ``NAMED_DEPTH`` rows whose words hold one of ``names`` (:func:`gechat.retrieval.other_names`), in
        document order, over the GIN index of the words; first the names whose every word some row holds, as the
        file storage keeps those its workspace's words hold (most names of a common thing are held by none)."""
        present = {t for (t,) in cur.execute(  # a name's words must all be held somewhere: most names are not
            f"SELECT t FROM unnest(%(stems)s::text[]) AS t WHERE EXISTS (SELECT 1 FROM gechat_search_sentences s "
            f"WHERE {where} AND s.words @> ARRAY[t])", {**args, "stems": sorted(set().union(*names))}).fetchall()}
        names = [n for n in names if n <= present]
        if not names:
            return []
        held = " OR ".join(f"s.words @> %(n{k})s::text[]" for k in range(len(names)))
        rows = [r for r in cur.execute(
            f"SELECT s.id, s.doc_id, {COPY_KEY}, s.record::json ->> 'text', s.context FROM gechat_search_sentences s "
            f"WHERE {where} AND ({held}) ORDER BY s.doc_id, s.idx LIMIT %(depth)s",
            {**args, "depth": NAMED_DEPTH, **{f"n{k}": sorted(n) for k, n in enumerate(names)}}).fetchall()
            if r[1] in listed]
        return [rows[p][0] for p in named_pool(thing, [(r[2], r[3], r[4]) for r in rows])]

    @staticmethod
    def _words_like(cur, where: str, args: dict, patterns: list[str]) -> set[str]:
        """The distinct words of the workspace's sentences that match one of the ``LIKE`` ``patterns``."""
        return {w for (w,) in cur.execute(
            f"SELECT DISTINCT w FROM gechat_search_sentences s, unnest(s.words) AS w WHERE {where} "
            "AND w LIKE ANY(%(patterns)s::text[])", {**args, "patterns": patterns}).fetchall()}

    @staticmethod
    def _titles(cur, args: dict, doc_ids: set[str]) -> dict[str, str]:
        """The titles of the documents ``doc_ids`` (:func:`gechat.retrieval.title_of`, read from each one's first
        four sentences)."""
        firsts: dict[str, list[str]] = {}
        for doc_id, text in cur.execute(
                "SELECT s.doc_id, s.record::json ->> 'text' FROM gechat_search_sentences s WHERE s.workspace = %(ws)s "
                "AND s.model = %(model)s AND s.doc_id = ANY(%(docs)s) AND s.idx < 4 ORDER BY s.doc_id, s.idx",
                {**args, "docs": sorted(doc_ids)}).fetchall():
            firsts.setdefault(doc_id, []).append(text)
        return {doc_id: title_of(texts) for doc_id, texts in firsts.items()}

    def _nearest(self, cur, where: str, args: dict, qvec: np.ndarray, k: int, listed: set[str]) -> list[str]:
        """The ``k`` nearest distinct sentences of listed documents (HNSW, pgvector's iterative scan)."""
        width = int(qvec.shape[0])
        cur.execute(f"SET hnsw.ef_search = {max(EF_SEARCH, k)}")  # the session's (a gechat connection's) setting;
        cur.execute("SET hnsw.iterative_scan = strict_order")  # the scan reads on until the LIMIT is met
        return distinct_rows(cur, (
            f"SELECT s.id, s.doc_id, s.idx, {COPY_KEY}, s.embedding::vector({width}) <#> %(q)s::vector({width}) "
            f"FROM gechat_search_sentences s WHERE {where} AND vector_dims(s.embedding) = {width} "
            f"ORDER BY s.embedding::vector({width}) <#> %(q)s::vector({width})"),
            {**args, "q": _vector(qvec)}, k, listed)

    # --- records, read by id in batches --------------------------------------------------
    def chunks(self, chunk_ids: Sequence[str], workspace: Workspace) -> dict[str, Chunk]:
        """The chunks found among ``chunk_ids`` whose documents are listed (one query for those not cached)."""
        return self._records(self._chunks, "gechat_search_chunks", Chunk, chunk_ids, workspace)

    def sentences(self, sentence_ids: Sequence[str], workspace: Workspace) -> dict[str, Sentence]:
        """The sentences found among ``sentence_ids`` whose documents are listed (one query for those not cached)."""
        return self._records(self._sentences, "gechat_search_sentences", Sentence, sentence_ids, workspace)

    def vectors(self, sentence_ids: Sequence[str], embedder, workspace: Workspace) -> dict[str, np.ndarray]:
        """The stored ``embedder`` vectors of the sentences found among ``sentence_ids`` (the rows' own, computed
        when their document was indexed; nothing is cached here)."""
        if not sentence_ids:
            return {}
        tag = row_tag(embedder)
        if self.model != tag:  # nothing asked yet in this process (or another model)
            self.sync(workspace, embedder)
        with self.db.cursor() as cur:
            rows = cur.execute(
                "SELECT id, embedding FROM gechat_search_sentences "
                "WHERE workspace = %(ws)s AND model = %(model)s AND id = ANY(%(ids)s)",
                {"ws": self.name, "model": tag, "ids": list(dict.fromkeys(sentence_ids))}, binary=True).fetchall()
        return {r[0]: binary_vector(r[1]) for r in rows}

    def in_chunks(self, chunk_ids: Sequence[str], sentences: Sequence[Sentence], workspace: Workspace) -> set[str]:
        """The ids of ``sentences`` of listed documents that lie in the chunks ``chunk_ids``, found in the database:
        only the chunks of those sentences' documents are parsed, and no record reaches the process (``json``,
        not ``jsonb``: a text with ``\\u0000`` in it stays readable)."""
        if not chunk_ids or not sentences:
            return set()
        if not self.model:  # nothing asked yet in this process
            self.sync(workspace, workspace.embedder)
        with self.db.cursor() as cur:
            rows = cur.execute(
                "SELECT DISTINCT s.id FROM gechat_search_chunks c "
                "CROSS JOIN LATERAL json_array_elements_text(c.record::json -> 'sentence_ids') AS s(id) "
                "WHERE c.workspace = %(ws)s AND c.model = %(model)s AND c.id = ANY(%(chunks)s) "
                "AND c.doc_id = ANY(%(docs)s) AND s.id = ANY(%(ids)s)",
                {"ws": self.name, "model": self.model, "chunks": list(chunk_ids),
                 "docs": sorted({s.doc_id for s in sentences} & set(workspace.listed())),
                 "ids": [s.id for s in sentences]}).fetchall()
        return {r[0] for r in rows}

    def _records(self, cache: LRU, table: str, cls: type, ids: Sequence[str], workspace: Workspace) -> dict:
        ids = list(ids)
        found = {}
        with self._lock:
            for record_id in ids:
                if (record := cache.take(record_id)) is not None:
                    found[record_id] = record
        missing = [i for i in dict.fromkeys(ids) if i not in found]
        if missing:
            if not self.model:  # nothing asked yet in this process
                self.sync(workspace, workspace.embedder)
            with self.db.cursor() as cur:
                rows = cur.execute(
                    f"SELECT record FROM {table} WHERE workspace = %(ws)s AND model = %(model)s AND id = ANY(%(ids)s)",
                    {"ws": self.name, "model": self.model, "ids": missing}).fetchall()
            records = [decode(cls, json.loads(r[0])) for r in rows]
            with self._lock:
                for r in records:
                    cache.put(r.id, r)
                    found[r.id] = r
        listed = set(workspace.listed())  # once per read: a step's offer reads thousands of records
        return {i: r for i, r in found.items() if r.doc_id in listed}
