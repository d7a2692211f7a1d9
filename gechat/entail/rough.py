"""Figures given only roughly: "nearly 50 people", "about $3,000", "just over 2 metres".

A rough figure is no rival to an exact one it may be ("Nearly 50 people were evacuated" / "48 people were evacuated":
read as 0.96 contradiction and a figure conflict before): :func:`rough_meets` keeps such a pair from
:func:`gechat.entail.figures.quantity_conflict`, :func:`only_roughly_met` from contesting the step (its figure is not
stated either), and a step's own rough figure that the sentence's exact one meets is stated ("employs 48 engineers" /
"employs about 50 engineers"; :func:`gechat.entail.unstated.unstated_figure`).
"""

from __future__ import annotations

import re

from gechat.entail.quantities import Quantity, quantities
from gechat.entail.units import close


#: words before a figure that give it only roughly, each way: either side, at most, at least
_ROUGH_WORDS = {"about": (1, 1), "around": (1, 1), "roughly": (1, 1), "approximately": (1, 1), "some": (1, 1),
                "circa": (1, 1), "an estimated": (1, 1), "nearly": (1, 0), "almost": (1, 0), "close to": (1, 0),
                "just under": (1, 0), "just below": (1, 0), "just over": (0, 1), "just above": (0, 1)}
_ROUGH = re.compile(r"\b(" + "|".join(w.replace(" ", r"\s+") for w in _ROUGH_WORDS) + r")\s+(?:[$€£]\s?)?$",
                    re.IGNORECASE)


#: kinds whose figures name a time or a rank, not an amount: "built around 1990" is no margin of a hundred years
_NOT_ROUGH = frozenset({"year", "date", "clock", "weekday", "ordinal"})


def _mentions(text: str, written: str) -> list[re.Match]:
    """Where ``text`` writes the figure ``written`` ("50", "$3,000"), not inside a longer number."""
    return list(re.finditer(rf"(?<![\w.]){re.escape(written)}(?![\d.,]\d)", text))


def rough_word(text: str, figure: Quantity) -> str:
    """The word by which ``text`` gives ``figure`` only roughly ("nearly 50", "about $3,000"), or ""."""
    m = next(iter(_mentions(text, figure.text)), None)
    found = _ROUGH.search(text[: m.start()]) if m else None
    return " ".join(found.group(1).lower().split()) if found else ""


def only_roughly_met(premise: str, hypothesis: str) -> bool:
    """Is every figure of the step that the sentence does not give as it is one that a figure the sentence gives only
    roughly, of the same unit, may be (:func:`rough_meets`), and is there one? Such a sentence cannot contest the
    step: "Nearly 50 people were evacuated" / "48 people were evacuated"."""
    pq, met = quantities(premise), False
    for q in quantities(hypothesis):
        if any(p.key() == q.key() and close(p.value, q.value) for p in pq):
            continue
        if not any(rough_meets(premise, p, hypothesis, q) for p in pq):  # of one kind and unit, as meets() asks
            return False
        met = True
    return met


def rough_meets(premise: str, p: Quantity, hypothesis: str, q: Quantity) -> bool:
    """May the step's figure ``q`` be the sentence's figure ``p`` that one of them gives only roughly ("Nearly 50
    people" / "48 people"; "reached nearly 38C" / "37.8C")? Within 5 % of the rough figure or half its last rounded
    place, at most 10 %, on the side its word allows ("nearly" below, "just over" above)."""
    return meets(premise, p, q) or meets(hypothesis, q, p)


def meets(text: str, rough: Quantity, exact: Quantity) -> bool:
    """May ``exact`` be the figure ``rough`` that ``text`` gives only roughly (:func:`rough_meets`)?"""
    if rough.kind in _NOT_ROUGH or rough.kind != exact.kind or rough.unit != exact.unit or rough.value == 0 \
            or not (word := rough_word(text, rough)):
        return False  # "nearly 50 km" is no "48 miles"; "around 1990" no span of a decade
    below, above = _ROUGH_WORDS[word]
    value = abs(rough.value)
    place = 10 ** (len(str(int(value))) - len(str(int(value)).rstrip("0"))) if value >= 1 else 0
    margin = min(max(0.05 * value, 0.5 * place), 0.1 * value)
    gap = exact.value - rough.value
    return (-margin <= gap <= 0 and below) or (0 <= gap <= margin and above)


#: words before a figure that give it as exact
_EXACT = re.compile(r"\b(?:exactly|precisely)\s+(?:[$€£]\s?)?$", re.IGNORECASE)


def made_exact(premise: str, hypothesis: str) -> str:
    """The reason the step gives as exact ("exactly 38 plays", "precisely 4,000") a figure the sentence gives only
    roughly ("approximately 38 plays", "Roughly 4,000 people"), or "": the sentence states no exact figure."""
    pq = quantities(premise)
    for q in quantities(hypothesis):
        m = next(iter(_mentions(hypothesis, q.text)), None)
        if m is None or not _EXACT.search(hypothesis[:m.start()]):
            continue
        alike = [p for p in pq if p.key() == q.key() and close(p.value, q.value)]
        if alike and all(rough_word(premise, p) for p in alike) and all(
                _ROUGH.search(premise[:at.start()]) for at in _mentions(premise, alike[0].text)):
            return (f"the sentence gives {alike[0].text} only roughly ('{rough_word(premise, alike[0])}'); the step "
                    "says exactly")  # not where the sentence also gives the figure as it is ("about 50 employees
            # and exactly 50 delivery trucks")
    return ""
