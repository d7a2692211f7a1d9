"""An act said to go first to another thing (gechat.entail.first_to), on NIST SP 800-40r3's sentence."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import find_conflict
from gechat.entail.first_to import first_to_other

SP40 = ("Most organizations deploy patch management tools first to standardized desktop systems and single-platform "
        "server farms of similarly configured servers.")


def test_an_act_that_goes_first_to_another_thing_conflicts():
    step = "most organizations do deploy patch management tools first to legacy computers and multiplatform environments."
    assert "first to standardized desktop systems" in first_to_other(SP40, step)
    assert find_conflict(SP40, step)
    assert first_to_other("The vaccine was first given to health workers.", "The vaccine was first given to the elderly.")


@pytest.mark.parametrize("step", [
    "Organizations deploy patch management tools first to standardized desktop systems.",  # the same thing
    "Most organizations deploy patch management tools first to single-platform server farms.",  # a part of it
    "Most organizations do not deploy patch management tools first to legacy computers.",  # a denial of its own
    "If funding allows, organizations deploy patch management tools first to legacy computers.",  # a condition
    "Most organizations upgrade their scanners first to legacy computers.",  # another act
    "Most organizations deploy patch management tools and scanners first to legacy computers.",  # the step says more
    "Most organizations deploy patch management tools first to 2019 systems.",  # a figure
])
def test_the_same_thing_a_denial_a_condition_or_another_act_does_not(step):
    assert first_to_other(SP40, step) == ""


def test_who_came_first_is_no_act_that_goes_first_to_something():
    assert first_to_other("She was the first to arrive at the camp.", "He was the first to arrive at the camp.") == ""
    assert first_to_other("They went first to Paris and then first to Rome.", "They went first to Madrid.") == ""
