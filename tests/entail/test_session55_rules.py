"""Readings of session 55: causes, a change's size and the figure it reached, ranges, conditions, former names,
things set aside with ", not", "all but" counts, deadlines, report periods, sources and the order of two events."""

from __future__ import annotations

import pytest

from gechat.entail import causes, periods, sources, wholes
from gechat.entail.changes import by_as_to
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.dates import deadline_conflict
from gechat.entail.eligibility import outcome_against_range
from gechat.entail.exclusions import contrasted_conflict
from gechat.entail.requirements import condition_conflict
from gechat.entail.solely import sole_cause_conflict
from gechat.entail.titles import old_name_now
from gechat.entail.units import range_units

CLOSURE = "The closure of the Brennan steel plant in 2016 led to a steep fall in house prices across the valley."


def test_a_cause_turned_round_conflicts(check: ConflictChecker) -> None:
    step = "Falling house prices across the valley caused the Brennan steel plant to close."
    assert causes.cause_turned(CLOSURE, step) == "the step turns the sentence's cause and effect round"
    assert find_conflict(CLOSURE, step, parse=check.parse)


@pytest.mark.parametrize("step", [
    "The closure of the Brennan steel plant caused house prices in the valley to fall.",  # the same way round
    "House prices across the valley fell because the Brennan steel plant closed.",
])
def test_a_cause_kept_is_no_conflict(step: str) -> None:
    assert causes.cause_turned(CLOSURE, step) == ""


def test_an_outcome_despite_something_is_not_because_of_it() -> None:
    premise = "Despite a 20% cut in its advertising budget, the brewery's sales rose to a record 3.1 million cases."
    assert "despite a 20% cut in its advertising budget" in causes.despite_as_cause(
        premise, "The brewery's sales rose because its advertising budget was cut.")
    assert causes.despite_as_cause(premise, "The brewery's sales rose to a record 3.1 million cases.") == ""


def test_a_cause_the_sentence_says_was_not_established() -> None:
    premise = ("The survey found that children who walked to school had fewer sick days, but the authors cautioned "
               "that the data could not establish causation.")
    assert causes.causation_denied(premise, "The survey showed that walking to school prevents sick days.")
    assert causes.causation_denied(premise, "Children who walked to school had fewer sick days.") == ""
    assert causes.causation_denied(premise, "Walking to school may prevent sick days.") == ""  # no claim of cause


def test_one_cause_of_several_is_not_the_only_one() -> None:
    premise = "Investigators blamed the derailment partly on worn rails, and said driver fatigue also contributed."
    assert "partly" in sole_cause_conflict(premise, "Worn rails were the only cause of the derailment, investigators said.")
    assert sole_cause_conflict(premise, "Worn rails contributed to the derailment.") == ""
    owned = "The stadium, which is partly owned by the council, was closed after a water main burst."
    assert sole_cause_conflict(owned, "The stadium was closed entirely due to a burst water main.") == ""


def test_a_sequence_is_no_cause_but_a_verb_of_acting_on_the_effect_is(check: ConflictChecker) -> None:
    after = "Bookings at the Lakeside hotel fell 12% in May after the owners raised room rates by £20."
    assert check.missing(after, "The £20 rise in room rates caused bookings at the Lakeside hotel to fall.") \
        == "the step gives a cause; the sentence gives only the order of events"
    acted = "Hail from the storm damaged the roof of the Vesey Road school, and lessons were moved to the hall."
    assert "order of events" not in check.missing(acted, "The storm caused damage to the Vesey Road school.")


@pytest.mark.parametrize(("step", "conflicts"), [
    ("Net sales at Orrin Tools rose to $28 million in 2023.", True),  # the size given as the figure reached
    ("Net sales at Orrin Tools rose by $140 million in 2023.", True),  # the figure reached given as the size
    ("Net sales at Orrin Tools rose to $140 million in 2023.", False),
    ("Net sales at Orrin Tools grew by $28 million in 2023.", False),
])
def test_a_change_by_a_figure_to_another(step: str, conflicts: bool) -> None:
    premise = "Net sales at Orrin Tools rose by $28 million to $140 million in 2023."
    assert bool(by_as_to(premise, step)) is conflicts


