"""A share of a group written as a word against the same share written as a number.

"Most respondents said they trusted the agency" cannot be read out of "Only 12 percent of the respondents
said they trusted the agency": the step's "most" is over half of the respondents, the sentence gives 12 %.
A step's share word ("most", "the majority of", "more than half of"; "a minority of", "few", "hardly any",
"less than half of"; "all", "every") is held against a percentage "of" the same group in the sentence
(``"12 percent of the respondents"``, ``"80% of patients"``); the two conflict when the percentage lies outside
what the word allows. Part of the deterministic conflict checks (:mod:`gechat.entail.conflicts`), which call
it only for a sentence about the same thing, with the same denials.
"""

from __future__ import annotations

import re

from gechat.entail.quantities import QUANTITY_REASON
from gechat.text import fold

_OVER_HALF = (50.0, 100.0, False)  # (low, high, low included)
_UNDER_HALF = (0.0, 50.0, True)
#: share words -> the percentages they allow; "few" is not "a few" (some)
_SHARE_WORDS = {
    "most": _OVER_HALF, "the majority of": _OVER_HALF, "a majority of": _OVER_HALF, "more than half of": _OVER_HALF,
    "over half of": _OVER_HALF, "a minority of": _UNDER_HALF, "few": _UNDER_HALF, "very few": _UNDER_HALF,
    "hardly any": _UNDER_HALF, "less than half of": _UNDER_HALF, "fewer than half of": _UNDER_HALF,
    "all": (100.0, 100.0, True), "every": (100.0, 100.0, True),
}
_GROUP = r"(?:of\s+)?(?:the\s+|its\s+|their\s+|our\s+|these\s+|those\s+)?([a-z]+)"
_WORD_SHARE = re.compile(
    rf"(?<![\w-])(?<!\ba\s)({'|'.join(sorted((re.escape(w) for w in _SHARE_WORDS), key=len, reverse=True))})"
    rf"\s+{_GROUP}", re.IGNORECASE)
_PERCENT_OF = re.compile(rf"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)\s+of\s+(?:all\s+)?{_GROUP}",
                         re.IGNORECASE)
_NOT_GROUPS = frozenset("the a an of in on at to for and or time times".split())


def _allows(span: tuple[float, float, bool], value: float) -> bool:
    low, high, low_included = span
    return (low <= value if low_included else low < value) and value <= high


def share_conflict(premise: str, hypothesis: str) -> str:
    """The reason the share the step names in words disagrees with the percentage the sentence gives the same
    group, or ""."""
    steps = [(" ".join(m.group(1).lower().split()), m.group(2)) for m in _WORD_SHARE.finditer(hypothesis)
             if m.group(2).lower() not in _NOT_GROUPS]
    if not steps:
        return ""
    given = {}
    for m in _PERCENT_OF.finditer(premise):
        given.setdefault(fold(m.group(2).lower()), []).append(float(m.group(1)))
    for word, group in steps:
        values = given.get(fold(group.lower()), [])
        if values and not any(_allows(_SHARE_WORDS[word], v) for v in values):
            return f"{QUANTITY_REASON}{word} {group}; the sentence says {values[0]:g}% of them"
    return ""
