"""Years as spans: "in 1932", "the 1930s", "after 2020", "since 2015", "before 1990", "between 2015 and 2020".

A year the words around it bound stands for the years it allows: "Every contract signed after 2020 includes an
arbitration clause" does not say 2020 against a step's "in 2022", and "opened in 1932" does not contradict "opened
in the 1930s". :mod:`gechat.entail.quantities` reads each year with ``kind`` ("" for the year itself, ``DECADE``,
a bound, or a range's end) and holds two years in conflict only when their spans do not meet
(:func:`meet`); :mod:`gechat.entail.notation` takes a step's year as stated when one of the sentence's spans
lies inside the step's (:func:`within`: "released in 2022" states "released after 2020", not the other way).
"""

from __future__ import annotations

import math
import re

from gechat.text import content_words, stem

DECADE = "s"
#: words before a year that bound it, with the kind of bound
_BEFORE = {"after": ">", "post": ">", "since": ">=", "before": "<", "pre": "<", "until": "<=", "till": "<=",
           "through": "<=", "by": "<="}  # "from 2015" alone is the year itself ("data from 2015")
#: words between the two ends of a range: "between 2015 and 2020", "from 2015 to 2020"
_RANGE_JOIN = {"and", "to", "through", "until", "till"}


def read(low: list[str], i: int) -> tuple[str, int | None]:
    """The kind of the year at ``low[i]`` and, for a range, the index of its other end (to be read with it):
    ("", None) for the year itself, (``DECADE``, None) for "1930s", (">", None) for "after 2020", ("-2020", k)
    for "between 2015 and 2020"."""
    nxt = low[i + 1] if i + 1 < len(low) else ""
    if nxt == "s":
        return DECADE, None
    prev = low[i - 1] if i else ""
    if prev in ("between", "from") and nxt in _RANGE_JOIN and i + 2 < len(low) and _is_year(low[i + 2]) \
            and int(low[i + 2]) > int(low[i]) and not _counts(low, i + 2):
        return f"-{low[i + 2]}", i + 2
    if prev == "from" and nxt in ("until", "till") and (end := _end_event(low, i + 2)) is not None:
        return f"-{low[end]}", end  # "operated from 1952 until it closed in 1998"
    return ("" if _counts(low, i) else _BEFORE.get(prev, "")), None


#: verbs of an end, in "from 1952 until it closed in 1998"
_ENDING = frozenset("closed ended shut stopped ceased folded retired died was were".split())


def _end_event(low: list[str], k: int) -> int | None:
    """The index of the year of an end that "until" opens at ``low[k]``: "it closed in 1998", "the plant was
    demolished in 2004" (a subject of at most three words, a verb of ending, "in", the year), or None."""
    for j in range(k, min(k + 4, len(low))):
        if low[j] in _ENDING:
            rest = low[j + 1 : j + 4]
            for n, w in enumerate(rest):
                if w == "in" and n + 1 < len(rest) and _is_year(rest[n + 1]):
                    return j + 2 + n
            return None
    return None


def _counts(low: list[str], i: int) -> bool:
    """Is the number at ``low[i]`` a round count followed by what it counts ("after 1500 charge cycles", "by 1200
    jobs", "between 1000 and 2000 words")? Then it is no year, and the word before it no bound of one. (A year
    such as 2018 is no round hundred, and "after 2018 carries a clause" is read as the year it is.)"""
    if int(low[i]) % 100 and int(low[i]) >= 1900:
        return False
    after = [w for w in low[i + 1 : i + 3] if w]
    return any(w.isalpha() and len(w) > 3 and w.endswith("s") and not w.endswith("ss") for w in after)


def _is_year(word: str) -> bool:
    return word.isdigit() and len(word) == 4 and 1000 <= int(word) <= 2100


def span(value: float, kind: str) -> tuple[float, float]:
    """The years a year of ``kind`` allows, first and last (infinite for an open bound)."""
    y = int(value)
    if kind == DECADE:
        return (y, y + 9) if y % 10 == 0 else (y, y)
    if kind.startswith("-") and kind[1:].isdigit():
        return (y, int(kind[1:]))
    return {">": (y + 1, math.inf), ">=": (y, math.inf), "<": (-math.inf, y - 1),
            "<=": (-math.inf, y)}.get(kind, (y, y))


