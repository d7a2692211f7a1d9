"""Units across the metric and imperial systems and the two temperature scales (`gechat.entail.units`): the same
amount as texts round it converts, another amount does not, and the same figure on the other scale is another."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.units import converts, temperatures_agree


@pytest.mark.parametrize(("a", "b", "same"), [
    ((42.195, "km"), (26.2, "mile"), True),  # a marathon, as race guides round it
    ((10, "mile"), (16, "km"), True),
    ((5, "pound"), (2.3, "kg"), True),
    ((10, "mile"), (10, "km"), False),  # the same figure in the other system
    ((200, "kg"), (200, "pound"), False),
    ((10, "mile"), (15.5, "km"), None),  # between rounding and another amount: neither
    ((3, "hour"), (180, "minute"), True),  # one scale, as before
])
def test_imperial_and_metric_convert_as_texts_round_them(a, b, same) -> None:
    assert converts(*a, *b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ((350, "degf"), (175, "degc"), True), ((350, "degf"), (180, "degc"), True),  # oven temperatures
    ((-80, "degc"), (-112, "degf"), True),
    ((37, "degc"), (98.6, "degf"), True),
    ((37, "degc"), (100.4, "degf"), False),  # a fever is no normal temperature
    ((350, "degf"), (350, "degc"), False),
])
def test_temperatures_agree_across_the_scales(a, b, same) -> None:
    assert temperatures_agree(*a, *b) is same


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("The city marathon course, 42.195 kilometres long, winds through all five boroughs.",
     "The city marathon course is about 26.2 miles long.", False),
    ("Bake at 350 degrees Fahrenheit for 20 minutes.", "Bake at 175 degrees Celsius for 20 minutes.", False),
    ("All blood samples were stored at minus 80 degrees Celsius until analysis.",
     "The blood samples were stored at -112 degrees Fahrenheit until analysis.", False),
    ("The trail is 10 miles long.", "The trail is 10 kilometres long.", True),
    ("Temperatures ranged from minus 5 degrees Celsius at night to 5 degrees Celsius at noon.",
     "Temperatures reached 5 degrees Celsius at noon.", False),  # the sign of the other figure
    ("Each ration included a sixteen-ounce tin of corned beef.", "Each ration included two pounds of corned beef.",
     True),
    ("The cycling route was lengthened by three kilometres this year.",
     "The cycling route is now about 40 miles long.", False),  # a change is no rival to a length
])
def test_a_measure_in_the_other_system_conflicts_only_when_it_is_another_amount(check: ConflictChecker, premise: str,
                                                                               step: str, conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


def test_the_model_reads_a_converted_measure_in_the_sentences_notation(check: ConflictChecker) -> None:
    assert check.aligned("Bake at 350 degrees Fahrenheit for 20 minutes.",
                         "Bake at 175 degrees Celsius for 20 minutes.") == "Bake at 350 degrees Fahrenheit for 20 minutes."
    assert check.aligned("The trail is 10 miles long.", "The trail is 16 kilometres long.") == "The trail is 10 miles long."


def test_pressures_convert_and_a_sum_of_money_is_read_in_the_sentences_notation(check: ConflictChecker) -> None:
    assert converts(6, "bar", 600, "kpa") is True and converts(6, "bar", 6, "kpa") is False
    assert converts(100, "psi", 689.5, "kpa") is True
    assert find_conflict("The pump operates at 6 bar in normal use.", "The pump operates at 6 kPa in normal use.",
                         parse=check.parse)
    assert check.aligned("The court awarded the plaintiff damages of $1.2 million, plus interest.",
                         "The court granted the plaintiff $1,200,000 in damages plus interest.") == \
        "The court granted the plaintiff $1.2 million in damages plus interest."


def test_a_currency_code_and_an_attached_billion_are_read_in_the_sentences_notation(check: ConflictChecker) -> None:
    assert check.aligned("Dunmore Capital closed its third fund at $3.5 billion.",
                         "Dunmore Capital raised USD 3.5bn for its third fund.") == \
        "Dunmore Capital raised USD 3.5 billion for its third fund."


def test_a_number_in_thousands_written_out_is_read_whole_for_the_model(check: ConflictChecker) -> None:
    assert check.aligned("Forty-two thousand three hundred fans attended the final.",
                         "42,300 fans attended the final.") == "Forty-two thousand three hundred fans attended the final."
    assert check.aligned("Two thousand five hundred and forty delegates attended.",
                         "2,540 delegates attended.") == "Two thousand five hundred and forty delegates attended."
