"""Who did it: a share in an act supports no step that gives its doer the whole act, or makes a part a cause.

:mod:`gechat.entail.agency` reads the share from spaCy's parse: a verb of helping and its act, an act done with
others ("co-founded"), a group's act given to a member, a part in an outcome. The ``check`` fixture is in
tests/entail/conftest.py.
"""

from __future__ import annotations

import pytest

from gechat.entail import agency
from gechat.entail.conflicts import ConflictChecker


@pytest.mark.parametrize(("premise", "step", "share"), [
    ("Dr Patel helped develop the malaria vaccine at the Oxford institute.", "Dr Patel developed the malaria vaccine.",
     "helped develop"),
    ("Maria Gomez was part of the team that discovered the comet in 2011.", "Maria Gomez discovered the comet in 2011.",
     "part of the team that discovered"),
    ("Jensen co-founded the software company in 2004 with two university friends.",
     "Jensen founded the software company in 2004.", "co-founded"),
    ("The new tax contributed to the decline in car sales.", "The new tax caused the decline in car sales.",
     "contributed to the decline"),
    ("The minister took part in the trade negotiations with Japan.", "The minister led the trade negotiations with Japan.",
     "took part in the trade negotiations"),
    ("Reed was one of several architects who designed the stadium.", "Reed designed the stadium.",
     "one of several architects who designed"),
    ("Smith was a member of the committee that approved the budget.", "Smith approved the budget.",
     "member of the committee that approved"),
    ("The union participated in the protest against the closure.", "The union organised the protest against the closure.",
     "participated in the protest"),
    # the act's noun, and a part in an outcome given as a title
    ("Hiroshi Tanaka assisted in the development of the company's first hybrid engine.",
     "Hiroshi Tanaka developed the company's first hybrid engine.", "assisted in the development"),
    ("Lower interest rates contributed to the housing boom of the early 2000s.",
     "Lower interest rates were the main cause of the housing boom.", "contributed to the housing boom"),
    ("The tariff on imported steel was one factor in the rise in construction costs.",
     "The steel tariff drove the rise in construction costs.", "factor in the rise"),
    ("Anna Weiss was among the investors who financed the seed round, which Northgate Capital led.",
     "Anna Weiss led the seed round.", "among the investors who financed"),
])
def test_a_share_is_not_the_whole_act(check: ConflictChecker, premise: str, step: str, share: str) -> None:
    reason = check.missing(premise, step)
    assert reason.startswith("the sentence says only that") and share in reason


def test_a_treatment_combined_with_another(check: ConflictChecker) -> None:
    assert check.missing("The drug, combined with physiotherapy, reduced pain in the trial.",
                         "The drug reduced pain in the trial.") == "the sentence gives it combined with physiotherapy"


@pytest.mark.parametrize(("premise", "step"), [
    ("Dr Patel helped develop the malaria vaccine.", "Dr Patel helped develop the malaria vaccine."),
    ("Jensen co-founded the company in 2004 with two friends.", "Jensen founded the company with two friends."),
    ("Jensen founded the firm in 2004 and later hired his two brothers to help run it.", "Jensen founded the firm."),
    ("The surgeon performed the operation, assisted by two nurses.", "The surgeon performed the operation."),
    ("Ms Okoro led the team that discovered the wreck.", "Ms Okoro led the team."),
    # the helped one's own act, and "help" that is no share
    ("The coach helped the striker score twice in the second half.", "The striker scored twice in the second half."),
    ("The judge could not help laughing when the gavel fell.", "The judge laughed when the gavel fell."),
    ("Reed was one of several architects who designed the stadium.", "Reed was one of the stadium's architects."),
])
def test_a_share_kept_or_the_act_stated_is_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert not check.missing(premise, step).startswith("the sentence says only that")


