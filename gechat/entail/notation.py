"""The step's numbers written as the sentence writes them, before a model reads the pair.

A small NLI model reads "1.5 million pupils" against "1,500,000 pupils" as a
contradiction (0.98 with the shipped model): the two look different although they
say the same. ``aligned(premise, hypothesis)`` rewrites each number of the
hypothesis whose value the premise states in another notation ("1.5 million",
"1,500,000", "eleven", "11"), of the same unit or counting the same thing, into the
premise's notation, and a unit the premise names by another name of the same unit
("10 km" / "10 kilometres", "55 percent" / "55%"). Nothing else changes, and a pair
whose notations already agree is passed through as it is. The deterministic conflict
checks still read the texts as written.

What the sentence does not state at all is :mod:`gechat.entail.unstated`'s to say.
"""

from __future__ import annotations

import re

from gechat.entail import changes, clock, dates, formulas, limits, years
from gechat.entail.arithmetic import given_years
from gechat.entail.dates import ISO_DATE, MONTH_NAMES, written_date
from gechat.entail.numbers import IN_SHARE, NEAR, ORDINAL_TEXT, in_share, ranks
from gechat.entail.proportions import APPROXIMATE, EXACT_SHARES, SHARE_TOLERANCE, share_range
from gechat.entail.quantities import (
    NUMBER_WORDS, SPAN_WORD, close, converts, quantities, singular, span_figure, word_before,
)
from gechat.entail.wholes import share_of_counts, share_of_whole
from gechat.entail.written import _Number, numbers
from gechat.entail.written_dates import date_edits
from gechat.text import content_words, stem


def aligned(premise: str, hypothesis: str) -> str:
    """``hypothesis`` with its numbers and units in ``premise``'s notation where a number of the premise has the
    same value and unit, or counts the same thing."""
    theirs = numbers(premise)
    if not theirs and not _SHARE.search(premise) and not _TIME_TEXT.search(premise) and not ORDINAL_TEXT.search(premise) \
            and not ISO_DATE.search(premise) and not ISO_DATE.search(hypothesis) \
            and not changes.MULTIPLE_WORD.search(premise) and not SPAN_WORD.search(premise):
        return formulas.as_sentence_writes(premise, hypothesis)
    edits: list[tuple[int, int, str]] = []
    written = {p.surface.lower() for p in theirs}
    for n in numbers(hypothesis):
        if n.surface.lower() in written:
            continue
        # the same value of the same unit, or counting the same thing: "six episodes" is not the "6" of "March 6"
        match = next((p for p in theirs if close(p.value, n.value) and p.unit == n.unit
                      and (n.unit or _counting_alike(premise, p, hypothesis, n)
                           or _currency(premise, p) == _currency(hypothesis, n) != "")), None)  # "$1.2 million" /
        # "$1,200,000"
        if match is None:  # the same amount in another unit of its scale: "180 minutes" / "three hours"
            other = next((p for p in theirs if converts(p.value, p.unit, n.value, n.unit)
                          and not _RATE.match(premise, p.unit_end) and not _RATE.match(hypothesis, n.unit_end)), None)
            if other is not None:
                edits.append((n.start, n.unit_end, premise[other.start:other.unit_end]))
            continue
        if _CODE.search(premise, 0, match.start) and _currency(premise, match):
            continue  # "EUR 2bn" / "€2 billion": the code is the sentence's own notation, which a sign cannot write
        edits.append((n.start, n.end, premise[match.start:match.end]))
        if n.unit and n.unit == match.unit:
            edits.append((n.end, n.unit_end, premise[match.end:match.unit_end]))
    edits += _share_edits(premise, hypothesis, theirs, edits) + _year_span_edits(premise, hypothesis) \
        + _ordinal_edits(premise, hypothesis) + _iso_edits(premise, hypothesis)
    whole_edits = _bound_edits(premise, hypothesis, theirs) + _derived_edits(premise, hypothesis) \
        + date_edits(premise, hypothesis)  # "the twenty-second of October" as "October 22"
    edits = [e for e in edits if not any(e[0] < end and start < e[1] for start, end, _ in whole_edits)] + whole_edits
    for whole in (_time_edits(premise, hypothesis), _in_share_edits(premise, hypothesis, theirs),
                  _word_share_edits(premise, hypothesis, theirs)):
        # "2 pm" written "14:00" as the sentence writes it, instead of its digits apart; "one in five" as "20%"
        edits = [e for e in edits if not any(e[0] < end and start < e[1] for start, end, _ in whole)] + whole
    step = _edited(hypothesis, edits)
    step = _edited(step, _bound_word_edits(premise, step))  # "At least three-quarters": "No fewer than 75%"
    return formulas.as_sentence_writes(premise, step)  # "NO2" / "nitrogen dioxide"


