"""Changes told as multiples and by the end figure, ranges with one unit, slash dates, parts of a year, dates told
from another, sums, doses a day and shares in words (session 46)."""

from __future__ import annotations

import pytest

from gechat.entail import changes
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.dates import early_late_conflict, slash_dates
from gechat.entail.arithmetic import from_to
from gechat.entail.quantities import quantities
from gechat.entail.units import range_units
from gechat.entail.weekdays import dated_day_conflict

FLEET = "The shipping firm Norvale tripled its fleet over five years, from 12 vessels to 36."
SOLAR = "Solar installations in the province doubled between 2019 and 2023, according to the energy ministry."
FINE = "The city raised the minimum parking fine from $40 to $65 in January."
WARRANTY = "The warranty on Corvex washing machines was extended from 6 to 18 months last year."


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    (FLEET, "Norvale's fleet doubled over the five years.", True),
    (FLEET, "Norvale's fleet tripled over the five years.", False),
    (SOLAR, "Solar installations in the province tripled between 2019 and 2023.", True),
    (SOLAR, "Solar installations in the province rose by 100 percent between 2019 and 2023.", False),
    ("Ridership on the tram line halved after fares were raised.", "Ridership on the tram line fell by 25%.", True),
    ("Sales rose from 200 to 400 units in 2022.", "Sales doubled in 2022.", False),
])
def test_a_change_as_a_multiple_is_held_against_the_sentences_one_change(premise: str, step: str,
                                                                         conflict: bool) -> None:
    assert bool(changes.multiple_conflict(premise, step)) is conflict


def test_two_changes_in_the_sentence_leave_a_multiple_alone() -> None:
    premise = "Revenue doubled in 2021 and tripled in 2022."
    assert changes.multiple_conflict(premise, "Revenue doubled.") == ""


def test_a_change_in_percent_that_the_sentence_gives_as_a_multiple_is_stated_and_written_as_it() -> None:
    check = ConflictChecker()
    step = "Solar installations in the province rose by 100 percent between 2019 and 2023."
    assert check.missing(SOLAR, step) == ""
    assert "doubled" in check.aligned(SOLAR, step)


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    (FINE, "The minimum parking fine rose by $65 in January.", True),  # the change's end is no change
    (FINE, "The minimum parking fine rose by $25 in January.", False),
    (WARRANTY, "The warranty on Corvex washing machines was extended by 18 months.", True),
    (WARRANTY, "The warranty on Corvex washing machines was extended by 12 months.", False),
])
def test_a_change_by_the_end_figure_or_in_months_is_read(premise: str, step: str, conflict: bool) -> None:
    assert bool(changes.change_conflict(premise, step)) is conflict


def test_a_fall_in_degrees_is_the_difference_of_the_two_temperatures() -> None:
    premise = "Overnight, the temperature in the greenhouse fell from 14 to 9 °C."
    assert find_conflict(premise, "The greenhouse temperature dropped by 5 °C overnight.") == ""
    assert ConflictChecker().missing(premise, "The greenhouse temperature dropped by 5 °C overnight.") == ""


@pytest.mark.parametrize(("text", "expected"), [
    ("Store the vials at between 2 and 8 °C.", [(2.0, "degc"), (8.0, "degc")]),
    ("Store the vials at 2-8 °C.", [(2.0, "degc"), (8.0, "degc")]),
    ("The warranty was extended from 6 to 18 months.", [(6.0, "month"), (18.0, "month")]),
    ("Riverside beat Kelmford 3–1.", [(3.0, ""), (1.0, "")]),  # a score: no unit to share
    ("Sales were between 20 and 30 units.", [(20.0, ""), (30.0, "unit")]),  # a counted noun is no unit
])
def test_a_range_gives_its_unit_to_its_first_figure(text: str, expected: list) -> None:
    assert [(q.value, q.unit) for q in quantities(text)] == expected


def test_a_range_with_and_needs_between() -> None:
    assert range_units("scored 3 and 4 goals") == "scored 3 and 4 goals"
    assert [(a.unit, b.unit) for a, b, _ in from_to("The temperature fell from 14 to 9 °C.")] == [("degc", "degc")]


def test_vaccine_storage_range_in_fahrenheit_is_no_conflict() -> None:
    premise = "Store the vaccine vials at between 2 and 8 °C, protected from light."
    assert find_conflict(premise, "The vaccine vials should be kept at temperatures from 35.6 °F to 46.4 °F.") == ""
    assert ConflictChecker().missing(premise, "The vials should be kept at temperatures from 35.6 °F to 46.4 °F.") == ""


@pytest.mark.parametrize(("text", "iso"), [
    ("The contract was signed on 25/12/2020.", ["2020-12-25"]),
    ("Dates use the US format (month/day/year): the inspection was on 03/04/2021.", ["2021-03-04"]),
    ("All dates use the day/month/year format: the office closes on 06/09/2024.", ["2024-09-06"]),
    ("The contract was signed on 03/04/2021.", []),  # 3 April or March 4: left unread
])
def test_slash_dates_are_read_where_they_leave_no_doubt(text: str, iso: list[str]) -> None:
    assert [value for _, value in slash_dates(text)] == iso


def test_a_slash_date_is_a_date_on_both_sides() -> None:
    premise = "The supply contract, signed on 25/12/2020, runs for two years."
    assert find_conflict(premise, "The supply contract was signed on December 25, 2021.") != ""
    assert ConflictChecker().missing(premise, "The supply contract was signed on December 25, 2020.") == ""
    assert "25/12/2020" in ConflictChecker().aligned(premise, "The supply contract was signed on December 25, 2020.")