def meet(a_value: float, a_kind: str, b_value: float, b_kind: str) -> bool:
    """Can both years hold at once (do their spans share a year)?"""
    (a0, a1), (b0, b1) = span(a_value, a_kind), span(b_value, b_kind)
    return a0 <= b1 and b0 <= a1


def within(inner_value: float, inner_kind: str, outer_value: float, outer_kind: str) -> bool:
    """Does saying the first year say the second: its span inside the second's ("released in 2022" says "after
    2020")? A start or an end ("since 2015", "until 2010") is said only by the same start or end ("became chief
    executive in 2016" does not say "since 2015")."""
    (i0, i1), (o0, o1) = span(inner_value, inner_kind), span(outer_value, outer_kind)
    if outer_kind == ">=":
        return i0 == o0
    if outer_kind == "<=":
        return i1 == o1
    return o0 <= i0 and i1 <= o1


def during(year: float, value: float, kind: str) -> bool:
    """Does a sentence that says something held "since 2015" or "between 2015 and 2020" (``value``, ``kind``) say
    it of ``year``, a year inside that span ("has supplied parts since 2015" / "supplied parts in 2019")? Not an
    open "after" or "before", which says nothing of any one year ("every contract signed after 2020" is a rule for
    the contracts of 2022, which :func:`meet` lets pass; it is no statement that one was signed then)."""
    if kind != ">=" and not (kind.startswith("-") and kind[1:].isdigit()):
        return False
    lo, hi = span(value, kind)
    return lo <= year <= hi


def show(value: float, kind: str) -> str:
    """"1932", "the 1930s", "after 2020", "between 2015 and 2020" ..."""
    y = int(value)
    if kind == DECADE:
        return f"the {y}s"
    if kind.startswith("-"):
        return f"between {y} and {kind[1:]}"
    words = {">": "after", ">=": "since", "<": "before", "<=": "until"}
    return f"{words[kind]} {y}" if kind in words else str(y)


#: a count of years from a year the sentence gives: "four years after construction began", "a decade later"
_APART = re.compile(r"\b(?P<n>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                    r"thirty|forty|fifty|a)\s+(?P<unit>years?|decades?)\s+(?P<way>after|before|later|earlier|previously|"
                    r"prior)\b", re.IGNORECASE)
_APART_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
                "fifty": 50}


def apart(text: str, years_given: list[float], year: float, about: str) -> tuple[str, float] | None:
    """How ``text`` gives ``year`` as a count of years from one of ``years_given`` ("opened to traffic in 1937, four
    years after construction began" gives 1933 as ("four years", 1937); "a decade later" ten years on), or None. The
    year counted is the other event's, so the step (``about``) must name a word of the words after the count
    ("Construction … started in 1933"; not "The railway line opened in 1868" for "opened in 1872, four years after
    work started")."""
    said = set(content_words(about, stem))
    for m in _APART.finditer(text):
        after = re.split(r"[.;]", text[m.end():], maxsplit=1)[0]
        counted = after[:60] if m.group("way").lower() != "later" or content_words(after) else \
            re.split(r"[,;]|\band\b", text[:m.start()])[-1]  # "… and closed for repairs exactly forty years
        # later.": the words of its own clause before "later" are the later event's ("The museum opened in May 1962"
        # is no count); "in 1937; four years later, construction of the tunnel began": those after it
        own = set(content_words(counted, stem)) - set(content_words(text.replace(counted, " "), stem))
        if not said & own:
            continue  # "The first edition appeared on 3 July 1890, and a revised edition followed twelve years
            # later" / "The first edition appeared in 1902": "edition" is both events' word
        prior = re.findall(r"\b(1[0-9]\d\d|20\d\d)\b", text[: m.start()])
        nearest = [float(prior[-1])] if prior else []  # the year the count runs from: the nearest before it
        word = m.group("n").lower()
        n = _APART_WORDS[word] if word.isalpha() else int(word)
        n *= 10 if m.group("unit").lower().startswith("decade") else 1
        sign = 1 if m.group("way").lower() in ("before", "later") else -1  # "in 1937, four years after construction
        # began": 1933; "in 1937, two years before the war began": 1939
        than = re.match(r"\s+than\b", text[m.end():]) is not None
        if than:
            sign = -sign  # "by 2040, ten years earlier than the national target": 2050 (a year bound, "by 2040",
            # counts: the other year is set against it)
        for y in (nearest or years_given):
            if (y in years_given or than) and abs(year - (y + sign * n)) < 1e-9:
                return f"{m.group('n')} {m.group('unit')}", y
    for m, n, y in _spans_ended(text):  # "reopened in April 2013 after a ten-year renovation" / "The renovation
        # started around 2003"
        if stem(m.group("what").lower()) in said and _BEGAN.search(about) and y in years_given \
                and abs(year - (y - n)) < 1e-9:
            return f"{m.group('n')}-{m.group('unit')} {m.group('what')}", y
    return None


