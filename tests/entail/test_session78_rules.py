"""Session 78: a step that says something merely is what the sentence says it is more than (`mere.mere_conflict`),
a step that requires what the sentence calls needless (`requirements.needless_required`), a proportion of two
things turned round (`ratios.ratio_conflict`), what a sentence says of its subject "compared to" another given to
that other (`compared_with.compared_turned`), a doer set "rather than" the one the sentence gives the act
(`compared_with.rather_than_turned`) and "individually" / "collectively" (`antonyms.EXTRA_PAIRS`); all
found where the judge read a why-question's false premise as stated (the DOJ handbook's "more than a mere disbursing
agent" and "Administer the oath to each debtor individually.", the Army cookbook's "Soaking of apples not
necessary." and "One pound of bacon to 2 pounds of liver.")."""

from __future__ import annotations

import pytest

from gechat.entail.compared_with import compared_turned, rather_than_turned, trailing_turned
from gechat.entail.conflicts import default_parse as parse
from gechat.entail.factory import make_entailer
from gechat.entail.mere import mere_conflict
from gechat.entail.ratios import proportions_of, ratio_conflict
from gechat.entail.requirements import needless_required
from gechat.settings import Settings


@pytest.mark.parametrize(("premise", "step"), [
    ("The standing trustee is more than a mere disbursing agent.",
     "the standing trustee is regarded as a mere disbursing agent."),
    ("The standing trustee is more than a mere disbursing agent.", "The standing trustee is merely a disbursing agent."),
    ("The museum is not merely a storehouse for old objects; it is a place of research.",
     "The museum is nothing more than a storehouse for old objects."),
    ("The review is far from a mere formality: it decides whether the grant is renewed.",
     "The review is a mere formality."),
])
def test_a_step_that_makes_it_merely_what_the_sentence_says_it_is_more_than(premise: str, step: str) -> None:
    assert mere_conflict(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    # the step drops the restriction: the sentence states that much
    ("The standing trustee is more than a mere disbursing agent.", "The standing trustee is a disbursing agent."),
    # the step keeps the denial
    ("The standing trustee is more than a mere disbursing agent.",
     "The standing trustee is more than a mere disbursing agent."),
    # another thing made mere
    ("The standing trustee is more than a mere disbursing agent.", "The clerk is a mere record keeper."),
    # the sentence restricts too
    ("The fee is merely a formality.", "The fee is a mere formality."),
    # another subject, another time, a step that rejects the restriction
    ("The standing trustee is more than a mere disbursing agent.", "The chapter 7 trustee is a mere disbursing agent."),
    ("The standing trustee is more than a mere disbursing agent.", "Before 1978 the trustee was merely a disbursing agent."),
    ("The standing trustee is more than a mere disbursing agent.", "The standing trustee isn't merely a disbursing agent."),
    ("The standing trustee is more than a mere disbursing agent.",
     "It is wrong to treat the standing trustee as a mere disbursing agent."),
])
def test_no_mere_conflict_where_the_step_keeps_the_sentence_s_reading_or_speaks_of_another_thing(
        premise: str, step: str) -> None:
    assert mere_conflict(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    # read with its heading, as the pipeline reads it: the step's "stewed apples or apple sauce" is the sentence's
    ("Stewed apples or apple sauce. Soaking of apples not necessary.",
     "the apples must be soaked before making stewed apples or apple sauce."),
    ("It is unnecessary to peel the potatoes.", "The potatoes must be peeled."),
    ("Stirring the soup is not needed.", "The soup must be stirred."),
    ("There is no need to stir the custard.", "The custard must be stirred."),
    ("Enterprise administrators do not need to ensure that each device has the appropriate device agent before use.",
     "Enterprise administrators must ensure that each device has the appropriate device agent before use."),
])
def test_a_step_that_requires_what_the_sentence_calls_needless(premise: str, step: str) -> None:
    assert needless_required(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("Peeling is not necessary.", "The apples must be cored."),  # another thing
    ("It is unnecessary to peel the potatoes.", "The potatoes must be washed."),
    ("The results are not necessarily final.", "The results must be checked."),  # "not necessarily": no denial
    ("Soaking of apples not necessary.", "The apples may be soaked."),  # the step requires nothing
    ("Soaking is not necessary unless the apples are dried.", "The apples must be soaked."),  # an exception
    ("Soaking of apples not necessary.", "The apples must not be soaked."),  # the step denies it
    # a setting of the step's own: another dish, another time
    ("Soaking of apples not necessary.", "the apples must be soaked before making stewed apples or apple sauce."),
    ("For soup, peeling tomatoes is not necessary.", "Tomatoes for salad must be peeled."),
    ("No need to peel the potatoes before boiling them.", "The potatoes must be peeled after boiling."),
    ("Avoid unnecessary stirring of the rice.", "The rice must be stirred once after the water boils."),  # which
])
def test_no_needless_conflict_for_another_thing_an_exception_or_no_requirement(premise: str, step: str) -> None:
    assert needless_required(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Fry your liver in bacon grease. One pound of bacon to 2 pounds of liver.",
     "the liver and bacon recipe does call for two pounds of bacon for every pound of liver."),
    ("Mix 1 part bleach to 10 parts water.", "Use 10 parts bleach to 1 part water."),
    ("Dissolve 2 ounces of salt per gallon of water.", "Use 4 ounces of salt per gallon of water."),
    ("Add 1 cup of sugar to each quart of fruit.", "Use 2 quarts of fruit for every cup of sugar."),
])
def test_a_proportion_of_two_things_turned_round_or_changed(premise: str, step: str) -> None:
    assert ratio_conflict(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    # the same proportion, told the other way round or in other words
    ("One pound of bacon to 2 pounds of liver.", "The recipe uses 2 pounds of liver to 1 pound of bacon."),
    ("One pound of bacon to 2 pounds of liver.", "Use a pound of bacon for every 2 pounds of liver."),
    ("Mix 1 part bleach to 10 parts water.", "Use 10 parts water to 1 part bleach."),
    # another unit, another thing, a part of a larger quantity: not read
    ("One pound of bacon to 2 pounds of liver.", "Use 8 ounces of bacon for every pound of liver."),
    ("One pound of bacon to 2 pounds of liver.", "Use 2 pounds of onions for every pound of liver."),
    ("One pound of bacon to 2 pounds of liver.", "Use half a pound of bacon for every pound of liver."),
    # the sentence gives the step's proportion too; a range; a step that rejects one; a setting of the step's own
    ("Jam: 2 pounds of sugar to 1 pound of fruit, or for a less sweet jam 1 pound of sugar to 1 pound of fruit.",
     "For a less sweet jam use 1 pound of sugar to 1 pound of fruit."),
    ("Use from 1 to 2 pounds of salt per gallon of water.", "Use 1 pound of salt per gallon of water."),
    ("One pound of bacon to 2 pounds of liver.", "It is wrong to use two pounds of bacon for every pound of liver."),
    ("For pie crust use 1 cup of lard to 3 cups of flour.", "For biscuits use 1 cup of lard to 4 cups of flour."),
])
def test_no_ratio_conflict_for_the_same_proportion_or_other_units_and_things(premise: str, step: str) -> None:
    assert ratio_conflict(premise, step) == ""


