"""Readings added in session 70, each on sentences other than the tables' that showed it, with the look-alikes it
must leave alone."""

from __future__ import annotations

import pytest

from gechat.entail.binding import bound_across, clauses
from gechat.entail.causes import despite_as_cause
from gechat.entail.complements import rest_denied
from gechat.entail.compared import compared_conflict
from gechat.entail.conflicts import ConflictChecker
from gechat.entail.differences import chain_turned
from gechat.entail.figures import quantity_conflict
from gechat.entail.party_shares import party_share_conflict
from gechat.entail.polarity import antonym_conflict, negation_conflict
from gechat.entail.proportions import share_conflict
from gechat.entail.ranks import followed_first
from gechat.entail.requirements import forbidden_permitted
from gechat.entail.respective import attached_otherwise
from gechat.entail.set_against import set_against_conflict, set_against_kept
from gechat.entail.solely import only_one_of_many
from gechat.entail.trends import from_figure_conflict
from gechat.entail.unstated import unstated_figure
from gechat.entail.wholes import bound_against_share
from gechat.entail.sums import sum_of_another

_CHECK = ConflictChecker()
parse = _CHECK.parse

GOALS = "Moreno scored 14 goals and Achterberg nine as Halden finished third in the league."
VOTES = "Ellis polled 12,310 votes and Mwangi 9,874, with turnout at 29 per cent."
SETTING = "Nurse Kaur vaccinated 61 children on Tuesday and Nurse Boyd 48 at the Greenway clinic."


@pytest.mark.parametrize(("premise", "step", "bound"), [
    (GOALS, "Achterberg scored 14 goals.", True),  # the setting after "nine" is both clauses'
    (GOALS, "Achterberg scored nine goals.", False),
    (GOALS, "Moreno scored 14 goals.", False),
    (VOTES, "Mwangi polled 12,310 votes.", True),  # a phrase after a comma closes the gapped clause
    (VOTES, "Mwangi polled 9,874 votes.", False),
    (SETTING, "Nurse Boyd vaccinated 61 children.", True),
    (SETTING, "Nurse Boyd vaccinated 48 children.", False),
])
def test_a_gapped_clause_closed_by_a_shared_setting_keeps_its_own_figure(premise: str, step: str, bound: bool) -> None:
    kind, reason = bound_across(premise, step, parse)
    assert (kind == "conflict") == bound, reason


def test_a_gapped_clause_is_cut_before_its_setting() -> None:
    parts = [[t.text for t in part] for part in clauses(parse(GOALS))]
    assert parts == [["Moreno", "scored", "14", "goals"], ["Achterberg", "nine"]]


def test_a_gapped_clause_before_a_clause_of_its_own_is_not_read() -> None:
    # "…, while turnout fell": a clause with its own verb follows; the gapped one is left as it was read before
    premise = "Ellis polled 12,310 votes and Mwangi 9,874, while turnout fell to 29 per cent."
    parts = [[t.text for t in part] for part in clauses(parse(premise))]
    assert ["Mwangi", "9,874"] not in parts


def test_a_count_before_a_conjunction_counts_no_noun() -> None:
    # "nine as Halden …" has no noun of its own: the step's "nine goals" is the sentence's bare nine
    assert quantity_conflict(GOALS, "Achterberg scored nine goals.") == ""
    assert quantity_conflict("Halden scored 14 goals as the season ended.", "Halden scored 12 goals.") \
        == "the step says 12 goal; the sentence says 14 goal"


FUNDING = ("The £8.2 million library extension is being paid for with £6.5 million of lottery funding and a £1.7 "
           "million contribution from the county council.")


@pytest.mark.parametrize(("step", "conflict"), [
    ("The county council is contributing £6.5 million.", True),  # the sum "of lottery funding"
    ("The county council is contributing £1.7 million.", False),
    ("Lottery funding provides £6.5 million.", False),
    ("Lottery funding provides £1.7 million.", True),
])
def test_a_sum_of_a_named_source_is_that_source_s(step: str, conflict: bool) -> None:
    assert bool(sum_of_another(FUNDING, step, parse)) == conflict


