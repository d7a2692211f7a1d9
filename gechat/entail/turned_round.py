"""A "from X to Y" turned round: the step's "from X to Y" where the sentence has "from Y to X" ("transmitted from
bats to humans" / "from humans to bats"), and the sentence's start given by the step as the end ("narrowed from 14.2%
to 11.8%" / "narrowed to 14.2%"). Read from the words, not the parse, by :mod:`gechat.entail.conflicts`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.text import content_words, stem


#: "from X to Y": a direction, a transfer, a change between two things (up to four words each)
_WORD = r"[$€£]?[\w'-]+(?:[.,]\d+)*%?"
_FROM_TO = re.compile(rf"\bfrom\s+((?:{_WORD}\s+){{0,3}}?{_WORD})\s+(?:to|into)\s+((?:{_WORD}\s+){{0,3}}{_WORD})",
                      re.IGNORECASE)


def _pairs(text: str, with_start: bool = False) -> list:
    """Each "from X to Y ..." of ``text``: X, and the words after "to" (Y and whatever follows it, up to four); one
    for every "from", so that "from York to Leeds and from Leeds to York" gives both; ``with_start`` adds where
    its "from" stands."""
    found = (_FROM_TO.match(text, f.start()) for f in re.finditer(r"\bfrom\b", text, re.IGNORECASE))
    return [(m.group(1), m.group(2).split(), m.start()) if with_start else (m.group(1), m.group(2).split())
            for m in found if m]


#: words that may follow a place named in full: a preposition, a conjunction, a time ("into the reserve to cover")
_AFTER_PHRASE = frozenset("to in on at for by with and or but last this next that which before after during".split())


def _phrase_ends(tail: list[str], k: int) -> bool:
    """Does the phrase of ``tail``'s first ``k`` words end there (at a stop, a comma or a following preposition)?"""
    return k == len(tail) or tail[k - 1][-1:] in ".,;:" or tail[k].lower() in _AFTER_PHRASE


def _same_way(px: frozenset[str], ptail: list[str], hx: frozenset[str], tail: list[str],
              words: Callable[[str], frozenset[str]]) -> bool:
    """Does the sentence's "from X to Y" go the step's way: the same start (one perhaps in fewer words) and the same
    first words after "to" ("from the lower reservoir to the upper reservoir" / "from the lower reservoir to the upper
    one")?"""
    return (px <= hx or hx <= px) and bool(words(" ".join(ptail[:2])) & words(" ".join(tail[:2])))


def turned_round(premise: str, hypothesis: str, words: Callable[[str], frozenset[str]]) -> str:
    """The step's "from X to Y" where the sentence has "from Y to X" ("transmitted from bats to humans" / "from
    humans to bats"; "rose from $5 to $6.50 last year" / "from $6.50 to $5 last year"), as the reason, or "".
    ``words`` gives a phrase's content words; what follows Y ("last year", "in 2019") is left out. Y may name
    the place in fewer words than the other side's X, when its words are not X's ("from the operating account into
    the reserve" / "from the reserve account to the operating account")."""
    def starts(tail: list[str], phrase: frozenset[str], other: frozenset[str]) -> bool:
        for k in range(1, len(tail) + 1):
            said = words(" ".join(tail[:k]))
            if said == phrase or (said and said < phrase and not said & other and _phrase_ends(tail, k)):
                return True
        return False

    theirs = [(words(x), tail, x) for x, tail in _pairs(premise)]
    for x, tail in _pairs(hypothesis):
        hx = words(x)
        if not hx:
            continue
        if any(_same_way(px, ptail, hx, tail, words) for px, ptail, _ in theirs):
            continue  # the sentence also says the step's own way ("from A to B in the morning and from B to A ...")
        for px, ptail, pa in theirs:
            if px != hx and starts(tail, px, hx) and starts(ptail, hx, px):
                return f"the step turns round what the sentence says: from {pa} to {' '.join(ptail[:len(x.split())])}"
    return ""


#: the end a step gives alone: "narrowed to 14.2%", "moved to Leeds" (a "from" of its own is read by turned_round)
_TO_ALONE = re.compile(rf"\b(?:to|into)\s+((?:{_WORD}\s+){{0,3}}{_WORD})", re.IGNORECASE)


def start_as_end(premise: str, hypothesis: str, words: Callable[[str], frozenset[str]]) -> str:
    """The sentence's start given by the step as the end: "narrowed from 14.2% to 11.8%" / "narrowed to 14.2%";
    "moved from Leeds to York" / "moved to Leeds", as the reason, or "". Only for a step without a "from" of its
    own, whose end is not the sentence's end too."""
    if re.search(r"\bfrom\b", hypothesis, re.IGNORECASE):
        return ""
    ends = [m.group(1).split() for m in _TO_ALONE.finditer(premise)]
    for x, tail, at in _pairs(premise, with_start=True):
        start, end = words(x), words(" ".join(tail[: len(x.split())]))
        if any(words(" ".join(e[:k])) == start for e in ends for k in range(1, len(e) + 1)):
            continue  # the sentence ends there too: "from the station to the hotel and back to the station"
        doing = {stem(w) for w in content_words(premise[:at])[-3:]}
        for m in _TO_ALONE.finditer(hypothesis):
            if not doing & {stem(w) for w in content_words(hypothesis[: m.start()])[-3:]}:
                continue  # another doing: "travelled from Rome to Milan" / "returned to Rome"
            said = m.group(1).split()
            mine = next((words(" ".join(said[:k])) for k in range(1, len(said) + 1)
                         if words(" ".join(said[:k])) == start), None)
            if start and mine == start and start != end:
                return f"the step gives {x} as where it ended; the sentence as where it started"
    return ""