def test_an_outcome_against_its_range() -> None:
    premise = "The utility had forecast capital spending of between £400 million and £450 million, but spent £512 million."
    assert "outside the range" in outcome_against_range(premise, "The utility's capital spending came in within its forecast range.")
    inside = "The utility had forecast capital spending of between £400 million and £450 million, and spent £431 million."
    assert outcome_against_range(inside, "The utility's capital spending came in within its forecast range.") == ""
    assert "within the range" in outcome_against_range(inside, "The utility missed its spending forecast.")


@pytest.mark.parametrize(("premise", "step"), [
    ("Members may bring up to two guests to the pool only if they book the visit at reception the day before.",
     "Members can bring guests to the pool without booking the visit at reception."),
    ("Staff must work their full notice period unless the employer releases them early in writing.",
     "Staff must work their full notice period even when the employer releases them early in writing."),
])
def test_a_rule_held_without_its_condition(premise: str, step: str) -> None:
    assert condition_conflict(premise, step)


def test_a_condition_kept_is_no_conflict() -> None:
    premise = "Members may bring up to two guests to the pool only if they book the visit at reception the day before."
    assert condition_conflict(premise, "Members who book at reception the day before can bring guests to the pool.") == ""


def test_a_former_name_is_not_the_name_now() -> None:
    premise = "Formerly known as Harbour Mutual, the insurer was renamed Lumen Assurance in 2019."
    assert "'Harbour Mutual' is a former name" in old_name_now(premise, "The insurer currently trades as Harbour Mutual.")
    assert old_name_now(premise, "The insurer now trades as Lumen Assurance.") == ""
    assert old_name_now(premise, "The insurer was once called Harbour Mutual.") == ""


def test_a_former_name_in_brackets_is_no_ended_state(check: ConflictChecker) -> None:
    premise = "Lumen Assurance (formerly Harbour Mutual) is based in Bristol."
    assert find_conflict(premise, "Lumen Assurance is now based in Bristol.", parse=check.parse) == ""


def test_what_a_sentence_sets_aside_with_not() -> None:
    premise = "Interest is charged from the date each purchase is made, not from the date the statement is issued."
    assert "not from the date the statement is issued" in contrasted_conflict(
        premise, "Interest is charged from the date the statement is issued.")
    assert contrasted_conflict(premise, "Interest is charged from the date each purchase is made.") == ""


def test_all_but_some_of_a_whole(check: ConflictChecker) -> None:
    premise = "All but two of the twelve councils adopted the new recycling scheme by March."
    assert "All but two of the twelve councils" in wholes.all_but_count(
        premise, "All twelve councils adopted the new recycling scheme.")
    assert wholes.all_but_count(premise, "Ten councils adopted the new recycling scheme by March.") == "kept"
    assert check.restates(premise, "Ten councils adopted the new recycling scheme by March.")
    named = "Of the 8 finalists, all except Ruth Amis and Kofi Dale completed the course."
    assert wholes.all_but(named)[:2] == (8, 6)
    assert find_conflict(named, "Six finalists completed the course.", parse=check.parse) == ""


def test_the_other_members_of_a_whole_named_one_of() -> None:
    premise = "Carrick is the only one of the county's six hospitals with a burns unit."
    assert wholes.others_of_whole(premise, "None of the county's other five hospitals has a burns unit.")
    assert not wholes.others_of_whole(premise, "None of the county's other four hospitals has a burns unit.")


def test_a_deadline_given_another_date() -> None:
    premise = "Entries must be received no later than 12 March; the last entry arrived on 9 March."
    assert "as 12 March" in deadline_conflict(premise, "The deadline for entries was 9 March.")
    assert deadline_conflict(premise, "The deadline for entries was 12 March.") == ""


def test_a_figure_given_to_another_report_period(check: ConflictChecker) -> None:
    premise = "Pell Retail reported a third-quarter operating margin of 7.2%, up from 6.5% a year earlier."
    assert periods.other_period_unstated(premise, "Pell Retail's operating margin for the full year was 7.2%.") \
        == "the sentence gives its figure for the third quarter; the step for the full year"
    assert periods.other_period_unstated(premise, "Pell Retail's operating margin in the third quarter was 7.2%.") == ""
    assert check.missing(premise, "Pell Retail's operating margin for the full year was 7.2%.")


def test_a_claim_credited_to_another_source() -> None:
    premise = "According to the Regional Tourism Board, occupancy at the Sintra Palace hotel reached 81% in August."
    assert "Regional Tourism Board" in sources.other_source(
        premise, "The Sintra Palace hotel's own figures show occupancy reached 81%.")
    assert sources.other_source(premise, "According to the tourism board, occupancy at the hotel reached 81%.") == ""
    assert sources.other_source(premise, "The hoteliers' own figures show occupancy reached 81%.") == ""  # not named


