"""The embedded graph database (Ladybug, the maintained successor of Kùzu) in a private folder.

The folder (a workspace's ``graphdb`` area) holds ``db`` (the database) and
``schema.json``. Loading rebuilds the database: one node table per label
(primary key ``name``), one relationship table per type with every
(source, target) label pair it joins, bulk-copied from Parquet files written
beside it and removed after. Queries run on a read-only connection, so even an
unchecked query cannot change the graph. Why Ladybug: ``eval/results/graphdb.md``.
"""

from __future__ import annotations

import importlib
import json
import shutil
import threading
from pathlib import Path

from gechat.cypher.lexer import quote_name
from gechat.cypher.schema import Schema, TypedTriple
from gechat.errors import GraphStoreError
from gechat.extkg.triples import Triple
from gechat.graphdb.store import GraphStore, Rows, group

BUFFER_POOL_BYTES = 1 << 30  # the database reserves address space, not memory, up to this
COPY_MIN = 2000  # tables this large are bulk-copied; smaller ones are created in one transaction (a COPY costs ~0.1 s)


class EmbeddedStore(GraphStore):
    kind = "embedded"

    def __init__(self, folder: Path, engine: str = "ladybug") -> None:
        self.folder = Path(folder)
        self.engine = engine  # "kuzu" (same API, no longer maintained) only for eval/cypher/bench_graphdb.py
        self._db = None
        self._conn = None
        self._lock = threading.Lock()

    @property
    def db_path(self) -> Path:
        return self.folder / "db"

    # --- loading --------------------------------------------------------------
    def load(self, rows: list[TypedTriple]) -> Schema:
        import pyarrow as pa
        import pyarrow.parquet as pq

        schema = self.derive_schema(rows)
        grouped = group(rows)
        self.close()
        if self.db_path.exists():
            shutil.rmtree(self.db_path) if self.db_path.is_dir() else self.db_path.unlink()
        (self.folder / "schema.json").unlink(missing_ok=True)
        tmp = self.folder / "load.tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        try:
            lib = importlib.import_module(self.engine)
            db = lib.Database(str(self.db_path), buffer_pool_size=BUFFER_POOL_BYTES)
            conn = lib.Connection(db)
            for label in grouped.nodes:
                conn.execute(f"CREATE NODE TABLE {quote_name(label)}(name STRING, PRIMARY KEY(name))")
            by_type: dict[str, list[tuple[str, str]]] = {}
            for (type_, src, dst) in grouped.rels:
                by_type.setdefault(type_, []).append((src, dst))
            for type_, pairs in by_type.items():
                ends = ", ".join(f"FROM {quote_name(s)} TO {quote_name(d)}" for s, d in pairs)
                conn.execute(f"CREATE REL TABLE {quote_name(type_)}({ends})")
            conn.execute("BEGIN TRANSACTION")
            for label, names in grouped.nodes.items():
                if len(names) >= COPY_MIN:
                    continue
                conn.execute(f"UNWIND $names AS n CREATE (:{quote_name(label)} {{name: n}})", {"names": names})
            for (type_, src, dst), edges in grouped.rels.items():
                if len(edges) >= COPY_MIN or any(len(grouped.nodes[x]) >= COPY_MIN for x in (src, dst)):
                    continue
                conn.execute(f"UNWIND $edges AS e MATCH (a:{quote_name(src)} {{name: e[1]}}), "
                             f"(b:{quote_name(dst)} {{name: e[2]}}) CREATE (a)-[:{quote_name(type_)}]->(b)",
                             {"edges": [list(e) for e in edges]})
            conn.execute("COMMIT")
            for label, names in grouped.nodes.items():  # large tables: bulk copy from Parquet
                if len(names) >= COPY_MIN:
                    path = tmp / f"n_{len(list(tmp.iterdir()))}.parquet"
                    pq.write_table(pa.table({"name": names}), path)
                    conn.execute(f"COPY {quote_name(label)} FROM '{path.as_posix()}'")
            for (type_, src, dst), edges in grouped.rels.items():
                if not (len(edges) >= COPY_MIN or any(len(grouped.nodes[x]) >= COPY_MIN for x in (src, dst))):
                    continue
                path = tmp / f"r_{len(list(tmp.iterdir()))}.parquet"
                pq.write_table(pa.table({"from": [h for h, _ in edges], "to": [t for _, t in edges]}), path)
                option = f" (from='{src}', to='{dst}')" if len(by_type[type_]) > 1 else ""
                conn.execute(f"COPY {quote_name(type_)} FROM '{path.as_posix()}'{option}")
            conn.close()
            db.close()
        except RuntimeError as exc:
            raise GraphStoreError(f"The graph database could not load the triples: {exc}.") from None
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        (self.folder / "schema.json").write_text(json.dumps(schema.to_dict()), encoding="utf-8")
        return schema

    # --- querying -------------------------------------------------------------
    def _connection(self):
        if self._conn is None:
            if not self.db_path.exists():
                raise GraphStoreError("No KG is loaded into this workspace's graph database yet.",
                                      hint="Load one with `gechat kg load` (or export the documents' KG).")
            lib = importlib.import_module(self.engine)
            self._db = lib.Database(str(self.db_path), buffer_pool_size=BUFFER_POOL_BYTES, read_only=True)
            self._conn = lib.Connection(self._db)
        return self._conn

    def query(self, text: str, params: dict | None = None) -> Rows:
        with self._lock:
            conn = self._connection()
            try:
                result = conn.execute(text, params or {})
            except RuntimeError as exc:
                raise GraphStoreError(f"The graph database rejected the query: {str(exc).rstrip('.')}.") from None
            if isinstance(result, list):
                result = result[-1]
            columns = tuple(result.get_column_names())
            rows = tuple(tuple(r) for r in result.get_all())
            result.close()
        return Rows(columns, rows)

    def triples(self) -> list[Triple]:
        rows = self.query("MATCH (a)-[r]->(b) RETURN a.name, label(r), b.name")
        return [Triple(h, r, t) for h, r, t in rows.rows]

    def schema(self) -> Schema | None:
        path = self.folder / "schema.json"
        if not path.exists():
            return None
        return Schema.from_dict(json.loads(path.read_text(encoding="utf-8")))

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
            if self._db is not None:
                self._db.close()
            self._conn = self._db = None
