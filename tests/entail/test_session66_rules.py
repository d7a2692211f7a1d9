"""Readings of session 66: "over-" against "under-" of one verb, a share said to move against the two years' shares
the sentence sets against each other, a money limit where the sentence gives no money, and figures a change or a span
gives (the size of a change said the same way, the level it reached, a rounded rate per week, a share in words of two
counts, the rest of a whole denied)."""

from __future__ import annotations

import pytest

from gechat.entail import antonyms
from gechat.entail.arithmetic import fraction_of_counts, only_worked_out, worked_out
from gechat.entail.changed_by import change_by_way, level_after_change
from gechat.entail.conflicts import default_parse, find_conflict
from gechat.entail.polarity import antonym_conflict
from gechat.entail.quantities import quantities
from gechat.entail.share_moves import share_moved_conflict
from gechat.entail.unstated import money_limit_unstated, unstated_figure
from gechat.entail.wholes import complement_denied

SCALES = ("Trading standards officers in Rensham tested 240 retail weighing scales in 2023 and found 18 inaccurate, "
          "against 27 of 250 in 2022; every failing scale at Dunmore Market over-read, so shoppers received less than "
          "they paid for.")
LIGHTS = ("By March 2024, Wexley County Council had converted 27,000 of its 36,000 streetlights to LED, cutting annual "
          "lighting electricity use from 14.2 GWh to 8.9 GWh; the remaining lamps are due to be replaced by December "
          "2025, subject to funding.")
MAIN = ("During the hydrostatic test on 12 June 2024, the 4.8 km Northgate water main was held at 16 bar for 24 hours; "
        "pressure fell by 0.3 bar, within the 0.5 bar limit, so engineer Priya Nair certified it.")
THATCH = ("Master thatcher Owen Pryce re-thatched the Grade II listed Mill Cottage in Ashcombe over nine weeks in summer "
          "2023, using 3,400 bundles of water reed; the previous coat, of combed wheat straw, had lasted 28 years.")


def test_over_and_under_of_one_verb_are_antonyms() -> None:
    assert "underpaid" in {antonyms.stem(w) for w in ("underpaid",)} and \
        antonyms.stem("underpaid") in antonyms.antonyms_of("overpaid")
    assert antonyms.antonyms_of("overtook") == antonyms.antonyms_of("overtook") - {antonyms.stem("undertook")}
    assert antonyms.join_prefixed("every scale over-read") == "every scale overread"
    assert antonyms.join_prefixed("an over-the-counter drug") == "an over-the-counter drug"


@pytest.mark.parametrize(("premise", "step"), [
    (SCALES, "The faulty scales found at Dunmore Market under-read, giving shoppers more goods than they paid for."),
    ("The council overpaid 300 suppliers in 2023.", "The council underpaid 300 suppliers in 2023."),
])
def test_under_against_over_is_a_conflict(premise: str, step: str) -> None:
    assert antonym_conflict(premise, step).startswith("the step says 'under")


def test_both_sides_said_is_no_conflict() -> None:
    assert antonym_conflict("The scheme was over-subscribed in 2022 and under-subscribed in 2023.",
                            "The scheme was under-subscribed in 2023.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    (SCALES, "The share of inaccurate scales in Rensham rose between 2022 and 2023."),
    ("In 2023, 7.5% of scales failed, against 10.8% in 2022.", "The share of scales that failed rose in 2023."),
    ("In 2023, 12% of scales failed, against 10.8% the year before.", "The proportion of failing scales fell."),
])
def test_a_share_moved_the_other_way(premise: str, step: str) -> None:
    assert share_moved_conflict(premise, step).startswith("the step says the share")
    assert find_conflict(premise, step, parse=default_parse)


