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
from gechat.entail.quantities import quantities
from gechat.entail.units import close
from gechat.text import content_words, stem

_UNSURE = re.compile(r"\b(?:not|n't|never|no|could|may|might|would|if|expect\w*|forecast\w*|likely)\b|n't\b",
                     re.IGNORECASE)


#: a figure before a word of more or less, no bound: "£400,000 more from the council"
_GAP = re.compile(r"(?<![\w.,])(?P<fig>[$€£]\d[\d,.]*(?:\s*(?:million|billion|bn|m|k)\b)?|\d[\d,.]*\s*(?:million|billion|"
                  r"bn|m|k)?\b)\s+(?:[a-z]+\s+)?(?P<way>more|less|fewer|higher|lower|extra)\b(?!\s+than\b)", re.IGNORECASE)


def size_way_turned(premise: str, hypothesis: str) -> str:
    """The reason the step gives the size of the sentence's change the other way, or "" (module docstring)."""
    if _UNSURE.search(hypothesis) or re.search(r"\bthan\b", hypothesis, re.IGNORECASE) or _TIMED.search(hypothesis) \
            or any(re.search(rf"\b(?:on|from|since|than|against|compared\s+(?:with|to))\s+(?:the\s+)?(?:\w+\s+)?{y}\b",
                             premise, re.IGNORECASE) for y in re.findall(r"\b(?:19|20)\d\d\b", hypothesis)):
        return ""  # "… in 2023 was £5 million lower than in 2024", "This year's settlement was £400,000 higher",
        # "In 2022 revenue was £7 million less": which period is the step's is the gap readings' to say
    told = changes_told(premise)
    sized = [(q, word) for q in quantities(hypothesis) if q.kind not in ("year", "date", "ordinal", "clock", "weekday")
             and (word := way_word(q, hypothesis))]
    sized += [(q[0], m.group("way")) for m in _GAP.finditer(hypothesis) if (q := quantities(m.group("fig")))]  # "£400,000
    # more", which the figures reader leaves to the gap readings
    for q, word in sized:
        step_up = word.lower() in UP_WORDS
        ways = set()
        for _, change, up, at in told:
            size = quantities(change)[:1]
            if change.endswith("%") or not size or size[0].key() != q.key() or not close(size[0].value, q.value):
                continue
            if of_changed_thing(premise, at, q, hypothesis) and not _of_the_cause(premise, at, hypothesis):
                ways.add(up)
        if ways == {not step_up}:  # "Revenue rose by £2m …, while costs fell by £2m" / "Revenue rose by £2m": a change
            # of that size the step's way is there too
            return f"the step says '{word}' by {q.text}; the sentence gives a change of that size the other way"
    return ""


def _of_the_cause(premise: str, at: tuple[int, int], hypothesis: str) -> bool:
    """Does the step speak of a clause after the change that tells its cause or time ("Operating profit fell by
    £400,000 to £1.2m as energy costs rose" / "Energy costs rose by £400,000"), and not of the change's subject?"""
    after = re.match(r"[^;.]*?\b(?:as|after|because|when|following|despite|amid)\b(?P<rest>[^;.]*)", premise[at[1]:])
    if after is None:
        return False
    words = lambda text: set(content_words(text, stem)) - {"rose", "fell", "rise", "fall"}  # noqa: E731
    mine = words(hypothesis)
    return bool(mine & words(after.group("rest"))) and not mine & words(premise[: at[0]])


#: a time of the step's own, which may be the change's earlier side
_TIMED = re.compile(r"\b(?:(?:this|last|previous|prior|that)\s+(?:year|month|quarter|season|week)|earlier|before|ago)\b",
                    re.IGNORECASE)  # and a year the sentence gives the change's earlier side ("up £0.6 million on 2023")
