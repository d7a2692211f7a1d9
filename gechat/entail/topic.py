"""How much a step and a sentence share, read before any conflict or not-stated reading.

* :func:`topic_share`: the share of the step's content words (numbers, months and units aside) the sentence holds,
  an antonym counting as the word; :data:`SAME_TOPIC` and the stricter :data:`SAME_CLAIM` are the shares the readings
  of :mod:`gechat.entail.conflicts` and :mod:`gechat.entail.unsaid` ask for;
* :func:`other_times`: both give times and share none (two events);
* :func:`far_apart`: the reason's word stands, on a side of several sentences, in one that shares too little;
* :func:`order_changes`, :func:`voice_changes`, :func:`names`: cheap tests read before the parse is.
"""

from __future__ import annotations

import re

from gechat.entail import antonyms, frames
from gechat.entail.details import _owner_fold
from gechat.entail.polarity import met_words
from gechat.entail.quantities import COUNTED_AS, MONTHS, NUMBER_WORDS, UNITS, quantities, words
from gechat.text import STOP_WORDS, content_words

#: share of the step's non-number content words the sentence must contain to count as "about the same thing"
SAME_TOPIC = 0.5
#: stricter share for negation and role swaps, which rest on the rest of the sentence being the same
SAME_CLAIM = 0.6


def topic_share(premise: str, hypothesis: str) -> float:
    """The share of the step's content words (numbers, months and units aside) that the sentence holds, an antonym
    counting as the word: 0 when the step has none."""
    hyp = {COUNTED_AS.get(w, w) for w in content_words(hypothesis, _owner_fold) if not any(ch.isdigit() for ch in w)
           and w not in MONTHS and w not in NUMBER_WORDS and w not in UNITS}  # "cars" and "vehicles" one word
    if not hyp:
        return 0.0
    prem = {COUNTED_AS.get(w, w) for w in content_words(premise, _owner_fold)}
    return sum(1 for w in hyp if w in prem or any(a in prem for a in antonyms.antonyms_of(w))) / len(hyp)


def far_apart(premise: str, hypothesis: str, reason: str) -> bool:
    """Does the reason's word stand, on a side of several sentences, in one that shares too little with the other
    side's (:func:`gechat.entail.frames.far_apart`; a denial needs the stricter share, as it does whole)?"""
    met = met_words(reason)
    threshold = SAME_TOPIC if reason.startswith("the step says") else SAME_CLAIM
    return met is not None and frames.far_apart(premise, met[1], hypothesis, met[0], topic_share, threshold)


def other_times(premise: str, hypothesis: str) -> bool:
    """Do both sentences give times (of day, dates, days, years) and share none, so that opposite words are two
    events ("opens at 8 a.m." / "closes at 8 p.m.")?"""
    def times(text: str) -> set[tuple[str, float, str]]:
        out = set()
        for q in quantities(text):
            if q.kind == "year" and re.fullmatch(r"-\d{4}", q.unit):  # "between 2022 and 2023": both its years
                out |= {("year", q.value, ""), ("year", float(q.unit[1:]), "")}
            elif q.kind in ("clock", "date", "weekday", "year"):
                out.add((q.kind, q.value, q.unit))
        return out

    p, h = times(premise), times(hypothesis)
    return bool(p) and bool(h) and not any(
        a[:2] == b[:2] and (a[2] == b[2] or (a[0] == "date" and "" in (a[2], b[2]))) for a in p for b in h)  # "sales
    # for June" / "its June 2024 sales": one month, the year told once


#: a capitalised word past the first: a sentence that may name a doer (the parse is read only then)
NAMED = re.compile(r"(?<=\s)[A-Z][a-z]")


def names(text: str) -> bool:
    """May ``text`` name someone: a capital past its first word, or a first word that is no function word ("Tanaka
    won the final")?"""
    first = text.split(maxsplit=1)[0] if text.strip() else ""
    return bool(NAMED.search(text)) or (first[:1].isupper() and first[1:2].islower()
                                         and first.lower().strip(".,;:'\"") not in STOP_WORDS)


def voice_changes(premise: str, hypothesis: str) -> bool:
    """Does one sentence name a doer with "by" and the other not? A swap of roles across the voices keeps the
    words in their order: "the subsidiary was acquired by the parent" / "the subsidiary acquired the parent"."""
    return ("by" in words(premise)) != ("by" in words(hypothesis))


def order_changes(premise: str, hypothesis: str) -> bool:
    """Do the words the two sentences share come in another order? (A swap of roles moves them; without
    that the parse, and loading spaCy for it, is not needed.)"""
    p_pos: dict[str, int] = {}
    for i, w in enumerate(content_words(premise, _owner_fold)):
        p_pos.setdefault(w, i)
    seen = [p_pos[w] for w in dict.fromkeys(content_words(hypothesis, _owner_fold)) if w in p_pos]
    return any(b < a for a, b in zip(seen, seen[1:]))