@pytest.mark.parametrize(("premise", "step"), [
    (SCALES, "The share of inaccurate scales in Rensham fell between 2022 and 2023."),  # the sentence's way
    ("In 2023, 12% of scales failed, against 10.8% the year before.", "The share of failing scales may fall."),
    ("Unemployment was 5% in 2023 and inflation 3% in 2022.", "The unemployment rate fell."),  # not set against
    ("In 2023, 7.5% of scales failed, against 10.8% in 2022.", "The share of scales that failed rose in 2021."),
    ("In 2023, 7.5% of scales failed, against 10.8% in 2022.", "The share of bridges that failed rose in 2023."),
    ("In 2023, 7.5% of men and 9% of women failed, against 10.8% in 2022.", "The share of men who failed rose."),
])
def test_a_share_not_read_against_the_sentence(premise: str, step: str) -> None:
    assert share_moved_conflict(premise, step) == ""


def test_a_money_limit_where_the_sentence_gives_no_money() -> None:
    step = "Wexley's LED conversion has saved the council more than £1 million a year on electricity bills."
    assert money_limit_unstated(LIGHTS, step).endswith("the sentence gives no amount of money")
    assert money_limit_unstated("The conversion cut the council's bill from £2.4 million to £1.1 million.", step) == ""
    assert money_limit_unstated(LIGHTS, "The council converted more than 20,000 streetlights.") == ""
    for premise in ("The board approved HKD 2.4 billion for the new terminal.", "Tickets cost 80p on weekdays.",
                    "Entry to the museum is free for under-16s."):
        assert money_limit_unstated(premise, "The scheme costs more than $2 million.") == ""


def test_the_size_of_a_change_said_its_way() -> None:
    premise = "By March 2024, the council had cut annual lighting spending from £14.2 million to £8.9 million."
    from gechat.entail.from_to import from_to
    fell, rose = "Annual lighting spending fell by £5.3 million.", "Annual lighting spending rose by £5.3 million."
    assert change_by_way(quantities(fell)[0], premise, fell, from_to(premise))
    assert not change_by_way(quantities(rose)[0], premise, rose, from_to(premise))
    assert only_worked_out(premise, fell) and not only_worked_out(premise, rose)
    two = ("Median waiting times at the trust fell from 40 weeks to 28 weeks for hip replacements and from 36 weeks "
           "to 30 weeks for knee replacements.")
    knee = "Median waiting times for knee replacements fell by 12 weeks."
    assert not change_by_way(quantities(knee)[0], two, knee, from_to(two))  # the hip replacements' change


def test_the_level_a_change_reached() -> None:
    dropped = "By the end of the 24-hour test, the Northgate main's pressure had dropped to 15.7 bar."
    assert level_after_change(quantities(dropped)[-1], MAIN, dropped)
    assert find_conflict(MAIN, dropped, parse=default_parse) == ""
    held = "The Northgate water main was held at 15.7 bar for 24 hours during the hydrostatic test."
    assert not level_after_change(quantities(held)[1], MAIN, held)  # a level "at": its own, no level reached
    for step in ("The pressure had risen to 16.3 bar.", "The pressure had dropped to 15.5 bar."):
        assert not level_after_change(quantities(step)[-1], MAIN, step)
        assert find_conflict(MAIN, step, parse=default_parse)


def test_a_rounded_rate_per_week() -> None:
    step = "Pryce got through an average of roughly 378 bundles of water reed per week on the Ashcombe job."
    assert worked_out(quantities(step)[0], THATCH, step)
    assert find_conflict(THATCH, step, parse=default_parse) == ""
    wrong = "Pryce used an average of 390 bundles of reed per week."
    assert find_conflict(THATCH, wrong, parse=default_parse).startswith("the step says 390")


def test_a_share_in_words_of_two_counts() -> None:
    step = "Three-quarters of Wexley's streetlights had been switched to LED by March 2024."
    assert fraction_of_counts(quantities(step)[0], LIGHTS, step) is False
    assert fraction_of_counts(next(q for q in quantities(step) if q.unit == "quarter"), LIGHTS, step)
    assert "3 quarter" not in unstated_figure(LIGHTS, step)
    other = "Two-thirds of Wexley's streetlights had been switched to LED by March 2024."
    assert not fraction_of_counts(next(q for q in quantities(other) if q.unit == "third"), LIGHTS, other)
    assert unstated_figure(LIGHTS, other).startswith("the step gives 2 third")


