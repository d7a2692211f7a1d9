"""Numbers in the sentence's notation before the model reads a pair, and figures a sentence does not state."""

from __future__ import annotations

import pytest

from gechat.entail.base import Entailer, judgment
from gechat.entail.conflicts import ConflictChecker
from gechat.entail.notation import aligned, numbers
from gechat.entail.unstated import unstated_figure

PUPILS = "The school enrolled 1,500,000 pupils across the region last year."


@pytest.mark.parametrize(("premise", "step", "read"), [
    (PUPILS, "The school enrolled 1.5 million pupils.", "The school enrolled 1,500,000 pupils."),
    ("The school enrolled 1.5 million pupils.", "It enrolled 1,500,000 pupils.", "It enrolled 1.5 million pupils."),
    ("The committee, made up of eleven members, met in the town hall.", "The committee has 11 members.",
     "The committee has eleven members."),
    ("The airline operates 27 aircraft on domestic routes.", "The airline operates twenty-seven aircraft.",
     "The airline operates 27 aircraft."),
    ("Roughly 55% of the respondents said they cycle to work.", "Roughly 55 percent of the respondents cycle.",
     "Roughly 55% of the respondents cycle."),
    ("The discount is 15 per cent for members.", "Members get a 15% discount.", "Members get a 15 per cent discount."),
    ("The runner completed the 10 km race in 41 minutes.", "The runner ran a 10 kilometre race.",
     "The runner ran a 10 km race."),
    ("The bakery sells a dozen rolls for four euros.", "The bakery sells 12 rolls.", "The bakery sells a dozen rolls."),
    ("The charity planted a million trees in ten years.", "The charity planted 1,000,000 trees.",
     "The charity planted a million trees."),
    ("Half of the land is used for grazing.", "50% of the land is used for grazing.",
     "Half of the land is used for grazing."),
    ("Officials said that half the budget went on salaries.", "About 50 percent of the budget went on salaries.",
     "About half of the budget went on salaries."),
    ("Half of the land (50% of the farm) is used for grazing.", "50 percent of the farm is used for grazing.",
     "50% of the farm is used for grazing."),  # the share written in digits as well: the digits are kept
    ("The webinar starts at 14:00 and lasts an hour.", "The webinar starts at 2 pm.", "The webinar starts at 14:00."),
    ("Doors open at 7.30pm on Fridays.", "Doors open at 19:30 on Fridays.", "Doors open at 7.30pm on Fridays."),
    ("The ferry leaves at 7:30.", "The ferry leaves at 7:30 pm.", "The ferry leaves at 7:30 pm."),  # half unknown
])
def test_the_steps_numbers_are_written_as_the_sentence_writes_them(premise: str, step: str, read: str) -> None:
    assert aligned(premise, step) == read


@pytest.mark.parametrize(("premise", "step"), [
    ("The tank holds 500 litres of water and is refilled weekly.", "The tank holds 500 millilitres of water."),
    ("The ship carried 340 passengers and 28 crew when it left Lisbon.", "The ship carried 340 passengers."),
    ("The bridge reopened on March 3, 2019, after repairs.", "The bridge reopened on 3 March 2019."),
    ("Some 20 people came to the meeting.", "People came to the twenty-first meeting."),
    ("The river flows through three countries.", "The river is 900 kilometres long."),
    ("Half of the land is used for grazing.", "50 hectares of the land are used for grazing."),
    ("Dozens of rolls were sold.", "The bakery sold 12 rolls."),
    ("Half a dozen banks were fined.", "12 banks were fined."),  # six, not twelve
    ("Half of the staff work remotely, and revenue fell sharply.", "Revenue fell by 50%."),  # a share of another thing
])
def test_other_values_units_and_agreeing_notations_are_left_as_written(premise: str, step: str) -> None:
    assert aligned(premise, step) == step


def test_numbers_read_separators_scales_and_number_words() -> None:
    found = [(n.value, n.surface) for n in numbers("ninety-nine balloons, eleven men, 3.5 million and 1,200 km.")]
    assert found == [(99.0, "ninety-nine"), (11.0, "eleven"), (3.5e6, "3.5 million"), (1200.0, "1,200 km")]


class _Reading(Entailer):
    """A model that records the pairs it was given and reads every one the same way."""

    def __init__(self, entailment: float = 0.9, contradiction: float = 0.0) -> None:
        super().__init__()
        self.read: list[tuple[str, str]] = []
        self.entailment, self.contradiction = entailment, contradiction

    def _judge(self, premises, hypotheses):
        self.read += list(zip(premises, hypotheses, strict=True))
        return [judgment(self.entailment, self.contradiction) for _ in premises]

    def _score(self, premises, hypotheses):
        return [0.9] * len(premises)


