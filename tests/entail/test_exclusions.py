"""What a sentence says was done "without" a thing (`gechat.entail.exclusions.without_conflict`): an event of the
same stem, or a thing the step says was had, held or included, conflicts; a "without" of a condition does not."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.exclusions import without_conflict


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The suspect was released without charge on Friday.", "The suspect was charged on Friday.", "charged"),
    ("Ravi Patel was freed without being charged.", "Ravi Patel was charged.", "charged"),
    ("A 34-year-old man arrested after the fire at the Elmfield warehouse was released without charge on Sunday, "
     "Sussex Police said.", "A 34-year-old man was charged with arson over the Elmfield warehouse fire.", "charged"),
    ("The guest left without paying the bill.", "The guest paid the bill.", "paid"),
    ("The plant operated without a licence for two years.", "The plant had a licence.", "had a licence"),
    ("The report was published without the appendix.", "The report included the appendix.",
     "included the appendix"),
    ("The patient was discharged without complications.", "The patient had complications.", "had complications"),
])
def test_a_thing_done_without_what_the_step_says_it_had_conflicts(check: ConflictChecker, premise: str, step: str,
                                                                  said: str) -> None:
    reason = without_conflict(premise, step)
    assert reason.startswith("the sentence says it was done without '") and reason.endswith(f"the step says '{said}'")
    assert find_conflict(premise, step, parse=check.parse) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("Without a licence, the plant cannot operate.", "The plant has a licence."),  # a condition
    ("These advancements would not have been available without contributions from alumni.",
     "The alumni contributed."),  # a condition met
    ("The plant operated without a licence until 2019, when it obtained one.", "The plant had a licence."),
    ("She entered without a badge.", "She showed a badge at the gate."),  # another act with the thing
    ("The team played without their captain in the first match.", "The team played with their captain in the final."),
    ("The suspect was released without charge.", "The suspect was not charged."),  # the step denies too
])
def test_a_without_of_a_condition_or_another_act_is_no_conflict(premise: str, step: str) -> None:
    assert without_conflict(premise, step) == ""
