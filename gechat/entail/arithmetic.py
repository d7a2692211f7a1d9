"""Figures a sentence gives by arithmetic, which a step may state without the sentence writing them.

A count of years between two years, days between two dates, a share of two counts ("1,000 of the 2,000
respondents" / "Fifty percent"), a change in percentage points or as a share of its first figure ("from 32 percent
to 35 percent" / "by three percentage points"), a sum or difference of counts where a word says so ("seven of the
nine judges" / "two"), and a figure a small count shares ("together 1,800 megawatts" / "each 900 megawatts").
Parts of a counted whole ("60 percent of its 1,500 employees" / "900 employees", "half of the 40 members" /
"twenty") are :mod:`gechat.entail.wholes`'s. Read by :mod:`gechat.entail.figures` (no conflict) and
:mod:`gechat.entail.unstated` (stated). Changes "from" one figure "to" another are
:mod:`gechat.entail.from_to`'s; two named things compared by counts, :mod:`gechat.entail.compared_counts`'s.
"""

from __future__ import annotations

import re
from dataclasses import replace

from gechat.entail import antonyms, changed_by, elapsed, margins, years
from gechat.entail import dates as dates_
from gechat.entail.quantities import Quantity, quantities, singular
from gechat.entail.averages import average_per_one
from gechat.entail.from_to import change_as_share, from_to
from gechat.entail.differences import difference_said, way_word
from gechat.entail.multiples import multiple_base
from gechat.entail.reckoned import RECKONING, days_of_range, points_from_counts, reckoned
from gechat.entail.rough import meets
from gechat.entail.units import COUNTED_AS, close
from gechat.entail.wholes import NUMBER_STEMS, part_of_whole, share_of_counts, share_of_whole
from gechat.entail.levels import base_of_change
from gechat.text import content_words, said_as_noun


def given_years(pq: list[Quantity]) -> list[float]:
    """The years a sentence gives, alone ("in 1962") or in a date ("in May 1962")."""
    return [p.value for p in pq if p.kind == "year" and not p.unit] \
        + [float(p.unit[1:]) for p in pq if p.kind == "date" and p.unit[:1] == "y"]


_UP_WORDS = re.compile(r"\b(?:up|rose|rise|risen|increased?|climbed|grew|gained|more)\b", re.IGNORECASE)
_DOWN_WORDS = re.compile(r"\b(?:down|fell|fall|fallen|decreased?|dropped|declined|shrank|lost|fewer|less)\b",
                         re.IGNORECASE)


def _same_way(way: str | None, hypothesis: str) -> bool:
    """Does the step move its figure the way the sentence's "up from" / "down from" does (either, where one says
    none)?"""
    if not way:
        return True
    up = bool(_UP_WORDS.match(way))
    return not (_DOWN_WORDS.search(hypothesis) if up else _UP_WORDS.search(hypothesis))