def _counting_alike(premise: str, p: _Number, hypothesis: str, n: _Number) -> bool:
    """Do the two numbers count the same thing: the same counted word, or one's counted word among the first few
    words after the other ("two hundred and fifty members of the English Club" / "250 English Club members")?"""
    if not (n.counted and p.counted):
        return False
    return p.counted == n.counted or p.counted in _next_words(hypothesis, n.end) \
        or n.counted in _next_words(premise, p.end)


def _next_words(text: str, at: int, width: int = 4) -> set[str]:
    return {singular(w) for w in re.findall(r"[A-Za-z]+", text[at:])[:width]}


def _edited(text: str, edits: list[tuple[int, int, str]]) -> str:
    """``text`` with each (start, end, new words) edit made."""
    out, last = [], 0
    for start, end, new in sorted(edits):
        out += [text[last:start], new]
        last = end
    return "".join(out) + text[last:]


def _currency(text: str, n: _Number) -> str:
    """The currency sign written right before a number ("$1,200,000"), or the sign of a code before it ("USD 3.5bn":
    "$"), or ""."""
    if n.start and text[n.start - 1] in "$€£":
        return text[n.start - 1]
    code = _CODE.search(text, 0, n.start)
    return _CODES[code.group(1).upper()] if code else ""


#: currency codes written before an amount, and their signs
_CODES = {"USD": "$", "US$": "$", "EUR": "€", "GBP": "£"}
_CODE = re.compile(r"\b(USD|US\$|EUR|GBP)\s*$", re.IGNORECASE)


def _bound_edits(premise: str, hypothesis: str, theirs: list[_Number]) -> list[tuple[int, int, str]]:
    """The step's limits that a value of the sentence gives, written as that value ("Turnout was above 70 percent"
    read as "Turnout was 72.5 percent" beside "Turnout reached 72.5 percent"; "Revenue exceeded $5 million" as
    "Revenue reached $5.2 million"): the limit holds, and the model then reads the rest."""
    out = []
    for mine in limits.limits(hypothesis):
        value = limits.given_value(premise, mine)
        if value is None or mine.start < 0:
            continue
        written = next((p for p in theirs if close(p.value, value.value) and (
            p.unit == value.unit or value.unit == "%" or (value.kind == "money" and not p.unit))), None)
        figure = next((n for n in numbers(hypothesis) if n.start >= mine.start and close(n.value, mine.figure.value)),
                      None)
        if written is None or figure is None:
            continue
        start = written.start - len(_currency(premise, written))  # "$5.2 million"
        text = premise[start:written.unit_end]
        out.append((mine.start, figure.unit_end, f"reached {text}" if limits.bound_words_verb(mine) else text))
    return out


#: a step's share of a group and a plain year, as written
_STEP_SHARE = re.compile(r"\b(?P<pct>[\w.-]+)\s*(?:percent|per\s+cent|%)\s+of\s+(?:the\s+)?", re.IGNORECASE)
_STEP_YEAR = re.compile(r"\b(?:in\s+)?(?P<y>1[5-9]\d\d|20\d\d)\b")