FINES = "The fine is £100 for a first breach and £250 for a second breach within a year."


@pytest.mark.parametrize(("step", "expected"), [
    ("Second breaches are fined £100.", "the sentence gives 100 to 'first' and 250 to 'second'"),
    ("Second breaches are fined £250.", ""),
    ("A first breach is fined £100.", ""),
    ("The fine rose to £250.", ""),  # no thing of the sentence's named as the subject
])
def test_a_sum_given_for_one_case_is_not_another_case_s(step: str, expected: str) -> None:
    assert attached_otherwise(FINES, step) == expected


CLUB = "The choir had 38 singers in 2024, against 52 in 2018."
PROFIT = "Operating profit was £18.4m, compared with £15.1m a year earlier, on sales of £240m."
PUPILS = "In 2024, 63% of pupils at Wexcombe Academy passed GCSE English, compared with 68% the previous year."


@pytest.mark.parametrize(("premise", "step", "said"), [
    (CLUB, "The choir grew between 2018 and 2024.", "38, against 52"),
    (CLUB, "The choir shrank between 2018 and 2024.", ""),
    (PROFIT, "Operating profit fell.", "£18.4m, compared with £15.1m"),
    (PROFIT, "Operating profit rose.", ""),
    (PUPILS, "The share of Wexcombe Academy pupils who passed GCSE English rose in 2024.", "63%, compared with 68%"),
    (PUPILS, "The proportion of pupils at Wexcombe Academy passing GCSE English fell in 2024.", ""),
])
def test_a_level_set_against_an_earlier_one_tells_the_move(premise: str, step: str, said: str) -> None:
    reason = set_against_conflict(premise, step, parse)
    assert reason.endswith(f"the sentence says '{said}'") if said else reason == ""


@pytest.mark.parametrize(("premise", "step"), [
    # two things at one time, not a level and its earlier one
    ("Nitrate levels reached 4.2 mg/l at the upstream gauge, compared with 0.9 mg/l at the outfall.",
     "Nitrate levels fell at the upstream gauge."),
    # a rate of rise, told by the sentence's own verb: fares still rose
    ("Bus fares rose 4.1% in April, compared with 6.0% a year earlier.", "Bus fares fell in April."),
    # the step's year is none of the sentence's
    (CLUB, "The choir grew in 2025."),
])
def test_figures_set_against_each_other_that_tell_no_move_of_the_step_s_thing(premise: str, step: str) -> None:
    assert set_against_conflict(premise, step, parse) == ""


VOTE = "Labour won 41 per cent of the vote and the Greens 17 per cent."


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    (VOTE, "The Greens won a larger share of the vote than Labour.", True),  # a percentage's share, not named
    (VOTE, "Labour won a larger share of the vote than the Greens.", False),
    ("Labour won 41 per cent of the vote in Leeds and the Greens 17 per cent in York.",
     "The Greens won a larger share of the vote in York than Labour.", False),  # Labour's York share is not given
    ("Books made up 38 per cent of sales and games 21 per cent of orders.",
     "Games made up a larger share of orders than books.", False),  # shares of two wholes
    ("The east wing has 40 beds and the west wing 25.", "The west wing has a larger share of the beds than the east "
     "wing.", False),  # a share of counts is no figure the sentence gives
])
def test_a_larger_share_is_read_against_two_percentages(premise: str, step: str, conflict: bool) -> None:
    assert bool(compared_conflict(premise, step)) == conflict


def test_an_antonym_near_the_step_s_words_is_the_one_read_whatever_the_hash_order() -> None:
    # two antonyms of "fell" in the sentence: the one said of the step's thing is named, in every process
    # (before, "rose" or "climbed" by the order of a set of antonyms, which differs from process to process)
    premise = ("The average premium paid in the quarter rose to £635, while total claims paid in the quarter climbed "
               "to £2.5bn from £1.9bn.")
    assert antonym_conflict(premise, "Total claims paid in the quarter fell to £1.9bn from £2.5bn.") \
        == "the step says 'fell'; the sentence says 'climbed'"


