"""The same graph in a Neo4j server through the official driver (``GECHAT_NEO4J_URL``).

Nodes get their label and a ``name`` (a uniqueness constraint per label);
relationships are created in batches with ``UNWIND``. The schema is kept as a
node ``(:GEChatSchema {json})`` so that another process finds it. Queries run
in read sessions (``execute_read``): the server refuses writes there too.
"""

from __future__ import annotations

import json

from gechat.cypher.lexer import quote_name
from gechat.cypher.schema import Schema, TypedTriple
from gechat.errors import GraphStoreError
from gechat.extkg.triples import Triple
from gechat.graphdb.store import BATCH, GraphStore, Rows, group

SCHEMA_LABEL = "GEChatSchema"


class Neo4jStore(GraphStore):
    kind = "neo4j"

    def __init__(self, url: str, user: str, password: str, database: str | None = None) -> None:
        import neo4j

        self._neo4j = neo4j
        try:
            self.driver = neo4j.GraphDatabase.driver(url, auth=(user, password))
            self.driver.verify_connectivity()
        except Exception as exc:  # the driver raises several classes for an unreachable or refusing server
            raise GraphStoreError(f"The Neo4j server at {url} cannot be reached: {exc}.",
                                  hint="Check GECHAT_NEO4J_URL, GECHAT_NEO4J_USER and GECHAT_NEO4J_PASSWORD.") from None
        self.database = database

    def _write(self, text: str, **params) -> None:
        self.driver.execute_query(text, params, database_=self.database)

    def load(self, rows: list[TypedTriple]) -> Schema:
        schema = self.derive_schema(rows)
        grouped = group(rows)
        with self.driver.session(database=self.database) as session:  # batched deletes need an implicit transaction
            session.run("MATCH (n) CALL { WITH n DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS").consume()
        for label, names in grouped.nodes.items():
            q = quote_name(label)
            self._write(f"CREATE CONSTRAINT IF NOT EXISTS FOR (n:{q}) REQUIRE n.name IS UNIQUE")
            for i in range(0, len(names), BATCH):
                self._write(f"UNWIND $names AS name CREATE (:{q} {{name: name}})", names=names[i:i + BATCH])
        for (type_, src, dst), edges in grouped.rels.items():
            text = (f"UNWIND $edges AS e MATCH (a:{quote_name(src)} {{name: e[0]}}), (b:{quote_name(dst)} "
                    f"{{name: e[1]}}) CREATE (a)-[:{quote_name(type_)}]->(b)")
            for i in range(0, len(edges), BATCH):
                self._write(text, edges=[list(e) for e in edges[i:i + BATCH]])
        self._write(f"CREATE (:{SCHEMA_LABEL} {{json: $json}})", json=json.dumps(schema.to_dict()))
        return schema

    def query(self, text: str, params: dict | None = None) -> Rows:
        def work(tx):
            result = tx.run(text, params or {})
            return tuple(result.keys()), tuple(tuple(r.values()) for r in result)

        try:
            with self.driver.session(database=self.database, default_access_mode=self._neo4j.READ_ACCESS) as s:
                columns, rows = s.execute_read(work)
        except self._neo4j.exceptions.Neo4jError as exc:
            raise GraphStoreError(f"Neo4j rejected the query: {str(exc.message or exc).rstrip('.')}.") from None
        return Rows(columns, rows)

    def triples(self) -> list[Triple]:
        rows = self.query(f"MATCH (a)-[r]->(b) WHERE NOT a:{SCHEMA_LABEL} RETURN a.name, type(r), b.name")
        return [Triple(h, r, t) for h, r, t in rows.rows]

    def schema(self) -> Schema | None:
        rows = self.query(f"MATCH (s:{SCHEMA_LABEL}) RETURN s.json")
        return Schema.from_dict(json.loads(rows.rows[0][0])) if rows.rows else None

    def close(self) -> None:
        self.driver.close()
