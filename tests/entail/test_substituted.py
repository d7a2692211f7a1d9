"""Another participant of the same kind (`gechat.entail.substituted`): two names WordNet files under one kind, the
two sides of one relation, and the judge's reading of a step that gives the sentence's act to the other one."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, default_parse
from gechat.entail.parties import opposite_sides
from gechat.entail.substituted import kin, other_of_kind


@pytest.fixture(scope="module")
def check() -> ConflictChecker:
    return ConflictChecker()


@pytest.mark.parametrize(("step_name", "sentence_name", "kind"), [
    ("Sweden", "Norway", "scandinavian country"),
    ("Paris", "Lyon", "city"),
    ("Texas", "Ohio", "american state"),
    ("Seine", "Thames", "river"),
])
def test_two_names_of_one_kind(step_name: str, sentence_name: str, kind: str) -> None:
    assert kin(step_name, sentence_name) == kind


@pytest.mark.parametrize(("step_name", "sentence_name"), [
    ("Netherlands", "Holland"),  # two names of one country
    ("England", "London"),  # a country and its city: no shared kind
    ("Kellworth", "Norway"),  # a name WordNet does not know
    ("Norway", "Norway"),
])
def test_names_of_one_thing_or_unknown_are_not_read(step_name: str, sentence_name: str) -> None:
    assert kin(step_name, sentence_name) == ""


def test_the_two_sides_of_one_relation() -> None:
    assert opposite_sides("tenant", "landlord") and opposite_sides("buyer", "seller")
    assert not opposite_sides("tenant", "lessee") and not opposite_sides("nurse", "doctor")


@pytest.mark.parametrize(("premise", "hypothesis"), [
    ("Norway signed the fisheries agreement with the European Union in Brussels on Friday.",
     "Sweden signed the fisheries agreement with the European Union in Brussels on Friday."),
    ("Only the Landlord may sublet the garage.", "The tenant may sublet the garage."),
    ("Only the Tenant may use the parking space on weekdays.", "The landlord may use the parking space."),
])
def test_the_act_given_to_another_is_not_stated(check: ConflictChecker, premise: str, hypothesis: str) -> None:
    assert other_of_kind(default_parse(premise), default_parse(hypothesis))
    assert check.missing(premise, hypothesis)


@pytest.mark.parametrize(("premise", "hypothesis"), [
    # common nouns of one kind: too often the same participant in other words, left to the model
    ("Reporters questioned the minister about the leaked memo.", "Journalists questioned the minister about the memo."),
    ("Residents evacuated the village as the floodwaters rose.", "Villagers evacuated the village."),
    ("The poll found that 62% of voters backed the proposal.", "The survey found that 62% of voters backed it."),
    ("Nurses at St Anne's Hospital voted to strike.", "Doctors at St Anne's Hospital voted to strike."),
    # a participant the sentence names anywhere, a measure, another verb
    ("Nurses and doctors at St Anne's Hospital voted to strike.", "Doctors at St Anne's Hospital voted to strike."),
    ("The kitchen renovation took 13 weeks.", "The kitchen renovation took 3 months."),
    ("Norway signed the agreement, and Sweden welcomed it.", "Sweden welcomed the agreement."),
])
def test_other_words_for_one_participant_are_left_alone(premise: str, hypothesis: str) -> None:
    assert other_of_kind(default_parse(premise), default_parse(hypothesis)) == ""