def test_a_figure_after_a_named_event_is_no_thing_it_belongs_to() -> None:
    # "8% after a profit warning": the warning is no thing the 8% is given to, as "£150 for a first offence" is
    premise = "Shares in Orvik rose 12% on Monday, while shares in Tandem fell 8% after a profit warning."
    assert attached_otherwise(premise, "Tandem's shares dropped 8% on Monday.") == ""


def test_a_clause_that_tells_the_rest_too_is_not_read() -> None:
    # the rejected share fell as the accepted one rose: which of the two the step's words name is not read here
    premise = "In 2024, 42% of bids were funded and the rest turned down, against 35% funded in 2023."
    assert set_against_conflict(premise, "The share of bids turned down fell between 2023 and 2024.", parse) == ""


FRONTED = "Of the 340 licence applications received by the council in 2024, 96 were refused, up from 71 in 2023."
OF_WHICH = ("The depot repaired 2,650 buses in 2024, up 8 per cent on the previous year, of which 1,910 were "
            "double-deckers.")
NOTICES = "The council issued 6,200 parking charge notices in March, of which 1,480 were challenged."


@pytest.mark.parametrize(("premise", "step", "expected"), [
    (FRONTED, "Most of the 340 applications received in 2024 were refused.",
     "the step says most applications; the sentence says 28.2% of them"),
    (FRONTED, "Fewer than half of the licence applications were refused.", ""),
    (FRONTED, "Most of the licence applications were approved.", ""),  # not what the sentence says of the 96
    (OF_WHICH, "Most of the buses repaired in 2024 were double-deckers.", ""),  # 72%
    (OF_WHICH, "A minority of the buses the depot repaired were double-deckers.",
     "the step says a minority of buses; the sentence says 72.1% of them"),
    (NOTICES, "More than half of the 6,200 charge notices were challenged.",
     "the step says more than half of charge; the sentence says 23.9% of them"),
    (NOTICES, "The bulk of the parking notices were challenged.",
     "the step says the bulk of parking; the sentence says 23.9% of them"),
    (NOTICES, "Fewer than half of the 6,200 parking notices were challenged.", ""),
])
def test_a_share_word_against_a_part_counted_of_its_whole(premise: str, step: str, expected: str) -> None:
    assert share_conflict(premise, step) == expected


REVENUE = ("Harwell Instruments said its order book reached £820m at the end of March, after a £75m defence contract, "
           "though full-year revenue slipped 4 per cent to £296m as shipments to Asia were delayed.")


@pytest.mark.parametrize(("step", "conflict"), [
    ("Harwell Instruments' full-year revenue rose 4 per cent to £296m.", True),  # the firm named elsewhere
    ("Full-year revenue rose 4 per cent to £296m.", True),
    ("Harwell Instruments' full-year revenue fell 4 per cent to £296m.", False),
    ("Harwell Instruments' order book rose to £820m.", False),  # another thing, no move of it told
])
def test_a_move_told_of_its_thing_with_the_firm_named_elsewhere(step: str, conflict: bool) -> None:
    assert bool(_CHECK(REVENUE, step)) == conflict


@pytest.mark.parametrize(("premise", "step", "first"), [
    ("The most common reason for complaints in 2024 was late delivery, followed by damaged goods.",
     "Damaged goods were the most common reason for complaints in 2024.", "late delivery"),  # a year of the rank's
    ("Footfall was up 3%, while the busiest store in the chain was Leeds, followed by York.",
     "York was the busiest store in the chain.", "Leeds"),  # the ranking clause after "while"
    ("The top concern among tenants was damp, followed by rent.", "Rent was the top concern among tenants.", "damp"),
])
def test_the_follower_is_not_the_first(premise: str, step: str, first: str) -> None:
    assert followed_first(premise, step).startswith(f"the sentence puts {first} first")


