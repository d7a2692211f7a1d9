"""A sentence that says a thing only may, could or is expected to happen cannot support a step stating it."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker
from gechat.entail.hedges import hedged


@pytest.mark.parametrize(("premise", "step", "cue"), [
    ("The board said the dividend might be cut in the autumn.", "The dividend was cut in the autumn.", "might"),
    ("Engineers believe that the crack formed during the cold winter.", "The crack formed during the cold winter.",
     "believe"),
    ("Inflation is likely to fall below three percent by December.", "Inflation will fall below three percent.",
     "likely"),
    ("The mill is expected to reopen in the spring.", "The mill reopened in the spring.", "expected"),
    ("The club tried to sign the striker before the deadline.", "The club signed the striker.", "tried"),
    ("If the tenants pay the arrears, the landlord will withdraw the claim.",
     "The landlord will withdraw the claim.", "pay"),
    ("The suspect reportedly fled to Spain after the robbery.", "The suspect fled to Spain.", "reportedly"),
    ("The agency said it would close the office and sell the building.", "The agency sold the building.", "would"),
    ("It is possible that the manuscript was copied in Lyon.", "The manuscript was copied in Lyon.", "possible"),
    ("The council hopes to finish the ring road by 2031.", "The ring road will be finished by 2031.", "hopes"),
    # NIST SP 800-124r1: a clause that a noun holds as an implication, read past the copula of the step's adjective
    ("These considerations are not intended to be comprehensive, nor is there any implication that security "
     "elements not listed here are unimportant or unnecessary.", "Security elements not listed here are unimportant.",
     "implication"),
    ("The minister said the new tax may be temporary.", "The new tax is temporary.", "may"),
    ("Economists say the half-point rate cut ought to lift house prices across the region by the spring.",
     "The rate cut lifted house prices across the region.", "ought to lift"),  # "ought" parsed as the head
    # the DOJ Chapter 13 handbook: "advise" here is a verb of telling, no hedge of the step's own
    ("If the standing trustee is or becomes unable to perform the duties and responsibilities of a standing "
     "trustee, the standing trustee must immediately advise the United States Trustee.",
     "The standing trustee must immediately advise the United States Trustee.", "advise"),
])
def test_a_hedged_claim_is_named(check: ConflictChecker, premise: str, step: str, cue: str) -> None:
    reason = check.missing(premise, step)
    assert reason.startswith("the sentence does not state it as a fact") and cue in reason


@pytest.mark.parametrize(("premise", "step"), [
    ("The board cut the dividend in the autumn.", "The dividend was cut in the autumn."),
    ("The board said the dividend was cut in the autumn.", "The dividend was cut."),
    ("The witness could not identify the driver.", "The witness did not identify the driver."),
    ("The board said the dividend might be cut.", "The dividend might be cut."),  # the step hedges as well
    ("The mill, which may be sold next year, reopened in the spring.", "The mill reopened in the spring."),
    ("Prices may rise, and the mill reopened in the spring.", "The mill reopened in the spring."),
    ("Did the mill reopen in the spring?", "The mill reopened in the spring."),
    ("It should be noted that exports rose 4% in 2019.", "Exports rose 4% in 2019."),  # told, not doubted
    ("He joined the paper in 1971 and would later become its editor.", "He became the paper's editor."),
    ("Even if the appeal fails, the club will keep its licence.", "The club will keep its licence."),
    ("Whether or not the vote passes, the mill will close in June.", "The mill will close in June."),
    ("The minister said the new tax is temporary.", "The new tax is temporary."),
    # NIST SP 800-207: a document's own inference is stated ("implies that"; "no implication that" is not)
    ("This implies that zero trust applies to two basic areas: authentication and authorization.",
     "Zero trust applies to two basic areas."),
    # a reply before "but", and a step whose claim is the possibility itself
    ("Perhaps, but the ferry is a fairly slow way to cross.", "The ferry is a slow way to cross."),
    ("At first the fees could be waived, but after 2010 this was no longer possible.",
     "After 2010 it was no longer possible to waive the fees."),
])
def test_an_asserted_claim_is_not(check: ConflictChecker, premise: str, step: str) -> None:
    assert check.missing(premise, step) == ""


def test_a_sentence_about_something_else_is_not_read(check: ConflictChecker) -> None:
    # another matter altogether: not "about the same thing", so no reason is given (the model reads it as neutral)
    assert check.missing("Analysts expect the bank to raise rates.", "The harvest was early this year.") == ""
    # without the topic test the hedge reader still finds no use of the step's verb
    assert hedged("Analysts expect the bank to raise rates.", "The harvest was early this year.", check._parse) == ""


def test_the_reason_withholds_support_and_keeps_the_readings(check: ConflictChecker) -> None:
    from tests.entail.test_notation import _Reading

    judge = _Reading(entailment=0.9)
    judge.conflicts = check
    hedge, plain = judge.judge(["The minister said the levy may be raised next year."] * 2,
                               ["The levy was raised.", "The minister spoke about the levy."])
    assert "may be raised" in hedge.missing and hedge.entailment == pytest.approx(0.9)
    assert plain.missing == ""


@pytest.mark.parametrize(("premise", "step", "cue"), [
    ("The ferry operator plans to add three crossings a day next summer.", "The ferry operator runs three more "
     "crossings a day.", "plans"),
    ("The university intends to open a campus in Nairobi.", "The university has a campus in Nairobi.", "intends"),
])
def test_a_plan_stands_for_nothing_it_does_not_name(check: ConflictChecker, premise: str, step: str, cue: str) -> None:
    # none of the step's predicates is in the sentence, whose main clause is a plan
    assert cue in check.missing(premise, step)


def test_a_hedged_sentence_neither_denies_nor_contests_the_step(check: ConflictChecker) -> None:
    from gechat.entail.conflicts import find_conflict
    from tests.entail.test_notation import _Reading

    unclear = "It is not known whether the pump was running during the flood."
    assert find_conflict(unclear, "The pump was not running during the flood.", parse=check._parse) == ""
    assert not check.can_contest(unclear, "The pump was not running during the flood.")
    judge = _Reading(entailment=0.05, contradiction=0.9)
    judge.conflicts = check
    read, = judge.judge([unclear], ["The pump was not running during the flood."])
    assert read.contradiction <= 0.1 and "whether" in read.missing
    # an asserted denial still conflicts
    assert "denies" in find_conflict("The pump was running during the flood.",
                                     "The pump was not running during the flood.", parse=check._parse)


def test_a_step_that_speaks_of_the_plan_is_not_held_against_it(check: ConflictChecker) -> None:
    assert check.missing("The group expects revenue to reach $5 billion next year.",
                         "The group forecasts revenue of $5 billion next year.") == ""


@pytest.mark.parametrize(("premise", "step", "cue"), [
    ("Critics argue that the new zoning law will push small retailers out of the historic district.",
     "The new zoning law will push small retailers out of the historic district.", "argue"),
    ("Supporters contend that the four-day week has raised productivity at the participating firms.",
     "The four-day week raised productivity at the participating firms.", "contend"),
    ("The company insists that its new battery can be recharged more than 5,000 times without losing capacity.",
     "The new battery can be recharged over 5,000 times without losing capacity.", "insists"),
    ("Opponents say the dam will flood the valley.", "The dam will flood the valley.", "say"),
])
def test_one_sides_argument_is_no_fact(check: ConflictChecker, premise: str, step: str, cue: str) -> None:
    reason = hedged(premise, step, check.parse)
    assert reason.startswith("the sentence does not state it as a fact") and cue in reason


@pytest.mark.parametrize(("premise", "step"), [
    ("Supporters contend the stadium will create 2,000 jobs, a figure that opponents dispute.",
     "Supporters of the stadium claim it will create 2,000 jobs."),  # the step keeps it a claim
    ("They claimed they had a bomb.", "They said they had a bomb."),
    ("The city maintains three public pools.", "The city has three public pools."),  # "maintain" with no clause
    ("The manual says the filter must be replaced every six months.", "The filter must be replaced every six months."),
])
def test_a_claim_kept_as_one_or_a_plain_report_is_not_hedged(check: ConflictChecker, premise: str, step: str) -> None:
    assert hedged(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step", "cue"), [
    # a body named by its cause speaks for one side
    ("Environmental groups say the quarry's expansion destroys nesting habitat for the stone curlew.",
     "The quarry's expansion destroys nesting habitat for the stone curlew.", "say"),
])
def test_a_body_named_by_its_cause_is_a_side(check: ConflictChecker, premise: str, step: str, cue: str) -> None:
    assert cue in hedged(premise, step, check.parse)


def test_in_the_view_of_one_side(check: ConflictChecker) -> None:
    reason = hedged("In the view of campaigners, the new runway will double noise levels over the town.",
                    "The new runway will double noise levels over the town.", check.parse)
    assert reason.startswith("the sentence does not state it as a fact")
    assert hedged("In the view of the inspectors, the runway was built to standard.",
                  "The runway was built to standard.", check.parse) == ""  # inspectors are no side


@pytest.mark.parametrize(("premise", "step", "hedge"), [
    ("Police believe the fire may have been started deliberately.",
     "According to police, the fire was started deliberately.", "may have been started"),
    ("The council plans to open the Kell Street bridge in 2026, subject to funding.",
     "According to the council, the Kell Street bridge opened in 2026.", "plans to open"),
    ("The league is studying a salary cap of £30 million per club with the players' union.",
     "The league introduced a salary cap of £30 million per club.", "studying a salary cap"),
])
def test_a_source_named_by_the_step_does_not_lift_the_sentence_s_hedge(check: ConflictChecker, premise: str,
                                                                       step: str, hedge: str) -> None:
    assert f"('{hedge}')" in hedged(premise, step, check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("Harrow Energy claimed that its new turbine design cuts maintenance costs by a third.",
     "According to Harrow Energy, the new turbine design reduces maintenance costs by one third."),  # the claim as
    # its claimant's
    ("The council plans to open the Kell Street bridge in 2026.",
     "According to the council's plan, the Kell Street bridge will open in 2026."),
    ("Ilse Brandauer studied composition under the elderly Ferenc Halmos in Budapest during the 1950s.",
     "Ferenc Halmos taught composition to Ilse Brandauer in Budapest."),  # learning, no proposal under study
])
def test_a_claim_or_plan_told_as_one_or_a_study_under_a_teacher(check: ConflictChecker, premise: str,
                                                                step: str) -> None:
    assert hedged(premise, step, check.parse) == ""
