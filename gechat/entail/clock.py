"""Times of day in a tokenised sentence, for the quantity checks (:mod:`gechat.entail.quantities`).

"7:30", "19:45", "9 am", "7:30 p.m.", "six o'clock", "at 7 in the evening", "at noon" are read as minutes
after midnight. A time whose half of the day is known ("p.m.", "in the morning", a 24-hour "19:45",
"noon") is on the 24-hour clock; "7:30" alone is on the 12-hour clock and fits both 7:30 a.m. and
7:30 p.m. A time after "before", "after", "until", "between", "from" ... bounds an event rather than
stating when it happens, and so do both ends of a range ("2-4 pm"): it is kept (a step may name it) but
marked, and never taken as a rival value.
"""

from __future__ import annotations

import re
from typing import NamedTuple

#: a time written with a colon: "7:30", "19:45" (the token pattern of quantities reads it as one token)
TOKEN = r"\d{1,2}:[0-5]\d(?!\d)"
#: a time written with a dot, read as one only before "am" or "pm": "7.30 pm"
_DOTTED = re.compile(r"\d{1,2}\.[0-5]\d")

_AM = {"am", "morning"}
_PM = {"pm", "afternoon", "evening", "night", "tonight"}
#: words before a time that make it a bound or an estimate rather than the time itself
_BOUNDS = frozenset("before after by until till past around about approximately roughly nearly almost between from "
                    "to and than".split())
_NAMED = {"noon": 720, "midday": 720, "midnight": 0}
_NAMED_AFTER = frozenset("at by until till before after from to around about".split())
#: words before a time told in words ("at a quarter past nine", "until half past ten")
_TOLD_AFTER = frozenset("at by until till from around about before after since approximately roughly".split())
_HOURS = {w: i + 1 for i, w in enumerate("one two three four five six seven eight nine ten eleven twelve".split())}

#: unit of a time on the 12-hour clock, of one on the 24-hour clock; a bound adds "~"
TWELVE, TWENTY_FOUR, BOUND = "12h", "24h", "~"


class Time(NamedTuple):
    index: int  # token index of the time (its number)
    minutes: int  # after midnight; on the 12-hour clock, of the first half of the day
    unit: str  # TWELVE or TWENTY_FOUR, with BOUND appended when it bounds


def _half(low: list[str], j: int, hour: int) -> str:
    """"am", "pm" or "" from the words at ``j`` on: "am", "a.m." (tokens "a", "m"), "in the evening", "at night"
    (the small hours, 1 to 5, of a night are a.m.)."""
    w = low[j : j + 3]
    if w[:1] and w[0] in ("am", "pm"):
        return w[0]
    if w[:2] in (["a", "m"], ["p", "m"]):
        return w[0] + "m"
    if w[:2] == ["in", "the"] and len(w) == 3 and (w[2] in _AM or w[2] in _PM):
        return "am" if w[2] in _AM or (w[2] == "night" and 1 <= hour <= 5) else "pm"
    if w[:2] == ["at", "night"] or w[:1] == ["tonight"]:
        return "am" if 1 <= hour <= 5 else "pm"
    return ""


def _told(low: list[str], i: int) -> Time | None:
    """A time told in words at token ``i`` ("past" or "to"): "a quarter past nine", "half past ten in the
    morning", "a quarter to midnight"; the time's index is its first word's ("quarter"), so that what stands
    before it is its context."""
    part = {"quarter": 15, "half": 30}.get(low[i - 1] if i else "")
    hour_word = low[i + 1] if i + 1 < len(low) else ""
    if part is None or (low[i] == "to" and part == 30):
        return None  # "half to" is no time
    before = low[i - 3] if i >= 3 and low[i - 2] == "a" else low[i - 2] if i >= 2 else ""
    marked = hour_word in _NAMED or low[i + 2 : i + 3] == ["o'clock"] or bool(_half(low, i + 2, 1))
    if before not in _TOLD_AFTER and not marked:
        return None  # "give a quarter to two hospitals": a share, not a time
    if hour_word in _NAMED:
        base, unit = _NAMED[hour_word], TWENTY_FOUR
    elif hour_word in _HOURS or (hour_word.isdigit() and 1 <= int(hour_word) <= 12):
        hour = _HOURS.get(hour_word) or int(hour_word)
        half = _half(low, i + 2, hour)
        base = of_day(hour, 0, half == "pm") if half else (hour % 12) * 60
        unit = TWENTY_FOUR if half else TWELVE
    else:
        return None
    minutes = (base + (part if low[i] == "past" else -part)) % (1440 if unit == TWENTY_FOUR else 720)
    bound = BOUND if (low[i - 3] if i >= 3 else "") in _BOUNDS - {"to", "and"} else ""
    return Time(i - 1, minutes, unit + bound)


