"""Readings from session 80's blind table and second read: a rough figure made exact, a suggested finding said to be
shown, a thing set aside with "albeit not" asserted, what is kept from happening read as denied."""

import pytest

from gechat.entail.alternatives import with_as_instead
from gechat.entail.conflicts import default_parse, find_conflict
from gechat.entail.exclusions import contrasted_conflict
from gechat.entail.polarity import negation_conflict, prevented_denied
from gechat.entail.report_verbs import reported_stronger
from gechat.entail.rough import made_exact


@pytest.mark.parametrize("premise, hypothesis", [
    ("He wrote approximately 38 plays and 154 sonnets, as well as a variety of other poems.",
     "He wrote exactly 38 plays and 154 sonnets, as well as a variety of other poems."),
    ("Roughly 4,000 people live in the village.", "Precisely 4,000 people live in the village."),
    ("The appeal raised about $3,000 for the hospice.", "The appeal raised exactly $3,000 for the hospice."),
])
def test_a_figure_the_sentence_gives_roughly_is_not_stated_as_exact(premise, hypothesis):
    assert made_exact(premise, hypothesis)


@pytest.mark.parametrize("premise, hypothesis", [
    ("He wrote approximately 38 plays.", "He wrote about 38 plays."),  # rough on both sides
    ("He wrote exactly 38 plays.", "He wrote exactly 38 plays."),  # exact on both sides
    ("He wrote 38 plays.", "He wrote exactly 38 plays."),  # the sentence's plain figure
    ("Roughly 4,000 people live in the village.", "Exactly 40 houses stand in the village."),  # another figure
    # the sentence also gives the figure as it is (second read)
    ("The depot has about 50 employees and exactly 50 delivery trucks.", "The depot has exactly 50 delivery trucks."),
])
def test_no_made_exact_reading_where_the_sentence_gives_the_figure_as_it_is_or_another_figure(premise, hypothesis):
    assert made_exact(premise, hypothesis) == ""


@pytest.mark.parametrize("premise, hypothesis", [
    ("Our results suggest that co-artemether has specific activity against immature sequestered gametocytes, and has "
     "the capacity to minimise transmission of drug-resistant parasites.",
     "The results demonstrate that co-artemether has specific activity against immature sequestered gametocytes and "
     "minimises the transmission of drug-resistant parasites."),
    ("These findings imply that regular exercise lowers resting blood pressure in older adults.",
     "These findings prove that regular exercise lowers resting blood pressure in older adults."),
])
def test_a_finding_the_sentence_only_suggests_is_not_shown(premise, hypothesis):
    assert reported_stronger(premise, hypothesis)


@pytest.mark.parametrize("premise, hypothesis", [
    ("The trial showed that the drug reduced relapse.", "The trial demonstrated that the drug reduced relapse."),
    ("Our results suggest that the drug reduces relapse.", "Our results indicate that the drug reduces relapse."),
    ("Our results suggest that the drug reduces relapse.", "The trial demonstrated that the vaccine was safe in "
     "children under five."),  # another finding
    # the sentence settles it later, or reads an instrument (second read)
    ("Preliminary data suggested that the vaccine was safe; the phase III trial proved this.",
     "Later work demonstrated that the vaccine was safe."),
    ("The sensor readings indicate that the battery is fully charged.",
     "The sensor readings show that the battery is fully charged."),
])
def test_no_stronger_report_where_both_hold_it_alike_or_the_finding_differs(premise, hypothesis):
    assert reported_stronger(premise, hypothesis) == ""


