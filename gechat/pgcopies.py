"""Copies in PostgreSQL's retrieval pools: one row per distinct sentence (:mod:`gechat.pgsearch`).

Copies of a sentence (the same text under the same context, :func:`gechat.retrieval.copy_key`) score alike,
so a pool counts them once and the first copy in document order stands for the others. Each row of
``gechat_search_sentences`` keeps its key (``copy_key``, :func:`row_copy_key`), written with the row; rows
made before the column have none, and the queries hash their record the same way (:data:`COPY_KEY`).

* :func:`first_copies`: the best rows by a score, one per key, in one query (the lexical pool);
* :func:`distinct_rows`: the first distinct rows of an ordered query, reading further while copies fill the
  rows, up to :data:`DISTINCT_MAX` (the nearest by HNSW, and the lexical pool's fill in document order).
"""

from __future__ import annotations

import hashlib

from gechat.retrieval import distinct_top

#: the most rows a pool's query reads to find its distinct sentences among copies (:func:`distinct_rows`)
DISTINCT_MAX = 4096


def row_copy_key(context: str, text: str) -> str:
    """:func:`gechat.retrieval.copy_key` as the row keeps it (a hash: copies of a long sentence compare cheaply)."""
    return hashlib.md5(f"{context}\x01{text}".encode("utf-8", "surrogatepass")).hexdigest()


def add_copy_keys(cur) -> None:
    """Tables made before ``copy_key`` get the column, empty (no rewrite, no index churn). It is looked up first:
    ``ALTER TABLE`` takes the table's exclusive lock even when the column exists. Their rows keep no key; queries
    compute it for them from the record (``COPY_KEY``), as they did before the column: the same hash."""
    if not cur.execute("SELECT 1 FROM pg_attribute WHERE attrelid = 'gechat_search_sentences'::regclass "
                       "AND attname = 'copy_key' AND NOT attisdropped").fetchone():
        cur.execute("ALTER TABLE gechat_search_sentences ADD COLUMN copy_key text")


#: a row's copy key in SQL: its stored key, or for a row written before the column the same hash from its record
COPY_KEY = "coalesce(s.copy_key, md5(s.context || chr(1) || (s.record::json ->> 'text')))"


def distinct_rows(cur, query: str, params: dict, k: int, listed: set[str]) -> list[str]:
    """The ids of the first ``k`` distinct sentences (:func:`gechat.retrieval.copy_key`) of listed documents among
    the rows of ``query`` (ordered; selecting id, doc_id, idx, copy_key, and optionally the value it is ordered by),
    each standing for its copies by the first of them in document order. Rows whose ordering values tie are taken in
    document order, as the file storage takes them (a nearest-neighbour scan returns equal distances in any order:
    two sentences of one text under other headings tie). Reads 2k rows, then eight times as many while copies or rows
    of documents not listed fill them, up to ``DISTINCT_MAX``."""
    limit = 2 * k
    while True:
        rows = cur.execute(f"{query} LIMIT %(k)s", {**params, "k": limit}).fetchall()
        mine = [r for r in rows if r[1] in listed]
        if mine and len(mine[0]) > 4:
            mine.sort(key=lambda r: (r[4], r[1], r[2]))  # stable: ties in document order
        keys = [r[3] for r in mine]
        keep = distinct_top(range(len(mine)), keys, k)
        if len(keep) == k or len(rows) < limit or limit >= DISTINCT_MAX:
            first: dict[str, tuple[tuple[str, int], str]] = {}  # copies rank alike: the first in document order
            for r, key in zip(mine, keys):
                first[key] = min(first.get(key, ((r[1], r[2]), r[0])), ((r[1], r[2]), r[0]))
            return [first[keys[i]][1] for i in keep]
        limit = min(8 * limit, DISTINCT_MAX)


def first_copies(cur, where: str, score: str, order: str, params: dict, k: int, listed: set[str]) -> list[str]:
    """The ids of the best ``k`` rows of ``where`` by ``order`` (over ``score``, ``doc_id``, ``idx``), one per
    ``copy_key``: the first copy in document order stands for the others, which score alike (the same text,
    context and so words). One pass over the rows ``where`` selects, whatever the number of copies. A document
    not in ``listed`` (a killed deletion's rows, or another process's document this one does not list yet) found
    among the rows read is left out and the query runs again, so none of its rows stands for a listed copy."""
    hidden: set[str] = set()
    while True:
        rows = cur.execute(
            f"SELECT id, doc_id FROM (SELECT DISTINCT ON ({COPY_KEY}) s.id, s.doc_id, s.idx, "
            f"{score} AS score FROM gechat_search_sentences s WHERE {where} "
            f"AND NOT s.doc_id = ANY(%(hidden)s::text[]) ORDER BY {COPY_KEY}, s.doc_id, s.idx) d "
            f"ORDER BY {order} LIMIT %(k)s", {**params, "hidden": sorted(hidden), "k": k}).fetchall()
        unlisted = {doc for _, doc in rows if doc not in listed}
        if not unlisted:
            return [r[0] for r in rows]
        hidden |= unlisted
