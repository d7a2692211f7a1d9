"""A change the sentence tells by its size, given the other way by the step.

"The council's grant to local arts organisations will be £2.1 million next year, a cut of £400,000 on this year's
settlement" / "Arts organisations will receive £400,000 more from the council next year" (0.97 entailed before this
reading); "… will receive £1.8m a year …, a cut of £400,000 on its previous annual award" / "The orchestra's annual
award … has been increased by £400,000" (0.74). The gap readings (:mod:`gechat.entail.differences`) need the two
levels; here the sentence gives one level and the size of its change ("a cut of £400,000", "up £5 million on 2023",
"rose by £3.5 million to £12.5 million", read by :func:`gechat.entail.levels.changes_told`).

:func:`size_way_turned` reads a step's figure with its way word (:func:`gechat.entail.differences.way_word`: "£400,000
more", "increased by £400,000") that is the size of one of the sentence's changes, in its unit, of the thing that
changed (:func:`gechat.entail.levels.of_changed_thing`), told the other way; not a step that denies or hedges,
nor one that compares with "than" (whose side is the earlier is the gap readings' to read).
"""

from __future__ import annotations

import re

from gechat.entail.levels import changes_told, of_changed_thing
from gechat.entail.differences import UP_WORDS, way_word
from gechat.entail.quantities import quantities, show
from gechat.entail.units import close

_UNSURE = re.compile(r"\b(?:not|n't|never|no|could|may|might|would|if|expect\w*|forecast\w*|likely)\b|n't\b",
                     re.IGNORECASE)


#: a figure before a word of more or less, no bound: "£400,000 more from the council"
_GAP = re.compile(r"(?<![\w.,])(?P<fig>[$€£]\d[\d,.]*(?:\s*(?:million|billion|bn|m|k)\b)?|\d[\d,.]*\s*(?:million|billion|"
                  r"bn|m|k)?\b)\s+(?:[a-z]+\s+)?(?P<way>more|less|fewer|higher|lower|extra)\b(?!\s+than\b)", re.IGNORECASE)


def size_way_turned(premise: str, hypothesis: str) -> str:
    """The reason the step gives the size of the sentence's change the other way, or "" (module docstring)."""
    if _UNSURE.search(hypothesis) or re.search(r"\bthan\b", hypothesis, re.IGNORECASE):
        return ""  # "… in 2023 was £5 million lower than in 2024": which side is the step's is the gap readings' to say
    told = changes_told(premise)
    sized = [(q, word) for q in quantities(hypothesis) if q.kind not in ("year", "date", "ordinal", "clock", "weekday")
             and (word := way_word(q, hypothesis))]
    sized += [(q[0], m.group("way")) for m in _GAP.finditer(hypothesis) if (q := quantities(m.group("fig")))]  # "£400,000
    # more", which the figures reader leaves to the gap readings
    for q, word in sized:
        step_up = word.lower() in UP_WORDS
        for _, change, up, at in told:
            size = quantities(change)[:1]
            if change.endswith("%") or not size or size[0].key() != q.key() or not close(size[0].value, q.value):
                continue
            if up != step_up and of_changed_thing(premise, at, q, hypothesis):
                return (f"the step says '{word}' by {show(q)}; the sentence gives a change of {show(size[0])} the "
                        f"other way")
    return ""
