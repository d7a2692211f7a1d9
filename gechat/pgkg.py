"""The KG as rows in PostgreSQL (``GECHAT_STORAGE=postgres``): a question reads the entities and the subgraph it needs.

LightRAG keeps a workspace's KG in its own files (the ``kg`` area, :mod:`gechat.pgarea`); opening them loads
every key-value store, vector store and the graph into the process, so an app process that answered from them
grew with the workspace. Here every change also writes the KG's graph as rows, in the change's own transaction
(:attr:`gechat.pgarea.AreaSync.derive`, the records, the area's files and its generation bump together):

* ``gechat_kg_nodes``: an entity per row (name, type, description, its chunk ids as the snapshot holds them,
  the stored embedding of "name: description" that anchoring reads);
* ``gechat_kg_edges``: a relation per row and direction (``a`` -> ``b`` and ``b`` -> ``a``, so a walk reads one
  index), with its description, keywords, weight and chunk ids, the co-occurrence links drawn in
  (:meth:`gechat.kg.lightrag_store.LightRAGStore.graph_snapshot` is the source);
* ``gechat_kg_state``: the area generation the rows are those of.

A change writes only the rows whose content moved (each row carries a SHA-256 of its content). The rows are
current when their generation is the area's; otherwise (a workspace copied in by ``gechat migrate``, or indexed
before this table existed) the workspace answers from the LightRAG store as before and writes the rows for the
generation it loaded (:meth:`KGTables.backfill`), so the next process reads rows.

A question then costs: the entity index (names and vectors, read once per generation and kept, up to
:data:`HELD_ENTITIES` entities; beyond, each step finds its candidate anchors in the rows,
:class:`gechat.pgentities.EntityRows`: the nearest entities by inner product and those the step names, and
nothing of the entities is kept in the process), and for each subgraph (:class:`QuestionGraph`) the rows of the
nodes within its radius and the edges it walks, read hop by hop and kept for the question only. The walk and the
order are :func:`gechat.kg.graph.neighbourhood`'s, run over the rows read, so the subgraph is the snapshot's.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import networkx as nx
import numpy as np

from gechat.anchoring import EntityIndex
from gechat.kg.graph import edge_fields, node_fields
from gechat.pgentities import SHORT_NAME, EntityRows, binary_vector, name_words
from gechat.records import Entity

if TYPE_CHECKING:
    import psycopg

    from gechat.kg.lightrag_store import LightRAGStore
    from gechat.pgstorage import Database, PostgresStorage

SCHEMA = """
CREATE EXTENSION IF NOT EXISTS vector;
CREATE TABLE IF NOT EXISTS gechat_kg_state (
    workspace text PRIMARY KEY REFERENCES gechat_workspaces(name) ON DELETE CASCADE,
    generation bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS gechat_kg_nodes (
    workspace text NOT NULL REFERENCES gechat_workspaces(name) ON DELETE CASCADE,
    name text COLLATE "C" NOT NULL,
    type text NOT NULL,
    description text NOT NULL,
    chunk_ids text NOT NULL,
    embedding vector,
    sha256 text NOT NULL,
    name_words text[],
    PRIMARY KEY (workspace, name)
);
CREATE TABLE IF NOT EXISTS gechat_kg_edges (
    workspace text NOT NULL REFERENCES gechat_workspaces(name) ON DELETE CASCADE,
    a text COLLATE "C" NOT NULL,
    b text COLLATE "C" NOT NULL,
    description text NOT NULL,
    keywords text NOT NULL,
    weight double precision NOT NULL,
    chunk_ids text NOT NULL,
    sha256 text NOT NULL,
    PRIMARY KEY (workspace, a, b)
);
"""
SCHEMA_LOCK = 0x6765636861740003
#: up to this many entities the process holds the entity index (about 6 MiB at 1,000 entities, a few ms less per
#: step than asking the database); beyond it each step asks the rows (:class:`gechat.pgentities.EntityRows`), so
#: the app's memory stays bounded whatever the number of documents (eval/bench_entity_index.py); except where an
#: entity has no stored vector, when every entity is embedded and held as before
HELD_ENTITIES = 4096
NODE_COLUMNS = ("type", "description", "chunk_ids")
EDGE_COLUMNS = ("description", "keywords", "weight", "chunk_ids")

_ready: dict[str, bool] = {}
_guard = threading.Lock()


def available(db: Database) -> bool:
    """The tables exist (made now if need be); False where the server has no pgvector (then no rows are kept)."""
    from gechat import pgsearch

    with _guard:
        if db.url not in _ready:
            _ready[db.url] = pgsearch.available(db)
            if _ready[db.url]:
                with db.cursor(transaction=True) as cur:
                    cur.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                    cur.execute(SCHEMA)
                    if cur.execute("SELECT 1 FROM pg_attribute WHERE attrelid = 'gechat_kg_nodes'::regclass AND "
                                   "attname = 'name_words' AND NOT attisdropped").fetchone() is None:
                        # a table made before the column: added once, empty (filled by EntityRows.open)
                        cur.execute("ALTER TABLE gechat_kg_nodes ADD COLUMN name_words text[]")
                    cur.execute("CREATE INDEX IF NOT EXISTS gechat_kg_nodes_words ON gechat_kg_nodes "
                                "USING gin (name_words)")
                    # the entities a step names (gechat.pgentities.named_query): short names by their word set,
                    # longer ones through a GIN index over them alone
                    cur.execute("CREATE INDEX IF NOT EXISTS gechat_kg_nodes_word_set ON gechat_kg_nodes "
                                "(workspace, name_words)")
                    cur.execute("CREATE INDEX IF NOT EXISTS gechat_kg_nodes_long_words ON gechat_kg_nodes "
                                f"USING gin (name_words) WHERE cardinality(name_words) > {SHORT_NAME}")
        return _ready[db.url]


def _sha(row: tuple) -> str:
    return hashlib.sha256(json.dumps(row, ensure_ascii=False).encode()).hexdigest()


def node_row(graph: nx.Graph, name: str) -> tuple[str, str, str]:
    """(type, description, chunk ids) as :func:`gechat.kg.graph.entity` reads them."""
    return node_fields(graph.nodes[name])


def edge_row(graph: nx.Graph, u: str, v: str) -> tuple[str, str, float, str]:
    """(description, keywords, weight, chunk ids) as :func:`gechat.kg.graph.relation` reads them."""
    return edge_fields(graph.edges[u, v])


def write_rows(cur: psycopg.Cursor, workspace: str, graph: nx.Graph,
               vectors: Callable[[list[str]], dict[str, np.ndarray]], generation: int) -> int:
    """Make the workspace's rows those of ``graph`` (only rows whose content moved are written); how many changed."""
    from gechat.pgsearch import _vector

    nodes = {n: node_row(graph, n) for n in graph.nodes}
    edges = {}
    for u, v in graph.edges:
        row = edge_row(graph, u, v)
        edges[(u, v)] = edges[(v, u)] = row
    have = dict(cur.execute("SELECT name, sha256 FROM gechat_kg_nodes WHERE workspace = %s", (workspace,)).fetchall())
    new = {n: _sha(r) for n, r in nodes.items()}
    changed = [n for n in nodes if have.get(n) != new[n]]
    vecs = vectors(changed) if changed else {}
    cur.executemany(
        "INSERT INTO gechat_kg_nodes (workspace, name, type, description, chunk_ids, embedding, sha256, name_words) "
        "VALUES (%s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT (workspace, name) DO UPDATE SET type = EXCLUDED.type, "
        "description = EXCLUDED.description, chunk_ids = EXCLUDED.chunk_ids, embedding = EXCLUDED.embedding, "
        "sha256 = EXCLUDED.sha256, name_words = EXCLUDED.name_words",
        [(workspace, n, *nodes[n], _vector(vecs[n]) if n in vecs else None, new[n], name_words(n)) for n in changed])
    gone = [n for n in have if n not in nodes]
    if gone:
        cur.execute("DELETE FROM gechat_kg_nodes WHERE workspace = %s AND name = ANY(%s)", (workspace, gone))
    have_e = {(a, b): h for a, b, h in cur.execute(
        "SELECT a, b, sha256 FROM gechat_kg_edges WHERE workspace = %s", (workspace,)).fetchall()}
    new_e = {k: _sha(r) for k, r in edges.items()}
    changed_e = [k for k in edges if have_e.get(k) != new_e[k]]
    cur.executemany(
        "INSERT INTO gechat_kg_edges (workspace, a, b, description, keywords, weight, chunk_ids, sha256) "
        "VALUES (%s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT (workspace, a, b) DO UPDATE SET "
        "description = EXCLUDED.description, keywords = EXCLUDED.keywords, weight = EXCLUDED.weight, "
        "chunk_ids = EXCLUDED.chunk_ids, sha256 = EXCLUDED.sha256",
        [(workspace, a, b, *edges[(a, b)], new_e[(a, b)]) for a, b in changed_e])
    gone_e = [k for k in have_e if k not in edges]
    if gone_e:
        cur.execute("DELETE FROM gechat_kg_edges e USING unnest(%s::text[], %s::text[]) AS g(a, b) "
                    "WHERE e.workspace = %s AND e.a = g.a AND e.b = g.b",
                    ([a for a, _ in gone_e], [b for _, b in gone_e], workspace))
    cur.execute("INSERT INTO gechat_kg_state (workspace, generation) VALUES (%s, %s) ON CONFLICT (workspace) "
                "DO UPDATE SET generation = EXCLUDED.generation", (workspace, generation))
    return len(changed) + len(gone) + len(changed_e) + len(gone_e)


class KGTables:
    """One workspace's KG rows: the writer's hook, the entity index, and a :class:`QuestionGraph` per question."""

    def __init__(self, storage: PostgresStorage) -> None:
        self.storage = storage
        self.db = storage.db
        self.name = storage.name
        self._index: tuple[int, EntityRows | EntityIndex] | None = None
        self._lock = threading.Lock()

    def follow(self, store: LightRAGStore) -> None:
        """Write the rows with each change of ``store`` (in the change's transaction, :mod:`gechat.pgarea`)."""
        from gechat.pgarea import sync_for

        sync = sync_for(self.storage, "kg", store.working_dir)
        sync.derive = lambda cur, generation: write_rows(cur, self.name, store.graph_snapshot(), store.entity_vectors,
                                                         generation)

    def current(self) -> int | None:
        """The generation of the rows when they are the KG's current ones, else None."""
        with self.db.cursor() as cur:
            row = cur.execute(
                "SELECT a.generation, k.generation FROM gechat_workspaces w "
                "LEFT JOIN gechat_areas a ON a.workspace = w.name AND a.area = 'kg' "
                "LEFT JOIN gechat_kg_state k ON k.workspace = w.name WHERE w.name = %s", (self.name,)).fetchone()
        area, rows = (row or (None, None))
        if area is None or (area == 0 and rows is None):  # no KG was ever written: no rows is the KG
            return 0
        return rows if rows == area else None

    def generation(self, open_store: Callable[[], LightRAGStore]) -> int | None:
        """The rows' generation when they are current; if they are not, they are written now from the LightRAG store
        (``open_store``: a workspace copied in by ``gechat migrate``, once); None when that could not be done."""
        current = self.current()
        if current is None and self.backfill(open_store()):
            current = self.current()
        return current

    def backfill(self, store: LightRAGStore) -> bool:
        """Write the rows of the generation ``store`` has loaded, unless a change moved it meanwhile; True if written."""
        with self.db.cursor(transaction=True) as cur:
            row = cur.execute("SELECT generation FROM gechat_areas WHERE workspace = %s AND area = 'kg' FOR UPDATE",
                              (self.name,)).fetchone()
            if row is None or int(row[0]) != store.generation:
                return False
            write_rows(cur, self.name, store.graph_snapshot(), store.entity_vectors, int(row[0]))
            return True

    def entity_index(self, generation: int, embedder) -> EntityRows | EntityIndex:
        """The entities as anchoring reads them: beyond :data:`HELD_ENTITIES`, :class:`EntityRows` (found in the
        database per step, nothing held here); otherwise every entity read into an :class:`EntityIndex` with its
        stored vector (or, where an entity has none, every one embedded), kept for the generation."""
        with self._lock:
            if self._index is not None and self._index[0] == generation:
                return self._index[1]
            rows = EntityRows.open(self.db, self.name)
            if rows is not None and len(rows) > HELD_ENTITIES:
                self._index = (generation, rows)
                return rows
            with self.db.cursor() as cur:  # binary: pgvector's float4s as they are stored, no text in between
                rows = cur.execute("SELECT name, type, description, embedding FROM gechat_kg_nodes WHERE workspace = %s",
                                   (self.name,), binary=True).fetchall()
            rows.sort(key=lambda r: r[0])  # by name, as the snapshot's entities
            entities = tuple(Entity(name=n, type=t, description=d) for n, t, d, _ in rows)
            if rows and all(v is not None for *_, v in rows):
                index = EntityIndex.of(entities, np.stack([binary_vector(v) for *_, v in rows]))
            else:  # an entity without a stored vector: every one is embedded, as the snapshot's index does
                index = EntityIndex.build(entities, embedder)
            self._index = (generation, index)
            return index

    def question_graph(self) -> QuestionGraph:
        return QuestionGraph(self.db, self.name)


class QuestionGraph:
    """The KG as one question reads it: nodes and their edges read from the rows when a walk first reaches them."""

    def __init__(self, db: Database, workspace: str) -> None:
        self.db = db
        self.workspace = workspace
        self._nodes: dict[str, tuple[str, str, str] | None] = {}  # name -> row (None: no such entity)
        self._adjacent: dict[str, list[tuple[str, tuple[str, str, float, str]]]] = {}  # name -> (other, edge row)

    def around(self, seeds: Iterable[str], hops: int) -> nx.Graph:
        """The part of the KG that :func:`gechat.kg.graph.neighbourhood` walks from ``seeds`` within ``hops``: every
        node within ``hops`` edges, and every edge of those fewer than ``hops`` edges away."""
        self._read_nodes(seeds := list(dict.fromkeys(seeds)))
        dist = {s: 0 for s in seeds if self._nodes[s] is not None}
        frontier = list(dist)
        for d in range(1, hops + 1):
            self._read_edges(frontier)
            nxt = []
            for node in frontier:
                for other, _ in self._adjacent[node]:
                    if other not in dist:
                        dist[other] = d
                        nxt.append(other)
            frontier = nxt
        self._read_nodes(dist)
        g = nx.Graph()
        for n in dist:
            kind, description, chunk_ids = self._nodes[n] or node_fields({})
            g.add_node(n, entity_type=kind, description=description, source_id=chunk_ids)
        for u in dist:
            if dist[u] < hops:
                for v, (description, keywords, weight, chunk_ids) in self._adjacent[u]:
                    g.add_edge(u, v, description=description, keywords=keywords, weight=weight, source_id=chunk_ids)
        return g

    def _read_nodes(self, names: Iterable[str]) -> None:
        want = [n for n in names if n not in self._nodes]
        if not want:
            return
        with self.db.cursor() as cur:
            found = {n: (t, d, c) for n, t, d, c in cur.execute(
                "SELECT name, type, description, chunk_ids FROM gechat_kg_nodes WHERE workspace = %s AND name = ANY(%s)",
                (self.workspace, want))}
        for n in want:
            self._nodes[n] = found.get(n)

    def _read_edges(self, names: Sequence[str]) -> None:
        want = [n for n in names if n not in self._adjacent]
        if not want:
            return
        for n in want:
            self._adjacent[n] = []
        with self.db.cursor() as cur:
            for a, b, d, k, w, c in cur.execute(
                    "SELECT a, b, description, keywords, weight, chunk_ids FROM gechat_kg_edges "
                    "WHERE workspace = %s AND a = ANY(%s)", (self.workspace, want)):
                self._adjacent[a].append((b, (d, k, w, c)))