def test_the_rest_of_a_whole_denied() -> None:
    lights = "By March 2024, Wexley County Council had converted 27,000 of its 36,000 streetlights to LED."
    assert complement_denied(lights, "Nine thousand of Wexley's streetlights had still not been converted to LED.")
    assert not complement_denied(lights, "8,000 of Wexley's streetlights had not been converted to LED.")
    assert find_conflict(lights, "8,000 of Wexley's streetlights had not been converted to LED.", parse=default_parse)
    told = lights[:-1] + ", and the remaining 9,000 were converted in 2025."  # the sentence tells of the rest itself
    assert not complement_denied(told, "9,000 of the council's streetlights have still not been converted.")
    votes = "Of the 120 delegates, 80 voted in favour of the motion, 30 voted against and 10 abstained."
    assert not complement_denied(votes, "40 of the delegates did not vote.")


def test_a_figure_of_another_occasion_is_no_rival() -> None:
    from gechat.entail.figure_times import other_occasion
    step = "The Northgate main had failed an earlier pressure test in May 2024."
    assert other_occasion(MAIN, step)
    assert find_conflict(MAIN, step, parse=default_parse) == ""
    assert unstated_figure(MAIN, step).endswith("states no such date")
    plain = "The Northgate main was tested in May 2024."
    assert not other_occasion(MAIN, plain)
    assert find_conflict(MAIN, plain, parse=default_parse).startswith("the step says May 2024")


def test_a_size_given_after_the_level_is_no_level() -> None:
    from gechat.entail.changes import by_as_to
    premise = "Rainfall in April was 120 mm, an increase of 30 mm on the previous month."
    assert by_as_to(premise, "Rainfall in April increased to 30 mm.").startswith("the sentence says 'was 120 mm")
    assert by_as_to(premise, "Rainfall in April increased by 30 mm.") == ""
    assert by_as_to(premise, "Rainfall in April increased to 120 mm.") == ""


def test_the_one_that_followed_is_not_first() -> None:
    from gechat.entail.ranks import followed_first
    premise = "The largest employer in Dunmore is the Halvik paper mill, followed by Dunmore General Hospital."
    assert followed_first(premise, "Dunmore General Hospital is the largest employer in Dunmore.")
    assert followed_first(premise, "The Halvik paper mill is the largest employer in Dunmore.") == ""
    assert followed_first(premise, "Dunmore General Hospital is the second largest employer in Dunmore.") == ""
    assert followed_first(premise, "Dunmore General Hospital is the largest hospital in Dunmore.") == ""
    ports = "Halvik is the busiest port in Norway, followed by Bergen and Oslo."
    assert followed_first(ports, "Bergen is Norway's busiest port.")


def test_another_years_count_given_to_this_year() -> None:
    from gechat.entail.figure_times import figure_of_another_time
    step = "In 2023 Rensham officers tested 250 scales and found 27 of them inaccurate."
    assert figure_of_another_time(SCALES, step).startswith("the step says 250 scale for 2023")
    assert figure_of_another_time(SCALES, "In 2023 Rensham officers tested 240 scales.") == ""


def test_ahead_of_against_behind() -> None:
    from gechat.entail.margins import ahead_behind_conflict
    premise = "After Saturday's win, Dunmore Rovers sit two points behind Pellham City."
    assert ahead_behind_conflict(premise, "Dunmore Rovers are two points ahead of Pellham City.")
    assert ahead_behind_conflict(premise, "Dunmore Rovers lead Pellham City by two points.")
    assert ahead_behind_conflict(premise, "Dunmore Rovers trail Pellham City by two points.") == ""
    assert ahead_behind_conflict(premise, "Kelby Town are two points ahead of Pellham City.") == ""  # another side
    assert ahead_behind_conflict(premise, "Dunmore Rovers are three points ahead of Pellham City.") == ""


