"""Time between dates: an age, a date a span on, and how long something took between two dates or two clock times a
sentence gives.

"born on 12 June 1948, … sworn in on 3 January 2011" / "was 62 years old when sworn in" (:func:`age_holds`); "signed on
9 November 1921 and entered into force eighteen months later" / "in May 1923" (:func:`date_after_span`); "Construction
… began in September 2016, and the bridge opened … in June 2018" / "took less than a year to build" (:func:`span_conflict`,
a conflict; 21 months); "departs … at 7:45 … arrives … at 9:10" / "takes more than an hour and a half"
(:func:`clock_span_conflict`, 85 minutes).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from gechat.entail.antonyms import stem
from gechat.entail.numbers import NUMBER_WORDS
from gechat.entail.quantities import Quantity, quantities
from gechat.text import content_stems, content_words


def _full_dates(pq: list[Quantity]) -> list[tuple[int, int, int]]:
    return [(int(p.unit[1:]), int(p.value) // 100, int(p.value) % 100) for p in pq
            if p.kind == "date" and p.unit[:1] == "y" and int(p.value) % 100]


def age_holds(q: Quantity, pq: list[Quantity], hypothesis: str, premise: str) -> bool:
    """Is the step's "N years old" the whole years between two full dates of the sentence (a birth and an event)?"""
    if not re.search(rf"\b{re.escape(q.text)}\s+years?\s+old\b|\b(?:aged|age\s+of|age)\s+{re.escape(q.text)}\b",
                     hypothesis, re.IGNORECASE):
        return False
    full = _full_dates(pq)
    born = re.search(r"\bborn\s+(?:on\s+)?\d", premise)
    name = re.match(r"\s*([A-Z][a-z]+)", hypothesis)
    if len(full) != 2 or born is None or name is None or name.group(1) not in premise[: born.start()] \
            or any(p.kind == "year" for p in pq):  # "born on 12 June 1948, joined the firm on 3 January 1970 and
        # became its chief executive in 2001": the step's event may be the one dated by its year alone
        return False  # a birth and one event of the one born: "born …, released … in 1990 and inaugurated … in 1994"
        # has two events; "She was born …, and her mother died …" / "Her mother was 11": whose age is unsaid
    a, b = sorted(full)
    return b[0] - a[0] - ((b[1], b[2]) < (a[1], a[2])) == q.value


#: a span after which a later event is dated ("exactly eighteen months later", "six weeks after")
_SPAN_LATER = re.compile(r"\b(?P<n>\w+(?:-\w+)?)\s+(?P<u>days?|weeks?|months?|years?)\s+(?:later|after(?:wards)?)\b",
                         re.IGNORECASE)


