"""Readings added in session 73, each on sentences other than the tables' that showed it, with the look-alikes it
must leave alone."""

from __future__ import annotations

import pytest

from gechat.entail.changes import multiple_conflict
from gechat.entail.compared import compared_conflict, step_comparison
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.count_bounds import count_against_bound
from gechat.entail.differences import gap_unstated, money_worked_out
from gechat.entail.target_sides import side_of_target
from gechat.entail.figure_ways import to_from_turned
from gechat.entail.gaps import up_down_turned
from gechat.entail.limits import count_limit_unstated, limits
from gechat.entail.norms import side_of_norm
from gechat.entail.proportions import share_conflict
from gechat.entail.ranks import followed_first, followed_top
from gechat.entail.recovery import recovery_conflict
from gechat.entail.respective import paired_otherwise
from gechat.entail.respective_compared import compared_otherwise
from gechat.entail.top_holders import other_holder
from gechat.entail.trends import from_figure_conflict, trend_conflict

_CHECK = ConflictChecker()
parse = _CHECK.parse

_GOALS = "Arsenal and Chelsea scored 77 and 68 goals respectively, conceding 23 and 31."
_BURGLARIES = "Police in Leeds and York recorded 1,240 and 980 burglaries respectively in 2023, while thefts fell."
_REVENUE = "Revenue at the northern and southern divisions rose to £4.2m and £3.1m respectively."


# -- respective: a figure given "respectively" to another item, however the step's sentence ends

@pytest.mark.parametrize(("premise", "step", "other"), [
    ("Fuel bills at the Leith Ice Centre and Murrayfield Arena in Edinburgh rose to £2.3m and £0.7m respectively.",
     "Fuel bills at the Leith Ice Centre rose to £0.7m.", True),  # a scale's letter ends the step
    ("Fuel bills at the Leith Ice Centre and Murrayfield Arena in Edinburgh rose to £2.3m and £0.7m respectively.",
     "Fuel bills at the Leith Ice Centre rose to £2.3m.", False),
    ("British Museum and Ashmolean ticket sales reached £5.6m and £1.4m respectively.",
     "The British Museum's ticket sales reached £1.4m.", True),  # the nouns after the last name are both items'
    ("British Museum and Ashmolean ticket sales reached £5.6m and £1.4m respectively.",
     "The Ashmolean's ticket sales reached £1.4m.", False),
    ("Hove and Lewes clubs fielded 310 and 190 players respectively.",
     "Hove fielded 190 players, fewer than Lewes.", True),  # the side after "than" holds no figure
    ("Hove and Lewes clubs fielded 310 and 190 players respectively.",
     "Lewes fielded 190 players, fewer than Hove.", False),
    (_GOALS, "Arsenal scored 68 goals.", True),
])
def test_a_figure_given_respectively_belongs_to_its_own_item(premise: str, step: str, other: bool) -> None:
    assert bool(paired_otherwise(premise, step, parse)) is other


# -- respective: two items compared against the figures given them "respectively"

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Hove and Lewes clubs fielded 310 and 190 players respectively.", "Lewes fielded more players than Hove.", True),
    ("Hove and Lewes clubs fielded 310 and 190 players respectively.", "Hove fielded more players than Lewes.", False),
    ("Hove and Lewes clubs fielded 310 and 190 players respectively.", "Hove fielded fewer players than Lewes.", True),
    (_BURGLARIES, "York recorded more burglaries than Leeds in 2023.", True),
    (_BURGLARIES, "Leeds recorded more burglaries than York in 2023.", False),
    (_BURGLARIES, "York recorded more thefts than Leeds.", False),  # another measure
    (_REVENUE, "The southern division had higher revenue than the northern division.", True),
    (_REVENUE.replace("rose to", "rose by"), "The southern division had higher revenue than the northern division.",
     False),  # the figures are changes, not levels
    (_GOALS, "Chelsea scored more goals than Arsenal.", True),
    (_GOALS, "Chelsea conceded more goals than Arsenal.", False),  # another verb's figures, after "respectively"
    ("Hove and Lewes clubs fielded 310 and 190 players respectively.", "Lewes was busier than Hove.", False),  # no
    # measure of the step's own
    ("In 2021, two fewer clubs met, while Hove and Lewes clubs fielded 310 and 190 players respectively.",
     "Lewes fielded more players than Hove.", True),  # the list of figures in another clause is no pair's
])
def test_a_comparison_goes_the_way_of_the_figures_given_respectively(premise: str, step: str, turned: bool) -> None:
    assert bool(compared_otherwise(premise, step, parse)) is turned


