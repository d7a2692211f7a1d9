"""The days of the week a sentence speaks of, ranges read: "Tuesday to Saturday" speaks of Friday.

Retrieval and the "not answered" decision compare a question's words with a sentence's; a question about Fridays
would find no "Friday" in "The museum is open 10 a.m. to 5 p.m. Tuesday to Saturday." and be declined, though the
sentence answers it. :func:`days_spoken_of` gives the stems (as :func:`gechat.text.content_stems` spells them) of
the days a sentence names, those inside a range it gives ("Mon–Fri", "Monday through Friday", "Friday to Monday"),
the working days of "weekdays", the two of "weekends" and every day of "daily", "every day" or "seven days a week".
Whether the sentence says the day is open or closed is the judge's to read; this says only what it is about.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gechat.text import content_stems, stem

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: a day as documents write it: the full name (capitalised, or in capitals) or its common short forms, capitalised
_DAY = (r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:MON|TUES|WEDNES|THURS|FRI|SATUR|SUN)DAY"
        r"|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)s?\b\.?")
_RANGE = re.compile(rf"\b({_DAY})\s*(?:to|through|thru|until|till|[-–—])\s*({_DAY})")
_ONE = re.compile(rf"\b({_DAY})")
_WORKING = re.compile(r"\b(?:weekdays?|working days?|business days?)\b", re.IGNORECASE)
_WEEKEND = re.compile(r"\bweekends?\b", re.IGNORECASE)
_EVERY = re.compile(r"\b(?:daily|every day|(?:seven|7) days a week)\b", re.IGNORECASE)
STEMS = tuple(stem(d) for d in DAYS)
_SHORT = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4, "sat": 5, "sun": 6}


def day_of(word: str) -> int | None:
    """The day (0 = Monday) a word names ("Fridays", "Thu.", "SATURDAY"), else None."""
    w = word.strip(".,;:!?\"'()").lower()
    w = w[:-1] if w.endswith("s") and w not in _SHORT and (w[:-1] in _SHORT or w[:-1] in DAYS) else w
    return DAYS.index(w) if w in DAYS else _SHORT.get(w)


@lru_cache(maxsize=1 << 14)
def days_spoken_of(text: str) -> frozenset[str]:
    """The stems of the days ``text`` speaks of (empty when it speaks of none)."""
    days: set[int] = set()
    if _WORKING.search(text):
        days.update(range(5))
    if _WEEKEND.search(text):
        days.update((5, 6))
    if _EVERY.search(text):
        days.update(range(7))
    for m in _ONE.finditer(text):
        days.add(day_of(m.group(1)))
    for m in _RANGE.finditer(text):
        a, b = day_of(m.group(1)), day_of(m.group(2))
        days.update((a + i) % 7 for i in range((b - a) % 7 + 1))
    return frozenset(STEMS[d] for d in days)


def stems_with_days(text: str) -> set[str]:
    """``text``'s content stems and the days it speaks of: what a question's words are matched against."""
    return content_stems(text) | days_spoken_of(text)
