"""A rank the step claims that the sentence does not give (`gechat.entail.ranks`)."""

from __future__ import annotations

import pytest

from gechat.entail.ranks import rank_claimed


@pytest.mark.parametrize(("premise", "step", "kind"), [
    ("Lyon is the second largest city in France.", "Lyon is the largest city in France.", "conflict"),
    ("The company is the second-largest employer in the region.", "The company is the largest employer in the "
                                                                  "region.", "conflict"),
    ("Lyon is the third most populous city in France.", "Lyon is the most populous city in France.", "conflict"),
    ("Paris is the largest city in France.", "Paris is the second largest city in France.", "conflict"),
    ("Halvorsen finished as the league's second-highest scorer.", "Halvorsen finished as the league's highest "
                                                                  "scorer.", "conflict"),
    ("Lyon is one of the largest cities in France.", "Lyon is the largest city in France.", "unstated"),
    ("Eliza Crane was among the first women admitted to the bar.", "Eliza Crane was the first woman admitted to the "
                                                                   "bar.", "unstated"),
    ("The Kallan Reservoir is the largest artificial lake in Europe.", "The Kallan Reservoir is the largest "
                                                                       "artificial lake in the world.", "unstated"),
])
def test_a_rank_not_given_is_claimed(check, premise, step, kind):
    got, reason = rank_claimed(premise, step, check.parse)
    assert got == kind, reason
    assert bool(check(premise, step)) == (kind == "conflict")
    if kind == "unstated":
        assert check.missing(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("Lyon is the second largest city in France.", "Lyon is one of the largest cities in France."),
    ("Lyon is the largest city in France.", "Lyon is one of the largest cities in France."),
    ("Lyon is the second largest city in France.", "Lyon is not the largest city in France."),
    ("Lyon is the second largest city in France.", "Lyon is the second-largest city in France."),
])
def test_a_rank_the_sentence_allows_is_not(check, premise, step):
    assert rank_claimed(premise, step, check.parse) == ("", "")