def test_the_judge_reads_a_comparison_turned_against_figures_given_respectively() -> None:
    premise = ("The board licensed 19 stadiums in 2023, two fewer than in 2021, while Hull and Doncaster staged "
               "1,480 and 1,120 meetings respectively.")
    assert "respectively" in find_conflict(premise, "Doncaster staged more meetings than Hull.")
    assert find_conflict(premise, "Hull staged more meetings than Doncaster.") == ""


def test_a_step_comparison_names_each_side_and_the_measure() -> None:
    m, more, mine, other, measure, shares = step_comparison("Towcester staged more races than Romford.")
    assert more and m.group("cmp") == "more" and "romford" in other and measure and not shares
    assert step_comparison("Towcester staged more than 40 races.") is None  # a bound
    assert step_comparison("Towcester may have staged more races than Romford.") is None  # hedged


# -- ranks: the follower given first place, where the clause's first is its subject

_SMOKING = ("Adult smoking prevalence in the UK fell to 11.9% in 2023, while 5.4% of adults vaped daily; Scotland's smoking rate "
            "of 11.5% was below England's, and Northern Ireland recorded the highest rate, at 14.1%, followed by Wales "
            "at 13.1%.")
_LOANS = "Tate lent 1,150 works, the most of any national collection, followed by the V&A with 690."


@pytest.mark.parametrize(("premise", "step", "turned"), [
    (_SMOKING, "Wales recorded the highest smoking rate of the UK nations.", True),
    (_SMOKING, "Northern Ireland recorded the highest smoking rate of the UK nations.", False),
    (_SMOKING, "Wales recorded the highest vaping rate of the UK nations.", False),  # another measure, said elsewhere
    (_SMOKING, "Wales recorded the second highest smoking rate.", False),
    (_SMOKING, "Wales did not record the highest smoking rate.", False),
    (_LOANS, "The V&A lent more works than any other national collection.", True),  # "than any other": first place
    (_LOANS, "Tate lent more works than any other national collection.", False),
    (_LOANS, "The V&A lent the most works abroad.", False),  # a word the sentence does not say
    ("Maths met 41% of its goal, the lowest of any subject, followed by physics at 47%.",
     "Physics had the lowest recruitment against target of any subject.", False),  # "recruitment", "target" unsaid
    ("Maths met 41% of its recruitment target, the lowest of any subject, followed by physics at 47%.",
     "Physics had the lowest recruitment against target of any subject.", True),
    ("Chester Zoo drew the most visitors last year, followed by Blackpool Tower and the Eden Project.",
     "The Eden Project drew the most visitors last year.", True),  # the second of two followers
])
def test_the_follower_is_not_first(premise: str, step: str, turned: bool) -> None:
    assert bool(followed_top(premise, step, parse)) is turned


# -- gaps: a move against an earlier time, of a thing whose setting the sentence names elsewhere

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("The Coursing Board licensed 12 tracks in 2023, and betting turnover on the sport fell to £0.8bn, down 7% on the "
     "previous year.", "Betting turnover on coursing rose 7% on the previous year.", True),  # "coursing" said elsewhere
    ("The Coursing Board licensed 12 tracks in 2023, and betting turnover on the sport fell to £0.8bn, down 7% on the "
     "previous year.", "Betting turnover on coursing fell 7% on the previous year.", False),
    ("The Coursing Board licensed 12 tracks in 2023, and betting turnover on the sport fell to £0.8bn, down 7% on the "
     "previous year.", "Betting turnover on racing rose 7% on the previous year.", False),  # a word of no part
    ("Staff numbers fell to 800 in 2023, down 7% on the previous year, while the Coursing Board's turnover grew.",
     "Turnover at the Coursing Board rose 7% on the previous year.", False),  # the thing itself named after the figure
])
def test_a_move_told_up_or_down_on_an_earlier_time(premise: str, step: str, turned: bool) -> None:
    assert bool(up_down_turned(premise, step)) is turned


# -- compared: a side's figure with a scale word, or told after "at" with the noun before it

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Durham Cathedral welcomed 1.4 million visitors in 2023, compared with 650,000 at Ely Cathedral.",
     "Ely Cathedral drew more visitors than Durham Cathedral in 2023.", True),  # "million" is the figure's, not a noun
    ("Durham Cathedral welcomed 1.4 million visitors in 2023, compared with 650,000 at Ely Cathedral.",
     "Ely Cathedral employed more staff than Durham Cathedral.", False),  # another measure
    ("Surrey kept the most clubs of any county at 96, followed by Essex at 81.", "Essex had more clubs than Surrey.",
     True),  # the step's noun told before "at"
    ("Surrey kept the most clubs of any county at 96, followed by Essex at 81.", "Essex had fewer clubs than Surrey.",
     False),
    ("Surrey kept the most clubs of any county, with 96 greens, followed by Essex with 81.",
     "Essex had more members than Surrey.", False),  # the figures measure greens
])
def test_a_comparison_read_from_figures_told_after_a_scale_or_at(premise: str, step: str, turned: bool) -> None:
    assert bool(compared_conflict(premise, step)) is turned


