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
    ("None of the 12 council members voted against the budget.", "against"),
])
def test_the_verb_a_denying_subject_denies(check: ConflictChecker, text: str, denied: str) -> None:
    said = subject_as_not(text, words(text), check.parse)
    assert said[said.index("not") + 1] == denied
    rest = said[1:]
    rest.remove("not")
    assert said[0] == "the" and " ".join(words(text)).endswith(" ".join(rest))  # the cue read as "the", the rest kept
    kept = subject_as_not(text, words(text), check.parse, keep_cue=True)
    assert kept[: len(words(text)) - len(rest)] == words(text)[: len(words(text)) - len(rest)]  # a step's cue stays


@pytest.mark.parametrize("text", [
    "The residents reported receiving a warning.",
    "No longer does the firm sell printers.",
    "There was no warning before the flood.",
    # subjects that name who did, or set the denial against another clause
    "No one other than the treasurer had access to the club's savings account.",
    "None other than the Prime Minister opened the new Tyne crossing on Friday.",
    "Nobody apart from the treasurer had access to the account.",
    "No Time to Die, the 25th Bond film, grossed $774 million worldwide.",
    "No cases of measles were reported in the county in 2023, compared with 14 cases in 2022.",
    "No patient in the placebo group improved, whereas 14 of the 40 patients in the treatment group did.",
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


def test_an_adverb_that_restricts_the_denied_verb_leaves_it_open(check: ConflictChecker) -> None:
    text = "None of the 300 passengers on the Dover ferry was seriously injured."
    pw = words(text)
    assert subject_as_not(text, pw, check.parse) is pw  # "not seriously injured" is no "not injured"
    assert "the step says 'injured'" in affirmed_of_none(text, "Some passengers on the Dover ferry were injured.",
                                                         check.parse)  # nor is it stated
    assert find_conflict(text, "Some passengers on the Dover ferry were injured.", parse=check.parse) == ""
    assert find_conflict("None of the 40 patients treated at the Kell clinic fully recovered within a year.",
                         "Some patients treated at the Kell clinic recovered within a year.", parse=check.parse) == ""


def test_both_deny_with_one_cue_each(check: ConflictChecker) -> None:
    assert find_conflict("None of the 412 patients enrolled in the trial experienced a serious allergic reaction.",
                         "No patient enrolled in the trial had a serious allergic reaction.", parse=check.parse) == ""


def test_a_comparison_after_the_verb_is_what_is_denied(check: ConflictChecker) -> None:
    premise = "No employee at the branch earns less than the living wage."
    assert find_conflict(premise, "All employees at the branch earn at least the living wage.", parse=check.parse) == ""
    assert affirmed_of_none(premise, "All employees at the branch earn at least the living wage.", check.parse) == ""
    assert find_conflict(premise, "Some employees at the branch earn less than the living wage.", parse=check.parse) \
        == "the sentence denies what the step states ('less')"


def test_a_phrase_of_each_of_its_kind_holds_the_step_s_narrower_one(check: ConflictChecker) -> None:
    assert find_conflict("No serious adverse events were reported in either arm of the study during the 24-week "
                         "follow-up period.", "Serious adverse events were reported in the placebo arm during "
                         "follow-up.", parse=check.parse) == "the sentence denies what the step states ('reported')"
