"""A figure the step gives to the time the sentence gives another figure of the same measure.

"The US Geological Survey recorded a magnitude 7.5 earthquake … on 1 January 2024, stronger than the magnitude 6.2
quake that struck the same area in May 2023" / "The Noto Peninsula earthquake of May 2023 measured magnitude 7.5"
(0.97 entailed before this reading); "… paid US import duties of 14.4% on shipments in 2024 …, after it raised the
combined rate from 8.05% set in 2023" / "US duties on … shipments in 2024 stood at 8.05%" (0.92). Each figure is read
with its time: the nearest month or year after it within :data:`NEAR` characters, else the nearest before it, with no
other figure of its measure between the two. It is a conflict when the step gives a figure the time that the
sentence gives another figure of the same measure, while the sentence gives the step's figure another time, and
gives it once.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from gechat.entail import antonyms
from gechat.entail.quantities import QUANTITY_REASON, Quantity, _context, close, quantities, show, singular, words

#: how far a time may stand from its figure, in characters
NEAR = 60
_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
_TIME = re.compile(rf"\b(?:(?P<month>{_MONTH})\s+)?(?P<year>(?:19|20)\d\d)\b(?![-–/]\d)")
#: kinds of figure that are times or labels themselves
_NOT_FIGURES = frozenset({"date", "year", "clock", "weekday", "label", "ordinal"})


class _Timed(NamedTuple):
    figure: Quantity
    year: str
    month: str
    tight: bool = False  # the time stands right after the figure, in its clause ("£180 million in 2023")


def _times(text: str) -> list[tuple[int, int, str, str]]:
    return [(m.start(), m.end(), m.group("year"), m.group("month") or "") for m in _TIME.finditer(text)]


def _same_measure(a: Quantity, b: Quantity, loose: bool = False) -> bool:
    """Of one kind and unit; with ``loose``, counts also where one's unit is among the other's words ("240 retail
    weighing scales" and "250 scales")."""
    return a.kind == b.kind and (a.unit == b.unit or "" in (a.unit, b.unit) or (
        loose and a.kind == "count" and (_unit_word(a.unit) in b.context or _unit_word(b.unit) in a.context)))


def _counts_as(text: str, q: Quantity, other: Quantity) -> bool:
    """Does ``q`` count what ``other`` counts, the noun of ``other``'s unit after at most two words that are no
    preposition ("240 retail weighing scales" for "250 scales"; not "20 crew for vessels", "1,500 families with
    parcels")?"""
    unit = _unit_word(other.unit)
    m = re.search(rf"(?<![\w.,]){re.escape(q.text)}\s+((?:[A-Za-z-]+\s+){{0,2}})({re.escape(unit[:4])}[a-z]*)\b", text,
                  re.IGNORECASE) if len(unit) >= 3 else None
    return bool(m) and not set(m.group(1).lower().split()) & _PREPOSITIONS


_PREPOSITIONS = frozenset("for with of in on at by to from per and or".split())


def _unit_word(unit: str) -> str:
    """A count's unit as a figure's words are read (:func:`gechat.entail.quantities._context`)."""
    return antonyms.stem(singular(unit))


def _timed(text: str) -> list[_Timed]:
    """Each figure of ``text`` with the time it is given (see the module's text); figures with none left out."""
    figures, at = [], 0
    for q in quantities(text):
        if q.kind in _NOT_FIGURES:
            continue
        m = re.compile(rf"(?<![\w.]){re.escape(q.text)}(?![\w])").search(text, at)
        if m is None:
            continue
        figures.append((m.start(), m.end(), q))
        at = m.end()
    times = _times(text)
    out = []
    for start, end, q in figures:
        others = [s for s, _, o in figures if s != start and _same_measure(o, q)]
        after = [t for t in times if end <= t[0] <= end + NEAR and not any(end <= s < t[0] for s in others)
                 and ";" not in text[end : t[0]]]
        before = [t for t in times if start - NEAR <= t[1] <= start and not any(t[1] <= s < start for s in others)
                  and ";" not in text[t[1] : start]]
        if after:
            time = after[0]
        elif before:
            time = before[-1]
        else:
            continue
        tight = bool(after) and time[0] - end <= 25 and not re.search(r"[,;:()]", text[end : time[0]]) \
            and bool(re.search(r"\b(?:in|during)\s+$", text[end : time[0]]))  # "£180 million in 2023"; not a
        # baseline or a deadline, "up 12% from 2022", "a rise of 7% on 2022", "by 15% by 2024"
        out.append(_Timed(q, time[2], time[3], tight))
    return out


#: words that give a figure for every year of a span: "about 500,000 visitors every year since 2015"
_EVERY_YEAR = re.compile(r"\b(?:every|each|a|per)\s+year\b|\bannual(?:ly)?\b|\byearly\b|\bsince\b|\bbetween\b|"
                         r"\bthroughout\b", re.IGNORECASE)


def timed_apart(premise: str, p: Quantity, hypothesis: str, q: Quantity) -> bool:
    """Does the sentence give its figure ``p`` a time and the step its figure ``q`` another, a year the sentence does
    not name ("31.4 million daily active users in the third quarter of 2024, up 54 per cent year on year" / "roughly
    20 million daily active users in the third quarter of 2023": no rival, another time's figure, which the sentence
    may well give by arithmetic)?"""
    mine = [t for t in _timed(hypothesis) if t.figure.text == q.text]
    said = [t for t in _timed(premise) if t.figure.text == p.text]
    if len(mine) != 1 or len(said) != 1 or _same_time(said[0], mine[0]) or mine[0].year in premise \
            or _EVERY_YEAR.search(premise):
        return False  # "In 2019, 25 percent of the 800 households …; by 2023 that share had doubled" / "200 households
        # … in 2023": the sentence tells of the step's year, which a figure of another may still contest
    return True


def _words(q: Quantity) -> set[str]:
    """The words around a figure, its numbers aside."""
    return {w for w in q.context if not w[:1].isdigit()}


def _same_time(a: _Timed, b: _Timed) -> bool:
    return a.year == b.year and (a.month == b.month or "" in (a.month, b.month))


def _told(t: _Timed) -> str:
    return f"{t.month} {t.year}".strip()


def figure_of_another_time(premise: str, hypothesis: str) -> str:
    """The reason the step gives one of the sentence's figures the time of another, or "" (see the module's text)."""
    if not _TIME.search(hypothesis) or len(_TIME.findall(premise)) < 2:
        return ""
    theirs = _timed(premise)
    low = words(hypothesis)
    step_words = _context(low, len(low), len(low))  # every word of the step, read as a figure's words are
    for mine in _timed(hypothesis):
        same = [t for t in theirs if _same_measure(t.figure, mine.figure) and close(t.figure.value, mine.figure.value)]
        if len(same) != 1 or _same_time(same[0], mine):
            continue
        rival = [t for t in theirs if _same_measure(t.figure, mine.figure,
                                                    loose=same[0].tight and _counts_as(premise, t.figure, mine.figure))
                 and not close(t.figure.value, mine.figure.value)
                 and _same_time(t, mine) and _words(t.figure) & step_words]  # of one measure: not "inflation
        # averaged 3.1% in 2023" for "The unemployment rate stood at 4.5% in 2023"; a figure tied to its year ("27 of
        # 250 in 2022") may have a rival that names its count with a word before the noun ("240 retail … scales")
        if len(rival) == 1:
            return (f"{QUANTITY_REASON}{show(mine.figure)} for {_told(mine)}; the sentence gives {show(same[0].figure)} "
                    f"for {_told(same[0])} and {show(rival[0].figure)} for {_told(rival[0])}")
    return ""


_RECORD = re.compile(r"\b(?<!on\s)(?<!of\s)(?:record|all-time\s+high|highest\s+ever)\b(?P<low>\s+lows?\b)?",
                     re.IGNORECASE)  # not "the wettest year on record"; "a record low" is a record of its own kind
#: words that leave the step's record unclaimed: denied, near it, second to it, failed, equalled
_DENIED = re.compile(r"\b(?:not|no|never|nor|short\s+of|below|under|shy\s+of|fell\s+short|close\s+to|near|nearly|"
                     r"almost|second|third|fail\w*|beat|break|broke|equal\w*|match\w*)\b|n't\b", re.IGNORECASE)


def record_of_another_time(premise: str, hypothesis: str) -> str:
    """The reason the step gives a record to another year than the sentence does, or "": "exports were worth £5.6
    billion in 2023, down from a record £6.2 billion in 2022" / "Scotch whisky exports reached a record value in 2023"
    (0.96 entailed before this reading). The sentence's record is the figure right after "record", read with its time
    (see the module's text); the step names one year, which the sentence gives another figure of that measure."""
    years = set(_TIME.findall(hypothesis))
    claimed = _RECORD.search(hypothesis)
    if not claimed or _DENIED.search(hypothesis) or len({y for _, y in years}) != 1:
        return ""
    year = next(iter(years))[1]
    theirs = _timed(premise)
    records = []
    for m in _RECORD.finditer(premise):
        if bool(m.group("low")) != bool(claimed.group("low")):
            continue  # a record low is no record high
        after = [q for q in quantities(premise[m.end() : m.end() + 25]) if q.kind not in _NOT_FIGURES][:1]
        record = [t for t in theirs if after and close(t.figure.value, after[0].value) and t.figure.kind == after[0].kind]
        if len(record) != 1:
            return ""  # a record the reading cannot time: it may be the step's year's
        records.append(record[0])
    if not records or any(r.year == year for r in records):
        return ""  # "… a record £6.2 billion in 2022 and then a new record of £6.5 billion in 2023"
    record = records[0]
    if any(t.year == year and _same_measure(t.figure, record.figure) for t in theirs):
        return f"the step gives the record to {year}; the sentence gives it to {_told(record)}"
    return ""


def figure_time_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state the time the step gives one of its figures, or "": "… while its wage
    bill climbed to £180 million in 2023" / "The club's wage bill in 2022 was £180 million" (0.99 entailed before this
    reading). The sentence gives the figure once, with another time right after it in its clause."""
    if not _TIME.search(hypothesis):
        return ""
    theirs = _timed(premise)
    for mine in _timed(hypothesis):
        same = [t for t in theirs if _same_measure(t.figure, mine.figure) and close(t.figure.value, mine.figure.value)]
        if len(same) == 1 and same[0].tight and not _same_time(same[0], mine) \
                and len([q for q in quantities(premise) if close(q.value, mine.figure.value)]) == 1:
            return f"the step gives {show(mine.figure)} for {_told(mine)}; the sentence gives it for {_told(same[0])}"
    return ""


#: a record the step claims: "set a new auction record", "a record high", "a record £6.2 billion", "was a record for
#: the province", "its highest ever"
#: (not "a criminal record", "a track record", "kept a record of", "off the record", "the court record")
_CLAIMED = re.compile(r"\b(?:set|sets|setting|broke|breaks|breaking|beat|beats|smashed|equalled)\s+"
                      r"(?:a|an|the|its|their)?\s*(?:new\s+)?(?:all-time\s+)?(?:[a-z]+\s+)?record\b"
                      r"|\b(?:a|an|new|all-time)\s+record[- ](?:high|low|levels?|numbers?|total|turnout|year|sum|price|"
                      r"amount|figure|profits?|sales|crowd|temperature)s?\b"
                      r"|\b(?:a|an|new)\s+record\s+[$€£]?\d|\brecord[- ]breaking\b"
                      r"|\b(?:was|were|is|are|be|been)\s+(?:a|an)\s+(?:new\s+)?(?:all-time\s+)?record\b(?!\s+of\b)"
                      r"|\ball-time\s+(?:high|low)\b|\bhighest\s+ever\b|\bever\s+recorded\b", re.IGNORECASE)
#: words of a sentence that tell of a record or a rank, or bound one: what the model may weigh against the step's record
_RANKED = re.compile(r"\b(?:records?|record-\w+|all-time|ever|history|historic\w*|unprecedented|most|fewest|least|best|"
                     r"worst|first\s+time|never|peak\w*|surpass\w*|eclips\w*|beat|beating|broke|breaking|top\w*|"
                     r"since|previous|any\s+other|more\s+than\s+(?:any|every)|than\s+(?:any|every|all)|outnumber\w*|"
                     r"old\s+(?:high|low|mark)|no\s+\w+(?:\s+\w+)?\s+(?:has|had|have)|(?!(?:harvest|interest|forest|honest|request|protest|suggest|contest|"
                     r"modest|arrest|invest|manifest|digest|rest|test|west|guest|quest|chest|nest|pest|vest|crest|"
                     r"conquest|inquest|priest|earnest|behest|bequest|tempest|ingest|congest|attest|detest|infest|divest|"
                     r"midwest|southwest|northwest)\b)[a-z]+est)\b", re.IGNORECASE)  # "the hottest month"


def record_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state the record the step claims, or "": "a Qianlong-period porcelain vase
    estimated at £800,000 to £1.2 million sold for £3.4 million" / "The £3.4 million price set a new auction record
    for Qianlong porcelain" (0.50 entailed before). Only where the sentence has no word of a record or a rank at all
    ("its highest in a decade", "the largest in the game's history", "the first time" leave it to the model); a
    step that denies or nears its record ("fell short of the record") claims none."""
    if not _CLAIMED.search(hypothesis) or _DENIED.search(hypothesis) or _RANKED.search(premise):
        return ""
    return "the step claims a record; the sentence tells of none"


#: a step's words of another occasion of a thing: "an earlier pressure test", "a previous inspection", "another visit"
_OTHER_OCCASION = re.compile(r"\b(?:an?\s+(?:earlier|previous|prior|later|subsequent|separate|second|follow-up)|another)"
                             r"\s+(?P<what>(?:[a-z-]+\s+){0,2}[a-z-]+)", re.IGNORECASE)


def other_occasion(premise: str, hypothesis: str) -> bool:
    """Does the step give its figure to another occasion of a thing the sentence dates or counts once ("During the
    hydrostatic test on 12 June 2024 …" / "The main had failed an earlier pressure test in May 2024")? Its figures
    are then no rival of the sentence's: not stated, not contested."""
    if _OTHER_OCCASION.search(premise):
        return False
    said = set(words(premise))
    return any(set(words(m.group("what"))) & said - {"the", "a", "an", "of"} for m in _OTHER_OCCASION.finditer(hypothesis))
