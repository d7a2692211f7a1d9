"""Figures given as limits: two caps of one measure conflict, and a weaker limit follows from a stronger one."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.restatements import restatement
from gechat.entail.limits import limit_conflict, limits, limits_compatible, limits_follow, side_conflict
from gechat.entail.quantities import is_quantity_reason
from gechat.entail.unstated import measure_limit_unstated


@pytest.fixture(scope="module")
def checker() -> ConflictChecker:
    return ConflictChecker()


def test_limits_are_read_with_their_direction_and_figure() -> None:
    read = [(lim.upper, lim.strict, lim.figure.value, lim.figure.unit) for lim in limits(
        "Each crate holds up to 24 bottles and must weigh at least 5 kg, but fewer than 3 crates fit a shelf.")]
    assert read == [(True, False, 24.0, "bottle"), (False, False, 5.0, "kg"), (True, True, 3.0, "crate")]
    # a denied limit is the other limit (session 61): "not … more than 90 days" is at most 90 days
    assert [(lim.upper, lim.strict, lim.figure.value, lim.words) for lim in limits(
        "Passwords may not stay unchanged for more than 90 days.")] == [(True, False, 90.0, "not more than")]


@pytest.mark.parametrize(("premise", "step"), [
    ("Hand luggage may weigh no more than 8 kilograms.", "Hand luggage of up to 10 kg is allowed."),
    ("The lift carries up to 12 passengers.", "The lift carries at most 16 passengers."),
    ("Applicants must have at least 3 years of experience.", "Applicants need a minimum of 5 years of experience."),
])
def test_two_limits_of_one_measure_conflict(premise: str, step: str) -> None:
    assert limit_conflict(premise, step).startswith("the step says ") and is_quantity_reason(limit_conflict(premise, step))
    assert find_conflict(premise, step) == limit_conflict(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("At least 60 homes were flooded in the village.", "More than 50 homes were flooded in the village."),
    ("Some 75 homes were flooded in the village.", "At least 60 homes were flooded in the village."),
    ("The lift carries at most 12 passengers.", "The lift carries up to 12 passengers."),
])
def test_a_limit_that_follows_restates(premise: str, step: str) -> None:
    assert limits_follow(premise, step)
    assert restatement(premise, step)
    assert find_conflict(premise, step) == ""


def test_a_rough_figure_gives_no_limit_at_its_own_value() -> None:
    assert not limits_follow("Around 40 people were evacuated.", "At least 40 people were evacuated.")


def test_a_cap_the_sentence_also_gives_or_a_cap_of_another_thing_is_no_conflict() -> None:
    premise = "Adults may take up to 8 tablets in 24 hours, and no more than 2 tablets at a time."
    assert limit_conflict(premise, "Adults may take up to 2 tablets at a time.") == ""
    assert limit_conflict("The hall seats up to 500 guests; the terrace holds up to 80 guests.",
                          "The hall seats up to 500 guests.") == ""


def test_a_stronger_limit_of_a_count_is_unsupported_not_contradicted(checker) -> None:
    premise, step = "At least 60 homes were flooded in the village.", "More than 90 homes were flooded in the village."
    assert not limits_follow(premise, step) and limits_compatible(premise, step)
    assert checker.missing(premise, step) == "the step's limit of 90 home does not follow from the sentence's figures"
    assert not checker.can_contest(premise, step) and find_conflict(premise, step) == ""
    # against an upper limit it cannot hold: no longer compatible
    assert not limits_compatible("At most 60 homes were flooded in the village.", step)


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    ("The lorry weighed 45 tonnes, just over the 44-tonne limit for the bridge.",
     "The lorry was within the bridge's limit.", True),
    ("The lorry weighed 41 tonnes, well under the 44-tonne limit for the bridge.",
     "The lorry exceeded the weight limit for the bridge.", True),
    ("Spending on the new library stayed within budget.", "Spending on the new library went over budget.", True),
    ("Nitrate levels in the river were above the safe threshold in May.",
     "Nitrate levels in the river stayed below the safe threshold in May.", True),
    ("Spending on the new library stayed within budget.", "Spending on the new library did not exceed the budget.",
     False),  # denied: the same side
    ("The van was under the weight limit.", "The van was over the height limit.", False),  # "the limit" of each
])
def test_a_figure_over_a_limit_the_sentence_puts_it_under_conflicts(premise: str, step: str, conflicts: bool) -> None:
    assert side_conflict(premise, step).startswith("the step puts it ") if conflicts else side_conflict(premise, step) == ""
    assert bool(find_conflict(premise, step)) == conflicts  # "above" / "below" may be read as antonyms first


@pytest.mark.parametrize(("premise", "step"), [
    ("Emissions stayed well below the legal limit.", "Emissions did not come close to exceeding the legal limit."),
    ("All the schools stayed within budget.", "None of the schools exceeded their budget."),
    ("Under the rent cap, landlords may raise rents by no more than 5 percent a year.",
     "Rent rises above the cap are not allowed."),  # "Under the cap, ..." frames; "rises above the cap" restricts
    ("Passengers on budget airlines pay extra for bags over the allowance.",
     "Passengers pay nothing extra for bags within the allowance."),
])
def test_a_denied_framing_or_restricting_side_is_no_side(premise: str, step: str) -> None:
    assert side_conflict(premise, step) == ""


@pytest.mark.parametrize(("premise", "step", "read_as"), [
    ("Voter turnout in the referendum reached 72.5 percent, the highest since 1992.",
     "Turnout in the referendum was above 70 percent.", "Turnout in the referendum was 72.5 percent."),
    ("Revenue reached $5.2 million in 2023.", "Revenue exceeded $5 million in 2023.",
     "Revenue reached $5.2 million in 2023."),
])
def test_a_bound_the_sentences_value_gives_is_read_as_that_value(check: ConflictChecker, premise: str, step: str,
                                                                 read_as: str) -> None:
    assert not find_conflict(premise, step, parse=check.parse)
    assert check.missing(premise, step) == ""
    assert check.aligned(premise, step) == read_as  # what the model reads


def test_a_bound_the_sentences_value_does_not_give_is_not_stated(check: ConflictChecker) -> None:
    premise = "Voter turnout in the referendum reached 68 percent."
    assert check.missing(premise, "Turnout in the referendum was above 70 percent.")
    assert check.aligned(premise, "Turnout in the referendum was above 70 percent.") == \
        "Turnout in the referendum was above 70 percent."


def test_a_bound_is_read_against_the_value_said_of_the_same_thing(check: ConflictChecker) -> None:
    premise = "Support for the plan was 72 percent, while turnout was 40 percent."
    assert check.missing(premise, "Turnout was above 70 percent.")
    assert check.aligned(premise, "Turnout was above 70 percent.") == "Turnout was above 70 percent."


def test_two_temperature_bounds_are_read_without_error(check: ConflictChecker) -> None:
    find_conflict("Temperatures stayed below 0 degrees Celsius all week.",
                  "Temperatures stayed below 32 degrees Fahrenheit all week.", parse=check.parse)
    check.missing("Temperatures stayed below 0 degrees Celsius all week.",
                  "Temperatures stayed below 32 degrees Fahrenheit all week.")


def test_two_caps_of_one_thing_worded_apart_conflict_and_a_capacity_is_a_cap() -> None:
    assert find_conflict("The charger delivers up to 65 W over USB-C and recharges the battery in 90 minutes.",
                         "The charger can supply a maximum of 45 W through its USB-C connection.")
    assert find_conflict("The lift can carry at most 8 people.", "The lift has a maximum capacity of 10 people.")
    assert find_conflict("The lift can carry at most 8 people.", "The lift has a maximum capacity of 8 people.") == ""


def test_caps_of_two_things_or_two_measures_are_no_conflict() -> None:
    assert find_conflict("The laptop charger delivers up to 65 W over USB-C.",
                         "The phone charger supplies a maximum of 20 W over USB-C.") == ""
    assert find_conflict("The dam can release up to 3,000 cubic metres per second through its spillway.",
                         "The dam's turbines can pass a maximum flow of 800 cubic metres per second.") == ""


def test_a_limit_written_in_words_of_the_teens_is_read() -> None:
    # the chapter 13 handbook: a why-question's premise said "at least fourteen days" where the rule is seven
    read = limits("The debtor must give the trustee a copy at least fourteen days before the meeting of creditors.")
    assert [(lim.upper, lim.figure.value, lim.figure.unit) for lim in read] == [(False, 14.0, "day")]


@pytest.mark.parametrize(("premise", "step", "stated"), [
    # no figure at all in the sentence: the limit is not stated
    ("Some standing trustees conduct this inquiry at a meeting prior to the meeting of creditors; others request that "
     "the debtor bring documents such as tax returns to the meeting of creditors.",
     "A chapter 13 debtor must give the standing trustee a copy of the most recent tax return at least fourteen days "
     "before the meeting of creditors.", False),
    ("The Authority may require any licence holder to provide such information as it reasonably considers necessary.",
     "The Authority must give licence holders at least 14 days to respond.", False),
    # a sentence with figures of its own may give the limit by arithmetic: left to the other readings
    ("Construction of the cathedral began in 1248 and was not completed until 1880.",
     "The cathedral took more than six centuries to finish.", True),
    ("Dr Osei has led the cardiology unit for over a decade.", "Osei has headed the unit for more than ten years.", True),
    # a limit in brackets is a detail the step adds
    ("The Authority may require any licence holder to provide information.",
     "The Authority may require information (within at least 14 days).", True),
])
def test_a_limit_of_a_measure_is_not_stated_by_a_sentence_of_no_figure(premise: str, step: str, stated: bool) -> None:
    assert (measure_limit_unstated(premise, step) == "") is stated
