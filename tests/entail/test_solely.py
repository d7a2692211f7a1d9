"""What a step makes sole: "mainly" made "only", one of several reasons made the reason.

:mod:`gechat.entail.solely` reads a share that leaves room for the rest ("mainly", "largely", "predominantly")
against a step's "only", "solely" or "entirely", and, from spaCy's parse, one of several reasons, causes, factors
or sources against a step's "the reason", "the main driver". The ``check`` fixture is in tests/entail/conftest.py.
"""

from __future__ import annotations

import pytest

from gechat.entail import solely
from gechat.entail.conflicts import ConflictChecker


@pytest.mark.parametrize(("premise", "step", "words"), [
    ("The forest in the reserve is predominantly beech, with scattered stands of oak and ash.",
     "The reserve's forest consists entirely of beech trees.", ("predominantly", "entirely")),
    ("The grant funds primarily research on malaria.", "The grant funds research exclusively on malaria.",
     ("primarily", "exclusively")),
    ("The museum's collection consists largely of nineteenth-century landscape paintings.",
     "The museum's collection contains nothing but nineteenth-century landscapes.", ("largely", "nothing but")),
    ("For the most part, the 2019 protests in the capital remained peaceful.",
     "The 2019 protests in the capital were entirely peaceful.", ("For the most part", "entirely")),
])
def test_mainly_made_only_is_unstated(check: ConflictChecker, premise: str, step: str,
                                      words: tuple[str, str]) -> None:
    reason = solely.made_exclusive(premise, step)
    assert reason == f"the sentence says '{words[0]}'; the step says '{words[1]}'"
    assert check.missing(premise, step)  # this reason, or an earlier one ("the step adds 'entirely'")


@pytest.mark.parametrize(("premise", "step"), [
    ("The firm sells mainly to hospitals, and only in Europe.", "The firm sells to hospitals only in Europe."),
    ("The company's revenue comes mainly from licensing.", "The company earns revenue not only from licensing."),
    ("The tool is used mainly by engineers.", "Most of the tool's users are engineers, mainly in Europe."),
    ("The island's electricity is generated entirely from wind and solar power.",
     "All of the island's electricity comes from renewable sources."),  # no "mainly" to widen
])
def test_a_step_that_keeps_the_share_or_a_sentence_that_says_only_is_left_alone(premise: str, step: str) -> None:
    assert solely.made_exclusive(premise, step) == ""


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("Smoking is one of the causes of lung cancer.", "Smoking is the cause of lung cancer.", "one of the causes"),
    ("Rising rents are one of several reasons young families have been leaving the city centre.",
     "Rising rents are the reason young families are leaving the city centre.", "one of several reasons"),
    ("Stress is one of several risk factors for the disease.", "Stress is the main risk factor for the disease.",
     "one of several risk factors"),
    ("Rising costs were one reason for the closure.", "Rising costs were the reason for the closure.", "one reason"),
    ("Deforestation is among the main drivers of biodiversity loss in the Amazon basin.",
     "Deforestation is the single biggest driver of biodiversity loss in the Amazon.", "among the main drivers"),
])
def test_one_of_several_made_the_one_is_unstated(check: ConflictChecker, premise: str, step: str, said: str) -> None:
    reason = solely.made_the_one(premise, step, check.parse)
    assert reason.startswith(f"the sentence says '{said}'; the step says '")
    assert check.missing(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("Rising costs were the main reason for the closure.", "Rising costs were a major reason for the closure."),
    ("Smoking is the leading cause of lung cancer.", "Smoking is the main cause of lung cancer."),  # the sentence's one
    ("One of the reasons was cost.", "A key reason was cost."),  # the step keeps the share
    ("Cost was one of the reasons the project was cancelled.", "Cost was one reason the project was cancelled."),
])
def test_the_one_or_a_kept_share_is_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert solely.made_the_one(premise, step, check.parse) == ""


def test_only_before_a_figure_makes_it_small_not_sole() -> None:
    premise = ("The bulk of the trust's expenditure in 2021-22 went on direct patient care, with administrative costs "
               "accounting for just 6 per cent of the total.")
    assert solely.made_exclusive(premise, "Most of what the trust spent went on patient care; administration was "
                                          "only 6%.") == ""


def test_risk_factors_named_together_are_several(check: ConflictChecker) -> None:
    premise = ("Smoking, hypertension and elevated LDL cholesterol were each identified as independent risk factors "
               "for stroke in the cohort.")
    assert solely.made_the_one(premise, "Smoking was the main risk factor for stroke in the cohort.", check.parse)
