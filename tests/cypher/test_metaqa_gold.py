"""MetaQA gold queries: the text per question type, and their answers on a real embedded graph."""

from __future__ import annotations

from pathlib import Path

import pytest

from gechat.cypher.checker import check
from gechat.cypher.metaqa import gold_query, kinds, parse_line
from gechat.cypher.paths import cypher_string
from gechat.graphdb.embedded import EmbeddedStore
from gechat.graphdb.load import load_file

DATA = Path(__file__).resolve().parents[1] / "data" / "cypher"


def test_question_types_become_paths():
    assert kinds("movie_to_imdb_rating") == ["movie", "imdb_rating"]
    q = gold_query("actor_to_movie_to_director", "Tom Hanks")
    assert q.render() == ("MATCH (n0:Person {name: 'Tom Hanks'})<-[:starred_actors]-(n1:Movie)-[:directed_by]->"
                          "(n2:Person) WHERE n2 <> n0 RETURN DISTINCT n2.name")
    three = gold_query("movie_to_writer_to_movie_to_genre", "Heat").render()
    assert "WHERE n2 <> n0 RETURN DISTINCT n3.name" in three
    with pytest.raises(ValueError):
        gold_query("actor_to_director", "X")


def test_question_lines_parse():
    q = parse_line("what does [Grégoire Colin] appear in\tBefore the Rain|Beau Travail", "actor_to_movie", 1)
    assert q.topic == "Grégoire Colin" and q.answers == {"Before the Rain", "Beau Travail"}
    assert q.plain == "what does Grégoire Colin appear in"
    assert parse_line("no topic here\tx", "movie_to_actor", 1) is None


def test_string_literals_escape_quotes():
    assert cypher_string("Sullivan's \\ Travels") == "'Sullivan\\'s \\\\ Travels'"


def test_gold_queries_pass_the_checker_untouched_and_answer_on_the_graph(tmp_path):
    with EmbeddedStore(tmp_path) as store:
        schema = load_file(store, DATA / "metaqa_small.txt", kind="metaqa")
        q = gold_query("movie_to_actor", "$9.99").render()
        assert check(q, schema).query == q
        assert "Geoffrey Rush" in store.query(q).values()
        two = gold_query("movie_to_director_to_movie", "$9.99").render()
        assert check(two, schema).query == two
        assert "$9.99" not in store.query(two).values()