# -- norms / eligibility: a side of a budget or pledge told with its figure or with no determiner

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("The trust spent £3.1m on new ambulances against a budget of £4m.",
     "Spending on new ambulances went over its £4m budget.", True),  # a figure between "its" and "budget"
    ("The trust spent £4.6m on new ambulances against a budget of £4m.",
     "Spending on new ambulances went over its £4m budget.", False),
    ("The trust spent £4.6m on new ambulances against a budget of £4m.", "Spending on new ambulances came in under budget.",
     True),  # no determiner
    ("The trust spent £4.6m on new ambulances against a budget of £4m.", "Spending on new ambulances stayed within its "
     "budget.", True),
    ("The trust spent £3.1m on new ambulances against a budget of £4m.", "Spending on new ambulances stayed within its "
     "budget.", False),
])
def test_a_side_of_a_budget(premise: str, step: str, turned: bool) -> None:
    assert bool(side_of_norm(premise, step)) is turned


@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("The league awarded £420,000 in pitch grants, short of its £500,000 pledge.", "The league met its £500,000 pledge "
     "on pitch grants.", True),
    ("The league awarded £420,000 in pitch grants, short of its £500,000 pledge.", "The league fell short of its "
     "£500,000 pledge on pitch grants.", False),
    ("The league awarded £420,000 in pitch grants, short of its £500,000 pledge.", "The league met its £300,000 pledge "
     "on pitch grants.", False),  # another pledge
])
def test_a_pledge_is_a_target(premise: str, step: str, turned: bool) -> None:
    assert bool(side_of_target(premise, step)) is turned


# -- differences: a gap of money the sentence's sums do not give

@pytest.mark.parametrize(("premise", "step", "unstated"), [
    ("The appeal raised £6.4m against a £7m target.", "The appeal raised £0.9m less than its target.", True),
    ("The appeal raised £6.4m against a £7m target.", "The appeal raised £0.6m less than its target.", False),
    ("The appeal raised £6.4m against a £7m target.", "The appeal raised less than £7m.", False),  # a bound
    ("Leeds spent £4.5 million and York £3.2 million.", "Leeds spent £1.3 million more than York.", False),
    ("Leeds spent £4.5 million and York £3.2 million.", "Leeds spent £1.8 million more than York.", True),
])
def test_a_gap_of_money_must_be_a_difference_of_the_sums(premise: str, step: str, unstated: bool) -> None:
    assert bool(gap_unstated(premise, step)) is unstated


# -- proportions: a share of a group given an owner the sentence names

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Wales had 44 public swimming pools in 2023, of which 6 were in Powys.",
     "More than a quarter of Wales's public swimming pools were in Powys.", True),  # 14%
    ("Wales had 44 public swimming pools in 2023, of which 6 were in Powys.",
     "More than a quarter of the public swimming pools were in Powys.", True),
    ("Wales had 44 public swimming pools in 2023, of which 16 were in Powys.",
     "More than a quarter of Wales's public swimming pools were in Powys.", False),  # 36%
    ("Wales had 44 public swimming pools in 2023, of which 6 were in Powys.",
     "More than a quarter of Cardiff's public swimming pools were in Powys.", False),  # another owner's pools
])
def test_a_share_of_a_group_with_its_owner(premise: str, step: str, turned: bool) -> None:
    assert bool(share_conflict(premise, step)) is turned


# -- recovery: a level said to be above a time's level where the sentence keeps it below

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Ely Cathedral drew 310,000 visitors in 2023, although numbers remained 6% below the pre-pandemic figure recorded "
     "in 2019.", "Ely Cathedral's visitor numbers in 2023 had recovered to above their 2019 level.", True),
    ("Ely Cathedral drew 310,000 visitors in 2023, although numbers remained 6% below the pre-pandemic figure recorded "
     "in 2019.", "Ely Cathedral's visitor numbers exceeded their pre-pandemic level in 2023.", True),
    ("Ely Cathedral drew 310,000 visitors in 2023, 6% above the pre-pandemic figure recorded in 2019.",
     "Ely Cathedral's visitor numbers exceeded their pre-pandemic level in 2023.", False),
])
def test_a_level_above_a_times_level_kept_below(premise: str, step: str, turned: bool) -> None:
    assert bool(recovery_conflict(premise, step)) is turned


# -- count_bounds: the sentence's one count of the step's noun against the step's bound of it