def worked_out(q: Quantity, premise: str, hypothesis: str) -> bool:
    """Does the sentence give the step's figure ``q`` by arithmetic that states it: a count of years from a year it
    gives (:func:`gechat.entail.years.apart`), a share of two counts ("1,000 of the 2,000 respondents" / "Fifty
    percent of the respondents"), a change in percentage points ("from 32 percent to 35 percent" / "by three
    percentage points") or in the figure's own unit ("rose from $40 to $50" / "rose by $10")? (A figure a count
    shares, "together 1,800 megawatts" / "each 900 megawatts", is no conflict but not stated: :func:`derived`.)"""
    pq = quantities(premise)
    if q.kind == "count" and margins.margin_kept(premise, hypothesis, q.value):
        return True  # "beat Hallcross Athletic 3-1" / "won by two goals"
    if q.kind == "year" and not q.unit:
        given = set(given_years(pq))
        plain = {p.value for p in pq if p.kind == "year" and not p.unit}  # not "published in March 2024"
        return years.apart(premise, given_years(pq), q.value, hypothesis) is not None or (
            len(given) == 1 and given == plain and close(q.value, next(iter(given)) - 1)
            and bool(_YEAR_BEFORE.search(premise))) or (len(given) == 1
                                                         and years.year_before_given(premise, list(given), q.value,
                                                                                     hypothesis))
        # "Of the 1,150 restaurants inspected … in 2023, 92 were …, compared with 61 … the year before" / "in 2022"
    if q.kind == "percent" and q.unit != "percentage_point" and share_of_counts(premise, q.value, hypothesis) is not None:
        return True
    if fraction_of_counts(q, premise, hypothesis):
        return True  # "converted 27,000 of its 36,000 streetlights" / "Three-quarters of the streetlights"
    if q.kind == "percent" and q.unit != "percentage_point" and _CHANGE.search(hypothesis) \
            and change_as_share(premise, q.value) is not None:
        return True  # "rose from 800 in 2022 to 1,000 in 2023" / "increased by 25%"
    if q.kind == "percent" and q.unit != "percentage_point":
        from gechat.entail.changes import multiple_holds  # changes reads this module's figures
        if multiple_holds(premise, hypothesis, q.value):
            return True  # "doubled" / "rose by 100 percent"; "halved" / "fell by 50%"
    if q.kind == "time" and q.unit in ("day", "week") and days_of_range(premise, q.value * (7 if q.unit == "week" else 1)):
        return True  # "from 3 to 14 March 2025 inclusive" / "lasts twelve days"
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
    if q.kind == "money" and (over := _OVER_BUDGET.search(premise)) and (gap := quantities(over.group("d"))):
        sign = -1 if over.group("side").lower() in ("over", "above", "more than") else 1
        if any(p.key() == q.key() and p.text != gap[0].text and close(p.value + sign * gap[0].value, q.value)
               for p in pq):
            return True  # "completed at a cost of £14 million, £3 million over the original budget" / "a budget of
            # £11 million"
    if q.kind == "time" and q.unit == "month":
        months = sorted({float(p.unit[1:]) * 12 + int(p.value) // 100 for p in pq if p.kind == "date"
                         and p.unit[:1] == "y" and not int(p.value) % 100})  # "May 2024", not "3 May 2024"
        if any(close(b - a, q.value) for i, a in enumerate(months) for b in months[i + 1:]):
            return True  # "originally due to finish in May 2024, was completed in November 2024" / "six months late"
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
    if q.kind not in ("year", "date", "ordinal", "clock", "weekday") and (
            _combined(q, pq, premise, hypothesis) or part_of_whole(q, premise, hypothesis)
            or share_of_whole(q, premise, hypothesis) is not None
            or _per_period(q, pq, premise, hypothesis)):
        return True  # "1,260 loaves over six days" / "210 a day";
        # "60 percent of its 1,500 employees" / "900 employees"; "20,000 litres each day" / "140,000 litres a week"
    if q.kind not in ("year", "date", "ordinal", "clock", "weekday", "percent") and _whole_of_share(q, pq, premise,
                                                                                                   hypothesis):
        return True  # "totalled 48 mm in September, 60 percent of the month's long-term average" / "… is 80 mm"
    if q.kind == "time" and elapsed.span_fits(q, premise, hypothesis):
        return True  # "began in September 2016 … opened in June 2018" / "took 21 months to build"
    if q.kind == "time" and q.unit == "year" and elapsed.age_holds(q, pq, hypothesis, premise):
        return True  # "born on 12 June 1948, sworn in on 3 January 2011" / "62 years old when sworn in"
    if q.kind == "date" and q.unit[:1] == "y" and elapsed.date_after_span(q, pq, premise, hypothesis):
        return True  # "signed on 9 November 1921 and entered into force eighteen months later" / "in May 1923"
    if changed_by.level_after_change(q, premise, hypothesis):
        return True  # "held at 16 bar …; pressure fell by 0.3 bar" / "had dropped to 15.7 bar"
    if reckoned(q, pq, premise, hypothesis) or difference_said(q, pq, premise, hypothesis) \
            or average_per_one(q, pq, premise, hypothesis) or multiple_base(q, premise, hypothesis):
        return True  # "up from 2.1 billion bushels" / "400 million bushels larger"; "added 10 days"; "each 750 kg"
    if q.kind not in ("year", "date", "ordinal", "clock", "weekday", "percent") and base_of_change(q, premise,
                                                                                                    hypothesis):
        return True  # "31.4 million daily active users …, up 54 per cent year on year" / "roughly 20 million … a
        # year earlier"
    by = re.search(rf"\bby\s+\S*{re.escape(q.text)}\b", hypothesis)  # "rose from $40 to $50" / "rose by $10"
    if by and re.search(r"\bfrom\b", premise) and any(
            close(abs(a.value - b.value), q.value) for i, a in enumerate(pq) for b in pq[i + 1 :]
            if a.key() == q.key() and (b.key() == q.key() or (b.kind == "count" and not b.unit and a.kind != "count"))
            or q.kind == a.kind == b.kind == "count" and not q.unit and not b.unit
            and (told := re.search(rf"\b(?P<way>up|down|rose|fell|increased|decreased|climbed|dropped)?\s*from\s+"
                                   rf"{re.escape(b.text)}\b", premise, re.IGNORECASE)) is not None
            and _same_way(told.group("way"), hypothesis)):
        return True  # "rose to 47.3 million tonnes …, up from 41.8 million" / "exceeded February's by 5.5 million
        # tonnes": the bare figure after the one with a unit is of that unit; "received 41,200 civil legal aid
        # applications in 2023, down from 46,800 in 2022" / "fell by 5,600 between 2022 and 2023"
    if by and q.unit == "point" and any(a.kind == b.kind == "count" and not a.unit and close(abs(a.value - b.value),
                                                                                          q.value)
                                        for a, b, _ in from_to(premise)):
        return True  # "downgraded … from a food hygiene rating of 4 to 1" / "lowered by three points": a scale's points
    points = q.unit == "percentage_point" or (q.unit == "point" and re.search(
        rf"\b{re.escape(q.text)}\s+percentage\s+points?\b", hypothesis, re.IGNORECASE))
    if points and points_from_counts(q, pq, premise, hypothesis):
        return True  # "142 of the 200 students …, compared with 65 percent in 2023" / "rose by six percentage points"
    return bool(points) and bool(re.search(rf"\bby\s+\S*{re.escape(q.text)}\b", hypothesis)) \
        and bool(re.search(r"\bfrom\b", premise)) \
        and any(close(abs(a.value - b.value), q.value) for i, a in enumerate(pq) for b in pq[i + 1:]
                if a.kind == b.kind == "percent")


