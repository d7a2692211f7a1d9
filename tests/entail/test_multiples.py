"""Changes told as multiples and by the end figure, ranges with one unit, slash dates, names side by side, "to"
clauses under another verb, and "none" read as "all" (session 46)."""

from __future__ import annotations

import pytest

from gechat.entail import changes
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.dates import slash_dates
from gechat.entail.quantities import from_to, quantities
from gechat.entail.rewording import none_as_all
from gechat.entail.roles import controlled_doer
from gechat.entail.together import only_coordinated
from gechat.entail.units import range_units

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


@pytest.mark.parametrize(("premise", "step"), [
    ("Prime Minister Ana Kovac and Chancellor Tomas Reiner both attended the energy summit in Riga.",
     "Ana Kovac met Tomas Reiner in Riga."),
    ("The sponsors of this year's Westbrook Marathon include Nordic Sportswear and Calder Bank.",
     "Calder Bank finances Nordic Sportswear."),
    ("The Greyfield neighbourhood is home to Linden Primary School and the Marsh Road fire station.",
     "The Marsh Road fire station is next to Linden Primary School."),
    ("Dr. Lena Voss and Dr. Amar Kettle both presented papers at the Geneva symposium.",
     "Dr. Lena Voss and Dr. Amar Kettle co-authored a paper."),
])
def test_names_side_by_side_state_no_relation(check: ConflictChecker, premise: str, step: str) -> None:
    assert only_coordinated(premise, step, check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("Kovac and Reiner met in Riga on Tuesday.", "Kovac met Reiner."),
    ("Acme and Birch merged in 2010.", "Acme merged with Birch."),
    ("Prior to its acquisition of Delmar Foods, Ostrow Group sold its dairy division.",
     "Ostrow Group acquired Delmar Foods."),  # a comma alone ends a clause
    ("Dr. Lena Voss and Dr. Amar Kettle both presented papers at the Geneva symposium.",
     "Dr. Lena Voss and Dr. Amar Kettle presented papers."),
])
def test_a_relation_the_sentence_gives_is_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert only_coordinated(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step", "reason"), [
    ("Chair Mona Ekdahl persuaded finance director Jonas Berg to step down.", "Mona Ekdahl stepped down.",
     "gives 'step' to"),
    ("The board convinced the chief executive to resign in March.", "The board resigned in March.", "gives 'resign'"),
    ("The landlord allowed the tenants to repaint the living room.", "The tenants repainted the living room.",
     "not state it as a fact"),
    ("The court ordered Hexon to pay damages of $2 million.", "Hexon paid damages of $2 million.",
     "not state it as a fact"),
])
def test_a_to_clause_under_another_verb_is_read_for_its_doer(check: ConflictChecker, premise: str, step: str,
                                                             reason: str) -> None:
    assert reason in controlled_doer(check.parse(premise), check.parse(step))


@pytest.mark.parametrize(("premise", "step"), [
    ("The regulator forced Altavia to refund its customers.", "Altavia refunded its customers."),
    ("The High Court ordered Hexon Ltd to pay £2.3 million in damages, and the company complied within 30 days.",
     "Hexon Ltd paid £2.3 million in damages."),
    ("A grade of not satisfactory requires the student to repeat that rotation.",
     "A student with a grade of not satisfactory must repeat the rotation."),
])
def test_a_to_clause_that_happened_or_is_restated_as_such_is_left_alone(check: ConflictChecker, premise: str,
                                                                        step: str) -> None:
    assert controlled_doer(check.parse(premise), check.parse(step)) == ""


@pytest.mark.parametrize(("premise", "step", "expected"), [
    ("All 48 water samples tested negative for E. coli, the health office reported.",
     "None of the water samples tested positive for E. coli.", "All of the water samples tested negative for E. coli."),
    ("None of the 45 water samples tested positive for lead.", "All 45 water samples tested negative for lead.",
     "None of the 45 water samples tested positive for lead."),
    ("Every member of the school board voted in favour of the budget.",
     "No member of the school board voted against the budget.",
     "Every member of the school board voted in favour of the budget."),
    ("All the doors were closed.", "According to the report, no doors were open.",
     "According to the report, all doors were closed."),
])
def test_none_is_written_as_the_sentences_all(premise: str, step: str, expected: str) -> None:
    assert none_as_all(premise, step) == expected


@pytest.mark.parametrize(("premise", "step"), [
    ("All the students were happy with the course.", "None of the students were sad."),  # no antonym said
    ("None of the students were sad.", "All the students were happy."),  # a scale: not sad need not be happy
    ("If all samples test negative, the beach reopens.", "None of the samples tested positive."),
])
def test_none_as_all_leaves_what_it_cannot_say_alone(premise: str, step: str) -> None:
    assert none_as_all(premise, step) == step


def test_none_against_all_is_no_conflict_and_some_is() -> None:
    premise = "Every member of the board voted in favour of the budget."
    assert find_conflict(premise, "No member of the board voted against the budget.") == ""
    assert find_conflict("All 48 water samples tested negative for E. coli.",
                         "Some of the water samples tested positive for E. coli.") != ""


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
