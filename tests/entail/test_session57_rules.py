"""Readings of session 57: a first place ("the largest city") given to another name, "went up" and "went down", a
turn to a profit or a loss in a year, an "all" the sentence says has an exception, micro units, a date inside a range
of dates, a lead worked out from two counts, rulings and motions turned, and a passive's thing against an active's
object."""

from __future__ import annotations

import pytest

from gechat.entail import contests, frames, hours, inverses, periods, trends
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.quantities import quantities
from gechat.entail.wholes import all_but_count


@pytest.mark.parametrize("premise, step, reason", [
    ("Tarsk is the largest city in the province, though the capital is Belmore.",
     "Belmore is the largest city in the province.",
     "the sentence gives Tarsk as the largest city; the step gives Belmore"),
    ("Although Marlow is the largest city in the region, the most populous district is Eastfield.",
     "Marlow is the most populous district in the region.",
     "the sentence gives Eastfield as the most populous district; the step gives Marlow"),
    ("Lake Orrin, the deepest lake in Norland, feeds the Vessa River.", "The Vessa River is the deepest lake in Norland.",
     "the sentence gives Lake Orrin as the deepest lake; the step gives Vessa River"),
])
def test_a_first_place_given_to_another_name_conflicts(check: ConflictChecker, premise: str, step: str,
                                                       reason: str) -> None:
    assert inverses.turned(premise, step, check.parse) == reason


@pytest.mark.parametrize("premise, step", [
    ("Tarsk is the largest city in the north of the province and Belmore is the largest in the south.",
     "Belmore is the largest city in the south."),  # two holders: whose scope is unread
    ("Tarsk, the province's largest city, sits on the river, while Belmore is its capital.",
     "Tarsk is the largest city in the province."),  # the same place
    ("Kessler was the tallest player on the team until Ruiz joined.", "Ruiz is the tallest player on the team."),
    ("Tarsk is the largest city in the province, and Belmore is the capital.",
     "Belmore is the largest city in the country."),  # first among other things
    ("Tarsk is the second largest city in the province, and Belmore is the capital.",
     "Belmore is the largest city in the province."),  # no first place given
])
def test_first_places_left_open_read_nothing(check: ConflictChecker, premise: str, step: str) -> None:
    assert inverses._first_of_another(check.parse(premise), check.parse(step)) == ""


def test_went_up_and_went_down_are_moves(check: ConflictChecker) -> None:
    assert trends.trend_conflict("Sales went up 4% in the third quarter.", "Sales fell in the third quarter.",
                                 check.parse) == "the step says 'fell'; the sentence says 'went up'"
    assert trends.trend_conflict("Sales fell 4% in the third quarter.", "Sales went up in the third quarter.",
                                 check.parse) == "the step says 'went up'; the sentence says 'fell'"
    assert trends.trend_conflict("Sales went up 4% in the third quarter.", "Sales rose in the third quarter.",
                                 check.parse) == ""
    assert trends.trend_conflict("The committee went up to the castle after lunch.", "The committee fell.",
                                 check.parse) == ""  # a way, not a figure


def test_a_turn_to_profit_dates_that_years_result() -> None:
    premise = "After two years of losses, the company returned to profit in 2023."
    assert periods.turned_result(premise, "The company made a loss in 2023.") \
        == "the sentence says it returned to profit in 2023; the step gives that year a loss"
    assert periods.turned_result(premise, "The company made a loss in 2021.") == ""  # the years of losses
    other = "Halden Air swung to a net loss of $12 million in 2022 as fuel costs rose."
    assert periods.turned_result(other, "Halden Air made a profit in 2022.") != ""
    assert periods.turned_result(other, "Norvik made a profit in 2022.") == ""  # another company