_CLUBS = "Rowing Scotland reported 140 affiliated clubs in 2023 and 9,800 members, up from 8,100 a year earlier."


@pytest.mark.parametrize(("premise", "step", "broken"), [
    (_CLUBS.replace(" and 9,800 members, up from 8,100 a year earlier", ""), "Rowing Scotland had over 200 clubs in "
     "2023.", True),  # "over" after a verb of having bounds a count
    (_CLUBS, "Rowing Scotland had over 200 clubs in 2023.", True),
    (_CLUBS, "Rowing Scotland had more than 100 clubs in 2023.", False),
    ("Rowing Scotland reported 140 affiliated clubs in 2023.", "Rowing Scotland had fewer than 120 clubs.", True),
    (_CLUBS, "Rowing Scotland had fewer than 9,000 members.", False),  # two counts of members at two times
    (_CLUBS, "Rowing Scotland had over 200 clubs in 2013.", False),  # another year
    (_CLUBS, "Rowing Scotland had over 200 coaches in 2023.", False),  # another noun
    (_CLUBS, "Rowing Scotland may have had over 200 clubs in 2023.", False),  # hedged
    (_CLUBS, "Rowing Scotland had over 200 clubs in rural areas in 2023.", False),  # words the sentence does not say
    ("Rowing Scotland reported some 140 affiliated clubs in 2023.", "Rowing Scotland had over 200 clubs in 2023.",
     False),  # a rough count
    ("Rowing Scotland reported at least 140 affiliated clubs in 2023.", "Rowing Scotland had over 200 clubs in 2023.",
     False),  # a floor
])
def test_a_count_against_the_steps_bound(premise: str, step: str, broken: bool) -> None:
    assert bool(count_against_bound(premise, step)) is broken


def test_over_after_a_verb_of_having_is_a_bound_but_not_over_a_place() -> None:
    assert limits("The club had over 3,000 members.")[0].figure.value == 3000
    assert limits("The plane flew over 20 countries.") == ()


@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Installers fitted 8,300 solar panels in Wales in 2023, although this was up 22% on 2022.",
     "Solar panel installations in Wales fell by 22% compared with 2022.", True),  # "this was up"; a noun of the verb
    ("Installers fitted 8,300 solar panels in Wales in 2023, although this was up 22% on 2022.",
     "Solar panel installations in Wales rose by 22% compared with 2022.", False),
    ("Sales reached 4,000 units in 2023, which was down 12% on 2022, while exports grew.", "Sales rose compared with 2022.",
     True),
    ("Sales reached 4,000 units in 2023, which was down 12% on 2022, while exports grew.",
     "Exports rose compared with 2022.", False),  # the thing after the figure
])
def test_a_move_told_by_this_was_up_or_which_was_down(premise: str, step: str, turned: bool) -> None:
    assert bool(up_down_turned(premise, step)) is turned


@pytest.mark.parametrize(("premise", "step"), [
    ("Smokers made up 20 percent of the 500 patients.", "Fewer than 150 patients were smokers."),  # the whole
    ("The bridge, designed to carry 40,000 vehicles a day, now carries more than 60,000.",
     "The bridge carries more than 60,000 vehicles a day."),  # the sentence's own limit
])
def test_a_whole_or_a_limit_is_no_count_to_bound(premise: str, step: str) -> None:
    assert count_against_bound(premise, step) == ""


def test_a_target_the_step_names_by_other_words_is_another() -> None:
    premise = "The Marsh Trust raised £2.3 million, short of its £3 million goal."
    assert side_of_target(premise, "The Marsh Trust met its volunteer recruitment goal.") == ""
    assert side_of_target(premise, "The Marsh Trust met its £3 million goal.")


# -- figure_ways: a level's move told only by "to A from B" or "from B to A"

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Card spending slowed to £2.1bn from £2.9bn in May, the bank said.", "Card spending rose in May.", True),
    ("Card spending slowed to £2.1bn from £2.9bn in May, the bank said.", "Card spending fell in May.", False),
    ("Loans went from 1,200 to 1,500 over the year, while staff numbers fell.", "Loans fell over the year.", True),
    ("Loans went from 1,200 to 1,500 over the year, while staff numbers fell.", "Staff numbers fell over the year.",
     False),  # another thing, with a verb of its own
    ("The club moved to 14th from 9th in the league table.", "The club rose in the league table.", False),  # ranks
    ("Class sizes ranged from 20 to 30 pupils.", "Class sizes rose.", False),  # a range
    ("The library is open from 9am to 5pm.", "The library's hours fell.", False),  # times of day
    ("Card spending slowed to £2.1bn from £2.9bn in May.", "Card spending rose in 2023.", False),  # a year not said
])
def test_a_move_told_by_two_figures(premise: str, step: str, turned: bool) -> None:
    assert bool(to_from_turned(premise, step, parse)) is turned