@pytest.mark.parametrize("text", [
    "Cheap ice cream (for 40 men, 6 men to 1 quart ice cream)",  # no unit of a thing on both sides
    "In 1989, rural carriers received an average of 34 cents per mile as a motor vehicle allowance.",
    "Emissions will be cut from current emissions of 48 tons to a cap of 26 tons in 2010.",
    "A man in a suit speaking to a seated woman.",
])
def test_no_proportion_without_a_unit_of_each_thing(text: str) -> None:
    assert proportions_of(text) == []


_AGENT_BASED = ("Compared to agentless scanning and passive network monitoring, agent-based patch management "
                "technologies are strongly preferred for hosts that are not on the local network all the time, such as "
                "telecommuter laptops and smartphones.")


@pytest.mark.parametrize(("premise", "step"), [
    (_AGENT_BASED, "agentless scanning is strongly preferred for hosts that are not on the local network all the time, "
                   "such as telecommuter laptops."),
    (_AGENT_BASED, "Passive network monitoring is strongly preferred for hosts that are not on the local network."),
    ("Unlike the old model, the new car is cheaper to run.", "The old model is cheaper to run."),
    ("In contrast to paper forms, online applications are processed faster.", "Paper forms are processed faster."),
])
def test_what_the_sentence_says_of_its_subject_given_to_what_it_is_compared_with(premise: str, step: str) -> None:
    assert compared_turned(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    (_AGENT_BASED, "Agent-based patch management technologies are strongly preferred for hosts that are not on the "
                   "local network."),  # the sentence's own subject
    (_AGENT_BASED, "Agentless scanning omits hosts not on the local network."),  # something else said of it
    (_AGENT_BASED, "Agentless scanning is used for hosts on the local network."),  # no scale word
    ("Compared with 2022, sales were higher in 2023.", "Sales were higher in 2022."),  # the same subject
    ("The new car is cheaper to run than the old model.", "The old model is cheaper to run."),  # no opening phrase
])
def test_no_compared_conflict_for_the_sentence_s_own_subject_or_another_predicate(premise: str, step: str) -> None:
    assert compared_turned(premise, step) == ""