def test_a_change_s_unit_given_to_its_second_figure(check: ConflictChecker) -> None:
    assert range_units("The queue fell from twelve minutes to five.") == "The queue fell from twelve minutes to five minutes."
    premise = "After the new tills were fitted, the average queue fell from twelve minutes to five."
    assert find_conflict(premise, "The average queue fell to five minutes.", parse=check.parse) == ""
    assert find_conflict(premise, "The average queue fell to three minutes.", parse=check.parse)


def test_the_order_of_two_events_read_from_their_verbs_and_subjects(check: ConflictChecker) -> None:
    premise = ("The council approved the budget on 2 February, three weeks before residents voted on it in a local "
               "referendum.")
    reason = find_conflict(premise, "Residents voted on the council's budget before the council approved it.",
                           parse=check.parse)
    assert reason == "the step turns the order of the sentence's two events round"
    assert find_conflict(premise, "The council approved the budget before residents voted on it.", parse=check.parse) == ""


def test_a_present_figure_against_a_figure_of_another_time() -> None:
    premise = ("The port authority warned that delays could exceed 40% next winter, but said the current share of "
               "delayed sailings was 12%.")
    assert periods.present_value_conflict(premise, "The port authority said the share of delayed sailings is currently "
                                                   "above 40%.") == "the sentence gives the present figure as 12%; the step gives 40%"
    assert periods.present_value_conflict(premise, "The share of delayed sailings is currently 12%.") == ""
    assert periods.present_value_conflict(premise, "The share of delayed sailings is currently above 10%.") == ""


def test_a_thing_closed_since_a_time_is_not_open_then() -> None:
    from gechat.entail.states import since_conflict

    premise = "The Ferris Lane swimming pool has been closed since March 2023 while its roof is replaced."
    assert since_conflict(premise, "The Ferris Lane swimming pool was open throughout 2023.")
    assert since_conflict(premise, "The Ferris Lane swimming pool is open.")
    assert since_conflict(premise, "The Ferris Lane swimming pool was open in 2022.") == ""  # before it closed
    reopened = "The Ferris Lane pool, which had been closed since March 2023, reopened in June 2024."
    assert since_conflict(reopened, "The Ferris Lane pool is open.") == ""


def test_a_thing_left_out_by_name_is_not_included() -> None:
    from gechat.entail.exclusions import left_out_included

    premise = "The price freeze applies to the Kora 10 and Kora 12 tariffs; the Kora Unlimited tariff is not covered."
    assert "Kora Unlimited" in left_out_included(premise, "The Kora Unlimited tariff is covered by the price freeze.")
    assert left_out_included(premise, "The Kora 12 tariff is covered by the price freeze.") == ""
    assert left_out_included(premise, "The Kora Unlimited tariff is not covered by the freeze.") == ""


def test_one_succeeded_is_not_said_to_have_retired(check: ConflictChecker) -> None:
    premise = "Ama Boateng took over as head of the Kumasi office in May, succeeding Daniel Reyes."
    assert check.missing(premise, "Daniel Reyes resigned from the Kumasi office.") \
        == "the sentence says Daniel Reyes was succeeded; the step says Daniel Reyes resigned"
    told = "Ama Boateng took over as head of the Kumasi office in May, succeeding Daniel Reyes, who retired."
    assert "succeeded" not in check.missing(told, "Daniel Reyes retired.")


def test_a_period_said_once_for_two_figures() -> None:
    premise = "The fund sold 1.2 million shares of Linwood in the first quarter and bought 400,000 of Hesper in the second."
    assert periods.periods(premise) == {"quarter 1", "quarter 2"}
    assert periods.other_period_unstated(premise, "The fund bought 400,000 shares of Hesper in the second quarter.") == ""


def test_a_change_s_figures_with_their_unit_after_both_are_left_alone() -> None:
    assert range_units("falling from 410,000 to 205,000 tonnes.") == "falling from 410,000 tonnes to 205,000 tonnes."


def test_another_thing_the_sentence_names_given_as_the_cause() -> None:
    premise = ("The review found that the flooding of the Marsh Lane depot was caused by a burst main, and that "
               "blocked drains made the damage worse.")
    assert causes.other_cause(premise, "The review found that blocked drains caused the flooding of the Marsh Lane depot.")
    assert causes.other_cause(premise, "A burst main caused the flooding of the Marsh Lane depot.") == ""


