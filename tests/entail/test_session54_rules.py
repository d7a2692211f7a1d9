"""Readings of session 54: contests, names, titles, compared groups, bounded groups, exclusions and plans."""

from __future__ import annotations

import pytest

from gechat.entail import comparisons
from gechat.entail.bounded import compared_groups_swapped, group_bound_turned
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.eligibility import case_against_limit, case_meets
from gechat.entail.quantities import words
from gechat.entail.titles import qualified_title
from gechat.entail.undone import planned_time_only

RUNNER_UP = "Halden finished runner-up to Corvo in the 2019 national championship."


@pytest.mark.parametrize("premise", [
    RUNNER_UP,
    "Halden was the runner-up in the 2019 national championship, behind Corvo.",
])
def test_a_runner_up_did_not_win(check: ConflictChecker, premise: str) -> None:
    reason = find_conflict(premise, "Halden won the 2019 national championship.", parse=check.parse)
    assert "halden the loser ('runner-up')" in reason


@pytest.mark.parametrize(("premise", "step"), [
    (RUNNER_UP, "Corvo won the 2019 national championship."),  # the other party
    ("Halden was twice runner-up in the national championship before finally winning it in 2021.",
     "Halden won the national championship."),  # a contest held again, won after all
])
def test_a_runner_up_is_no_reason_where_the_step_may_hold(check: ConflictChecker, premise: str, step: str) -> None:
    assert find_conflict(premise, step, parse=check.parse) == ""


@pytest.mark.parametrize("step", ["The derby was won by Moss's side.", "Moss's side won the derby."])
def test_a_contest_that_ended_level_was_won_by_no_one(check: ConflictChecker, step: str) -> None:
    reason = find_conflict("The derby ended 2-2 after a late equaliser from Moss.", step, parse=check.parse)
    assert reason == "the step says the derby was won; the sentence says it was a draw ('ended 2-2')"


@pytest.mark.parametrize(("premise", "step"), [
    ("The final finished goalless before Ostrava won 4-3 on penalties.", "Ostrava won the final."),  # settled
    ("The first leg ended 1-1, and Kelso won the tie 3-1 on aggregate.", "Kelso won the tie."),  # another contest
    ("The match ended 3-1 to Kelso.", "Kelso won the match."),
])
def test_a_draw_settled_or_of_another_contest_is_no_reason(check: ConflictChecker, premise: str, step: str) -> None:
    assert find_conflict(premise, step, parse=check.parse) == ""


def test_no_before_a_figure_is_a_name_not_a_denial(check: ConflictChecker) -> None:
    assert words("No 10 said") == ["number", "said"] and words("No. 5") == ["number"]
    assert words("no reply") == ["no", "reply"]  # lower-case "no" denies as before
    premise = "No 10 said the prime minister had full confidence in the chancellor."
    assert find_conflict(premise, "The prime minister said she had no confidence in the chancellor.",
                         parse=check.parse) == "the step denies what the sentence states ('confidence')"


@pytest.mark.parametrize(("premise", "step", "left_out"), [
    ("Grace Tolland, who serves as deputy to Commissioner Alan Rudd, announced the inquiry on Monday.",
     "Commissioner Grace Tolland announced the inquiry.", "deputy"),
    ("Grace Tolland, deputy to Commissioner Alan Rudd, announced the inquiry on Monday.",
     "Tolland is the commissioner.", "deputy"),
    ("Laura Kent, Assistant Secretary of State for trade, led the delegation.",
     "Laura Kent, the Secretary of State for trade, led the delegation.", "assistant"),
])
def test_a_deputy_to_another_is_not_given_the_title(check: ConflictChecker, premise: str, step: str,
                                                     left_out: str) -> None:
    assert qualified_title(premise, step).endswith(f"the step leaves out '{left_out}'")
    assert check.missing(premise, step) == qualified_title(premise, step)


@pytest.mark.parametrize("step", [
    "Rudd's deputy, Grace Tolland, announced the inquiry.",  # the qualifier kept
    "Commissioner Alan Rudd's deputy announced the inquiry.",  # the title is Rudd's
])
def test_the_title_of_the_one_deputised_for_is_no_reason(step: str) -> None:
    premise = "Grace Tolland, deputy to Commissioner Alan Rudd, announced the inquiry on Monday."
    assert qualified_title(premise, step) == ""


DRESSING = ("Rates of wound infection were significantly higher among patients who received the standard dressing than "
            "among those given the silver-impregnated dressing (11% vs 5%; p = 0.01).")


@pytest.mark.parametrize("step", [
    "Patients given the silver-impregnated dressing had more wound infections.",
    "Patients who received the standard dressing had fewer wound infections.",
    "Wound infections were more common with the silver dressing.",
])
def test_a_group_given_the_other_groups_side_is_a_conflict(check: ConflictChecker, step: str) -> None:
    assert find_conflict(DRESSING, step, parse=check.parse) == ("the step gives one of the sentence's compared groups "
                                                                "the other's side of the comparison")


