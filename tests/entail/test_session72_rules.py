"""Readings added in session 72, each on sentences other than the tables' that showed it, with the look-alikes it
must leave alone."""

from __future__ import annotations

import pytest

from gechat.entail.arithmetic import only_worked_out, worked_out
from gechat.entail.change_sizes import size_way_turned
from gechat.entail.compared import compared_conflict, compared_kept
from gechat.entail.two_years import years_compared, years_turned
from gechat.entail.complements import rest_denied
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.differences import difference_said, gap_turned, way_word
from gechat.entail.proportions import of_which_value, share_conflict
from gechat.entail.quantities import quantities
from gechat.entail.set_against import set_against_conflict, set_against_kept
from gechat.entail.unsaid import missing
from gechat.entail.wholes import digits

_CHECK = ConflictChecker()
parse = _CHECK.parse


def _figure(step: str, kind: str = "count"):
    return next(q for q in quantities(step) if q.kind == kind)


# -- arithmetic: the level before a change is the changed thing's, not another's

@pytest.mark.parametrize(("premise", "step", "worked"), [
    ("Grant income rose by £2.5m to £11.5m in 2024.", "Grant income was £9m in 2023.", True),
    ("Grant income rose by £2.5m to £11.5m in 2024.", "Staff costs were £9m in 2023.", False),  # no word of the change
    ("Grant income rose by £2.5m to £11.5m, while staff costs rose by £1m to £7m.",
     "Staff costs were £9m before the rise.", False),  # the later clause's thing
    ("Grant income rose by £2.5m to £11.5m, while staff costs rose by £1m to £7m.",
     "Staff costs were £6m before the rise.", True),
    ("The harbour board will receive £3.6m a year from the ministry until 2028, a cut of £500,000 on its previous "
     "annual grant.", "The harbour board's previous annual grant was £4.1m.", True),  # the change's own clause
])
def test_the_level_before_a_change_is_the_changed_things(premise: str, step: str, worked: bool) -> None:
    assert worked_out(_figure(step, "money"), premise, step) is worked


# -- figures: a preposition after a count is no counted noun; the size of a change is asked for even without a noun

@pytest.mark.parametrize(("text", "unit"), [
    ("Membership grew by 540 between 2022 and 2023.", ""),
    ("Sales fell by 6,300 over the decade.", ""),
    ("The firm employs 1,200 staff across three sites.", "employee"),
    ("Crews rescued 214 stranded walkers.", "walker"),
])
def test_a_preposition_after_a_count_is_no_counted_noun(text: str, unit: str) -> None:
    assert quantities(text)[0].unit == unit


def test_the_size_of_a_change_without_a_noun_must_be_stated() -> None:
    premise = "The Courier sold an average of 17,400 copies a day in 2023, against 19,600 in 2022."
    assert missing(premise, "The Courier's daily sales fell by 1,200 between 2022 and 2023.", parse) \
        .startswith("the step gives 1200")
    assert missing(premise, "The Courier's daily sales fell by 2,200 between 2022 and 2023.", parse) == ""


# -- differences: a verb of change right before the figure gives the gap its way; two years' levels give a base

def test_a_verb_right_before_the_figure_gives_the_way() -> None:
    assert way_word(_figure("The village gained 350 residents."), "The village gained 350 residents.") == "gained"
    assert way_word(_figure("The village shed 350 jobs."), "The village shed 350 jobs.") == "shed"
    assert way_word(_figure("The village had 350 residents."), "The village had 350 residents.") == ""