def test_a_change_to_a_figure_told_with_its_size_after() -> None:
    premise = "The dividend increased to 84 pence per share in 2023, an increase of 6 pence on the previous year."
    assert by_as_to(premise, "The company raised its dividend by 84 pence per share in 2023.")
    assert by_as_to(premise, "The company raised its dividend by 6 pence per share in 2023.") == ""


def test_what_a_product_does_not_support() -> None:
    from gechat.entail.exclusions import unsupported_used

    premise = "Release 7 of the Tern app drops support for iOS 14; iOS 15 and later remain supported."
    assert "iOS 14" in unsupported_used(premise, "Release 7 of the Tern app runs on iOS 14.")
    assert unsupported_used(premise, "Release 7 of the Tern app runs on iOS 15.") == ""
    assert unsupported_used(premise, "Release 7 of the Tern app no longer runs on iOS 14.") == ""


def test_an_outcome_against_a_forecast() -> None:
    from gechat.entail.eligibility import outcome_against_forecast

    premise = "Economists had forecast growth of 1.2% for the quarter, but the economy grew 0.4%."
    assert "below its forecast" in outcome_against_forecast(premise, "Growth in the quarter beat economists' forecasts.")
    assert outcome_against_forecast(premise, "Growth in the quarter fell short of economists' forecasts.") == ""


def test_a_thing_the_sentence_says_is_not_enough() -> None:
    from gechat.entail.requirements import enough_conflict

    premise = "A valid passport alone does not entitle travellers to enter the zone; a visa is also required."
    assert enough_conflict(premise, "A valid passport is enough to enter the zone.")
    assert enough_conflict(premise, "A valid passport is not enough to enter the zone.") == ""


def test_a_case_of_a_rule_may_name_the_rule_s_own_figure(check: ConflictChecker) -> None:
    premise = "Only members who have paid dues for at least 24 months are entitled to 10 days of paid training."
    assert "states no such figure" not in check.missing(
        premise, "A member with 9 months of paid dues is not entitled to the 10 days of paid training.")


def test_a_thing_set_aside_with_rather_than() -> None:
    premise = "The figures were compiled by the port authority rather than the shipping council."
    assert "the shipping council" in contrasted_conflict(premise, "The shipping council compiled the figures.")
    assert contrasted_conflict(premise, "The port authority compiled the figures.") == ""


def test_a_step_that_sets_the_same_thing_aside_is_no_conflict() -> None:
    premise = "The programme is broadcast from Washington with Kay or Trevelyan instead of the usual London broadcast."
    assert contrasted_conflict(premise, "The programme is broadcast from Washington with Trevelyan instead of the "
                                        "usual London broadcast.") == ""


def test_despite_one_thing_is_not_because_of_another() -> None:
    assert causes.despite_as_cause("Despite rising costs, the firm's profits rose.",
                                   "The firm's profits rose because of rising sales.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The committee will meet on Tuesday, not Wednesday, and the final report is due on Wednesday.",
     "The final report is due on Wednesday."),  # the thing set aside said after all
    ("Brant County is not eligible for the flood relief grant this year but remains eligible for drought assistance.",
     "Brant County is eligible for drought assistance."),  # left out of one thing, kept in another
    ("The stadium, originally called Riverside Park, was renamed the Halden Arena in 2015, although the nearby tram "
     "stop kept the name Riverside Park.", "The tram stop near the stadium is still called Riverside Park."),
    ("The central bank has a target range of 2% to 3% for inflation, which stood at 4.6% in October.",
     "The central bank's policy rate is within its target range."),  # a range of no measure the step names
    ("Under the new pay policy, all staff receive the same annual bonus regardless of their length of service.",
     "Staff receive paid sabbaticals because of their length of service."),  # another outcome
])
def test_the_session_s_conflicts_keep_to_their_own_claim(check: ConflictChecker, premise: str, step: str) -> None:
    assert find_conflict(premise, step, parse=check.parse) == ""


def test_a_plain_cause_where_the_sentence_says_none_was_established_is_not_stated(check: ConflictChecker) -> None:
    premise = ("Towns with more cycle lanes had fewer road injuries, but the authors said the data could not establish "
               "causation.")
    step = "Cycle lanes reduce road injuries."
    assert find_conflict(premise, step, parse=check.parse) == ""
    assert check.missing(premise, step) == "the sentence says a cause was not established; the step states one"
