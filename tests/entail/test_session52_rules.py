"""Readings mended after the sealed table of session 52 was first read (`eval/nli/probe_pairs_s52b.jsonl`): a
succession and a gift told the other way round, one lease from its two sides, a denied defeat, "at least" as a bound,
"stand" and "run" for office, reports under investigation, "intact" and "damaged"."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict, role_swap_conflict
from gechat.entail.disputed import disputed_claim
from gechat.entail.parties import side_conflict


@pytest.mark.parametrize(("premise", "step"), [
    ("The Pemberton Act of 1931 was superseded in 1958 by the more comprehensive Hallam Act.",
     "The Hallam Act was replaced by the Pemberton Act."),
    ("Martina Kohl received the Berenson Medal from the Royal Cartographic Guild at its annual dinner.",
     "Martina Kohl presented the Berenson Medal to the Royal Cartographic Guild at its annual dinner."),
])
def test_a_relation_told_the_other_way_round(check: ConflictChecker, premise: str, step: str) -> None:
    assert side_conflict(premise, step, check.parse) != ""


def test_one_lease_from_its_two_sides(check: ConflictChecker) -> None:
    premise = "Delmont Airways has leased four A320 aircraft from the lessor Skyreach Leasing."
    assert find_conflict(premise, "Skyreach Leasing has leased four A320 aircraft to Delmont Airways.",
                         parse=check.parse) == ""
    assert check.missing(premise, "Skyreach Leasing has leased four A320 aircraft to Delmont Airways.") == ""
    assert "swaps who does what around 'lease'" in role_swap_conflict(
        "Delmont Airways has leased four A320 aircraft from Skyreach Leasing.",
        "Skyreach Leasing has leased four A320 aircraft from Delmont Airways.", check.parse)


def test_a_denied_defeat_is_no_swap(check: ConflictChecker) -> None:
    premise, step = ("Ostwick have lost to Harcastle in each of their last four meetings at Riverside Lane.",
                     "Harcastle have never lost to Ostwick at Riverside Lane.")
    assert find_conflict(premise, step, parse=check.parse) == ""
    assert side_conflict(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Most of the council's 48 members backed the motion, according to a show of hands.",
     "At least 40 council members backed the motion."),
    ("Mayor Ines Vukovic dismissed as 'pure fiction' a newspaper report that she planned to stand for parliament.",
     "Ines Vukovic rejected a press report saying she intended to run for parliament."),
])
def test_no_antonym_where_the_words_are_no_opposites(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == ""


def test_reports_under_investigation_are_not_stated(check: ConflictChecker) -> None:
    premise = "The Norland Port Authority has confirmed that it is investigating reports of a fuel leak at berth 14."
    assert "under investigation" in disputed_claim(premise, "There was a fuel leak at berth 14.", check.parse)
    assert "under investigation" in check.missing(premise, "There was a fuel leak at berth 14.")


def test_intact_is_not_damaged() -> None:
    assert find_conflict("Contrary to earlier reports, the museum confirmed that the stolen brooch had been recovered "
                         "intact.", "The museum said the stolen brooch had been recovered in a damaged state.") \
        == "the step says 'damaged'; the sentence says 'intact'"


@pytest.mark.parametrize(("premise", "step"), [
    ("None of the staff interviewed by the inspectors raised concerns about the ward.",
     "The inspectors raised concerns about the ward."),  # not the denying subject's members
    ("None of the 40 patients experienced side effects during the first week of treatment.",
     "Some patients experienced side effects in the second week of treatment."),  # another time
    ("Ostwick have never lost to Harcastle at home.", "Ostwick have beaten Harcastle at home."),
    ("Harcastle have never beaten Ostwick in a league match.", "Ostwick have never beaten Harcastle in a league match."),
    ("Naomi Osaka has never lost a Grand Slam final.", "Naomi Osaka won the 2021 Australian Open final."),
    ("She is standing as an independent candidate in the by-election.",
     "She is running as an independent candidate in the by-election."),
    ("No British athlete won a medal in the 400 metres final.", "British athletes competed in the 400 metres final."),
])
def test_second_read_false_conflicts(check: ConflictChecker, premise: str, step: str) -> None:
    assert find_conflict(premise, step, parse=check.parse) == ""


def test_a_denied_swap_is_not_stated_nor_contested(check: ConflictChecker) -> None:
    premise, step = ("Harcastle have never beaten Ostwick in a league match.",
                     "Ostwick have never beaten Harcastle in a league match.")
    assert "which one of the two denies" in check.missing(premise, step)
    assert not check.can_contest(premise, step)


def test_a_lease_from_a_time_is_no_other_side(check: ConflictChecker) -> None:
    assert "swaps who does what around 'lease'" in find_conflict(
        "Delmont Air leased the hangar to Orbis from 2015 to 2020.", "Orbis leased the hangar to Delmont Air.",
        parse=check.parse)


def test_a_time_moved_to_the_same_verb_on_the_same_thing_named_again(check: ConflictChecker) -> None:
    assert "the time 'in Sunday's opener'" in check.missing(
        "The Hawks, who beat the Foxes twice last season, will face the Foxes in Sunday's opener.",
        "The Hawks beat the Foxes in Sunday's opener.")


def test_a_source_that_says_it_may_be_so_keeps_its_hedge(check: ConflictChecker) -> None:
    assert "may have been started" in check.missing("A police spokesman said the fire may have been started "
                                                    "deliberately.", "According to police, the fire was started "
                                                    "deliberately.")
