"""Readings of session 56: one of two moves, a report period's result, a contest's runner-up, a change without "by", a
range with one sign, former names, things left out after their verb, "all but" counts, a state kept since a time,
"only" one of a kind, relations turned round (categories, conversions, capitals, opposite acts), dated events, a
journey's clock times and a figure "up from" another."""

from __future__ import annotations

import pytest

from gechat.entail import contests, elapsed, inverses, order, periods, relations, solely, states, trends
from gechat.entail.changes import by_as_to
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.eligibility import outcome_against_range
from gechat.entail.exclusions import left_out_included
from gechat.entail.stronger import later_stage
from gechat.entail.titles import old_name_now
from gechat.entail.wholes import all_but_count

TWO_MOVES = "Group revenue fell 6% to $3.4 billion in 2023, while adjusted operating profit rose 9% on lower freight costs."


def test_a_step_moves_the_subject_whose_clause_it_names(check: ConflictChecker) -> None:
    assert trends.trend_conflict(TWO_MOVES, "Group revenue rose in 2023.", check.parse) \
        == "the step says 'rose'; the sentence says 'fell'"
    assert trends.trend_conflict(TWO_MOVES, "Adjusted operating profit fell in 2023.", check.parse) \
        == "the step says 'fell'; the sentence says 'rose'"
    assert trends.trend_conflict(TWO_MOVES, "Adjusted operating profit rose in 2023.", check.parse) == ""


@pytest.mark.parametrize("premise, step", [
    ("Ticket sales rose in the north while ticket sales fell in the south.", "Ticket sales fell."),  # as near
    ("Exports fell in March but rose again in April.", "Exports rose."),  # no subject of its own, the step's way
])
def test_two_moves_without_one_subject_read_nothing(check: ConflictChecker, premise: str, step: str) -> None:
    assert trends.trend_conflict(premise, step, check.parse) == ""


def test_a_figure_up_from_another_does_not_fall(check: ConflictChecker) -> None:
    premise = "This year 58% of members said they used the new app, up from 41% in last year's survey."
    assert trends.from_figure_conflict(premise, "Use of the new app fell.", check.parse) \
        == "the step says 'fell'; the sentence says 'up from'"
    assert trends.from_figure_conflict(premise, "Use of the new app rose.", check.parse) == ""
    assert trends.from_figure_conflict("Fees were $2m, up from $1.5m, and staff costs were flat.",
                                       "Staff costs fell.", check.parse) == ""  # another clause's figure


RESULTS = "Tovik Shipping reported a first-half net loss of $12 million but a full-year net profit of $30 million."


def test_a_period_given_the_other_result_conflicts() -> None:
    assert periods.result_of_other_period(RESULTS, "Tovik Shipping made a net loss for the full year.") \
        == "the sentence gives the full year a profit; the step gives it a loss"
    assert periods.result_of_other_period(RESULTS, "The company made a profit in the first half.") \
        == "the sentence gives the first half a loss; the step gives it a profit"
    assert periods.result_of_other_period(RESULTS, "Tovik Shipping made a net loss in the first half.") == ""
    assert periods.result_of_other_period(RESULTS, "Marlow Shipping made a loss for the full year.") == ""


def test_a_runner_up_did_not_win_that_contest() -> None:
    premise = "Halden Rovers, runners-up in the regional shield final after a 3-1 defeat to Oakby, start the league on Friday."
    assert contests.placed_not_won(premise, "Halden Rovers won the regional shield final.")
    assert contests.placed_not_won(premise, "Halden Rovers won the league.") == ""  # another contest
    assert contests.placed_not_won(
        "Mira Sol, runner-up in the 2021 final, went one better in 2022, beating Ana Kis in the final.",
        "Mira Sol won the 2022 final.") == ""  # a win after all


def test_a_finalist_whose_winner_is_still_to_come_did_not_win() -> None:
    premise = "Dara Quinn is one of four finalists for the Elmstead Award, whose winner will be named in June."
    assert later_stage(premise, "Dara Quinn won the Elmstead Award.") \
        == "the sentence says 'finalists'; the step says 'won'"
    assert later_stage("The winner of the Elmstead Award, Dara Quinn, had been one of four finalists.",
                       "Dara Quinn won the Elmstead Award.") == ""


