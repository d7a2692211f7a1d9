"""A clause whose subject denies ("None of the forty-two residents interviewed … reported …"), read past the long
subject that hides its verb from the words alone (`gechat.entail.none_of`, session 52)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.none_of import affirmed_of_none, subject_as_not
from gechat.entail.quantities import words

LONG = ("None of the forty-two residents interviewed by investigators in the weeks after the flood reported receiving "
        "a warning.")


@pytest.mark.parametrize(("text", "denied"), [
    (LONG, "reported"),
    ("None of the 412 patients enrolled in the trial experienced a serious allergic reaction over the follow-up.",
     "experienced"),  # "enrolled" is a participle the small parser may take for the verb
    ("No member of the audit committee, which met six times during the year under review, raised concerns.",
     "raised"),
    ("Nobody at the three plants that the company closed in March has been offered a new job.", "offered"),
    ("None of the 45 water samples collected in September tested positive for lead.", "positive"),
    ("None of the 12 council members voted against the budget, though three abstained.", "against"),
])
def test_the_verb_a_denying_subject_denies(check: ConflictChecker, text: str, denied: str) -> None:
    said = subject_as_not(text, words(text), check.parse)
    assert said[said.index("not") + 1] == denied
    assert said[: said.index("not")] == words(text)[: said.index("not")]  # the cue kept: it denies its noun


@pytest.mark.parametrize("text", [
    "The residents reported receiving a warning.",
    "No longer does the firm sell printers.",
    "There was no warning before the flood.",
])
def test_no_denying_subject_leaves_the_words(check: ConflictChecker, text: str) -> None:
    pw = words(text)
    assert subject_as_not(text, pw, check.parse) is pw


def test_a_long_denying_subject_denies_what_the_step_states(check: ConflictChecker) -> None:
    assert find_conflict("None of the 311 applicants who sat the entrance examination at the Kingsford campus last "
                         "spring achieved a perfect score.", "An applicant achieved a perfect score.",
                         parse=check.parse) == "the sentence denies what the step states ('achieved')"
    # both deny: no conflict, however long either subject ("had been trained" / "were trained")
    assert find_conflict("No one working the night shift at the Pellworth depot during the three months covered by "
                         "the review had been trained to operate the new forklift.",
                         "None of the Pellworth depot's night-shift workers in the review period were trained on the "
                         "new forklift.", parse=check.parse) == ""
    # "tested positive" is what is denied: "tested negative" states the same
    assert find_conflict("All 48 water samples collected from the Redfern reservoir last week tested negative for "
                         "E. coli.", "None of the water samples from the Redfern reservoir tested positive for E. coli.",
                         parse=check.parse) == ""


@pytest.mark.parametrize(("premise", "step", "met"), [
    (LONG, "Some residents interviewed reported receiving a warning.", "reported"),
    (LONG, "The residents interviewed received a warning.", "received"),
    ("None of the forty-two residents interviewed by investigators in the weeks after the Marrow Creek flood reported "
     "receiving an evacuation warning from the county.",
     "Some residents interviewed by investigators said the county had warned them to evacuate.", "warned"),
])
def test_a_step_that_affirms_what_none_did_is_not_stated(check: ConflictChecker, premise: str, step: str,
                                                         met: str) -> None:
    reason = affirmed_of_none(premise, step, check.parse)
    assert reason.endswith(f"the step says '{met}'")
    assert check.missing(premise, step) == reason


@pytest.mark.parametrize("step", [
    "Forty-two residents were interviewed by investigators.",  # what the subject itself says
    "The interviewed residents did not report receiving a warning.",  # a denial
    "All 45 water samples tested negative for lead.",
    "The council approved the budget.",  # another matter
])
def test_what_a_denying_subject_leaves_to_other_readings(check: ConflictChecker, step: str) -> None:
    premise = LONG if "resident" in step else ("None of the 45 water samples collected in September tested positive "
                                               "for lead." if "sample" in step else
                                               "None of the 12 council members voted against the budget.")
    assert affirmed_of_none(premise, step, check.parse) == ""