def test_the_model_reads_the_aligned_step_and_the_checks_the_step_as_written() -> None:
    judge = _Reading()
    judge.conflicts = ConflictChecker()
    same, other = judge.judge([PUPILS, "The tank holds 500 litres of water."],
                              ["The school enrolled 1.5 million pupils.", "The tank holds 500 millilitres of water."])
    assert judge.read[0] == (PUPILS, "The school enrolled 1,500,000 pupils.")
    assert same.entailment == pytest.approx(0.9) and not same.conflict
    assert "500 ml" in other.conflict and other.contradiction >= 0.95


@pytest.mark.parametrize(("premise", "step", "reason"), [
    ("The company opened an office in Berlin.", "The company's Berlin office employs 200 people.",
     "the step gives 200 people; the sentence states no such figure"),
    ("It cost $4 million to build.", "It cost $4 billion to build.",
     "the step gives $4 billion; the sentence states no such figure"),
    ("The bridge reopened in March after repairs.", "The bridge reopened on 3 March 2019.",
     "the step gives 3 March 2019; the sentence states no such date"),
    ("The band released its debut album in 1999.", "The band's debut album sold a million copies.",
     "the step gives 1 million copy; the sentence states no such figure"),
    ("Half a million people fled the city.", "1 million people fled the city.",
     "the step gives 1 million people; the sentence states no such figure"),
])
def test_a_figure_the_sentence_does_not_state_is_named(premise: str, step: str, reason: str) -> None:
    assert unstated_figure(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("It cost $4bn to build the line.", "It cost $4 billion to build the line."),
    ("The school has twelve teachers.", "The school has 12 teachers."),
    ("In 2019, the bridge reopened on 3 March after repairs.", "The bridge reopened on 3 March 2019."),
    ("The bridge reopened on 3 March 2019 after repairs.", "The bridge reopened in March."),
    ("The singer released her first album in 2008.", "The singer released an album."),
    ("The album sold one million copies in its first year.", "The album sold a million copies."),
])
def test_figures_stated_in_any_notation_are_stated(premise: str, step: str) -> None:
    assert unstated_figure(premise, step) == ""


def test_a_missing_figure_keeps_the_readings_and_stops_support() -> None:
    judge = _Reading(entailment=0.9)
    judge.conflicts = ConflictChecker()
    office, stated = judge.judge(["The company opened an office in Berlin."] * 2,
                                 ["The company's Berlin office employs 200 people.", "The company opened an office."])
    assert "200 people" in office.missing and not office.conflict and not office.unstated
    assert office.entailment == pytest.approx(0.9) and stated.missing == ""
    judge = _Reading(entailment=0.15, contradiction=0.8)
    judge.conflicts = ConflictChecker()
    against, = judge.judge(["Turnout was 63 percent, higher than expected."], ["Turnout was 36 percent."])
    assert against.contradiction == pytest.approx(0.8) and "36%" in against.missing


def test_a_sentence_missing_a_figure_ranks_but_never_supports() -> None:
    from gechat.records import ScoredSentence, Sentence

    sentence = Sentence("s0", "d", 0, "The company opened an office in Berlin.", 0, 39)
    scored = ScoredSentence(sentence, 0.9, 0.0, 0.45, missing="the step gives 200 people; the sentence states no such figure")
    assert scored.reads_as_entailing(0.5) and not scored.entails(0.5)


def test_words_that_state_a_figure_state_it() -> None:
    assert unstated_figure("Both cashiers that exited the school don't listen to Brenda.",
                           "There are exactly two cashiers that exited the school.") == ""
    assert unstated_figure("Half of the island is covered by forest.", "50% of the island is covered by forest.") == ""
    assert unstated_figure("The cashiers exited the school.", "Two cashiers exited the school.")


def test_numbers_in_names_are_neither_rewritten_nor_asked_for() -> None:
    step = "Methanesulfonyl fluoride SNX-001 decreased AChE activity compared with placebo."
    assert aligned("AChE fell (F(1,8) = 212.0, P < 0.001) in 1 of 2 arms.", step) == step
    assert unstated_figure("MSF decreased AChE activity compared with placebo.", step) == ""
    assert unstated_figure("The A380 carried passengers.", "The Airbus A380 carried 500 passengers.")


@pytest.mark.parametrize(("premise", "step"), [
    ("Both countries agreed to cut tariffs.", "Both countries agreed to cut tariffs by 2%."),  # "both" is a count
    ("Half of the staff left the firm.", "50 employees left the firm."),  # "half" is a share
    ("The plant opened last year.", "The plant opened in mid-2020."),
    ("The airline ordered A380 jets in 2019.", "The airline ordered 380 jets in 2019."),
    ("Turnout was high.", "Turnout was 0% in the north."),
])
def test_figures_the_sentence_only_seems_to_state_are_asked_for(premise: str, step: str) -> None:
    assert unstated_figure(premise, step)


