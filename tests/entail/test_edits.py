"""A step that is the sentence with two parts traded places, or one word turned to its opposite (gechat.entail.edits)."""

import pytest

from gechat.entail.conflicts import find_conflict
from gechat.entail.edits import transposed, turned_word


@pytest.mark.parametrize("premise, hypothesis", [
    ("It was founded in 1988 by editor Phil Semas and then managing editor Stacy Palmer.",
     "It was founded in 1988 by editor Stacy Palmer and then managing editor Phil Semas."),
    ("Patients received either placebo, etoricoxib 90 mg once daily, or naproxen 500 mg twice daily (2:2:1 allocation "
     "ratio).", "Patients received either placebo, etoricoxib 500 mg twice daily, or naproxen 90 mg once daily (2:2:1 "
     "allocation ratio)."),
    ("Treatment with caspofungin resulted in 0.40 (−0.12; 0.94) additional QALYs saved in comparison with liposomal "
     "amphotericin B.", "Treatment with liposomal amphotericin B resulted in 0.40 additional QALYs saved in comparison "
     "with caspofungin."),
    ("An experienced psychiatrist diagnosed these patients with a structured clinical interview for axis I disorders "
     "and a clinical psychologist conducted a clinical interview for in order to confirm the diagnosis.",
     "A clinical psychologist diagnosed these patients with a structured clinical interview for axis I disorders, and "
     "an experienced psychiatrist then conducted a clinical interview to confirm the diagnosis."),
    ("The home side scored twice in the first half and the visitors once in the second.",
     "The visitors scored twice in the first half and the home side once in the second."),
])
def test_two_parts_traded_around_what_ties_each_to_its_role_conflict(premise, hypothesis):
    assert transposed(premise, hypothesis)
    assert find_conflict(premise, hypothesis)


@pytest.mark.parametrize("premise, hypothesis", [
    # a relation that holds both ways, or parts paired by "and" alone
    ("Amara Obi is the business partner of Lukas Brandt in a Berlin architecture firm the two founded in 2015.",
     "Lukas Brandt is the business partner of Amara Obi."),
    ("Jonas Weber is the twin brother of the cyclist Felix Weber.", "Felix Weber is the twin brother of Jonas Weber."),
    ("Oslo and Bergen hosted the games.", "Bergen and Oslo hosted the games."),
    ("The trial compared sitagliptin with glipizide.", "The trial compared glipizide with sitagliptin."),
    # the converse in other words: another preposition, another voice
    ("Delmont Airways has leased four A320 aircraft from the lessor Skyreach Leasing.",
     "Skyreach Leasing has leased four A320 aircraft to Delmont Airways."),
    ("Smith beat Jones in the final.", "Jones was beaten by Smith in the final."),
    # two clauses told in the other order
    ("Amsterdam was settled by the Dutch, Geneva by the Swiss.", "Geneva was settled by the Swiss, Amsterdam by the "
     "Dutch."),
    # the same words, no swap
    ("The council approved the bridge on Monday.", "The council approved the bridge."),
])
def test_no_trade_where_the_parts_hold_both_ways_or_the_roles_are_said_otherwise(premise, hypothesis):
    assert transposed(premise, hypothesis) == ""


@pytest.mark.parametrize("premise, hypothesis", [
    ("He is the younger brother of former Feyenoord coach Erwin Koeman and the son of former Dutch international "
     "Martin Koeman.", "He is the older brother of former Feyenoord coach Erwin Koeman and the son of former Dutch "
     "international Martin Koeman."),
    ("The bridge opened before the new station.", "The bridge opened after the new station."),
    ("Sales rose in the third quarter.", "Sales fell in the third quarter."),
])
def test_one_word_turned_to_its_opposite_every_other_word_the_same_conflicts(premise, hypothesis):
    assert turned_word(premise, hypothesis)
    assert find_conflict(premise, hypothesis)


@pytest.mark.parametrize("premise, hypothesis", [
    ("Drivers older than 75 must renew their licence every three years.",
     "Drivers younger than 75 must renew their licence every three years."),  # a bound naming a group
    ("He is the younger brother of Erwin Koeman.", "He is the older brother of Erwin."),  # another word changed too
    ("He is the younger brother of Erwin Koeman.", "He is the younger brother of Erwin Koeman."),
    ("The firm hired forty engineers last year.", "The firm fired forty engineers last year."),  # not among the pairs
])
def test_no_turned_word_where_it_bounds_a_group_or_the_step_changes_more(premise, hypothesis):
    assert turned_word(premise, hypothesis) == ""
