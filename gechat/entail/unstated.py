"""A figure of the step that the sentence states nowhere, in any notation: such a sentence cannot support the step.

``unstated_figure(premise, hypothesis)`` names it ("the step gives 40%; the sentence states no such figure"), or
gives "" when the sentence states every figure of the step: in its own notation ("1.5 million" / "1,500,000", read by
:mod:`gechat.entail.written` and :mod:`gechat.entail.quantities`), in another unit of the same measure, as a share in
words or "one in five", by arithmetic (:func:`gechat.entail.arithmetic.worked_out`), or as a limit where the step
gives a limit too. Read by :class:`gechat.entail.conflicts.ConflictChecker` as a claim not stated
(``Judgment.missing``), never as a conflict.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gechat import caches
from gechat.entail import changes, clock, dates, rough, set_against, side_gaps, targets, weekdays, years
from gechat.entail.arithmetic import added_up, worked_out
from gechat.entail.limits import in_brackets, limits as limits_of
from gechat.entail.notation import NEAR_WORD, WORD_SHARE, shares, span_holding, word_share
from gechat.entail.numbers import IN_SHARE, ORDINAL_TEXT, in_share, rank_of
from gechat.entail.proportions import SHARE_TOLERANCE, share_range
from gechat.entail.quantities import (
    COUNT_PREPOSITIONS,
    UNITS, Quantity, close, converts, quantities, show, signed, singular, without_names,
)
from gechat.entail.respective import arms_named
from gechat.entail.written import numbers

_PARENTHESES = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")

#: words that state a figure without a numeral, with the kind of figure: "both men" are two men, "half of the
#: land" is 50 percent of it
_IMPLIED = {"both": (2.0, "count"), "pair": (2.0, "count"), "half": (50.0, "percent")}

#: the figures a sentence must state to entail a step that gives them: amounts, shares, measures, dates
_FIGURES = ("percent", "money", "date", "year")


@lru_cache(maxsize=caches.PAIRS)  # read for the pair by the checker's missing() and again by its can_contest()
def unstated_figure(premise: str, hypothesis: str) -> str:
    """The reason ``premise`` cannot entail ``hypothesis``: the step gives a figure (a percentage, an amount,
    a measure, a year, a date, or a count of something) whose value the sentence states nowhere, in any
    notation; "" when it states them all. A date needs its month, and its day and year where the step gives
    them. Figures in brackets are details the step adds, not what it claims, and are not asked for."""
    hq = quantities(_PARENTHESES.sub(" ", hypothesis))  # "(maximum 100 units)" adds a detail, not the claim
    if not hq:
        return ""
    in_shares = [(v, share_range(v, m.group("near"))) for m in IN_SHARE.finditer(premise)
                 if (v := in_share(m)) is not None]
    step_shares = [(v, share_range(v, m.group("near"))) for m in IN_SHARE.finditer(hypothesis)
                   if (v := in_share(m)) is not None]  # "roughly two in five": read once, not per figure
    premise = IN_SHARE.sub(lambda m: m.group(0) if in_share(m) is None else " ", premise)  # "one in ten": read as
    # its share (``in_shares`` below), its numbers no count ("ten shoppers")
    theirs = quantities(premise)  # "$4bn" as well as "4 billion"
    plain = without_names(premise)
    written = numbers(plain)
    limits: dict[float, str] = {}  # "at most 24": a limit, not the value
    within = _WITHIN.search(hypothesis)  # "within 30 days" states a limit: a step's plain 30 days is not stated
    stated = [p.value for p in theirs if p.kind not in ("date", "clock")
              and (within or not re.search(rf"\bwithin\s+{re.escape(p.text)}\b", premise, re.IGNORECASE))]
    for n in written:
        if m := _LIMIT.search(plain, 0, n.start):
            limits[n.value] = re.sub(r"([$€£])\s+", r"\1", f"{m.group(0).strip()} {n.surface}")
        else:
            stated.append(n.value)
    implied = [(value, kind) for word, (value, kind) in _IMPLIED.items()
               if re.search(rf"\b{word}\b", premise, re.IGNORECASE)] + [(v, "percent") for v, _ in shares(premise)]

    percents = [p.value for p in theirs if p.kind == "percent"]
    for q in hq:
        if q.kind == "count" and any(lo <= v <= hi for lo, hi in _word_shares(hypothesis, q)
                                     for v in percents + [v for v, _ in in_shares]):
            continue  # "three quarters of registered voters" / "75 percent of" or "three in four registered voters"
        if q.unit == "share" and any(lo <= v <= hi for share, (lo, hi) in step_shares if abs(share - q.value) < 0.1
                                     for v in percents):
            continue  # "roughly two in five patients" / "39.1%"
        if q.kind == "date":
            if not any(_covers(p, q, stated) or dates.step_bound_holds(premise, hypothesis, p, q)
                       for p in theirs if p.kind == "date"):
                return f"the step gives {show(q)}; the sentence states no such date"
        elif q.kind == "year" and q.unit:  # "after 2020", "the 1930s": a year of the sentence inside it states it
            if not any(years.within(p.value, p.unit, q.value, q.unit) for p in theirs if p.kind == "year"):
                return f"the step gives {show(q)}; the sentence states no such year"
        elif q.kind == "year" and not q.unit and (span_holding(q, theirs, premise, hypothesis) is not None
                                                  or q.value in changes.years_of_figures(premise)):
            continue  # "has supplied parts since 2015" / "supplied parts in 2019"; "in 2022 and 2,750 a year
            # earlier" / "2,750 in 2021"
        elif q.kind == "weekday":  # "on Saturdays" against "on weekdays": not stated; against "daily": stated
            if not any(weekdays.fits(p.value, p.unit, q.value, q.unit) for p in theirs if p.kind == "weekday"
                       and not weekdays.days_of(p.value, p.unit) <= weekdays.excluded(premise)
                       - weekdays.excluded(hypothesis, every=False)) \
                    and not weekdays.days_of(q.value, q.unit) <= weekdays.said_by_words(premise):
                return f"the step gives {show(q)}; the sentence states no such day"
        elif q.kind == "temperature":  # 240 °F is no 240 °C; 350 °F is 175 °C
            if not any(p.kind == "temperature" and (p.unit == q.unit and close(p.value, q.value) or converts(
                    signed(premise, p), p.unit, signed(hypothesis, q), q.unit)) for p in theirs) \
                    and not worked_out(q, premise, hypothesis):  # "fell from 14 to 9 °C" / "dropped by 5 °C"
                return f"the step gives {show(q)}; the sentence states no such temperature"
        elif q.kind == "clock":
            hour = int(q.value) // 60
            on_the_hour = int(q.value) % 60 == 0 and any(close(v, hour) or close(v, hour % 12 or 12) for v in stated)
            if not clock.bounds(q.unit) and not on_the_hour and not any(
                    clock.fits(p.value, p.unit, q.value, q.unit) for p in theirs if p.kind == "clock"):
                return f"the step gives {show(q)}; the sentence states no such time"  # "opens at 9" gives 9 a.m.
        elif (q.kind in _FIGURES or q.kind in UNITS.values() or (q.kind in ("count", "ordinal") and q.unit)
              or _age(hypothesis, q, premise) or _change_size(hypothesis, q)) \
                and not any(close(q.value, v) for v in _stated_as(q, stated, theirs)) \
                and not any(rough.meets(hypothesis, q, p) for p in theirs) \
                and not any(converts(p.value, p.unit, q.value, q.unit) for p in theirs) \
                and not worked_out(q, premise, hypothesis) and not added_up(q, theirs, premise, hypothesis) \
                and not set_against.gap_of_levels(premise, hypothesis, q.value) \
                and not side_gaps.gap_given(premise, hypothesis, q.value) \
                and not targets.target_gap_kept(premise, hypothesis) \
                and not any(abs(q.value - v) < SHARE_TOLERANCE and kind == q.kind for v, kind in implied) \
                and not (q.kind == "percent" and any(lo <= q.value <= hi for _, (lo, hi) in in_shares)) \
                and not (q.kind == "percent" and NEAR_WORD.search(hypothesis[: hypothesis.find(q.text)])
                         and any(abs(q.value - v) < SHARE_TOLERANCE for v, _ in shares(premise, approximate=True))):
            # "one in five"; "about a quarter of the households" / "roughly 25 percent of the households"
            if q.kind == "ordinal" and q.unit in ("quarter", "half") and dates.part_holds(premise, hypothesis):
                continue  # "in the third quarter of 2022" / "on 14 August 2022"
            if q.kind == "ordinal" and any(rank_of(m.group(0)) == q.value for m in ORDINAL_TEXT.finditer(premise)):
                continue  # "a critical first step" / "the first step": the word is there, if not as a rank
            if q.kind == "count" and q.unit in ("group", "arm", "cohort") and arms_named(premise) == q.value:
                continue  # "did not differ among the three groups" / "(Group C), (Group B) and (Group D)"
            limit = next((text for v, text in limits.items() if close(q.value, v)), "")
            if limit and (_SPEAKS_OF_LIMIT.search(hypothesis) or re.search(
                    rf"\b(?:after|beyond|outside|past)\s+(?:the\s+)?{re.escape(q.text)}\b", hypothesis, re.IGNORECASE)):
                continue  # "a minimum of 12 characters" / "at least 12 characters": a limit both ways; "within 30
                # days" / "after 30 days": its other side
            if limit:  # "can hold at most 24 patients" / "holds 24 patients"
                return f"the step gives {show(q)}; the sentence gives it only as a limit ('{limit}')"
            return f"the step gives {show(q)}; the sentence states no such figure"
    return ""


def _change_size(hypothesis: str, q) -> bool:
    """Is the step's unitless count the size of a change or gap it tells ("fell by 1,200 between 2022 and 2023",
    "gained 3,000 between 2011 and 2021"), or a count a preposition follows ("housed 1,900 during the winter")?"""
    prepositions = "|".join(sorted(COUNT_PREPOSITIONS))
    return q.kind == "count" and not q.unit and bool(re.search(
        rf"(?:\bby\s+{re.escape(q.text)}(?![\w.,])|(?<![\w.,]){re.escape(q.text)}\s+(?:{prepositions})\b)", hypothesis))


#: the words before an age the step gives without a unit ("adults aged 40 to 75", "between the ages of 18 and 30")
_AGED = re.compile(r"\b(?:aged|ages?(?:\s+of)?|age\s+group)\s+(?:between\s+)?(?:\d+\s*(?:to|and|-|–)\s*)?$", re.IGNORECASE)


#: ages a sentence gives in words of decades or groups ("in their fifties", "over-65s", "people in their 40s"): left
#: to the model
_AGE_WORDS = re.compile(r"\b(?:(?:in\s+their|aged?|people|adults|patients|children|women|men)\s+"
                        r"(?:early\s+|mid-?\s*|late\s+)?"
                        r"(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|\d0s)|"
                        r"(?:over|under)-\d+s?|\d+-plus\b|\d+-year-olds)", re.IGNORECASE)


def _age(hypothesis: str, q, premise: str = "") -> bool:
    """Is the step's unitless count ``q`` an age ("adults aged 40 to 75") that the sentence does not give in words of
    decades or groups?"""
    return q.kind == "count" and not q.unit and bool(_AGED.search(hypothesis[: hypothesis.find(q.text)])) \
        and not _AGE_WORDS.search(premise)


#: measures of one family: an amount and its rate, read apart when spelt out ("kilowatt-hours", "megabits per second")
_FAMILY = {"data rate": "data", "energy": "power"}


def _stated_as(q, stated: list[float], theirs) -> list[float]:
    """The sentence's numbers that may state the step's measure ``q``: not one the sentence gives in a unit of
    another measure ("holds 60 litres" states no "weighs 60 kilograms"), unless it also gives it in ``q``'s."""
    if q.kind not in UNITS.values() or q.kind == "money":
        return stated
    family = _FAMILY.get(q.kind, q.kind)  # "100 megabits per second" and "100 Mbps" are read as two kinds
    other = [p.value for p in theirs if p.kind in UNITS.values() and p.kind != "money"
             and _FAMILY.get(p.kind, p.kind) != family]
    own = [p.value for p in theirs if _FAMILY.get(p.kind, p.kind) == family]
    return [v for v in stated if any(close(v, o) for o in own) or not any(close(v, o) for o in other)]