def test_the_digits_of_a_name_are_no_quantity() -> None:
    from gechat.entail.figures import quantity_conflict

    assert quantity_conflict("The airline flies 40 A380 aircraft.", "The airline flies 40 aircraft.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Secret City returns to Netflix in March 2019 with six new episodes.", "It launched on Netflix on March 6, 2019."),
    ("Monday, Nov 05, 2018 02:15 PM", "He was waived on November 5, 2018."),
])
def test_a_number_of_another_thing_or_a_clocks_digits_are_left_alone(premise: str, step: str) -> None:
    assert aligned(premise, step) == step


@pytest.mark.parametrize(("premise", "step", "read"), [
    ("A quarter of the members voted against the merger.", "25% of the members voted against the merger.",
     "A quarter of the members voted against the merger."),
    ("Two thirds of the households own a car.", "66.7% of the households own a car.",
     "two thirds of the households own a car."),
    ("The concert lasted two hours.", "The concert lasted 120 minutes.", "The concert lasted two hours."),
    ("The new cable is 1.2 km long.", "The new cable is 1,200 metres long.", "The new cable is 1.2 km long."),
])
def test_shares_in_words_and_other_units_of_a_scale_are_written_as_the_sentence_writes_them(
        premise: str, step: str, read: str) -> None:
    assert aligned(premise, step).lower() == read.lower()
    assert unstated_figure(premise, step) == ""


@pytest.mark.parametrize(("premise", "step", "reason"), [
    ("The hall can seat at most 400 guests.", "The hall seats 400 guests.",
     "the step gives 400 guest; the sentence gives it only as a limit ('at most 400')"),
    ("Members may claim up to $2,500 a year for training.", "Members claim $2,500 a year for training.",
     "the step gives $2500; the sentence gives it only as a limit ('up to $2,500')"),
    ("The concert lasted two hours.", "The concert lasted 100 minutes.",
     "the step gives 100 minute; the sentence states no such figure"),
    ("A quarter of the members voted against the merger.", "30% of the members voted against the merger.",
     "the step gives 30%; the sentence states no such figure"),
])
def test_a_limit_or_another_amount_does_not_state_the_figure(premise: str, step: str, reason: str) -> None:
    assert unstated_figure(premise, step) == reason


def test_a_figure_stated_plainly_beside_a_limit_is_stated() -> None:
    assert unstated_figure("The hall seats 400 guests, at most 400 when the stage is used.",
                           "The hall seats 400 guests.") == ""
    assert unstated_figure("The hall can seat at most 400 guests.", "The hall can seat up to 400 guests.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Each crate holds two dozen bottles of cider.", "A crate holds 24 bottles."),
    ("The lecture lasts 90 minutes, with a break halfway.", "The lecture lasts an hour and a half."),
    ("The swim is half an hour long.", "The swim is 30 minutes long."),
])
def test_dozens_and_halves_written_out_are_figures(premise: str, step: str) -> None:
    assert unstated_figure(premise, step) == ""



def test_overlapping_halves_are_read_once() -> None:
    from gechat.entail.quantities import quantities

    assert (1.5, "mile") in [(q.value, q.unit) for q in quantities("She walked a mile and a half.")]
    # "and a half a day" is a rate: neither 1.5 miles nor half a day
    assert (0.5, "day") not in [(q.value, q.unit) for q in quantities("She walks a mile and a half a day.")]


def test_halves_of_a_unit_are_written_as_the_sentence_writes_the_amount() -> None:
    from gechat.entail.notation import aligned

    assert aligned("Bake the loaf for 30 minutes.", "The loaf is baked for half an hour.") == "The loaf is baked for 30 minutes."
    assert aligned("Simmer for 90 minutes.", "Simmer for an hour and a half.") == "Simmer for 90 minutes."
    assert aligned("Simmer for an hour and a half.", "Simmer for 90 minutes.") == "Simmer for an hour and a half."


@pytest.mark.parametrize(("premise", "step", "stated"), [
    ("Turnout at the election was 66 percent.", "Two thirds of voters turned out at the election.", True),
    ("Turnout at the election was 64 percent.", "Nearly two-thirds of voters turned out at the election.", True),
    ("Turnout at the election was 58 percent.", "Nearly two-thirds of voters turned out at the election.", False),
    ("Turnout at the election was 70 percent.", "Nearly two-thirds of voters turned out at the election.", False),
    ("Turnout at the election was 50 percent.", "Three quarters of voters turned out at the election.", False),
])
def test_a_share_in_words_is_stated_by_its_percentage(premise: str, step: str, stated: bool) -> None:
    assert (unstated_figure(premise, step) == "") == stated


