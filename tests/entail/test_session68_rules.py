"""Readings added in session 68, each on the sentence that showed it, with the look-alikes it must leave alone."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.trends import trend_conflict

PRODUCTIVITY = ("Output per hour worked in the UK rose 0.6% in 2023, the statistics office estimated, while output per "
                "worker fell 0.3%, as average weekly hours declined; manufacturing productivity grew 2.1%, services "
                "productivity 0.2%.")
CARS = "UK new car sales rose 5% in June, while used car sales fell 2% over the same period, industry figures showed."


@pytest.mark.parametrize(("step", "said"), [
    ("Average weekly hours worked in the UK rose in 2023, according to the statistics office.", "declined"),
    ("Average weekly hours rose in 2023.", "declined"),
    ("Output per hour fell in 2023.", "rose"),  # the parse hangs "rose" on "worked": the output's, by that verb's subject
])
def test_a_move_the_parse_hangs_on_another_verb_is_read_with_that_verb_s_subject(check: ConflictChecker, step: str,
                                                                                   said: str) -> None:
    assert find_conflict(PRODUCTIVITY, step, parse=check.parse).endswith(f"the sentence says '{said}'")


@pytest.mark.parametrize("step", ["Output per worker fell in 2023.", "Average weekly hours fell in 2023.",
                                  "Manufacturing productivity grew in 2023."])
def test_the_moves_the_sentence_gives_stay_supported(check: ConflictChecker, step: str) -> None:
    assert find_conflict(PRODUCTIVITY, step, parse=check.parse) == ""


def test_a_subject_the_step_names_word_for_word_is_read_among_two_of_one_head(check: ConflictChecker) -> None:
    # "sales" heads both subjects; the used cars' is the step's word for word, and "over the same period" is June
    assert trend_conflict(CARS, "Sales of used cars rose in June.", check.parse) \
        == "the step says 'rose'; the sentence says 'fell'"
    assert find_conflict(CARS, "Sales of used cars rose in June.", parse=check.parse)
    assert find_conflict(CARS, "Used car sales fell in June.", parse=check.parse) == ""
    assert find_conflict(CARS, "New car sales rose in June.", parse=check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Recorded crime in the city fell 8% last year, although violent crime rose 3%, police figures show.", "Crime fell."),
    ("Sales rose 5 percent in Europe while sales fell in Asia.", "Sales fell."),
    ("Exports fell in March but rose in April.", "Exports rose."),  # one subject, two moves: nothing to read
])
def test_a_step_that_names_no_one_subject_of_two_is_not_read(check: ConflictChecker, premise: str, step: str) -> None:
    assert trend_conflict(premise, step, check.parse) == ""


def test_a_value_of_a_step_the_parse_reads_as_a_noun_phrase_has_its_noun_for_owner(check: ConflictChecker) -> None:
    from gechat.entail.roles import value_of_another

    premise = "Exports to the EU fell to £18 billion in the quarter, while exports to the rest of the world held at £22 billion."
    assert value_of_another(premise, "EU exports held at £22 billion in the quarter.", check.parse) \
        == "the step says £22 billion; the sentence says £18 billion"
    assert value_of_another(premise, "EU exports fell to £18 billion in the quarter.", check.parse) == ""


@pytest.mark.parametrize("seed", ["1", "2", "3"])
def test_a_comparison_is_read_the_same_whatever_the_order_of_a_set(seed: str) -> None:
    # session 68: the side's longest word was the first of a set's order, which differs between processes; two words
    # of one length ("second", "repair") gave two readings. A fresh interpreter per hash seed.
    import subprocess
    import sys

    code = ("from gechat.entail.compared import compared_conflict; print(compared_conflict('The first contractor "
            "quoted £85,000 for the roof repairs and the second £72,500.', \"The second contractor's quote for the roof "
            "repairs was higher than the first contractor's.\"))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": seed, "PATH": ""}).stdout.strip()
    assert out == "the step says 'higher … than'; the sentence gives £72,500 and £85,000"


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("Some 2,300 couples in Scotland married in church in 2023, a 12 per cent decline on 2022, while civil ceremonies "
     "climbed to a record share.", "Church marriage in Scotland increased in 2023.", "a 12 per cent decline"),
    ("The port handled 13.4 million containers in 2023, a 7 per cent drop from 2022, while rail freight through the "
     "terminal climbed.", "Container traffic at the port grew in 2023.", "a 7 per cent drop"),
    ("Pre-tax profit was £40 million in 2023, a 10 per cent fall, but chief executive Tom Baker said he expected "
     "profits to recover strongly.", "The company's pre-tax profit rose in 2023.", "a 10 per cent fall"),
])
def test_a_move_the_sentence_gives_as_a_noun_is_read_with_the_step_s_words_for_its_thing(
        check: ConflictChecker, premise: str, step: str, said: str) -> None:
    from gechat.entail.trends import from_figure_conflict

    assert from_figure_conflict(premise, step, check.parse).endswith(f"the sentence says '{said}'")


@pytest.mark.parametrize("step", [
    "The retailer's online sales rose in 2023.",  # another figure: the online sales are not named
    "The retailer's share of the grocery market rose in 2023.",  # the other clause's own verb tells of it
])
def test_a_noun_move_is_not_read_for_another_figure(check: ConflictChecker, step: str) -> None:
    from gechat.entail.trends import from_figure_conflict

    premise = ("The retailer reported sales of £2.1 billion for 2023, a 3 per cent fall on the previous year, while its "
               "share of the grocery market climbed to 6.4 per cent.")
    assert from_figure_conflict(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("Officials said reservoir levels across the region remained below normal for the time of year despite heavy rain "
     "in October.", "Reservoir levels across the region were above normal for the time of year.", "below"),
    # the doer of a state a reported clause gives is that clause's subject, not the reporter
    ("In Ward 4, Labour finished 312 votes behind the Greens.", "In Ward 4, Labour finished 312 votes ahead of the "
     "Greens.", "behind"),
    ("Inspectors found the maternity unit was understaffed on most night shifts.",
     "Inspectors found the maternity unit was overstaffed on most night shifts.", "understaffed"),
])
def test_antonyms_of_a_reported_state_a_place_in_a_count_and_over_and_under(check: ConflictChecker, premise: str,
                                                                           step: str, said: str) -> None:
    assert find_conflict(premise, step, parse=check.parse).endswith(f"the sentence says '{said}'")


@pytest.mark.parametrize(("premise", "step"), [
    ("Health officials said the contaminated lettuce had been sold at Freshway stores in the eastern region.",
     "The contaminated lettuce was also sold at Freshway stores in the western region."),  # another of one noun, added
    ("Officials said reservoir levels in the north remained below normal.", "Reservoir levels in the north remained "
     "below normal."),
])
def test_an_added_kind_and_the_sentence_s_own_state_are_no_antonym(check: ConflictChecker, premise: str,
                                                                   step: str) -> None:
    assert find_conflict(premise, step, parse=check.parse) == ""


def test_only_the_over_and_under_forms_of_one_word_are_a_pair() -> None:
    from gechat.entail.antonyms import antonyms_of, stem

    assert stem("understaffed") in antonyms_of("overstaffed")
    assert antonyms_of("overtake") == frozenset()  # "undertake" is no other side


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("Unemployment failed to fall in the three months to June despite record vacancies, staying at 4.2%, the ONS said.",
     "Unemployment fell in the three months to June.", "failed to fall"),
    ("The striker failed to score in any of his twelve appearances for the club last season.",
     "The striker scored for the club last season.", "failed to score"),
])
def test_an_act_the_sentence_says_its_subject_failed_to_do_is_not_done(check: ConflictChecker, premise: str, step: str,
                                                                       said: str) -> None:
    from gechat.entail.undone import failed_done

    assert failed_done(premise, step, check.parse).startswith(f"the sentence says '{said}'")
    assert find_conflict(premise, step, parse=check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("The board refused to approve the proposed budget increase.", "The board approved a smaller budget increase "
     "instead."),  # another thing approved
    ("The council failed to approve the budget in March but eventually approved it in April.",
     "The council approved the budget."),  # done after all
    ("Unemployment failed to fall in the three months to June.", "Unemployment did not fall in the three months to June."),
])
def test_an_act_done_otherwise_or_after_all_or_denied_is_no_failed_act(check: ConflictChecker, premise: str,
                                                                       step: str) -> None:
    from gechat.entail.undone import failed_done

    assert failed_done(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Revenue declined to £4 million in 2023.", "Revenue was £4 million in 2023."),
    ("Attendance declined to 2,400 last season.", "Attendance dropped to 2,400 last season."),
    ("Turnout declined to 41% in the May election.", "Turnout fell to 41% in the May election."),
])
def test_a_figure_declined_to_is_no_refusal(check: ConflictChecker, premise: str, step: str) -> None:
    # before session 68 "declined to £4 million" was read as "declined to comment": a denial of the figure
    assert find_conflict(premise, step, parse=check.parse) == ""


def test_a_refusal_still_denies_its_act(check: ConflictChecker) -> None:
    assert find_conflict("The minister declined to comment on the leaked report.",
                         "The minister commented on the leaked report.", parse=check.parse)


@pytest.mark.parametrize(("premise", "step", "reason"), [
    ("The charity's helpline took 84,000 calls in 2023, 15 per cent of them from men.",
     "Most of the calls to the helpline came from men.", "the step says most calls; the sentence says 15% of them"),
    ("The directorate translated 2.3 million pages in 2023, 27 per cent of them with machine assistance.",
     "Most of the pages the directorate translated in 2023 were produced with machine assistance.",
     "the step says most pages; the sentence says 27% of them"),
])
def test_a_share_of_them_told_with_a_verb_of_belonging(premise: str, step: str, reason: str) -> None:
    from gechat.entail.proportions import share_conflict

    assert share_conflict(premise, step) == reason
    # a verb the sentence does not tell keeps the share another claim's
    assert share_conflict(premise, step.replace("came from", "complained about").replace("were produced with",
                                                                                         "were checked without")) == ""


def test_a_share_of_which_a_count_gives_is_read_as_a_share_of_them() -> None:
    from gechat.entail.proportions import share_conflict

    premise = ("By the end of March 2024, Openreach had connected 412,000 premises in the county to full-fibre broadband, "
               "of which 58,000 were in rural parishes.")
    assert share_conflict(premise, "Most of the premises that Openreach connected to full-fibre broadband in the county "
                                   "were in rural parishes.") == "the step says most premises; the sentence says 14.1% of them"
    assert share_conflict(premise, "Most of the premises were in towns.") == ""
