"""The days of the week a sentence speaks of, as words a question's are matched against.

Retrieval and the "not answered" decision compare a question's words with a sentence's; a question about Fridays
would find no "Friday" in "The museum is open 10 a.m. to 5 p.m. Tuesday to Saturday." and be declined, though the
sentence answers it. :func:`stems_with_days` gives a sentence's content stems with the stems of every day it speaks
of (read by :func:`gechat.entail.weekdays.spoken_of`, the judge's reading of days: named days, ranges, "weekdays",
"at weekends", "daily"). Whether the sentence says the day is open or closed is the judge's to read; this says only
what it is about.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gechat import caches
from gechat.entail import weekdays
from gechat.text import content_stems, stem

#: the stem of each day, 1 for Monday to 7 for Sunday, as :func:`gechat.text.content_stems` spells it
STEMS = {i: stem(d) for d, i in weekdays.DAYS.items() if not d.endswith("s")}
#: a word that may speak of a day: a full name, a short form, or a word of several days
_ANY = re.compile(r"day|\b(?:mon|tue|wed|thu|fri|sat|sun)|weekend", re.IGNORECASE)


def day_of(word: str) -> int | None:
    """The day (1 for Monday to 7 for Sunday) a word names ("Fridays", "SATURDAY"), else None."""
    return weekdays.DAYS.get(word.strip(".,;:!?\"'()").lower())


@lru_cache(maxsize=caches.TEXTS)
def days_spoken_of(text: str) -> frozenset[str]:
    """The stems of the days ``text`` speaks of (empty when it speaks of none)."""
    return frozenset(STEMS[d] for d in weekdays.spoken_of(text)) if _ANY.search(text) else frozenset()


def stems_with_days(text: str) -> set[str]:
    """``text``'s content stems and the days it speaks of: what a question's words are matched against."""
    return content_stems(text) | days_spoken_of(text)
