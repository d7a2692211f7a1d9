"""A day of a month against the part of that month a step names: "Applications … closed on 15 October 2024" /
"Applications … closed at the end of October 2024" (0.76 contradicted by the model alone; "until the end of October
2024" 0.65 entailed).

:func:`month_part_conflict` reads the sentence's one dated day of a month and the step's "early", "the beginning of",
"mid", "late" or "the end of" that month (of the same year where both give one), said of one event (a word before each
just before each in common, :func:`gechat.entail.dates.same_event`). Early and late of a month or a year against each other are
:func:`gechat.entail.dates.early_late_conflict`'s.
"""

from __future__ import annotations

import re

from gechat.entail import antonyms
from gechat.entail.dates import MONTH_NAMES, same_event

_MONTHS = "|".join(MONTH_NAMES)
#: the days each part of a month may hold, read widely (a day near a part's edge is no conflict)
_PARTS = {"early": (1, 12), "beginning": (1, 10), "start": (1, 10), "mid": (8, 22), "middle": (8, 22),
          "late": (18, 31), "end": (20, 31), "close": (20, 31)}
_STEP_PART = re.compile(rf"\b(?:(?:the\s+)?(?P<part>beginning|start|middle|end|close)\s+of\s+|(?P<part2>early|mid|late)"
                        rf"[\s-]+)(?P<month>{_MONTHS})(?:,?\s+(?:in\s+|of\s+)?(?P<year>\d{{4}}))?\b", re.IGNORECASE)
_DAY = re.compile(rf"\b(?P<day>[0-3]?\d)(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month>{_MONTHS})(?:,?\s+(?P<year>\d{{4}}))?\b|"
                  rf"\b(?P<month2>{_MONTHS})\s+(?P<day2>[0-3]?\d)(?:st|nd|rd|th)?\b(?:,?\s+(?P<year2>\d{{4}}))?",
                  re.IGNORECASE)


def month_part_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step puts in one part of a month what the sentence dates to a day outside it, or ""."""
    told = list(_STEP_PART.finditer(hypothesis))
    if len(told) != 1 or _DAY.search(hypothesis) or re.search(r"\b(?:again|also|too)\b", hypothesis, re.IGNORECASE):
        return ""
    mine = told[0]
    month = mine.group("month").lower()
    days = [m for m in _DAY.finditer(premise) if (m.group("month") or m.group("month2")).lower() == month]
    if len(days) != 1 or re.search(rf"\b(?:early|mid|late|beginning|start|middle|end|close)\b[\s-]+(?:of\s+)?{month}\b",
                                   premise, re.IGNORECASE):
        return ""
    said = days[0]
    day, year = int(said.group("day") or said.group("day2")), said.group("year") or said.group("year2")
    if year and mine.group("year") and year != mine.group("year"):
        return ""  # another year's
    low, high = _PARTS[(mine.group("part") or mine.group("part2")).lower()]
    if low <= day <= high:
        return ""
    closing = re.search(r"\b(?:until|till|through|up\s+to)\s+$", hypothesis[: mine.start()], re.IGNORECASE) \
        and re.search(r"\b(?:closed?|closing|ended?|ending|finished|deadline|until|till)\b[^,;.]{0,20}$",
                      premise[: said.start()], re.IGNORECASE)  # "accepted … until the end of October" / "closed on
    # 15 October": the last day of one act
    if not closing and not same_event(_act(premise, said.start()), _act(hypothesis, mine.start())):
        return ""
    return f"the step says {mine.group(0)}; the sentence says {said.group(0)}"


_PLAIN = frozenset("on in at by the of end start beginning middle close early late mid was were is are be been has had "
                   "have until till during around about".split())


def _act(text: str, at: int) -> frozenset[str]:
    """The stem of the word before a date past its prepositions ("closed on", "were held at the end of"): the act the
    date is of ("began on 2 September" and "ended in late September" are two acts)."""
    found = [w for w in re.findall(r"[A-Za-z]+", text[:at]) if w.lower() not in _PLAIN][-1:]
    return frozenset(antonyms.stem(w.lower()) for w in found)
