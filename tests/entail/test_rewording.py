"""The step written for the model in the sentence's words where the two say the same (`gechat.entail.rewording`):
a denial as the sentence's antonym, "none" as the sentence's "all", "did not" as the sentence's "failed to"."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import find_conflict
from gechat.entail.rewording import denial_as_antonym, denial_as_failure, none_as_all, plain_denials


@pytest.mark.parametrize(("premise", "step", "expected"), [
    ("The contractor failed to complete the school renovation by the September deadline.",
     "The contractor did not finish the school renovation by the September deadline.",
     "The contractor failed to finish the school renovation by the September deadline."),
    ("The ambassador declined to comment on reports that the trade talks had stalled.",
     "The ambassador did not comment on reports that the talks had stalled.",
     "The ambassador declined to comment on reports that the talks had stalled."),
])
def test_did_not_is_written_as_the_sentences_failure(premise: str, step: str, expected: str) -> None:
    assert denial_as_failure(premise, step) == expected


@pytest.mark.parametrize(("premise", "step"), [
    ("Critics say the council failed to publish the accounts.", "The council did not publish the accounts."),
    ("The contractor failed to complete the renovation.", "The architect did not approve the drawings."),
    ("The firm failed to file on time and declined to pay the fine.", "The firm did not pay the fine."),  # two
])
def test_a_failure_not_asserted_or_of_another_act_is_left_alone(premise: str, step: str) -> None:
    assert denial_as_failure(premise, step) == step


@pytest.mark.parametrize(("premise", "step", "expected"), [
    ("Following a retrial, Judge Amelia Corso acquitted the former treasurer of all charges.",
     "The former treasurer was found not guilty of all charges.",
     "The former treasurer was found acquitted of all charges."),  # the voice turned: the words around still meet
    ("The committee's report was deliberately vague about who would pay for the ring road.",
     "The committee's report was not clear about who would pay for the ring road.",
     "The committee's report was vague about who would pay for the ring road."),  # a report is no reporting
])
def test_a_denial_is_written_as_the_sentences_antonym(premise: str, step: str, expected: str) -> None:
    assert denial_as_antonym(premise, step) == expected


def test_an_antonym_under_a_condition_is_not_asserted() -> None:
    step = "The committee did not approve the proposal."
    assert denial_as_antonym("If the committee rejects the proposal, the plan ends.", step) == step


@pytest.mark.parametrize(("premise", "step"), [
    ("None of the 12 council members voted against the budget, though three abstained.",
     "All council members voted in favour of the budget."),  # one may abstain: no either/or
    ("All 48 samples from the north well tested negative, but samples from the south well tested positive.",
     "None of the samples tested positive."),
    ("All patients in the placebo group improved, while patients in the drug group worsened.", "No patients worsened."),
])
def test_none_as_all_needs_the_same_group_and_no_other_result(premise: str, step: str) -> None:
    assert none_as_all(premise, step) == step


def test_a_failure_the_sentence_also_undoes_is_left_alone() -> None:
    step = "The bill did not pass the Senate in 2021."
    assert denial_as_failure("The bill failed to pass the Senate in 2019 but passed in 2021.", step) == step


@pytest.mark.parametrize("premise", ["The council will reject the plan if residents object.",
                                     "The plan will be rejected unless the fee is paid by Friday."])
def test_an_antonym_under_a_later_condition_is_not_asserted(premise: str) -> None:
    step = "The council did not accept the plan."
    assert denial_as_antonym(premise, step) == step


@pytest.mark.parametrize(("premise", "step", "expected"), [
    ("All 48 water samples tested negative for E. coli, the health office reported.",
     "None of the water samples tested positive for E. coli.", "All of the water samples tested negative for E. coli."),
    ("None of the 45 water samples tested positive for lead.", "All 45 water samples tested negative for lead.",
     "None of the 45 water samples tested positive for lead."),
    ("Every member of the school board voted in favour of the budget.",
     "No member of the school board voted against the budget.",
     "Every member of the school board voted in favour of the budget."),
    ("All the doors were closed.", "According to the report, no doors were open.",
     "According to the report, all doors were closed."),
])
def test_none_is_written_as_the_sentences_all(premise: str, step: str, expected: str) -> None:
    assert none_as_all(premise, step) == expected


@pytest.mark.parametrize(("premise", "step"), [
    ("All the students were happy with the course.", "None of the students were sad."),  # no antonym said
    ("None of the students were sad.", "All the students were happy."),  # a scale: not sad need not be happy
    ("If all samples test negative, the beach reopens.", "None of the samples tested positive."),
])
def test_none_as_all_leaves_what_it_cannot_say_alone(premise: str, step: str) -> None:
    assert none_as_all(premise, step) == step


def test_none_against_all_is_no_conflict_and_some_is() -> None:
    premise = "Every member of the board voted in favour of the budget."
    assert find_conflict(premise, "No member of the board voted against the budget.") == ""
    assert find_conflict("All 48 water samples tested negative for E. coli.",
                         "Some of the water samples tested positive for E. coli.") != ""


def test_plain_denials_need_one_side_said_by_the_same_subject() -> None:
    step = "The senator did not vote against the bill."
    assert plain_denials("The senator voted for the bill in committee but against it on the floor.", step) == step
    assert plain_denials("Ruiz voted in favour of the bill, while Hale abstained.",
                         "Hale did not vote against the bill.") == "Hale did not vote against the bill."
    assert plain_denials("Alderman Krantz voted in favour of the amendment.", "Krantz did not vote against the amendment.") \
        == "Krantz voted in favour of the amendment."


def test_a_failure_of_another_object_and_all_of_a_part_are_left_alone() -> None:
    step = "Kell did not meet its profit target in 2022."
    assert denial_as_failure("Kell failed to meet its sales target in 2022.", step) == step
    assert none_as_all("All patients who completed the trial improved.", "No patients worsened.") == "No patients worsened."
