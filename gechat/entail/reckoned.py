"""Figures a step reckons from two of the sentence's, where a word on one side says how.

* a difference told by a comparative after the step's figure: "2.5 billion bushels, up from 2.1 billion bushels" /
  "about 400 million bushels larger"; "from 96 MB to 71 MB" / "25 MB smaller";
* a sum told by the sentence's "added", "plus" or "on top of": "added about 10 days to its voyages, which previously
  took around 30 days" / "now take roughly 40 days"; "£55 million plus £5 million in add-ons" / "£60 million";
* a product told by "each", in any unit of the measure's scale: "18 pallets, each weighing 750 kg" / "13.5 tonnes
  in total".

Read by :func:`gechat.entail.arithmetic.worked_out` (stated, and so no conflict). A figure the sentence already
gives as the total ("added 200 jobs, bringing its workforce to 1,200") is no part of a sum.
"""

from __future__ import annotations

import re

from gechat.entail.quantities import Quantity
from gechat.entail.units import close, converts, scale_of

#: kinds of figure that name a time or a rank, not an amount to add or subtract
_NOT_AMOUNTS = frozenset({"year", "date", "ordinal", "clock", "weekday"})
#: a comparative after the step's figure: "400 million bushels larger", "25 MB smaller"
_COMPARATIVE = r"(?:larger|smaller|bigger|greater|more|less|fewer|higher|lower|longer|shorter|heavier|lighter|" \
               r"cheaper|faster|slower)"
#: comparatives of the larger side
_MORE_WORDS = frozenset("larger bigger greater more higher longer heavier faster".split())
#: a sentence's word that adds one figure to another
_ADDED = re.compile(r"\b(?:add(?:ed|s|ing)?|plus|on\s+top\s+of|in\s+add-ons|extra)\b", re.IGNORECASE)
#: words before a figure that give it as a total already reached
_REACHED = re.compile(r"\b(?:to|total\s+of|totall?ing|reaching|reached|bringing\s+\w+\s+\w*\s*to|now\s+(?:has|have|stands\s+at|"
                      r"totals?|numbers?))\s+(?:about\s+|around\s+"
                      r"|roughly\s+|some\s+)?[$€£]?\s?$", re.IGNORECASE)
#: a step's word of the figure now, after what was added: "now take roughly 40 days"
_NOW = re.compile(r"\b(?:now|in\s+all|in\s+total|altogether|all\s+told|overall|up\s+to)\b", re.IGNORECASE)
#: a step's word of a whole: "in total", "altogether", "combined", "worldwide"
_WHOLE = re.compile(r"\b(?:in\s+total|total|altogether|in\s+all|all\s+told|combined|together|overall|worldwide|"
                    r"globally)\b", re.IGNORECASE)
#: a step's word of what is left of a whole: "Thirty months of the sentence were not suspended", "the remaining"
_REST = re.compile(r"\b(?:not|remaining|remainder|rest|left|outstanding|unspent|unused)\b", re.IGNORECASE)
#: a step's words of the part of a whole a share leaves out: "lacked 4G coverage", "without", "uncovered"
_LACKED = re.compile(r"\b(?:lack(?:s|ed|ing)?|without|uncovered|missing|remaining|rest|outside)\b", re.IGNORECASE)
#: a span a sentence gives as an adjective: "a five-year grant", "a 12-month contract"
_SPAN_ADJ = re.compile(r"\b(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)-(?P<u>year|month|week|day)\b",
                       re.IGNORECASE)
#: a step's rate over a period: "per year", "a month", "annually"
_PER_UNIT = re.compile(r"\b(?:per|a|an|each|every)\s+(?P<u>year|month|week|day)\b|\b(?P<adv>annually|yearly|monthly|"
                       r"weekly|daily)\b", re.IGNORECASE)
#: the step's words of how a figure is reckoned, which add nothing of their own (read by
#: :func:`gechat.entail.arithmetic.only_worked_out`)
RECKONING = (_WHOLE, _REST, _PER_UNIT, re.compile(rf"\b{_COMPARATIVE}\b", re.IGNORECASE))
_ADVERB_UNIT = {"annually": "year", "yearly": "year", "monthly": "month", "weekly": "week", "daily": "day"}
_SPAN_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
               "twelve": 12}


def _reached(premise: str, p: Quantity) -> bool:
    """Does the sentence give ``p`` as a total already reached ("bringing its workforce to 1,200")?"""
    at = premise.find(p.text)
    return at >= 0 and bool(_REACHED.search(premise[:at]))