def test_a_change_and_the_figure_it_reached_without_by() -> None:
    premise = "Net interest income increased $48 million, to $610 million, on higher lending volumes."
    assert by_as_to(premise, "Net interest income increased to $48 million.")
    assert by_as_to(premise, "Net interest income reached $48 million.")
    assert by_as_to(premise, "Net interest income reached $610 million.") == ""
    assert by_as_to("Fares rose 2 to 4 percent on most routes.", "Fares rose by 4 percent.") == ""  # a range


def test_a_range_with_one_sign_for_both_ends() -> None:
    premise = "Orrin Foods had guided for annual revenue of $2.3-2.5 billion but reported revenue of $2.18 billion."
    assert outcome_against_range(premise, "Orrin Foods' annual revenue was within its guided range.")
    assert outcome_against_range(premise, "Orrin Foods' revenue came in as guided.")
    assert outcome_against_range(premise.replace("2.18", "2.41"), "Orrin Foods' revenue came in as guided.") == ""


@pytest.mark.parametrize("premise", [
    "Keld Energy, which traded as Northwind Power until 2019, operates four wind farms.",
    "Northwind Power became Keld Energy in 2019 after a merger.",
])
def test_a_former_name_is_not_the_name_now(premise: str) -> None:
    assert old_name_now(premise, "The company currently trades as Northwind Power.")
    assert old_name_now(premise, "The company is now called Keld Energy.") == ""


def test_a_thing_left_out_after_its_verb_is_not_included() -> None:
    premise = "The warranty extension covers the Arlo 3 and Arlo 4 but does not extend to the Arlo Mini."
    assert left_out_included(premise, "The Arlo Mini is covered by the warranty extension.") \
        == "the sentence says Arlo Mini is left out; the step puts it in"
    assert left_out_included(premise, "The Arlo 4 is covered by the warranty extension.") == ""


def test_all_but_one_is_not_the_whole_count() -> None:
    premise = "All but two of the eleven clinics passed the spring inspection, the health board said."
    assert all_but_count(premise, "Eleven clinics passed the spring inspection.")
    assert all_but_count(premise, "Nine clinics passed the spring inspection.") == "kept"
    assert all_but_count("Of the 12 apprentices who started the course, all except Rhys Lowe finished it.",
                         "Twelve apprentices started the course.") == ""  # the count said of another act


def test_a_place_kept_shut_since_a_year_was_not_open_then() -> None:
    premise = "The Harbour Street pool has remained closed since March 2023 and will reopen in 2026."
    assert states.since_conflict(premise, "The Harbour Street pool was open throughout 2024.")
    assert states.since_conflict(premise, "The Harbour Street pool was open in 2027.") == ""  # after the reopening


def test_only_one_of_a_kind_does_what_the_sentence_says() -> None:
    premise = "Both the gravel path and the boardwalk reach the lake, but only the boardwalk path is open to wheelchairs."
    assert solely.only_other_conflict(premise, "The gravel path is open to wheelchairs.")
    assert solely.only_other_conflict(premise, "The boardwalk path is open to wheelchairs.") == ""
    assert solely.only_other_conflict("The clerk checked the list, and only then was the ballot box opened.",
                                      "The ballot box was opened after the clerk checked the list.") == ""


@pytest.mark.parametrize("premise, step", [
    ("In the museum's catalogue, etchings are listed as a subcategory of prints.",
     "In the museum's catalogue, prints are listed as a subcategory of etchings."),
    ("Corve Rowing Club is one of six member clubs of the Severn Valley League.",
     "The Severn Valley League is one of the member clubs of Corve Rowing Club."),
])
def test_a_category_turned_round_conflicts(check: ConflictChecker, premise: str, step: str) -> None:
    assert relations.traded(premise, step, check.parse).startswith("the step trades the sides of")
    assert find_conflict(premise, step, parse=check.parse)


def test_a_conversion_turned_round_conflicts(check: ConflictChecker) -> None:
    premise = "Inside the cell, the inverter converts direct current into alternating current for the grid."
    assert inverses.turned(premise, "The inverter converts alternating current into direct current.", check.parse)
    assert inverses.turned(premise, "The inverter converts direct current into alternating current.", check.parse) == ""


