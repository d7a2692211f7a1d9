"""Figures a sentence gives by arithmetic, which a step may state without the sentence writing them.

A count of years between two years, days between two dates, a share of two counts ("1,000 of the 2,000
respondents" / "Fifty percent"), a change in percentage points or as a share of its first figure ("from 32 percent
to 35 percent" / "by three percentage points"), a sum or difference of counts where a word says so ("seven of the
nine judges" / "two"), and a figure a small count shares ("together 1,800 megawatts" / "each 900 megawatts").
Read by :mod:`gechat.entail.figures` (no conflict) and :mod:`gechat.entail.notation` (stated).
"""

from __future__ import annotations

import re
from dataclasses import replace

from gechat.entail import dates as dates_
from gechat.entail import years
from gechat.entail.quantities import Quantity, quantities
from gechat.entail.units import close, range_units


def worked_out(q: Quantity, premise: str, hypothesis: str) -> bool:
    """Does the sentence give the step's figure ``q`` by arithmetic that states it: a count of years from a year it
    gives (:func:`gechat.entail.years.apart`), a share of two counts ("1,000 of the 2,000 respondents" / "Fifty
    percent of the respondents"), a change in percentage points ("from 32 percent to 35 percent" / "by three
    percentage points") or in the figure's own unit ("rose from $40 to $50" / "rose by $10")? (A figure a count
    shares, "together 1,800 megawatts" / "each 900 megawatts", is no conflict but not stated: :func:`derived`.)"""
    pq = quantities(premise)
    if q.kind == "year" and not q.unit:
        return years.apart(premise, [p.value for p in pq if p.kind == "year" and not p.unit], q.value,
                           hypothesis) is not None
    if q.kind == "percent" and q.unit != "percentage_point" and share_of_counts(premise, q.value) is not None:
        return True
    if q.kind == "percent" and q.unit != "percentage_point" and _CHANGE.search(hypothesis) \
            and change_as_share(premise, q.value) is not None:
        return True  # "rose from 800 in 2022 to 1,000 in 2023" / "increased by 25%"
    if q.kind == "percent" and q.unit != "percentage_point":
        from gechat.entail.changes import multiple_holds  # changes reads this module's figures
        if multiple_holds(premise, hypothesis, q.value):
            return True  # "doubled" / "rose by 100 percent"; "halved" / "fell by 50%"
    if q.kind == "time" and q.unit in ("day", "week"):
        full = [p for p in pq if p.kind == "date" and int(p.value) % 100]
        days = q.value * (7 if q.unit == "week" else 1)
        if any(close(abs(d), days) for a, b in zip(full, full[1:]) for d in dates_.days_between([a], b)):
            return True  # "closed on 3 March 2022, reopened on 17 March 2022" / "for two weeks"
    if q.kind == "time" and q.unit == "year" and not re.search(rf"\b{re.escape(q.text)}\s+years?\s+(?:ago|old)\b",
                                                               hypothesis, re.IGNORECASE):
        dated = [p for p in pq if p.kind == "date" and p.unit[:1] == "y"]
        given = sorted({p.value for p in pq if p.kind == "year" and not p.unit} | (
            {float(p.unit[1:]) for p in dated} if len({int(p.value) // 100 for p in dated}) == 1 else set()))
        # "appointed in January 2015 and stepped down in January 2020" / "for five years": dates of one month
        if any(close(b - a, q.value) for i, a in enumerate(given) for b in given[i + 1:]):
            return True  # "opened in 1957 and hosted its final match in 2006" / "was used for 49 years"
    if q.kind == "count" and _SUMMED.search(hypothesis):
        counts = [p for p in pq if p.kind == "count" and p.value != q.value]
        if any(close(a.value + b.value, q.value) and re.search(rf"\b{re.escape(a.text)}\b[^,;.]{{0,40}}\band\s+"
                                                               rf"{re.escape(b.text)}\b", premise)
               for a, b in zip(counts, counts[1:])):
            return True  # "85 refrigerated trucks and 40 flatbed trailers" / "125 trucks and trailers combined"
    if q.kind == "count" and _PARTS.search(premise) and q.unit != "year":
        counts = [p.value for p in pq if p.kind == "count"]
        if any(close(a - b, q.value) for a in counts for b in counts if a > b):
            return True  # "Of the 312 patients enrolled, 27 withdrew" / "285 … were still in the trial"
    by = re.search(rf"\bby\s+\S*{re.escape(q.text)}\b", hypothesis)  # "rose from $40 to $50" / "rose by $10"
    if by and re.search(r"\bfrom\b", premise) and any(
            close(abs(a.value - b.value), q.value) for i, a in enumerate(pq) for b in pq[i + 1 :]
            if a.key() == b.key() == q.key()):
        return True
    points = q.unit == "percentage_point" or (q.unit == "point" and re.search(
        rf"\b{re.escape(q.text)}\s+percentage\s+points?\b", hypothesis, re.IGNORECASE))
    return bool(points) and bool(re.search(rf"\bby\s+\S*{re.escape(q.text)}\b", hypothesis)) \
        and bool(re.search(r"\bfrom\b", premise)) \
        and any(close(abs(a.value - b.value), q.value) for i, a in enumerate(pq) for b in pq[i + 1:]
                if a.kind == b.kind == "percent")


def derived(q: Quantity, pq: list[Quantity], hq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Does the sentence give the step's count ``q`` without its unit where a word says it adds up ("bringing the
    total to 612"), or as the sum or difference of two of its figures where a word says so ("seven *of the* nine judges"
    gives two; "in total", "remaining"), or a figure shared by a small count where "each", "together" or "per"
    says so ("two reactors together 1,800 megawatts" / "each of the two reactors 900 megawatts")?"""
    if q.kind == "count" and _PARTS.search(premise) and any(p.kind == "count" and not p.unit and close(p.value, q.value)
                                                            for p in pq):
        return True
    if worked_out(q, premise, hypothesis):
        return True  # "1,000 of the 2,000 respondents" / "Fifty percent"; "by three percentage points"
    mine = [p.value for p in pq if p.key() == q.key() or (p.kind == "count" and not p.unit)]
    if q.kind == "count" and _PARTS.search(f"{premise} {hypothesis}"):
        if any(close(a + b, q.value) or close(abs(a - b), q.value) for i, a in enumerate(mine) for b in mine[i + 1 :]):
            return True
    total = _TOTAL.search(hypothesis)
    if total and len(mine) >= 3 and close(sum(mine), q.value):  # "seat 16, 16 and 12 passengers" / "together 44"
        return True
    if not _SHARED.search(f"{premise} {hypothesis}"):
        return False
    top = 10_000 if total else 12  # "35 hives, each 20 kilograms" / "700 kilograms in total"
    counts = {x.value for x in (*pq, *hq) if x.kind == "count" and 2 <= x.value <= top and x is not q}
    return any(close(p.value, q.value * n) or close(q.value, p.value * n)
               for p in pq if p.key() == q.key() for n in counts)


def share_of_counts(premise: str, percent: float) -> str | None:
    """The words of two counts the sentence gives as part and whole whose share is ``percent`` (within half a point:
    "1,000 of the 2,000" for 50), or None."""
    return next((text for a, b, text in of_counts(premise) if abs(100 * a.value / b.value - percent) <= 0.5), None)


def change_as_share(premise: str, percent: float) -> str | None:
    """The words of a change the sentence gives "from" one figure "to" another that is ``percent`` of the first,
    rounded down by at most half a point ("from 800 in 2022 to 1,000 in 2023" for 25), or None."""
    return next((text for a, b, text in from_to(premise)
                 if 0 <= abs(100 * (b.value - a.value) / a.value) - percent <= 0.5), None)


def of_counts(premise: str) -> list[tuple[Quantity, Quantity, str]]:
    """The pairs of counts a sentence gives as part and whole, with their words ("1,000 of the 2,000 respondents",
    "12 of 40 schools")."""
    out = []
    for m in re.finditer(r"(?P<a>\d[\d,.]*)\s+(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+)?(?P<b>\d[\d,.]*)\b", premise):
        a, b = quantities(m.group("a")), quantities(m.group("b"))
        if a and b and b[0].value > 0 and a[0].value <= b[0].value:
            out.append((a[0], b[0], m.group(0)))
    for m in re.finditer(r"\bOf\s+(?:the\s+)?(?P<b>\d[\d,.]*)\b[^,;]{0,90},\s+(?P<a>\d[\d,.]*)\b", premise):
        a, b = quantities(m.group("a")), quantities(m.group("b"))  # "Of the 400 employees surveyed, 120 said …"
        if a and b and b[0].value > 0 and a[0].value <= b[0].value:
            out.append((a[0], b[0], f"{m.group('a')} of the {m.group('b')}"))
    return out


#: words by which a step gives a change as a share ("increased by 25%", "a 25% rise")
_CHANGE = re.compile(r"\b(?:by|up|down)\s+[\d.]+\s*(?:%|per\s*cent|percent)|[\d.]+\s*(?:%|per\s*cent|percent)\s+"
                     r"(?:rise|increase|fall|drop|decrease|decline|growth|jump|gain)\b", re.IGNORECASE)


#: a figure with its scale or percent sign ("$200 million", "6.2%", "32 percent"), and a time after the first of two
_FIGURE = r"[$€£]?\d[\d,.]*(?:\s+(?:million|billion|thousand))?(?:\s*(?:%|percent\b|per\s+cent\b)|\s*°\s*[CF]\b|" \
          r"\s+(?!(?:in|at|by|the|and|to|of|on|for|an?|up|down|from|over|during|as|per|a\s+year)\b)[a-z]+\b)?"
_WHEN = r"(?:\s+(?:in|at\s+the\s+end\s+of|by\s+the\s+end\s+of|as\s+of)\s+(?:\d{4}|[A-Z][a-z]+(?:\s+\d{4})?|Q[1-4]|" \
        r"the\s+\w+\s+(?:quarter|year)))?"
_FROM_TO = re.compile(rf"\bfrom\s+(?P<a>{_FIGURE}){_WHEN},?\s+to\s+(?P<b>{_FIGURE})|"
                      rf"\bto\s+(?P<b2>{_FIGURE}){_WHEN},?\s+(?:(?:up|down)\s+)?from\s+(?P<a2>{_FIGURE}){_WHEN}",
                      re.IGNORECASE)


def from_to(premise: str) -> list[tuple[Quantity, Quantity, str]]:
    """The figures a sentence gives as a change, "from" one "to" another ("rose from 800 in 2022 to 1,000 in
    2023", "grew from $200 million to $250 million", "fell from 6.2% in January to 5.4%"; "cut the price to $40 from
    $50", "increased to 1.5 million, up from 1.2 million"), with the words that give them."""
    out = []
    premise = range_units(premise)  # "from 14 to 9 °C": "from 14 °C to 9 °C"
    for m in _FROM_TO.finditer(premise):  # "from $50 to $40", or "to $40 from $50", "to 1.5 million, up from 1.2 million"
        a, b = quantities(m.group("a") or m.group("a2")), quantities(m.group("b") or m.group("b2"))
        if a and b and a[0].value > 0:
            if a[0].kind == "count" and not a[0].unit and b[0].unit:  # "from 800 to 1,000 students": 800 students
                a = [replace(a[0], kind=b[0].kind, unit=b[0].unit)]
            out.append((a[0], b[0], m.group(0)))
    return out


#: words by which a sentence splits or adds up a count ("seven of the nine", "bringing the total to 612")
_PARTS = re.compile(r"\b(?:of the|total|bringing|remaining|rest|in all|altogether|combined|overall)\b|"
                    r"\bfrom\s+\S+\s+(?:\w+\s+)?to\b", re.IGNORECASE)
#: words by which a step gives a total of the sentence's figures
_TOTAL = re.compile(r"\b(?:together|in total|in all|altogether|combined|a total of)\b", re.IGNORECASE)
#: words by which a figure is shared by a count ("each of the two", "together", "per unit")
#: words by which a step gives a count as the sum of others ("combined", "in total", "counting both")
_SUMMED = re.compile(r"\b(?:together|in total|in all|altogether|combined|a total of|counting (?:both|all|each))\b",
                     re.IGNORECASE)
_SHARED = re.compile(r"\b(?:each|together|combined|apiece|per|every one)\b", re.IGNORECASE)
