"""The KG's entity index in PostgreSQL (issue 18): a step's candidate anchors found in ``gechat_kg_nodes``.

:class:`EntityRows` is what :class:`gechat.pgkg.KGTables` gives anchoring beyond ``pgkg.HELD_ENTITIES``
entities, so the app process holds no entity whatever the KG's size: each step reads the nearest entities by
inner product (an exact scan, or past :data:`APPROXIMATE_ENTITIES` through an HNSW index) and those whose name
words the step holds (the ``name_words`` column, GIN-indexed), and scores them with
:class:`gechat.anchoring.EntityIndex`'s own code. ``eval/bench_entity_index.py`` measures memory, time per step
and, for the HNSW index, how often the anchors are the exact scan's.
"""

from __future__ import annotations

import logging
import threading
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING

import numpy as np

from gechat.anchoring import EntityIndex
from gechat.records import Entity
from gechat.text import content_words

if TYPE_CHECKING:
    import psycopg

    from gechat.pgstorage import Database

log = logging.getLogger(__name__)

#: from this many entities on, a step's nearest entities are found through an HNSW index (pgvector, built on the
#: first open past it) instead of an exact scan of the workspace's rows: at 100,000 entities 44 ms a step against
#: 202 ms (eval/bench_entity_index.py --text); the entities a step names are still found by their words, exactly
APPROXIMATE_ENTITIES = 20000

#: names of up to this many content words are found by their word set itself (a B-tree on ``name_words``: each
#: set of up to this many of the step's words is looked up), longer ones through a GIN index over them alone. One
#: GIN containment query for every name read the entries of every step word ("prince" in thousands of names) and
#: rechecked them: at 100,000 entities 9 ms a step warm, 29 ms cold, against 3.0 and 3.9 (the same rows found)
SHORT_NAME = 3
#: most word sets looked up for one step (22 distinct content words give 1,793, 23 give 2,047): a longer step reads
#: every name through the GIN index over all names instead
MAX_KEYS = 2000

_hnsw: set[tuple[str, int]] = set()  # (database URL, width) with the entities' HNSW index
_guard = threading.Lock()


def ensure_hnsw(db: Database, width: int) -> None:
    """The HNSW index over the entities' vectors of ``width`` dimensions (every workspace's), made if missing, once:
    14 s at 30,000 entities of real text (the table's writers wait for it meanwhile)."""
    width = int(width)
    with _guard:
        if (db.url, width) in _hnsw:
            return
        from gechat.pgkg import SCHEMA_LOCK

        name = f"gechat_kg_nodes_hnsw_{width}"
        with db.cursor(transaction=True) as cur:
            if cur.execute("SELECT to_regclass(%s)", (name,)).fetchone()[0] is None:
                log.info("building the KG entities' vector index (%s, once)", name)
                cur.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                cur.execute(f"CREATE INDEX IF NOT EXISTS {name} ON gechat_kg_nodes USING hnsw "
                            f"((embedding::vector({width})) vector_ip_ops) WHERE vector_dims(embedding) = {width}")
                cur.execute("ANALYZE gechat_kg_nodes")  # the planner's statistics, for the index to be chosen
        _hnsw.add((db.url, width))


def name_words(name: str) -> list[str]:
    """An entity name's content words, as :class:`gechat.anchoring.EntityIndex` reads them (stored per row)."""
    return sorted(set(content_words(name)))


def word_sets(words: set[str], size: int = SHORT_NAME) -> list[str]:
    """Every set of 1 to ``size`` of ``words``, as ``name_words`` stores a name's (sorted), joined by spaces (a
    content word holds none)."""
    ordered = sorted(words)
    return [" ".join(c) for k in range(1, size + 1) for c in combinations(ordered, k)]


#: the names whose words all lie among the step's: short names by their word set (``%(keys)s``), longer ones
#: through the partial GIN index; both keep the rows without a vector out
NAMED_SQL = (
    "SELECT n.name, n.embedding FROM unnest(%(keys)s::text[]) AS k(key) JOIN gechat_kg_nodes n "
    "ON n.workspace = %(ws)s AND n.name_words = string_to_array(k.key, ' ') WHERE n.embedding IS NOT NULL "
    "UNION ALL SELECT name, embedding FROM gechat_kg_nodes WHERE workspace = %(ws)s AND embedding IS NOT NULL "
    f"AND cardinality(name_words) > {SHORT_NAME} AND name_words <@ %(words)s::text[]")
#: the same for a step of many words: one containment query over every name
NAMED_ANY_SQL = ("SELECT name, embedding FROM gechat_kg_nodes WHERE workspace = %(ws)s AND embedding IS NOT NULL "
                 "AND cardinality(name_words) > 0 AND name_words <@ %(words)s::text[]")


def named_query(words: set[str]) -> tuple[str, dict]:
    """The query (and its arguments but the workspace) for the entities whose name words all lie in ``words``."""
    if sum(comb(len(words), k) for k in range(1, SHORT_NAME + 1)) > MAX_KEYS:  # counted, not built: a long
        return NAMED_ANY_SQL, {"words": sorted(words)}  # answer item would make tens of thousands of sets
    return NAMED_SQL, {"keys": word_sets(words), "words": sorted(words)}