def reckoned(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is the step's figure ``q`` a difference, sum or product of two of the sentence's figures ``pq`` that a word
    says it is (see the module's text)?"""
    if q.kind in _NOT_AMOUNTS:
        return False
    same = [p for p in pq if p.key() == q.key() and not close(p.value, q.value)]
    pairs = [(a, b) for i, a in enumerate(same) for b in same[i + 1:]]
    said = re.search(rf"(?<![\w.]){re.escape(q.text)}\b[^,;.]{{0,30}}?\b(?P<word>{_COMPARATIVE})\b", hypothesis,
                     re.IGNORECASE)
    if said and any(close(abs(a.value - b.value), q.value) and _way_holds(a, b, premise, hypothesis[: said.start()],
                                                                          said.group("word").lower() in _MORE_WORDS)
                    for a, b in pairs):
        return True
    if (_ADDED.search(premise) and _NOW.search(hypothesis) or _WHOLE.search(hypothesis)) and any(
            close(a.value + b.value, q.value) and not _reached(premise, a) and not _reached(premise, b)
            and not _baseline(premise, a) and not _baseline(premise, b) for a, b in pairs):
        return True  # "$48 million in North America and $65 million abroad" / "$113 million worldwide"
    shares = [s.value for s in pq if s.kind == "percent" and s.unit == "%"]
    if _LACKED.search(hypothesis) and any(close((100 - s) / 100 * w.value, q.value) and not any(
            close(100 - s, x) for x in shares) for s in shares for w in pq if w.key() == q.key()):
        return True  # "only 81% of the country's 92,000 square kilometres" / "About 17,480 square kilometres … lacked"
    if _REST.search(hypothesis) and _remainder(q, pq):
        return True  # "four years in prison …, suspending 18 months" / "Thirty months … were not suspended"
    if _per_span(q, pq, premise, hypothesis):
        return True  # "a five-year grant of $12.5 million" / "averages $2.5 million per year"
    if re.search(r"\beach\b", premise, re.IGNORECASE) and _WHOLE.search(hypothesis):
        counts = [p for p in pq if p.kind == "count" and p.unit and 2 <= p.value <= 10_000]
        return any((converts(n.value * p.value, p.unit, q.value, q.unit) or (p.key() == q.key() and close(
            n.value * p.value, q.value))) and _each_of(premise, n, p) for n in counts for p in pq
            if p.kind == q.kind and p is not n)
    return False


def _remainder(q: Quantity, pq: list[Quantity]) -> bool:
    """Is ``q`` one of the sentence's figures less another, both of its measure's scale ("four years" less "18
    months" is "thirty months")?"""
    mine = scale_of(q.unit)
    scaled = [(p.value * s[1], s[0]) for p in pq if p.kind == q.kind and (s := scale_of(p.unit))]
    return mine is not None and any(
        ka == kb == mine[0] and a > b and close(a - b, q.value * mine[1])
        for i, (a, ka) in enumerate(scaled) for (b, kb) in scaled[i + 1:] + scaled[:i])


def _per_span(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is ``q`` the sentence's one figure of its kind over the one span it gives as an adjective, per that span's
    unit ("a five-year grant of $12.5 million" / "$2.5 million per year")?"""
    per, spans = _PER_UNIT.search(hypothesis), list(_SPAN_ADJ.finditer(premise))
    mine = [p for p in pq if p.key() == q.key() and not close(p.value, q.value)]
    if per is None or len(spans) != 1 or len(mine) != 1:
        return False
    unit = (per.group("u") or _ADVERB_UNIT[per.group("adv").lower()]).lower()
    word = spans[0].group("n").lower()
    n = _SPAN_WORDS.get(word) or (int(word) if word.isdigit() else 0)
    return unit == spans[0].group("u").lower() and n >= 2 and close(mine[0].value / n, q.value)


def _way_holds(a: Quantity, b: Quantity, premise: str, before: str, more: bool) -> bool:
    """Does the step's comparison go the sentence's way: a change "from" one figure "to" the other, or "up from" it,
    the way it moved ("from 96 MB to 71 MB" / "25 MB smaller"); else the figure nearest the first name or year the
    step gives before it, the larger for "more" ("Wind supplied 18 terawatt-hours and solar 11" / "Solar supplied 7
    terawatt-hours more than wind" does not)?"""
    at_a, at_b = (re.search(rf"(?<![\w.]){re.escape(x.text)}(?![\d])", premise) for x in (a, b))
    if at_a is None or at_b is None:
        return True
    first, second = (a, b) if at_a.start() < at_b.start() else (b, a)
    gap = premise[min(at_a.end(), at_b.end()): max(at_a.start(), at_b.start())]
    if re.search(r"\b(?:up|down)\s+from\b", gap, re.IGNORECASE):
        return (first.value > second.value) == more  # "reached 2.5 billion bushels, up from 2.1 billion"
    if re.search(r"\bfrom\s+[$€£]?\s?$", premise[: min(at_a.start(), at_b.start())], re.IGNORECASE) and \
            re.search(r"\bto\b", gap, re.IGNORECASE):
        return (second.value > first.value) == more  # "from 96 MB to 71 MB"
    for anchor in re.findall(r"\b(?:[A-Z][\w-]+|(?:1[89]|20)\d\d)\b", before):
        if anchor in ("The", "A", "An", "In", "On", "At") or (where := premise.lower().find(anchor.lower())) < 0:
            continue
        near = a if abs(where - at_a.start()) < abs(where - at_b.start()) else b
        far = b if near is a else a
        return (near.value > far.value) == more
    return True


def _baseline(premise: str, p: Quantity) -> bool:
    """Is ``p`` the figure a change runs from ("down from 5 days", "up from £25"), no part of a sum?"""
    at = premise.find(p.text)
    return at >= 0 and bool(re.search(r"\bfrom\s+[$€£]?\s?$", premise[:at], re.IGNORECASE))


def _each_of(premise: str, n: Quantity, p: Quantity) -> bool:
    """Does "each" tie the count ``n`` to the figure ``p`` within one clause ("18 pallets, each weighing 750 kg"; not
    "Each of the four engines produces 2 MW, and the ship carries 12 lifeboats")?"""
    at_n, at_p = premise.find(n.text), premise.find(p.text)
    if at_n < 0 or at_p < 0:
        return False
    span = premise[max(0, min(at_n, at_p) - 12): max(at_n, at_p)]
    return bool(re.search(r"\beach\b", span, re.IGNORECASE)) and not re.search(r";|,?\s+and\s+", span)