@pytest.mark.parametrize(("premise", "step"), [
    ("The chair of the trust was Ruth Amis until 2020, followed by Joan Kell.", "Joan Kell was the first chair."),
    ("The largest employer in Corby was the steelworks until it closed in 1980, followed by the council.",
     "The council is the largest employer in Corby."),
    ("The busiest store was Leeds, followed by York.", "York was among the busiest stores."),
])
def test_a_succession_or_a_share_of_the_top_is_not_read(premise: str, step: str) -> None:
    assert followed_first(premise, step) == ""


def test_shares_expected_are_no_shares_given() -> None:
    premise = "The shop expects books to make up 38 per cent of next year's sales and games 21 per cent."
    assert compared_conflict(premise, "Games made up a larger share of sales than books last year.") == ""
    assert compared_conflict(premise.replace("expects books to make", "said books made"),
                             "Games made up a larger share of sales than books last year.") != ""


PLANT = "Corvan said its Swindon plant built 92,400 engines in 2024, up 7 per cent on the previous year."


@pytest.mark.parametrize(("premise", "step", "said"), [
    (PLANT, "Output at the Swindon plant fell by 7 per cent in 2024.", "up 7 per cent on the previous year"),
    (PLANT, "Output at the Swindon plant rose by 7 per cent in 2024.", ""),
    (PLANT, "Output at the Swindon plant fell in 2025.", ""),  # another year
])
def test_a_change_told_up_or_down_on_an_earlier_year(premise: str, step: str, said: str) -> None:
    assert from_figure_conflict(premise, step, parse) == (f"the step says 'fell'; the sentence says '{said}'"
                                                          if said else "")


def test_a_change_told_as_a_cut_of_a_sum() -> None:
    premise = "The festival's grant was £240,000 this year, a cut of £60,000 on last year."
    assert from_figure_conflict(premise, "The festival's grant rose by £60,000 this year.", parse) \
        == "the step says 'rose'; the sentence says 'a cut of'"
    assert from_figure_conflict(premise, "The festival's grant fell by £60,000 this year.", parse) == ""


def test_several_of_the_only_kind_with_a_linking_verb_of_its_own() -> None:
    premise = "Ashby were the only team in the division to finish the season unbeaten away from home."
    assert only_one_of_many(premise, "A number of teams in the division went unbeaten away from home.") \
        == "the sentence says 'the only team'; the step says 'A number of teams'"
    assert only_one_of_many(premise, "A number of teams in the division were relegated.") == ""  # other words


@pytest.mark.parametrize(("step", "conflict"), [
    ("Library attendance in some districts of the county increased to 41 per cent in the census week.", True),
    ("Library attendance in some districts fell to 41 per cent.", False),
])
def test_a_move_whose_settings_each_stand_in_the_other(step: str, conflict: bool) -> None:
    premise = ("Use of libraries was low across the county in the census week, with library attendance dropping to "
               "41 per cent in some districts.")
    assert bool(_CHECK(premise, step)) == conflict


def test_a_long_subject_named_by_its_first_word_takes_the_step_s_one_figure() -> None:
    premise = "Fares are £2.80 for adults and £1.40 for children travelling with a paying adult on weekdays."
    assert attached_otherwise(premise, "Children travelling with a paying adult on weekdays pay a fare of £2.80.") \
        == "the sentence gives 2.8 to 'adults' and 1.4 to 'children'"
    assert attached_otherwise(premise, "Children travelling with a paying adult on weekdays pay a fare of £1.40.") \
        == ""


def test_a_move_told_back_against_an_earlier_figure() -> None:
    premise = "The average asking rent reached £1,240 a month in June, against £1,180 in the previous quarter."
    assert chain_turned(premise, "The average asking rent fell from £1,240 to £1,180.") \
        == "the step turns round what the sentence says: from £1,180 to £1,240"
    assert chain_turned(premise, "The average asking rent rose from £1,180 to £1,240.") == ""
    assert chain_turned("Rents reached £1,240 in Leeds, against £1,180 in York.",
                        "Rents fell from £1,240 to £1,180.") == ""  # another place, no earlier time


