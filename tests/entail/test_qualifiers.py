"""What the sentence qualifies and the step states plainly ("alleged", "until 2019", "when full")."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.qualifiers import conditional_state, dropped_qualifier, ended_state


@pytest.fixture(scope="module")
def checker() -> ConflictChecker:
    return ConflictChecker()


@pytest.mark.parametrize(("premise", "step", "left_out"), [
    ("The suspected arsonist was arrested near the warehouse on Friday.",
     "The arsonist was arrested near the warehouse on Friday.", "suspected"),
    ("The former chairman of the club gave evidence to the inquiry.",
     "The chairman of the club gave evidence to the inquiry.", "former"),
    ("The new stadium was almost complete when the contractor went bankrupt.",
     "The new stadium was complete when the contractor went bankrupt.", "almost"),
    ("The interim report was partly written by an outside consultant.",
     "The interim report was written by an outside consultant.", "partly"),
])
def test_a_qualifier_left_out_is_not_supported(premise: str, step: str, left_out: str, checker) -> None:
    reason = dropped_qualifier(premise, step, checker._parse)
    assert reason.endswith(f"the step leaves out '{left_out}'")
    assert checker.missing(premise, step) == reason


def test_a_phrase_that_qualifies_a_work_is_not_supported(checker) -> None:
    premise = "The museum owns a portrait attributed to the Dutch painter Maria Ruysch."
    step = "The museum owns a portrait by Maria Ruysch."
    assert dropped_qualifier(premise, step, checker._parse).endswith("the step states it plainly")


@pytest.mark.parametrize(("premise", "step"), [
    ("The suspected arsonist was arrested on Friday.", "The alleged arsonist was arrested on Friday."),  # own qualifier
    ("Almost 40 percent of the staff work from home.", "40 percent of the staff work from home."),  # a figure's
    ("Police suspected arson and closed the road.", "Police closed the road."),  # a verb, not a qualifier
    ("The old mill was nearly destroyed by the fire.", "The fire damaged the old mill."),  # not the qualified word
])
def test_a_qualifier_kept_or_of_something_else_is_left_alone(premise: str, step: str, checker) -> None:
    assert dropped_qualifier(premise, step, checker._parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Mr. Osei, who managed the depot until 2021, now runs a bakery.", "Mr. Osei currently manages the depot."),
    ("The charity was based in Leeds until last year.", "The charity is based in Leeds."),
    ("The hall, formerly used as a cinema, will reopen in May.", "The hall is still used as a cinema."),
    # "once", "at one time", "in its heyday", an end told as an event; a figure's comma is no clause's end
    ("The old mill once housed the parish records.", "The old mill houses the parish records."),
    ("At one time the firm employed more than 4,000 people at its Perth plant.",
     "The firm employs more than 4,000 people at its Perth plant."),
    ("In its heyday, the Royal Hotel attracted royalty and film stars, and its ballroom was famous.",
     "The Royal Hotel attracts royalty and film stars."),
    ("The Marsh family owned the farm for a century, until it was sold to a developer in 2010.",
     "The Marsh family owns the farm."),
    # the marker opens the sentence before its subject; what the sentence says now is of other things
    ("Once the busiest ferry port on the coast, Eastwick today handles a few fishing boats.",
     "Eastwick is the busiest ferry port on the coast."),
    # the ended clause is not what the sentence says now
    ("Dr Lee, who previously led the cardiology unit, now heads the ethics board.", "Dr Lee leads the cardiology unit."),
])
def test_a_state_that_ended_is_not_stated_as_holding_now(premise: str, step: str, checker) -> None:
    assert ended_state(premise, step, checker._parse).endswith("the step says it holds now")
    assert checker.missing(premise, step)  # this reason, or "formerly" read as a qualifier the step leaves out


@pytest.mark.parametrize(("premise", "step"), [
    ("Mr. Osei, who managed the depot until 2021, now runs a bakery.", "Mr. Osei now runs a bakery."),
    ("Mr. Osei, who managed the depot until 2021, now runs a bakery.", "Mr. Osei managed the depot."),
    ("The charity was based in Leeds until last year.", "The charity is no longer based in Leeds."),
    ("The museum was closed until 2019 and has since reopened.", "The museum is now open."),
    # "once" that is no past state: a conjunction, a frequency, "once again", "at once"
    ("Once the bridge opened, traffic in the village fell.", "Traffic in the village falls."),
    ("The committee meets once a month in the town hall.", "The committee meets in the town hall."),
    ("The club is once again the league's top scorer.", "The club is the league's top scorer."),
    ("Dr Lee, who previously led the cardiology unit, now heads the ethics board.", "Dr Lee heads the ethics board."),
])
def test_what_holds_now_or_in_the_past_is_left_alone(premise: str, step: str, checker) -> None:
    assert ended_state(premise, step, checker._parse) == ""


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The lorry can carry 40 tonnes when fully loaded.", "The lorry carries 40 tonnes.", "when fully loaded"),
    ("The stadium holds 52,000 spectators at full capacity.", "The stadium has 52,000 spectators.",
     "at full capacity"),
    ("The battery lasts nine hours when charged.", "The battery lasts nine hours.", "when charged"),
    ("At its height in 1850, the port handled 4,000 ships a year.", "The port handled 4,000 ships a year.",
     "At its height"),
    ("The reform, if enacted by parliament, will give all employees a legal right to work from home two days a week.",
     "Employees have a legal right to work from home two days a week.", "if enacted"),
])
def test_a_state_given_under_a_condition_is_not_stated_plainly(premise: str, step: str, said: str, checker) -> None:
    assert conditional_state(premise, step, checker._parse) == f"the sentence says it only '{said}'"
    assert conditional_state(premise, "When fully charged, the battery lasts nine hours.", checker._parse) == ""
    # a passage that has come about is no condition: "once" before what was, not what will be
    assert conditional_state("The treaty, once ratified by all twelve members, entered into force in 1994.",
                             "The treaty entered into force in 1994.", checker._parse) == ""
    assert conditional_state("Once ratified by all member states, the treaty will ban bottom trawling in the zone.",
                             "Bottom trawling is banned in the zone.", checker._parse) == "the sentence says it only " \
                                                                                        "'Once ratified'"
    assert checker.missing(premise, step) == conditional_state(premise, step, checker._parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("The tank holds 80 litres when full.", "A full tank holds 80 litres."),  # the condition in the step's words
    ("The tank holds 80 litres.", "The tank holds 80 litres."),
    ("The tank, which is made of steel, weighs 40 kg when empty.", "The tank is made of steel."),  # another clause
    ("The new hospital, when completed in 2027, will have 400 beds.", "The new hospital will have 400 beds."),  # a time
    ("The ferry operates at full capacity in summer.", "The ferry operates in summer."),  # asserted, no figure
])
def test_a_condition_kept_a_time_or_another_clause_is_left_alone(premise: str, step: str, checker) -> None:
    assert conditional_state(premise, step, checker._parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The athlete was born in the former Yugoslavia in 1985.", "The athlete was born in Yugoslavia in 1985."),
    ("The proposed budget was approved by the council on Tuesday.", "The budget was approved by the council."),
    ("Pupils sat mock exams in January and real exams in June.", "Pupils sat exams in June."),
    ("The hall is partly funded by the council and partly by donations.", "The hall is funded by the council."),
    ("Police said the suspect is believed to have fled to Spain.", "Police believe the suspect fled to Spain."),
])
def test_a_name_a_plan_a_word_also_said_plainly_or_a_belief_kept_is_left_alone(premise: str, step: str,
                                                                               checker) -> None:
    assert dropped_qualifier(premise, step, checker._parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The offer is valid until December 2025.", "The offer is currently valid."),
    ("The road will remain closed until March.", "The road is currently closed."),
    ("The studio made only cartoons until 2015 and now makes films as well as cartoons.", "The studio makes cartoons."),
])
def test_a_state_that_holds_until_a_later_time_or_still_holds_is_left_alone(premise: str, step: str, checker) -> None:
    assert ended_state(premise, step, checker._parse) == ""


def test_a_step_that_keeps_the_past_keeps_the_qualifier(checker) -> None:
    # "used to work" says what "formerly worked" says: nothing left out
    premise = "Councillor Petrova, who formerly worked as a paediatric nurse, was elected in May."
    assert dropped_qualifier(premise, "Petrova used to work as a paediatric nurse.", checker._parse) == ""
    assert dropped_qualifier(premise, "Petrova worked as a paediatric nurse.", checker._parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("In the 1980s the Ardmore works employed 3,000 people, making it the largest employer in the county.",
     "The Ardmore works is the county's largest employer."),
    ("When the gallery opened in 1962, admission was free on weekdays.", "Admission to the gallery is free on weekdays."),
    ("In 2004 the Porto plant produced half of the company's tiles.",
     "The Porto plant produces half of the company's tiles."),
    ("Back in 2012, the charity ran 45 shelters in the north of England.",
     "The charity runs 45 shelters in the north of England."),
    ("Before a second bridge opened in 2019, the ferry was the island's only link to the mainland.",
     "The ferry is the island's only link to the mainland."),
    ("The Bluebell Tearooms, which served visitors to the gardens for four decades, has since closed.",
     "The Bluebell Tearooms serves visitors to the gardens."),
])
def test_a_past_period_does_not_state_the_present(premise: str, step: str, checker) -> None:
    assert ended_state(premise, step, checker._parse).endswith("the step says it holds now")


def test_only_an_end_contradicts_the_present(checker) -> None:
    # a past period leaves open whether it still holds: not stated, and not contradicted
    period = "In the 1990s the firm employed 5,000 people at its Tyneside yard."
    step = "The firm employs 5,000 people at its Tyneside yard."
    assert ended_state(period, step, checker._parse)
    assert ended_state(period, step, checker._parse, conflict=True) == ""
    assert find_conflict(period, step, parse=checker._parse) == ""
    # an end does
    ended = "The firm employed 5,000 people at its Tyneside yard until 2015."
    assert ended_state(ended, step, checker._parse, conflict=True)


def test_an_opening_time_in_the_present_is_no_past(checker) -> None:
    assert ended_state("Before you begin, the device is switched off at the wall.",
                       "The device is switched off at the wall.", checker._parse) == ""


def test_a_year_after_the_clause_is_a_past_period(checker) -> None:
    premise = "The Hartfield bus route was operated by Crestline Coaches in 2019, the county's transport report says."
    assert ended_state(premise, "Crestline Coaches operates the Hartfield bus route.", checker._parse)
    # a span of years, or a step that keeps the year in the past, is left alone
    assert ended_state("The route was operated by Crestline in 2019-2021.", "Crestline operates the route.",
                       checker._parse) == ""
    assert ended_state(premise, "Crestline Coaches operated the Hartfield bus route in 2019.", checker._parse) == ""
