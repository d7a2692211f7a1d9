from __future__ import annotations

import numpy as np
import pytest

from gechat.records import EvidenceChoice
from gechat.verdicts import FactMatch, apply_verdict, closest_facts, verdict_for


@pytest.mark.parametrize(
    "sentence,fact,expected",
    [(True, True, "supported"), (True, False, "kg_gap"), (False, True, "unsupported"), (False, False, "likely_hallucination")],
)
def test_verdict_table(sentence, fact, expected):
    assert verdict_for(sentence, fact) == expected


def test_closest_fact_and_threshold():
    steps = np.array([[1.0, 0.0], [0.0, 1.0]], dtype=np.float32)
    facts = ["f-x", "f-diag"]
    fv = np.array([[1.0, 0.0], [0.6, 0.8]], dtype=np.float32)
    m = closest_facts(steps, fv, facts)
    assert m[0] == FactMatch("f-x", 1.0)
    assert m[1].fact == "f-diag" and m[1].similarity == pytest.approx(0.8)
    choice = EvidenceChoice("S2", None, (), 1, entailed=True)
    assert apply_verdict(choice, m[1], 0.7).verdict == "supported"
    assert apply_verdict(choice, m[1], 0.85).verdict == "kg_gap"
    assert closest_facts(steps, np.zeros((0, 2)), []) == [FactMatch("", 0.0)] * 2


def test_a_co_occurrence_link_is_never_offered_as_the_closest_kg_fact():
    from gechat import pipeline
    from gechat.embed import Embedder
    from gechat.records import COOCCURRENCE_KEYWORD, Relation, Step, Subgraph
    from gechat.settings import Settings

    embedder = Embedder.from_settings(Settings())
    step = Step("S1", "FIPS 199 defines three levels of potential impact.")
    linked = Relation("FIPS", "potential impact", keywords=COOCCURRENCE_KEYWORD)
    stated = Relation("FIPS 199", "impact levels", keywords="define")
    choice = EvidenceChoice("S1", None, (), 1, False)
    only_link = Subgraph("S1", 1, ("FIPS", "potential impact"), (linked,), ())
    both = Subgraph("S1", 1, ("FIPS", "potential impact", "FIPS 199", "impact levels"), (linked, stated), ())
    vecs = embedder.encode([step.text])
    alone, with_fact = pipeline._verdicts([step, step], np.vstack([vecs, vecs]), [choice, choice],
                                          [only_link, both], embedder, Settings())
    assert alone.kg_fact == "" and alone.kg_fact_similarity == 0.0
    assert with_fact.kg_fact == stated.as_sentence() and "mentioned together" not in with_fact.kg_fact
