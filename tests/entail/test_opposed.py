"""Opposite acts done to one thing, told in other voices or orders (`gechat.entail.opposed`), and the guard that
holds antonyms and denials said in other settings apart (`opposed.other_settings`)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, default_parse
from gechat.entail.opposed import another_moment, candidates, opposed_acts, two_moments


@pytest.fixture(scope="module")
def check() -> ConflictChecker:
    return ConflictChecker()


@pytest.mark.parametrize(("premise", "hypothesis"), [
    ("The trade deal was rejected by the European Parliament.", "The European Parliament accepted the trade deal."),
    ("The board rejected the takeover offer from Ashgrove Capital, saying it significantly undervalued the company.",
     "The board accepted Ashgrove Capital's takeover offer."),
    ("The population of the valley shrank steadily throughout the nineteenth century.",
     "The valley's population expanded during the nineteenth century."),
    ("Lending standards were tightened by banks in the third quarter.",
     "Banks eased lending standards in the third quarter."),
    ("The river channel was narrowed by the engineers to speed up the flow.",
     "The engineers widened the river channel to speed up the flow."),
    ("The border crossing was reopened on Tuesday.", "Officials shut the border crossing on Tuesday."),
    ("Security at the border was tightened after the attack.",
     "After the attack, the authorities loosened security at the border."),
    ("Demand for the vaccine shrank in 2021, the annual report shows.", "Demand for the vaccine grew in 2021."),
    ("The county loosened restrictions on outdoor burning in late October after heavy rainfall.",
     "In late October, restrictions on outdoor burning were tightened by the county."),
    ("The jury acquitted the former treasurer of all fraud charges after deliberating for two days.",
     "The former treasurer was convicted of fraud by the jury."),  # one doer's decision: its time is no other moment
    ("Incumbent mayor Dana Ruiz lost the runoff election to challenger Paul Okafor by about 1,200 votes.",
     "The runoff election was won by Dana Ruiz."),  # one doer said to do both sides of one act
    ("Mei Tanaka won the Wimbledon final on Sunday in straight sets.", "Mei Tanaka lost the Wimbledon final."),  # an
    # event that happens once: its date makes no other moment
])
def test_opposite_acts_in_other_voices_and_orders_conflict(check: ConflictChecker, premise: str,
                                                            hypothesis: str) -> None:
    assert check(premise, hypothesis)


@pytest.mark.parametrize(("premise", "hypothesis"), [
    # another doer, another thing, another place
    ("Mask rules were relaxed by the federal government in May.", "The state government tightened mask rules in May."),
    ("The board rejected the takeover offer.", "The shareholders accepted the takeover offer."),
    ("The committee rejected the first draft.", "The committee accepted the budget."),
    ("Exports rose in Ohio.", "Exports fell in Texas."),
    ("The city grew.", "The city's debt shrank."),
    ("Systolic blood pressure fell by 12 mmHg in the treatment arm.", "Systolic blood pressure rose in the control arm."),
    ("The river level dropped by two metres during the drought.", "The river level rose after the storms."),
    ("Lending standards were tightened by banks in the third quarter.",
     "Banks eased lending standards in the fourth quarter."),
    ("Rules on remote work were relaxed for staff with children.",
     "The company tightened rules on remote work for staff without children."),
    ("The border was reopened to trucks on Tuesday.", "Hungary shut its border to trucks on Tuesday."),  # whose border
    ("All patients who completed the trial improved.", "No patients worsened."),
    ("Exports plunged in the first quarter but climbed steadily from April onward.", "Exports rose from April onward."),
    # one act told from its two sides, an act that undoes the other, another moment, another request
    ("The remaining shares were sold to a pension fund.", "A pension fund bought the remaining shares."),
    ("The contract was lost to a rival bidder.", "A rival bidder won the contract."),
    ("The coastal road was reopened.", "Police shut the coastal road."),
    ("The mine was shut in 1985.", "The company opened the mine."),
    ("The road was widened by the council in 2018.", "The council narrowed the road."),
    ("The board initially rejected Linwell's offer.", "Linwell's offer was eventually accepted by the board."),
    ("The landlord refused the tenant's earlier request.", "The landlord granted the tenant's request."),
    ("Shares in Orvik Energy rose 12% on Wednesday, while shares in its rival Tandem Power fell 8%.",
     "Tandem Power's shares dropped 8% on Wednesday."),  # another company's shares, named elsewhere in the sentence
    # the sentence says both, or denies, hedges or only tries the act
    ("The committee approved the budget but rejected the pay rise.", "The committee approved the budget."),
    ("The proposal was not accepted by the board.", "The board rejected the proposal."),
    ("The council may reject the plan.", "The council accepted the plan."),
    ("The company failed to expand its market.", "The company shrank its market."),
    ("Critics claimed that the council had rejected the plan.", "The council accepted the plan."),
])
def test_opposite_words_of_other_things_or_not_asserted_do_not(premise: str, hypothesis: str) -> None:
    assert opposed_acts(premise, hypothesis, default_parse) == ""


@pytest.mark.parametrize(("premise", "hypothesis", "said", "own"), [
    ("The coastal road was reopened.", "Police shut the coastal road.", "'shut'; the sentence says 'reopened'", True),
    ("The mine was shut in 1985.", "The company opened the mine.", "'opened'; the sentence says 'shut'", True),
    ("The High Court upheld the conviction in 2019.", "The conviction was overturned.",
     "'overturned'; the sentence says 'upheld'", True),
    ("Tariffs on steel were lowered in 2019 under the trade deal.", "The government raised tariffs on steel.",
     "'raised'; the sentence says 'lowered'", True),
    ("The Ridgeview Mall food court closed on Monday for a renovation.", "The Ridgeview Mall food court has reopened.",
     "'reopened'; the sentence says 'closed'", True),  # "reopen" undoes "close", its base's antonym
    # both give a time: two moments by their words, which may still clash ("between November and March" / "in
    # December"), so the model's contradiction stands
    ("The board initially rejected Linwell's offer.", "Linwell's offer was eventually accepted by the board.",
     "'accepted'; the sentence says 'rejected'", False),
])
def test_opposite_acts_that_may_be_two_moments_do_not_support(
        check: ConflictChecker, premise: str, hypothesis: str, said: str, own: bool) -> None:
    assert said in two_moments(premise, hypothesis, default_parse)
    assert not check(premise, hypothesis)
    assert check.missing(premise, hypothesis) == two_moments(premise, hypothesis, default_parse)
    assert another_moment(premise, hypothesis, default_parse) is own
    assert check.can_contest(premise, hypothesis) is not own


@pytest.mark.parametrize(("premise", "hypothesis"), [
    ("The board rejected the takeover offer.", "The shareholders accepted the takeover offer."),  # another doer
    ("The remaining shares were sold to a pension fund.", "A pension fund bought the remaining shares."),  # one act
    ("Critics claimed that the council had rejected the plan.", "The council accepted the plan."),  # not asserted
    ("The trade deal was rejected by the European Parliament.", "The European Parliament accepted the trade deal."),
    ("Exports plunged in the first quarter but climbed steadily from April onward.", "Exports rose from April onward."),
])
def test_other_doers_one_act_and_conflicts_are_not_two_moments(premise: str, hypothesis: str) -> None:
    assert two_moments(premise, hypothesis, default_parse) == ""


def test_the_parse_is_read_only_where_the_two_hold_antonyms() -> None:
    assert candidates("The bill was rejected by the committee.", "The committee accepted the bill.")
    assert not candidates("The bill was rejected by the committee.", "The committee rejected the bill.")
    assert not candidates("The committee approved the budget but rejected the pay rise.",
                          "The committee approved the pay rise.")


@pytest.mark.parametrize(("premise", "hypothesis", "conflicts"), [
    # the step's verb said in another place or time than the sentence's: two events
    ("Unemployment rose in Ohio during the second quarter, according to the labor department.",
     "According to the labor department, unemployment fell in Texas during the second quarter.", False),
    ("Interest rates rose in the first half of the year, the central bank's report said.",
     "Interest rates fell in the second half of the year.", False),
    # a phrase the sentence says elsewhere, or one of every time, keeps the reading
    ("All of the passengers survived the crash.", "Some of the passengers died in the crash.", True),
    ("Not since 1998 has the Rhône Glacier advanced in any single year.", "The Rhône Glacier advanced in 2015.", True),
    ("The appeals court upheld the lower court's ruling that the Westbrook zoning change violated state planning law.",
     "The appeals court overturned the lower court's ruling on the Westbrook zoning change.", True),
    ("The planning committee approved the developer's application to build forty townhouses on the former mill site.",
     "The planning committee rejected the developer's application for townhouses on the former mill site.", True),
])
def test_antonyms_and_denials_in_other_settings_are_two_events(check: ConflictChecker, premise: str, hypothesis: str,
                                                               conflicts: bool) -> None:
    assert bool(check(premise, hypothesis)) is conflicts


@pytest.mark.parametrize(("premise", "hypothesis", "where"), [
    ("You must not use the fire exit.", "Staff can use the fire exit in an emergency.", "in an emergency"),
    ("Employees must not use company laptops on public Wi-Fi.", "Employees may use company laptops at home.",
     "at home"),
])
def test_a_setting_the_sentence_does_not_say_is_not_stated(check: ConflictChecker, premise: str, hypothesis: str,
                                                           where: str) -> None:
    assert not check(premise, hypothesis)
    assert where in check.missing(premise, hypothesis)


@pytest.mark.parametrize(("premise", "hypothesis"), [
    # NIST SP 800-124r1, and the near-miss question that took the opposite as given
    ("Organizations should not rely on remote wipe as the sole security control for protecting sensitive data, but "
     "instead consider it to be one layer of a multi-layered approach.",
     "organizations should rely on remote wipe as the sole security control for protecting sensitive data on lost "
     "devices."),
    ("Cars must not be parked on the main street.", "Cars may be parked on the main street near the school."),
])
def test_a_denied_phrase_narrowed_by_the_step_is_still_denied(check: ConflictChecker, premise: str,
                                                              hypothesis: str) -> None:
    assert "denies" in check(premise, hypothesis)


def test_a_phrase_of_its_own_still_sets_the_step_apart(check: ConflictChecker) -> None:
    premise, hypothesis = "Cars must not be parked on the main street.", "Cars may be parked on the main street after 6 pm."
    assert not check(premise, hypothesis)
    assert "after 6 pm" in check.missing(premise, hypothesis)


@pytest.mark.parametrize(("premise", "hypothesis"), [
    # a case of its own inside the narrowed phrase: a time, a condition, a clause (a second read's probes)
    ("Employees must not use company vehicles for personal trips.",
     "Employees may use company vehicles for personal trips on weekends."),
    ("Employees must not use company vehicles for personal trips.",
     "Employees may use company vehicles for personal trips approved by their line manager."),
    ("Patients should not take ibuprofen with other anti-inflammatory drugs.",
     "Patients may take ibuprofen with other anti-inflammatory drugs under medical supervision."),
    ("Organizations should not rely on remote wipe as the sole security control for protecting sensitive data.",
     "Organizations should rely on remote wipe as the sole security control for protecting sensitive data in an "
     "emergency."),
    # another thing that holds the sentence's words
    ("The ministry will not provide funding for primary schools in rural areas.",
     "The ministry will provide funding for primary school teachers in rural areas."),
    ("Cyclists must not use the pavement on the high street.",
     "Cyclists may use the pavement on the high street's service road."),
])
def test_a_phrase_that_adds_a_case_or_names_another_thing_narrows_nothing(check: ConflictChecker, premise: str,
                                                                         hypothesis: str) -> None:
    assert not check(premise, hypothesis)


def test_one_word_of_the_sentences_phrase_is_too_little_to_narrow(check: ConflictChecker) -> None:
    assert not check("Do not park in the street.", "You can park in the street outside the school.")


def test_a_decision_reversed_at_another_meeting_stays_a_dispute(check: ConflictChecker) -> None:
    assert check("After the cost estimate rose to 61 million dollars, the city council rejected the new Harbour Bridge.",
                 "At its meeting on 3 March 2025 the city council approved the new Harbour Bridge by seven votes to two.")
