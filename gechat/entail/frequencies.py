"""How often: "twice daily", "once a day", "three times a week", "every 15 minutes", "four trains an hour".

The figures of :mod:`gechat.entail.quantities` hold no frequency: "Take one tablet twice daily" and "The tablets
should be taken once a day" gave no figure to compare, and the shipped model read the pair as entailed. Here a
frequency is read as times per day, whatever its words:

* "once", "twice", "thrice", "N times" with "a day", "per week", "an hour", "daily", "weekly", "hourly", ...;
* "every N minutes / hours / days / weeks" (and "every half hour", "every other day");
* "N things an hour / a day" ("four trains an hour");
* "every morning and every evening": one a day for each part of the day named.

``frequency_conflict``: the sentence gives one frequency, the step another (worded as a figure conflict, so that it
does not overrule a sentence that entails the step); ``frequency_unstated``: the step gives a frequency the sentence
does not (not supported).
"""

from __future__ import annotations

import re
from functools import lru_cache

from gechat.entail.numbers import NUMBER_WORDS
from gechat.entail.quantities import QUANTITY_REASON, UNITS, singular

#: times per day of one of each period
PER_DAY = {"minute": 1440.0, "hour": 24.0, "day": 1.0, "night": 1.0, "week": 1 / 7, "fortnight": 1 / 14,
           "month": 12 / 365, "year": 1 / 365}
_ADVERBS = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "fortnightly": "fortnight",
            "monthly": "month", "yearly": "year", "annually": "year"}
_COUNT = r"\d+(?:\.\d+)?|" + "|".join(sorted((w for w in NUMBER_WORDS if w not in ("hundred", "thousand", "million",
                                                                                    "billion", "dozen")),
                                             key=len, reverse=True))
_PERIOD = r"(?:a|an|per|each|every)\s+(?P<unit>minute|hour|day|night|week|fortnight|month|year)\b|" \
          r"(?P<adverb>hourly|daily|nightly|weekly|fortnightly|monthly|yearly|annually)\b"
_TIMES = re.compile(rf"\b(?P<times>once|twice|thrice|(?P<n>{_COUNT})\s+times)\s+(?:{_PERIOD})", re.IGNORECASE)
_EVERY = re.compile(rf"\bevery\s+(?:(?P<n>{_COUNT}|half\s+an?|other)\s+)?(?P<unit>minute|hour|day|week|fortnight|"
                    r"month|year)s?\b", re.IGNORECASE)
_EVERY_HALF = re.compile(r"\bevery\s+half[\s-]+hour\b", re.IGNORECASE)
_THINGS_PER = re.compile(rf"\b(?P<n>{_COUNT})\s+(?P<thing>[a-z]+)\s+(?:a|an|per|each)\s+(?P<unit>hour|day|week|"
                         r"month)\b", re.IGNORECASE)
#: an adverb alone: "meets monthly", "a $500 scholarship annually" (once a period; read only as what a sentence
#: states, since "the daily limit" is no frequency to contradict)
_BARE = re.compile(r"\b(?P<adverb>hourly|daily|nightly|weekly|fortnightly|monthly|yearly|annually)\b", re.IGNORECASE)
_PARTS_OF_DAY = re.compile(r"\bevery\s+(morning|afternoon|evening|night)\b", re.IGNORECASE)


def _number(word: str) -> float:
    word = word.lower()
    return float(word) if word[0].isdigit() else float(NUMBER_WORDS[word])


@lru_cache(maxsize=4096)
def frequencies(text: str, bare: bool = False) -> tuple[tuple[float, str], ...]:
    """The frequencies ``text`` gives, each as (times per day, the words as written); with ``bare``, adverbs alone
    too ("monthly")."""
    out: list[tuple[float, str]] = []
    taken: list[tuple[int, int]] = []

    def add(value: float, m: re.Match) -> None:
        if not any(a < m.end() and m.start() < b for a, b in taken):
            out.append((value, m.group(0)))
            taken.append((m.start(), m.end()))

    for m in _TIMES.finditer(text):
        times = {"once": 1.0, "twice": 2.0, "thrice": 3.0}.get(m.group("times").lower()) or _number(m.group("n"))
        unit = m.group("unit") or _ADVERBS[m.group("adverb").lower()]
        add(times * PER_DAY[unit.lower()], m)
    for m in _EVERY_HALF.finditer(text):
        add(48.0, m)
    for m in _EVERY.finditer(text):
        n = (m.group("n") or "").lower()
        every = 2.0 if n == "other" else 0.5 if n.startswith("half") else _number(n) if n else 1.0
        add(PER_DAY[m.group("unit").lower()] / every, m)
    for m in _THINGS_PER.finditer(text):  # "four trains an hour", "one night a week"; not "2 litres a day"
        if m.group("thing").lower() not in UNITS and singular(m.group("thing").lower()) not in UNITS:
            add(_number(m.group("n")) * PER_DAY[m.group("unit").lower()], m)
    if bare:
        for m in _BARE.finditer(text):
            add(PER_DAY[_ADVERBS[m.group("adverb").lower()]], m)
    parts = {p.lower() for p in _PARTS_OF_DAY.findall(text)}
    if parts and not any(m for m in _PARTS_OF_DAY.finditer(text)
                         if any(a < m.end() and m.start() < b for a, b in taken)):
        out.append((float(len(parts)), " and ".join(f"every {p}" for p in sorted(parts))))
    return tuple(out)


_DAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAYS = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend)s?\b", re.IGNORECASE)


def _days(text: str) -> set[int]:
    """The days of the week ``text`` names (0 is Monday; "weekdays" are 0-4, "weekends" 5-6)."""
    out: set[int] = set()
    for m in _DAYS.finditer(text):
        word = m.group(1).lower()
        out |= set(range(5)) if word == "weekday" else {5, 6} if word == "weekend" else {_DAY_NAMES.index(word)}
    return out


def _of_days(premise: str, hypothesis: str, bare: bool = False) -> list[tuple[float, str]]:
    """The sentence's frequencies that may be of the step's days: each frequency holds for the days named after
    it, up to the next ("every 15 minutes on weekdays and every half hour on Sundays"); one with no day named, or
    a step that names none, keeps them all."""
    found = sorted(((premise.find(words), v, words) for v, words in frequencies(premise, bare)))
    wanted = _days(hypothesis)
    out = []
    for k, (start, value, words) in enumerate(found):
        end = found[k + 1][0] if k + 1 < len(found) else len(premise)
        days = _days(premise[start:end])
        if not wanted or not days or days & wanted:
            out.append((value, words))
    return out


def _same(a: float, b: float) -> bool:
    return abs(a - b) <= 0.02 * max(a, b)


def frequency_conflict(premise: str, hypothesis: str) -> str:
    """The step's frequency against the one frequency the sentence gives, as a figure conflict ("the step says once
    a day; the sentence says twice daily"), or ""; a sentence with several frequencies (weekdays and Sundays) is
    left to :func:`frequency_unstated`, unless the step's days pick one ("on Sundays")."""
    theirs = _of_days(premise, hypothesis)
    if not theirs or any(not _same(v, theirs[0][0]) for v, _ in theirs):
        return ""
    value, said = theirs[0]
    for mine, words in frequencies(hypothesis):
        if not _same(mine, value):
            return f"{QUANTITY_REASON}{words}; the sentence says {said}"
    return ""


def frequency_unstated(premise: str, hypothesis: str) -> str:
    """The step's frequency that the sentence does not give in any words, as the reason, or ""."""
    theirs = [v for v, _ in _of_days(premise, hypothesis, bare=True)]
    for mine, words in frequencies(hypothesis):
        if not any(_same(mine, v) for v in theirs):
            return f"the step gives '{words}'; the sentence states no such frequency"
    return ""