@pytest.mark.parametrize("premise, step, conflicts", [
    ("With one exception, all members voted for the motion.", "All members voted for the motion.", True),
    ("With the exception of Ms Dale, every councillor backed the budget.", "Every councillor backed the budget.", True),
    ("Nearly all members voted for the motion.", "All members voted for the motion.", True),
    ("With one exception, all members voted for the motion.", "All members attended the meeting.", False),
    ("Nearly all members voted for the motion, and all of them signed the letter.", "All members signed the letter.",
     False),  # the "all" of another clause
])
def test_an_all_with_an_exception(premise: str, step: str, conflicts: bool) -> None:
    assert (all_but_count(premise, step) not in ("", "kept")) is conflicts


def test_micro_units_are_no_grams() -> None:
    (q,) = quantities("Lead concentrations averaged 47 µg/L downstream.")
    assert (q.value, q.unit) == (47, "mcg/l")  # a rate: "per litre" (session 58)
    assert find_conflict("Lead concentrations in the river samples averaged 12 µg/L upstream of the smelter and "
                         "47 µg/L downstream.", "The average downstream lead concentration was 0.047 mg/L.") == ""
    assert find_conflict("Lead concentrations averaged 47 µg/L downstream.",
                         "The average downstream lead concentration was 0.47 mg/L.") != ""


@pytest.mark.parametrize("premise, step, conflicts", [
    ("Kettles made between March and June 2023 are affected.", "A kettle made in April 2023 is affected.", False),
    ("Kettles made between 1 March and 30 June 2023 are affected.", "A kettle made on 14 April 2023 is affected.",
     False),
    ("Kettles made between March and June 2023 are affected.", "A kettle made in August 2023 is affected.", True),
    ("The plant was shut in March and reopened in June 2023.", "The plant was shut in April 2023.", True),
])
def test_a_date_inside_a_range_of_dates_is_no_conflict(premise: str, step: str, conflicts: bool) -> None:
    assert (find_conflict(premise, step) != "") is conflicts


def test_a_lead_worked_out_from_two_counts_is_no_conflict() -> None:
    premise = "In the Westbrook mayoral race, Ilse Marchetti won 18,402 votes to Paul Dreyer's 17,950."
    assert find_conflict(premise, "Marchetti finished 452 votes ahead of Dreyer.") == ""
    assert find_conflict(premise, "Marchetti finished 552 votes ahead of Dreyer.") != ""


@pytest.mark.parametrize("premise, step, reason", [
    ("The Court of Appeal upheld the conviction of former councillor Dara Whitlow but reduced her sentence from six "
     "years to four.", "Dara Whitlow's conviction was overturned on appeal.",
     "the step says 'overturned'; the sentence says 'upheld'"),
    ("The council motion to close the Elm Street library was defeated by 9 votes to 7.",
     "The motion to close the Elm Street library passed.", "the step says 'passed'; the sentence says 'defeated'"),
])
def test_rulings_and_motions_turned(premise: str, step: str, reason: str) -> None:
    assert find_conflict(premise, step) == reason


def test_a_passive_thing_meets_the_active_object(check: ConflictChecker) -> None:
    reason = "the step says 'loosened'; the sentence says 'tightened'"
    assert frames.other_doers("The ministry tightened the visa rules for workers.",
                              "Visa rules for students were loosened.", check.parse, reason)
    assert not frames.other_doers("The ministry tightened the visa rules.", "The visa rules were loosened.",
                                  check.parse, reason)


MUSEUM = ("The Cranford Museum is open 10 a.m. to 5 p.m. Tuesday to Saturday and 12 noon to 4 p.m. on Sunday; it is "
          "closed on Mondays.")


@pytest.mark.parametrize("step, conflicts", [
    ("The Cranford Museum opens at 10 a.m. on Sundays.", True),
    ("The Cranford Museum closes at 5 p.m. on Sundays.", True),
    ("The Cranford Museum opens at noon on Sundays.", False),
    ("The Cranford Museum closes at 5 p.m. on Saturdays.", False),
    ("The Cranford Café opens at 9 a.m. on Sundays.", False),  # another place
])
def test_hours_given_per_day(step: str, conflicts: bool) -> None:
    assert (hours.hours_conflict(MUSEUM, step) != "") is conflicts


