"""Hours given per day: "open 10 a.m. to 5 p.m. Tuesday to Saturday and 12 noon to 4 p.m. on Sunday" / "opens at
10 a.m. on Sundays" (0.80 entailed before this check).

A small NLI model reads a timetable as a bag of times and days. :func:`hours_conflict` splits the sentence into its
parts ("; ", ", and ", "and" before a time or a day), keeps each part that gives both times of day and days of the
week (:mod:`gechat.entail.weekdays`: named days, ranges, "weekdays", "at weekends"), and reads the step's one day
set with the time it opens or closes: where the one part that holds the step's days opens (or closes) at another
time, the two conflict. Times on the 12-hour clock with no half of the day ("at 10") are not read, nor a step whose
place the sentence does not name.
"""

from __future__ import annotations

import re

from gechat.entail import clock, weekdays
from gechat.entail.causes import denies, stems
from gechat.entail.quantities import quantities

#: where a timetable's parts meet: "…; it is closed on Mondays", "…, and 12 noon to 4 p.m. on Sunday", "… and
#: on Sundays from 12 noon"
_PART = re.compile(r";|,\s*(?:and|but|while|whereas)\s+|\s+(?:and|but|while|whereas)\s+(?=(?:from\s+|on\s+|at\s+)?"
                   r"(?:\d|noon|midday|\w+days?\b|weekends?\b))|(?<![ap]\.m)\.\s+(?=[A-Z])", re.IGNORECASE)
_OPENS = re.compile(r"\b(?:opens?|opening|reopens?)\s+(?:at|from)\b|\bfrom\b", re.IGNORECASE)
_CLOSES = re.compile(r"\b(?:closes?|closing|shuts?)\s+(?:at|from)\b|\b(?:until|till)\b", re.IGNORECASE)
#: words of a timetable that name neither its place nor its days
_TIMETABLE = stems("open opens opened opening close closes closed closing shut shuts until till from at on to am pm a.m. "
                   "p.m. noon midday midnight is are daily weekday weekdays weekend weekends every hours hour")


def _day_set(text: str) -> frozenset[int]:
    qs = quantities(text)
    found = set().union(*(weekdays.days_of(q.value, q.unit) for q in qs if q.kind == "weekday"))
    return frozenset(found) | weekdays.said_by_words(text)


def _times(text: str) -> list[int]:
    """The times of day ``text`` gives on the 24-hour clock, in minutes after midnight."""
    return [int(q.value) for q in quantities(text) if q.kind == "clock" and q.unit.startswith(clock.TWENTY_FOUR)]


def _parts(text: str) -> list[tuple[frozenset[int], int | None, int | None]]:
    """(days, opening time, closing time) of each part of ``text`` that gives both times and days; a time the part
    does not give is None ("opens at 8 a.m. on weekdays" gives no closing time)."""
    out = []
    opens_only = None
    for part in _PART.split(text):
        times, days = _times(part), _day_set(part)
        if opens_only is None:  # "opens at 8 a.m. on weekdays and at 10 a.m. on Saturdays": each part an opening
            opens_only = bool(_OPENS.search(part)) and not _CLOSES.search(part) and len(times) == 1
        if not days or not times or re.search(r"\bclosed\b", part, re.IGNORECASE):
            continue
        if len(times) > 1:
            out.append((days, min(times), max(times)))
        elif _CLOSES.search(part):
            out.append((days, None, times[0]))
        elif _OPENS.search(part) or opens_only:
            out.append((days, times[0], None))
    return out


def hours_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step opens or closes on a day at another time than the sentence's hours for that day, or ""."""
    times, days = _times(hypothesis), _day_set(hypothesis)
    opens, closes = bool(_OPENS.search(hypothesis)), bool(_CLOSES.search(hypothesis))
    if len(times) != 1 or not days or opens == closes or denies(hypothesis):
        return ""
    parts = _parts(premise)
    holding = [p for p in parts if days <= p[0]]
    if len(parts) < 2 or len(holding) != 1:
        return ""  # one set of hours (the quantity check reads it), or the step's days in none or in several
    place = stems(re.sub(r"\d[\d:.]*", " ", hypothesis)) - _TIMETABLE - {stem for d in weekdays.DAYS for stem in
                                                                          stems(d)}
    if not place <= stems(premise):
        return ""  # another place's hours
    (_, start, end), time = holding[0], times[0]
    if (start if opens else end) in (None, time):
        return ""
    theirs = clock.show(start if opens else end, clock.TWENTY_FOUR)
    return f"the sentence has it {'open' if opens else 'close'} at {theirs} on those days; the step says " \
           f"{clock.show(time, clock.TWENTY_FOUR)}"