def date_after_span(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is the step's date a date of the sentence moved on by a span it gives ("on 9 November 1921 … eighteen months
    later" / "in May 1923")?"""
    year, month, day = int(q.unit[1:]), int(q.value) // 100, int(q.value) % 100
    said = set(content_words(hypothesis, stem))
    for m in _SPAN_LATER.finditer(premise):
        n = quantities(f"{m.group('n')} {m.group('u')}")
        after = re.split(r"[.;,]", premise[m.end():], maxsplit=1)[0]
        clause = after if content_words(after) else re.split(r"[,;]|\band\b", premise[: m.start()])[-1]
        own = set(content_words(clause, stem)) - set(content_words(premise.replace(clause, " "), stem))
        if not n or n[0].kind != "time" or not said & own or content_words(after):
            continue  # the later event's own words must be the step's: "signed on 9 November 1921 and entered into
            # force eighteen months later" / "The treaty was signed in May 1923" is the earlier event's date; "two months
            # after approval" counts from an event the sentence does not date
        count, unit = int(n[0].value), n[0].unit
        before = [p for p in pq if p.kind == "date" and p.unit[:1] == "y" and premise.find(p.text) < m.start()]
        for p in before[-1:]:  # the date the span counts from: the nearest before it
            y, mo, d = int(p.unit[1:]), int(p.value) // 100, int(p.value) % 100
            if unit in ("month", "year"):
                months = y * 12 + mo - 1 + count * (12 if unit == "year" else 1)
                y2, mo2, d2 = months // 12, months % 12 + 1, d
            elif unit in ("day", "week") and d:
                later = date(y, mo, d) + timedelta(days=count * (7 if unit == "week" else 1))
                y2, mo2, d2 = later.year, later.month, later.day
            else:
                continue
            if (y2, mo2) == (year, month) and (not day or day == d2):
                return True
    return False


#: a span a step gives something, with its bound ("took less than a year to build", "lasted two weeks", "for 57 years")
_SPAN = re.compile(r"\b(?P<bound>less\s+than|under|more\s+than|over|at\s+least|at\s+most|nearly|almost|about|around|"
                   r"roughly|some|just\s+over|just\s+under|exactly)?\s*(?P<n>an?|\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)\s+"
                   r"(?P<u>days?|weeks?|months?|years?|decades?)\b", re.IGNORECASE)
#: words by which a step says how long one thing took, between its start and its end
_LASTED = re.compile(r"\b(?:took|take|takes|taking|lasted|last|lasts|ran\s+for|run\s+for|in\s+service\s+for|"
                     r"(?:was|were)\s+(?:open|closed|built|under\s+construction)\s+for|spent|spanned|span)\b",
                     re.IGNORECASE)
#: a start and an end of one thing ("began in September 2016, and the bridge opened … in June 2018")
_FROM_TO_EVENTS = re.compile(r"\b(?:began|begun|started|commenced|launched|broke\s+ground|opened|completed|founded|"
                             r"established|entered\s+service|took\s+office|was\s+built)\b.*\b(?:ended|finished|completed|"
                             r"opened|closed|concluded|decommissioned|retired|demolished|dissolved|left\s+office|"
                             r"stepped\s+down|shut)\b", re.IGNORECASE)
_MONTHS_IN = {"day": 1 / 30.44, "week": 7 / 30.44, "month": 1, "year": 12, "decade": 120}


def _points(pq: list[Quantity]) -> list[tuple[float, float]]:
    """The sentence's points in time as (months since year 0, how far either way the text leaves it)."""
    out = []
    for p in pq:
        if p.kind == "date" and p.unit[:1] == "y":
            month, day = int(p.value) // 100, int(p.value) % 100
            out.append((int(p.unit[1:]) * 12 + month - 1 + (day / 30.44 if day else 0.5), 0.05 if day else 0.5))
        elif p.kind == "year" and not p.unit:
            out.append((p.value * 12 + 6, 6))
    return sorted(out)


def _one_thing(premise: str, hypothesis: str) -> bool:
    """Does each clause of the sentence that dates an event speak of the step's thing, or go on from the last one's
    subject ("The Kessel Dam was completed in March 1962 and decommissioned in March 2019")?"""
    mine = set(content_words(hypothesis, stem))
    clauses = [c for c in re.split(r"[;,]|\band\b", premise) if re.search(r"\d{4}", c)]
    for k, clause in enumerate(clauses):
        own = set(content_words(clause, stem))
        if not any(a == b or (min(len(a), len(b)) >= 4 and (a in b or b in a)) for a in own for b in mine) \
                and not (k and re.match(r"\s*(?:was\s+|were\s+)?[a-z]+ed\b", clause)):
            return False
    return True


def span_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's span of something the sentence dates from start to end does not fit the time between
    the sentence's two dates ("began in September 2016, … opened … in June 2018" / "took less than a year to build":
    21 months), or "". Only for a sentence with two points in time and a step that says how long one thing took; two
    clock times of a journey are read by :func:`clock_span_conflict`."""
    if reason := clock_span_conflict(premise, hypothesis) or stated_span_conflict(premise, hypothesis):
        return reason
    if not _LASTED.search(hypothesis) or not _FROM_TO_EVENTS.search(premise):
        return ""  # "opened in 1990 and was renovated in 2015" / "The renovation took two years": two events, neither
        # the start and end of the step's
    points = _points(quantities(premise))
    if len(points) != 2 or any(q.kind in ("date", "year") for q in quantities(hypothesis)) \
            or any(q.kind == "time" for q in quantities(premise)) or not _one_thing(premise, hypothesis):
        return ""  # "…; jury deliberations lasted three days": the sentence gives a span of its own; "Work on the tunnel
        # began in 2015; the adjacent bridge opened in 2020": the end is another thing's
    (a, da), (b, db) = points
    return _span_reason(hypothesis, _SPAN, _MONTHS_IN, b - a - da - db, b - a + da + db, "months", "dates", 0.5)


def _span_reason(hypothesis: str, spans: re.Pattern, scale: dict[str, float], low: float, high: float, unit: str,
                 points: str, slack: float) -> str:
    """The reason a span the step gives (``spans``, its unit measured by ``scale``) with its bound ("less than",
    "about") does not fit between ``low`` and ``high`` ``unit``, the time the sentence's two ``points`` leave, or ""."""
    for m in spans.finditer(hypothesis):
        n = m.group("n").lower()
        value = 1.0 if n in ("a", "an") else float(n) if n[0].isdigit() else NUMBER_WORDS.get(n)
        if value is None:
            continue
        amount = (value + (0.5 if m.groupdict().get("half") else 0.0)) * scale[m.group("u").lower().rstrip("s")]
        bound = (m.group("bound") or "").lower().split()
        rough = 0.1 * amount if bound[:1] in (["nearly"], ["almost"], ["about"], ["around"], ["roughly"], ["some"]) \
            or bound[:1] == ["just"] else 0.0
        said = m.group(0).strip()
        if bound[:2] in (["less", "than"], ["under"], ["at", "most"]) and low >= amount:
            return f"the step says {said}; the sentence's {points} are {round(low)} {unit} or more apart"
        if bound[:2] in (["more", "than"], ["over"], ["at", "least"]) and high <= amount:
            return f"the step says {said}; the sentence's {points} are {round(high)} {unit} or less apart"
        if not bound or bound == ["exactly"] or rough:
            if amount < low - rough - slack or amount > high + rough + slack:
                return f"the step says {said}; the sentence's {points} are about {round((low + high) / 2)} {unit} apart"
    return ""


