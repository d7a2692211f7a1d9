"""Whose figures: a step that credits the sentence's claim to another source than the one it names.

"According to the Baltic Shipping Council, freight volumes through the port of Klaipeda rose 11% in 2023" does not
state that "The port of Klaipeda's own figures show freight volumes rose 11% in 2023" (0.85 entailed before this
check): the claim is the council's. :func:`other_source` reads the source each names ("according to X", "X said",
"X's own figures show", "data from X") and is read by :func:`gechat.entail.unsaid.missing` (not stated: the other
source may say so too).
"""

from __future__ import annotations

import re

from gechat.entail.causes import share_of
from gechat.text import content_stems

_NAME = r"(?:the\s+)?(?P<src>[A-Z][\w'&.-]*(?:\s+(?:of\s+(?:the\s+)?|for\s+|and\s+)?[A-Z][\w'&.-]*)*)"
#: the source a sentence names: "According to the Baltic Shipping Council, …", "figures from the ministry"
_SAID = (re.compile(rf"\b(?i:according\s+to)\s+{_NAME}"), re.compile(rf"\b(?i:figures|data|statistics)\s+from\s+{_NAME}"))
#: the source a step names: "The port of Klaipeda's own figures show", "according to X", "data from X"
_STATED = (*_SAID, re.compile(r"\b(?P<src>(?:[Tt]he\s+)?[\w'&.-]+(?:\s+(?:of\s+)?[\w'&.-]+){0,3})'s?\s+own\s+"
                              r"(?:figures|data|records|statistics|numbers|count|estimates?)\b"))


def _source(patterns: tuple[re.Pattern, ...], text: str) -> str:
    return next((m.group("src") for p in patterns if (m := p.search(text))), "")


def other_source(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not credit the step's claim to the step's source, or ""."""
    said, stated = _source(_SAID, premise), _source(_STATED, hypothesis)
    source, credited = content_stems(said), content_stems(stated)
    if not source or not credited or share_of(credited, source) >= 0.5:
        return ""
    return f"the sentence credits it to {said}; the step to {stated}"