@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("The village's population fell from 2,450 in 2011 to 2,100 in 2021.",
     "The village's population gained 350 between 2011 and 2021.", True),
    ("The village's population fell from 2,450 in 2011 to 2,100 in 2021.",
     "The village's population lost 350 between 2011 and 2021.", False),
    ("The choir had 64 singers in 2021 and 52 in 2024.", "The choir gained 12 singers between 2021 and 2024.", True),
    ("The choir had 64 singers in 2021 and 52 in 2024.", "The choir lost 12 singers between 2021 and 2024.", False),
    ("The Greens won 30 seats, against 21 for Plaid Cymru.", "Plaid Cymru gained 9 seats.", False),  # rivals: a verb
    # of change tells no gap between them
    ("The Greens won 30 seats, against 21 a year earlier.", "The Greens lost 9 seats.", True),
])
def test_a_gap_told_the_other_way(premise: str, step: str, turned: bool) -> None:
    assert bool(gap_turned(premise, step)) is turned


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The choir had 64 singers in 2021 and 52 in 2024.", "The choir lost 12 singers between 2021 and 2024.", True),
    ("The choir had 52 singers in 2024, compared with 64 in 2021.", "The choir lost 12 singers.", True),
    ("The choir had 64 singers in 2021 and the band 52 in 2024.", "The band lost 12 members.", False),  # two
    # things, not two times
    ("The choir had 64 singers in 2021 and 52 in 2021.", "The choir lost 12 singers.", False),  # one year
])
def test_two_years_levels_give_the_earlier_as_base(premise: str, step: str, said: bool) -> None:
    assert difference_said(_figure(step), quantities(premise), premise, step) is said


def test_a_gap_between_two_years_levels_is_worked_out() -> None:
    premise = "The choir had 64 singers in 2021 and 52 in 2024."
    assert only_worked_out(premise, "The choir had 12 fewer singers in 2024 than in 2021.")
    assert not only_worked_out(premise, "The choir had 10 fewer singers in 2024 than in 2021.")


def test_a_count_named_by_its_number_is_worked_out() -> None:
    premise = "Visits to the gallery numbered 96,000 in 2019 and 71,000 in 2023."
    assert only_worked_out(premise, "The number of visits to the gallery fell by 25,000 between 2019 and 2023.")
    assert not only_worked_out(premise, "The number of visits to the gallery fell by 35,000 between 2019 and 2023.")


# -- compared: two sides compared by "more", "fewer" or an adjective, read against each side's figure, kept or turned

CHOIRS = ("The festival's adult section drew 46 choirs, compared with 31 in 2023, while the youth section, which moved "
          "to the Assembly Rooms in 2022, attracted 58 choirs; Harrogate Chorale won the adult trophy.")
LEAGUE = ("The league said crowds rose again, with Bradford Bulls posting the highest average (6,210) ahead of "
          "Halifax Panthers (4,980), while Sheffield Eagles averaged 2,300.")
RESCUES = ("The service handled 9,400 incidents in 2023, of which 2,150 involved its lifeboats and 640 the service's "
           "own helicopters, the annual report said.")


@pytest.mark.parametrize(("premise", "step", "kept", "turned"), [
    (LEAGUE, "Halifax Panthers had a lower average than Bradford Bulls.", True, False),  # figures in brackets
    (LEAGUE, "Halifax Panthers had a higher average than Bradford Bulls.", False, True),
    (RESCUES, "The service's helicopters were involved in fewer incidents than its lifeboats.", True, False),
    (RESCUES, "The service's helicopters were involved in more incidents than its lifeboats.", False, True),
    (CHOIRS, "The youth section attracted more choirs than the adult section.", True, False),  # a figure told after
    # an aside
    (CHOIRS, "The youth section attracted fewer choirs than the adult section.", False, True),
    (LEAGUE, "Halifax Panthers had 1,230 fewer fans a game than Bradford Bulls.", False, False),  # a gap: its own
    # readings
    (LEAGUE, "Halifax Panthers had a lower average than Bradford Bulls in 2019.", False, False),  # a year not given
    (LEAGUE, "Halifax Panthers could have a lower average than Bradford Bulls.", False, False),  # a hedge
    (LEAGUE, "Bradford Bulls drew more than 6,000 fans a game.", False, False),  # a bound, no comparison
    ("The Reds took 41 per cent of the student vote and the Blues 23 per cent.",
     "The Blues won more votes than the Reds overall.", False, False),  # "more votes" is no share of a whole
    ("Rents in Leeds rose from £900 to £1,000 a month, while Hull's reached £700 and rents in York averaged £1,200.",
     "Rents in Leeds were lower than in York.", False, False),  # which of Leeds' figures is its rent is unsaid
])
def test_two_sides_compared_against_their_figures(premise: str, step: str, kept: bool, turned: bool) -> None:
    assert compared_kept(premise, step) is kept
    assert bool(compared_conflict(premise, step)) is turned


