"""Figures a change gives, said the sentence's way round: its size, and the level it reached.

* :func:`change_by_way`: the size of a change the sentence gives "from" one figure "to" another, which the step
  gives "by" with a word of the same way ("cutting annual lighting electricity use from 14.2 GWh to 8.9 GWh" /
  "Annual lighting electricity use fell by 5.3 GWh"; not "rose by 5.3 GWh");
* :func:`level_after_change`: the level a figure reached after a change "by" another, which the step gives "to"
  ("was held at 16 bar for 24 hours; pressure fell by 0.3 bar" / "the pressure had dropped to 15.7 bar"; read as a
  conflict of 15.7 bar with 0.3 bar before).

Read by :mod:`gechat.entail.arithmetic` (stated, so no conflict, and not for the model to contest).
"""

from __future__ import annotations

import re

from gechat.entail.quantities import Quantity, quantities
from gechat.entail.units import close

#: a step's words of a change up, and down ("fell by 5.3 GWh", "was cut by £2 million")
_WAY_UP = re.compile(r"\b(?:rose|ris(?:e|es|en|ing)|increas\w*|grew|grow\w*|climb\w*|jump\w*|went\s+up|higher|"
                     r"more|gain\w*)\b", re.IGNORECASE)
_WAY_DOWN = re.compile(r"\b(?:fell|fall\w*|dropp?\w*|decreas\w*|declin\w*|shr[ia]nk\w*|cut|cutting|reduc\w*|"
                       r"went\s+down|lower\w*|less|fewer|sav(?:e|ed|es|ing))\b", re.IGNORECASE)
#: a sentence's change by a figure: "fell by 0.3 bar", "rose by £2 million"
_BY = re.compile(r"\b(?P<way>rose|risen|rises|increased|grew|climbed|went\s+up|fell|fallen|falls|dropped|decreased|"
                 r"declined|went\s+down)\s+by\s+(?P<fig>[$€£]?\d[\d,.]*(?:\s*(?:million|billion|thousand|m|bn)\b)?"
                 r"(?:\s*[A-Za-z°%]+)?)", re.IGNORECASE)


def _way(text: str) -> bool | None:
    """True for a change up, False for one down, None where the text says neither or both."""
    up, down = bool(_WAY_UP.search(text)), bool(_WAY_DOWN.search(text))
    return None if up == down else up


def change_by_way(q: Quantity, premise: str, hypothesis: str,
                  moves: list[tuple[Quantity, Quantity, str]]) -> bool:
    """Is the step's figure, after "by", the size of one of the sentence's changes ``moves`` (its "from … to"
    figures, :func:`gechat.entail.arithmetic.from_to`), in the figure's unit, said the same way?"""
    up = _way(hypothesis)
    if up is None or not re.search(rf"\bby\s+\S*{re.escape(q.text)}\b", hypothesis):
        return False
    return any(a.key() == q.key() and b.key() == q.key() and close(abs(a.value - b.value), q.value)
               and (b.value > a.value) == up for a, b, _ in moves)


def level_after_change(q: Quantity, premise: str, hypothesis: str) -> bool:
    """Is the step's figure, after "to", a figure of the sentence's unit moved by the change the sentence gives "by"
    another, the step saying the change's way or none?"""
    if not re.search(rf"\b(?:to|at)\s+\S*{re.escape(q.text)}\b", hypothesis):
        return False
    step_up = _way(hypothesis)
    for m in _BY.finditer(premise):
        size = quantities(m.group("fig"))
        if not size or size[0].key() != q.key():
            continue
        up = _way(m.group("way"))
        if up is None or (step_up is not None and step_up != up):
            continue
        levels = [p for p in quantities(premise[: m.start()]) if p.key() == q.key()]
        if any(close(p.value + (size[0].value if up else -size[0].value), q.value) for p in levels):
            return True
    return False
