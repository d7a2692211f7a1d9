import pytest

from gechat.errors import ExternalKGError
from gechat.extkg.link import link_seeds
from gechat.extkg.retrieve import OFFLINE_RETRIEVERS, RetrievalParams, retrieve, split_sentences
from gechat.llm.scripted import ScriptedLLM

Q1 = "What were the release years of the films directed by the director of The Shawshank Redemption?"


def test_linking_from_text_brackets_and_names(small_kg):
    assert link_seeds(small_kg, Q1) == ["The Shawshank Redemption"]
    assert link_seeds(small_kg, "which films did [Jean Reno] star in") == ["Jean Reno"]
    assert small_kg.entity_id("JEAN RENO") == small_kg.entity_id("Jean Reno")  # the actor, not the tag
    both = link_seeds(small_kg, "What films star both Jean Reno and Emily Mortimer?")
    assert set(both) == {"Jean Reno", "Emily Mortimer"}
    with pytest.raises(ExternalKGError, match="No entity"):
        link_seeds(small_kg, "What is the capital of Peru?")
    with pytest.raises(ExternalKGError, match="seed entities"):
        link_seeds(small_kg, Q1, seeds=["Nobody Atall"])


@pytest.mark.parametrize("name", OFFLINE_RETRIEVERS)
def test_every_offline_retriever_respects_its_caps(small_kg, embedder, name):
    sg = retrieve(small_kg, Q1, name, embedder=embedder, params=RetrievalParams(depth=3, beam=8, max_edges=30))
    assert 0 < len(sg.edges) <= 30
    assert sg.seeds == ["The Shawshank Redemption"] and sg.seconds > 0
    assert len({e.edge for e in sg.edges}) == len(sg.edges)
    assert all(1 <= e.hop <= 3 for e in sg.edges)


def test_node_cap(small_kg, embedder):
    sg = retrieve(small_kg, Q1, "bfs", embedder=embedder, params=RetrievalParams(depth=3, max_edges=500, max_nodes=12))
    assert len(sg.nodes) <= 12


def test_relpath_follows_the_question_relations(small_kg, embedder):
    sg = retrieve(small_kg, Q1, "relpath", embedder=embedder, params=RetrievalParams(depth=3, beam=32, max_edges=200))
    facts = {e.triple.as_tuple() for e in sg.edges}
    assert ("The Shawshank Redemption", "directed_by", "Frank Darabont") in facts
    assert ("The Green Mile", "release_year", "1999") in facts
    assert ("The Mist", "release_year", "2007") in facts
    # the path goes through directors and years, not through the cast
    assert sum(e.triple.relation == "starred_actors" for e in sg.edges) < len(sg.edges) / 4


def test_beam_keeps_the_best_scored_edges_in_order(small_kg, embedder):
    sg = retrieve(small_kg, "Who directed [The Pianist]?", "beam", embedder=embedder, params=RetrievalParams(depth=1, beam=3))
    assert len(sg.edges) == 3
    scores = [e.score for e in sg.edges]
    assert scores == sorted(scores, reverse=True)
    every = retrieve(small_kg, "Who directed [The Pianist]?", "bfs", embedder=embedder, params=RetrievalParams(depth=1))
    assert len(every.edges) > 3


def test_relpath_picks_the_asked_relation(small_kg, embedder):
    one = RetrievalParams(depth=1, max_groups=1)
    sg = retrieve(small_kg, "Who directed [The Pianist]?", "relpath", embedder=embedder, params=one)
    assert {e.triple.relation for e in sg.edges} == {"directed_by"}
    wide = RetrievalParams(depth=1, max_groups=4, margin=1.0)
    wider = retrieve(small_kg, "Who directed [The Pianist]?", "relpath", embedder=embedder, params=wide)
    assert len({e.triple.relation for e in wider.edges}) == 4
    assert sg.edges[0].triple.as_tuple() == ("The Pianist", "directed_by", "Roman Polanski")


def test_hyde_uses_the_llm_hypothetical_answer(small_kg, embedder):
    llm = ScriptedLLM(["The Shawshank Redemption was directed by Frank Darabont. The Mist was released in 2007."])
    sg = retrieve(small_kg, Q1, "hyde", embedder=embedder, llm=llm, params=RetrievalParams(depth=2, beam=5))
    assert len(sg.guide) == 3 and "The Mist was released in 2007." in sg.guide
    assert llm.remaining == 0
    with pytest.raises(ExternalKGError, match="needs an LLM"):
        retrieve(small_kg, Q1, "hyde_relpath", embedder=embedder)


def test_unknown_retriever(small_kg, embedder):
    with pytest.raises(ExternalKGError, match="Unknown retriever"):
        retrieve(small_kg, Q1, "dfs", embedder=embedder)


def test_split_sentences():
    assert split_sentences("1. A is B.\n2. C is D. E is F!") == ["A is B.", "C is D.", "E is F!"]
