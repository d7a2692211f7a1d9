"""Whose figures: a step that credits the sentence's claim to another source than the one it names.

"According to the Baltic Shipping Council, freight volumes through the port of Klaipeda rose 11% in 2023" does not
state that "The port of Klaipeda's own figures show freight volumes rose 11% in 2023" (0.85 entailed before this
check): the claim is the council's. :func:`other_source` reads the source each names ("according to X", "X said",
"X's own figures show", "data from X") and is read by :func:`gechat.entail.unsaid.missing` (not stated: the other
source may say so too), only where the sentence names one source and names the step's in another role.
"""

from __future__ import annotations

import re

from gechat.entail.causes import share_of, stems

_NAME = r"(?:the\s+)?(?P<src>[A-Z][\w'&.-]*(?:\s+(?:of\s+(?:the\s+)?|for\s+|and\s+)?[A-Z][\w'&.-]*)*)"
#: the source a sentence names: "According to the Baltic Shipping Council, …", "figures from the ministry"
_SAID = (re.compile(rf"\b(?i:according\s+to)\s+{_NAME}"), re.compile(rf"\b(?i:figures|data|statistics)\s+from\s+{_NAME}"))
#: the source a step names: "The port of Klaipeda's own figures show", "according to X", "data from X"
_STATED = (*_SAID, re.compile(r"\b(?P<src>(?:[Tt]he\s+)?[\w'&.-]+(?:\s+(?:of\s+)?[\w'&.-]+){0,3})'s?\s+own\s+"
                              r"(?:figures|data|records|statistics|numbers|count|estimates?)\b"))


_MONTHS = frozenset("january february march april may june july august september october november december".split())


def _sources(patterns: tuple[re.Pattern, ...], text: str) -> list[str]:
    return [m.group("src") for p in patterns for m in p.finditer(text)
            if m.group("src").split()[-1].lower() not in _MONTHS]  # "figures from March": a time, no source


def other_source(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not credit the step's claim to the step's source, or ""."""
    said, stated = _sources(_SAID, premise), _sources(_STATED, hypothesis)
    if len(said) != 1 or not stated:
        return ""
    source, credited = stems(said[0]), stems(stated[0])
    rest = stems(premise.replace(said[0], " "))
    if not source or not credited or share_of(credited, source) >= 0.5 or share_of(credited, rest) < 1:
        return ""  # only a source the sentence names in another role ("the port of Klaipeda"), not one it does not
        # name at all ("the ONS" for "the Office for National Statistics")
    return f"the sentence credits it to {said[0]}; the step to {stated[0]}"
