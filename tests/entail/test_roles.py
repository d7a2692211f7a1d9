"""Who does what in a "to" clause, behind a title, and when owing is paying (`gechat.entail.roles`, session 45)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.roles import clause_roles


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
    ("The Harwick School District owes $2.3 million to its former bus contractor, Lyle Transit.",
     "Lyle Transit must pay the Harwick School District $2.3 million.", True),
    ("The Harwick School District owes $2.3 million to its former bus contractor, Lyle Transit.",
     "The Harwick School District must pay Lyle Transit $2.3 million.", False),
])
def test_roles_swapped_in_a_to_clause_behind_a_title_or_between_owing_and_paying(
        check: ConflictChecker, premise: str, step: str, conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict
