"""What a sentence holds as a plan, attempt, proposal, purpose, claim or offer supports no step that states it done.

The hedge reader (:mod:`gechat.entail.hedges`) reads the parse: a noun whose "to" clause is a plan or an attempt ("a
bid to replace"), a verb whose "at" or "of" phrase is a purpose or an accusation ("aimed at reducing", "accused of
inflating"), a side's account ("According to critics, …"), a thing called off ("the launch … was scrubbed"), what a
main clause only asks for, offers or weighs ("called for a pay rise", "is considering an application"), a purpose
("was created to increase"), a counterfactual's main clause ("would have become"). The ``check`` fixture is in
tests/entail/conftest.py.
"""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict


@pytest.mark.parametrize(("premise", "step", "cue"), [
    ("The investor launched a bid to replace three directors at the annual meeting.",
     "The investor replaced three directors.", "bid"),
    ("An attempt to repeal the tax failed by four votes in the state senate.", "The tax was repealed.", "attempt"),
    ("The transport authority is studying a proposal to close Elm Street station.",
     "The transport authority closed Elm Street station.", "proposal"),
    ("The campaign, aimed at reducing teenage vaping, ran on social media all autumn.",
     "The campaign reduced teenage vaping.", "aimed"),
    ("Sales staff are accused of inflating quarterly figures to meet bonus targets.",
     "Sales staff inflated quarterly figures.", "accused"),
    ("The council has set a target of cutting municipal emissions by 60 percent by 2028.",
     "The council cut municipal emissions by 60 percent.", "target"),
    ("According to critics, the testing regime has pushed schools to narrow their curriculum.",
     "The testing regime has pushed schools to narrow their curriculum.", "According"),
    ("The levee was designed to withstand a 100-year flood.", "The levee withstood a 100-year flood.", "designed"),
    ("The trial is scheduled to enroll 400 patients at 22 hospitals.", "The trial enrolled 400 patients.",
     "scheduled"),
    ("The firmware patch was meant to stop the overheating.", "The firmware patch stopped the overheating.", "meant"),
    ("The former director denied taking payments from the contractor.",
     "The former director took payments from the contractor.", "denied"),
    ("The launch of the satellite, set for May 14, was scrubbed because of a fuel leak.",
     "The satellite was launched on May 14.", "scrubbed"),
    # the step denies, and the sentence's only denial is a claim it goes on to refute
    ("The minister claimed that she had never met the lobbyist, but emails show that the two met twice.",
     "The minister never met the lobbyist.", "claimed"),
    # the step's verb is nowhere in the sentence: what its main clause asks for, offers or weighs
    ("Union leaders called for a 9 percent pay rise for nurses.", "Nurses received a 9 percent pay rise.", "called"),
    ("Management has offered staff a 4 percent pay rise for 2024.", "Staff will receive a 4 percent pay rise.",
     "offered"),
    ("The planning committee is considering a proposal to build 220 homes on the brewery site.",
     "The planning committee backed 220 homes on the brewery site.", "considering"),
    # a purpose, and a counterfactual's main clause
    ("The scholarship was created to increase the number of rural students in engineering degrees.",
     "The scholarship increased the number of rural students in engineering degrees.", "created"),
    ("Had the merger gone ahead, the combined firm would have become the largest cement producer in the region.",
     "The merger made the combined firm the largest cement producer in the region.", "would"),
    # the planner's own words are no part of what is planned
    ("The new tourist levy is intended to fund improvements to public transport links.",
     "Revenue from the tourist levy has paid for public transport improvements.", "intended"),
    ("The group's ambition is to double its market share in Asia within five years.",
     "The group doubled its market share in Asia.", "ambition"),
    ("The drug maker faces hundreds of lawsuits over claims that it concealed the addiction risks from doctors.",
     "The drug maker concealed the addiction risks from doctors.", "claims"),
    ("The two companies have agreed in principle to merge their European operations, pending board approval.",
     "The two companies merged their European operations.", "pending"),
    ("Parliament passed the act in 2019 to curb the use of single-use plastics in shops.",
     "The act curbed the use of single-use plastics in shops.", "passed"),
    ("The company is targeting annual revenue of £500 million by 2026, the chief executive told investors.",
     "The company's annual revenue reached £500 million by 2026.", "targeting"),
    ("Defence counsel sought to have the confession excluded because no interpreter had been offered.",
     "The confession was excluded from evidence.", "sought"),
    ("A draft of the revised maintenance procedure requires that all turbine blades be inspected every 400 hours.",
     "Turbine blades are inspected every 400 hours.", "draft"),
    ("According to the union, more than 3,000 workers joined the walkout on Monday.",
     "More than 3,000 workers joined the walkout on Monday.", "According"),
    ("The family has requested an independent post-mortem examination, the coroner's officer told the inquest.",
     "An independent post-mortem examination was carried out.", "requested"),
    # "the launch site" is no use of the step's verb
    ("The launch of the weather satellite has been postponed because of high winds at the launch site.",
     "The weather satellite was launched.", "postponed"),
    # the step's own head is its claim: "encouraged" is what it states, and the sentence only intends it
    ("The tax credit is intended to encourage small firms to hire apprentices.",
     "The tax credit has encouraged small firms to hire apprentices.", "intended"),
])
def test_an_intent_is_not_a_deed(check: ConflictChecker, premise: str, step: str, cue: str) -> None:
    reason = check.missing(premise, step)
    assert reason.startswith("the sentence does not state it as a fact") and cue in reason


