"""Readings added in session 69, each on sentences other than the tables' that showed it, with the look-alikes it
must leave alone."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.differences import chain_turned
from gechat.entail.gaps import move_as_comparison
from gechat.entail.party_shares import party_share_conflict
from gechat.entail.parts_of import part_otherwise
from gechat.entail.respective import attached_otherwise
from gechat.entail.solely import only_one_of_many
from gechat.entail.sums import sum_of_another
from gechat.entail.targets import target_met_otherwise

MEMBERS = ("The union's membership reached 86,400 at the end of June, compared with 91,200 eighteen months earlier, "
           "while 4.2% of members paid reduced subscriptions.")
FARES = "The average single fare was 85p in 2024, up from 60p in 2019, according to the operator's annual review."
VISITS = ("The museum recorded 312,000 visits in 2024, 14% of them by school groups, compared with 298,000 visits "
          "two years earlier.")


@pytest.mark.parametrize(("step", "reason"), [
    ("Membership fell from 91,200 to 86,400.", ""),
    ("Membership rose from 86,400 to 91,200.", "from 91,200 to 86,400"),  # "compared with … months earlier"
    ("Membership grew to 91,200 from 86,400.", "from 91,200 to 86,400"),  # "to … from …" told the other way
])
def test_a_figure_compared_with_one_some_months_earlier_is_the_later(step: str, reason: str) -> None:
    assert chain_turned(MEMBERS, step) == (f"the step turns round what the sentence says: {reason}" if reason else "")


def test_a_percentage_between_the_two_figures_is_not_the_earlier_one() -> None:
    # "4.2% of members" is of another kind than "86,400"; "14% of them" than "298,000 visits"
    assert chain_turned(VISITS, "Visits fell from 312,000 to 298,000.") \
        == "the step turns round what the sentence says: from 298,000 to 312,000"
    assert chain_turned(VISITS, "Visits rose from 298,000 to 312,000.") == ""


def test_a_figure_with_its_unit_joined_and_a_year_between_is_read() -> None:
    assert chain_turned(FARES, "The average single fare fell from 85p to 60p.") \
        == "the step turns round what the sentence says: from 60p to 85p"
    assert chain_turned(FARES, "The average single fare rose from 60p to 85p.") == ""


def test_a_figure_compared_with_another_thing_is_no_earlier_figure() -> None:
    assert chain_turned("The north depot handled 1,400 parcels a day, compared with 1,900 at the south depot.",
                        "Parcels handled fell from 1,400 to 1,900 a day.") == ""


PLANT = ("The plant's output reached 9,400 tonnes in 2024, with exports making up 62% of it and contract work "
         "accounting for 8% of orders.")
STAFF = "The trust employed 14,800 staff in March, while agency workers made up 6% of them."


@pytest.mark.parametrize(("step", "expected"), [
    ("Contract work accounted for most of the orders.", "the step says most orders; the sentence says 8% of them"),
    ("Contract work made up a small minority of orders.", ""),  # not a share word of the table
    ("Contract work accounted for a minority of orders.", ""),
    ("Exports accounted for most of the plant's output in 2025.", ""),  # "of it": whose is unsaid
])
def test_a_share_word_for_what_a_part_makes_up(step: str, expected: str) -> None:
    assert bool(party_share_conflict(PLANT, step)) == bool(expected)  # session 74: read by party_shares


def test_of_them_stands_for_the_noun_the_step_names() -> None:
    assert party_share_conflict(STAFF, "Agency workers made up the majority of staff.") \
        == "the step's share for 'Agency workers' is not the sentence's (6% of the whole)"
    assert party_share_conflict(STAFF, "Agency workers made up less than half of staff.") == ""
    assert party_share_conflict(STAFF, "Nurses made up the majority of staff.") == ""  # another part
    assert party_share_conflict(STAFF, "Agency workers will make up most of the staff by 2030.") == ""  # a hope


def test_a_made_up_share_is_read_by_the_conflict_checks(check: ConflictChecker) -> None:
    assert find_conflict(STAFF, "Agency workers made up most of the staff.", parse=check.parse)
    assert find_conflict(STAFF, "Agency workers made up a minority of the staff.", parse=check.parse) == ""


GRANTS = ("The new library was paid for with a £6.5 million lottery grant and £1.2 million given by local "
          "businesses, the council said.")
ROUTES = "Rail freight fell 9 per cent in the quarter, compared with a 3 per cent rise on road haulage."


@pytest.mark.parametrize(("step", "conflicts"), [
    ("Local businesses gave £6.5 million towards the library.", True),
    ("The lottery grant provided £1.2 million.", True),
    ("Local businesses gave £1.2 million towards the library.", False),
    ("The lottery grant was worth £6.5 million.", False),
    ("The library cost £7.7 million.", False),  # a sum of both: not this check's
])
def test_a_sum_given_to_the_source_the_sentence_gives_another(check: ConflictChecker, step: str,
                                                                conflicts: bool) -> None:
    assert bool(sum_of_another(GRANTS, step, check.parse)) is conflicts


@pytest.mark.parametrize(("step", "conflicts"), [
    ("Road haulage saw a 9 per cent fall.", True),
    ("Road haulage rose 3 per cent.", False),
    ("Rail freight fell 9 per cent.", False),
])
def test_a_percentage_of_a_change_whose_noun_names_its_party(check: ConflictChecker, step: str,
                                                            conflicts: bool) -> None:
    assert bool(sum_of_another(ROUTES, step, check.parse)) is conflicts


def test_one_party_s_two_figures_are_no_swap(check: ConflictChecker) -> None:
    assert sum_of_another("Sales rose 5% in March and 3% in April.", "Sales rose 3% in April.", check.parse) == ""
    assert sum_of_another("The fund paid £2 million to schools and £3 million to clinics.",
                          "The fund paid £3 million to clinics.", check.parse) == ""


DEPOTS = "The board will shut three of its 17 depots from 1 June, while the remaining depots will open longer hours."


@pytest.mark.parametrize(("premise", "step", "reason"), [
    (DEPOTS, "The board will shut all but three of its 17 depots.", "the step gives 14 of the 17; the sentence 3"),
    (DEPOTS, "The board will shut 14 of its 17 depots.", "the step gives 14 of the 17; the sentence 3"),
    (DEPOTS, "The board will shut three of its 17 depots.", ""),
    (DEPOTS, "The board will shut three of its 17 sites.", ""),  # another noun
    (DEPOTS, "The board will shut about five of its 17 depots.", ""),  # a rough part
    ("The board will shut all but three of its 17 depots.", "The board will shut three of its 17 depots.",
     "the step gives 3 of the 17; the sentence 14"),
    ("The board will shut all but three of its 17 depots.", "The board will shut 14 of its 17 depots.", ""),
    ("Three of the 17 members voted against the plan.", "14 of the 17 members voted for the plan.", ""),  # a side
    ("Three of the 17 members voted against the plan.", "Four of the 17 members voted against the plan.",
     "the step gives 4 of the 17; the sentence 3"),
])
def test_a_part_of_a_counted_whole_told_as_another_part(premise: str, step: str, reason: str) -> None:
    assert part_otherwise(premise, step) == reason


def test_two_verbs_subjects_alone_are_no_sources(check: ConflictChecker) -> None:
    # the lender's subject is not the borrower's: neither sum has a phrase of its own that names a source
    assert sum_of_another("The bank lent the club £12 million to rebuild its stand, and the club spent £3 million of "
                          "its own on a new pitch.", "The club borrowed £12 million from the bank.", check.parse) == ""


def test_a_part_of_which_is_not_the_later_figure() -> None:
    told = ("The scheme had signed up 3,800 households by May 2024, of whom 2,900 had claimed a grant, compared with "
            "1,700 households in May 2022.")
    assert chain_turned(told, "The scheme had 1,700 households in May 2024, up from 3,800 in May 2022.") \
        == "the step turns round what the sentence says: from 1,700 to 3,800"


WEDDINGS = ("The registry office recorded 3,120 weddings in 2024, with the average cost of a ceremony climbing to "
            "£640.")


def test_a_move_told_with_with_has_the_noun_with_takes_for_subject(check: ConflictChecker) -> None:
    assert find_conflict(WEDDINGS, "The average cost of a ceremony fell to £640.", parse=check.parse) \
        == "the step says 'fell'; the sentence says 'climbing'"
    assert find_conflict(WEDDINGS, "The average cost of a ceremony rose to £640.", parse=check.parse) == ""


def test_a_date_given_to_the_other_thing_of_two(check: ConflictChecker) -> None:
    rule = "Landlords must fit the new alarms by March 2026 for new lettings and March 2027 for existing tenancies."
    assert attached_otherwise(rule, "New lettings need alarms by March 2027.") \
        == "the sentence gives 2027 to 'existing' and 2026 to 'new'"
    assert attached_otherwise(rule, "New lettings need alarms by March 2026.") == ""
    assert "2027" in find_conflict(rule, "New lettings need alarms by March 2027.", parse=check.parse)
    assert find_conflict(rule, "New lettings need alarms by March 2026.", parse=check.parse) == ""


@pytest.mark.parametrize(("step", "swapped"), [
    ("The Hollins mill replaced the Dunmore plant.", False),
    ("The Dunmore plant replaced the Hollins mill.", True),
    ("The Dunmore plant was replaced by the Hollins mill.", False),
    ("The Hollins mill was replaced by the Dunmore plant.", True),
])
def test_a_passive_s_subject_is_shared_by_the_verb_joined_to_it(check: ConflictChecker, step: str,
                                                                swapped: bool) -> None:
    said = "The Dunmore plant was closed for a year and replaced by the Hollins mill."
    assert bool(find_conflict(said, step, parse=check.parse)) is swapped


def test_a_move_against_a_figure_told_fewer_than_an_earlier_year(check: ConflictChecker) -> None:
    said = "The fire service attended 2,310 false alarms in 2024, 9 per cent fewer than in 2023."
    assert find_conflict(said, "False alarms attended in 2024 rose by 9 per cent on the year before.",
                         parse=check.parse) == "the step says it rose by 9 per cent; the sentence says 9 per cent fewer than in 2023"
    assert find_conflict(said, "False alarms attended fell by 9 per cent.", parse=check.parse) == ""
    assert find_conflict("The fire service attended 2,310 false alarms in 2024, 9 per cent fewer than the "
                         "ambulance service.", "False alarms attended rose.", parse=check.parse) == ""  # no earlier time


def test_a_step_s_subject_with_a_hyphened_word_before_its_figure() -> None:
    said = "Retention at two years was 70% among the full-time staff and 45% among the part-time staff."
    assert attached_otherwise(said, "The part-time staff had a two-year retention of 70%.") \
        == "the sentence gives 70 to 'full-time' and 45 to 'part-time'"
    assert attached_otherwise(said, "The part-time staff had a two-year retention of 45%.") == ""


def test_a_possessive_subject_names_what_the_sentence_names(check: ConflictChecker) -> None:
    said = ("Average footfall at Marlow Market's Saturday stalls rose to 3,100 in 2024, up from 2,800 the season before, "
            "even though the market finished lower in the regional awards.")
    assert move_as_comparison(said, "Marlow Market's average Saturday footfall was lower in 2024 than the year before.",
                              check.parse).startswith("the step says 'lower than the year before'")
    assert move_as_comparison(said, "Marlow Market's average Saturday footfall was higher in 2024 than the year "
                                    "before.", check.parse) == "kept"


@pytest.mark.parametrize(("premise", "step", "reason"), [
    ("The helpline answered 81% of calls within two minutes in May, against a target of 90%.",
     "The helpline met its 90% target in May.", "the step says the target was met; the sentence gives 81% against a "
                                                 "target of 90%"),
    ("The helpline answered 93% of calls within two minutes in May, against a target of 90%.",
     "The helpline met its 90% target in May.", ""),
    ("The helpline answered 93% of calls within two minutes in May, against a target of 90%.",
     "The helpline missed its 90% target in May.", "the step says the target was missed; the sentence gives 93% "
                                                   "against a target of 90%"),
    ("Fire crews took an average of 11 minutes to reach rural callers, against a target of 8 minutes.",
     "The 8-minute target was achieved.", "the step says the target was achieved; the sentence gives 11 minute "
                                          "against a target of 8 minute"),
    ("Fire crews took an average of 7 minutes to reach rural callers, against a target of 8 minutes.",
     "Fire crews met the 8-minute target.", ""),  # a time is met under it
    ("The club signed 240 new members, against a target of 300.", "The club exceeded its target of 300.",
     "the step says the target was exceeded; the sentence gives 240 against a target of 300"),
    ("The plant emitted 41,000 tonnes of carbon, against a target of 35,000 tonnes.", "The plant met its target.", ""),
    ("The club signed 240 new members, against a target of 300.", "The club exceeded its target of 200.", ""),
])
def test_a_target_said_met_against_the_figures(premise: str, step: str, reason: str) -> None:
    assert target_met_otherwise(premise, step) == reason


def test_another_goal_than_the_sentence_s_is_not_read() -> None:
    said = "The appeal raised £1.8 million, against a target of £2.5 million."
    assert target_met_otherwise(said, "The appeal met its volunteer recruitment target.") == ""
    assert target_met_otherwise(said, "The appeal met its fundraising target.") == ""  # a word the sentence lacks
    assert target_met_otherwise(said, "The appeal met its £2.5 million target.").startswith("the step says the target")


def test_a_whole_told_by_its_verb_without_a_noun(check: ConflictChecker) -> None:
    said = "The tribunal received 2,300 claims in 2024 and settled 1,240, of which 110 went to a full hearing."
    assert find_conflict(said, "Most of the claims settled in 2024 went to a full hearing.", parse=check.parse) \
        == "the step says most claims; the sentence says 8.9% of them"
    assert find_conflict(said, "Most of the claims received in 2024 went to a full hearing.", parse=check.parse) == ""
    assert find_conflict(said, "Few of the claims settled in 2024 went to a full hearing.", parse=check.parse) == ""


@pytest.mark.parametrize(("step", "conflicts"), [
    ("Several coastal libraries opened on Sundays in 2024.", True),
    ("Three coastal libraries opened on Sundays.", True),
    ("Several libraries opened on Saturdays in 2024.", False),  # a word the sentence lacks
    ("Several other libraries opened late in 2024.", False),
    ("Marsh Lane was the library that opened on Sundays.", False),
])
def test_several_of_the_kind_the_sentence_gives_only_one_of(step: str, conflicts: bool) -> None:
    said = "Marsh Lane was the only coastal library to open on Sundays in 2024, the council's review found."
    assert bool(only_one_of_many(said, step)) is conflicts


def test_a_gapped_clause_closed_by_a_shared_setting(check: ConflictChecker) -> None:
    said = "Okafor took 5 wickets and Reid 2 in the second innings."
    assert find_conflict(said, "Okafor took 2 wickets in the second innings.", parse=check.parse)
    assert find_conflict(said, "Okafor took 5 wickets in the second innings.", parse=check.parse) == ""


def test_a_move_seen_by_its_owner_is_the_move_of_the_noun_before_it(check: ConflictChecker) -> None:
    said = "Annual membership income at the Corran Trust fell by 6 percent compared with the previous year."
    assert find_conflict(said, "The Corran Trust saw its annual membership income rise.", parse=check.parse) \
        == "the step says 'rise'; the sentence says 'fell'"
    assert find_conflict(said, "The Corran Trust saw its annual membership income fall.", parse=check.parse) == ""
    assert find_conflict(said, "The Corran Trust saw a rise in visitor numbers.", parse=check.parse) == ""


def test_a_figure_with_its_thing_after_of() -> None:
    said = "The dairy sold 12,600 litres of whole milk and about 4,000 litres of skimmed in March."
    assert attached_otherwise(said, "The dairy sold 12,600 litres of skimmed milk in March.") \
        == "the sentence gives 12600 to 'whole' and 4000 to 'skimmed'"
    assert attached_otherwise(said, "The dairy sold 12,600 litres of whole milk in March.") == ""


def test_a_change_before_its_month_is_no_value_of_that_month() -> None:
    assert attached_otherwise("The register held 3,200 names in June, up 150 on May.",
                              "The register grew by 150 names in June.") == ""


@pytest.mark.parametrize(("step", "conflicts"), [
    ("Diesel van registrations totalled 41,000 in 2024.", True),  # the rival's words before its head
    ("Petrol car sales totalled 41,000 in 2024.", False),
    ("Petrol car registrations totalled 41,000 in 2024.", False),
    ("Diesel van owners borrowed 41,000 pounds.", False),  # a verb the sentence does not use
])
def test_a_count_given_to_the_party_whose_words_name_the_other(check: ConflictChecker, step: str,
                                                               conflicts: bool) -> None:
    said = "Diesel van registrations reached 96,000 in 2024, while petrol car sales totalled 41,000."
    assert bool(sum_of_another(said, step, check.parse)) is conflicts


def test_the_step_s_subject_is_its_first_word_where_the_sentence_names_it() -> None:
    said = "Boilers must meet the new standard by June 2026 for new homes and by June 2028 for existing ones."
    assert attached_otherwise(said, "Existing homes must meet the new standard by June 2028.") == ""
    assert attached_otherwise(said, "New homes need boilers of the new standard by June 2028.") \
        == "the sentence gives 2028 to 'existing' and 2026 to 'new'"