#: a figure given as a share of a whole it names: "48 mm, 60 percent of the month's long-term average"
_SHARE_OF_WHOLE = re.compile(r"(?P<p>\d+(?:\.\d+)?)\s*(?:%|percent|per\s+cent)\s+of\s+(?:(?:the|its|their|this|"
                             r"last|[\w-]+['’]s)\s+){0,3}(?:[\w-]+\s+){0,2}?(?P<what>average|normal|total|target|budget|"
                             r"forecast|capacity|limit|quota|maximum|level|mean)\b", re.IGNORECASE)


def _gap_between(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is the step's count the gap between two of the sentence's figures of its kind, with the one ahead the step's?"""
    counts = [p for p in pq if p.key() == q.key() or (p.kind == "count" and not p.unit)]
    return any(close(abs(a.value - b.value), q.value) and not _behind_put_ahead(premise, hypothesis, a, b)
               for i, a in enumerate(counts) for b in counts[i + 1:])


def _behind_put_ahead(premise: str, hypothesis: str, a: Quantity, b: Quantity) -> bool:
    """Does the step put ahead the one whose figure is the smaller: its first name stands nearer the smaller of the
    two figures ``a`` and ``b`` in the sentence than the larger ("Ana Ruiz won 18,402 votes to Paul Dreyer's 17,950"
    / "Paul Dreyer finished 452 votes ahead of Ana Ruiz")?"""
    lead = re.match(r"\s*(?:The\s+)?([A-Z][\w'’-]+)", hypothesis)
    big, small = (a, b) if a.value > b.value else (b, a)
    at, big_at, small_at = (premise.lower().find(x.lower()) for x in (lead.group(1) if lead else "\0", big.text,
                                                                     small.text))  # "Imports …" of "… and imports"
    if at < 0 or big_at < 0 or small_at < 0 or re.search(r"\b(?:behind|trail\w*|fewer|less|lost\s+by)\b", hypothesis):
        return False
    return abs(at - small_at) < abs(at - big_at)


def _whole_of_share(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is the step's figure, of the whole the sentence names after "P percent of", the sentence's figure of the
    step's unit divided by that share?"""
    for m in _SHARE_OF_WHOLE.finditer(premise):
        share = float(m.group("p"))
        if share and re.search(rf"\b{m.group('what')}\b", hypothesis, re.IGNORECASE) and any(
                a.key() == q.key() and close(a.value * 100 / share, q.value) for a in pq):
            return True
    return False


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
    if added_up(q, pq, premise, hypothesis):
        return True
    if q.kind in ("count", "money", "mass", "volume") and _GAP.search(hypothesis) \
            and _gap_between(q, pq, premise, hypothesis):
        return True  # "won 18,402 votes to Paul Dreyer's 17,950" / "finished 452 votes ahead of Dreyer"; "Exports were
        # worth $4.2 billion and imports $3.1 billion" / "Exports exceeded imports by $1.1 billion"
    total = _TOTAL.search(hypothesis)
    if total and len(mine) >= 3 and close(sum(mine), q.value):  # "seat 16, 16 and 12 passengers" / "together 44"
        return True
    if not _SHARED.search(f"{premise} {hypothesis}"):
        return False
    top = 10_000 if total else 12  # "35 hives, each 20 kilograms" / "700 kilograms in total"
    counts = {x.value for x in (*pq, *hq) if x.kind == "count" and 2 <= x.value <= top and x is not q}
    return any(close(p.value, q.value * n) or close(q.value, p.value * n)
               for p in pq if p.key() == q.key() for n in counts)


#: words by which a step gives a change as a share ("increased by 25%", "a 25% rise")
_CHANGE = re.compile(r"\b(?:by|up|down)\s+(?:about\s+|around\s+|roughly\s+|some\s+|nearly\s+|almost\s+|"
                     r"approximately\s+|just\s+(?:over|under)\s+)?[\d.]+\s*(?:%|per\s*cent|percent)|[\d.]+\s*(?:%|per\s*cent|percent)\s+"
                     r"(?:rise|increase|fall|drop|decrease|decline|growth|jump|gain)\b", re.IGNORECASE)


#: a cost given against a budget: "£3 million over the original budget", "$2m under its estimate"
_OVER_BUDGET = re.compile(r"(?P<d>[$€£]\s?\d[\d,.]*(?:\s*(?:million|billion|thousand|m|bn)\b)?)\s+(?P<side>over|above|"
                          r"under|below|more\s+than|less\s+than)\s+(?:the|its|their)\s+(?:original\s+|initial\s+|"
                          r"planned\s+)?(?:budget|estimate|forecast|target|price)\b", re.IGNORECASE)
#: words by which a sentence splits or adds up a count ("seven of the nine", "bringing the total to 612")
_PARTS = re.compile(r"\b(?:of the|total|bringing|remaining|rest|in all|altogether|combined|overall|together|net|"
                    r"outside|excluding|other than|apart from|besides)\b|"
                    r"\bfrom\s+\S+\s+(?:\w+\s+)?to\b", re.IGNORECASE)
def added_up(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is the step's figure ``q`` one the sentence's figures add up to, where a word says so: two counts, or a whole
    less two parts, with a word of parts ("together", "net", "outside", "the rest"); a share of a whole it splits
    ("half of them"); a sum per head of a whole it counts ("£2,000 per pupil")? A count with no noun of its own is
    read with the next word for one ("totalled 212 nationwide", "486 were rung"), so any such count is taken."""
    if q.kind == "count" and _PARTS.search(f"{premise} {hypothesis}"):
        counts = [p.value for p in pq if p.kind == "count" and (p.key() == q.key() or _no_noun(premise, p))]
        if any(close(a + b, q.value) or close(abs(a - b), q.value) for i, a in enumerate(counts) for b in counts[i + 1:]):
            return True
        if len(counts) <= 5 and any(close(a - b - c, q.value) for a in counts for b in counts for c in counts
                                    if len({a, b, c}) == 3):
            return True  # "386,000 vehicles …, of which 212,000 … in Europe and 97,000 in North America" / "77,000
            # vehicles outside Europe and North America"
    if (part := _SHARE_OF_THEM.search(premise)) and any(
            p.key() == q.key() and close(p.value * _SHARE_PARTS[part.group(1).lower()], q.value) for p in pq):
        return True  # "48 concerts, half of them in its home hall and the rest on tour" / "24 concerts on tour"
    head = _PER_HEAD.search(hypothesis)
    return bool(head) and not _RATE.search(hypothesis) and any(
        p.key() == q.key() and close(q.value * c.value, p.value) for p in pq for c in pq
        if c.kind == "count" and c.unit and c.unit == COUNTED_AS.get(noun := singular(head.group(1).lower()), noun))
    # "£18 million for its 12 schools, which teach 9,000 pupils" / "£2,000 per pupil"


def _no_noun(text: str, p: Quantity) -> bool:
    """Is the word after the count ``p`` in ``text`` no noun it counts: a verb, a preposition, an adverb, or none?"""
    m = re.search(rf"(?<![\w.,]){re.escape(p.text)}\s*([A-Za-z]*)", text)
    word = m.group(1).lower() if m else ""
    return not word or word in _NOT_COUNTED or word.endswith(("ly", "ed"))  # "and 68 opened"


#: words after a count that are no noun of it ("486 were rung", "212 nationwide", "97,000 in North America")
_NOT_COUNTED = frozenset("were was are is had have went came in on at to for from by of nationwide worldwide overall "
                         "altogether each apiece".split())
#: a share of a whole the sentence splits ("half of them in its home hall and the rest on tour")
_SHARE_PARTS = {"half": 0.5, "a third": 1 / 3, "a quarter": 0.25, "two thirds": 2 / 3, "three quarters": 0.75}
_SHARE_OF_THEM = re.compile(r"\b(half|a third|a quarter|two thirds|three quarters)\s+of\s+(?:them|these|those)\b",
                            re.IGNORECASE)
#: a step's figure for each head of a counted whole: "£2,000 per pupil" (not "each", which says the shares are equal)
_PER_HEAD = re.compile(r"\bper\s+([a-z]+)\b", re.IGNORECASE)
#: a step's rate over a time, which a whole for the year is not ("20 vans per worker each month")
_RATE = re.compile(r"\b(?:each|a|per|every)\s+(?:day|week|month|year|hour|quarter)\b", re.IGNORECASE)
#: words by which a step gives a total of the sentence's figures
_TOTAL_WORDS = r"together|in total|in all|altogether|combined|a total of"
_TOTAL = re.compile(rf"\b(?:{_TOTAL_WORDS})\b", re.IGNORECASE)
#: words by which a step gives a count as the sum of others ("combined", "in total", "counting both")
_SUMMED = re.compile(rf"\b(?:{_TOTAL_WORDS}|counting (?:both|all|each))\b", re.IGNORECASE)
#: words by which a figure is shared by a count ("each of the two", "together", "per unit")
_SHARED = re.compile(r"\b(?:each|together|combined|apiece|per|every one)\b", re.IGNORECASE)


#: words by which a step gives a figure as the gap between two ("3,800 more", "gained 3,800", "a rise of 52,000")
_MORE = re.compile(r"\b(?:more|fewer|less|higher|lower|gain\w*|add\w*|lost|los(?:e|es|ing)|increas\w*|decreas\w*|"
                   r"ris(?:e|es|ing)|rose|fell|fall\w*|gr[eo]w\w*|drop\w*|jump\w*|climb\w*|declin\w*|difference|"
                   r"up|down|shr[ia]nk\w*|extra|additional)\b", re.IGNORECASE)
#: words by which a step gives a figure as a lead or a margin ("452 votes ahead of", "won by 452 votes")
_GAP = re.compile(r"\b(?:ahead|behind|margin|lead|led\s+by|won\s+by|lost\s+by|beat\s+\w+(?:\s+\w+)?\s+by|more|fewer|"
                  r"gap|difference|exceeded\s+\w+(?:\s+\w+)?\s+by|outstripped\s+\w+(?:\s+\w+)?\s+by)\b", re.IGNORECASE)
#: words by which a step gives a figure as an average over a time or a head ("averaged 210 loaves per day")
_PER = re.compile(r"\b(?:averag\w*|(?:per|a|an|each|every)\s+(?:hour|day|week|month|year|head|person|capita))\b",
                  re.IGNORECASE)


#: counted nouns of people an average may be taken over ("per head")
_HEADS = frozenset("person people resident member employee worker student patient household visitor".split())


def _same_count(p: Quantity, q: Quantity) -> bool:
    """Is ``p`` a figure of the step's ``q`` kind and unit, or a bare count where ``q`` is a count ("48,300" for
    "3,800 residents")?"""
    return p.key() == q.key() or (q.kind == "count" and p.kind == "count" and not (p.unit and q.unit))


def _combined(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is the step's figure the average of the sentence's one figure of its kind over the one span it gives ("sold
    1,260 loaves over the six days" / "averaged 210 loaves per day"), or, where the step says it is a total, the sum
    of all the sentence's figures of its kind ("yielded 1,240, 985 and 615 crates" / "2,840 crates in all"; three
    at least)? A gap between two figures is no such reading: which is more, and of what, is the step's claim ("300
    nurses and 120 doctors" / "180 more doctors than nurses")."""
    mine = [p for p in pq if _same_count(p, q) and not close(p.value, q.value)]
    spans = list(_OVER_SPAN.finditer(premise))
    if _PER.search(hypothesis) and len(mine) == 1 and len(spans) == 1:
        n = quantities(f"{spans[0].group('n')} {spans[0].group('u')}")
        per = _period(hypothesis, q.text) or (n[0].unit if n else "")  # "84 crossings in two weeks" / "a day": 14
        factor = 1 if not n or per == n[0].unit else _PERIODS.get((per, n[0].unit))
        if n and factor and n[0].value >= 2 and _rounded(mine[0].value / (n[0].value * factor), q, hypothesis):
            return True
    return len(mine) >= 3 and bool(_SUMMED.search(hypothesis) or _ACROSS.search(hypothesis)) \
        and _one_list(premise, mine) and not re.search(r"\b[A-Z]\b", hypothesis) \
        and close(sum(p.value for p in mine), q.value)


def _rounded(value: float, q: Quantity, hypothesis: str) -> bool:
    """Is the step's figure ``q`` the figure ``value`` worked out, exactly, rounded within half a percent ("roughly 378
    bundles … per week" for 377.8), or as the step's rough word allows on its side ("nearly 165 a day" is not 172)?"""
    return abs(value - q.value) <= 0.005 * abs(value) or meets(hypothesis, q, replace(q, value=value))


def _one_list(text: str, figures: list[Quantity]) -> bool:
    """Are the figures one list, with nothing but commas, "and" and a unit between them ("1,240, 985 and 615 crates";
    not "raised $400,000 …, spent $300,000 … and raised $500,000", nor "Plant A 1,200, Plant B 900")?"""
    at = [m.start() for q in figures for m in [re.search(rf"(?<![\w.,]){re.escape(q.text)}(?![\d])", text)] if m]
    if len(at) != len(figures):
        return False
    at.sort()
    return all(re.fullmatch(r"[\d.,]*\s*(?:[a-z]+\s*)?(?:,\s*|\s+and\s+|,\s+and\s+)[$€£]?\s*", text[a:b])
               for a, b in zip(at, at[1:]))


#: the one span a sentence gives a total over ("over the six days it was open", "in 12 months")
_OVER_SPAN = re.compile(r"\b(?:over|in|across|during|within)\s+(?:the\s+|its\s+|a\s+)?(?:first\s+|last\s+|past\s+)?"
                        r"(?P<n>\d+|[a-z]+)\s+(?P<u>days|weeks|months|years|hours)\b", re.IGNORECASE)


#: a share of a whole the sentence gives as a percentage ("45 percent of the 2,000 runners", "Of the plant's 1,500
#: employees, 60 percent work …")
#: words by which a rate holds only on some days or for a while ("on weekdays", "Monday to Friday", "for the first
#: three months")
_SOME_DAYS = re.compile(r"\b(?:weekdays?|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|"
                        r"sundays?|except|only|first|season\w*|during|until|when|while|peak|some|open|opens|closed|closes|"
                        r"runs?|operat\w*|shifts?|each(?!\s+(?:hour|day|week|month|year)\b)|per\s+\w+\s+per|"
                        r"\w+\s+days?\s+a\s+week|\w+\s+hours?\s+a\s+day|\w+\s+months?\s+a\s+year)\b", re.IGNORECASE)
#: how many of one period make another
_PERIODS = {("day", "week"): 7, ("hour", "day"): 24, ("week", "year"): 52, ("month", "year"): 12, ("day", "year"): 365,
            ("quarter", "year"): 4}
_PERIOD_WORDS = {"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month", "quarterly": "quarter",
                 "yearly": "year", "annually": "year", "annual": "year"}


def _period(text: str, figure: str) -> str:
    """The period a figure is given per in ``text`` ("20,000 litres of milk each day": "day"), or ""."""
    m = re.search(rf"(?<![\w.]){re.escape(figure)}\b[^.;,]{{0,50}}?\b(?:(?:a|an|per|each|every)\s+(?P<u>hour|day|"
                  rf"week|month|quarter|year)|(?P<adv>hourly|daily|weekly|monthly|quarterly|yearly|annually))\b",
                  text, re.IGNORECASE)
    if m is None:
        return ""
    return (m.group("u") or _PERIOD_WORDS[m.group("adv").lower()]).lower()


def _per_period(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is the step's figure a rate of the sentence's over another period ("20,000 litres each day" / "140,000 litres
    a week")?"""
    mine = _period(hypothesis, q.text)
    if not mine or _SOME_DAYS.search(premise) or len([p for p in pq if p.key() == q.key()]) != 1 \
            or any(p.kind in ("year", "date", "time", "count", "percent") for p in pq if p.key() != q.key()):
        return False  # "30 patients a day, Monday to Friday" / "210 a week": not every day of the week
    for p in pq:
        theirs = _period(premise, p.text) if p.key() == q.key() else ""
        if theirs and theirs != mine:
            if (n := _PERIODS.get((theirs, mine))) and close(p.value * n, q.value):
                return True
            if (n := _PERIODS.get((mine, theirs))) and close(q.value * n, p.value):
                return True
    return False


def only_worked_out(premise: str, hypothesis: str) -> bool:
    """Does the step give a figure the sentence does not write, every such figure one the sentence's figures give by
    arithmetic (:func:`worked_out`)? The small NLI model reads such a pair as a contradiction ("Of the plant's 1,500
    employees, 60 percent work on the assembly line" / "900 of the plant's employees work on the assembly line",
    0.98), which the figures do not bear out."""
    pq, hq = quantities(premise), quantities(hypothesis)
    hq += [q for q in quantities(_AS_SIZE.sub(r"\g<fig>larger", hypothesis)) if not any(x.text == q.text for x in hq)]
    # "four tonnes less fruit": a gap with its unit, which no figure reads
    hq += [Quantity(float(m.group(0).replace(",", "")), "count", "", m.group(0))  # "52,000 more books": a gap, which
           for m in re.finditer(r"(?<![\w.])\d(?:[\d,]*\d)?(?:\.\d+)?(?!\w|[.,]\d)", hypothesis)  # no count reads
           if not any(q.text == m.group(0) for q in hq)
           and not (re.fullmatch(r"(?:1[89]|20)\d\d", m.group(0)) and re.search(rf"\b{m.group(0)}\b", premise))]
    # (not a year of a date both give: "by the end of January 2024")
    extra = [q for q in hq if not any(close(p.value, q.value) for p in pq) and not (
        q.kind == "date" and not int(q.value) % 100 and any(p.kind == "date" and p.unit == q.unit
                                                             and int(p.value) // 100 == int(q.value) // 100 for p in pq))]
    # (not a month the sentence dates a day of: "At 31 March 2024" / "over the year to March 2024")
    if not extra or not all(_by_sum(q, pq, premise, hypothesis) for q in extra):
        return False
    said = set(content_words(re.sub(r"['’]s\b", "", premise), antonyms.stem)) | set(content_words(" ".join(
        m.group(0) for rx in (_MORE, _PER, _RATE_WORDS, _SUMMED, _ACROSS, *RECKONING) for m in rx.finditer(hypothesis)),
        antonyms.stem)) | {antonyms.stem(w) for q in extra if (w := way_word(q, hypothesis))} \
        | {antonyms.stem(q.unit) for q in extra if q.kind == "time" and q.unit.isalpha()} | {"net", "short"}  # the
    # word that gives a gap its way, and a span's unit: "exceeded its ceiling by four cases", "cut by two weeks"
    # (not a measure's: "6 each weighed 750 kg" / "The 18 pallets … weighed 13.5 tonnes in total")
    own = {w for w in content_words(re.sub(r"['’]s\b", "", hypothesis), antonyms.stem)
           if not any(ch.isdigit() for ch in w)}
    if "short" in said and _FELL_SHORT.search(hypothesis):
        said |= {"fall", "come"}  # "fell £8m short of its commitment": the gap's way is "short"
    return {w for w in own if w not in NUMBER_STEMS and w not in _REPORTING and w not in _COUNT_NOUNS
            and not said_as_noun(w, said)} <= said  # the step says nothing else of its own:
    # "widened by three percentage points" for "narrowed to 31% from 34%" is for the model to read; "investment" for
    # "invested" is no word of its own


#: the year before the one a sentence gives, told without its number
_YEAR_BEFORE = re.compile(r"\b(?:the|a)\s+(?:year\s+(?:before|earlier)|(?:previous|prior|preceding)\s+year)\b"
                          r"(?=\s*(?:[,.;)]|$|(?:and|while|but|when|as|whereas)\b))", re.IGNORECASE)  # not "the year
# before last", "the year before the pandemic"
#: "fell … short", "came … short"
_FELL_SHORT = re.compile(r"\b(?:fell|falls?|fallen|falling|came|comes?|coming)\s+(?:\S+\s+){0,3}?short\b", re.IGNORECASE)
#: words by which a step only says where its figure is read ("Northvale Constabulary figures show 423 fewer …")
_REPORTING = frozenset(antonyms.stem(w) for w in "show shows showed shown reveal reveals revealed".split())
#: words by which a step only names a count ("Visitor numbers at the museum fell by 23,000")
_COUNT_NOUNS = frozenset(antonyms.stem(w) for w in "number numbers figure figures".split())
#: a figure with its unit before a word of difference ("four tonnes less", "£3 more"), read as a size
_AS_SIZE = re.compile(r"(?P<fig>(?<![\w.])(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                      r"twenty|thirty|forty|fifty|hundred)\s+(?:[a-z]+\s+)?)(?:more|less|fewer|higher|lower)\b(?!\s+than)",
                      re.IGNORECASE)
_ACROSS = re.compile(r"\b(?:across|between|over)\b", re.IGNORECASE)
#: words a step may give a worked-out figure with ("percentage points", "years old", "a week")
_RATE_WORDS = re.compile(r"\b(?:percent(?:age)?|points?|per\s*cent|years?\s+old|aged?|hour|day|week|month|quarter|"
                         r"year|daily|weekly|monthly|annually)\b", re.IGNORECASE)


def fraction_of_counts(q: Quantity, premise: str, hypothesis: str) -> bool:
    """Is the step's share in words ("three-quarters of", "a third of") the share two of the sentence's counts give
    as part and whole, said in their clause ("Of the 200 applicants, 150 were shortlisted … and 50 were rejected" is
    no "Three-quarters … were rejected")?"""
    if q.kind not in ("count", "ordinal") or q.unit not in ("half", "third", "quarter", "fifth", "tenth"):
        return False
    from gechat.entail.notation import WORD_SHARE, word_share  # notation reads this module's years

    for m in WORD_SHARE.finditer(hypothesis):
        said = share_of_counts(premise, word_share(m), hypothesis) if singular(m.group("part").lower()) == q.unit else None
        if said is not None and changed_by.said_in_clause(premise, said, hypothesis):
            return True
    return False


def _by_sum(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is the step's figure one the sentence's figures give by a sum the step names: a gap it calls more or fewer, an
    average, a part a percentage gives, a rate over another period, an age, a date a span on, a share of two counts or
    a change in points or as a share (:func:`worked_out` without the parts of a whole a step may give to either
    side: "Only two of the seven proposals received funding" / "Five of the seven …")?"""
    if fraction_of_counts(q, premise, hypothesis):
        return True
    if q.kind == "percent":
        return share_of_counts(premise, q.value, hypothesis) is not None or change_as_share(premise, q.value) is not None \
            or (q.unit == "percentage_point" and worked_out(q, premise, hypothesis))
    if q.kind == "time" and q.unit == "year" and elapsed.age_holds(q, pq, hypothesis, premise):
        return True
    if q.kind == "date" and q.unit[:1] == "y":
        return elapsed.date_after_span(q, pq, premise, hypothesis)
    return q.kind not in ("year", "ordinal", "clock", "weekday") and (
        _combined(q, pq, premise, hypothesis) or reckoned(q, pq, premise, hypothesis) or part_of_whole(q, premise, hypothesis)
        or share_of_whole(q, premise, hypothesis) is not None or _per_period(q, pq, premise, hypothesis)
        or changed_by.change_by_way(q, premise, hypothesis, from_to(premise))
        or changed_by.level_after_change(q, premise, hypothesis) or difference_said(q, pq, premise, hypothesis)
        or average_per_one(q, pq, premise, hypothesis) or multiple_base(q, premise, hypothesis))
