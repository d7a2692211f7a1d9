from gechat.entail.factory import make_offline_entailer
from gechat.extkg.match import MATCHED, UNMATCHED, grounded_share, match_steps
from gechat.extkg.records import ScoredEdge
from gechat.extkg.triples import Triple


def _facts(*triples):
    from gechat.extkg.edge_text import edge_text

    return [ScoredEdge(i, Triple(*t), edge_text(*t), 1.0, 1) for i, t in enumerate(triples)]


FACTS = _facts(
    ("The Mist", "directed_by", "Frank Darabont"),
    ("The Mist", "release_year", "2007"),
    ("The Green Mile", "release_year", "1999"),
)


def test_steps_meet_their_facts_and_made_up_steps_do_not(embedder):
    steps = [
        "The Mist is directed by Frank Darabont.",
        "The Green Mile was released in 1999.",
        "Frank Darabont won an Academy Award for cinematography in Brazil.",
    ]
    ms = match_steps(steps, FACTS, embedder, threshold=0.7)
    assert ms[0].triple.as_tuple() == ("The Mist", "directed_by", "Frank Darabont") and ms[0].verdict == MATCHED
    assert ms[1].triple.as_tuple() == ("The Green Mile", "release_year", "1999") and ms[1].matched
    assert ms[2].verdict == UNMATCHED
    assert abs(grounded_share(ms) - 2 / 3) < 1e-9


def test_threshold_is_the_cut(embedder):
    steps = ["The Mist came out in 2007."]
    sim = match_steps(steps, FACTS, embedder)[0].similarity
    assert match_steps(steps, FACTS, embedder, threshold=sim - 0.01)[0].matched
    assert not match_steps(steps, FACTS, embedder, threshold=sim + 0.01)[0].matched


def test_no_facts_means_every_step_is_unmatched(embedder):
    ms = match_steps(["The Mist is a film."], [], embedder)
    assert ms[0].verdict == UNMATCHED and ms[0].triple is None


def test_nli_second_opinion_sees_a_wrong_year(embedder):
    entailer = make_offline_entailer()
    ms = match_steps(
        ["The Mist was released in 2007.", "The Mist was released in 1985."], FACTS, embedder, entailer=entailer
    )
    assert ms[0].nli == "entailment"
    assert ms[1].nli != "entailment" and ms[1].entailment < ms[0].entailment