@pytest.mark.parametrize("premise, step, reason, kept", [
    ("Though Velka is the capital of the region, its busiest port is Orsa.", "Orsa is the capital of the region.",
     "the sentence gives velka as the capital; the step gives orsa",
     ["Velka is the capital of the region.", "The town is the capital of the region."]),
    ("Release of the hormone is promoted by stress and inhibited by sleep, the review found.",
     "Sleep promotes release of the hormone.", "the sentence gives 'promoted' to stress and 'inhibited' to sleep",
     ["Stress promotes release of the hormone."]),
])
def test_a_capital_or_an_act_given_to_another_the_sentence_names(check: ConflictChecker, premise: str, step: str,
                                                                 reason: str, kept: list[str]) -> None:
    assert inverses.turned(premise, step, check.parse) == reason
    assert all(inverses.turned(premise, other, check.parse) == "" for other in kept)


def test_two_dated_events_put_in_the_other_order(check: ConflictChecker) -> None:
    premise = "Ilse Brandt, who joined the orchestra in 1984, was named its principal conductor in 2001."
    assert order.dated_turned(premise, "Brandt was named principal conductor before she joined the orchestra.",
                              check.parse)
    assert order.dated_turned(premise, "Brandt joined the orchestra before she was named principal conductor.",
                              check.parse) == ""


def test_a_journey_between_two_clock_times() -> None:
    premise = "The 6:50 coach leaves Harrow Street and arrives at the airport at 8:05."
    assert elapsed.clock_span_conflict(premise, "The coach journey takes more than an hour and a half.")
    assert elapsed.clock_span_conflict(premise, "The coach journey takes about two hours.")
    assert elapsed.clock_span_conflict(premise, "The coach journey takes 75 minutes.") == ""
    assert elapsed.clock_span_conflict(premise, "The coach journey takes less than an hour and a half.") == ""


def test_a_class_made_a_kind_of_its_member_conflicts(check: ConflictChecker) -> None:
    premise = "Granite is an intrusive rock that cools slowly deep underground."
    assert relations.kind_turned(premise, "Intrusive rock is a kind of granite.", check.parse) \
        == "the sentence makes granite a kind of intrusive rock; the step turns it round"
    assert relations.kind_turned(premise, "Granite is a kind of intrusive rock.", check.parse) == ""


def test_a_relative_clause_belongs_to_its_own_thing() -> None:
    premise = "Patel runs the sales office and Moreno runs the design office, which moved to Leeds in May."
    assert inverses.relative_of_another(premise, "The sales office moved to Leeds in May.") \
        == "the sentence says 'moved to Leeds in May' of the design office, not the sales office"
    assert inverses.relative_of_another(premise, "The design office moved to Leeds in May.") == ""


def test_a_rule_held_only_after_a_step_is_not_held_without_it(check: ConflictChecker) -> None:
    premise = "The landlord may enter the flat for repairs, but only after giving the tenant 24 hours' notice."
    assert "only after giving the tenant 24 hours' notice" in find_conflict(
        premise, "The landlord may enter the flat for repairs without notice.", parse=check.parse)


def test_what_the_sentence_tells_later_came_after(check: ConflictChecker) -> None:
    premise = "Lena Hart coached the junior squad from 2010 to 2014 and was later named head coach of the club."
    assert order.dated_turned(premise, "Hart was head coach of the club before she coached the junior squad.",
                              check.parse) == "the sentence tells the step's first event after its second ('later')"
    assert order.dated_turned(premise, "Hart coached the junior squad before she was named head coach.",
                              check.parse) == ""


def test_two_things_compared_against_their_counts() -> None:
    from gechat.entail.compared_counts import compared_figures

    premise = "Mill Road school has 420 pupils and 30 teachers, and Church Lane school has 510 pupils."
    assert compared_figures("Church Lane has 510 pupils and Mill Road 420.", "Mill Road has more pupils than Church Lane.")
    assert compared_figures(premise, "Mill Road has more pupils than Church Lane.") \
        == "the sentence gives Mill Road 420 pupils and Church Lane 510; the step says more"
    assert compared_figures(premise, "Church Lane has more pupils than Mill Road.") == ""
    assert compared_figures(premise, "Church Lane has fewer teachers than Mill Road.") == ""  # Church Lane's not given


