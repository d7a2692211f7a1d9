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
])
def test_no_elided_denial(premise, hypothesis):
    assert elided_denial(premise, hypothesis, default_parse) == ""
