"""Conflict and missing-figure rules added in session 28, each on sentences other than the probe tables'."""

from __future__ import annotations

import pytest

from gechat.entail.comparisons import outdone
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.unstated import unstated_figure
from gechat.entail.requirements import waived_requirement
from gechat.entail.proportions import share_conflict
from gechat.entail.quantities import quantities


@pytest.fixture(scope="module")
def checker() -> ConflictChecker:
    return ConflictChecker()


def test_a_measure_in_a_unit_of_another_kind_is_not_stated():
    assert "no such figure" in unstated_figure("The barrel holds 200 litres of cider.", "The barrel weighs 200 kilograms.")
    # an amount and its rate spelt out are read as two kinds: one family
    assert unstated_figure("The line carries 100 megabits per second.", "The line carries 100 Mbps.") == ""
    assert unstated_figure("The battery stores 75 kilowatt-hours.", "The battery stores 75 kWh.") == ""
    assert unstated_figure("The barrel holds 200 litres of cider.", "The barrel holds 200 l of cider.") == ""
    assert unstated_figure("The barrel holds 200 litres and weighs 200 kilograms.", "The barrel weighs 200 kilograms.") == ""


def test_half_a_unit_is_a_measure_and_a_value_of_another_ingredient_conflicts(checker):
    assert [(q.value, q.unit) for q in quantities("Add half a kilogram of rye flour.")] == [(0.5, "kg")]
    premise = "The dough uses 300 grams of brown sugar, half a kilogram of rye flour and two eggs."
    assert "0.5 kg" in checker(premise, "The dough uses 300 grams of rye flour.")
    assert checker(premise, "The dough uses 300 grams of brown sugar.") == ""


def test_a_total_of_listed_figures_is_no_conflict():
    premise = "The three lifeboats hold 20, 20 and 15 people."
    assert find_conflict(premise, "Together the lifeboats hold 55 people.") == ""
    assert "70 people" in find_conflict(premise, "Together the lifeboats hold 70 people.")


def test_a_share_word_against_another_that_allows_no_share_in_common():
    premise = "Only a handful of the 40 volunteers returned the survey by the deadline."
    assert "a handful" in share_conflict(premise, "Most of the volunteers returned the survey by the deadline.")
    assert share_conflict(premise, "Few volunteers returned the survey by the deadline.") == ""
    # another claim of the same group: nothing to hold against
    assert share_conflict(premise, "Most of the volunteers liked the survey.") == ""


def test_others_put_past_the_first_of_a_group():
    premise = "Mount Elbrus is the highest mountain in Europe."
    assert "Elbrus" in outdone(premise, "Several mountains in Europe are higher than Mount Elbrus.")
    assert outdone(premise, "Several mountains in Europe are lower than Mount Elbrus.") == ""
    assert outdone(premise, "Several mountains in Europe are older than Mount Elbrus.") == ""
    # another group, another place, another time: nothing to hold against
    assert outdone("Maria is the tallest girl in the class.", "Several boys in the class are taller than Maria.") == ""
    assert outdone(premise, "Several mountains in Asia are higher than Mount Elbrus.") == ""
    assert outdone("In 1900 London was the largest city in the world.", "Several cities are now larger than London.") == ""


def test_a_state_that_ended_at_a_time_is_contradicted_by_now(checker):
    premise = "Mr Osei, who coached the under-16 team until 2021, now teaches maths at the school."
    assert "until 2021" in checker(premise, "Mr Osei currently coaches the under-16 team.")
    assert checker("The offer is valid until December.", "The offer is currently valid.") == ""
    # a state that came back, a denial that held until then, an "only" that ended
    assert "until" not in checker("The station was called Central until 1990 and has been called Central again "
                                  "since 2010.", "The station is still called Central.")
    assert "until" not in checker("The café was open only at weekends until 2021, but it now trades every day.",
                                  "The café is now open at weekends.")


def test_what_the_sentence_requires_the_step_may_not_let_go():
    premise = "All visitors must register at reception before they enter."
    assert "requires" in waived_requirement(premise, "Visitors may enter without registering at reception.")
    assert waived_requirement(premise, "Visitors may enter without a mask.") == ""
    assert waived_requirement("Visitors do not need to register.", "Visitors may go in without registering.") == ""
    # an exception, a negated step, someone or some time the sentence does not name
    assert waived_requirement("Visitors must register at reception, except on open days.",
                              "On open days visitors may enter without registering at reception.") == ""
    assert waived_requirement(premise, "No visitor may enter without registering at reception.") == ""
    assert waived_requirement(premise, "In August visitors may enter without registering at reception.") == ""


def test_after_the_sealed_read_vague_dozens_bounds_and_products_are_no_figure_conflict():
    # the sealed table s28b showed each as a false conflict; checked here on other sentences
    assert quantities("Several dozen volunteers cleared the beach.") == []
    assert [q.value for q in quantities("Two dozen volunteers cleared the beach.")] == [24.0]
    assert find_conflict("Lorries must not exceed 7.5 tonnes on the bridge.",
                         "A lorry of 10 tonnes on the bridge breaks the rule.") == ""
    assert find_conflict("Entries received before 30 April are entered into the draw.",
                         "An entry received on 12 April is entered into the draw.") == ""
    assert "12 May" in find_conflict("Entries received before 30 April are entered into the draw.",
                                     "An entry received on 12 May is entered into the draw.")
    farm = "The farm has 40 cows, and each gives an average of 25 litres of milk a day."
    assert find_conflict(farm, "The cows give 1,000 litres of milk a day in total.") == ""


def test_many_of_a_group_does_not_state_most_of_it(checker):
    premise = "Many of the houses on the estate have solar panels on their roofs."
    assert "'many of the houses'" in checker.missing(premise, "Most of the houses on the estate have solar panels on their roofs.")
    assert checker.missing(premise, "Some of the houses on the estate have solar panels on their roofs.") == ""
