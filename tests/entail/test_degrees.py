"""How much: a step that changes the size the sentence gives a change, a win or a quality is not supported by it.

:mod:`gechat.entail.degrees` reads each degree word ("slightly", "sharply", "a modest increase") and each verb that
carries its size ("edged up", "soared") with the head it qualifies, from spaCy's parse. The ``check`` fixture is in
tests/entail/conftest.py.
"""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict


@pytest.mark.parametrize(("premise", "step", "words"), [
    ("Sales rose slightly in the third quarter.", "Sales rose sharply in the third quarter.", ("sharply", "slightly")),
    ("Unemployment fell modestly last year.", "Unemployment fell dramatically last year.", ("dramatically", "modestly")),
    ("The new policy slightly improved response times.", "The new policy greatly improved response times.",
     ("greatly", "slightly")),
    ("The river rose sharply overnight.", "The river rose slightly overnight.", ("slightly", "sharply")),  # "slightly
    # overnight" is one phrase to the parse: the word still sizes "rose"
    ("Revenue edged up in March.", "Revenue surged in March.", ("surged", "edged")),
    ("The treatment was somewhat effective.", "The treatment was highly effective.", ("highly", "somewhat")),
    ("Turnout was moderately higher than in 2016.", "Turnout was much higher than in 2016.", ("much", "moderately")),
    ("The patient made a partial recovery.", "The patient made a full recovery.", ("full", "partial")),
    # a noun's size against a verb's: "a modest increase" / "increased dramatically"
    ("The survey recorded a modest increase in asthma admissions in the northern region.",
     "Asthma admissions in the northern region increased dramatically.", ("dramatically", "modest")),
    # the step's shorter subject ("satisfaction" for "satisfaction scores") is the same subject; the sentence's
    # "considerably" sizes another verb
    ("Patient satisfaction scores improved slightly at the hospital, while waiting times worsened considerably.",
     "Patient satisfaction at the hospital improved considerably.", ("considerably", "slightly")),
])
def test_another_size_is_a_conflict(check: ConflictChecker, premise: str, step: str, words: tuple[str, str]) -> None:
    assert find_conflict(premise, step, parse=check.parse) == f"the step says '{words[0]}'; the sentence says '{words[1]}'"


@pytest.mark.parametrize(("premise", "step"), [
    ("Revenue rose sharply in 2021.", "Revenue rose in 2021."),  # the size dropped
    ("Revenue rose sharply in 2021.", "Revenue rose steeply in 2021."),  # the same size in other words
    ("Sales rose slightly but significantly after the campaign.", "Sales rose significantly after the campaign."),
    ("Exports did not fall sharply in 2019; they fell slightly.", "Exports fell slightly in 2019."),
    ("The index edged up on Monday and soared on Tuesday.", "The index soared on Tuesday."),
])
def test_the_same_size_or_none_is_no_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    assert find_conflict(premise, step, parse=check.parse) == ""


def test_a_statistical_difference_is_no_size(check: ConflictChecker) -> None:
    # "significantly" where the pair speaks of statistics is a test's finding, not a large size: not contradicted,
    # and not supported either
    premise = "Systolic pressure fell slightly in the treated group (p = 0.03)."
    step = "Systolic pressure fell significantly in the treated group."
    assert find_conflict(premise, step, parse=check.parse) == ""
    assert check.missing(premise, step) == "the step says 'significantly'; the sentence says 'slightly'"
    # outside statistics it is a size, and conflicts
    assert find_conflict("Prices increased marginally in May.", "Prices increased significantly in May.",
                         parse=check.parse) == "the step says 'significantly'; the sentence says 'marginally'"


@pytest.mark.parametrize(("premise", "step", "word"), [
    ("Average house prices in Leeds rose in the second quarter, the Land Registry said.",
     "House prices in Leeds rose sharply in the second quarter.", "sharply"),
    ("Sales of electric vans grew in Germany last year.", "Electric van sales in Germany grew strongly last year.",
     "strongly"),
    ("Air quality in central Milan improved after the low-emission zone was extended.",
     "Air quality in central Milan improved dramatically.", "dramatically"),
    ("The share price rose after the results.", "The share price soared after the results.", "soared"),
    # a win's size told by its margin, a damage's by its adjective
    ("Hartley United beat Kingsmoor on Saturday in front of a full house.",
     "Hartley United beat Kingsmoor by a wide margin on Saturday.", "wide margin"),
    ("Flooding from the storm damaged the ground floor of the library.",
     "The storm caused severe damage to the library's ground floor.", "severe"),
])
def test_a_size_the_sentence_does_not_give_is_unstated(check: ConflictChecker, premise: str, step: str,
                                                       word: str) -> None:
    assert check.missing(premise, step) == f"the step adds '{word}', which the sentence does not state"
    assert not check.can_contest(premise, step)  # a size added contradicts nothing the sentence says


def test_a_denied_change_is_not_sized(check: ConflictChecker) -> None:
    # the sentence denies the rise: nothing to size, and the checks leave the denial to the others
    assert "sharply" not in check.missing("Prices did not rise in May.", "Prices rose sharply in May.")


def test_a_described_change_is_the_models_to_read(check: ConflictChecker) -> None:
    # the sentence sizes the change in words of its own ("a slim majority", "grew rapidly"): no size is added
    assert "adds" not in check.missing("The candidate held the seat with a slim majority of 412.",
                                       "The candidate held the seat with a large majority.")
    assert "adds" not in check.missing("Membership grew rapidly in 2022.", "Membership grew sharply in 2022.")


def test_two_periods_are_two_changes(check: ConflictChecker) -> None:
    assert find_conflict("House prices rose sharply in the first quarter.",
                         "House prices rose slightly in the second quarter.", parse=check.parse) == ""


def test_one_change_named_by_two_nouns(check: ConflictChecker) -> None:
    # "a modest improvement in reading scores" / "a dramatic jump in reading scores": one change of the scores
    assert find_conflict("The study found only a modest improvement in reading scores among pupils using the app.",
                         "Pupils using the app showed a dramatic jump in reading scores.", parse=check.parse) \
        == "the step says 'dramatic'; the sentence says 'modest'"
    # a fall and a later recovery are two changes, each its own size
    assert find_conflict("Visitor numbers at the park dropped sharply during the 2020 lockdowns.",
                         "Visitor numbers at the park have since recovered slightly.", parse=check.parse) == ""


def test_levels_a_standard_defines_are_two_frames(check: ConflictChecker) -> None:
    # a standard's impact levels, each defined in its own sentence, do not dispute each other's size
    low = ("The loss of availability could be expected to have a limited adverse effect on organizational "
           "operations or individuals.")
    moderate = ("The loss of availability could be expected to have a serious adverse effect on organizational "
                "operations or individuals.")
    assert find_conflict(low, moderate, parse=check.parse) == ""


def test_a_denied_quality_gets_no_size_added(check: ConflictChecker) -> None:
    # "it wasn't very professional": the quality is denied, so the step's "completely professional" adds no size to
    # it, and the sentence may contest the step
    premise = "The studio itself was a bit dingy; it wasn't very professional."
    step = "It was a completely professional studio."
    assert "completely" not in check.missing(premise, step)
    assert check.can_contest(premise, step)