def test_hours_of_two_places_on_one_day_read_nothing() -> None:
    premise = ("The pool is open 6 a.m. to 9 p.m. on weekdays and 8 a.m. to 6 p.m. at weekends, while the gym opens "
               "at 5 a.m. on Saturdays.")
    assert hours.hours_conflict(premise, "The gym opens at 5 a.m. on Saturdays.") == ""


@pytest.mark.parametrize("premise, step, conflicts", [
    ("Marisol Quintero took silver in the women's 400m at the Caldera Games, finishing 0.21 seconds behind gold "
     "medallist Anika Brandt of Velsberg.", "Marisol Quintero won the women's 400m at the Caldera Games.", True),
    ("Jansen took the silver medal in the 400 metres behind Okafor.", "Jansen won the gold medal in the 400 metres.",
     True),
    ("Jansen took the silver medal in the 400 metres behind Okafor.", "Jansen won the 200 metres.", False),
    ("Jansen won the bronze medal in the 400 metres and later won the 800 metres.", "Jansen won the 800 metres.",
     False),
])
def test_a_lesser_medal_is_no_win(premise: str, step: str, conflicts: bool) -> None:
    assert (contests.placed_not_won(premise, step) != "") is conflicts


@pytest.mark.parametrize("premise, step, conflicts", [
    ("Dunmore Rovers are fourth in the table, two points behind Pellham City.",
     "Dunmore Rovers are two points ahead of Pellham City.", True),
    ("Dunmore Rovers are fourth in the table, two points behind Pellham City.",
     "Pellham City are two points ahead of Dunmore Rovers.", False),  # the same standing
    ("Dunmore Rovers beat Hallcross Athletic 3-1 on Saturday, two points behind Pellham City.",
     "Hallcross Athletic are two points ahead of Pellham City.", False),  # not the sentence's side
])
def test_a_standing_turned(premise: str, step: str, conflicts: bool) -> None:
    assert (contests.lead_turned(premise, step) != "") is conflicts


@pytest.mark.parametrize("premise, step, reason", [
    ("Compound B activated the receptor in cell line A but suppressed it in cell line C.",
     "Compound B activated the receptor in cell line C.",
     "the sentence says 'suppressed' in cell line C and 'activated' in cell line A"),
    ("Compound B activated the receptor in cell line A but suppressed it in cell line C.",
     "Compound B activated the receptor in cell line A.", ""),
    ("In the treated cells, the drug activated the pathway, while in controls it was suppressed.",
     "The drug suppressed the pathway in the treated cells.",
     "the sentence says 'activated' In the treated cells and 'suppressed' in controls"),
])
def test_an_act_told_in_the_setting_of_its_opposite(check: ConflictChecker, premise: str, step: str,
                                                    reason: str) -> None:
    assert inverses._setting_of_other(check.parse(premise), check.parse(step)) == reason


def test_no_effect_is_the_opposite_of_the_act_of_its_doer(check: ConflictChecker) -> None:
    premise = ("Knockdown of the gene FOXL7 suppressed tumour growth in the lung cell line but had no measurable effect "
               "in the liver cell line.")
    assert inverses._setting_of_other(check.parse(premise), check.parse(
        "Knockdown of FOXL7 suppressed tumour growth in the liver cell line.")) \
        == "the sentence says 'had no measurable effect' in the liver cell line and 'suppressed' in the lung cell line"
    assert inverses._setting_of_other(check.parse(premise), check.parse(
        "Knockdown of FOXL7 suppressed tumour growth in the lung cell line.")) == ""


SLALOM = ("In the men's giant slalom at Felsberg, Jonas Aalto took bronze behind winner Luca Brenner and runner-up "
          "Pavel Ondrák.")