def test_a_comparison_against_the_figures_of_each_side() -> None:
    from gechat.entail.compared import compared_conflict
    snow = ("On 3 February, Alpenkamm resort reported a 145 cm snow base at its summit and 60 cm in the village, with "
            "38 of its 52 pistes open; the Gletscher chairlift remained closed because of high winds.")
    assert compared_conflict(snow, "The village had a deeper snow base than the summit, according to Alpenkamm's "
                                   "3 February report.").startswith("the step says 'deeper … than'")
    assert compared_conflict(snow, "The summit had a deeper snow base than the village.") == ""
    assert compared_conflict(snow, "The village had a shallower snow base than the summit.") == ""
    assert compared_conflict(snow, "The village had a deeper snow base than the town.") == ""  # no figure of it
    assert compared_conflict(snow, "The village may have a deeper snow base than the summit.") == ""


def test_second_read_guards() -> None:
    """Pairs of the session's adversarial second reads that first versions contested, now left alone."""
    from gechat.entail.changes import by_as_to
    from gechat.entail.margins import ahead_behind_conflict
    from gechat.entail.ranks import followed_first
    assert share_moved_conflict("In 2023, 30% of applicants to the grant scheme were accepted and the rest rejected, "
                                "against 25% accepted in 2022.",
                                "The share of applicants rejected fell between 2022 and 2023.") == ""
    assert followed_first("The agency's top official was Ruth Amis until 2020, followed by Joan Kell.",
                          "Joan Kell was the agency's top official.") == ""
    assert ahead_behind_conflict("Dunmore Rovers led Pellham City by two goals at half-time before collapsing to a 4-2 "
                                 "defeat.", "Dunmore Rovers finished two goals behind Pellham City.") == ""
    assert antonym_conflict("The review found the trust had underspent its capital budget in 2023.",
                            "The trust overspent its revenue budget in 2023.") == ""
    assert antonym_conflict("Harrow Bank cut Norvik's shares to underweight in March.",
                            "Harrow Bank rated Norvik's shares overweight before the March downgrade.") == ""
    assert by_as_to("The charity's income was £2.4 million in 2023, up £400,000, and its reserves reached £400,000 for "
                    "the first time.", "The charity's reserves reached £400,000.") == ""
    airport = "Dunmore Airport handled 17 million passengers over the past 12 months."
    step = "Dunmore Airport averaged 1 million passengers a month over the past year."
    assert not worked_out(quantities(step)[0], airport, step)


def test_second_read_guards_of_worked_out_figures() -> None:
    """Figures the second read showed worked out for the wrong thing: another subject's change, another clause's
    part."""
    costs = "Revenue at the group was £4.2 million in 2022, and its operating costs fell by £0.8 million in 2023."
    step = "Revenue at the group fell to £3.4 million in 2023."
    assert not level_after_change(quantities(step)[0], costs, step)
    applicants = "Of the 200 applicants, 150 were shortlisted for interview and 50 were rejected outright."
    rejected = "Three-quarters of the applicants were rejected outright."
    assert not fraction_of_counts(quantities(rejected)[0], applicants, rejected)
    shortlisted = "Three-quarters of the applicants were shortlisted for interview."
    assert fraction_of_counts(quantities(shortlisted)[0], applicants, shortlisted)


def test_a_comparison_reads_a_figure_whole() -> None:
    from gechat.entail.compared import compared_conflict
    museum = "The Quillon Museum recorded 18,400 visitors in March, nearly twice the 9,300 it drew in February."
    assert compared_conflict(museum, "The Quillon Museum's visitor count in March was higher than in February.") == ""
    both = "The Quillon Museum recorded 18,400 visitors in March and 9,300 visitors in February."
    assert compared_conflict(both, "The Quillon Museum's visitor count in February was higher than in March.")
    assert compared_conflict(both, "The Quillon Museum's visitor count in March was higher than in February.") == ""
