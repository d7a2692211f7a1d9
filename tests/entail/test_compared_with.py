"""A step that says its subject, "rather than" another, is what the sentence says that other is
(`compared_with.rather_than_turned`, the copula's reading `_said_of`): found where a near-miss why-question took as
given that NIST SP 800-207's policy administrator, "rather than the policy engine", makes the access decision, and the
judge read the premise as stated, loosely."""

from __future__ import annotations

import pytest

from gechat.entail.compared_with import rather_than_turned
from gechat.entail.conflicts import ConflictChecker, default_parse as parse

_PE = ("The component descriptions: Policy engine (PE): This component is responsible for the ultimate decision to "
       "grant access to a resource for a given subject.")
_STEP = ("the policy administrator, rather than the policy engine, is responsible for the ultimate decision to grant "
         "access to a resource for a given subject.")


@pytest.mark.parametrize(("premise", "step"), [
    (_PE, _STEP),  # "This component" stands for the label before its colon, its acronym left out
    ("The policy engine is responsible for the ultimate decision to grant access to a resource for a given subject.",
     _STEP),  # the two doers share "policy"
    ("The landlord is responsible for repairs to the roof.",
     "The tenant, rather than the landlord, is responsible for repairs to the roof."),
    ("Under the contract the seller was liable for the shipping costs.",
     "The buyer, rather than the seller, was liable for the shipping costs."),
])
def test_what_the_sentence_says_the_other_is_given_to_the_steps_subject(premise: str, step: str) -> None:
    assert "the step says it of" in rather_than_turned(premise, step, parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("The policy administrator is responsible for the ultimate decision to grant access to a resource for a given "
     "subject.", _STEP),  # as the step says
    ("The policy engine is responsible for logging.", _STEP),  # another thing it is responsible for
    ("The landlord is not responsible for repairs.", "The tenant, rather than the landlord, is responsible for repairs."),
    ("The landlord may be responsible for repairs.", "The tenant, rather than the landlord, is responsible for repairs."),
    ("If the lease says so, the landlord is responsible for repairs.",
     "The tenant, rather than the landlord, is responsible for repairs."),
    ("The landlord and the tenant are responsible for repairs to the roof.",
     "The tenant, rather than the landlord, is responsible for repairs to the roof."),  # both
    # a gapped clause gives the tenant the garden; the landlord's predicate is the roof's repairs alone
    ("The landlord is responsible for repairs to the roof and the tenant for the garden.",
     "The tenant, rather than the landlord, is responsible for the garden."),
])
def test_no_conflict_where_the_sentence_does_not_say_it_plainly_of_the_other_alone(premise: str, step: str) -> None:
    assert rather_than_turned(premise, step, parse) == ""


def test_the_conflict_check_reads_it() -> None:
    assert "policy engine" in ConflictChecker()(_PE, _STEP)


_FIPS = ("Federal Information Processing Standards Publications (FIPS PUBS) are issued by the National Institute of "
         "Standards and Technology (NIST) after approval by the Secretary of Commerce pursuant to Section 5131 of the "
         "Information Technology Management Reform Act of 1996.")


@pytest.mark.parametrize(("premise", "step"), [
    (_FIPS, "Federal Information Processing Standards Publications are issued by the Secretary of Commerce rather "
            "than by NIST."),  # the approver is named too, but not as the one who issues
    ("The report was written by the committee.", "The report was written by the chairman rather than by the committee."),
])
def test_a_passives_doer_set_against_the_one_the_sentence_gives(premise: str, step: str) -> None:
    assert "the step says by" in rather_than_turned(premise, step, parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("The report was written by the chairman.", "The report was written by the chairman rather than by the committee."),
    ("The report was written by the committee and the chairman.",
     "The report was written by the chairman rather than by the committee."),
    ("If the chairman is absent, the report is written by the committee.",
     "The report is written by the chairman rather than by the committee."),
    ("The report may be written by the committee.", "The report was written by the chairman rather than by the committee."),
    ("The budget was approved by the board.", "The report was written by the chairman rather than by the board."),
])
def test_no_passive_conflict_where_the_sentence_gives_the_act_otherwise_or_not_plainly(premise: str, step: str) -> None:
    assert rather_than_turned(premise, step, parse) == ""



@pytest.mark.parametrize(("premise", "step"), [
    # a second read's probes: another predicate, a denial inside it, a condition, another thing's doer, both doers
    ("The landlord is responsible for checking that the tenant pays the council tax.",
     "The tenant, rather than the landlord, is responsible for paying the council tax."),
    ("The employer is responsible for providing training, not for paying the employee's travel costs.",
     "The employee, rather than the employer, is responsible for paying the travel costs."),
    ("Where the goods are damaged in transit, the carrier is liable for the loss.",
     "The shipper, rather than the carrier, is liable for the loss."),
    ("In the event of a breach, the supplier is liable for any resulting damages.",
     "The customer, rather than the supplier, is liable for any resulting damages."),
    ("Planning applications are decided by the local council.",
     "Licence applications are decided by the magistrates rather than by the local council."),
    ("The first edition was illustrated by Phiz.",
     "The second edition was illustrated by George Cruikshank rather than by Phiz."),
    ("The claim is assessed by the insurer as well as by an independent loss adjuster.",
     "The claim is assessed by the loss adjuster rather than by the insurer."),
])
def test_no_rather_than_conflict_for_another_predicate_case_thing_or_both_doers(premise: str, step: str) -> None:
    assert rather_than_turned(premise, step, parse) == ""


def test_a_denied_copula_before_does_not_hide_the_one_that_says_it() -> None:
    assert rather_than_turned("The tenant is not liable for fair wear and tear, and the landlord is responsible for "
                              "structural repairs.",
                              "The tenant, rather than the landlord, is responsible for structural repairs.", parse)
