"""Hours given per day: "open 10 a.m. to 5 p.m. Tuesday to Saturday and 12 noon to 4 p.m. on Sunday" / "opens at
10 a.m. on Sundays" (0.80 entailed before this check).

A small NLI model reads a timetable as a bag of times and days. :func:`hours_conflict` splits the sentence into its
parts ("; ", ", and ", "and" before a time or a day), keeps each part that gives both times of day and days of the
week (:mod:`gechat.entail.weekdays`: named days, ranges, "weekdays", "at weekends"), and reads the step's one day
set with the time it opens or closes: where the one part that holds the step's days opens (or closes) at another
time, the two conflict. Times on the 12-hour clock with no half of the day ("at 10") are not read, nor a step whose
place the sentence does not name. :func:`hours_kept` reads the same hours the other way: a step that gives the
time of the one part that holds its days restates it (a restatement, :mod:`gechat.entail.restatements`).
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


def _hours_for(premise: str, hypothesis: str) -> tuple[int, int, bool] | None:
    """(the sentence's time, the step's time, whether it is an opening) for the step's days, when the sentence's
    hours for those days are one part that gives that time and names the step's place; None otherwise."""
    times, days = _times(hypothesis), _day_set(hypothesis)
    opens, closes = bool(_OPENS.search(hypothesis)), bool(_CLOSES.search(hypothesis))
    if len(times) != 1 or not days or opens == closes or denies(hypothesis):
        return None
    holding = [p for p in _parts(premise) if days <= p[0]]
    if len(holding) != 1:
        return None  # the step's days in none of the parts or in several
    place = stems(re.sub(r"\d[\d:.]*", " ", hypothesis)) - _TIMETABLE - {stem for d in weekdays.DAYS for stem in
                                                                          stems(d)}
    if not place <= stems(premise):
        return None  # another place's hours
    _, start, end = holding[0]
    theirs = start if opens else end
    return None if theirs is None else (theirs, times[0], opens)


def hours_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step opens or closes on a day at another time than the sentence's hours for that day, or ""."""
    read = _hours_for(premise, hypothesis)
    if read is None or read[0] == read[1]:
        return ""
    theirs, time, opens = read
    return f"the sentence has it {'open' if opens else 'close'} at {clock.show(theirs, clock.TWENTY_FOUR)} on those " \
           f"days; the step says {clock.show(time, clock.TWENTY_FOUR)}"


def hours_kept(premise: str, hypothesis: str) -> bool:
    """Does the step give the time the sentence's hours open or close at on the step's days ("open 08:00–18:00
    Monday to Friday" / "closes at 6 p.m. on weekdays"), naming nothing else the sentence does not?"""
    read = _hours_for(premise, hypothesis)
    return read is not None and read[0] == read[1]