def test_another_named_thing_s_move_leaves_the_figure_s_change_to_be_read() -> None:
    premise = ("Corvan said its Swindon plant built 92,400 engines in 2024, up 7 per cent on the previous year, while "
               "output at its Gdansk plant fell to 40,100.")
    assert from_figure_conflict(premise, "Output at Swindon fell by 7 per cent in 2024.", parse) \
        == "the step says 'fell'; the sentence says 'up 7 per cent on the previous year'"
    assert from_figure_conflict(premise, "Output at Gdansk fell in 2024.", parse) == ""  # the sentence's own move


CALLS = "Men made up 31% of the calls taken by the helpline in 2024, while women made up 64%."


@pytest.mark.parametrize(("step", "expected"), [
    ("Most of the calls taken by the helpline were made by men.", "the step says most calls; the sentence says 31% "
     "of them"),
    ("The bulk of the helpline's calls came from men.", "the step says the bulk of calls; the sentence says 31% of "
     "them"),
    ("Fewer than half of the calls were made by men.", ""),
    ("Most of the calls were answered by volunteers.", ""),  # another part: the sentence gives volunteers none
])
def test_a_share_word_as_the_subject_with_its_part_after_by_or_from(step: str, expected: str) -> None:
    assert bool(party_share_conflict(CALLS, step)) == bool(expected)  # session 74: read by party_shares


RULE = "No member may use the climbing wall without completing the centre's induction session."


@pytest.mark.parametrize(("step", "forbidden"), [
    ("Members who have not completed the induction session are allowed to use the climbing wall.", True),
    ("Members may use the climbing wall without completing the induction.", True),
    ("Members who have completed the induction session may use the climbing wall.", False),  # the rule's own case
    ("Members who have not completed the induction may use the café.", False),  # another thing
])
def test_a_rule_told_no_one_may_against_those_who_have_not(step: str, forbidden: bool) -> None:
    assert bool(forbidden_permitted(RULE, step)) == forbidden


SURVIVAL = "Median time to relapse was 11.6 months in the surgery group and 7.9 in the observation group."


def test_the_one_thing_a_step_names_has_its_one_figure() -> None:
    assert attached_otherwise(SURVIVAL, "Patients under observation waited 11.6 months for a scan.") == ""  # not
    # the sentence's measure
    assert attached_otherwise(SURVIVAL, "Patients in observation had a median time to relapse of 11.6 months.") \
        == "the sentence gives 11.6 to 'surgery' and 7.9 to 'observation'"
    assert attached_otherwise(SURVIVAL, "Surgery beat observation, with 11.6 months to relapse.") == ""  # both named


def test_a_bare_figure_beside_its_neighbour_s_unit_is_in_that_unit() -> None:
    assert quantity_conflict(SURVIVAL, "Patients in the observation group had a median time to relapse of 7.9 "
                                       "months.") == ""
    # before, "the step says 7.9 month; the sentence says 11.6 month"
    assert quantity_conflict("Median survival was 14.2 months with the new drug and 9.8 with placebo.",
                             "Median survival with placebo was 9.8 months.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The trust received £18 million for its 12 schools, which teach 9,000 pupils between them.",
     "The trust received £2,000 per pupil."),
    ("The club recorded 1,240 rounds on its main course in 2024, of which 310 were by visitors, while the "
     "nine-hole course logged 460 nationwide.", "Counting both courses together, the club recorded 1,700 rounds."),
    ("The depot dispatched 5,200 parcels on Monday, of which 2,900 went to London and 1,400 to Bristol.",
     "The depot dispatched 900 parcels to places other than London and Bristol on Monday."),
    ("The band played 36 concerts last season, half of them at home and the rest on tour.",
     "The band played 18 concerts on tour last season."),
])
def test_a_figure_the_sentence_s_figures_add_up_to_is_no_rival(premise: str, step: str) -> None:
    assert quantity_conflict(premise, step) == ""
    assert unstated_figure(premise, step) == ""


