"""Who does what in a "to" clause, behind a title, and told from the other side (`gechat.entail.roles`, session 45)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.roles import clause_roles, controlled_doer


def test_a_to_clause_without_a_subject_takes_the_doer_its_verb_controls(check: ConflictChecker) -> None:
    roles = clause_roles(check.parse("Brandt Holdings agreed to acquire Ostera Logistics for $1.1 billion."))
    assert roles["acquire"][0].words == frozenset({"brandt", "holdings"})
    ordered = clause_roles(check.parse("The court ordered Hexon Ltd to pay the damages."))
    assert ordered["pay"][0].words == frozenset({"hexon", "ltd"})


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("Brandt Holdings agreed to acquire Ostera Logistics for $1.1 billion in cash, the two companies announced.",
     "Ostera Logistics agreed to buy Brandt Holdings for $1.1 billion.", True),
    ("Brandt Holdings agreed to acquire Ostera Logistics for $1.1 billion in cash, the two companies announced.",
     "Brandt Holdings agreed to buy Ostera Logistics for $1.1 billion.", False),
    ("Dr. Helena Voss supervised Tomas Reyes's doctoral dissertation on coastal erosion in 2019.",
     "Tomas Reyes supervised Helena Voss's doctoral dissertation on coastal erosion.", True),
    ("The professor supervised the student's thesis.", "The student supervised the professor's thesis.", True),
    ("Ms. Smith hired Mr. Smith's lawyer.", "Mr. Smith hired Ms. Smith's lawyer.", True),  # gendered titles stay
])
def test_roles_swapped_in_a_to_clause_or_behind_a_title(
        check: ConflictChecker, premise: str, step: str, conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("In Saturday's regional final, the Harbor City Gulls lost to the Millbrook Foxes 3–1.",
     "The Harbor City Gulls beat the Millbrook Foxes.", True),
    ("In Saturday's regional final, the Harbor City Gulls lost to the Millbrook Foxes 3–1.",
     "The Millbrook Foxes beat the Harbor City Gulls.", False),
    ("In 1872, the shipbuilder Tobias Wren borrowed £3,000 from his brother-in-law, Edmund Hale, to expand his yard.",
     "Tobias Wren lent £3,000 to Edmund Hale.", True),
    ("For nearly a decade, the novelist Ruth Ambler employed Jonah Kett as her personal secretary.",
     "Ruth Ambler worked for Jonah Kett.", True),
    ("As a young violinist, Ilse Marquardt studied under Pavel Renko at the Vienna conservatory.",
     "Ilse Marquardt taught Pavel Renko.", True),
    ("Analysts said Maritec's acquisition of Sundvall Shipping gave the combined company access to Baltic ports.",
     "Sundvall Shipping acquired Maritec.", True),
    ("The audit was conducted by Pell & Norrland, the accounting firm that Cindral Pharmaceuticals hired in 2021.",
     "Pell & Norrland hired Cindral Pharmaceuticals.", True),
    ("The jury found that Orvane Systems had infringed two patents, and Orvane was ordered to pay Delacroix Medical "
     "$12 million in damages.", "Delacroix Medical was ordered to pay damages to Orvane Systems.", True),
    ("Dr. Amara Okafor, who joined the lab in 2015, served as Daniel Reyes's supervisor throughout his doctoral "
     "research.", "Daniel Reyes was Amara Okafor's supervisor.", True),
    ("Kessington Group is the parent company of Daily Moorland Press.", "Kessington Group is a subsidiary of Daily "
     "Moorland Press.", True),
    ("Sofia Lind learned to paint from Erik Berg.", "Sofia Lind taught Erik Berg to paint.", True),
    ("Sofia Lind learned to paint from Erik Berg.", "Erik Berg taught Sofia Lind to paint.", False),
    ("Investors learned from Hartwell's filing that Brennan had sold its stake.", "The investors taught Hartwell.",
     False),  # finding out, not being taught
    ("The board learned the identity of the buyer from a reporter.", "The board taught a reporter the identity.",
     False),  # told, not taught
])
def test_a_relation_told_from_its_other_side_or_as_a_noun_is_read_for_a_swap(
        check: ConflictChecker, premise: str, step: str, conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


@pytest.mark.parametrize(("premise", "step", "restated"), [
    ("Seeded fourth, Marta Kovac beat defending champion Elise Durand in straight sets in Thursday's quarterfinal.",
     "Elise Durand lost to Marta Kovac.", True),
    ("The board minutes record that Ardent Mutual lent the Corvin Hospital Foundation $8 million.",
     "The Corvin Hospital Foundation borrowed $8 million from Ardent Mutual.", True),
    ("Kessington Group, which owns several regional newspapers, is the parent company of Daily Moorland Press.",
     "Daily Moorland Press is a subsidiary of Kessington Group.", True),
    ("Marta Kovac beat Elise Durand in the quarterfinal.", "Elise Durand lost to Marta Kovac in the final.", False),
    ("Marta Kovac beat Elise Durand in the quarterfinal.", "Marta Kovac lost to Elise Durand.", False),
    ("If the Gulls lose to the Foxes, they will be relegated.", "The Foxes beat the Gulls.", False),
    ("Brightline, a former subsidiary of Helix Corp, was sold to Ostera in 2020.",
     "Helix Corp is the parent company of Brightline.", False),
    ("The company bought steel from China.", "China sold the company.", False),
])
def test_a_relation_told_from_its_other_side_and_nothing_more_is_a_restatement(
        check: ConflictChecker, premise: str, step: str, restated: bool) -> None:
    assert check.restates(premise, step) is restated


@pytest.mark.parametrize(("premise", "step"), [
    ("The city council allowed the lease on the Elm Street depot to expire in March 2021.",
     "The lease on the Elm Street depot expired in March 2021."),
    ("Regulators required Kell Industries to recall 40,000 vehicles, a recall the company completed in June.",
     "Kell Industries recalled 40,000 vehicles."),
])
def test_what_was_let_happen_or_is_told_as_done_is_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert controlled_doer(check.parse(premise), check.parse(step)) == ""


@pytest.mark.parametrize(("premise", "step", "reason"), [
    ("Chair Mona Ekdahl persuaded finance director Jonas Berg to step down.", "Mona Ekdahl stepped down.",
     "gives 'step' to"),
    ("The board convinced the chief executive to resign in March.", "The board resigned in March.", "gives 'resign'"),
    ("The landlord allowed the tenants to repaint the living room.", "The tenants repainted the living room.",
     "not state it as a fact"),
    ("The court ordered Hexon to pay damages of $2 million.", "Hexon paid damages of $2 million.",
     "not state it as a fact"),
])
def test_a_to_clause_under_another_verb_is_read_for_its_doer(check: ConflictChecker, premise: str, step: str,
                                                             reason: str) -> None:
    assert reason in controlled_doer(check.parse(premise), check.parse(step))


@pytest.mark.parametrize(("premise", "step"), [
    ("The regulator forced Altavia to refund its customers.", "Altavia refunded its customers."),
    ("The High Court ordered Hexon Ltd to pay £2.3 million in damages, and the company complied within 30 days.",
     "Hexon Ltd paid £2.3 million in damages."),
    ("A grade of not satisfactory requires the student to repeat that rotation.",
     "A student with a grade of not satisfactory must repeat the rotation."),
])
def test_a_to_clause_that_happened_or_is_restated_as_such_is_left_alone(check: ConflictChecker, premise: str,
                                                                        step: str) -> None:
    assert controlled_doer(check.parse(premise), check.parse(step)) == ""
