import pytest

from gechat.extkg.qpath import _consume
from gechat.extkg.relwords import RelationVocab, Terms, expand, norm, verbalise
from gechat.extkg.retrieve import RetrievalParams, retrieve
from gechat.extkg.store import build, embed_edges
from gechat.extkg.triples import Triple

Q1 = "What were the release years of the films directed by the director of The Shawshank Redemption?"


def test_relation_names_read_as_words():
    assert verbalise("directed_by") == "directed by"
    assert verbalise("hasImdbRating") == "has imdb rating"
    assert verbalise("http://example.org/rel#shares_border_with") == "shares border with"
    assert verbalise("\u200emost populous urban area") == "most populous urban area"
    assert verbalise("position played on team / speciality") == "position played on team speciality"


def test_normal_forms_and_wordnet_expansion():
    assert norm("languages") == norm("language")
    assert norm("starring") == norm("starred")
    assert expand("neighbors")[norm("border")] == pytest.approx(0.5)  # "neighbor" (verb) is a kind of "border"
    assert norm("team") in expand("clubs")  # a club is a team
    assert norm("direct") in expand("director")  # derivation
    assert expand("neighbors")[norm("neighbor")] == 1.0
    assert norm("border") not in expand("neighbors", syn_weight=0.5, senses=1)  # the verb sense is the second


def test_terms_leave_out_the_seeds_and_rare_words_weigh_more():
    terms = Terms("Which countries border Saint Kitts and Nevis?", ["Saint Kitts and Nevis"])
    assert [t.word for t in terms.terms] == ["countries", "border"]
    vocab = RelationVocab(["shares border with", "country", "country of origin", "country for sport"])
    assert vocab.idf[norm("border")] == 1.0 > vocab.idf[norm("country")]
    assert terms.match(vocab, 0) == [0.0, 1.0]
    assert terms.match(vocab, 1)[0] == vocab.idf[norm("country")]


def test_a_hop_consumes_the_phrase_it_names():
    pos = [0, 1, 2, 3, 4]
    assert _consume([0.0, 0.8, 0.5, 0.0, 0.9], frozenset(), pos) == (0.9, frozenset({4}))
    assert _consume([0.0, 0.8, 0.5, 0.0, 0.9], frozenset({4}), pos) == (pytest.approx(1.3), frozenset({1, 2}))
    assert _consume([0.0, 0.8, 0.5, 0.0, 0.9], frozenset({4}), [0, 1, 3, 4, 5]) == (0.8, frozenset({1}))  # not next
    assert _consume([0.0, 0.7], frozenset({1}), pos) == (0.0, frozenset())


def _kg(triples, embedder):
    kg = build([Triple(*t) for t in triples])
    kg.edge_emb = embed_edges(kg, embedder)
    return kg


def test_neighbors_follow_the_border_relation_from_both_seeds(embedder):
    kg = _kg([
        ("Argentina", "shares border with", "Chile"), ("Peru", "shares border with", "Chile"),
        ("Argentina", "shares border with", "Uruguay"), ("Peru", "shares border with", "Ecuador"),
        ("Argentina", "diplomatic relation", "Japan"), ("Peru", "diplomatic relation", "Japan"),
        ("Argentina", "language used", "Spanish"), ("Peru", "language used", "Spanish"),
        ("Argentina", "country", "Argentina"), ("Peru", "country", "Peru"),
    ], embedder)
    sg = retrieve(kg, "Which countries are neighbors with both Argentina and Peru?", "qpath", embedder=embedder,
                  params=RetrievalParams(depth=1))
    assert {e.triple.relation for e in sg.edges} == {"shares border with"}
    assert len(sg.edges) == 4


def test_two_hops_of_one_relation_then_the_asked_one(small_kg, embedder):
    sg = retrieve(small_kg, Q1, "qpath", embedder=embedder, params=RetrievalParams(depth=3, beam=32, max_edges=200))
    facts = {e.triple.as_tuple() for e in sg.edges}
    assert ("The Shawshank Redemption", "directed_by", "Frank Darabont") in facts
    assert ("The Green Mile", "release_year", "1999") in facts and ("The Mist", "release_year", "2007") in facts
    assert not any(e.triple.relation == "starred_actors" for e in sg.edges)
    hops = {e.triple.relation: e.hop for e in sg.edges if e.triple.head == "The Green Mile"}
    assert hops == {"directed_by": 2, "release_year": 3}


def test_both_seeds_narrow_the_next_hop_to_what_they_share(embedder):
    kg = _kg([
        ("Ronin", "starred_actors", "Jean Reno"), ("Godzilla", "starred_actors", "Jean Reno"),
        ("The Pink Panther", "starred_actors", "Jean Reno"), ("The Pink Panther", "starred_actors", "Emily Mortimer"),
        ("Dear Frankie", "starred_actors", "Emily Mortimer"),
        ("Ronin", "release_year", "1998"), ("Godzilla", "release_year", "1998"),
        ("The Pink Panther", "release_year", "2006"), ("Dear Frankie", "release_year", "2004"),
    ], embedder)
    q = "What were the release years of the films starring both Jean Reno and Emily Mortimer?"
    sg = retrieve(kg, q, "qpath", embedder=embedder, params=RetrievalParams(depth=2))
    years = {e.triple.tail for e in sg.edges if e.triple.relation == "release_year"}
    assert years == {"2006"}
    assert sum(e.triple.relation == "starred_actors" for e in sg.edges) == 5


def test_a_question_naming_no_relation_still_gets_the_dense_best_path(embedder):
    kg = _kg([("Heat", "directed_by", "Michael Mann"), ("Heat", "release_year", "1995")], embedder)
    sg = retrieve(kg, "Tell me about [Heat]", "qpath", embedder=embedder, params=RetrievalParams(depth=1, max_paths=1))
    assert len(sg.edges) == 1


def test_hyde_qpath_takes_the_hypothetical_answer_as_guide(small_kg, embedder):
    hypo = ["The Shawshank Redemption was directed by Frank Darabont.", "The Mist was released in 2007."]
    sg = retrieve(small_kg, Q1, "hyde_qpath", embedder=embedder, hypothetical=hypo,
                  params=RetrievalParams(depth=3, beam=32, max_edges=200))
    assert sg.guide == [Q1, *hypo]
    assert ("The Mist", "release_year", "2007") in {e.triple.as_tuple() for e in sg.edges}


def test_where_stands_for_a_location():
    terms = Terms("Where is the club of Arjen Robben based?", ["Arjen Robben"])
    vocab = RelationVocab(["headquarters location", "member of sports team", "sport"])
    where = terms.match(vocab, 0)[0]
    assert [t.word for t in terms.terms][0] == "where" and where > 0
    assert terms.match(vocab, 2)[0] == 0.0