#: a span a sentence ends at its year: "reopened in April 2013 after a ten-year renovation", "following a 12-year
#: closure"
_SPAN_AFTER = re.compile(r"\b(?:after|following)\s+(?:an?\s+|its\s+|the\s+)?(?P<n>\d{1,3}|one|two|three|four|five|six|seven|"
                         r"eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)[-\s](?P<unit>year|decade)s?"
                         r"[-\s](?:long\s+)?(?P<what>[a-z]+)", re.IGNORECASE)
#: a step's words of a thing's beginning
_BEGAN = re.compile(r"\b(?:beg[au]n|begins?|start(?:ed|s)?|commenced?|launched|got\s+under\s*way|was\s+launched)\b",
                    re.IGNORECASE)


def _spans_ended(text: str) -> list[tuple[re.Match, int, float]]:
    """Each span ``text`` ends at a year (:data:`_SPAN_AFTER`), with its length in years and the year it ended: the
    nearest year before it in the sentence."""
    out = []
    for m in _SPAN_AFTER.finditer(text):
        prior = re.findall(r"\b(1[0-9]\d\d|20\d\d)\b", text[: m.start()])
        if prior:
            word = m.group("n").lower()
            n = (_APART_WORDS[word] if word.isalpha() else int(word)) * (10 if m.group("unit").lower() == "decade" else 1)
            out.append((m, n, float(prior[-1])))
    return out


def span_start_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step has a span begin in the year the sentence has it end, or "": "The Rijksmuseum reopened in
    April 2013 after a ten-year renovation" / "The Rijksmuseum's renovation began in 2013 and lasted ten years" (0.78
    entailed before this check)."""
    if not (began := _BEGAN.search(hypothesis)):
        return ""
    step_years = {float(y) for y in re.findall(r"\b(1[0-9]\d\d|20\d\d)\b", hypothesis[began.start():][:40])}
    said = set(content_words(hypothesis, stem))
    if set(content_words(hypothesis[: began.start()], stem)) - set(content_words(premise, stem)):
        return ""  # "A renovation of the Rijksmuseum's gardens began in 2013": another thing's span
    for m, n, y in _spans_ended(premise):
        if stem(m.group("what").lower()) in said and y in step_years and n >= 1:
            return f"the sentence has the {m.group('n')}-{m.group('unit')} {m.group('what')} end in {y:g}; the step has " \
                   f"it begin then"
    return ""


#: words that set a figure against the year before its own: "up 54 per cent year on year", "an 8 per cent fall on the
#: previous year", "than a year earlier"
_YEAR_BEFORE = re.compile(r"\b(?:year[- ]on[- ]year|year[- ]over[- ]year|(?:on|from|than|with|over)\s+the\s+(?:previous|"
                          r"prior|preceding)\s+year|(?:than|from|on|with)\s+a\s+year\s+(?:earlier|before|ago))\b",
                          re.IGNORECASE)


#: a figure of a step: a percentage, a sum, a count in millions or of three digits or more
_FIGURE = re.compile(r"\d[\d,.]*\s*(?:%|per\s*cent|percent|million|billion|thousand)|[$€£]\s?\d|\b\d[\d,]{2,}\b",
                     re.IGNORECASE)


def year_before_given(text: str, years_given: list[float], year: float, about: str) -> bool:
    """Does ``text`` set one of its figures against the year before one of ``years_given``, which is ``year``, where
    the step (``about``) gives a figure of that year ("31.4 million … in the third quarter of 2024, up 54 per cent year
    on year" / "about 20 million … in 2023"; not "Founded in 2015, the firm grew its revenue 40 per cent year on year" /
    "founded in 2014")?"""
    return bool(_YEAR_BEFORE.search(text)) and any(abs(year - (y - 1)) < 1e-9 for y in years_given) \
        and bool(_FIGURE.search(re.sub(r"\b(?:19|20)\d\d\b", " ", about)))  # its years aside