@pytest.mark.parametrize("step", [
    "Patients given the silver-impregnated dressing had fewer wound infections.",
    "Wound infections were less common with the silver dressing.",
])
def test_a_group_kept_on_its_side_is_a_restatement(check: ConflictChecker, step: str) -> None:
    assert comparisons.group_turned(check.parse(DRESSING), check.parse(step)) == "kept"
    assert check.restates(DRESSING, step) and find_conflict(DRESSING, step, parse=check.parse) == ""


@pytest.mark.parametrize("step", [
    "Patients given the silver dressing had more pain.",  # another measure
    "Patients given the silver-impregnated dressing had 5% fewer wound infections.",  # a figure of its own
    "Patients had fewer wound infections.",  # no group named
])
def test_a_step_of_another_measure_figure_or_no_group_is_not_read(check: ConflictChecker, step: str) -> None:
    assert comparisons.group_turned(check.parse(DRESSING), check.parse(step)) == ""


def test_groups_compared_with_than_far_from_the_comparative_are_read(check: ConflictChecker) -> None:
    premise = ("Hospital readmissions within 90 days were 22% lower among patients enrolled in the nurse-led "
               "follow-up service than among those discharged under standard arrangements.")
    turned = "Patients discharged under standard arrangements were readmitted less often than those in the nurse-led service."
    kept = "Patients discharged under standard arrangements were readmitted more often than those in the nurse-led service."
    assert find_conflict(premise, turned, parse=check.parse) == "the step turns the sentence's comparison round"
    assert find_conflict(premise, kept, parse=check.parse) == ""


def test_a_comparison_on_a_measure_the_sentence_does_not_name_is_not_stated(check: ConflictChecker) -> None:
    premise = ("Mean HbA1c fell significantly more in the low-carbohydrate diet group than in the low-fat diet group "
               "at six months.")
    other = "Participants on the low-carbohydrate diet lost more weight than those on the low-fat diet."
    same = "HbA1c dropped more in participants on the low-carbohydrate diet than in those on the low-fat diet."
    assert check.missing(premise, other) == "the step compares the groups on 'weight', which the sentence does not"
    assert comparisons.other_measure(check.parse(premise), check.parse(same)) == ""


def test_a_gain_is_a_finding(check: ConflictChecker) -> None:
    premise = ("Although reading scores rose slightly more in schools using the phonics programme, the difference from "
               "comparison schools was not statistically significant.")
    step = "The phonics programme produced a significant gain in reading scores over comparison schools."
    assert find_conflict(premise, step, parse=check.parse) == ("the sentence reports no significant result; the step "
                                                               "reports a significant one")


@pytest.mark.parametrize(("premise", "step", "reason"), [
    ("Among adults over 65, the vaccine reduced hospitalisation for influenza by 41% relative to placebo.",
     "The vaccine cut influenza hospitalisations by 41% in adults under 65.",
     "the step speaks of adults under 65; the sentence only of adults over 65"),
    ("Patients aged 65 or over received the booster first.", "Patients under 65 received the booster first.",
     "the step speaks of patients under 65; the sentence only of patients over 65"),
])
def test_a_group_bounded_the_other_way_is_not_stated(check: ConflictChecker, premise: str, step: str,
                                                     reason: str) -> None:
    assert group_bound_turned(premise, step) == reason
    assert check.missing(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("Among adults over 65, the vaccine reduced hospitalisation by 41%.", "In adults over 65 hospitalisation fell 41%."),
    ("The tower is over 50 metres tall.", "The tower is under 50 metres tall."),  # a value's bound, no group
    ("Children under 5 and adults over 65 get the vaccine free.", "Adults under 5 get the vaccine free."),
])
def test_a_bound_kept_or_of_a_value_is_no_group_turned(premise: str, step: str) -> None:
    assert group_bound_turned(premise, step) == ""


def test_a_person_put_in_place_of_another_is_the_successor(check: ConflictChecker) -> None:
    premise = ("Greta Vollmer has been appointed interim chief financial officer in place of Daniel Roe, who is on "
               "extended medical leave, the company said in a statement on Monday.")
    reason = find_conflict(premise, "Roe has taken over the finance chief's duties from Vollmer for the time being.",
                           parse=check.parse)
    assert reason == ("the step makes roe the successor; the sentence makes greta vollmer the successor "
                      "('in place of')")
    assert find_conflict(premise, "Vollmer replaced Roe as finance chief.", parse=check.parse) == ""


