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