def test_a_thing_set_aside_with_albeit_not_asserted_conflicts():
    premise = ("Currently owned and operated by Opry Entertainment (a division of Ryman Hospitality Properties, Inc.), "
               "it is the longest-running radio broadcast in US history, albeit not the longest-running one on a radio "
               "network.")
    assert contrasted_conflict(premise, "Currently owned by Opry Entertainment, it is the longest-running radio "
                                        "broadcast in US history and also the longest-running one on a radio network.")
    assert contrasted_conflict(premise, "It is the longest-running radio broadcast in US history.") == ""
    assert contrasted_conflict("The drug, though not the cheapest option, was the most effective.",
                               "The drug was the cheapest option.")
    # not a time or agent the sentence sets aside while saying the thing happened (second read)
    assert contrasted_conflict("The storm weakened, though not before it flooded the coastal towns.",
                               "The storm flooded the coastal towns.") == ""
    assert contrasted_conflict("The plan was approved, though not by the full board, which met later.",
                               "The full board met later.") == ""


@pytest.mark.parametrize("premise, hypothesis", [
    ("Enterprise resources should not be reachable without accessing a PEP.",
     "Enterprise resources are kept from being reachable without accessing a PEP."),
    ("The tenant is prohibited from keeping pets in the unit without the landlord's written permission.",
     "Without written permission from the landlord, the tenant may not keep pets in the unit."),
    # each of a coordination kept from happening (session 81: near-miss s80's N33, declined on this reading)
    ("Resources may not even be discoverable without accessing a PEP.",
     "Enterprise resources are kept from being reachable or discoverable without accessing a PEP."),
    ("Visitors must not photograph the exhibits.", "Visitors are barred from touching, filming or photographing the "
                                                   "exhibits."),
])
def test_what_is_kept_from_happening_agrees_with_its_denial(premise, hypothesis):
    assert negation_conflict(premise, hypothesis, default_parse) == ""
    assert prevented_denied(hypothesis, premise) or prevented_denied(premise, hypothesis)


@pytest.mark.parametrize("premise, hypothesis", [
    ("Protesters were kept from entering, and the guards were armed.", "The guards were not armed."),
    ("A fence keeps deer from grazing, or the crop would be lost.", "The crop would not be lost."),
    ("The suspects were prevented from leaving, and searched by officers.", "The suspects were not searched."),
    ("Tenants are prohibited from subletting, and pay rent monthly.", "Tenants do not pay rent monthly."),
    ("She was kept from school and taught at home by her aunt.", "She was not taught at home."),
])
def test_a_coordination_kept_from_happening_does_not_take_in_the_next_clause(premise, hypothesis):
    # second read, session 81: the words of another clause are not kept from happening
    assert not prevented_denied(premise, hypothesis)


def test_a_denial_of_the_preventing_itself_still_conflicts():
    # the other side denies the preventing, not the act: no agreement read
    assert not prevented_denied("Carmen prevented Nancy from escaping.", "Carmen didn't prevent Nancy from escaping.")
    assert negation_conflict("Carmen prevented Nancy from escaping.", "Carmen didn't prevent Nancy from escaping.",
                             default_parse)


@pytest.mark.parametrize("premise, hypothesis", [
    ("Security categories are to be used in conjunction with vulnerability and threat information in assessing the "
     "risk to an organization.", "Security categories are meant to be used in place of vulnerability and threat "
                                 "information when an organization assesses its risk."),
    ("Use the spray together with the cream.", "Use the spray instead of the cream."),
    ("Use the spray instead of the cream.", "Use the spray together with the cream."),
])
def test_a_thing_used_with_another_is_not_used_in_its_place(premise, hypothesis):
    assert with_as_instead(premise, hypothesis)
    assert find_conflict(premise, hypothesis)


@pytest.mark.parametrize("premise, hypothesis", [
    ("The new test should be used alongside the existing screening, not instead of it.",
     "The new test is used alongside the existing screening."),  # the same use
    ("The new test should be used alongside the existing screening, not instead of it.",
     "The new test should not be used instead of the existing screening."),  # a denial of the other use
    ("Use the spray together with the cream.", "Serve the fish instead of the cream."),  # another thing used
])
def test_no_conflict_where_both_sides_tell_the_same_use_or_another_thing(premise, hypothesis):
    assert with_as_instead(premise, hypothesis) == ""