def test_a_figure_no_sum_gives_is_still_read() -> None:
    premise = "The depot dispatched 5,200 parcels on Monday, of which 2,900 went to London and 1,400 to Bristol."
    assert quantity_conflict(premise, "The depot dispatched 1,100 parcels to places other than London and Bristol "
                                      "on Monday.") != ""


DOSE = "Children should not take more than four doses in 24 hours."


@pytest.mark.parametrize(("step", "contested"), [
    ("Children may take up to four doses in 24 hours.", False),  # one limit, told as an allowance
    ("Children can take a maximum of 4 doses in 24 hours.", False),
    ("Children may take up to six doses in 24 hours.", True),
    ("Children may take more than four doses in 24 hours.", True),
])
def test_a_ceiling_told_by_denying_more_is_an_allowance_up_to_it(step: str, contested: bool) -> None:
    assert bool(_CHECK(DOSE, step)) == contested


def test_the_only_one_against_none_of_the_others() -> None:
    premise = "Kestrel is the only one of the county's six reservoirs that can supply the northern towns."
    assert negation_conflict(premise, "None of the county's other five reservoirs can supply the northern towns.",
                             parse) == ""
    assert negation_conflict(premise, "None of the county's reservoirs can supply the northern towns.", parse) != ""


def test_no_one_of_an_age_may() -> None:
    premise = "No 14- or 15-year-old may work more than 12 hours a week during term time."
    assert forbidden_permitted(premise, "A 14-year-old may work more than 12 hours a week in term time.") != ""
    assert quantity_conflict(premise, "A 14-year-old may work up to 12 hours a week in term time.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The plant's 150 workers built 4,500 bikes last year.", "The plant's workers built 30 bikes per worker each "
     "month."),  # a year's whole is no month's rate
    ("The fund paid out £2.4 million to 80 families.", "The fund paid £30,000 to each family."),  # "each": equal
    ("Each of the two turbines together with the other generates 600 megawatts.", "Each turbine generates 300 "
     "megawatts."),
])
def test_a_share_per_head_needs_per_and_no_rate(premise: str, step: str) -> None:
    assert unstated_figure(premise, step) != "" or quantity_conflict(premise, step) != ""


@pytest.mark.parametrize(("step", "contested"), [
    ("More than 2,000 members were pensioners.", False),  # 38 percent of 6,000 is 2,280
    ("More than 2,500 members were pensioners.", True),
    ("Fewer than 2,000 members were pensioners.", True),
    ("More than 2,500 members voted.", False),  # another thing said of the members: not read
])
def test_a_bound_on_the_whole_s_noun_with_the_part_told_after_it(step: str, contested: bool) -> None:
    reason = bound_against_share("Some 38 percent of the 6,000 members were pensioners.", step)
    assert bool(reason) == contested, reason


def test_a_cause_told_by_boosted_or_fuelled() -> None:
    premise = "Despite a 9% rise in season ticket prices, crowds at Meadow Park grew to a record 21,000 a game."
    assert despite_as_cause(premise, "The 9% rise in season ticket prices boosted crowds at Meadow Park.") != ""
    assert despite_as_cause(premise, "New signings fuelled the growth in crowds at Meadow Park.") == ""  # another
    # cause, which the sentence does not set against the outcome


@pytest.mark.parametrize(("step", "said"), [
    ("The Dow Jones gained over the week.", "down from"),
    ("The Dow Jones lost ground over the week.", ""),  # no verb of rising or falling read, or the same way
    ("The Dow Jones fell over the week.", ""),
])
def test_a_change_from_its_level_a_week_earlier(step: str, said: str) -> None:
    premise = "The Dow Jones closed at 38,200 on Friday, down 1.8 percent from its close a week earlier."
    assert from_figure_conflict(premise, step, parse) == (f"the step says 'gained'; the sentence says '{said}'"
                                                          if said else "")