def test_a_span_ends_before_a_later_event_begins(check: ConflictChecker) -> None:
    premise = "Nadia Ferro became chief executive in 2015, having led its Asian division from 2010 to 2014."
    assert order.dated_turned(premise, "Ferro led the Asian division after becoming chief executive.", check.parse) \
        == "the sentence dates the step's first event to 2015 and its second to 2014"
    assert order.dated_turned("Nadia Ferro led the Asian division from 2010 to 2016 and became chief executive in 2015.",
                              "Ferro became chief executive before she led the Asian division.", check.parse) == ""


def test_a_conversion_the_sentence_also_tells_the_step_s_way(check: ConflictChecker) -> None:
    premise = "By day the cell converts water into hydrogen; by night it converts the hydrogen back into water."
    assert inverses.turned(premise, "The cell converts hydrogen into water.", check.parse) == ""


def test_a_former_capital_is_no_rival_capital(check: ConflictChecker) -> None:
    premise = "Though Velka is the capital of the region, its busiest port is Orsa, which was the capital until 1890."
    assert inverses.turned(premise, "Orsa was the capital of the region before 1890.", check.parse) == ""


@pytest.mark.parametrize("premise, step", [
    ("Ashford Town, runners-up in the county cup final, have signed two new strikers.",
     "Faversham Town won the county cup final."),  # another side
    ("Tanabe, who emigrated to Brazil in 1921, opened a shop in Sao Paulo in 1930.",
     "Tanabe learned Portuguese before he emigrated to Brazil."),  # the name dates no event
    ("The first train leaves Norwick at 5:40 and the last train arrives at Caddon at 23:55.",
     "The journey from Norwick to Caddon takes about an hour."),  # two journeys
    ("The shuttle leaves the terminal at 7:45 and arrives at the hotel at 8:15.", "The shuttle journey takes half an hour."),
    ("Pretoria is the administrative capital of South Africa, while Cape Town is the legislative capital of South Africa.",
     "Cape Town is the legislative capital of South Africa."),
    ("Insulin secretion is stimulated by glucose and inhibited by adrenaline.", "Adrenaline stimulates glucagon secretion."),
    ("Halvard Bank reported a full-year profit of $2 billion, though loan losses rose in the fourth quarter.",
     "Halvard Bank made a profit in the fourth quarter."),  # no result of the quarter
    ("Inflation stood at 3.1% in May, with unemployment at 4.2%, down from 4.5% a year earlier.", "Inflation rose in May."),
    ("Recorded crime in the county fell 8% last year, although violent crime rose 3%.", "Crime fell last year."),
    ("Petrol prices rose $2 to $3 a gallon across the state.", "Petrol prices rose by $3 a gallon."),  # a range
    ("This policy does not cover Employees on probation.",
     "Employees who have completed probation are covered by this policy."),
    ("The museum's east wing only recently opened to visitors; the west wing opened to visitors in 1995.",
     "The west wing opened to visitors in 1995."),
    ("Leicester City became Premier League Champions in 2016.", "The club still goes by the name Leicester City."),
    ("The Kelso Road library has been closed since January 2024 for repairs and is scheduled to reopen in September 2025.",
     "The Kelso Road library was open in 2026."),
    ("Brightline is an affiliate of Helix Holdings.", "Helix Holdings is an affiliate of Brightline."),  # both ways
])
def test_look_alikes_a_code_review_found_are_no_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    assert find_conflict(premise, step, parse=check.parse) == ""


def test_a_contract_still_to_be_awarded_leaves_a_won_one_won() -> None:
    assert later_stage("The firm was shortlisted for the contract in May and secured it in July; the second phase is "
                       "to be awarded next year.", "The firm won the contract.") == ""


def test_a_story_s_and_then_orders_no_step_in_other_words(check: ConflictChecker) -> None:
    premise = ("Eager to be alone, and fearful of inquiries or hints from her uncle and aunt, she stayed with them only "
               "long enough to hear their favourable opinion of Bingley, and then hurried away to dress.")  # Pride and
    # Prejudice, set against another sentence of the novel by a first version of the "later" reading
    assert order.dated_turned(premise, "Four weeks were to pass away before her uncle and aunt’s arrival.",
                              check.parse) == ""