def _word_shares(text: str, q: Quantity) -> list[tuple[float, float]]:
    """The percentages each share in words of ``text`` that holds the count ``q`` ("three" of "three quarters of")
    allows (:func:`~gechat.entail.proportions.share_range`): the share give or take its rounding, or below it after
    "nearly", either side after "about"."""
    found = [(m, word_share(m)) for m in WORD_SHARE.finditer(text)
             if m.group("n").lower() == q.text.lower() and singular(m.group("part").lower()) == q.unit]
    return [share_range(value, m.group("near")) for m, value in found]


_WITHIN = re.compile(r"\bwithin\b", re.IGNORECASE)
#: words by which a step itself gives a figure as a limit ("the maximum fine is $5,000", "a minimum age of 18")
_SPEAKS_OF_LIMIT = re.compile(r"\b(?:maximum|minimum|max|min|limit|limits|cap|capped|ceiling|capacity|up to|"
                              r"at (?:least|most)|no (?:more|fewer|less) than|within)\b", re.IGNORECASE)
#: words that make the number after them a limit, not the value: "at most 24", "up to $5,000", "no more than 3"
#: ("over" and "under" are left out: "over three days" is a span of time)
_LIMIT = re.compile(r"\b(?:at\s+(?:least|most)|up\s+to|within|(?:no\s+|not\s+)?(?:more|less|fewer)\s+than|"
                    r"(?:a\s+)?(?:maximum|minimum)\s+of|as\s+(?:many|much|few|little)\s+as)\s*[$€£]?\s*$",
                    re.IGNORECASE)