@pytest.mark.parametrize(("premise", "step"), [
    ("The recipe calls for beef, onions and a little salt.", "The recipe uses onions."),  # a text's requirement
    ("The suspect denied taking the money.", "The suspect said he did not take the money."),  # both report the denial
    ("The council urged residents to conserve water.", "The council encouraged residents to conserve water."),
    ("The campaign, which ran on social media, reduced teenage vaping.", "The campaign reduced teenage vaping."),
    ("He arrived at the station only to find that the last train had left.", "The last train had left."),
    ("The company was founded in 1998 to make bicycles, and it still makes them.", "The company makes bicycles."),
    ("According to the census, the population rose by 5 percent.", "The population rose by 5 percent."),
    ("The planned expansion of the terminal opened in March.", "The terminal's expansion opened in March."),
    ("Management offered staff a 4 percent pay rise.", "Management offered staff a pay rise."),  # the offer itself
    ("The launch was not cancelled, and the satellite was launched on May 14.", "The satellite was launched."),
])
def test_a_deed_or_its_report_is_not_held_back(check: ConflictChecker, premise: str, step: str) -> None:
    assert check.missing(premise, step) == ""


def test_an_inverted_counterfactual_denies_nothing(check: ConflictChecker) -> None:
    # "Had the council not reinforced the dam" takes for granted that it did: no denial of the step
    premise = ("Had the council not reinforced the dam in 2019, last week's floodwater would almost certainly have "
               "overtopped it.")
    assert find_conflict(premise, "The council reinforced the dam in 2019.", parse=check.parse) == ""
    # a plain denial still conflicts
    assert "denies" in find_conflict("The council did not reinforce the dam in 2019.",
                                     "The council reinforced the dam in 2019.", parse=check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("The consortium's bid to buy the club succeeded in May, and the takeover was completed in June.",
     "The consortium bought the club."),
    ("The company exceeded its target of cutting emissions by 30%, achieving a 34% reduction by 2022.",
     "The company cut emissions by 34%."),
    ("The government carried out its pledge to abolish tuition fees in the 2008 budget.",
     "The government abolished tuition fees."),
    ("The investigation confirmed the whistleblower's claim that safety inspections had been skipped.",
     "Safety inspections had been skipped."),
    ("The hospital set out to cut waiting times below four hours and achieved that goal in October.",
     "The hospital cut waiting times below four hours."),
    ("The launch, postponed twice because of high winds, finally took place on 14 July.",
     "The satellite was launched on 14 July."),
])
def test_a_plan_carried_out_is_a_deed(check: ConflictChecker, premise: str, step: str) -> None:
    assert check.missing(premise, step) == ""
