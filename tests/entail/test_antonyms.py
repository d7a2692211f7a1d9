"""The antonym table's stems: irregular past forms meet their pairs ("upheld" / "overturned")."""

from __future__ import annotations

import pytest

from gechat.entail import antonyms
from gechat.entail.conflicts import find_conflict


def test_irregular_pasts_stem_to_the_verb_their_antonym_is_listed_under() -> None:
    assert antonyms.stem("upheld") == antonyms.stem("uphold") == "uphold"
    assert antonyms.stem("withheld") == "withhold"
    assert "overturn" in antonyms.antonyms_of("upheld")


def test_a_ruling_upheld_is_not_one_overturned() -> None:
    reason = find_conflict("The Court of Appeal upheld the conviction in a unanimous ruling.",
                           "The Court of Appeal overturned the conviction.")
    assert reason == "the step says 'overturned'; the sentence says 'upheld'"


def test_seldom_is_set_against_often() -> None:
    assert find_conflict("The committee seldom meets in August.", "The committee often meets in August.") \
        == "the step says 'often'; the sentence says 'seldom'"
    assert find_conflict("The committee seldom meets in August.", "The committee rarely meets in August.") == ""


def test_inhibit_and_promote_are_opposites() -> None:
    assert find_conflict("Researchers at Uppsala found that the compound inhibited the growth of the bacteria in all "
                         "twelve laboratory cultures.", "The compound promoted bacterial growth in the laboratory "
                         "cultures.")


def test_steady_readings_are_not_erratic_and_living_is_no_recording() -> None:
    assert find_conflict("The strain gauge readings remained stable throughout the 72-hour load test.",
                         "The strain gauge readings were erratic during the load test.")
    assert find_conflict("The 1911 census lists Thomas Hale and his wife Margaret as living at 14 Pit Row.",
                         "Thomas Hale and his wife Margaret are recorded together at 14 Pit Row in the 1911 census.") == ""


def test_superlatives_meet_as_their_adjectives_do_and_keep_their_own_stems() -> None:
    assert find_conflict("The Velora X2 is the heaviest laptop in the lineup, weighing 2.9 kilograms.",
                         "The Velora X2 is the lightest laptop in the lineup.") \
        == "the step says 'lightest'; the sentence says 'heaviest'"
    assert antonyms.antonyms_of("highest") == frozenset({"lowest"})
    assert antonyms.stem("tallest") == "tallest"  # "was once the tallest" says nothing of "tall" now


@pytest.mark.parametrize(("premise", "step"), [
    ("Patients reported that their joint pain worsened steadily during the first four weeks.",
     "Patients saw their joint pain improve during the first four weeks."),
    ("Clean drinking water was scarce in the settlement during the first month.",
     "Clean drinking water was plentiful in the settlement during the first month."),
    ("Winter temperatures in the northern district are harsh.", "Winter temperatures in the northern district are mild."),
])
def test_pairs_wordnet_leaves_out_are_opposites(premise: str, step: str) -> None:
    assert find_conflict(premise, step)


def test_superlatives_of_two_classes_are_no_opposites() -> None:
    assert find_conflict("At 180 grams, the K7 is the heaviest phone in Kell's budget range.",
                         "The K7 is the lightest phone in Kell's flagship range.") == ""


def test_reports_refuted_are_not_confirmed() -> None:
    assert find_conflict("Officials at the Harlow water authority refuted reports of contamination, saying all 48 "
                         "samples had tested clean.", "The Harlow water authority confirmed the reports of "
                         "contamination.") == "the step says 'confirmed'; the sentence says 'refuted'"


def test_not_yet_denies_the_verb_after_it() -> None:
    assert find_conflict("The hospital has not yet confirmed the cause of death.",
                         "The hospital refuted the reported cause of death.") == ""