# -- proportions: a whole "of which" with its scale ("2.6 million … of which 0.9 million"), "of whom", and a span
# ("between April and September") in a long phrase before it

@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("The depot loaded 3.4 million parcels in 2024, up 6 per cent on 2023, of which 1.1 million were sent abroad by air.",
     "More than half of the parcels loaded in 2024 were sent abroad by air.", True),  # 32%
    ("The depot loaded 3.4 million parcels in 2024, up 6 per cent on 2023, of which 2.1 million were sent abroad by air.",
     "More than half of the parcels loaded in 2024 were sent abroad by air.", False),  # 62%
    ("The county has 1.8 million residents, of whom 0.3 million are over 75.", "Most of the residents are over 75.",
     True),
    ("The helpline answered 64,000 calls from tenants of housing associations between April and September, of which "
     "21,000 concerned damp.", "Most of the calls concerned damp.", True),
    ("The helpline answered 64,000 calls from tenants of housing associations between April and September, of which "
     "41,000 concerned damp.", "Most of the calls concerned damp.", False),
])
def test_a_whole_of_which_with_its_scale_or_a_span(premise: str, step: str, conflict: bool) -> None:
    assert bool(share_conflict(premise, step)) is conflict


# -- opposed: "over the period", "over the same period" is the span of the sentence's own change, no setting apart

@pytest.mark.parametrize(("step", "conflict"), [
    ("The average fare rose by 8% over the period.", True),
    ("The average fare rose by 8% over the same period.", True),
    ("The average fare fell by 8% over the period.", False),
    ("The average fare rose by 8% in Scotland.", False),  # a place the sentence does not give: another event
])
def test_the_same_period_is_no_other_setting(step: str, conflict: bool) -> None:
    premise = ("Passenger numbers rose to 41 million in 2024 from 38 million in 2019, while the average fare fell by 8% "
               "to £3.10.")
    assert bool(find_conflict(premise, step, parse=parse)) is conflict


# -- set_against: "compared with a loss of £23m" sets a level against its earlier one; a loss "narrows" or "widens"

@pytest.mark.parametrize(("premise", "step", "conflict", "kept"), [
    ("The club reported a loss of £4.1m, compared with a loss of £2.8m the previous season.",
     "The club's loss narrowed.", True, False),
    ("The club reported a loss of £4.1m, compared with a loss of £2.8m the previous season.",
     "The club's loss widened.", False, True),
    ("The trust's deficit was £0.9m, against a deficit of £1.7m a year earlier.", "The trust's deficit narrowed.",
     False, True),
    ("The club reported a loss of £4.1m, compared with a profit of £2.8m the previous season.",
     "The club's loss widened.", False, False),  # a profit before: no earlier loss to widen
])
def test_a_loss_set_against_its_earlier_level(premise: str, step: str, conflict: bool, kept: bool) -> None:
    assert bool(set_against_conflict(premise, step, parse)) is conflict
    assert set_against_kept(premise, step, parse) is kept


# -- complements: the rest of "P of them" denied, with the count in hyphened words and the whole named again

@pytest.mark.parametrize(("premise", "step", "rest"), [
    ("The survey logged 160 veteran trees in the park, tagging 112 of them for annual inspection.",
     "Forty-eight of the 160 veteran trees were not tagged for annual inspection.", True),
    ("The survey logged 160 veteran trees in the park, tagging 112 of them for annual inspection.",
     "Fifty-eight of the 160 veteran trees were not tagged for annual inspection.", False),  # 48 are the rest
    ("The survey logged 160 veteran trees in the park, tagging 112 of them for annual inspection.",
     "112 of the veteran trees were not tagged for annual inspection.", False),  # the part itself denied
])
def test_the_rest_of_them_denied(premise: str, step: str, rest: bool) -> None:
    assert rest_denied(premise, step) is rest


def test_hyphened_number_words_are_figures() -> None:
    assert digits("Twenty-two of the forty-five applicants") == "22 of the 45 applicants"
    assert digits("a well-known long-term plan") == "a well-known long-term plan"


# -- after a second read of the session's change: each reading leaves the look-alikes a reviewer found

