"""Days of the week: "on Monday", "Mondays", "Monday through Friday", and the words that hold several ("weekdays").

A small NLI model reads "The planning committee meets on the first Monday of each month" as entailing "... meets
on the first Wednesday of each month" (0.55 with the shipped judge): a day of the week is a figure like a date.
:mod:`gechat.entail.quantities` reads each named day (kind ``"weekday"``, value 1 for Monday to 7 for Sunday;
unit ``"-5"`` for a range that ends on Friday), holds two in conflict when the sentence names none that fits the
step's (:func:`fits`), and :mod:`gechat.entail.notation` takes a step's day as stated when a named day or range
of the sentence, or a word such as "weekdays", "daily" or "at weekends", covers it (:func:`said_by_words`).
"""

from __future__ import annotations

import re

DAYS = {d: i + 1 for i, d in enumerate("monday tuesday wednesday thursday friday saturday sunday".split())}
DAYS.update({f"{d}s": i for d, i in list(DAYS.items())})  # "on Mondays"
_RANGE_JOIN = {"to", "through", "thru", "until", "till"}  # dashed ranges are written out first, :func:`undash`
#: words that name several days at once
_SEVERAL = ((re.compile(r"\b(?:daily|every day|each day|(?:seven|7) days a week|all week|every other day|all other days|"
                        r"(?:the )?rest of the week)\b", re.IGNORECASE),
             frozenset(range(1, 8))),
            (re.compile(r"\bweekdays?\b|\bworking days?\b|\bbusiness days?\b", re.IGNORECASE), frozenset(range(1, 6))),
            (re.compile(r"\bweekends?\b", re.IGNORECASE), frozenset({6, 7})))


_SHORT = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
          "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday"}
_NAME = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?s?\.?"
#: a range written with a dash: "Tuesday–Sunday", "Mon-Fri" (the abbreviations only there: "sat" is a verb too)
_DASHED = re.compile(rf"\b({_NAME})\s*[-–—]\s*({_NAME})(?![\w-])", re.IGNORECASE)


def undash(text: str) -> str:
    """``text`` with its dashed day ranges written out: "Mon–Fri" -> "Monday to Friday"."""
    def full(word: str) -> str:
        w = word.lower().rstrip(".")
        return w if w in DAYS else _SHORT.get(w[:4], _SHORT.get(w[:3], w))

    return _DASHED.sub(lambda m: f"{full(m.group(1))} to {full(m.group(2))}", text)


def read(low: list[str], i: int) -> tuple[float, str, int | None] | None:
    """The day at ``low[i]`` as (value, unit, index of a range's other end), or None when it names no day
    ("Monday to Friday", "between Monday and Friday" are ranges)."""
    day = DAYS.get(low[i][:-2] if low[i].endswith("'s") else low[i])  # "at Thursday's meeting"
    if day is None:
        return None
    j = i + 1
    joins = _RANGE_JOIN | ({"and"} if i and low[i - 1] == "between" else set())
    if j + 1 < len(low) and low[j] in joins and low[j + 1] in DAYS:
        return float(day), f"-{DAYS[low[j + 1]]}", j + 1
    return float(day), "", None


def days_of(value: float, unit: str) -> set[int]:
    """The days a named day or range holds, 1 for Monday to 7 for Sunday."""
    start = int(value)
    if not unit:
        return {start}
    end = int(unit[1:])
    return set(range(start, end + 1)) if end >= start else set(range(start, 8)) | set(range(1, end + 1))


def fits(p_value: float, p_unit: str, q_value: float, q_unit: str) -> bool:
    """Does the sentence's day or range ``p`` hold every day of the step's ``q``?"""
    return days_of(q_value, q_unit) <= days_of(p_value, p_unit)


_EXCEPT = re.compile(r"\b(?:except(?: on| for)?|apart from|other than|but not|excluding|closed(?: on)?)\s+"
                     r"((?:\w+day)s?)\b", re.IGNORECASE)


def said_by_words(text: str) -> frozenset[int]:
    """The days that words such as "weekdays", "daily" or "at weekends" in ``text`` name, less those it leaves out
    ("every day except Monday", "closed on Mondays")."""
    out: frozenset[int] = frozenset()
    for pattern, days in _SEVERAL:
        if pattern.search(text):
            out |= days
    return out - excluded(text)


_WORD = re.compile(r"[a-z]+(?:'s)?")