def test_a_total_the_step_sums_from_two_counts_is_stated() -> None:
    premise = "Marlowe Logistics operates a fleet of 85 refrigerated trucks and 40 flatbed trailers."
    assert find_conflict(premise, "Marlowe Logistics runs 125 refrigerated trucks and flatbed trailers combined.") == ""
    assert find_conflict(premise, "Marlowe Logistics runs 135 refrigerated trucks and flatbed trailers combined.")
    committee = "The committee, which comprises eleven elected members and two co-opted advisers, meets quarterly."
    assert ConflictChecker().missing(committee, "Counting both members and advisers, the committee has 13 people.") \
        .find("13") < 0


def test_years_between_two_dates_of_one_month_are_stated() -> None:
    premise = "Helga Strand was appointed chief executive in January 2015 and stepped down in January 2020."
    assert ConflictChecker().missing(premise, "Helga Strand was chief executive for five years.").find("5 year") < 0


def test_a_dose_times_its_frequency_is_the_daily_dose() -> None:
    premise = "The dose is 500 mg twice a day."
    assert find_conflict(premise, "The daily dose is 1,000 mg.") == ""
    assert find_conflict(premise, "The daily dose is 1,500 mg.")
    assert find_conflict("The recommended dose is 500 mg three times a day with food.", "The total daily dose is 1.5 g.") == ""


def test_a_hyphenated_share_in_words_is_its_percentage() -> None:
    assert ConflictChecker().missing("Three-quarters of the respondents supported the plan.",
                                     "75 percent of the respondents supported the plan.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Kell's chief financial officer, who also doubles as chief operating officer, said revenue rose 12 percent.",
     "Revenue rose by 12 percent."),
    ("Kell doubled its dividend after revenue rose 8 percent in 2022.", "Revenue rose by 8 percent in 2022."),
    ("Kell's shares rose 6 percent after the company said it would double its dividend.", "Kell's shares rose by 6 percent."),
    ("Kell reported double-digit revenue growth in 2022.", "Kell's revenue rose by 12 percent in 2022."),
])
def test_a_multiple_of_another_thing_or_no_change_is_left_alone(premise: str, step: str) -> None:
    assert changes.multiple_conflict(premise, step) == ""


def test_a_range_of_counts_gives_the_first_its_noun() -> None:
    assert changes.change_conflict("Enrollment grew from 800 to 1,000 students.", "Enrollment grew by 1,000 students.")
    assert changes.change_conflict("Enrollment grew from 800 to 1,000 students.", "Enrollment grew by 200 students.") == ""


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("Construction began in the first half of 2019 and was completed in December of that year.",
     "Construction was completed in December 2019.", False),  # the month is the part's sentence's too
    ("Kell's Q3 2022 sales rose 5%, helped by the K7 phone.", "Kell launched the K7 phone in June 2022.", False),
    ("The merger closed in July 2022, the companies said.", "The merger closed in the second quarter of 2022.", True),
])
def test_a_part_of_a_year_is_held_against_a_month_of_one_event(premise: str, step: str, conflict: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflict


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("Kell announced the recall on 3 February 2023 and halted production the next day.",
     "Kell halted production on 3 March 2023.", True),  # a month is no next day
    ("The planning committee met on Wednesday, 11 October, and agreed to reconvene the following Tuesday.",
     "The planning committee agreed to reconvene on 17 October.", False),
])
def test_a_date_told_from_another_is_read_within_its_days(premise: str, step: str, conflict: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflict


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("The drug was approved by the regulator in late 2021.", "The regulator approved the drug in early 2021.", True),
    ("The drug was approved by the regulator in late 2021.", "The regulator approved the drug in late 2021.", False),
    ("The plant closed in early 2020 and reopened in late 2020.", "The plant closed in late 2020.", False),  # two
])
def test_early_and_late_of_one_year_for_one_event(premise: str, step: str, conflict: bool) -> None:
    assert bool(early_late_conflict(premise, step)) is conflict


@pytest.mark.parametrize(("premise", "step"), [
    ("Kell's profit more than doubled in 2022.", "Kell's profit rose by 150 percent in 2022."),  # a bound
    ("Kell's sales roughly tripled between 2019 and 2023.", "Kell's sales rose by 190 percent."),
    ("Kell doubled down on electric vans in 2023.", "Kell's van sales rose by 30 percent in 2023."),
])
def test_a_multiple_as_a_bound_or_in_another_sense_is_no_conflict(premise: str, step: str) -> None:
    assert changes.multiple_conflict(premise, step) == ""


def test_a_sum_needs_two_counts_joined_by_and() -> None:
    premise = "The trial enrolled 120 men and 80 women, and 40 patients withdrew."
    assert find_conflict(premise, "The trial enrolled 160 patients in total.")
    assert find_conflict(premise, "The trial enrolled 200 patients in total.") == ""


def test_a_following_month_is_the_next_one_and_two_years_are_two_dates() -> None:
    assert find_conflict("Ruiz was elected on 4 May 2021 and took office the next month.",
                         "Ruiz took office on 4 July 2021.")
    assert dated_day_conflict("The 2023 summit opened on Tuesday, 9 May.", "The 2024 summit opened on Thursday, 9 May.") == ""


def test_one_figure_of_two_sizes_of_data_and_the_days_between_two_dates() -> None:
    assert find_conflict("The new phone weighs 180 grams and ships with 256 gigabytes of storage.",
                         "Buyers of the new phone get 256 megabytes of built-in storage.")
    assert ConflictChecker().missing("The Kessler Bridge, closed on 3 March 2022, reopened on 17 March 2022.",
                                     "Traffic could not use the Kessler Bridge for two weeks.") == ""