@pytest.mark.parametrize(("premise", "step"), [
    ("Leeds has 800,000 residents and York 200,000, but York received more tourists than Leeds.",
     "York received more tourists than Leeds."),  # residents are no tourists
    ("Leeds recorded 1,240 burglaries and 310 robberies, while York recorded 980 burglaries and 420 robberies.",
     "York recorded more robberies than Leeds."),  # burglaries are no robberies
    ("Arsenal conceded 29 goals and scored 88, while Chelsea scored 77 and conceded 23.",
     "Chelsea conceded fewer goals than Arsenal."),  # "scored 77" is no goal conceded
    ("Labour won 41 seats and lost 6, while the Conservatives won 23 and lost 19.",
     "The Conservatives lost more seats than Labour."),  # seats won are no seats lost
    ("Leeds spent £4.2m on roads and York £3.9m on libraries.", "York spent less on roads than Leeds."),
    ("The north ward had 34 beds and the south ward 28, though the south ward had more nurses.",
     "The north ward had more nurses than the south ward."),
    ("Bradford Bulls averaged 6,210 (2022: 5,900) and Halifax Panthers 5,980 (2022: 6,500).",
     "Halifax Panthers averaged less than Bradford Bulls."),  # a year's figure in brackets
    ("Hull recorded 11,200 offences in 2023, while Leeds, where figures are delayed, and Bradford, which recorded "
     "9,800, lagged behind.", "Leeds recorded fewer offences than Hull."),  # another's figure after an aside
    ("Leeds recorded 1,240 burglaries in 2023, up from 1,100 in 2022, while York recorded 980 in 2023.",
     "York recorded fewer burglaries than Leeds in 2022."),  # the figures' year is another
])
def test_a_comparison_of_another_measure_or_time_is_not_read(premise: str, step: str) -> None:
    assert compared_conflict(premise, step) == ""
    assert not compared_kept(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("Pre-tax profit rose by £1.2m to £5.4m, while revenue for the year was £48m.",
     "Pre-tax profit was £4.2m the previous year."),
    ("Ticket revenue rose by £4.2m to £19.8m, while merchandise sales were flat at £3m for the year.",
     "Ticket revenue was £15.6m the previous year."),
])
def test_a_time_word_of_a_later_clause_names_no_other_thing(premise: str, step: str) -> None:
    assert worked_out(_figure(step, "money"), premise, step)


def test_a_figure_and_its_scale_apart_by_any_space() -> None:
    assert of_which_value("2.4\u00a0million") == 2_400_000
    assert of_which_value("2.4\nmillion") == 2_400_000
    assert share_conflict("The region has 2.4\u00a0million residents, of whom 0.3\u00a0million live in cities.",
                          "Most of the residents live in cities.")


@pytest.mark.parametrize(("premise", "step"), [
    ("The charity housed 1,400 families last winter.", "The charity housed 1,900 during the winter."),
    ("The town's population grew from 12,000 in 2011 to 14,000 in 2021.", "The town gained 3,000 between 2011 and 2021."),
])
def test_a_bare_count_before_a_preposition_must_be_stated(premise: str, step: str) -> None:
    assert missing(premise, step, parse).startswith("the step gives")


def test_a_norm_of_another_noun_is_no_earlier_level() -> None:
    premise = ("The station launched 112 times in 2023, compared with 87 launches in 2022, and 38% of launches were to "
               "people cut off by the tide, against a regional average of 22%.")
    assert set_against_conflict(premise, "The station's launches fell between 2022 and 2023.", parse)


# -- compared: one count at two years ("more clubs in 2024 than in 2007") against the counts of each year

GOLF = "The league reported 91,000 players at its 412 clubs in 2024, compared with 104,000 at 398 clubs in 2014."


@pytest.mark.parametrize(("step", "read"), [
    ("The league had more clubs in 2024 than in 2014.", "kept"),
    ("The league had fewer clubs in 2024 than in 2014.", "turned"),
    ("The league had fewer players in 2024 than in 2014.", ""),  # another figure between the count and its year
    ("The league had 14 more clubs in 2024 than in 2014.", ""),  # a gap: the gap readings'
    ("The league had more clubs in 2024 than in 2019.", ""),  # a year the sentence gives no count for
    ("The league could have more clubs in 2024 than in 2014.", ""),  # a hedge
])
def test_one_count_compared_at_two_years(step: str, read: str) -> None:
    assert years_compared(GOLF, step) == read
    assert bool(years_turned(GOLF, step)) is (read == "turned")