def spoken_of(text: str) -> frozenset[int]:
    """Every day ``text`` speaks of: those it names, those inside a range it gives ("Tuesday to Saturday", "Mon–Fri")
    and those a word of several holds ("weekdays", "daily"), the days it leaves out kept ("daily except Mondays"
    speaks of Monday): what a sentence is about, not what it says of each day."""
    low = _WORD.findall(undash(text).lower())
    out: set[int] = set()
    for i in range(len(low)):
        if (day := read(low, i)) is not None:
            out |= days_of(day[0], day[1])
    for pattern, days in _SEVERAL:
        if pattern.search(text):
            out |= days
    return frozenset(out)


def excluded(text: str, *, every: bool = True) -> frozenset[int]:
    """The days ``text`` leaves out: "every day except Monday"; "closed on Mondays" only beside "every other day"
    (not "the pool is open daily; the sauna is closed on Mondays"), unless ``every`` is false (the days a step
    names as closed)."""
    others = not every or bool(_OTHER_DAYS.search(text))
    return frozenset(DAYS[m.group(1).lower()] for m in _EXCEPT.finditer(text)
                     if m.group(1).lower() in DAYS and (others or not m.group(0).lower().startswith("closed")))


_OTHER_DAYS = re.compile(r"\b(?:every other day|all other days|(?:the )?rest of the week|other days)\b", re.IGNORECASE)


def show(value: float, unit: str) -> str:
    names = [d.capitalize() for d in DAYS if not d.endswith("s")]
    return names[int(value) - 1] + (f" to {names[int(unit[1:]) - 1]}" if unit else "")


#: a weekday named with its date: "Tuesday, 9 May", "Thursday 9 May 2023", "Monday, March 4"
_WITH_DATE = re.compile(r"\b(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+(?:the\s+)?"
                        r"(?:(?P<d1>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>[a-z]+)|(?P<m2>[a-z]+)\s+(?P<d2>\d{1,2})\b)",
                        re.IGNORECASE)
_MONTHS = frozenset("january february march april may june july august september october november december".split())


def _dated_days(text: str) -> dict[tuple[str, int], str]:
    out = {}
    for m in _WITH_DATE.finditer(text):
        month = (m.group("m1") or m.group("m2")).lower()
        if month in _MONTHS:
            out[(month, int(m.group("d1") or m.group("d2")))] = m.group("day").lower()
    return out


def dated_day_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step gives a date the sentence gives another weekday ("held on Tuesday, 9 May" / "took place on
    Thursday, 9 May"): one date falls on one day, whatever verbs the two use; "" otherwise."""
    years = [set(re.findall(r"\b(?:1[5-9]|20)\d\d\b", t)) for t in (premise, hypothesis)]
    if years[0] and years[1] and not years[0] & years[1]:
        return ""  # "the 2023 summit … Tuesday, 9 May" / "the 2024 summit … Thursday, 9 May"
    theirs = _dated_days(premise)
    for date, day in _dated_days(hypothesis).items():
        if date in theirs and theirs[date] != day:
            return f"the step says {day.capitalize()}, {date[1]} {date[0].capitalize()}; the sentence says " \
                   f"{theirs[date].capitalize()}"
    return ""


#: a day of the week with the part of it: "on Friday evening", "Tuesday morning", "Sunday night"
_DAY_PART = re.compile(r"\b(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+"
                       r"(?P<part>morning|afternoon|evening|night)\b", re.IGNORECASE)
#: the parts of a day, by the hours they hold (the night runs on past midnight)
_PARTS = {"morning": range(5 * 60, 12 * 60), "afternoon": range(12 * 60, 18 * 60), "evening": range(17 * 60, 24 * 60),
          "night": range(20 * 60, 24 * 60)}


def day_part_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step puts on another part of a day what the sentence puts on that day ("diverted … on Friday
    evening" / "landed … on Friday morning"), or "": the one day-and-part each gives, the same day, another part,
    the sentence naming the step's part nowhere; nor where evening and night meet ("Friday night")."""
    theirs = {(m.group("day").lower(), m.group("part").lower()) for m in _DAY_PART.finditer(premise)}
    mine = {(m.group("day").lower(), m.group("part").lower()) for m in _DAY_PART.finditer(hypothesis)}
    if len(theirs) != 1 or len(mine) != 1:
        return ""
    (day, part), (step_day, step_part) = next(iter(theirs)), next(iter(mine))
    if day != step_day or set(_PARTS[part]) & set(_PARTS[step_part]) or re.search(
            rf"\b{step_part}\b", premise, re.IGNORECASE):
        return ""
    return f"the sentence puts it on {day.capitalize()} {part}; the step on {step_day.capitalize()} {step_part}"
