"""A preference turned round (`alternatives.alternative_turned`'s preference forms): found where a near-miss why-question
took as given that blacklisting is preferred over whitelisting, and NIST SP 800-124r1 says "Restrict which
applications may be installed through whitelisting (preferable) or blacklisting."; the judge read the premise as
stated, loosely, and the question was answered with a caveat instead of declined."""

from __future__ import annotations

import pytest

from gechat.entail.alternatives import alternative_turned
from gechat.entail.conflicts import ConflictChecker

_SP = "Restrict which applications may be installed through whitelisting (preferable) or blacklisting."
_TURNED = "the step turns round which of the two the sentence prefers"


@pytest.mark.parametrize(("premise", "step"), [
    (_SP, "blacklisting is preferred over whitelisting for restricting which applications may be installed on mobile "
          "devices"),
    (_SP, "Blacklisting is preferable to whitelisting."),
    ("Agent-based scanning is strongly preferred over agentless scanning for hosts that are not on the local network.",
     "Agentless scanning is preferred to agent-based scanning for such hosts."),
    ("Whitelisting is generally preferable to blacklisting for mobile applications.",
     "Blacklisting is favoured over whitelisting for mobile applications."),
])
def test_a_step_that_turns_round_what_the_sentence_prefers_is_a_conflict(premise: str, step: str) -> None:
    assert alternative_turned(premise, step) == _TURNED


@pytest.mark.parametrize(("premise", "step"), [
    (_SP, "Whitelisting is preferable to blacklisting."),  # as the sentence says
    (_SP, "Whitelisting is preferred over blacklisting for restricting applications."),
    (_SP, "Restrict which applications may be installed through whitelisting."),  # one of the two, no preference
    (_SP, "Blacklisting is not preferred over whitelisting."),  # a denial agrees
    ("Agent-based scanning is preferred over agentless scanning.",
     "Agentless scanning is preferred over passive network monitoring."),  # another pair
])
def test_a_preference_kept_or_another_one_is_no_conflict(premise: str, step: str) -> None:
    assert alternative_turned(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    # a second read's probes, each read as a conflict by the first version: a hedge or denial before "preferred"
    ("Whitelisting is not preferable to blacklisting.", "Blacklisting is preferable to whitelisting."),
    ("Blacklisting is far less preferred to whitelisting.", "Whitelisting is preferred over blacklisting."),
    ("Beta blockers are no longer preferred over ACE inhibitors as first-line therapy.",
     "ACE inhibitors are now preferred over beta blockers as first-line therapy."),
    ("Whitelisting is generally preferred over blacklisting.", "Blacklisting is sometimes preferred over whitelisting."),
    ("If whitelisting is preferred over blacklisting, the inventory must be complete.",
     "Blacklisting is preferred over whitelisting."),
    ("Whitelisting is preferred over blacklisting.",
     "Some administrators would have preferred blacklisting over whitelisting."),
    # another setting or holder on each side
    ("Whitelisting is preferred over blacklisting for servers.", "Blacklisting is preferred over whitelisting for laptops."),
    ("Oral antibiotics are preferred to intravenous antibiotics in most patients.",
     "Intravenous antibiotics are preferred to oral antibiotics in severe sepsis."),
    ("Elizabeth was preferred to Jane by their father.", "Jane was preferred to Elizabeth by their mother."),
    ("Some experts argue that whitelisting is preferable to blacklisting.",
     "Other experts argue that blacklisting is preferable to whitelisting."),
    # both ways in one sentence
    ("Tea is preferred over coffee in the morning, and coffee is preferred over tea in the afternoon.",
     "Coffee is preferred over tea in the afternoon."),
])
def test_a_hedged_or_set_preference_is_none_to_turn_round(premise: str, step: str) -> None:
    assert alternative_turned(premise, step) == ""


def test_a_replacement_keeps_its_own_reason() -> None:
    assert alternative_turned(
        "The office fits compatible toner cartridges from Inkwell in place of the manufacturer's own brand.",
        "The office has switched from Inkwell cartridges to the manufacturer's own toner.") == (
        "the step trades the thing the sentence says is used for the one it replaces")


def test_the_judge_reads_the_turned_preference_as_a_conflict() -> None:
    assert ConflictChecker()(_SP, "blacklisting is preferred over whitelisting for restricting which applications may "
                                  "be installed on mobile devices") == _TURNED