def test_days_and_weeks_are_the_same_only_when_equal() -> None:
    from gechat.entail.conflicts import find_conflict
    assert unstated_figure("Refunds are paid within fourteen days.", "Refunds are paid within two weeks.") == ""
    assert unstated_figure("Refunds are paid within 21 days.", "Refunds are paid within two weeks.") != ""
    assert find_conflict("Staff receive 20 days of paid leave a year.", "Staff receive four weeks of paid leave a year.") == ""


@pytest.mark.parametrize(("premise", "step", "read_as"), [
    ("In the Fairfield consumer survey, 1,000 of the 2,000 respondents said they would pay more for local produce.",
     "Fifty percent of the Fairfield survey respondents said they would pay more for local produce.",
     "1,000 of the 2,000 Fairfield survey respondents said they would pay more for local produce."),
    ("Castell Retail's gross margin improved from 32 percent to 35 percent over the fiscal year.",
     "Castell Retail's gross margin rose by three percentage points over the fiscal year.",
     "Castell Retail's gross margin rose from 32 percent to 35 percent over the fiscal year."),
])
def test_a_figure_the_sentence_gives_by_arithmetic_is_stated(premise: str, step: str, read_as: str) -> None:
    assert unstated_figure(premise, step) == ""
    assert aligned(premise, step) == read_as


def test_a_share_the_counts_do_not_give_is_not_stated() -> None:
    premise = "In the Fairfield consumer survey, 1,000 of the 2,000 respondents said they would pay more."
    assert unstated_figure(premise, "Sixty percent of the Fairfield survey respondents said they would pay more.")


@pytest.mark.parametrize(("premise", "step"), [
    ("Housing completions in the borough rose from 800 in 2022 to 1,000 in 2023, exceeding the council's target.",
     "Housing completions in the borough increased by 25% in 2023."),  # a change as a share
    ("The Carrow Road ground opened in 1957 and hosted its final match in 2006.",
     "The ground was used for 49 years."),  # the years between two years
    ("Of the 312 patients enrolled in the trial, 27 withdrew before the week-12 visit.",
     "285 of the enrolled patients were still in the trial at the week-12 visit."),  # what remains
    ("Of the 400 employees surveyed, 120 said they would prefer a four-day week.",
     "30% of the employees surveyed would prefer a four-day week."),  # the whole named first
])
def test_a_change_a_span_or_a_remainder_the_sentence_gives_by_arithmetic_is_stated(premise: str, step: str) -> None:
    assert unstated_figure(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The fund's assets under management grew from $200 million to $250 million during the year.",
     "The fund's assets under management grew by 20% during the year."),  # 25 %
    ("The Carrow Road ground opened in 1957 and hosted its final match in 2006.", "The ground was used for 45 years."),
])
def test_a_figure_the_arithmetic_does_not_give_is_not_stated(premise: str, step: str) -> None:
    assert unstated_figure(premise, step)


def test_a_year_after_in_is_no_share() -> None:
    assert aligned("Completions rose from 800 in 2022 to 1,000 in 2023.", "Completions increased by 25% in 2023.") \
        == "Completions increased from 800 in 2022 to 1,000 in 2023."  # not "1,000 in 2023" read as 49 %


def test_one_in_a_number_like_a_year_is_still_a_share() -> None:
    assert unstated_figure("The condition affects 1 in 2000 people.", "The condition affects 0.05% of people.") == ""


@pytest.mark.parametrize(("premise", "step", "expected"), [
    ("About a quarter of the 800 households surveyed reported having no broadband.",
     "Roughly 25 percent of the surveyed households lacked broadband.",
     "About a quarter of the surveyed households lacked broadband."),  # near on both sides
    ("The board approved a payout equal to 40 percent of net income.",
     "The board approved paying out two-fifths of its net income.",
     "The board approved paying out 40 percent of its net income."),
    ("No fewer than 75% of standard accounts must be enrolled.", "At least three-quarters of standard accounts must "
     "be enrolled.", "No fewer than 75% of standard accounts must be enrolled."),
])
def test_shares_and_bounds_are_written_as_the_sentence_writes_them(premise: str, step: str, expected: str) -> None:
    assert aligned(premise, step) == expected


def test_a_near_share_states_a_near_percentage_only() -> None:
    premise = "About a quarter of the 800 households surveyed reported having no broadband."
    assert unstated_figure(premise, "Roughly 25 percent of the surveyed households lacked broadband.") == ""
    assert unstated_figure(premise, "Exactly 25 percent of the surveyed households lacked broadband.") != ""