@pytest.mark.parametrize(("premise", "step", "other"), [
    ("Senator Joan Whitaker lent support to the 2015 water-rights bill, which was drafted by a bipartisan group of "
     "committee staffers.", "Joan Whitaker drafted the 2015 water-rights bill.", "bipartisan group"),
    ("Hedge fund manager Oskar Lind backed the takeover of Brightwater Foods, which was led by a rival private equity "
     "group.", "Oskar Lind led the takeover of Brightwater Foods.", "rival private equity group"),
    ("Dr. Nadia Petrov served as a consultant to the team that mapped fractures in the Larsen C ice shelf.",
     "Nadia Petrov mapped the fractures in the Larsen C ice shelf.", "team"),
    ("The consortium, which included Halvorsen Construction, built the Oresund approach viaduct between 1995 and 1999.",
     "Halvorsen Construction built the Oresund approach viaduct.", "consortium"),
    ("The stadium was designed by a four-person crew that included architect Clara Mendes.",
     "Clara Mendes designed the stadium.", "crew"),
])
def test_an_act_the_sentence_gives_another_doer_is_unstated(check: ConflictChecker, premise: str, step: str,
                                                           other: str) -> None:
    reason = agency.act_of_another(premise, step, check.parse)
    assert reason.startswith("the sentence gives '") and other in reason
    assert check.missing(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("Alice works in Paris and Bob works in Berlin.", "Bob works in Berlin."),
    ("A member of the Bristol Quartet since 1994, cellist Owen Price composed all twelve pieces on the album.",
     "Owen Price composed the pieces on the album."),
    ("The shortlisted cities — Lyon, Porto, Gdansk and Tampere — will each host one round of the tournament.",
     "Porto will host a round of the tournament."),
    ("In Bleak House (Chapter XXVII) Grandfather Smallweed, referring to Mr. George, warns Mr. Tulkinghorn that I have "
     "him periodically in a vice.", "Smallweed warns Tulkinghorn that I have him in a vice."),
    ("Brightwell Bank merged with Corran Savings in 2009.", "Corran Savings merged with Brightwell Bank in 2009."),
    ("After Kabul fell to the Taliban, Bin Ladin cemented his ties with them.", "The Taliban cemented ties with Bin Ladin."),
    ("Commissioned by Lord Ashby, the portrait was painted in 1765.", "Lord Ashby painted the portrait."),  # no doer
])
def test_the_doers_own_act_or_one_the_parse_cannot_give_another_is_left_alone(check: ConflictChecker, premise: str,
                                                                            step: str) -> None:
    assert agency.act_of_another(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step", "share"), [
    ("Yusuf Demir was one of the authors of the 2004 report on groundwater contamination.",
     "Yusuf Demir wrote the report on groundwater contamination.", "one of the authors"),
    ("Ana Ruiz is among the founders of the cooperative.", "Ana Ruiz founded the cooperative.", "among the founders"),
])
def test_one_of_the_makers_made_the_maker_is_unstated(check: ConflictChecker, premise: str, step: str,
                                                     share: str) -> None:
    reason = check.missing(premise, step)
    assert reason.startswith("the sentence says only that") and share in reason


def test_a_major_driver_keeps_the_share(check: ConflictChecker) -> None:
    premise = "Rising rents were among the main drivers of the migration out of the city centre during the 1990s."
    assert not check.missing(premise, "Rising rents were a major driver of people leaving the city centre in the "
                                       "1990s.").startswith("the sentence says only")


def test_a_contributing_factor_is_not_what_was_responsible(check: ConflictChecker) -> None:
    premise = ("Driver fatigue was a contributing factor in the collision, along with poor visibility and the absence "
               "of warning signs at the junction.")
    assert check.missing(premise, "Driver fatigue was responsible for the collision.").startswith(
        "the sentence says only that Driver fatigue")


@pytest.mark.parametrize(("premise", "step", "share"), [
    ("The referee's decision was partly to blame for the riot that followed the match.",
     "The referee's decision caused the riot after the match.", "partly to blame"),
    ("The new tax is partly responsible for the fall in car sales.", "The new tax caused the fall in car sales.",
     "partly responsible"),
    ("Poor track maintenance also contributed to the derailment, investigators concluded.",
     "Investigators concluded that poor track maintenance caused the derailment.", "contributed to the derailment"),
])
def test_a_part_of_the_blame_is_not_the_cause(check: ConflictChecker, premise: str, step: str, share: str) -> None:
    reason = check.missing(premise, step)
    assert reason.startswith("the sentence says only that") and share in reason


@pytest.mark.parametrize(("premise", "step"), [
    ("The bill was championed by Senator Reyes and drafted by committee staff over the summer.",
     "Senator Reyes wrote the bill."),
    ("Microsoft distributed the game, which was developed by a small independent studio in Montreal.",
     "Microsoft made the game."),
])
def test_an_act_in_other_words_given_to_another_doer(check: ConflictChecker, premise: str, step: str) -> None:
    assert agency.act_of_another(premise, step, check.parse).startswith("the sentence gives '")


def test_the_whole_blame_is_the_cause(check: ConflictChecker) -> None:
    assert check.missing("The new tax is responsible for the fall in car sales.",
                         "The new tax caused the fall in car sales.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The 1934 expedition to the Karakoram was led by Emil Stroud; Margaret Ainsley, who financed it, remained in "
     "London throughout.", "Margaret Ainsley led the 1934 Karakoram expedition."),  # a clause of her own
    ("The report on rural hospital staffing, commissioned by the Ministry of Health, was prepared by researchers at "
     "the University of Bergen.", "The Ministry of Health wrote the report on rural hospital staffing."),
])
def test_a_named_doer_of_another_clause_or_act_is_not_the_doer(check: ConflictChecker, premise: str,
                                                              step: str) -> None:
    assert agency.act_of_another(premise, step, check.parse).startswith("the sentence gives '")


def test_one_of_several_agents_is_among_the_doers(check: ConflictChecker) -> None:
    premise = "Many of the films that he has worked on are directed by Steven Spielberg and Robert Zemeckis."
    assert agency.act_of_another(premise, "Many of the films he has worked on are directed by Robert Zemeckis.",
                                 check.parse) == ""
