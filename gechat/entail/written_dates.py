"""A day of a month as a text writes it ("October 22", "22 October", "the 22nd of October", "the twenty-second of
October", with or without its year), and the step's days written as the sentence writes the same day.

A small NLI model reads "On October 22 it was moving from the village of Mikulino …" against "On the twenty-second
of October it was moving from Mikulino …" as a contradiction (0.73 with the shipped judge, found by a blind read of
War and Peace): the two write one day differently. :func:`date_edits` gives :mod:`gechat.entail.notation` the edits
that write each of the step's days as the sentence writes the same day (same month and day; the same year where both
give one) where one of the two writes the day in words (digits in either order the model reads alike). The conflict checks read dates themselves (:mod:`gechat.entail.quantities`).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from gechat.entail.dates import MONTH_NAMES
from gechat.entail.numbers import ORDINAL_TEXT, rank_of

_MONTH = "|".join(MONTH_NAMES)
_DAY = rf"(?:\d{{1,2}}(?:st|nd|rd|th)?|{ORDINAL_TEXT.pattern[2:-2]})"
_YEAR = r"(?:,?\s+(?P<year>1[5-9]\d\d|20\d\d)\b)?"
_DIGITS = r"\d{1,2}(?:st|nd|rd|th)?"
#: "the twenty-second of October", "22 October", "the 3 June hearing" ("the" is the hearing's); a day in words only
#: after "the" and before "of" ("a third of June rainfall" is a share)
_DAY_FIRST = re.compile(rf"\b(?:the\s+(?P<nth>{_DAY})\s+of\s+|(?P<day>{_DIGITS})\s+(?:of\s+)?)(?P<month>{_MONTH})\b"
                        rf"(?![-\w]){_YEAR}", re.IGNORECASE)
#: "October 22", "November the ninth"; not "October second-hand", "August first-time"
_MONTH_FIRST = re.compile(rf"\b(?P<month>{_MONTH})\s+(?:the\s+)?(?P<day>{_DAY})\b(?![-\w]){_YEAR}", re.IGNORECASE)


class WrittenDate(NamedTuple):
    start: int
    end: int
    month: int
    day: int
    year: int | None
    in_words: bool = False  # the day written as a word ("twenty-second", "ninth")


def _day(word: str) -> int | None:
    """The day a date's day gives: digits ("22"), or an ordinal in digits or words (:func:`numbers.rank_of`)."""
    return int(word) if word.isdigit() else rank_of(word)


def written_dates(text: str) -> list[WrittenDate]:
    """The days of months ``text`` writes, in order; a day past 31 is none."""
    out: list[WrittenDate] = []
    for pattern in (_DAY_FIRST, _MONTH_FIRST):
        for m in pattern.finditer(text):
            if any(d.start < m.end() and m.start() < d.end for d in out):
                continue
            day = _day(m.group("day") or m.group("nth"))
            if day is None or not 1 <= day <= 31 or m.group("month") in ("may", "MAY", "march"):
                continue  # "the 5th may be delayed", "march": a verb
            month = next(i + 1 for i, name in enumerate(MONTH_NAMES) if name.lower() == m.group("month").lower())
            out.append(WrittenDate(m.start(), m.end(), month, day, int(m.group("year")) if m.group("year") else None,
                                   not (m.group("day") or m.group("nth"))[:1].isdigit()))
    return sorted(out)


def date_edits(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """Edits that write each day of ``hypothesis`` as ``premise`` writes the same day, where it writes it otherwise."""
    theirs = written_dates(premise)
    edits = []
    for d in written_dates(hypothesis):
        same = [p for p in theirs if (p.month, p.day) == (d.month, d.day) and (p.year is None or d.year is None
                                                                                or p.year == d.year)]
        if not same or not (d.in_words or same[0].in_words):
            continue  # "March 3, 2019" / "3 March 2019": digits in either order, which the model reads alike
        p = same[0]
        text = premise[p.start:p.end]
        if d.year is not None and p.year is None:
            text = f"{text} {d.year}"  # the step's year kept: the sentence gives none here
        elif p.year is not None and d.year is None:
            text = premise[p.start:p.end].rsplit(str(p.year), 1)[0].rstrip(", ")  # the sentence's year left out
        if text.lower() != hypothesis[d.start:d.end].lower():
            edits.append((d.start, d.end, text))
    return edits