# -- changes.multiple_conflict: a bounded multiple, levels set against an earlier year's, a writer's round "doubled"

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Fly-tipping incidents in the borough rose to 2,310 in 2023 from 1,240 in 2022.",
     "Fly-tipping incidents in the borough more than doubled between 2022 and 2023.", True),  # 1.86 times
    ("Fly-tipping incidents in the borough rose to 2,610 in 2023 from 1,240 in 2022.",
     "Fly-tipping incidents in the borough more than doubled between 2022 and 2023.", False),  # 2.10 times
    ("Fly-tipping incidents in the borough rose to 2,310 in 2023 from 1,240 in 2022.",
     "Fly-tipping incidents in the borough nearly doubled between 2022 and 2023.", False),
    ("Fly-tipping incidents in the borough rose to 2,310 in 2023 from 1,240 in 2022.",
     "Fly-tipping incidents in the borough did not more than double.", False),
    ("Fly-tipping incidents in the borough rose to 2,310 in 2023 from 1,240 in 2022.",
     "Fly-tipping incidents in the borough more than doubled between 2019 and 2023.", False),  # another span
    ("The council recorded 2,310 fly-tipping incidents in 2023, compared with 1,240 in 2022.",
     "Fly-tipping incidents more than doubled between 2022 and 2023.", True),  # levels set against an earlier year's
    ("Grants were worth £4.1m in 2023, compared with £2.0m in 2022.", "Grants doubled between 2022 and 2023.", False),
    ("Grants were worth £2.0m in 2023, compared with £4.1m in 2022.", "Grants doubled between 2022 and 2023.", True),
    ("Fly-tipping incidents rose to 2,310 in 2023 from 1,240 in 2022, while fines doubled.", "Fines doubled.", False),
])
def test_a_multiple_against_two_levels(premise: str, step: str, turned: bool) -> None:
    assert bool(multiple_conflict(premise, step)) is turned


# -- trends: the one subject the step names whole, of two moving things

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Otter sightings on the Wye rose by 15 percent in 2023, while water vole sightings fell by 6 percent.",
     "Water vole sightings on the Wye rose in 2023.", True),
    ("Otter sightings on the Wye rose by 15 percent in 2023, while water vole sightings fell by 6 percent.",
     "Water vole sightings on the Wye fell in 2023.", False),
    ("Otter sightings on the Wye rose by 15 percent in 2023, while water vole sightings fell by 6 percent.",
     "Otter sightings on the Wye fell in 2023.", True),
    ("Recorded crime in the county fell 5% last year, although violent crime rose 2%.",
     "Violent crime in the county fell last year.", True),
    ("Recorded crime fell 5% last year, although violent crime rose 2%.", "Crime rose last year.", False),  # whose
    # crime is unsaid
])
def test_a_move_of_the_subject_the_step_names_whole(premise: str, step: str, turned: bool) -> None:
    assert bool(trend_conflict(premise, step, parse)) is turned


def test_a_thing_with_a_later_move_of_its_own_is_not_the_up_or_down_figures() -> None:
    premise = ("Rail journeys in Britain outside Wales rose to 1.6 billion in the year to March, up 10% on the previous "
               "year, while journeys in Wales fell slightly.")
    assert up_down_turned(premise, "Rail journeys in Wales fell compared with the previous year.") == ""
    assert find_conflict(premise, "Rail journeys in Wales fell compared with the previous year.") == ""
    assert find_conflict(premise, "Rail journeys in Wales rose compared with the previous year.")


@pytest.mark.parametrize(("premise", "step", "worked"), [
    ("The hospice appeal brought in £26.5m against a £30m goal.", "The hospice appeal fell £3.5m short of its goal.",
     True),
    ("The hospice appeal brought in £26.5m against a £30m goal.", "The hospice appeal raised £28.5m.", False),  # no gap
    ("The depot cost £7.9m, £1.4m more than budgeted.", "The depot cost £6.5m.", False),  # a level, not a gap
    ("The hospice appeal brought in £26.5m against a £30m goal.", "The hospice appeal fell £4.5m short of its goal.",
     False),
])
def test_a_gap_of_money_worked_out_is_no_figure_that_differs(premise: str, step: str, worked: bool) -> None:
    assert money_worked_out(premise, step) is worked
    assert bool(find_conflict(premise, step)) is not worked


# -- the second read's look-alikes (each read as Contradicted by the first version of these readings)

