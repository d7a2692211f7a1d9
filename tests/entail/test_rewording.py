"""The step written for the model in the sentence's words where the two say the same (`gechat.entail.rewording`):
a denial as the sentence's antonym, "none" as the sentence's "all", "did not" as the sentence's "failed to"."""

from __future__ import annotations

import pytest

from gechat.entail.rewording import denial_as_antonym, denial_as_failure


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
