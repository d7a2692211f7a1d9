"""The embedded graph database on real files: load, schema, read-only queries, reopen; Neo4j when configured."""

from __future__ import annotations

import os
from pathlib import Path

import networkx as nx
import pytest

from gechat.cypher.checker import check
from gechat.errors import GraphStoreError
from gechat.graphdb.embedded import EmbeddedStore
from gechat.graphdb.load import graph_triples, load_file, load_graph
from gechat.graphdb.store import open_graph
from gechat.settings import Settings

DATA = Path(__file__).resolve().parents[1] / "data" / "cypher"


@pytest.fixture(scope="module")
def metaqa(tmp_path_factory):
    store = EmbeddedStore(tmp_path_factory.mktemp("graphdb"))
    schema = load_file(store, DATA / "metaqa_small.txt", kind="metaqa")
    yield store, schema
    store.close()


def _expected(path: Path, head: str, relation: str) -> set[str]:
    rows = [line.rstrip("\n").split("|") for line in path.read_text(encoding="utf-8").splitlines() if line]
    return {t for h, r, t in rows if h == head and r == relation}


def test_schema_is_derived_from_the_data(metaqa):
    _, schema = metaqa
    assert {"Movie", "Person", "Year"} <= set(schema.labels)
    assert schema.allows("Movie", "directed_by", "Person") and not schema.allows("Person", "directed_by", "Movie")
    movie = schema.node("Movie")
    movies = {line.split("|")[0] for line in (DATA / "metaqa_small.txt").read_text(encoding="utf-8").splitlines()}
    assert movie is not None and movie.count == len(movies)


def test_queries_return_the_file_s_facts(metaqa):
    store, _ = metaqa
    head = "$9.99"
    rows = store.query("MATCH (m:Movie {name: $name})-[:starred_actors]->(p:Person) RETURN p.name", {"name": head})
    assert set(rows.values()) == _expected(DATA / "metaqa_small.txt", head, "starred_actors") != set()
    assert rows.columns == ("p.name",)


def test_a_checked_query_runs_and_a_reversed_one_finds_nothing(metaqa):
    store, schema = metaqa
    wrong = "MATCH (m:Movie {name: '$9.99'})<-[:directed_by]-(p:Person) RETURN p.name"
    assert store.query(wrong).rows == ()
    fixed = check(wrong, schema)
    assert fixed.changed and len(store.query(fixed.query)) == 1


def test_the_store_is_read_only_and_errors_are_classified(metaqa):
    store, _ = metaqa
    with pytest.raises(GraphStoreError, match="read-only"):
        store.query("CREATE (:Movie {name: 'New film'})")
    with pytest.raises(GraphStoreError, match="rejected the query"):
        store.query("MATCH (m:Film) RETURN m.name")


def test_the_database_and_schema_survive_a_reopen(metaqa):
    store, schema = metaqa
    again = EmbeddedStore(store.folder)
    try:
        assert again.schema() == schema
        assert len(again.query("MATCH (m:Movie) RETURN count(m)").rows) == 1
    finally:
        again.close()


def test_umls_labels_come_from_its_isa_hierarchy_and_emckg_from_its_relations(tmp_path):
    with EmbeddedStore(tmp_path / "u") as store:
        schema = load_file(store, DATA / "umls_small.txt", kind="umls")
        assert "Organism" in schema.labels and len(schema.labels) > 5
        assert store.query("MATCH (a) WHERE a.name = 'alga' RETURN a.name").values() == ["alga"]
    with EmbeddedStore(tmp_path / "e") as store:
        schema = load_file(store, DATA / "emckg_small.tsv", fmt="tsv", kind="emckg")
        assert set(schema.labels) >= {"Disease", "Symptom"}
        assert schema.allows("Disease", "has_symptom", "Symptom")


def test_a_documents_kg_exports_with_entity_types_as_labels(tmp_path):
    g = nx.Graph()
    g.add_node("Acme", entity_type="organization")
    g.add_node("Berlin", entity_type="geo")
    g.add_edge("Acme", "Berlin", keywords="located in, office", description="Acme has its office in Berlin.")
    triples, typing = graph_triples(g)
    assert [(t.head, t.relation, t.tail) for t in triples] == [("Acme", "located in", "Berlin")]
    with EmbeddedStore(tmp_path) as store:
        schema = load_graph(store, g)
        assert schema.allows("Organization", "located_in", "Geo")
        assert store.query("MATCH (o:Organization)-[:located_in]->(g:Geo) RETURN g.name").values() == ["Berlin"]


def test_open_graph_uses_the_workspace_area(tmp_path):
    store = open_graph(Settings(workspace_dir=tmp_path), "ws1")
    assert isinstance(store, EmbeddedStore)
    assert store.folder == tmp_path / "ws1" / "areas" / "graphdb"
    with pytest.raises(GraphStoreError, match="No KG is loaded"):
        store.query("MATCH (n) RETURN n")


@pytest.mark.skipif(not os.environ.get("GECHAT_NEO4J_URL"), reason="external server URL not configured: GECHAT_NEO4J_URL is not set, so the Neo4j test does not run")
def test_the_same_code_against_neo4j():
    settings = Settings.from_env()
    store = open_graph(settings, "unused")
    try:
        schema = load_file(store, DATA / "metaqa_small.txt", kind="metaqa")
        assert store.schema() == schema
        head = "$9.99"
        rows = store.query("MATCH (m:Movie {name: $name})-[:starred_actors]->(p:Person) RETURN p.name", {"name": head})
        assert set(rows.values()) == _expected(DATA / "metaqa_small.txt", head, "starred_actors")
        with pytest.raises(GraphStoreError):
            store.query("CREATE (:Movie {name: 'New film'})")
    finally:
        store.close()


def test_the_store_lists_its_triples(metaqa):
    store, _ = metaqa
    rows = {tuple(line.split("|")) for line in (DATA / "metaqa_small.txt").read_text(encoding="utf-8").splitlines() if line}
    assert {t.as_tuple() for t in store.triples()} == rows
