"""Graph functions on a small hand-built KG snapshot (pure logic)."""

from __future__ import annotations

import networkx as nx
import pytest

from gechat.kg.graph import chunk_ids_of, clean_keywords, entities, neighbourhood, neighbours, paths_between


@pytest.fixture()
def g() -> nx.Graph:
    """policy engine - access - resource - enterprise, plus subject - access and a loose pair x - y."""
    g = nx.Graph()
    for name, src in [
        ("policy engine", "c1<SEP>c2"), ("access", "c1"), ("resource", "c2<SEP>c3"),
        ("enterprise", "c3"), ("subject", "c4"), ("x", "c9"), ("y", "c9"),
    ]:
        g.add_node(name, entity_type="concept", description=f"{name} (concept)", source_id=src)
    g.add_edge("access", "policy engine", keywords="grant, co-occurs with", weight=3.0, source_id="c1",
               description="The policy engine grants access to the subject.")
    g.add_edge("access", "resource", keywords="co-occurs with", weight=1.0, source_id="c2<SEP>c2",
               description="access and resource are mentioned in the same sentence.")
    g.add_edge("resource", "enterprise", keywords="own", weight=2.0, source_id="c3",
               description="The enterprise owns the resource.")
    g.add_edge("subject", "access", keywords="request", weight=1.0, source_id="c4",
               description="A subject requests access.")
    g.add_edge("x", "y", keywords="co-occurs with", weight=1.0, source_id="c9", description="")
    return g


def test_chunk_ids_parse_lightrag_source_id():
    assert chunk_ids_of("a<SEP>b<SEP>a<SEP>") == ("a", "b")
    assert chunk_ids_of("") == ()
    assert chunk_ids_of(None) == ()


def test_hops_zero_one_two(g):
    ents, rels = neighbourhood(g, ["policy engine"], 0)
    assert [e.name for e in ents] == ["policy engine"] and rels == []

    ents, rels = neighbourhood(g, ["policy engine"], 1)
    assert [e.name for e in ents] == ["policy engine", "access"]
    assert [(r.source, r.target) for r in rels] == [("policy engine", "access")]

    ents, rels = neighbourhood(g, ["policy engine"], 2)
    assert [e.name for e in ents] == ["policy engine", "access", "resource", "subject"]
    assert {frozenset((r.source, r.target)) for r in rels} == {
        frozenset(p) for p in [("policy engine", "access"), ("access", "resource"), ("subject", "access")]
    }
    assert "enterprise" not in {e.name for e in ents}


def test_neighbourhood_carries_chunk_provenance_and_ignores_unknown_seeds(g):
    ents, rels = neighbourhood(g, ["nowhere", "resource"], 1)
    by_name = {e.name: e for e in ents}
    assert by_name["resource"].chunk_ids == ("c2", "c3")
    assert set(by_name) == {"resource", "access", "enterprise"}
    access_resource = next(r for r in rels if {r.source, r.target} == {"access", "resource"})
    assert access_resource.chunk_ids == ("c2",)


def test_relation_direction_follows_the_description(g):
    rel = neighbours(g, "enterprise")[0]
    assert (rel.source, rel.target) == ("enterprise", "resource")
    assert rel.as_sentence() == "enterprise owns resource."


def test_neighbours_heaviest_first_with_specific_keywords(g):
    rels = neighbours(g, "access")
    assert [r.weight for r in rels] == sorted((r.weight for r in rels), reverse=True)
    assert rels[0].keywords == "grant"  # "co-occurs with" dropped when a verb is known
    assert neighbours(g, "missing") == []


def test_paths_between(g):
    paths = paths_between(g, "policy engine", "enterprise", 3)
    assert len(paths) == 1
    assert [{r.source, r.target} for r in paths[0]] == [
        {"policy engine", "access"}, {"access", "resource"}, {"resource", "enterprise"}
    ]
    assert paths_between(g, "policy engine", "enterprise", 2) == []
    assert paths_between(g, "policy engine", "x", 4) == []
    assert paths_between(g, "policy engine", "policy engine", 3) == []


def test_paths_shortest_first():
    g = nx.Graph()
    g.add_edges_from([("a", "b"), ("b", "c"), ("a", "c"), ("c", "d")], keywords="k", weight=1.0, source_id="")
    paths = paths_between(g, "a", "c", 3)
    assert [len(p) for p in paths] == [1, 2]


def test_clean_keywords_and_entities(g):
    assert clean_keywords("co-occurs with") == "co-occurs with"
    assert clean_keywords("use, co-occurs with, use<SEP>rely on") == "use, rely on"
    assert [e.name for e in entities(g)] == sorted(g.nodes)