#: a span of a day a step gives: "more than an hour and a half", "about 85 minutes", "under two hours"
_CLOCK_SPAN = re.compile(r"\b(?P<bound>less\s+than|under|more\s+than|over|at\s+least|at\s+most|nearly|almost|about|"
                         r"around|roughly|just\s+over|just\s+under|exactly)?\s*(?P<n>an?|\d+(?:\.\d+)?|[a-z]+)\s+"
                         r"(?P<u>minutes?|hours?)(?P<half>\s+and\s+a\s+half)?\b", re.IGNORECASE)
_MINUTES_IN = {"minute": 1, "hour": 60}
#: a step that says how long a journey, a trip or an event of one day takes
_JOURNEY = re.compile(r"\b(?:takes?|took|taking|lasts?|lasted|journey|trip|ride|flight|crossing)\b", re.IGNORECASE)
#: a sentence that gives one thing's start and end by the clock: "departs … at 7:45 and arrives … at 9:10"
_LEAVES_ARRIVES = re.compile(r"\b(?:depart\w*|leav\w*|sets?\s+off|starts?|begins?)\b.*\b(?:arriv\w*|reach\w*|gets?\s+in|"
                             r"lands?|ends?|finish\w*)\b", re.IGNORECASE)


def clock_span_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's span of a journey does not fit between the two clock times of the sentence, a start and an
    end ("departs … at 7:45 … arrives at Caddon Central at 9:10" / "takes more than an hour and a half": 85 minutes),
    or "". Not where either side speaks of delays or what can happen ("… but delays of up to 30 minutes are common" /
    "The journey can take longer than an hour and a half"), of local times (two time zones) or of a first and a last
    service (two journeys)."""
    if not _JOURNEY.search(hypothesis) or not _LEAVES_ARRIVES.search(premise) \
            or re.search(r"\b(?:delay\w*|late|early|can|could|may|might|sometimes|often|usually|first|last|local\s+time)\b",
                         premise + " " + hypothesis, re.IGNORECASE) \
            or any(q.kind == "clock" for q in quantities(hypothesis) if not premise.count(q.text)):
        return ""
    times = [q.value for q in quantities(premise) if q.kind == "clock"]
    if len(times) != 2 or any(q.kind == "time" for q in quantities(premise)):
        return ""
    gap = (times[1] - times[0]) % (24 * 60)  # "departs 23:10, arrives 01:05": past midnight
    return _span_reason(re.sub(r"\b(?:half|(?:a|one|three)\s+quarters?\s+of)\s+an?\s+hour\b", " ", hypothesis,
                               flags=re.IGNORECASE), _CLOCK_SPAN, _MINUTES_IN, gap, gap, "minutes", "times", 5.0)
    # "half an hour" is no "an hour" (left to the model); a span in round figures within five minutes of the times


def span_fits(q: Quantity, premise: str, hypothesis: str) -> bool:
    """Is the step's span ``q`` of something it says lasted or took that long the time between the sentence's two
    dates, as closely as they tell it ("began in September 2016 … opened in June 2018" / "took 21 months to
    build")?"""
    unit = q.unit.rstrip("s")
    if q.kind != "time" or unit not in _MONTHS_IN or not _LASTED.search(hypothesis):
        return False
    points = _points(quantities(premise))
    if len(points) != 2:
        return False
    (a, da), (b, db) = points
    months = q.value * _MONTHS_IN[unit]
    return b - a - da - db - 0.5 <= months <= b - a + da + db + 0.5


#: a span a step bounds, said as how long a thing took: "was rung in under three hours", "took less than a decade"
_BOUNDED_SPAN = re.compile(r"\b(?:in|took|takes|take|lasted|lasts|last|within)\s+(?P<bound>less\s+than|under|more\s+than|over|"
                           r"at\s+least|at\s+most|fewer\s+than)\s+(?P<n>an?|\d+(?:\.\d+)?|[a-z]+)\s+(?P<u>seconds?|"
                           r"minutes?|hours?|days?|weeks?|months?|years?|decades?)\b", re.IGNORECASE)
_IN_MINUTES = {"second": 1 / 60, "minute": 1, "hour": 60, "day": 1440, "week": 10080, "month": 43830, "year": 525960,
               "decade": 5259600}
#: a span a sentence states of a thing: "rang a peal … in 3 hours 12 minutes", "in 2018, ten years after work began"
_STATED_SPAN = re.compile(r"\b(?P<lead>in|took|taking|lasting|lasted)\s+(?P<span>(?:\d+|[a-z]+)\s+(?:seconds?|minutes?|hours?|"
                          r"days?|weeks?|months?|years?|decades?)(?:,?\s+(?:and\s+)?(?:\d+|[a-z]+)\s+(?:seconds?|minutes?|"
                          r"hours?))?)(?![\w-])|(?P<span2>\b(?:\d+|[a-z]+)\s+(?:days?|weeks?|months?|years?|decades?))\s+"
                          r"after\s+(?:the\s+)?(?:work|construction|building|restoration|conservation|renovation|it|they)\s+"
                          r"(?:began|begun|started|commenced)(?=\s*[,;.]|\s*$)", re.IGNORECASE)
#: any amount of time a sentence names, to count them
_ANY_SPAN = re.compile(r"\b(?:\d+|[a-z]+)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?)\b",
                       re.IGNORECASE)
#: words before "in" that make its span a time to wait or a time since, no time a thing took: "will review the scheme
#: in two years", "I shall be back in ten minutes", "for the first time in 30 years"
_NOT_TAKEN = re.compile(r"\b(?:will|shall|would|'ll|going\s+to|due|expected|plans?|back|first|time|times|again|once|"
                        r"ago|most|least|best|worst|[a-z]{3,}est)\b[^,;.]{0,40}$", re.IGNORECASE)  # "the heaviest
# snowfall in 30 years": a superlative's span of comparison
#: a step that tells how long a thing usually takes, which one occasion does not contest
_USUAL = re.compile(r"\b(?:normally|usually|typically|generally|often|always|on\s+average|tends?\s+to|can)\b",
                    re.IGNORECASE)


def _minutes(text: str) -> float | None:
    """The minutes a span written as one or two amounts of time comes to ("3 hours 12 minutes": 192), or None."""
    total, found = 0.0, False
    for m in re.finditer(r"(\d+|[a-z]+)\s+(seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?)", text,
                         re.IGNORECASE):
        n = m.group(1).lower()
        value = float(n) if n.isdigit() else NUMBER_WORDS.get(n)
        if value is None:
            return None
        total, found = total + value * _IN_MINUTES[m.group(2).lower().rstrip("s")], True
    return total if found else None


def _stated_span(premise: str, hypothesis: str) -> tuple[str, float, float, str, str] | None:
    """(the step's bound, the sentence's span in minutes, the step's amount in minutes, the sentence's words, the
    step's words) for :func:`stated_span_conflict` and :func:`stated_span_holds`, or None."""
    mine = list(_BOUNDED_SPAN.finditer(hypothesis))
    stated = list(_STATED_SPAN.finditer(premise))
    if len(mine) != 1 or len(stated) != 1 or re.search(r"\b(?:per|a|an|each|every)\s+(?:second|minute|hour|day|week|"
                                                      r"month|year)\b", premise, re.IGNORECASE) \
            or _USUAL.search(hypothesis) or len(_ANY_SPAN.findall(premise)) != len(_ANY_SPAN.findall(stated[0].group(0))):
        return None  # one span, and no other amount of time ("arrived in 8 minutes and spent more than three hours …")
    if stated[0].group("lead") and stated[0].group("lead").lower() == "in" \
            and _NOT_TAKEN.search(premise[: stated[0].start()]):
        return None
    said = (stated[0].group("span") or stated[0].group("span2")).strip()
    told = re.split(r"[,;]", premise[: stated[0].end()])  # the span's clause and the one before it
    mine_words = content_stems(_BOUNDED_SPAN.sub(" ", hypothesis))
    if len(content_stems(" ".join(told[-2:])) & mine_words) < 2:
        return None  # the span is another thing's: "The jury took 4 hours to convict Marsh" / "Marsh's trial …"
    value, m = _minutes(said), mine[0]
    n = m.group("n").lower()
    count = 1.0 if n in ("a", "an") else float(n) if n[0].isdigit() else NUMBER_WORDS.get(n)
    if value is None or count is None:
        return None
    bound = " ".join(m.group("bound").lower().split())
    return bound, value, count * _IN_MINUTES[m.group("u").lower().rstrip("s")], said, f"{bound} {n} {m.group('u')}"


def _holds(bound: str, value: float, amount: float) -> bool:
    """Does a span of ``value`` keep the step's ``bound`` of ``amount``?"""
    return (bound in ("less than", "under", "fewer than") and value < amount) or (bound == "at most" and value <= amount) \
        or (bound in ("more than", "over") and value > amount) or (bound == "at least" and value >= amount)


def stated_span_holds(premise: str, hypothesis: str) -> bool:
    """Does the step's bound on how long a thing took hold of the one span the sentence states ("in 3 hours 12
    minutes" / "in more than three hours")?"""
    read = _stated_span(premise, hypothesis)
    return read is not None and _holds(*read[:3])


def stated_span_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step bounds how long a thing took on the other side of the one span the sentence states of it,
    or "": "rang a peal of 5,040 changes … in 3 hours 12 minutes" / "was rung in under three hours" (0.94 entailed
    before this reading); "completed … in 2018, ten years after work began" / "took less than a decade from start to
    finish". The sentence states one span (after "in", "took", "lasting", or as the time since work began) and no
    rate; the step's bound is "under", "less than", "more than", "over", "at least" or "at most"."""
    read = _stated_span(premise, hypothesis)
    if read is None or _holds(*read[:3]):
        return ""
    return f"the step says {read[4]}; the sentence says {read[3]}"