def _covers(p, q, stated: list[float]) -> bool:
    """Does the sentence's date ``p`` (with the numbers ``stated`` around it) give the step's date ``q``?"""
    pm, pd = divmod(int(p.value), 100)
    qm, qd = divmod(int(q.value), 100)
    year = q.unit[1:]
    return pm == qm and (not qd or pd == qd) and (not year or p.unit == q.unit or any(close(float(year), v)
                                                                                      for v in stated))


#: words of money a sentence may give an amount in without a currency sign
_MONEY_WORDS = re.compile(r"[$€£¥₹₩₽]|\d\s?p\b|\b(?:pounds?|dollars?|euros?|pence|cents?|yen|yuan|renminbi|francs?|"
                          r"kron[ae]r?|kronor|rupees?|pesos?|rand|reais|real|lira|zloty|ringgit|baht|dirhams?|riyals?|"
                          r"shekels?|won|roubles?|rubles?|free)\b",
                          re.IGNORECASE)
#: currency codes ("HKD 2.4 billion", "AUD", "NOK")
_CURRENCY_CODES = re.compile(r"\b(?:[A-Z]{2}D|NOK|SEK|DKK|GBP|EUR|CHF|JPY|CNY|INR|ZAR|BRL|MXN|RUB|KRW|TRY|PLN|CZK|HUF|"
                             r"ILS|AED|SAR)\b")