def times(low: list[str]) -> list[Time]:
    """The times of day among the lower-cased tokens ``low`` (numbers written as digits or as words; "a quarter past
    nine" told in words)."""
    out: list[Time] = []
    told = [time for i, t in enumerate(low) if t in ("past", "to") and (time := _told(low, i)) is not None]
    out.extend(told)
    for i, t in enumerate(low):
        if any(time.index + 2 == i for time in told):
            continue  # the hour of a time told in words
        prev = low[i - 1] if i else ""
        bound = BOUND if prev in _BOUNDS else ""
        if t in _NAMED and prev in _NAMED_AFTER:
            out.append(Time(i, _NAMED[t], TWENTY_FOUR + bound))
            continue
        after = low[i + 1] if i + 1 < len(low) else ""
        j = i + 2 if after == "o'clock" else i + 1  # "seven o'clock in the evening"
        if ":" in t:
            hour, minute = (int(x) for x in t.split(":"))
        elif _DOTTED.fullmatch(t) and low[j : j + 1] in (["am"], ["pm"], ["a"], ["p"]) and _half(low, j, 0):
            hour, minute = (int(x) for x in t.split("."))  # "7.30 pm", "7.30p.m."
        elif (t.isdigit() and len(t) <= 2) or t in _HOURS:
            hour, minute = (int(t) if t.isdigit() else _HOURS[t]), 0
            marked = low[j : j + 1] in (["am"], ["pm"], ["a"], ["p"]) or after == "o'clock"
            # a bare number is a time with "am", "o'clock", "12 noon", or after "at" ("at 7 in the evening"; not
            # "page 7 in the morning edition", "below 5 in the evening")
            if not (marked and _half(low, j, hour) or after == "o'clock" or (after in _NAMED and hour == 12)
                    or (prev in _NAMED_AFTER and _half(low, j, hour))):
                continue
        else:
            continue
        if hour > 24:
            continue
        half = _half(low, j, hour) or ("pm" if after == "noon" else "")
        if half and 1 <= hour <= 12:
            minutes = of_day(hour, minute, half == "pm")
            if hour == 12 and low[j : j + 2] == ["at", "night"]:
                minutes = minute  # "12 at night" is midnight
            time = Time(i, minutes, TWENTY_FOUR + bound)
        elif hour > 12 or hour == 0 or t.startswith("0"):  # "19:45", "00:30", "07:30"
            time = Time(i, (hour % 24) * 60 + minute, TWENTY_FOUR + bound)
        else:
            time = Time(i, (hour % 12) * 60 + minute, TWELVE + bound)
        out.append(_range_end(low, time, out))
    return out


def _range_end(low: list[str], time: Time, found: list[Time]) -> Time:
    """A time written right after a number is the end of a range ("2-4 pm", "10-11:30 am", "9-5"): both bound
    the event rather than state it. The start is added to ``found`` as a bound, in the end's half of the day when
    it comes before the end in it ("2-4 pm" starts at 2 p.m.; "9-5 pm" at 9, either half)."""
    i = time.index
    start = low[i - 1] if i else ""
    parts = start.split(":")
    if not (1 <= len(parts) <= 2 and all(p.isdigit() for p in parts)) or any(t.index == i - 1 for t in found):
        return time
    hour, minute = int(parts[0]), int(parts[1]) if len(parts) == 2 else 0
    if hour > 24 or minute > 59:
        return time
    if hour > 12:
        found.append(Time(i - 1, hour % 24 * 60 + minute, TWENTY_FOUR + BOUND))
    elif time.unit.startswith(TWENTY_FOUR) and (hour % 12) * 60 + minute <= time.minutes % 720:
        found.append(Time(i - 1, (hour % 12) * 60 + minute + (720 if time.minutes >= 720 else 0), TWENTY_FOUR + BOUND))
    else:
        found.append(Time(i - 1, (hour % 12) * 60 + minute, TWELVE + BOUND))
    return Time(i, time.minutes, time.unit.rstrip(BOUND) + BOUND)


def of_day(hour: int, minute: int, pm: bool) -> int:
    """Minutes after midnight of a time on the 12-hour clock (``hour`` 1 to 12) in the half of the day given."""
    return (hour % 12 + (12 if pm else 0)) * 60 + minute


def fits(a_minutes: float, a_unit: str, b_minutes: float, b_unit: str) -> bool:
    """Can two times be the same time of day? On the 12-hour clock a time fits either half."""
    if a_unit.startswith(TWENTY_FOUR) and b_unit.startswith(TWENTY_FOUR):
        return int(a_minutes) == int(b_minutes)
    return int(a_minutes) % 720 == int(b_minutes) % 720


def bounds(unit: str) -> bool:
    return unit.endswith(BOUND)


def show(minutes: float, unit: str) -> str:
    """"7:30 a.m.", "12:00 p.m.", or "7:30" on the 12-hour clock."""
    hour, minute = divmod(int(minutes), 60)
    if unit.startswith(TWELVE):
        return f"{hour or 12}:{minute:02d}"
    return f"{hour % 12 or 12}:{minute:02d} {'a.m.' if hour < 12 else 'p.m.'}"
