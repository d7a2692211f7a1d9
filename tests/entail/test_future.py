"""What is still to come, decided or asked for, stated as done: "will open" / "opened", "resolved to close" /
"closed", "applied for asylum" / "was granted asylum" (what did not take place is in test_undone.py).

:mod:`gechat.entail.future` reads the tense, :mod:`gechat.entail.hedges` the verbs that hold their "to" clause as
decided or ordered, :mod:`gechat.entail.stronger` the stages. The ``check`` fixture is in tests/entail/conftest.py.
"""

from __future__ import annotations

import pytest

from gechat.entail import future, hedges
from gechat.entail.conflicts import ConflictChecker


@pytest.mark.parametrize(("premise", "step", "words"), [
    ("The new terminal will open in 2026.", "The new terminal opened in 2026.", "will open"),
    ("The road will reopen once repairs are finished.", "The road has reopened.", "will reopen"),
    ("The museum is going to close for renovation.", "The museum closed for renovation.", "going to close"),
    ("The team was about to launch the rocket when the storm hit.", "The team launched the rocket.",
     "about to launch"),
    ("The plant, which closed in 2019, will reopen in 2025.", "The plant reopened in 2025.", "will reopen"),
    ("The merger between Halden Bank and Cross Counties Building Society, which was to be completed in April, "
     "collapsed after regulators raised competition concerns.",
     "The merger between Halden Bank and Cross Counties Building Society was completed in April.",
     "was to be completed"),
    ("The company said it will cut 300 jobs and close two plants.", "The company has closed two plants.",
     "will cut 300 jobs and close"),
    ("The Riverside battery plant, which will employ about 300 people when fully operational, is being built on the "
     "site of the former Lansing rail yard.", "The Riverside battery plant employs about 300 people.", "will employ"),
    ("The Old Quay footbridge, originally due to open in 2021, remains closed to pedestrians.",
     "The Old Quay footbridge opened in 2021.", "due to open"),  # the parse's "due" a preposition
    ("The minister was to resign but changed her mind.", "The minister resigned.", "was to resign"),
    ("The High Court ruled that Fenwick Housing Association must repay £84,000 in overcharged service fees.",
     "Fenwick Housing Association repaid £84,000 in service fees.", "must repay"),  # what a ruling requires
])
def test_what_is_still_to_come_is_not_a_deed(check: ConflictChecker, premise: str, step: str, words: str) -> None:
    reason = future.yet_to_come(premise, step, check.parse)
    assert reason == f"the sentence says it is still to come ('{words}'); the step says it has happened"
    assert check.missing(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("Water will boil at 100 degrees at sea level.", "Water boils at 100 degrees at sea level."),  # a general truth
    ("The store will close at 9 pm on Fridays.", "The store closes at 9 pm on Fridays."),  # a schedule
    ("The plant, which closed in 2019, will reopen in 2025.", "The plant closed in 2019."),  # asserted elsewhere
    ("The bridge was closed in May and will reopen in June.", "The bridge was closed in May."),
    ("The new terminal will open in 2026.", "The new terminal is set to open in 2026."),  # the step keeps the future
    ("The new terminal will open in 2026.", "The new terminal will open in 2026."),
    ("The library will reopen in March and has since reopened its north wing.", "The library reopened its north wing."),
    ("The new terminal will open in 2026.", "The new terminal did not open in 2026."),  # a denial: the model's to read
    ("He was to become the first president of the republic.", "He became the first president of the republic."),
    ("Sometimes I'll put the eggs in the same dish and beat them.", "Sometimes I put the eggs in the same dish."),
    ("Staff must wear badges at all times.", "Staff wear badges at all times."),  # a rule, stated
])
def test_a_future_that_the_step_keeps_or_the_sentence_asserts_is_left_alone(check: ConflictChecker, premise: str,
                                                                            step: str) -> None:
    assert future.yet_to_come(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("At its meeting on 14 March, the board of Dalrymple Foods resolved to close the Kettering bottling plant.",
     "Dalrymple Foods closed the Kettering bottling plant."),
    ("The court ordered the hospital to pay damages.", "The hospital paid damages."),
    ("The finance committee asked the treasurer to prepare a revised budget before the June meeting.",
     "The treasurer prepared a revised budget."),
    ("The water regulator instructed Bayline Water to replace 140 kilometres of lead service pipes by 2030.",
     "Bayline Water replaced 140 kilometres of lead service pipes."),
    ("Under the settlement filed on Wednesday, Veritas Insurance agreed to pay $38 million to policyholders.",
     "Veritas Insurance paid $38 million to policyholders."),
    ("The transport board voted in 2021 to close the Ashford bus depot but reversed the decision three months later.",
     "The Ashford bus depot closed in 2021."),  # the parse hangs the "to" clause on as a purpose
])
def test_what_is_decided_ordered_or_asked_for_is_not_a_deed(check: ConflictChecker, premise: str, step: str) -> None:
    assert hedges.hedged(premise, step, check.parse).startswith("the sentence does not state it as a fact")