def test_a_household_the_rule_excludes_is_not_bound_by_it(check: ConflictChecker) -> None:
    premise = ("The hosepipe ban covers all domestic customers in the Westvale supply area, excluding households "
               "where a registered member is a Blue Badge holder, and will stay in force until the reservoir at "
               "Carnholme is back above 80% of capacity.")
    step = "Households with a registered Blue Badge holder are bound by the hosepipe ban like everyone else in Westvale."
    assert check.missing(premise, step) == "the sentence excludes 'households'"


LAUNCH = ("The launch of the Pelham-3 weather satellite, scheduled for 14 October, was postponed indefinitely after "
          "engineers detected a fault in the second-stage engine during final checks.")


def test_a_time_given_only_to_a_plan_called_off_is_not_stated(check: ConflictChecker) -> None:
    reason = "the sentence gives '14 October' only as the time of a plan it calls off"
    assert planned_time_only(LAUNCH, "Pelham-3 went into orbit on 14 October.") == reason
    assert check.missing(LAUNCH, "Pelham-3 went into orbit on 14 October.") == reason


@pytest.mark.parametrize(("premise", "step"), [
    (LAUNCH, "The Pelham-3 launch had been planned for 14 October."),  # the plan told as a plan
    ("The launch, scheduled for 14 October, was postponed and eventually took place on 14 October.",
     "Pelham-3 went into orbit on 14 October."),
    ("The launch, scheduled for 14 October, went ahead.", "Pelham-3 went into orbit on 14 October."),  # not called off
])
def test_a_plan_told_as_one_or_carried_out_is_no_reason(premise: str, step: str) -> None:
    assert planned_time_only(premise, step) == ""


SCHEME = ("Applicants for the Riverside shared-ownership scheme must be first-time buyers with a combined household "
          "income of no more than £80,000, and must be able to show a deposit of at least 5% of the share being "
          "purchased.")


@pytest.mark.parametrize(("premise", "step", "reason"), [
    (SCHEME, "A couple earning £85,000 between them falls within the scheme's income limit.",
     "the step says 85000 meets the sentence's limit of no more than 80,000"),
    ("The simplified reporting regime applies only to firms with fewer than 50 employees.",
     "A firm with exactly 50 staff can use the simplified reporting regime.",
     "the step says 50 meets the sentence's limit of fewer than 50"),
    (SCHEME, "A couple earning £60,000 does not qualify on income.",
     "the step says 60000 fails the sentence's limit of no more than 80,000"),
])
def test_a_case_said_to_meet_a_limit_its_value_breaks_is_a_conflict(check: ConflictChecker, premise: str, step: str,
                                                                     reason: str) -> None:
    assert case_against_limit(premise, step) == reason
    assert find_conflict(premise, step, parse=check.parse) == reason


def test_a_case_that_meets_the_limit_is_no_figure_left_unstated(check: ConflictChecker) -> None:
    premise = ("The Hartley Foundation bursary is open to full-time undergraduates whose household income is below "
               "£32,000 a year and who are ordinarily resident in the counties of Dunshire or Wexmoor.")
    step = "A Dunshire undergraduate from a household earning £28,500 a year satisfies the bursary's income condition."
    assert case_meets(premise, step) and case_against_limit(premise, step) == ""
    assert check.missing(premise, step) == ""


@pytest.mark.parametrize("step", [
    "The Ferndale Rowing Club, which has 140 paid-up members, will be awarded a grant.",  # no word of the rule met
    "Clubs with more than 150 members qualify.",  # a limit of its own
])
def test_a_step_that_says_nothing_of_meeting_the_rule_is_no_case(step: str) -> None:
    premise = "Only clubs with at least 100 paid-up members are eligible to apply for the county's grant."
    assert case_against_limit(premise, step) == "" and not case_meets(premise, step)


RELAPSE = ("Patients younger than 65 years old were significantly more likely than those 65 years old or older to "
           "experience a relapse of upper GI symptoms (p = 0.0284).")


def test_a_bounded_group_given_the_other_groups_comparison_is_a_conflict(check: ConflictChecker) -> None:
    step = "Patients aged 65 years or older were significantly more likely to relapse than younger patients."
    reason = ("the step says the sentence's 'more likely' of patients over 65; the sentence says it of the other "
              "group")
    assert compared_groups_swapped(RELAPSE, step) == reason
    assert find_conflict(RELAPSE, step, parse=check.parse) == reason
    assert group_bound_turned(RELAPSE, step) == ""  # "those 65 years old or older": the sentence's second group


@pytest.mark.parametrize("step", [
    "Patients under 65 were more likely to relapse than older patients.",
    "Patients aged 65 or older were less likely to relapse than younger patients.",
])
def test_a_bounded_group_kept_on_its_side_is_no_swap(step: str) -> None:
    assert compared_groups_swapped(RELAPSE, step) == ""