def money_limit_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state a step's limit of an amount of money where it gives no amount of money
    at all ("cutting annual lighting electricity use from 14.2 GWh to 8.9 GWh" / "has saved the council more than £1
    million a year"), or ""."""
    if _MONEY_WORDS.search(premise) or _CURRENCY_CODES.search(premise.replace("LED", "")):  # not the lamps' "LED"
        return ""
    mine = next((x for x in limits_of(hypothesis) if x.figure.kind == "money"), None)
    return "" if mine is None else f"the step gives {mine.words} {show(mine.figure)}; the sentence gives no amount of money"


#: the measures whose limit a step may give of a thing the sentence measures by no figure at all
_MEASURES = frozenset("time length mass volume speed data temperature".split())


def measure_limit_unstated(premise: str, hypothesis: str) -> str:
    """The reason a sentence that gives no figure at all does not state a step's limit of a time or another measure
    ("Some standing trustees conduct this inquiry at a meeting prior to the meeting of creditors; …" / "… must give
    the standing trustee a copy of the tax return at least fourteen days before the meeting of creditors"), or "":
    not a figure in brackets. A sentence with figures of its own (a number, a year, a date, "a decade") may give
    the limit by arithmetic ("began in 1248 and was not completed until 1880" / "took more than six centuries"),
    which :func:`gechat.entail.limits.limit_unstated` and the elapsed-time readings weigh."""
    plain = _LABELS.sub(" ", _NUMBERING.sub("", premise))  # "1. IDENTIFYING A CHAPTER 13 BUSINESS CASE" read with
    # the sentence under it numbers and names, but gives no figure
    if any(ch.isdigit() for ch in plain) or quantities(plain) or numbers(without_names(plain)) \
            or _SPAN_WORDS.search(plain):
        return ""
    for mine in limits_of(hypothesis):
        q = mine.figure
        if q.kind in _MEASURES and not in_brackets(q, hypothesis):
            return f"the step gives {mine.words} {show(q)}; the sentence states no such figure"
    return ""


#: a heading's or an item's number before its words: "1. ", "3.2 ", "b) "
_NUMBERING = re.compile(r"^\s*(?:\d+(?:\.\d+)*|[A-Za-z]|[ivxIVX]+)[.)]?\s+(?=[A-Za-z])")
#: the numbered divisions and codes a text names, which are no figures: "chapter 13", "11 U.S.C. § 341", "Form 22C"
_LABELS = re.compile(r"\b(?:chapter|section|title|part|article|form|rule|schedule|appendix|table|figure)\s+[\w.()-]*\d"
                     r"[\w.()-]*|(?-i:\d+\s+[A-Z](?:\.[A-Z])+\.?\s*§+\s*[\d.()a-z-]*)|§+\s*[\d.()a-z-]+",
                     re.IGNORECASE)
#: words that give a span of time without a number: "over a decade", "for a fortnight", "half a century"
_SPAN_WORDS = re.compile(r"\b(?:decades?|centur(?:y|ies)|fortnights?|millenni(?:um|a)|dozens?|score|half|quarter)\b",
                         re.IGNORECASE)