# -- change_sizes: the size of a change the sentence tells ("a cut of £400,000") given the other way

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("The county's grant to village halls will be £640,000 next year, a cut of £90,000 on this year's.",
     "Village halls will receive £90,000 more from the county next year.", True),
    ("The county's grant to village halls will be £640,000 next year, a cut of £90,000 on this year's.",
     "The county's grant to village halls will fall by £90,000 next year.", False),
    ("Parking income reached £7.2 million in 2024, up £0.6 million on 2023.", "Parking income fell by £0.6 million.",
     True),
    ("Parking income reached £7.2 million in 2024, up £0.6 million on 2023.",
     "Parking income in 2023 was £0.6 million lower than in 2024.", False),  # told from the earlier side
    ("Parking income rose by £0.6 million to £7.2 million, while fines income fell by £0.2 million.",
     "Fines income fell by £0.6 million.", False),  # another thing's change
    ("Parking income reached £7.2 million in 2024, up £0.6 million on 2023.",
     "Parking income did not fall by £0.6 million.", False),  # denied
])
def test_a_change_size_told_the_other_way(premise: str, step: str, turned: bool) -> None:
    assert bool(size_way_turned(premise, step)) is turned


@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Newport Airport, which has permission to grow to 9 million passengers a year, handled 6.1 million in 2024, "
     "compared with 7.3 million at Exeter.", "Newport handled more passengers than Exeter in 2024.", True),  # not the
    # permitted 9 million of the aside
    ("The number of pubs fell to 3,410 in 2023, with Kent losing 41 and Essex 26.", "Essex lost more pubs than Kent.",
     True),  # "losing" and "lost" one verb; "Essex 26" read by Kent's words
])
def test_a_sides_figure_read_past_an_aside_or_by_its_verb(premise: str, step: str, turned: bool) -> None:
    assert bool(compared_conflict(premise, step)) is turned


def test_a_preposition_or_a_word_of_one_stem_names_no_other_clause() -> None:
    premise = ("League crowds averaged 6,480 in 2023, up from 6,110 in 2022, with Hull recording the highest home "
               "average (9,870), while the final between Wigan and Leeds drew 61,200.")
    step = "Average league crowds grew by 370 between 2022 and 2023."
    assert difference_said(_figure(step), quantities(premise), premise, step)
    assert not difference_said(_figure("Average league crowds grew by 470 between 2022 and 2023."),
                               quantities(premise), premise, "Average league crowds grew by 470 between 2022 and 2023.")



def test_a_gap_between_two_years_levels_is_of_those_years() -> None:
    premise = "Visits to the priory were 91,000 in 2018 and 104,000 in 2023, the trust said."
    assert difference_said(_figure("Visits rose by 13,000 between 2018 and 2023."), quantities(premise), premise,
                           "Visits rose by 13,000 between 2018 and 2023.")
    assert not difference_said(_figure("Visits rose by 13,000 between 2020 and 2023."), quantities(premise), premise,
                               "Visits rose by 13,000 between 2020 and 2023.")


@pytest.mark.parametrize(("premise", "step"), [
    ("Revenue rose by £2m to £14m, while costs fell by £2m to £8m.", "Revenue rose by £2m."),  # a change of that size
    # the step's way is there too
    ("The county's grant to village halls will be £640,000 next year, a cut of £90,000 on this year's.",
     "This year's grant to village halls was £90,000 higher."),  # the earlier side, told by its time
    ("Parking income reached £7.2 million in 2024, up £0.6 million on 2023.", "In 2023 parking income was £0.6 million less."),
])
def test_a_change_size_told_from_its_other_side_is_no_conflict(premise: str, step: str) -> None:
    assert size_way_turned(premise, step) == ""


def test_them_of_two_counts_is_unsaid() -> None:
    premise = "The union surveyed 1,500 teachers at 60 schools, and 45 of them reported verbal abuse from parents."
    assert not rest_denied(premise, "15 of the schools did not report verbal abuse from parents.")
