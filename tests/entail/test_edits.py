"""A step that is the sentence with two parts traded places (gechat.entail.edits)."""

import pytest

from gechat.entail.conflicts import find_conflict
from gechat.entail.edits import transposed


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
    # from the session's second read: relations both ways, shared predicates, lists, distances
    ("Tom is as tall as Jerry.", "Jerry is as tall as Tom."),
    ("Marie Curie shared the 1903 Nobel Prize in Physics with Pierre Curie.",
     "Pierre Curie shared the 1903 Nobel Prize in Physics with Marie Curie."),
    ("In the trial, aspirin reduced clotting, as did heparin.", "In the trial, heparin reduced clotting, as did aspirin."),
    ("Yale rejected her application, and Harvard did too.", "Harvard rejected her application, and Yale did too."),
    ("The flag is blue, white and red.", "The flag is red, white and blue."),
    ("Dover is 34 km from Calais.", "Calais is 34 km from Dover."),
    ("The old mill stands next to the church.", "The church stands next to the old mill."),
    ("Keswick is twinned with Bad Neuenahr.", "Bad Neuenahr is twinned with Keswick."),
])
def test_no_trade_where_the_parts_hold_both_ways_or_the_roles_are_said_otherwise(premise, hypothesis):
    assert transposed(premise, hypothesis) == ""