def _derived_edits(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """The step's figures that the sentence gives by arithmetic, written as the sentence gives them, for the model:
    "Fifty percent of the respondents" as "1,000 of the 2,000 respondents", "rose by three percentage points" as "rose
    from 32 percent to 35 percent", "started in 1933" as "started four years before 1937"."""
    out = []
    for m in _STEP_SHARE.finditer(hypothesis):
        share = quantities(m.group(0))
        if share and share[0].kind == "percent" and (pair := share_of_counts(premise, share[0].value)):
            out.append((m.start(), m.end(), pair + " "))
    for q in quantities(hypothesis):  # "Twenty members" / "Half of the 40 members": "half of the 40 members"
        if q.kind == "count" and (share := share_of_whole(q, premise, hypothesis)) \
                and (n := next((n for n in numbers(hypothesis) if close(n.value, q.value)), None)):
            of_ = re.match(r"\s+of\s+(?:the\s+)?", hypothesis[n.end:])  # "Three hundred of the cars"
            out.append((n.start, n.end + (of_.end() if of_ else 0),
                        (share[0].upper() + share[1:] if n.start == 0 else share.lower()) + (" " if of_ else "")))
    out += changes.given_multiple(premise, hypothesis)  # "rose by 100 percent" / "doubled"
    out += dates.given_part(premise, hypothesis)  # "in Q3 2022" / "on 14 August 2022"
    out += _span_word_edits(premise, hypothesis)  # "for ten years" / "for a decade"
    out += changes.given_change(premise, hypothesis)  # "increased by 25%" / "rose from 800 in 2022 to 1,000 in
    # 2023"; "dropped by 0.8 percentage points" / "fell from 6.2% in January to 5.4%"
    given = given_years(quantities(premise))  # "in 1962", "in May 1962"
    for m in _STEP_YEAR.finditer(hypothesis):
        year = float(m.group("y"))
        if year not in given and (found := years.apart(premise, given, year, hypothesis)) is not None:
            count, base = found
            out.append((m.start(), m.end(), f"{count} {'before' if year < base else 'after'} {int(base)}"))
    return out


#: a date in words, day first or month first ("31 August 2021", "August 31, 2021")
_DATE_WORDS = re.compile(r"\b(?:(?P<d1>\d{1,2})\s+(?P<m1>[A-Z][a-z]+)|(?P<m2>[A-Z][a-z]+)\s+(?P<d2>\d{1,2}),?)\s+"
                         r"(?P<y>\d{4})\b")


def _span_word_edits(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """The step's span of years or days written as the sentence's word for it ("ten years" / "a decade", "14 days"
    / "a fortnight"), for the model, which reads the two as different."""
    words = {}
    for m in SPAN_WORD.finditer(premise):
        value, unit = span_figure(m).split()
        words[(float(value), singular(unit))] = m.group(0)
    return [(n.start, n.unit_end, words[(n.value, n.unit)]) for n in numbers(hypothesis) if (n.value, n.unit) in words]


def _iso_edits(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """The step's dates written as the sentence writes them, year-month-day or in words ("1783-09-17" / "17
    September 1783"), for the model, which reads the two as different."""
    out = [(m.start(), m.end(), written_date(m)) for m in ISO_DATE.finditer(hypothesis)
           if m.group(0) not in premise and not ISO_DATE.search(premise)]
    iso = {m.group(0): m.group(0) for m in ISO_DATE.finditer(premise)}
    iso.update({value: m.group(0) for m, value in dates.slash_dates(premise)})  # "25/12/2020" / "December 25, 2020"
    for m in _DATE_WORDS.finditer(hypothesis) if iso else ():
        month = (m.group("m1") or m.group("m2") or "").capitalize()
        if month in MONTH_NAMES:
            value = f"{m.group('y')}-{MONTH_NAMES.index(month) + 1:02d}-{int(m.group('d1') or m.group('d2')):02d}"
            if value in iso:
                out.append((m.start(), m.end(), iso[value]))
    return out


def _ordinal_edits(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """The step's ordinals written as the sentence writes the same rank ("the 14th century" / "the fourteenth
    century"), for the model, which reads the two as different."""
    theirs: dict[int, str] = {}
    for m, rank in ranks(premise):
        theirs.setdefault(rank, m.group(0))
    return [(m.start(), m.end(), theirs[rank]) for m, rank in ranks(hypothesis) if theirs
            and rank in theirs and theirs[rank].lower() != m.group(0).lower()]


#: a span of years as a sentence writes it ("since 2015", "between 1996 and 2003", "from 2019 to 2021")
_YEAR_SPAN = re.compile(r"\b(?:since|between|from)\s+(?P<a>\d{4})(?:\s+(?:and|to|through|until|till)\s+\d{4})?\b",
                        re.IGNORECASE)


def span_holding(q, theirs, premise: str, hypothesis: str):
    """The sentence's "since" or "between" span that holds the step's plain year ``q``, when the step says of that
    year only what the sentence says over the span: every other word of the step is the sentence's, it gives no
    other figure, it names no onset ("became", "founded", "opened", ...), and, against a "since", it is not a
    passive ("has been listed since 2004" does not say "was listed in 2010"); and unless a plain year of the
    sentence is said of the same thing ("founded in 2010 and profitable since 2015" holds no founding in 2016)."""
    rest = [w for w in content_words(hypothesis, stem) if w != q.text and w not in _CONTINUING]
    if _ONSET.search(hypothesis) or any(x is not q for x in quantities(hypothesis)) \
            or not set(rest) <= set(content_words(premise, stem)):
        return None
    said_of = word_before(hypothesis, q.text)
    if any(p.kind == "year" and not p.unit and word_before(premise, p.text) == said_of for p in theirs):
        return None
    passive = bool(_PASSIVE.search(hypothesis))
    return next((p for p in theirs if p.kind == "year" and years.during(q.value, p.value, p.unit)
                 and not (passive and p.unit == ">=")), None)


#: words that say a state went on, which a span of years holds ("was still operating in 1997")
_CONTINUING = frozenset(content_words("still continuing continuously yet", stem))
#: words that name the start of a state or a one-off event, which a span of years does not date
_ONSET = re.compile(r"\b(?:bec[oa]me|beg[au]n|began|start\w*|first|found\w*|form(?:ed|s)?|establish\w*|open(?:ed|s)?|"
                    r"launch\w*|introduc\w*|join\w*|appoint\w*|elect\w*|creat\w*|pass(?:ed|es)?|publish\w*|"
                    r"adopt\w*|sign(?:ed|s)?|born|set up|took over|took office|enacted)\b", re.IGNORECASE)
_PASSIVE = re.compile(r"\b(?:was|were)\s+(?:\w+ly\s+)?\w+(?:ed|en|t)\b", re.IGNORECASE)


def _year_span_edits(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """The step's "in 2019" written as the sentence's span that holds it, said of the same thing ("has supplied
    parts since 2015" / "supplied parts in 2019"), so that the model reads the sentence's words
    (:func:`gechat.entail.years.during` takes such a year as stated)."""
    spans = [p for p in quantities(premise) if p.kind == "year" and p.unit]
    if not spans:
        return []
    written = {m.group("a"): m.group(0) for m in _YEAR_SPAN.finditer(premise)}
    edits = []
    for q in quantities(hypothesis):
        if q.kind != "year" or q.unit or q.text in premise:
            continue
        p = span_holding(q, quantities(premise), premise, hypothesis)
        m = re.search(rf"\bin\s+{q.text}\b", hypothesis)
        if p is not None and m and p.text in written:
            text = written[p.text]
            edits.append((m.start(), m.end(), text[0].lower() + text[1:] if m.start() else text))  # "Since 2016"
    return edits


#: what makes a measure a rate ("8 hours *a day*"), which converts to no other unit
_RATE = re.compile(r"\s+(?:a|an|per|each|every)\s", re.IGNORECASE)
#: a time of day as written: "2 pm", "7:30 p.m.", "7.30pm" (with its half of the day), "14:00" (the 24-hour clock)
_TIME_TEXT = re.compile(r"\b(?P<h>\d{1,2})(?:[:.](?P<m>[0-5]\d))?\s*(?P<half>[ap])\.?\s?m\b\.?"
                        r"|\b(?P<h24>\d{1,2}):(?P<m24>[0-5]\d)\b(?!\s*[ap]\.?\s?m\b)", re.IGNORECASE)


def _minutes(m: re.Match) -> int | None:
    """Minutes after midnight of a written time whose half of the day is known, else None ("7:30" alone)."""
    if m.group("h24") is not None:
        hour, minute = int(m.group("h24")), int(m.group("m24"))
        return hour * 60 + minute if 12 < hour < 24 or hour == 0 or m.group("h24").startswith("0") else None
    hour, minute = int(m.group("h")), int(m.group("m") or 0)
    if not 1 <= hour <= 12:
        return None
    return clock.of_day(hour, minute, m.group("half").lower() == "p")


#: a time told in words, with its half of the day: "a quarter to midnight", "half past ten in the morning"
_TOLD_TEXT = re.compile(r"\b(?:a\s+)?(?P<part>quarter|half)\s+(?P<rel>past|to)\s+(?P<hour>midnight|noon|midday|one|two|"
                        r"three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\b(?:\s+(?:in\s+the\s+"
                        r"(?P<day>morning|afternoon|evening)|(?P<night>at\s+night)|(?P<ap>[ap])\.?\s?m\b\.?))?",
                        re.IGNORECASE)


def _told_minutes(m: re.Match) -> int | None:
    """Minutes after midnight of a time told in words whose half of the day is known, else None."""
    part = 15 if m.group("part").lower() == "quarter" else 30
    if m.group("rel").lower() == "to" and part == 30:
        return None
    hour_word = m.group("hour").lower()
    if hour_word in ("midnight", "noon", "midday"):
        base = 0 if hour_word == "midnight" else 720
    else:
        hour = int(hour_word) if hour_word.isdigit() else NUMBER_WORDS.get(hour_word, 0)
        pm = (m.group("ap") or "").lower() == "p" or (m.group("day") or "").lower() in ("afternoon", "evening") \
            or (m.group("night") is not None and not 1 <= hour <= 5)
        if not 1 <= hour <= 12 or not (m.group("ap") or m.group("day") or m.group("night")):
            return None
        base = clock.of_day(hour, 0, pm)
    return (base + (part if m.group("rel").lower() == "past" else -part)) % 1440


def _time_edits(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """Edits writing each time of the step as the sentence writes the same time of day ("a quarter to midnight" as
    the sentence's "23:45")."""
    theirs = {}
    for m in _TIME_TEXT.finditer(premise):
        if (v := _minutes(m)) is not None:
            theirs.setdefault(v, m.group(0).rstrip("."))
    out = []
    written = [(m, _minutes(m)) for m in _TIME_TEXT.finditer(hypothesis)]
    for m, v in written + [(m, _told_minutes(m)) for m in _TOLD_TEXT.finditer(hypothesis)]:
        if v in theirs and m.group(0).rstrip(".").lower() != theirs[v].lower():
            out.append((m.start(), m.start() + len(m.group(0).rstrip(".")), theirs[v]))
    return out


#: the words between "half" and the whole it is a half of: "half *of the* respondents", "half *the* land"
_OF_THE = "of|the|its|their|his|her|our|all"
_SHARE = re.compile(r"\b(?:" + "|".join(w.replace(" ", r"[\s-]+") for w in sorted(EXACT_SHARES, key=len, reverse=True))
                    + rf")(?=\s+(?:{_OF_THE})\b)", re.IGNORECASE)


def shares(text: str, approximate: bool = False) -> list[tuple[float, re.Match]]:
    """The shares ``text`` writes as words ("half of the land", "a quarter of the nurses"), in percent; with
    ``approximate``, only those said to be near ("about a quarter of the households")."""
    return [(EXACT_SHARES[" ".join(m.group(0).lower().replace("-", " ").split())], m) for m in _SHARE.finditer(text)
            if bool(NEAR_WORD.search(text[: m.start()])) is approximate and (
                approximate or not APPROXIMATE.search(text[: m.start()]))]  # "nearly a quarter" is no 25 %


#: words that make a figure or share near, not exact, either way ("about a quarter", "roughly 25 percent")
NEAR_WORD = re.compile(r"\b(?:about|around|roughly|approximately|some|close\s+to)\s*$", re.IGNORECASE)


def _share_edits(premise: str, hypothesis: str, theirs: list[_Number], edits: list[tuple[int, int, str]]) -> list:
    """Edits writing the step's "50%" as the premise's "half", its "25%" as "a quarter", when the premise gives
    the share only so, of the same thing."""
    out = []
    for value, share, near in [(v, m, None) for v, m in shares(premise)] + [
            (v, m, NEAR_WORD.search(premise[: m.start()])) for v, m in shares(premise, approximate=True)]:
        if any(p.unit == "%" and abs(p.value - value) < SHARE_TOLERANCE for p in theirs):
            continue
        whole = re.match(rf"\s+(?:(?:{_OF_THE}|\d[\d,.]*)\s+)*(\w+)", premise[share.end():])  # "of the 800 households"
        for n in numbers(hypothesis):
            # the share of the same thing: "half of the land" / "50% of the land", not "revenue fell by 50%"
            same = whole is not None and whole.group(1).lower() in hypothesis[n.unit_end : n.unit_end + 40].lower()
            hedge = NEAR_WORD.search(hypothesis[: n.start])  # "about a quarter" / "roughly 25 percent"
            if same and n.unit == "%" and abs(n.value - value) < SHARE_TOLERANCE and (hedge or not near) \
                    and not any(start == n.start for start, _, _ in edits + out):
                word = " ".join(share.group(0).lower().split())
                start = hedge.start() if hedge and near else n.start  # "About 50 percent" / "half": "About half"
                if near:
                    word = f"{near.group(0).strip().lower()} {word}"
                out.append((start, n.unit_end, word[0].upper() + word[1:] if start == 0 else word))
    return out


#: a share written in words, hyphenated or not, and how near it is meant: "three-quarters of", "nearly two thirds of"
WORD_SHARE = re.compile(rf"\b(?P<near>{NEAR}\s+)?(?P<n>a|one|two|three|four)[\s-]+(?P<part>half|thirds?|quarters?|fifths?|"
                         r"tenths?)\s+of\b", re.IGNORECASE)
_PARTS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "tenth": 10}


def word_share(m: re.Match) -> float:
    """The percentage a :data:`WORD_SHARE` match states ("three-quarters of": 75.0)."""
    n = m.group("n").lower()
    return (1 if n in ("a", "one") else NUMBER_WORDS[n]) * 100 / _PARTS[singular(m.group("part").lower())]


#: words of one bound, either side: "at least" / "no fewer than", "at most" / "no more than"
_BOUND_WORDS = (re.compile(r"\b(?:at\s+least|no\s+(?:fewer|less)\s+than|not\s+(?:fewer|less)\s+than|a\s+minimum\s+of)\s+$",
                           re.IGNORECASE),
                re.compile(r"\b(?:at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to|a\s+maximum\s+of)\s+$",
                           re.IGNORECASE))


def _bound_word_edits(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """The step's words of a bound ("At least 75% of") written as the sentence's words of the same bound before the
    same figure ("no fewer than 75% of"), for the model."""
    out = []
    for n in numbers(hypothesis):
        for bound in _BOUND_WORDS:
            mine = bound.search(hypothesis[: n.start])
            theirs = next((b for p in numbers(premise) if p.value == n.value and p.unit == n.unit
                           and (b := bound.search(premise[: p.start]))), None)
            if mine and theirs and mine.group(0).lower() != theirs.group(0).lower():
                words = theirs.group(0).strip()
                out.append((mine.start(), mine.end() - (len(mine.group(0)) - len(mine.group(0).rstrip())),
                            words[0].upper() + words[1:] if mine.start() == 0 else words.lower()))
    return out


def _word_share_edits(premise: str, hypothesis: str, theirs: list[_Number]) -> list[tuple[int, int, str]]:
    """The step's share in words ("two-fifths of", "one fifth of") written as the sentence's percentage that it
    is ("40 percent of"), or as its "two in five" ("two in five patients"), for the model, which reads the two as
    different (0.96 contradiction; "Two in three respondents" / "About two thirds of respondents" 0.99)."""
    out = []
    for m in WORD_SHARE.finditer(hypothesis):
        lo, hi = share_range(word_share(m), m.group("near"))
        match = next((p for p in theirs if p.unit == "%" and lo <= p.value <= hi), None)
        if match is not None:
            out.append((m.start("n"), m.end(), premise[match.start:match.unit_end] + " of"))
        elif words := next((i for i in IN_SHARE.finditer(premise) if (v := in_share(i)) is not None
                            and lo <= v <= hi), None):
            of_ = " of" if re.match(r"\s+(?:the|its|their|his|her|our|these|those)\b", hypothesis[m.end():]) else ""
            said = premise[words.start("n"):words.end()].lower() + of_
            out.append((m.start("n"), m.end(), said[0].upper() + said[1:] if m.start("n") == 0 else said))
        elif not m.group("near") and (edit := _as_counts(premise, hypothesis, m.start("n"), m.end(), word_share(m),
                                                           r"\s+the\b")):
            out.append(edit)  # "A quarter of the drivers" / "1,250 of the 5,000 drivers"
    return out


#: where a clause of a sentence ends: ";", a comma that is no digit group's, "and", "while", "but"
_CLAUSE_BREAK = re.compile(r";|,(?!\d)|\s+(?:and|while|whereas|but)\s+")


def _clause_at(text: str, at: int) -> str:
    starts = [0] + [m.end() for m in _CLAUSE_BREAK.finditer(text) if m.end() <= at]
    end = next((m.start() for m in _CLAUSE_BREAK.finditer(text) if m.start() > at), len(text))
    return text[starts[-1]:end]


def _as_counts(premise: str, hypothesis: str, start: int, end: int, percent: float,
               joined: str) -> tuple[int, int, str] | None:
    """The edit writing the step's share in words (``hypothesis[start:end]``, ``percent``) as the two counts of the
    sentence whose share it is, the words ``joined`` after it ("the", "of the") taken in, where the counts' clauses say
    what the step says of the share (:func:`_counts_told_of`); else None."""
    pair = share_of_counts(premise, percent, hypothesis)
    if pair is None or not _counts_told_of(premise, pair, hypothesis[end:]):
        return None
    tail = re.match(joined, hypothesis[end:])
    return start, end + (tail.end() if tail else 0), pair[0].upper() + pair[1:] if start == 0 else pair


def _counts_told_of(premise: str, pair: str, said: str) -> bool:
    """Do the clauses of ``premise`` that hold the two counts of ``pair`` ("1,250 of the 5,000") hold every content
    word of what the step says of its share (``said``: "drivers stopped … were not wearing seat belts")? Not where
    the counts are of another act ("Of the 5,000 drivers stopped, 1,250 were from outside the county, and 300 were
    over the limit" / "A quarter of the drivers were over the limit")."""
    have: set[str] = set()
    for figure in re.findall(r"\d[\d,.]*\d|\d", pair)[:2]:
        found = re.search(rf"(?<![\d,.]){re.escape(figure)}(?![\d]|[,.]\d)", premise)
        if found is None:
            return False
        have |= {stem(w) for w in content_words(_clause_at(premise, found.start()))}
    return {stem(w) for w in content_words(said)} <= have


def _in_share_edits(premise: str, hypothesis: str, theirs: list[_Number]) -> list[tuple[int, int, str]]:
    """The step's "one in five" written as the sentence's percentage that it allows ("about 20%"), and its percentage
    as the sentence's "one in five", for the model, which reads the two as different."""
    out = []
    for m in IN_SHARE.finditer(hypothesis):
        if (value := in_share(m)) is None:
            continue
        lo, hi = share_range(value, m.group("near"))
        match = next((p for p in theirs if p.unit == "%" and lo <= p.value <= hi), None)
        if match is not None:
            of_ = "" if re.match(r"\s+of\b", hypothesis[m.end():]) else " of"  # "two in five patients": "40% of"
            out.append((m.start("n"), m.end(), premise[match.start:match.unit_end] + of_))
        elif not m.group("near") and (edit := _as_counts(premise, hypothesis, m.start("n"), m.end(), value,
                                                           r"\s+of(?:\s+the)?\b")):
            out.append(edit)  # "One in four drivers" / "1,250 of the 5,000 drivers"
    for m in IN_SHARE.finditer(premise):  # the other way: "20% of patients" written "one in five patients"
        if (value := in_share(m)) is None:
            continue
        lo, hi = share_range(value, m.group("near"))
        for n in numbers(hypothesis):
            if n.unit == "%" and lo <= n.value <= hi and not any(a < n.unit_end and n.start < b for a, b, _ in out):
                words = premise[m.start("n"):m.end()]
                of_ = re.match(r"\s+of\b", hypothesis[n.unit_end:])  # "20% of patients": "one in five patients"
                out.append((n.start, n.unit_end + (of_.end() if of_ else 0),
                            words[0].upper() + words[1:] if n.start == 0 else words.lower()))
    return out
