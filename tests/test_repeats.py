"""Repeats and fuller sentences among an extractive answer's items (gechat.repeats)."""

from __future__ import annotations

import pytest

from gechat.records import Sentence
from gechat.repeats import fuller_first, said, says_more
from gechat.retrieval import Candidate

# SP 800-124r1: the executive summary's sentences and the body's fuller ones
SUMMARY = "Mobile devices typically need to support multiple security objectives."
BODY = "Mobile devices typically need to support multiple security objectives: confidentiality, integrity, and availability."
THREATS = ("Organizations should develop system threat models for mobile devices and the resources that are accessed "
           "through the mobile devices.")
BEFORE = ("Before designing and deploying mobile device solutions, organizations should develop system threat models "
          "for the mobile devices and the resources that are accessed through the mobile devices.")


def test_a_repeat_in_other_joining_words_says_the_same():
    assert said("Also, organizations should patch hosts.") == said("Organizations should also patch hosts.")
    # SP 800-124r1's summary and body: "often" / "sometimes", "system" / "systems" and the body's footnote mark 5
    summary = ("There are two basic approaches to centralized mobile device management: use a messaging server’s "
               "management capabilities (sometimes from the same vendor that makes a particular brand of mobile device "
               "operating system), or use a product from a third party, which is designed to manage one or more brands "
               "of mobile device operating system.")
    body = summary.replace("sometimes", "often").replace("operating system.", "operating systems.5")
    assert said(summary) == said(body)
    # what a figure counts, and a word that turns it, still keep two sentences apart
    assert said("Patch within 30 days.") != said("Patch within 3 days.")
    assert said("Hosts must be patched.") != said("Hosts may be patched.")
    assert said("The process is documented.") == said("The process is documented.")  # "process" is no plural


@pytest.mark.parametrize(("short", "full", "more"), [
    (SUMMARY, BODY, True),  # the list the summary announces
    (THREATS, BEFORE, True),  # the time the summary leaves out
    (BODY, SUMMARY, False),
    (SUMMARY, SUMMARY, False),
    ("Organizations should patch the hosts quickly.", "Organizations should not patch the hosts quickly.", False),
    ("Organizations patch the hosts within a week.", "Organizations may patch the hosts within a week.", False),
    ("Organizations patch the hosts within a week.", "Organizations patch the hosts within a week if they can.", False),
    ("Patch the hosts.", "Patch the hosts first.", False),  # too short to stand for a statement
    # a second read's probes: words put inside it, a contracted denial, a time that undoes it
    ("Patients receive oxytocin after delivery.",
     "Patients in the control group receive placebo instead of oxytocin after delivery.", False),
    ("Organizations patch the hosts within a week.", "Organizations shouldn't patch the hosts within a week.", False),
    ("Laptops are excluded from the scope.",
     "Previously, laptops were excluded from the scope, but now they are included.", False),
    # an executive summary's label of the section it sums up says no more (SP 800-40r3)
    ("Organizations should use other methods of confirming installation.",
     "Section 3.4.4: Organizations should use other methods of confirming installation.", False),
])
def test_a_fuller_sentence_says_all_the_shorter_says_in_order_and_turns_none_of_it(short: str, full: str, more: bool):
    assert says_more(short, full) is more


def _pair(text: str, score: float) -> tuple[float, Candidate]:
    s = Sentence(id=f"s-{abs(hash(text))}", doc_id="d", index=0, text=text, char_start=0, char_end=len(text))
    return score, Candidate(s, score, score, score, score)


def test_the_fuller_sentence_takes_the_shorter_ones_place():
    other = "Mobile devices are often used in locations outside the organization's control."
    chosen = [_pair(SUMMARY, 0.9), _pair(other, 0.8), _pair(BODY, 0.7)]
    assert [c.sentence.text for _, c in fuller_first(chosen)] == [BODY, other]
    kept = [_pair(BODY, 0.9), _pair(other, 0.8)]
    assert fuller_first(kept) == kept
