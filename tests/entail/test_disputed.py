"""A claim the sentence reports only as denied or disputed (`gechat.entail.disputed`, session 52): it neither
supports nor contradicts a step that states the claim or its denial."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.disputed import disputed_claim


@pytest.mark.parametrize(("premise", "step", "span"), [
    ("The company denied that it had dumped waste into the river.", "The company did not dump waste into the river.",
     "denied … dumped"),
    ("The company denied that it had dumped waste into the river.", "The company dumped waste into the river.",
     "denied … dumped"),
    ("Ortega's lawyers disputed the prosecution's claim that he had been in Calderon on the night of the fire.",
     "Ortega was not in Calderon on the night of the fire.", "disputed … Calderon"),
    ("Officials rejected claims that the dam was unsafe.", "The dam was safe.", "rejected … unsafe"),
    ("The ministry flatly contradicted reports that troops had crossed the border near Vell.",
     "Troops had crossed the border near Vell.", "contradicted … crossed"),
])
def test_a_disputed_claim_is_not_stated_nor_contestable(check: ConflictChecker, premise: str, step: str,
                                                        span: str) -> None:
    assert disputed_claim(premise, step, check.parse).endswith(f"('{span}')")
    assert not check.can_contest(premise, step)
    assert find_conflict(premise, step, parse=check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The club denied that its former manager, who was sacked in March, had been paid compensation.",
     "The club's former manager was sacked in March."),  # the writer's own relative clause
    ("The defendant does not dispute that he signed the lease on 3 May.", "The defendant signed the lease on 3 May."),
    ("The company denied that it had dumped waste into the river.", "The company denied dumping waste."),  # the step
    # reports the denial itself
    ("The mayor denied the report.", "The mayor confirmed the report."),  # the denial is the sentence's own act
])
def test_what_no_dispute_holds_is_left_to_the_other_readings(check: ConflictChecker, premise: str, step: str) -> None:
    assert disputed_claim(premise, step, check.parse) == ""
