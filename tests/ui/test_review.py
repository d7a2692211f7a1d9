from __future__ import annotations

import pytest

from gechat.ui.review import Review, highlight_overrides, reviewed


def test_decisions_are_recorded_per_step(pdf_answer):
    review = Review()
    d = review.accept(pdf_answer, "S1")
    assert d.action == "accept" and d.sentence_id == pdf_answer.evidence[0].best.sentence.id
    review.reject(pdf_answer, "S2", note="wrong")
    assert review.summary(pdf_answer) == {"accepted": 1, "replaced": 0, "rejected": 1, "open": 0}
    review.clear("S2")
    assert review.get("S2") is None and review.summary(pdf_answer)["open"] == 1
    assert list(review.to_dict()) == ["S1"]


def test_replace_promotes_the_alternative_and_recomputes_the_verdict(pdf_answer):
    review = Review()
    review.replace(pdf_answer, "S1", 0)
    out = reviewed(pdf_answer, review, threshold=0.5)
    choice = out.evidence_for("S1")
    assert choice.best.sentence.text == "FOREWORD"
    assert choice.alternatives[0] == pdf_answer.evidence[0].best  # the old best is kept
    assert choice.entailed is False and choice.verdict == "unsupported"  # KG fact yes, entailment no
    assert pdf_answer.evidence_for("S1").best.entailment == 0.93  # the original is untouched
    assert reviewed(pdf_answer, None) is pdf_answer


def test_invalid_decisions_are_refused(pdf_answer):
    review = Review()
    with pytest.raises(ValueError, match="no alternative #2"):
        review.replace(pdf_answer, "S1", 1)
    with pytest.raises(ValueError, match="no step S7"):
        review.reject(pdf_answer, "S7")
    assert review.decisions == {}


def test_rejected_steps_are_not_highlighted(pdf_answer):
    review = Review()
    review.reject(pdf_answer, "S2")
    review.accept(pdf_answer, "S1")
    assert highlight_overrides(review) == {"S2": None}
    assert highlight_overrides(None) == {}