@pytest.mark.parametrize(("premise", "step"), [
    ("Hearts had 2,180 members, while Hibs did not publish a figure.", "Hibs had more than 3,000 members."),
    ("The app had 400 users at launch and now counts millions.", "The app has more than 1,000 users."),
    ("The charity helped 900 families in Leeds and twice as many in Bradford.", "The charity helped more than 1,000 "
     "families."),
    ("The school has 600 pupils in its sixth form.", "The school has more than 1,000 pupils."),
    ("The festival sold 40,000 tickets on its first day.", "The festival sold over 100,000 tickets."),
    ("The company opened 35 stores in 2023.", "The company has more than 100 stores."),
    ("London had the highest unemployment rate, followed by the North East.",
     "The North East had the highest unemployment rate of any English region outside the capital."),
    ("The United States sent the most athletes, followed by China.", "China sent the most athletes of any Asian "
     "country."),
    ("Real Madrid won the most titles, followed by Barcelona.", "Barcelona won the most titles in the last decade."),
    ("Last year Northern Ireland recorded the highest smoking rate, followed by Wales.",
     "This year Wales recorded the highest smoking rate."),
    ("Sales at the London and Paris stores grew 9% and 4% respectively.",
     "The Paris store had higher sales than the London store."),
    ("The Leeds and York branches cut 40 and 25 jobs respectively.", "The York branch has more jobs than the Leeds "
     "branch."),
    ("Romford and Towcester staged 2,480 and 2,140 races respectively.",
     "Towcester staged fewer races than Romford, which staged 2,480."),
    ("July brought 38 millimetres of rain, against a July average of 60 millimetres.",
     "July rainfall was more than half the average."),
    ("The council had spent £3m by June, against an annual budget of £5m.",
     "By June the council had spent more than half its budget."),
    ("Applications to Oxford were 23,000, down 5% on the previous year, and Cambridge received 22,000.",
     "Applications to Cambridge rose."),
    ("Sales in England were £2bn, down 4% on 2022, with Scotland adding a further £300m.", "Sales in Scotland rose."),
    ("Ely Cathedral's visitor numbers remained 6% below their 2019 level in 2023, though spending in the shop exceeded "
     "its 2019 level.", "Ely Cathedral's shop spending exceeded its 2019 level."),
    ("The government built 180,000 homes, short of its 300,000 pledge.", "The government met its pledge on NHS "
     "nurses."),
])
def test_look_alikes_are_not_contradicted(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The house sold for £450,000, about £50,000 less than the asking price.",
     "The house sold for £50,000 less than its asking price."),
    ("Tickets cost £45, and the club charges £5 more for matchday purchases.", "Matchday tickets cost £5 more."),
])
def test_a_gap_the_sentence_gives_is_stated(premise: str, step: str) -> None:
    assert gap_unstated(premise, step) == ""


def test_a_count_under_the_steps_upper_limit_states_it() -> None:
    assert count_limit_unstated("The charity employs 450 staff across 12 sites.", "The charity employs under 500 "
                                "staff.") == ""


@pytest.mark.parametrize(("step", "turned"), [
    ("Wales had the highest smoking rate.", True),
    ("Northern Ireland had the highest smoking rate.", False),
    ("Wales had the highest vaping rate.", False),
])
def test_the_follower_of_an_owners_measure_is_not_first(step: str, turned: bool) -> None:
    premise = "Northern Ireland's smoking rate was the highest, at 14.1%, followed by Wales at 13.1%."
    assert bool(followed_first(premise, step)) is turned


@pytest.mark.parametrize(("step", "turned"), [
    ("Women earned more than men.", True),  # no measure but the verb, the clause's
    ("Men earned more than women.", False),
    ("Women spent more than men.", False),  # another verb
])
def test_a_comparison_by_its_verb_against_figures_given_respectively(step: str, turned: bool) -> None:
    premise = "Men and women in the survey earned £32,000 and £28,000 respectively."
    assert bool(compared_otherwise(premise, step, parse)) is turned


@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Theatre attendance remained 12% below its 2019 level in 2023, the trade body said.",
     "By 2023 theatre attendance was higher than in 2019.", True),
    ("Theatre attendance remained 12% below its 2019 level in 2023, while museum visits rose.",
     "In 2023 museum visits were higher than in 2019.", False),  # another thing
    ("Theatre attendance remained 12% below its 2019 level in 2023, the trade body said.",
     "In 2023 theatre attendance was lower than in 2019.", False),
])
def test_a_level_said_higher_than_a_times_it_stays_below(premise: str, step: str, turned: bool) -> None:
    assert bool(recovery_conflict(premise, step)) is turned


# -- ranks: the one named "ahead of" another is above it; compared: a bracketed figure after the last name before it