class EntityRows:
    """The entity index in the database: each step finds its candidate anchors there, so the process holds no
    entity (names, descriptions, vectors: 1.5 KiB an entity in :class:`gechat.anchoring.EntityIndex`, which grew
    with every distinct document). The candidates are the ``k`` + ``MARGIN`` nearest by inner product and every
    entity whose name words the step holds; their scores are then computed here from the stored float4s with the
    in-process index's arithmetic, so the anchors are the same (a float32 product summed in another order may
    differ in its last bit, which can reorder only entities whose scores lie within about 1e-7 of each other).
    The nearest are found by an exact scan below :data:`APPROXIMATE_ENTITIES` entities, through the HNSW index
    from there on, which may miss one of the exact nearest (eval/bench_entity_index.py measures how often).
    Rows without a stored vector are left out of each read (``open`` returns None when there are any; a change
    may write one during a question)."""

    MARGIN = 16  # more nearest than asked: a tie at the cut, or the server's float order, cannot drop a best one

    def __init__(self, db: Database, workspace: str, size: int, approximate: int = 0) -> None:
        """``approximate``: the vectors' width when the nearest are found through the HNSW index (0: exactly)."""
        self.db, self.workspace, self.size, self.approximate = db, workspace, size, approximate

    @classmethod
    def open(cls, db: Database, workspace: str) -> EntityRows | None:
        """The workspace's rows as an index, their name words filled where missing (rows written before the
        column); None when an entity has no stored vector (then every entity is embedded in the process)."""
        with db.cursor(transaction=True) as cur:
            size, unvectored = cur.execute(
                "SELECT count(*), count(*) FILTER (WHERE embedding IS NULL) FROM gechat_kg_nodes WHERE workspace = %s",
                (workspace,)).fetchone()
            if unvectored:
                return None
            missing = [r[0] for r in cur.execute(  # locked in name order, skipping rows a change holds (it writes them)
                "SELECT name FROM gechat_kg_nodes WHERE workspace = %s AND name_words IS NULL ORDER BY name "
                "FOR UPDATE SKIP LOCKED", (workspace,)).fetchall()]
            if missing:
                cur.executemany("UPDATE gechat_kg_nodes SET name_words = %s WHERE workspace = %s AND name = %s",
                                [(name_words(n), workspace, n) for n in missing])
            width = cur.execute("SELECT vector_dims(embedding) FROM gechat_kg_nodes WHERE workspace = %s LIMIT 1",
                                (workspace,)).fetchone() if size >= APPROXIMATE_ENTITIES else None
        if width:
            ensure_hnsw(db, width[0])
        return cls(db, workspace, int(size), int(width[0]) if width else 0)

    def __len__(self) -> int:
        return self.size

    def _nearest(self, cur: psycopg.Cursor, vec: np.ndarray, k: int) -> list[tuple[str, bytes]]:
        from gechat.pgsearch import EF_SEARCH, _vector

        if self.approximate:  # through the HNSW index, read on (iterative scan) until the limit is met
            cur.execute(f"SET hnsw.ef_search = {max(EF_SEARCH, k + self.MARGIN)}")
            cur.execute("SET hnsw.iterative_scan = strict_order")
        return cur.execute(self.nearest_sql(), (self.workspace, _vector(vec), k + self.MARGIN), binary=True).fetchall()

    def nearest_sql(self) -> str:
        """The query for the nearest (workspace, vector, limit): the exact order, or the one the HNSW index has."""
        if self.approximate:
            width = self.approximate
            return (f"SELECT name, embedding FROM gechat_kg_nodes WHERE workspace = %s AND vector_dims(embedding) = "
                    f"{width} ORDER BY embedding::vector({width}) <#> %s::vector({width}) LIMIT %s")
        return ("SELECT name, embedding FROM gechat_kg_nodes WHERE workspace = %s AND embedding IS NOT NULL "
                "ORDER BY embedding <#> %s::vector, name LIMIT %s")

    def scored(self, step_vec: np.ndarray, words: set[str], k: int) -> tuple[list[str], np.ndarray, np.ndarray]:
        with self.db.cursor() as cur:
            found = dict(self._nearest(cur, step_vec, k))
            if words:
                sql, args = named_query(words)
                found.update(cur.execute(sql, {**args, "ws": self.workspace}, binary=True).fetchall())
        if not found:
            return [], np.zeros(0, dtype=np.float32), np.zeros(0, dtype=np.float32)
        return self._held(found).scored(step_vec, words, k)  # scored by the in-process index's own code

    def closest(self, vecs: np.ndarray) -> list[tuple[str, float]]:
        out = []
        with self.db.cursor() as cur:
            for vec in vecs:
                rows = dict(self._nearest(cur, vec, 1))
                # nothing when every entity was deleted since the question began
                out.append(self._held(rows).closest(vec[None])[0] if rows else ("", float("-inf")))
        return out

    @staticmethod
    def _held(rows: dict[str, bytes]) -> EntityIndex:
        """The candidates read (name -> stored vector) as an in-process index, by name."""
        names = sorted(rows)
        return EntityIndex.of([Entity(name=n) for n in names], np.stack([binary_vector(rows[n]) for n in names]))


def binary_vector(data: bytes) -> np.ndarray:
    """pgvector's binary form (dimensions and a spare as int16, then big-endian float4s) as float32."""
    return np.frombuffer(bytes(data), dtype=">f4", offset=4).astype(np.float32)
