"""A step that makes the sentence's claim stronger: a later stage of a process, or a cause read into an order."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker
from gechat.entail.stronger import cause_from_order, later_stage, other_baseline


@pytest.fixture(scope="module")
def checker() -> ConflictChecker:
    return ConflictChecker()


@pytest.mark.parametrize(("premise", "step", "said", "claimed"), [
    ("Her debut album was nominated for the Mercury Prize in 2021.", "Her debut album won the Mercury Prize in 2021.",
     "nominated", "won"),
    ("The council has proposed a congestion charge for the city centre.",
     "The council has approved a congestion charge for the city centre.", "proposed", "approved"),
    ("The former treasurer was charged with fraud in March.", "The former treasurer was convicted of fraud in March.",
     "charged", "convicted"),
    ("The retailer is considering the closure of twelve stores.", "The retailer announced the closure of twelve stores.",
     "considering", "announced"),
    ("Northgate made a bid for the regional airline last spring.", "Northgate acquired the regional airline last spring.",
     "bid", "acquired"),
    # a deliberation, a questioning, a test, a reading, a draft or a visit, and the outcome it may or may not have had
    ("The planning committee reviewed the harbour redevelopment scheme on 4 May.",
     "The planning committee approved the harbour redevelopment scheme.", "reviewed", "approved"),
    ("Officers questioned the driver at the roadside for an hour.", "Officers arrested the driver.", "questioned",
     "arrested"),
    ("Engineers tested the backup generator after the storm.", "Engineers replaced the backup generator.", "tested",
     "replaced"),
    ("The tenant received the new lease on Friday.", "The tenant signed the new lease.", "received", "signed"),
    ("The ministry drafted the guidance in January.", "The ministry published the guidance in January.", "drafted",
     "published"),
    ("The Duke visited the new hospital wing in June.", "The Duke opened the new hospital wing.", "visited", "opened"),
    ("United approached the striker in January.", "United signed the striker in January.", "approached", "signed"),
    # a later stage the sentence names only as a prospect, or by who works towards it
    ("The city council debated the proposed ban on e-scooters for more than three hours.",
     "The city council banned e-scooters.", "proposed", "banned"),
    ("The city council debated a ban on gas-powered leaf blowers for nearly three hours.",
     "The city council banned gas-powered leaf blowers.", "debated", "banned"),  # what the debate was about
    ("Residents petitioned the county to install a traffic light at the junction.",
     "A traffic light was installed at the junction.", "petitioned", "installed"),  # what the petition asked for
    ("The hiring panel interviewed Ms Okafor for the head of finance position last week.",
     "Ms Okafor was hired as head of finance.", "interviewed", "hired"),
    ("The jury heard closing arguments in the fraud trial of Daniel Marsh on Friday.",
     "The jury convicted Daniel Marsh of fraud.", "trial", "convicted"),
    ("The journal received the manuscript on 3 June 2021.", "The journal published the manuscript.", "received",
     "published"),
    ("The striker underwent a medical at the club's training ground.", "The striker passed his medical.", "underwent",
     "passed"),
    ("Harriet Lowe wrote the novel in 1990 while living in Lisbon.", "Harriet Lowe published the novel in 1990.",
     "wrote", "published"),
    ("The researchers collected the samples from twelve sites.", "The researchers analysed the samples.", "collected",
     "analysed"),
])
def test_a_later_stage_is_not_stated(premise: str, step: str, said: str, claimed: str, checker) -> None:
    reason = f"the sentence says '{said}'; the step says '{claimed}'"
    assert later_stage(premise, step) == reason
    assert checker.missing(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    # the sentence names the later stage too, the step denies it, or both name the same stage
    ("The film was nominated for three awards and won two of them.", "The film won two awards."),
    ("The album was shortlisted for the prize.", "The album did not win the prize."),
    ("The council approved the proposed congestion charge.", "The council approved a congestion charge."),
    ("The committee discussed the budget on Monday.", "The committee discussed the budget."),
    ("The board reviewed the accounts and approved them on 3 March.", "The board approved the accounts."),
    ("The inspector tested the boiler and certified it as safe.", "The inspector certified the boiler."),
    # the outcome in the sentence's own word, beside the earlier step
    ("The council reviewed and passed the budget.", "The council approved the budget."),
    ("Police questioned and detained the suspect.", "Police arrested the suspect."),
    ("The agency prepared and issued its annual report.", "The agency published its annual report."),
    ("Daniel Marsh was convicted of fraud at the end of a six-week trial.", "Marsh was convicted of fraud."),
    ("The council's ban on e-scooters, debated for months, took effect in May.", "The council banned e-scooters."),
    ("Lowe wrote the novel in Lisbon, and it was published in 1992.", "Lowe's novel was published in 1992."),
    # the sentence goes on to tell what came of the earlier stage in its own words, which the model reads
    ("Kessler sat the bar exam in July and earned a distinction.", "Kessler passed the bar exam."),
    ("The journal received the manuscript in March, and it appeared in the June issue.",
     "The journal published the manuscript."),
    ("The city proposed a ban on plastic bags, which took effect in January 2020.", "The city banned plastic bags."),
    ("Researchers gathered blood samples from 300 volunteers and examined them.", "Researchers analysed the samples."),
    ("The magazine received a press award for an investigation it ran in May.",
     "The magazine published an investigation in May."),  # an honour received, no submission
])
def test_a_stage_the_sentence_states_is_no_overclaim(premise: str, step: str) -> None:
    assert later_stage(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Two days after the new timetable was introduced, complaints from commuters doubled.",
     "The new timetable caused the complaints from commuters to double."),
    ("The bakery closed in June, the same month a supermarket opened across the road.",
     "The bakery closed because a supermarket opened across the road."),
    ("The river burst its banks on Tuesday, and the school was shut for the week.",
     "The school was shut because the river burst its banks."),
])
def test_a_cause_read_into_an_order_of_events_is_not_stated(premise: str, step: str, checker) -> None:
    reason = "the step gives a cause; the sentence gives only the order of events"
    assert cause_from_order(premise, step) == reason
    assert checker.missing(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    # the sentence gives a cause itself, or does not relate the events in time
    ("The school was shut for the week because the river burst its banks.",
     "The school was shut because the river burst its banks."),
    ("Flooding after the storm forced the school to close for a week.", "The school closed because of flooding."),
    ("A burst water main left 400 homes without water.", "400 homes were without water because of a burst main."),
    ("The bridge was closed after engineers found cracks, which were caused by heavy lorries.",
     "The cracks were caused by heavy lorries."),
    ("Judge Ellen Ruiz dismissed the case against the former mayor, ruling that the charges were filed after the "
     "statute of limitations had expired.", "Judge Ruiz threw out the case because the charges were brought too late."),
])
def test_a_cause_the_sentence_gives_or_an_unordered_sentence_is_left_to_the_model(premise: str, step: str) -> None:
    assert cause_from_order(premise, step) == ""


def test_a_figure_compared_with_another_thing_is_not_stated(checker) -> None:
    premise = "Ticket sales rose 8 percent in the spring compared with the same season last year."
    step = "Ticket sales rose 8 percent in the spring compared with the winter."
    reason = "the step compares with 'the winter'; the sentence with 'the same season last year'"
    assert other_baseline(premise, step) == reason and checker.missing(premise, step) == reason
    assert other_baseline(premise, "Ticket sales rose 8 percent compared with last year's season.") == ""
    assert other_baseline("Ticket sales rose 8 percent in the spring.", step) == ""  # it compares with nothing


@pytest.mark.parametrize(("premise", "step"), [
    ("The report will be published on Monday, after the board meets.", "The report is due to be published on Monday."),
    ("The company cut 200 jobs in response to falling sales, and closed two plants.",
     "The company cut 200 jobs because of falling sales."),
    ("The match was called off as the pitch was waterlogged, and fans were refunded.",
     "The match was called off because the pitch was waterlogged."),
    ("The film, a contender for best picture, took home the Oscar.", "The film won the Oscar."),
    ("The drug, recommended for adults, has been licensed by the regulator.", "The drug has been approved by the regulator."),
    ("Revenue rose 8% compared with the same quarter of 2022.", "Revenue rose 8% compared to a year earlier."),
])
def test_a_schedule_a_cause_in_other_words_a_later_stage_in_other_words_or_one_baseline_is_no_overclaim(
        premise: str, step: str, checker) -> None:
    assert checker.missing(premise, step) == ""


def test_a_later_stage_in_other_words_must_be_of_the_same_thing(checker) -> None:
    assert checker.missing("The film, shortlisted for the Oscar, secured a distribution deal.", "The film won the Oscar.")
    assert checker.missing("The film, a contender for best picture, took home the Oscar.", "The film won the Oscar.") == ""


def test_a_comparison_turned_round_has_no_other_baseline() -> None:
    assert other_baseline("The control group made more errors compared to the treated group.",
                          "The treated group made fewer errors compared with the control group.") == ""


@pytest.mark.parametrize(("premise", "step", "reason"), [
    # a verb by which one thing acts on another, where the sentence names the two in different clauses
    ("The ferry service ended in March, and tourist numbers on the island fell over the summer.",
     "Ending the ferry service cut tourist numbers on the island.", "order"),
    ("The dam burst shortly before dawn; the heavy rain had stopped the previous evening.",
     "The heavy rain destroyed the dam.", "order"),
    # or only says that the two go together
    ("Schools with smaller classes also reported better exam results.", "Smaller classes improve exam results.",
     "together"),
    ("Regular tea drinking was associated with lower blood pressure in the cohort.",
     "Tea drinking lowers blood pressure.", "together"),
])
def test_a_cause_said_by_a_verb_is_not_stated(premise: str, step: str, reason: str, checker) -> None:
    said = "only the order of events" if reason == "order" else "says only that the two go together"
    assert cause_from_order(premise, step).endswith(said)
    assert checker.missing(premise, step) == cause_from_order(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    # the sentence's own verb; one clause; a step that itself gives only the order; a verb of purpose after "to"
    ("After the merger, the new owners cut 300 jobs.", "The new owners cut 300 jobs."),
    ("The council cut the library budget after the election.", "The council reduced the library budget."),
    ("Shares of the bank fell 4 percent on Tuesday after it cut its dividend.",
     "The bank's shares dropped after it reduced its dividend."),
    ("The charity was founded in 1990, and its campaign to curb plastic waste began a year later.",
     "The charity began a campaign to curb plastic waste."),
    ("Sales increased after the launch.", "Sales increased after the launch of the product."),
])
def test_a_verb_the_sentence_uses_or_an_order_the_step_keeps_is_left_alone(premise: str, step: str) -> None:
    assert cause_from_order(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The drug, taken alongside a low-salt diet, lowered blood pressure by 10 points.",
     "The drug reduced blood pressure by 10 points."),  # the sentence's own causative verb
    ("Three workers were injured when the scaffolding collapsed.", "The collapse of the scaffolding hurt three workers."),
])
def test_a_cause_the_sentence_states_with_a_verb_or_when_is_left_to_the_model(premise: str, step: str) -> None:
    assert cause_from_order(premise, step) == ""
