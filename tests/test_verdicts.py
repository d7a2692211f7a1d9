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