@pytest.mark.parametrize("premise, step, reason", [
    (SLALOM, "Jonas Aalto finished runner-up in the men's giant slalom at Felsberg.",
     "the sentence places Jonas Aalto third; the step places Jonas Aalto second"),
    (SLALOM, "Luca Brenner finished second in the men's giant slalom at Felsberg.",
     "the sentence places Luca Brenner first; the step places Luca Brenner second"),
    (SLALOM, "Pavel Ondrák took silver in the men's giant slalom at Felsberg.", ""),
    (SLALOM, "Jonas Aalto finished second in the super-G at Felsberg.", ""),  # another contest
    ("Jonas Aalto won gold in the slalom and took silver in the downhill.", "Jonas Aalto finished second in the slalom.",
     ""),  # two places of one name: which is whose is unread
])
def test_a_place_given_otherwise(premise: str, step: str, reason: str) -> None:
    assert contests.place_conflict(premise, step) == reason


@pytest.mark.parametrize("premise, step", [
    ("The average GCSE grade at Thornbury School rose from 5.4 in 2022 to 5.9 in 2023.",
     "The average GCSE grade at Thornbury School rose again in 2024."),
    ("The catalyst increased the reaction yield at 80°C.", "The catalyst also increases the reaction yield at 40°C."),
])
def test_a_time_of_another_event_is_no_conflict(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == ""
    assert find_conflict("The bridge opened in 2017.", "The bridge opened in 2019.") != ""


def test_a_whole_worked_out_from_a_share_of_it() -> None:
    premise = "Rainfall in Dunvale totalled 48 mm in September, 60 percent of the month's long-term average."
    assert find_conflict(premise, "Dunvale's long-term average September rainfall is 80 mm.") == ""
    assert find_conflict(premise, "Dunvale's long-term average September rainfall is 90 mm.") != ""


def test_a_later_stage_read_from_the_stage_the_sentence_goes_on_to() -> None:
    from gechat.entail.stronger import later_stage
    premise = ("Prosecutors dropped the theft charge against Kai Lindqvist, but he still faces a separate charge of "
               "handling stolen goods.")
    assert later_stage(premise, "Kai Lindqvist was convicted of handling stolen goods.") \
        == "the sentence says 'charge'; the step says 'convicted'"
    assert later_stage("Ruiz applied for a licence, but the council refused the application.",
                       "Ruiz was granted a licence.") == "the sentence says 'applied'; the step says 'granted'"


@pytest.mark.parametrize("premise, step", [
    ("By area, Tarsk is the largest city in the province; by population, Belmore is.",
     "By population, Belmore is the largest city in the province."),  # a first place by another measure
    ("According to the 1900 census, Tarsk was the largest city in the province, ahead of Belmore.",
     "Belmore is the largest city in the province."),  # of its year
    ("Tarsk is the largest city in its province, and Belmore lies on the coast.",
     "Belmore is the largest city in the province."),  # its holder's own province
])
def test_first_places_of_a_measure_a_year_or_a_holders_own_scope(check: ConflictChecker, premise: str,
                                                                  step: str) -> None:
    assert inverses._first_of_another(check.parse(premise), check.parse(step)) == ""


def test_an_act_on_another_thing_is_no_setting_of_its_opposite(check: ConflictChecker) -> None:
    premise = "The drug suppressed appetite in adults but activated the reward pathway in adolescents."
    assert inverses._setting_of_other(check.parse(premise), check.parse("The drug suppressed appetite in adolescents.")) \
        == ""


@pytest.mark.parametrize("premise, step", [
    ("Dunmore Rovers were two points behind Pellham City at Christmas but finished the season above them.",
     "Dunmore Rovers finished the season ahead of Pellham City."),  # two standings
    ("Dunmore Rovers beat Arden, who are two points behind Pellham City.", "Dunmore Rovers are ahead of Pellham City."),
])
def test_standings_of_another_time_or_side_read_nothing(premise: str, step: str) -> None:
    assert contests.lead_turned(premise, step) == ""


@pytest.mark.parametrize("premise, step, conflicts", [
    ("After two years of losses, Halden Air returned to profit in 2023.",
     "Halden Air made a loss in the first quarter of 2023.", False),  # a quarter of that year
    ("Analysts forecast that Halden Air will have returned to profit in 2025.", "Halden Air will make a loss in 2025.",
     False),
    ("Brenner AG returned to profit in 2022, although its retail arm made a loss that year.",
     "Brenner AG's retail arm made a loss in 2022.", False),
    ("Halden Group's airline unit swung to a loss in 2022.", "Halden Group made a profit in 2022.", False),
    ("In 2023 the company returned to profit.", "The company made a loss in 2023.", True),
])
def test_a_turn_to_profit_only_of_its_subject_and_year(premise: str, step: str, conflicts: bool) -> None:
    assert (periods.turned_result(premise, step) != "") is conflicts


def test_an_all_of_another_clause_after_as_did() -> None:
    premise = ("With one exception, all members of the finance committee voted for the budget, as did all members of "
               "the audit committee.")
    assert all_but_count(premise, "All members of the audit committee voted for the budget.") in ("", "kept")


@pytest.mark.parametrize("premise, step, conflicts", [
    ("Kettles made between March and June 2023 are affected; the recall was announced on 2 August 2023.",
     "The recall was announced in April 2023.", True),  # the range is another event's
    ("The programme ran from March 2022 to June 2023.", "The programme ran in January 2023.", False),
    ("The programme ran from March 2022 to June 2023.", "The programme ran in August 2023.", True),
])
def test_a_range_holds_only_its_own_dates(premise: str, step: str, conflicts: bool) -> None:
    assert (find_conflict(premise, step) != "") is conflicts


@pytest.mark.parametrize("premise, step", [
    ("Each well received 5 µL of serum.", "Each well received 5 mL of serum."),
    ("Filters removed particles larger than 2.5 µm.", "Filters removed particles larger than 2.5 mm."),
    ("Glucose was 320 µmol/L in the sample.", "Glucose was 320 mmol/L in the sample."),
])
def test_micro_units_against_milli_units(premise: str, step: str) -> None:
    assert find_conflict(premise, step) != ""


def test_a_medal_of_another_event_is_no_win() -> None:
    assert contests.placed_not_won("Jansen took silver in the 400m hurdles at the Caldera Games.",
                                   "Jansen won the 400m at the Caldera Games.") == ""


@pytest.mark.parametrize("premise, step", [
    ("Sanctions on Norland were lifted last year.", "Sanctions were imposed on Norland."),  # lifting undoes imposing
    ("Lena Ortiz won silver in the 200m and gold in the 400m.", "Lena Ortiz won the gold medal in the 400m."),
    ("Maria Lind, who plays for the women's team, is the tallest player; Anna Berg plays for the men's team.",
     "Anna Berg is the tallest player on the men's team."),  # a first place the sentence gives no such scope
])
def test_found_by_the_code_review_read_no_conflict(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == ""


def test_a_margin_given_to_the_one_behind_still_conflicts() -> None:
    premise = "Ana Ruiz won 18,402 votes to Paul Dreyer's 17,950."
    assert find_conflict(premise, "Paul Dreyer finished 452 votes ahead of Ana Ruiz.") != ""
    assert find_conflict(premise, "Ana Ruiz finished 452 votes ahead of Paul Dreyer.") == ""


def test_crept_and_inched_are_moves(check: ConflictChecker) -> None:
    premise = "This year 62% of members said they supported the plan, up from 48% in last year's survey."
    assert trends.from_figure_conflict(premise, "Support for the plan inched down.", check.parse) != ""
