"""The three-stage checker on a small movie schema: repairs it makes, queries it refuses, writes it rejects."""

from __future__ import annotations

import pytest

from gechat.cypher.checker import check
from gechat.cypher.names import near_miss
from gechat.cypher.schema import NodeType, RelType, Schema

SCHEMA = Schema(
    (NodeType("Genre"), NodeType("Movie"), NodeType("Person"), NodeType("Year")),
    (
        RelType("directed_by", "Movie", "Person"),
        RelType("starred_actors", "Movie", "Person"),
        RelType("has_genre", "Movie", "Genre"),
        RelType("release_year", "Movie", "Year"),
    ),
)

GOOD = "MATCH (m:Movie {name: 'Heat'})-[:directed_by]->(p:Person) RETURN p.name"


def test_a_valid_query_is_left_alone():
    r = check(GOOD, SCHEMA)
    assert r.accepted and not r.changed and r.fixes == ()
    two_hop = ("MATCH (a:Person {name: 'X'})<-[:starred_actors]-(m:Movie)-[:has_genre]->(g:Genre) "
               "WHERE m.name STARTS WITH 'A' WITH DISTINCT g RETURN g.name AS genre ORDER BY genre LIMIT 3")
    assert check(two_hop, SCHEMA).query == two_hop


@pytest.mark.parametrize("wrong", [
    "MATCH (m:Movie {name: 'Heat'})<-[:directed_by]-(p:Person) RETURN p.name",
    "MATCH (m:movies {name: 'Heat'})-[:directed_by]->(p:Person) RETURN p.name",
    "MATCH (m:Movie {name: 'Heat'})-[:DIRECTED_BY]->(p:Person) RETURN p.name",
    "MATCH (m:Movie {name: 'Heat'})-[:directed_by]->(p:Persn) RETURN p.name",
    "MATCH (m:Movie {name: 'Heat'})-[:directed_by]->(p:Director) RETURN p.name",
    "MATCH (m:Movie {name: 'Heat'})-[:directed_by]->(p:Person) RETURN p.Name",
    "MATCH (m:Movie {nme: 'Heat'})-[:directedBy]->(p:Person) RETURN p.name",
])
def test_repairable_errors_are_repaired_to_the_correct_query(wrong):
    r = check(wrong, SCHEMA)
    assert r.query == GOOD, r.refused
    assert r.fixes and all(f.stage in (1, 2, 3) for f in r.fixes)


def test_fix_records_say_what_changed():
    r = check("MATCH (p:Person {name: 'X'})-[:directed_by]->(m:Movie) RETURN m.name", SCHEMA)
    assert r.query == "MATCH (p:Person {name: 'X'})<-[:directed_by]-(m:Movie) RETURN m.name"
    assert r.fixes[0].stage == 3 and r.fixes[0].kind == "direction"
    assert r.fixes[0].message.startswith("reversed (:Person)-[:directed_by]->(:Movie)")
    inferred = check("MATCH (m:Film)-[:has_genre]->(g:Genre) RETURN m.name", SCHEMA)
    assert inferred.query == "MATCH (m:Movie)-[:has_genre]->(g:Genre) RETURN m.name"
    assert inferred.fixes[0].kind == "label_inferred" and ":Film -> :Movie" in inferred.fixes[0].message


@pytest.mark.parametrize("wrong, stage, words", [
    # a relationship between labels it never joins: the path is wrong, not the arrow
    ("MATCH (m:Movie)-[:has_genre]->(p:Person) RETURN p.name", 3, "either direction"),
    # an unknown type with no single near miss
    ("MATCH (m:Movie)-[:produced_by]->(p:Person) RETURN p.name", 3, "does not exist"),
    # a label that neither spelling nor its relationships pin down
    ("MATCH (x:Studio) RETURN x.name", 2, "cannot be repaired"),
    # one variable, two labels: a structural error
    ("MATCH (m:Movie)-[:directed_by]->(p:Person), (p:Genre) RETURN p.name", 2, "two labels"),
    ("MATCH (m:Movie)-[:directed_by]->(p:Person) RETURN q.name", 1, "no pattern binds"),
    ("MATCH (m:Movie)-[:directed_by]->(p:Person) RETURN p.title", 1, "no property 'title'"),
    ("MATCH (m:Movie {name: 'X'}) RETURN", 1, None),
    ("MATCH (m:Movie", 0, None),
])
def test_unrepairable_queries_are_refused_with_the_reason(wrong, stage, words):
    r = check(wrong, SCHEMA)
    assert not r.accepted and r.query is None
    assert r.refused.endswith(".")
    if words:
        assert r.stage == stage and (words in r.refused or words == "two labels" and ":Person in one" in r.refused)


@pytest.mark.parametrize("query", [
    "CREATE (m:Movie {name: 'X'})",
    "MATCH (m:Movie) SET m.name = 'Y' RETURN m.name",
    "MATCH (m:Movie) DETACH DELETE m",
    "MATCH (m:Movie) REMOVE m.name RETURN m",
    "MERGE (m:Movie {name: 'X'}) RETURN m",
    "DROP TABLE Movie",
    "LOAD CSV FROM 'file:///etc/passwd' AS row RETURN row",
    "CALL db.labels()",
    "MATCH (m:Movie) CALL { MATCH (n) DETACH DELETE n } RETURN m",
    "MATCH (m:Movie) WITH m FOREACH (x IN [1] | CREATE (:Movie)) RETURN m",
    "COPY Movie FROM 'x.csv'",
    "MATCH (m:Movie) RETURN m.name; MATCH (n) DELETE n",
    "match (m:Movie) set m.name = 'y' return m",
])
def test_writes_and_procedure_calls_are_rejected(query):
    r = check(query, SCHEMA)
    assert not r.accepted and r.stage == 0


def test_write_words_as_property_or_map_keys_are_not_writes():
    assert near_miss("set", ["name"]) is None
    r = check("MATCH (m:Movie) RETURN m.name AS created", SCHEMA)
    assert r.accepted


def test_near_miss_needs_exactly_one_candidate():
    assert near_miss("Movies", ["Movie", "Person"]) == ("Movie", "plural")
    assert near_miss("DIRECTED_BY", ["directed_by", "written_by"]) == ("directed_by", "case")
    assert near_miss("Tog", ["Tag", "Tug"]) is None  # two at distance 1
    assert near_miss("Actor", ["Movie", "Person", "Tag"]) is None


@pytest.mark.parametrize("query", [
    "MATCH p = shortestPath((a:Movie {name: 'X'})-[*..3]-(b:Person)) RETURN length(p)",
    "MATCH (a:Movie {name: 'X'})-[r:directed_by* SHORTEST 1..3]-(b:Person) RETURN b.name",
    "OPTIONAL MATCH (m:Movie)-[:has_genre]->(g:Genre) WITH g, count(m) AS n RETURN g.name, n ORDER BY n DESC LIMIT 5",
    "MATCH (m:Movie) WHERE m.name IN ['A', 'B'] AND NOT m.name STARTS WITH 'C' RETURN [x IN collect(m.name) | x] AS names",
    "MATCH (m:Movie) RETURN m.name UNION MATCH (p:Person) RETURN p.name",
])
def test_read_only_queries_beyond_single_paths_are_accepted_unchanged(query):
    r = check(query, SCHEMA)
    assert r.accepted and not r.changed, r.refused
