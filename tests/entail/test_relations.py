"""A relation said with "to be" and a relational noun, its two sides traded (`gechat.entail.relations`)."""

from __future__ import annotations

import pytest

from gechat.entail.relations import relations, traded


@pytest.mark.parametrize(("premise", "step"), [
    ("Helix Corp is the parent company of Brightline Software.", "Brightline Software is the parent company of Helix "
                                                                 "Corp."),
    ("Brightline Software is a subsidiary of Helix Corp.", "Helix Corp is a subsidiary of Brightline Software."),
    ("Paris is the capital of France.", "France is the capital of Paris."),
    ("Anna is Tom's manager.", "Tom is Anna's manager."),
    ("Dr. Mensah was the supervisor of Lena's thesis.", "Lena was the supervisor of Dr. Mensah's thesis."),
    ("Halvorsen Logistics, a wholly owned subsidiary of Norbeck Group, reported a 12 percent rise in revenue.",
     "Norbeck Group is a subsidiary of Halvorsen Logistics."),  # the noun set beside the name
])
def test_the_sides_traded_conflict(check, premise, step):
    assert traded(premise, step, check.parse).startswith("the step trades the sides of")
    assert check(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("Helix Corp is the parent company of Brightline Software.", "Brightline Software's parent company is Helix "
                                                                 "Corp."),
    ("The capital of France is Paris.", "Paris is the capital of France."),
    ("Anna is Tom's partner.", "Tom is Anna's partner."),  # a relation that holds both ways
    ("Jonas Weber is the twin brother of the cyclist Felix Weber.", "Felix Weber is the twin brother of Jonas Weber."),
    ("Anna is Tom's manager.", "Anna is not Tom's manager."),
    ("Helix Corp is the parent company of Brightline.", "Brightline is a subsidiary company of Helix Corp."),
    ("Brightline is a sister company of Helix Corp.", "Helix Corp is a sister company of Brightline."),
    ("Tom is the brother of Sam.", "Sam is the brother of Tom."),  # both may hold
    ("Smith was Jones's manager until 2010, and Jones was Smith's manager after 2015.",
     "Jones was Smith's manager after 2015."),  # the sentence states the step's way too
])
def test_the_same_relation_or_one_that_holds_both_ways_does_not(check, premise, step):
    assert traded(premise, step, check.parse) == ""


def test_a_relation_is_read_in_each_of_its_forms(check):
    forms = ("Helix Corp is the parent company of Brightline.", "Helix Corp is Brightline's parent company.",
             "The parent company of Brightline is Helix Corp.")
    read = [relations(check.parse(f)) for f in forms]
    assert all(len(r) == 1 and r[0][0].endswith("company") for r in read)
    assert {r[0][1].name for r in read} == {"helix corp"}
    assert relations(check.parse("Anna is not Tom's manager.")) == []  # a denied relation states none