_AGENT_BAR = ("The software agent may have a lower bar for authentication (e.g., API key versus MFA) to perform "
              "administrative or security-related tasks compared with a human user.")


@pytest.mark.parametrize(("step", "turned"), [
    ("A human user may have a lower bar for authentication compared with a software agent.", True),  # 0.98 before
    ("The software agent may have a lower bar for authentication compared with a human user.", False),  # as said
    ("A human user may have a higher bar for authentication compared with a software agent.", False),  # the same
    ("A human user needs MFA.", False),
])
def test_a_comparison_whose_rival_stands_at_the_end_turned_round(step: str, turned: bool) -> None:
    assert bool(trailing_turned(_AGENT_BAR, step)) is turned


_RESET = ("If device account lockout is enabled or the device password/passcode is forgotten, an administrator can "
          "reset this remotely to restore access to the device.")


@pytest.mark.parametrize(("premise", "step"), [
    (_RESET, "the user, rather than an administrator, must remotely reset a forgotten device passcode."),
    ("The agent executes state changes such as application restarts and OS reboots.",
     "The patch management server, rather than the agent, executes state changes such as application restarts."),
    ("The United States Trustee appoints the standing trustee.",
     "The bankruptcy court, instead of the United States Trustee, appoints the standing trustee."),
])
def test_a_doer_set_against_the_one_the_sentence_gives_the_act(premise: str, step: str) -> None:
    assert rather_than_turned(premise, step, parse)


@pytest.mark.parametrize(("premise", "step"), [
    (_RESET, "An administrator, rather than the user, can reset a forgotten passcode remotely."),  # as the sentence
    ("The agent executes state changes.", "The server, not the agent, installs the patches."),  # another act
    ("The agent and the server both execute state changes.",
     "The server, rather than the console, executes state changes."),  # the one set aside is not the sentence's
])
def test_no_rather_than_conflict_where_the_sentence_gives_the_act_to_the_step_s_doer_or_another_act(
        premise: str, step: str) -> None:
    assert rather_than_turned(premise, step, parse) == ""


@pytest.fixture(scope="module")
def judge():
    return make_entailer(Settings())


@pytest.mark.parametrize(("premise", "step"), [
    ("The standing trustee is more than a mere disbursing agent.",
     "the standing trustee is regarded as a mere disbursing agent."),  # 0.97 entailed before
    ("Stewed apples or apple sauce. Soaking of apples not necessary.",
     "the apples must be soaked before making stewed apples or apple sauce."),  # 0.42, neutral before
    ("Fry your liver in bacon grease. One pound of bacon to 2 pounds of liver.",
     "the liver and bacon recipe does call for two pounds of bacon for every pound of liver."),  # 0.81 before
    ("Administer the oath to each debtor individually.",
     "the standing trustee may administer the oath to all debtors collectively at the meeting of creditors."),
    (_AGENT_BASED, "agentless scanning is strongly preferred for hosts that are not on the local network all the time, "
                   "such as telecommuter laptops."),  # 0.98 entailed before
])
def test_the_shipped_judge_reads_these_as_contradicted(judge, premise: str, step: str) -> None:
    j = judge.judge([premise], [step])[0]
    assert j.conflict and j.contradiction > 0.5 and j.entailment < 0.5