@pytest.mark.parametrize(("step", "turned"), [
    ("Ulster accounted for the largest share of Tennis Ireland's membership.", True),
    ("Leinster accounted for the largest share of Tennis Ireland's membership.", False),  # the one ahead
    ("Ulster had the most tennis courts.", False),  # another measure
    ("Ulster accounted for the smallest share of Tennis Ireland's membership.", False),  # only first place is read
])
def test_the_one_behind_is_not_first(step: str, turned: bool) -> None:
    premise = ("Tennis Ireland said its 52,000 members played at 210 clubs in 2024, and that the Leinster region "
               "accounted for 44% of membership, ahead of Ulster on 23%.")
    assert bool(followed_top(premise, step, parse)) is turned


@pytest.mark.parametrize(("step", "turned"), [
    ("Bluewater had higher footfall than Lakeside in the second quarter.", True),
    ("Lakeside had higher footfall than Bluewater in the second quarter.", False),
])
def test_a_bracketed_figure_is_the_last_names_before_it(step: str, turned: bool) -> None:
    premise = "Average weekly footfall at Lakeside (318,000) was ahead of Bluewater (296,000) in the second quarter."
    assert bool(compared_conflict(premise, step)) is turned


# -- top_holders: a first place the sentence gives one holder, claimed for another

@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("In Wales, 3,120 mortgages were approved in the quarter, with Cardiff recording the sharpest drop (19%) and Newport "
     "the smallest (2%).", "Newport recorded the sharpest fall in mortgage approvals in Wales.", True),
    ("In Wales, 3,120 mortgages were approved in the quarter, with Cardiff recording the sharpest drop (19%) and Newport "
     "the smallest (2%).", "Cardiff recorded the sharpest fall in mortgage approvals in Wales.", False),
    ("In Wales, 3,120 mortgages were approved in the quarter, with Cardiff recording the sharpest drop (19%) and Newport "
     "the smallest (2%).", "Newport recorded the sharpest rise in mortgage approvals in Wales.", False),  # another noun
    ("With 1.1 million residents, Halden is the country's largest city, although the capital is the hill town of Vasso.",
     "Vasso is the largest city in the country.", True),
    ("With 1.1 million residents, Halden is the country's largest city, although the capital is the hill town of Vasso.",
     "Vasso is the largest port in the country.", False),  # another measure
    ("The most popular dish was curry, ordered by 40% of diners, while pizza was the least popular.",
     "Pizza was the most popular dish.", True),  # the holder on the copula's other side
    ("Leeds has the largest library in the north, while Bristol has the largest library in the south.",
     "Bristol has the largest library in the north.", False),  # two of the superlative: not this reading's
    ("Chester Zoo drew the most visitors in 2023.", "Blackpool Tower drew the most visitors in 2022.", False),  # a time
    ("Lyon is the second largest city in France.", "Paris is the largest city in France.", False),  # a rank
    ("Priya Shah scored the highest mark in the exam.", "Tom Reed scored the highest mark in the exam.", False),  # a
    # holder the sentence does not name
])
def test_another_holder_of_the_first_place(premise: str, step: str, turned: bool) -> None:
    assert bool(other_holder(premise, step, parse)) is turned


# -- the second review's look-alikes

@pytest.mark.parametrize(("premise", "step"), [
    ("Salaries at the firm vary from £20,000 to £35,000.", "Salaries at the firm fell."),  # a range
    ("Net migration for 2023 was revised to 740,000 from 745,000.", "Net migration rose in 2023."),  # a revision
    ("House prices went to £290,000 from £240,000 over the past decade.", "House prices fell last year."),
    ("Unemployment went to 4.2% from 3.9% in the three months to June.", "Unemployment fell in the three months to May."),
    ("The number of beds went from 120 to 90 in 2021 and back to 120 in 2023.", "The number of beds rose."),
    ("The number of bank branches fell from 9,500 to 4,100 over the decade.",
     "The number of bank branches more than halved over the decade."),
    ("Leeds recorded 3,900 incidents in 2023, compared with 1,240 in 2022, while incidents in Bradford doubled.",
     "Incidents in Leeds more than doubled."),
    ("Barn owl numbers rose across England, while tawny owl numbers in the Ferrow Valley fell by 4 percent.",
     "Barn owl numbers in the Ferrow Valley declined."),
    ("Footfall in the city centre was still below 2019 levels in the first quarter, and rose above it in the second.",
     "Footfall in the city centre was higher than in 2019 in the second quarter."),
    ("Business investment remained below its 2019 level in real terms.",
     "Business investment was higher than in 2019 in cash terms."),
    ("Men and women earned a median of £34,000 and £29,000 respectively in 2010.", "Women earned more than men in 2023."),
    ("Young men and young women earned £21,000 and £22,500 respectively, while older men earned more than older women.",
     "Men earned more than women."),
    ("Boys and girls scored 62% and 68% respectively in reading; boys scored more than girls in maths.",
     "Boys scored more than girls."),
    ("Maria Lind, who plays for the women's team, is the tallest player; Anna Berg plays for the men's team.",
     "Anna Berg is the tallest player on the men's team."),
])
def test_second_review_look_alikes_are_not_contradicted(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Bus journeys in London fell to 1.8 billion, down 10% on the previous year, while bus journeys outside London rose "
     "slightly.", "Bus journeys in London rose."),
    ("The firm opened its first store in 1990 and now has 35 stores.", "The firm has more than 100 stores."),
    ("The trust currently runs 14 hospitals.", "The trust runs more than 20 hospitals."),
    ("Ticket sales rose from 1 million to 1.9 million.", "Ticket sales doubled."),  # a writer's round figure is 3 %
])
def test_second_review_conflicts_kept(premise: str, step: str) -> None:
    assert find_conflict(premise, step)