@pytest.mark.parametrize(("premise", "step"), [
    ("Judge Harmon directed the jury to disregard the witness's remarks.", "The jury disregarded the witness's remarks."),
    ("Councillor Dev Patel moved to suspend standing orders so that the motion could be debated immediately.",
     "Standing orders were suspended."),  # a motion
])
def test_a_direction_the_parse_hangs_on_as_a_purpose_is_no_deed(check: ConflictChecker, premise: str,
                                                                step: str) -> None:
    assert hedges.hedged(premise, step, check.parse).startswith("the sentence does not state it as a fact")


@pytest.mark.parametrize(("premise", "step"), [
    ("The council voted 7-2 to approve the budget.", "The council approved the budget."),  # deciding is the deed
    ("Dr Amin told the patient to stop taking warfarin five days before the operation, which she did.",
     "The patient stopped taking warfarin before the operation."),
    ("Shareholders agreed to sell the packaging division, and the sale was completed on 2 March.",
     "Shareholders sold the packaging division."),
    ("As Ben Yagoda writes, Kidder must have decided not to write a book about Tommy O'Connor.",
     "A book was not written about Tommy O'Connor."),  # a choice not to act
    ("Corvin Holdings agreed in January to repay the loan early and paid it in full in March.",
     "Corvin Holdings repaid the loan in full."),  # the sentence goes on to the deed
    ("The board agreed that costs had risen sharply.", "Costs had risen sharply."),  # a "that" clause is a finding
    ("The board decided to close the plant.", "The board decided to close the plant."),  # the step keeps the decision
])
def test_a_decision_that_is_the_deed_or_is_carried_out_is_not_held_back(check: ConflictChecker, premise: str,
                                                                        step: str) -> None:
    assert hedges.hedged(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step", "said", "claimed"), [
    ("Chess grandmaster Artem Volkov applied for refugee status in the Netherlands after the tournament ended.",
     "Artem Volkov was granted refugee status in the Netherlands.", "applied", "granted"),
    ("Councillor Priya Raman is running for mayor of Westbrook in the November election.",
     "Priya Raman was elected mayor of Westbrook in the November election.", "running", "elected"),
    ("Haldane Pharmaceuticals sought approval from the European Medicines Agency in June 2023 for its insulin.",
     "The European Medicines Agency approved Haldane Pharmaceuticals' insulin.", "sought", "approved"),
    ("The planning committee is considering an application to build 220 homes on the brewery site.",
     "The planning committee approved 220 homes on the brewery site.", "application", "approved"),
    ("Voltera filed for patent protection on its solid-state battery design in 2020.",
     "Voltera was granted a patent on its battery design.", "filed", "granted"),
    ("The Ashby Heritage Trust has submitted a bid for £2 million from the Heritage Fund to restore the corn exchange.",
     "The Ashby Heritage Trust was awarded £2 million.", "bid", "awarded"),
])
def test_a_request_or_a_candidacy_is_not_its_outcome(check: ConflictChecker, premise: str, step: str, said: str,
                                                     claimed: str) -> None:
    assert check.missing(premise, step) == f"the sentence says '{said}'; the step says '{claimed}'"


def test_a_bare_the_company_may_name_the_steps_doer_again(check: ConflictChecker) -> None:
    premise = ("A spokesperson for Ostrava Logistics said the company will appeal the ruling and expects the case "
               "to reach the Supreme Court next year.")
    assert check.missing(premise, "A spokesperson said Ostrava Logistics would appeal the ruling.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Zelmora, which was tested in three trials involving 9,000 patients, received FDA approval in 2021.",
     "Zelmora was approved by the FDA."),  # the sentence names the later stage in a noun
    ("In 2016, Anna Keller successfully petitioned the family court in Zurich for sole custody of her children.",
     "Anna Keller was granted sole custody of her children."),  # "successfully": the request was granted
])
def test_a_stage_the_sentence_says_was_reached_is_not_held_back(check: ConflictChecker, premise: str,
                                                               step: str) -> None:
    assert check.missing(premise, step) == ""


def test_who_is_ordered_to_act_is_the_doer(check: ConflictChecker) -> None:
    premise = ("The High Court ordered Hexon Ltd to pay £2.3 million in damages to its former distributor, and the "
               "company complied within 30 days.")
    assert check.missing(premise, "Hexon Ltd paid £2.3 million in damages.") == ""  # not "gives 'pay' to High Court"
