"""A step that is its sentence with whole modifiers left out says less, not something else."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker
from gechat.entail.deletion import may_have_dropped
from gechat.entail.quantities import words


@pytest.fixture(scope="module")
def check() -> ConflictChecker:
    return ConflictChecker()


@pytest.mark.parametrize(("premise", "step"), [
    ("The old wooden pier at the harbour was rebuilt in 1998 by the town.", "The pier was rebuilt in 1998."),
    ("After months of talks, the union reluctantly accepted the revised offer.", "The union accepted the offer."),
    ("The vaccine, which was developed in Oxford, protected most volunteers in the trial.",
     "The vaccine protected most volunteers."),
    ("Dutch engineer Cornelis Lely designed the northern dam.", "Cornelis Lely designed the dam."),
])
def test_modifiers_left_out_are_restatements(check: ConflictChecker, premise: str, step: str) -> None:
    assert check.restates(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("The largest lake in Africa lies on the equator.", "The largest lake lies on the equator."),  # singled out
    ("The fake passport was issued in Geneva.", "The passport was issued in Geneva."),  # denies its noun
    ("The former president opened the new museum.", "The president opened the museum."),
    ("The union did not accept the revised offer.", "The union did not accept the offer."),  # under a denial
    ("No foreign players joined the club.", "No players joined the club."),  # a count restricted
    ("Every registered voter received a letter.", "Every voter received a letter."),
    ("The union almost accepted the offer.", "The union accepted the offer."),  # how much of it holds
    ("Unless the board objects, the union will accept the offer.", "The union will accept the offer."),
    ("Reporters said the union accepted the offer.", "The union accepted the offer."),  # the main verb left out
    ("The union and the employers accepted the offer.", "The union accepted the offer."),  # a conjunct
    ("The union accepted the offer from the employers.", "The union accepted from the employers."),  # an object
    ("The union accepted more than 40 offers.", "The union accepted offers."),
])
def test_what_changes_the_claim_is_never_left_out(check: ConflictChecker, premise: str, step: str) -> None:
    assert not check.restates(premise, step)


def test_the_cheap_test_asks_for_fewer_words_in_order() -> None:
    assert may_have_dropped(words("the small bakery sold bread"), words("the bakery sold bread"))
    assert not may_have_dropped(words("the bakery sold bread"), words("the bakery sold bread"))
    assert not may_have_dropped(words("the small bakery sold bread"), words("bread the bakery sold"))
