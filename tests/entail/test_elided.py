"""A denial that leaves its verb to the clause before it (gechat/entail/elided.py): "While unpaid expenses may be
carried over to the next fiscal year, unpaid compensation may not." / "… unpaid compensation can be carried over …"
(0.93 entailed before, the false premise of a why-question on the DOJ handbook)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import default_parse, find_conflict
from gechat.entail.elided import elided_denial

DENIED = "While unpaid expenses may be carried over to the next fiscal year, unpaid compensation may not."


@pytest.mark.parametrize("premise, hypothesis", [
    (DENIED, "a standing trustee's unpaid compensation can be carried over to the next fiscal year when unpaid "
             "expenses cannot."),
    (DENIED, "Unpaid compensation may be carried over to the next fiscal year."),
    ("Cats can climb trees, but dogs cannot.", "Dogs can climb trees."),
    ("The tenant may sublet the garage; the landlord may not.", "The landlord may sublet the garage."),
    ("Members may vote at the meeting, but guests may not.", "Guests may vote at the meeting."),
    ("Most members voted for the motion, but the chairman did not.", "The chairman voted for the motion."),
    ("John likes jazz, but Mary does not.", "Mary likes jazz."),
    # "be" and what it says left out
    ("Aspirin is safe for adults, but ibuprofen is not.", "Ibuprofen is safe for adults."),
    ("Full-time employees are eligible for the bonus, while contractors are not.",
     "Contractors are eligible for the bonus."),
    ("Jane was pleased with Mr. Bingley, but Elizabeth was not.", "Elizabeth was pleased with Mr. Bingley."),
])
def test_the_step_affirms_what_the_sentence_denies_with_the_verb_of_the_clause_beside_it(premise, hypothesis):
    reason = elided_denial(premise, hypothesis, default_parse)
    assert reason.startswith("the sentence says '") and " not' (" in reason
    assert find_conflict(premise, hypothesis)


@pytest.mark.parametrize("premise, hypothesis", [
    (DENIED, "Unpaid expenses may be carried over to the next fiscal year."),  # the affirmed side
    ("Cats can climb trees, but dogs cannot.", "Cats can climb trees."),
    ("Cats can climb trees, but dogs cannot.", "Dogs cannot climb trees."),  # denied in the step too
    ("John likes jazz, but Mary does not.", "Mary likes classical music."),  # the act done to another thing
    ("John likes jazz, but Mary does not.", "Mary's brother likes jazz."),  # another subject
    ("Members may vote at the meeting, but guests may not.", "Guests may attend the meeting."),  # another act
    ("Unpaid compensation may not be carried over.", "Unpaid compensation can be carried over."),  # no verb left out
    ("Adults must pay the fee, whereas children need not.", "Children must pay the fee."),  # "need" is not read
    # a second read's probes: a question, a case, a report, a denying word, another time, preposition or condition,
    # the step saying less, what may be done against what is done, another group named by a relative clause, a
    # denial under "if", a verb that governs a clause of its own
    ("Members may vote at the meeting, but guests may not.", "May guests vote at the meeting?"),
    ("Members may vote at the meeting, but guests may not.", "If guests may vote at the meeting, the quorum changes."),
    ("Members may vote at the meeting, but guests may not.", "The chairman asked whether guests may vote at the "
                                                             "meeting."),
    ("Cats can climb trees, but dogs cannot.", "No dog can climb trees."),
    ("Cats can climb trees, but dogs cannot.", "Dogs can hardly climb trees."),
    ("Cats can climb trees, but dogs cannot.", "Dogs can climb trees when they are chasing cats."),
    ("Most members voted for the motion, but the chairman did not.", "The chairman voted against the motion."),
    ("Most members voted for the motion, but the chairman did not.", "The chairman voted."),
    ("Most members voted for the motion, but the chairman did not.", "The chairman will vote for the motion."),
    ("Members may vote at the meeting, but guests may not.", "Guests may vote at the next meeting."),
    ("Adults must pay the entry fee, but children do not.", "Children may pay the entry fee."),
    ("Founding members may vote, but those who joined later may not.", "Those who joined before 2020 may vote."),
    ("Even if the tenant does not, the landlord must repair the roof.", "The tenant must repair the roof."),
    ("Elizabeth wanted Darcy to apologise, but Darcy did not.", "Darcy wanted to apologise."),
    (DENIED, "Deferred compensation may be carried over to the next fiscal year."),
    ("Members may nominate staff, but guests may not.", "Staff may be nominated."),
    ("Aspirin is safe for adults, but ibuprofen is not.", "Ibuprofen is safe for children."),
    ("Aspirin is safe for adults, but ibuprofen is not.", "Ibuprofen is a drug."),
    ("The living room is large, but the kitchen is not.", "The kitchen is large and bright."),
    ("Full-time employees are eligible for the bonus, while contractors are not.",
     "Are contractors eligible for the bonus?"),
    ("The drug is safe for adults, but it is not for children.", "It is safe for children."),  # not elided
    ("The drug is safe for adults, but for children it is not.", "It is safe for adults."),  # more than a denial
    ("Members may vote at the meeting, but guests may not.", "Guests may be voted at the meeting."),  # another voice
])
def test_no_elided_denial(premise, hypothesis):
    assert elided_denial(premise, hypothesis, default_parse) == ""
