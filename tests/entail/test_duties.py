"""Which party a text makes answer for a cost, and which alone holds a right (`gechat.entail.duties`, session 47):
contract clauses whose parties a step trades, which the small NLI model reads as entailed (0.95)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, default_parse
from gechat.entail.duties import duties, duty_conflict, only_holder

SHIPPING = ("The Seller shall pay all shipping and insurance costs until the goods are delivered to the Buyer's "
            "premises, after which risk in the goods passes to the Buyer.")
COUNCIL_TAX = ("The Landlord shall pay the council tax and building insurance for the Property, while the Tenant shall "
               "be responsible for electricity, gas, water and internet charges during the tenancy.")
LICENCE = ("Only the Licensor may terminate this licence before its expiry, and it may do so immediately if the "
           "Licensee fails to pay any fee within 30 days of its due date.")


def test_duties_reads_each_party_and_what_it_answers_for() -> None:
    read = dict(duties(default_parse(COUNCIL_TAX)))
    assert {"council", "tax"} <= read["landlord"] and "electricity" in read["tenant"]
    assert duties(default_parse("The buyer is responsible for the cost of shipping the goods.")) == [
        ("buyer", frozenset({"shipping", "good"}))]  # content words are stemmed lightly
    assert dict(duties(default_parse("Council tax for the property is the tenant's responsibility.")))["tenant"] \
        >= {"council", "tax"}


@pytest.mark.parametrize(("premise", "step"), [
    (SHIPPING, "The buyer is responsible for the cost of shipping the goods to its premises."),
    (COUNCIL_TAX, "Under the lease, council tax for the property is the tenant's responsibility."),
    (COUNCIL_TAX, "The landlord has to pay the internet charges."),
    ("Repairs to the roof shall be carried out at the Landlord's expense, and the Tenant shall pay for the repair of "
     "any damage the Tenant causes.", "The tenant bears the cost of repairs to the roof."),
])
def test_a_cost_given_to_the_other_party_conflicts(premise: str, step: str) -> None:
    assert "answer for it" in duty_conflict(premise, step, default_parse)
    assert ConflictChecker()(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    (SHIPPING, "The seller covers the shipping costs."),  # the same party
    (COUNCIL_TAX, "The tenant pays for the electricity and gas."),
    ("The Seller shall pay the shipping costs and the Buyer shall pay the shipping insurance.",
     "The buyer pays for the shipping insurance."),  # the sentence gives that party some of it
    (SHIPPING, "The carrier is responsible for the shipping costs."),  # a party the sentence does not name
    ("The Tenant shall pay the Landlord a deposit of two months' rent.", "The landlord pays the deposit."),
    # a payee is no party answering for a cost
])
def test_no_conflict_where_the_sentence_gives_the_party_the_thing_or_does_not_name_it(premise: str, step: str) -> None:
    assert duty_conflict(premise, step, default_parse) == ""


def test_a_right_only_one_party_holds_given_to_the_other_conflicts() -> None:
    assert only_holder(LICENCE, "The licensee has the right to end the licence early.", default_parse) \
        == "the step gives the licensee a right the sentence gives only the licensor"
    assert ConflictChecker()(LICENCE, "The licensee may cancel the licence before it expires.")
    assert only_holder(LICENCE, "The licensor may end the licence early.", default_parse) == ""
    assert only_holder(LICENCE, "The licensee may not terminate the licence early.", default_parse) == ""
    assert only_holder("The Licensor may terminate this licence at any time.",  # no "only": either may
                       "The licensee may terminate the licence.", default_parse) == ""
