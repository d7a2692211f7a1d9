"""A step's average per one thing, from the sentence's total and its count of those things.

"The fleet of 26 gritters carried out 94 precautionary runs …, spreading 18,600 tonnes of rock salt" / "On average,
each precautionary run used roughly 198 tonnes of rock salt"; "188 approved fostering households caring for 264
children" / "each approved fostering household … was caring for about 1.4 children". Both were read as conflicts
before ("the step says 198 tonne; the sentence says 18600 tonne").

:func:`average_per_one` reads a step that names the thing after "each", "every" or "per" ("each precautionary run")
and calls its figure an average ("on average", "an average of", "per": a share among "each of the two reactors" may be
unequal); the sentence's count of that thing (its figure before the noun, past up to two words: "188 approved
fostering households"); and the sentence's figure of the step's measure, in the same part of the sentence (not
across ";").
The step's figure must be the quotient as the step writes it (:func:`gechat.entail.reckoned.rounds_to`: exactly, to
its last written place, or within 5 % after a rough word). :func:`gechat.entail.reckoned._per_each` reads the other
order ("22 applicants for every place").
"""

from __future__ import annotations

import re

from gechat.entail.changed_by import CLAUSES
from gechat.entail.differences import figure_at
from gechat.entail.quantities import Quantity, singular
from gechat.entail.reckoned import NOT_AMOUNTS, rounds_to
from gechat.text import content_words, stem

#: kinds not averaged: no amounts, and sums of money, which may pay for more than the things they name ("£1.6
#: billion contract to build 14 new patrol vessels and maintain them for 25 years")
_NOT_AVERAGED = NOT_AMOUNTS | {"percent", "money"}
#: the step's thing one of which the figure is given: "each precautionary run", "per approved household"
_EACH = re.compile(r"\b(?:each|every|per)\s+(?P<nouns>[a-z-]+(?:\s+(?!(?:at|in|on|of|for|from|with|by|was|were|is|"
                   r"are|used|had|has|received|cost|took)\b)[a-z-]+){0,3})", re.IGNORECASE)


#: a step's word that its figure is an average over the things: "on average", "an average of", "per run"
_AVERAGE = re.compile(r"\b(?:on\s+average|an\s+average\s+of|average\s+(?:of|per)|per)\b", re.IGNORECASE)


_RATE = re.compile(r"\b(?:per|a|an|each|every)\s+(?:day|week|month|year|quarter|hour)\b|\b(?:daily|weekly|monthly|"
                   r"annually|yearly)\b", re.IGNORECASE)
_OTHER_TIME = re.compile(r"\b(?:year\s+before|previous|prior|earlier|last\s+year|a\s+year\s+ago)\b", re.IGNORECASE)


def _of_same(premise: str, after: int, hypothesis: str, q: Quantity) -> bool:
    """Is the step's figure of what the sentence's total is of: the step's content words just after its figure (past
    its unit) among the sentence's just after the total ("18,600 tonnes of rock salt and 2,300 tonnes of sand" /
    "about 198 tonnes of sand" is not)?"""
    m = re.search(rf"(?<![\w.,]){re.escape(q.text)}\s+\S+\s+of\s+(?P<what>[a-z-]+)", hypothesis)
    if m is None:
        return True  # "about 1.4 children": the unit is the thing
    theirs = re.split(r"[;,]|\d", premise[after:], maxsplit=1)[0]  # up to the next figure or clause
    return stem(m.group("what")) in {stem(w) for w in content_words(theirs)}


def _part(text: str, at: int) -> int:
    return text[:at].count(";")


def _clause(text: str, at: int) -> int:
    return len(CLAUSES.findall(text[:at]))


def average_per_one(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is ``q`` the sentence's figure of its measure over the sentence's count of the things the step gives it for
    "each" one of?"""
    if q.kind in _NOT_AVERAGED or not _AVERAGE.search(hypothesis):
        return False  # "Each of the two reactors averages 900 megawatts" for "together 1,800 megawatts": a share
        # among things, which may be unequal, is no average the step calls one
    if _OTHER_TIME.search(hypothesis) or _RATE.search(hypothesis):
        return False  # "… each food bank distributed 2,400 parcels the year before": which year's figures is unsaid;
        # "built 3,600 vans last year" / "20 vans per worker each month": a rate over a period is another reading's
    for said in _EACH.finditer(hypothesis):
        heads = {singular(w) for w in said.group("nouns").split()}  # "each gritter spread": the head is among them
        counted = [(b, m.start()) for b in pq if b.kind == "count" and b.value > 1 for head in heads if (m := re.search(
            rf"(?<![\w.,]){re.escape(b.text)}\s+(?:[a-z-]+\s+){{0,2}}?{re.escape(head)}(?:s|es)?\b", premise,
            re.IGNORECASE))]
        for a in pq:
            at = next(iter(figure_at(premise, a)), None)
            if a.key() != q.key() or at is None:
                continue
            mine = [(b, where) for b, where in counted if b is not a and _part(premise, where) == _part(premise, at)]
            if not mine:
                continue
            clause = _clause(premise, at)
            near = [x for x in mine if _clause(premise, x[1]) == clause] or [x for x in mine if x[1] < at]
            if not near:
                continue
            # the count in the total's clause ("188 approved fostering households caring for 264 children, down from
            # 203 households"), else the nearest before it ("94 precautionary runs …, spreading 18,600 tonnes …,
            # compared with 71 runs the previous winter")
            b = max(near, key=lambda x: x[1])[0]
            if rounds_to(a.value / b.value, q, hypothesis) and _of_same(premise, at + len(a.text), hypothesis, q):
                return True
    return False