@pytest.mark.parametrize(("premise", "step", "kept"), [
    (PROFIT, "Operating profit rose.", True),
    (PROFIT, "Operating profit fell.", False),
    (CLUB, "The choir declined between 2018 and 2024.", True),
    (CLUB, "The number of singers in the choir fell between 2018 and 2024.", True),
    (CLUB, "The choir's membership shrank between 2018 and 2024.", False),  # another word for the singers: the model's
    (CLUB, "The choir shrank between 2018 and 2024 because of rising fees.", False),  # a cause the sentence does
    # not give
    (PUPILS, "The share of pupils at Wexcombe Academy who passed GCSE English fell in 2024.", True),
    (PUPILS, "The share of pupils at Wexcombe Academy who passed GCSE English is expected to fall.", False),
])
def test_a_move_the_two_levels_tell_is_a_restatement(premise: str, step: str, kept: bool) -> None:
    assert set_against_kept(premise, step, parse) == kept


@pytest.mark.parametrize(("step", "contested"), [
    ("Operating profit rose by £3.3m.", False),  # £18.4m against £15.1m
    ("Operating profit rose by £4.3m.", True),
])
def test_the_size_of_a_move_between_two_levels(step: str, contested: bool) -> None:
    assert bool(quantity_conflict(PROFIT, step) or unstated_figure(PROFIT, step)) == contested


@pytest.mark.parametrize(("step", "kept"), [
    ("Operating profit rose by £3.3m.", True),  # the size of the move
    ("Operating profit rose to £18.4m.", True),  # a level
    ("Operating profit rose by £4.3m.", False),
])
def test_a_restated_move_may_give_its_size_or_a_level(step: str, kept: bool) -> None:
    assert set_against_kept(PROFIT, step, parse) == kept


CLINIC = "The clinic received 6,400 referrals in the year, of which 900 were classed as urgent."


@pytest.mark.parametrize(("premise", "step", "rest"), [
    (CLINIC, "Most of the referrals the clinic received were not classed as urgent.", True),
    (CLINIC, "5,500 of the referrals were not classed as urgent.", True),
    (CLINIC, "5,000 of the referrals were not classed as urgent.", False),  # the rest is 5,500
    (CLINIC, "Fewer than half of the referrals were not classed as urgent.", False),
    (CLINIC, "Most of the referrals were not seen within a week.", False),  # another act
    ("Eleven of the fifteen trustees voted for the merger.", "Only four trustees did not vote for the merger.", True),
    ("In 2024 only 38 per cent of the plans were finalised within 20 weeks.",
     "Most of the plans were not finalised within 20 weeks.", True),
    (CLINIC, "Most of the referrals were classed as urgent.", False),  # no denial: the share readings'
])
def test_the_rest_of_a_whole_told_by_denying_the_part_s_act(premise: str, step: str, rest: bool) -> None:
    assert rest_denied(premise, step) == rest


@pytest.mark.parametrize(("premise", "step"), [
    ("By March the depot had repaired 300 of its 420 buses, and the remaining 120 were repaired in April.",
     "120 of the depot's buses have still not been repaired."),
    ("Of the 90 members, 60 voted for the motion, 20 voted against and 10 abstained.",
     "30 of the members did not vote."),
    ("Of the 40 shops inspected, 31 passed and all nine others failed the check.", "Nine of the shops did not pass."),
])
def test_a_rest_the_sentence_tells_of_itself_is_not_read(premise: str, step: str) -> None:
    assert rest_denied(premise, step) is False


def test_a_bare_figure_of_a_respectively_list_is_left_to_the_pairing() -> None:
    # held-out NLI (ConjNLI): the step gives Serena Venus's age; the rival reading stays
    assert quantity_conflict("At the time, Venus and Serena were 20 and 19 years old, respectively.",
                             "At the time, Serena was 20 years old.") != ""