def test_a_total_over_the_steps_upper_limit_leaves_it_unstated() -> None:
    assert count_limit_unstated("The company employs 450 staff in Leeds and 300 in York.",
                                "The company employs under 500 staff.")


@pytest.mark.parametrize(("premise", "step"), [
    ("By area, Tarsk is the largest city in the province; by population, Belmore is.",
     "By population, Belmore is the largest city in the province."),  # another clause's scope
    ("Critics dispute the claim that Tarsk is the largest city in the province, arguing that Belmore is larger.",
     "Belmore is the largest city in the province."),  # a first place the sentence does not give as a fact
])
def test_no_other_holder_where_the_first_place_is_another_scopes_or_disputed(premise: str, step: str) -> None:
    assert other_holder(premise, step, parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The firm's marketing describes the mattress as the most comfortable on the market.",
     "The mattress is the most comfortable on the market."),
    ("Tarsk is the largest city in the north of the province, and Belmore is the provincial capital.",
     "Belmore is the largest city in the province."),  # a narrower scope
    ("The largest employer in Dunmore was the Halvik paper mill, followed by Dunmore General Hospital, until the mill "
     "closed in 2019.", "Dunmore General Hospital is the largest employer in Dunmore."),  # another time
])
def test_no_other_holder_of_a_described_narrower_or_past_first_place(premise: str, step: str) -> None:
    assert other_holder(premise, step, parse) == ""


# -- after the blind tables were scored: each change "from" a figure read in its own clause, a target's figure with a
# thousands comma, a superlative's noun the head of two

def test_each_change_from_a_figure_is_read_in_its_own_clause() -> None:
    premise = ("The registrar said 41,208 marriages took place in Wales in 2023, down 3.1% from 42,530 in 2022, while "
               "Scotland recorded 28,900, a rise of 2.2%.")
    assert from_figure_conflict(premise, "Marriages in Wales rose between 2022 and 2023.", parse)
    assert from_figure_conflict(premise, "Marriages in Wales fell in 2023.", parse) == ""


def test_a_target_named_with_its_figure_after_it() -> None:
    premise = "Memberships at the trust's pools reached 18,300 in March 2024, still short of its 20,000 target."
    assert side_of_target(premise, "The trust met its target of 20,000 memberships in March 2024.")
    assert side_of_target(premise, "The trust met its target of 20,000 volunteers in March 2024.") == ""


def test_a_superlatives_noun_is_the_head_of_two() -> None:
    premise = ("Cardiff's Grand Hall remained the county's busiest concert hall, with 86,000 visits last year, ahead of "
               "Newport's Royal Hall on 61,000.")
    assert other_holder(premise, "Newport's Royal Hall was the county's busiest hall last year.", parse)
    assert other_holder(premise, "Newport's Royal Hall was the county's busiest venue last year.", parse) == ""


# -- ranks: a subject "second only to" another is not first; a season the sentence gives is no narrower scope

@pytest.mark.parametrize(("step", "turned"), [
    ("The Cardiff Devils had the most fans per home game in the 2023-24 Elite League.", True),
    ("The Fife Flyers had the most fans per home game in the 2023-24 Elite League.", False),  # the leader
    ("The Cardiff Devils scored the most goals in the 2023-24 Elite League.", False),  # another measure
    ("The Cardiff Devils drew the second most fans per home game.", False),
])
def test_second_only_to_another_is_not_first(step: str, turned: bool) -> None:
    premise = ("The Cardiff Devils averaged 3,840 fans per home game in the 2023-24 Elite League season, second only to "
               "the Fife Flyers on 4,210.")
    assert bool(followed_top(premise, step, parse)) is turned
