"""Figures a step reckons from two of the sentence's, where a word on one side says how.

* a difference told by a comparative after the step's figure: "2.5 billion bushels, up from 2.1 billion bushels" /
  "about 400 million bushels larger"; "from 96 MB to 71 MB" / "25 MB smaller";
* a sum told by the sentence's "added", "plus" or "on top of": "added about 10 days to its voyages, which previously
  took around 30 days" / "now take roughly 40 days"; "£55 million plus £5 million in add-ons" / "£60 million";
* a product told by "each", in any unit of the measure's scale: "18 pallets, each weighing 750 kg" / "13.5 tonnes
  in total";
* a ratio told by "for every" or "per": "3,960 applicants competing for 180 places" / "22 applicants for every place";
* a distance from a norm the sentence names with its figure: "originally budgeted at £84 million …, now expected to
  cost £112 million" / "£28 million over its original budget";
* a change in percentage points between the share two counts give and another time's share
  (:func:`points_from_counts`), and the days of a range of one month (:func:`days_of_range`, "from 3 to 14 March
  inclusive" / "twelve days").

A comparison is reckoned only the sentence's way round: the step's side is the figure nearest a name or year it gives
before "than" (in that figure's own part of the sentence), the other side the one after it; a step that names no side
the sentence places is not reckoned ("the hospital added 6 more beds" is no gap between two wards).

Read by :func:`gechat.entail.arithmetic.worked_out` (stated, and so no conflict). A figure the sentence already
gives as the total ("added 200 jobs, bringing its workforce to 1,200") is no part of a sum.
"""

from __future__ import annotations

import re

from gechat.entail.proportions import WHOLE_OF_WHICH, of_which_value
from gechat.entail.quantities import Quantity, quantities, singular
from gechat.entail.rough import rough_word
from gechat.entail.units import close, converts, scale_of
from gechat.entail.wholes import of_counts

#: kinds of figure that name a time or a rank, not an amount to add or subtract
NOT_AMOUNTS = frozenset({"year", "date", "ordinal", "clock", "weekday"})
#: a comparative after the step's figure: "400 million bushels larger", "25 MB smaller"
_COMPARATIVE = r"(?:larger|smaller|bigger|greater|more|less|fewer|higher|lower|longer|shorter|heavier|lighter|" \
               r"cheaper|faster|slower|ahead|behind)"
#: comparatives of the larger side
_MORE_WORDS = frozenset("larger bigger greater more higher longer heavier faster ahead".split())
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
_REST = re.compile(r"\b(?:not|other\s+than|remaining|remainder|rest|left|outstanding|unspent|unused|(?:still|yet)\s+to\s+(?:be|go)|"
                   r"to\s+go)\b", re.IGNORECASE)
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
RECKONING = (_WHOLE, _REST, _PER_UNIT, re.compile(rf"\b{_COMPARATIVE}\b", re.IGNORECASE),
             re.compile(r"\b(?:for|to)\s+(?:every|each)\b", re.IGNORECASE))
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
    if q.kind in NOT_AMOUNTS:
        return False
    same = [p for p in pq if (p.key() == q.key() or (p.kind == q.kind == "count" and not p.unit and _counted_alike(
        premise, p, q))) and not close(p.value, q.value)]  # "18,240 votes, ahead of … Tom Hale on 15,910"
    pairs = [(a, b) for i, a in enumerate(same) for b in same[i + 1:]]
    said = re.search(rf"(?<![\w.]){re.escape(q.text)}\b[^,;.]{{0,30}}?\b(?P<word>{_COMPARATIVE})\b", hypothesis,
                     re.IGNORECASE)
    if said and any(close(abs(a.value - b.value), q.value) and _way_holds(
            a, b, premise, (hypothesis[: said.start()], hypothesis[said.end():]),
            said.group("word").lower() in _MORE_WORDS, same) for a, b in pairs):
        return True
    if (_ADDED.search(premise) and _NOW.search(hypothesis) or _WHOLE.search(hypothesis)) and any(
            close(a.value + b.value, q.value) and not _reached(premise, a) and not _reached(premise, b)
            and not _baseline(premise, a) and not _baseline(premise, b) for a, b in pairs):
        return True  # "$48 million in North America and $65 million abroad" / "$113 million worldwide"
    shares = [s.value for s in pq if s.kind == "percent" and s.unit == "%"]
    if _LACKED.search(hypothesis) and any(close((100 - s) / 100 * w.value, q.value) and not any(
            close(100 - s, x) for x in shares) for s in shares for w in pq if w.key() == q.key()):
        return True  # "only 81% of the country's 92,000 square kilometres" / "About 17,480 square kilometres … lacked"
    if _REST.search(hypothesis) and (_remainder(q, pq) or any(
            close(of_which_value(m.group("whole")) - of_which_value(m.group("part")), q.value)
            for m in WHOLE_OF_WHICH.finditer(premise))):  # "delivered 5,320 babies in 2023, of which 1,862 were by
        # caesarean section" / "3,458 babies … other than by caesarean section"
        return True  # "four years in prison …, suspending 18 months" / "Thirty months … were not suspended"
    if _share_of_which(q, pq, premise, hypothesis) or _before_gap(q, pq, premise):
        return True  # "raised £2.4 million …, of which 35% came from legacies" / "£840,000"; "packed 18,600 food
        # parcels in December, 3,200 more than in the same month last year" / "15,400 … the previous year"
    if _per_each(q, pq, premise, hypothesis) or _against_norm(q, pq, premise, hypothesis):
        return True  # "3,960 applicants competing for 180 places" / "22 applicants for every place"; "originally
        # budgeted at £84 million …, now expected to cost £112 million" / "£28 million over its original budget"
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
    if len([k for _, k in scaled if mine and k == mine[0]]) != 2:
        return False  # "the 14.5-kilometre tunnel and its 3-kilometre service shaft …, bored 9.8 kilometres": which
        # two figures the rest lies between is not said
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


def _way_holds(a: Quantity, b: Quantity, premise: str, step: tuple[str, str], more: bool, pool: list[Quantity]) -> bool:
    """Does the step's comparison go the sentence's way: a change "from" one figure "to" the other, or "up from" it,
    the way it moved ("from 96 MB to 71 MB" / "25 MB smaller"); else the figure nearest a name or year the step gives
    of its own side (before the comparative, or between it and "than"), the larger for "more", or nearest one it gives
    after "than", the smaller ("Wind supplied 18 terawatt-hours and solar 11" / "Solar supplied 7 terawatt-hours more
    than wind" does not)? Where the step names no side the sentence places, or names one whose figure is neither of
    the two (``pool``: the sentence's figures of the kind), it does not."""
    at_a, at_b = (re.search(rf"(?<![\w.]){re.escape(x.text)}(?![\d])", premise) for x in (a, b))
    if at_a is None or at_b is None:
        return False
    before, after = step
    than = re.search(r"\bthan\b|^\s*of\b", after, re.IGNORECASE)  # "452 votes ahead of Ana Ruiz": "of" as "than"
    read = [_placed(before + " " + (after[: than.start()] if than else ""), premise, pool, before + " " + after),
            _placed(re.split(r"(?<=[\w'’\")])\s+(?:in|at|on|during|for|over)\s+(?=the\b|[A-Z0-9])", after[than.end():])[0]
                    if than else "", premise, pool, before + " " + after)]  # "than Hale in the Harwick mayoral
    # race": the setting the step ends on is both sides'
    sides = [x for x, _ in read]
    if any(named and x is None for x, named in read) \
            or any(x is not None and x is not a and x is not b for x in sides) \
            or (sides[0] is not None and sides[0] is sides[1]):
        return False  # "Heathrow handled 79.2 million …, Gatwick 40.9 million and Stansted 27.9 million" / "Heathrow
        # handled 13 million more passengers than Gatwick": another pair's gap; "sold 1,250 loaves in March and
        # 1,310 in April" / "… than the Alder Street bakery in April": no one figure of that side
    if sides[0] is not None or sides[1] is not None:
        mine = sides[0] if sides[0] is not None else (b if sides[1] is a else a)
        other = b if mine is a else a
        return (mine.value > other.value) == more
    first, second = (a, b) if at_a.start() < at_b.start() else (b, a)
    gap = premise[min(at_a.end(), at_b.end()): max(at_a.start(), at_b.start())]
    if re.search(r"\b(?:up|down)\s+from\b", gap, re.IGNORECASE):
        return (first.value > second.value) == more  # "reached 2.5 billion bushels, up from 2.1 billion"
    if re.search(r"\bfrom\s+[$€£]?\s?$", premise[: min(at_a.start(), at_b.start())], re.IGNORECASE) and \
            re.search(r"\bto\b", gap, re.IGNORECASE):
        return (second.value > first.value) == more  # "from 96 MB to 71 MB"
    return False


#: a name or a year a step places one side of a comparison by: "Plant A", "Gatwick", "2022"
_ANCHOR = re.compile(r"\b(?:(?:[A-Z][\w'’-]*)(?:\s+(?:[A-Z0-9][\w'’-]*))*|(?:1[89]|20)\d\d)\b")
_NOT_ANCHORS = frozenset({"The", "A", "An", "In", "On", "At", "It", "Its", "Their", "This", "That"})


def _placed(words: str, premise: str, pool: list[Quantity], step: str = "") -> tuple[Quantity | None, bool]:
    """(the sentence's figure of ``pool`` that the names and years of ``words`` place, whether they name any the
    sentence gives): each name or year stands with the figures of its part of the sentence (the nearest where its
    part has none); the side's figure is the one every name's parts hold, and where several are, the one nearest a
    year or month the step gives ("Orla bikes rose from 4,200 in 2022 to 5,100 in 2023" / "in 2023": 5,100). A side
    whose names hold no one figure is named but not placed."""
    placed = [(x, f.start()) for x in pool if (f := re.search(rf"(?<![\w.]){re.escape(x.text)}(?![\d])", premise))]
    if not placed:
        return None, False
    cuts = [0, *(c.end() for c in _PART_CUT.finditer(premise)), len(premise) + 1]

    def held(where: int) -> set[int]:  # the figures (by index) of the part of the sentence at ``where``, with the
        # parts after it that open with a figure, naming no one of their own ("1,250 loaves in March and 1,310 in April")
        k = next((k for k, (lo, hi) in enumerate(zip(cuts, cuts[1:])) if lo <= where < hi), 0)
        lo, hi = cuts[k], cuts[k + 1] if k + 1 < len(cuts) else len(premise)
        while k + 2 < len(cuts) and re.match(r"\s*(?:about\s+|some\s+|another\s+)?[$€£]?\d", premise[cuts[k + 1]: cuts[k + 2]]):
            k += 1
            hi = cuts[k + 1]
        own = {i for i, (_, at) in enumerate(placed) if lo <= at < hi}
        return own or {min(range(len(placed)), key=lambda i: abs(where - placed[i][1]))}

    candidates: set[int] | None = None
    marks: list[int] = []  # where the side's names and years stand in the sentence
    for m in _ANCHOR.finditer(words):
        told = m.group(0).split()
        while told and told[0] in _NOT_ANCHORS:
            told = told[1:]  # "The Harwick …": not "The"; "Plant A" whole
        found = list(re.finditer(rf"(?<![\w-]){re.escape(' '.join(told))}(?![\w-])", premise, re.IGNORECASE)) \
            if told else []
        if not found or (len(found) > 2 and not _TIME.fullmatch(" ".join(told))):
            continue  # "Plant" of "Plant A, Plant B and Plant C": no one side
        these = set().union(*(held(f.start()) for f in found))
        candidates = these if candidates is None else candidates & these
        marks += [f.start() for f in found if len(found) == 1 or _TIME.fullmatch(" ".join(told))]
        owned = [i for f in found for i, (_, at) in enumerate(placed)
                 if re.fullmatch(r"['’]s\s+(?:about\s+|some\s+)?[$€£]?", premise[f.end(): at])]
        if len(owned) == 1:  # "18,402 votes to Paul Dreyer's 17,950": the figure a possessive name owns
            candidates = {owned[0]} if candidates is None or owned[0] in candidates else set()
            continue
    if candidates is None:
        return None, False
    if len(candidates) > 1:  # the figure just before a name or year of the side's or a year of the step's, among
        # those the names hold ("640 patients in Europe and 410 in Asia": Europe's 640)
        if not _TIME.search(words):  # the step's years where the side gives none of its own
            marks += [f.start() for t in _TIME.findall(step) for f in re.finditer(rf"\b{t}\b", premise)]

        def distance(i: int) -> int:
            return min((t - placed[i][1] if placed[i][1] < t else 1000 + placed[i][1] - t) for t in marks)
        near = sorted(candidates, key=distance) if marks else []
        if near and (len(near) == 1 or distance(near[0]) < distance(near[1])):
            candidates = {near[0]}
    return (placed[next(iter(candidates))][0] if len(candidates) == 1 else None), True


#: a year or a month, which places a figure in time
_TIME = re.compile(r"(?:1[89]|20)\d\d|January|February|March|April|May|June|July|August|September|October|November|"
                   r"December")


#: where one part of a sentence that gives a figure ends and the next begins
_PART_CUT = re.compile(r"[;:]|,(?!\d{3}\b)|\s(?:and|while|whereas|but|compared\s+with)\s", re.IGNORECASE)


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
    span = premise[min(at_n, at_p): max(at_n, at_p)]  # "each" between the two: "Each year, 40 students join …, which
    # has 5 instructors" ties no count to the other
    return bool(re.search(r"\beach\b", span, re.IGNORECASE)) and not re.search(r";|,?\s+and\s+", span)


def _counted_alike(premise: str, bare: Quantity, q: Quantity) -> bool:
    """Is the sentence's bare count ``bare`` ("on 15,910") one of the things it counts as the step's ``q`` ("18,240
    votes"), the only other count it gives with that unit?"""
    named = [p for p in quantities(premise) if p.kind == "count" and p.unit == q.unit]
    return bool(q.unit) and (len(named) == 1 or (not named and bool(re.search(
        rf"\b{re.escape(q.unit[:-1] if len(q.unit) > 4 else q.unit)}", premise, re.IGNORECASE))))  # "Orla bikes rose
    # from 4,200 …": the counted noun named before the figures


#: a step's figure per one of another thing: "22 applicants for every place", "3 nurses per ward"
_PER_ONE = r"\s+(?:[\w-]+\s+){0,2}?(?:for\s+every|for\s+each|per|to\s+every|to\s+each|to\s+one)\s+" \
           r"(?P<nouns>[a-z-]+(?:\s+(?!(?:at|in|on|of|for|across|from|with|by)\b)[a-z-]+){0,2})"


def _per_each(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is ``q`` the sentence's count of its things over its count of the things the step gives it "for every" one
    of ("3,960 applicants competing for 180 places" / "22 applicants for every … place")?"""
    said = re.search(rf"(?<![\w.]){re.escape(q.text)}(?:\s*(?:million|billion|thousand|bn|m))?{_PER_ONE}", hypothesis,
                     re.IGNORECASE)
    if said is None or q.kind != "count":  # a sum per one thing is not read: a sum may pay for more than the things
        # it names ("… to build 14 new patrol vessels and maintain them for 25 years"), or unequal shares
        return False
    nouns = {singular(said.group("nouns").lower().split()[-1])}  # the head: "for every classroom teacher" a teacher
    if re.search(r"\b(?:up|down)\s+from\b|\bcompared\s+(?:with|to)\b|\bfrom\s+[$€£]?\d", premise, re.IGNORECASE):
        return False  # "12,600 pupils and 700 teachers, up from 650 teachers in 2020": which time's ratio is unsaid
    head = next(iter(nouns))
    return any(rounds_to(a.value / b.value, q, hypothesis) for a in pq if a.key() == q.key() for b in pq
               if b.kind == "count" and b.value > 0 and b.unit and b is not a
               and (singular(b.unit) in nouns or re.search(rf"(?<![\w.,]){re.escape(b.text)}\s+(?:[a-z-]+\s+){{0,2}}?"
                                                          rf"{re.escape(head)}(?:s|es)?\b", premise, re.IGNORECASE)))
    # "14 new patrol vessels": the vessels counted past the words before them


def rounds_to(value: float, q: Quantity, hypothesis: str) -> bool:
    """Is ``value`` the step's figure ``q`` as the step writes it: exactly, rounded to its last written place ("£114
    million" for £114.3 million), or within 5 % after a rough word ("a little over £114 million", "about 22")?"""
    if close(value, q.value):
        return True
    digits = q.text.replace(",", "")
    try:
        scale = q.value / float(digits)
    except (ValueError, ZeroDivisionError):
        return False
    place = 10 ** -len(digits.split(".")[1]) if "." in digits else 1
    return abs(value - q.value) <= 0.5 * place * scale + 1e-9 * value \
        or (bool(rough_word(hypothesis, q)) and abs(value - q.value) <= 0.05 * value)


#: a step's figure on one side of a norm: "£28 million over its original budget", "3 mm below the average"
_ON_SIDE = r"\s*(?:million|billion|bn|m|thousand)?\s+(?P<side>over|above|more\s+than|under|below|short\s+of|less\s+than)" \
           r"\s+(?:its|the|their|his|her)\s+(?:[\w-]+\s+){0,3}?(?P<noun>budget|estimate|forecast|target|average|normal)\b"
#: a step's norm met or missed by an amount: "exceeded its two-week collection goal by 350 units"
_BY_SIDE = r"\b(?P<side>exceed(?:ed|s)?|beat|beats|surpass(?:ed|es)?|top(?:ped|s)?|missed|misses|fell\s+short\s+of)\s+" \
           r"(?:its|the|their|his|her)\s+(?:[\w-]+\s+){0,3}?(?P<noun>budget|estimate|forecast|target|goal|average|normal)" \
           r"\s+by\s+(?:about\s+|around\s+|roughly\s+|some\s+)?[$€£]?\s?"
#: a sentence's words before the figure of a norm: "originally budgeted at £84 million", "an estimate of $3 million"
_NORM_BEFORE = re.compile(r"\b(?:budget(?:ed)?\s+(?:at|of)|(?:estimated|costed|forecast|priced)\s+at|(?:budget|estimate|"
                          r"forecast|target|goal|average|normal)\s+of)\s+(?:about\s+|around\s+)?[$€£]?\s?$", re.IGNORECASE)


def _against_norm(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is ``q`` how far the sentence's other figure of its kind lies on the side of the norm the step says
    ("originally budgeted at £84 million …, now expected to cost £112 million" / "£28 million over its original
    budget")?"""
    said = re.search(rf"(?<![\w.]){re.escape(q.text)}{_ON_SIDE}", hypothesis, re.IGNORECASE) \
        or re.search(rf"{_BY_SIDE}{re.escape(q.text)}(?![\d.,])", hypothesis, re.IGNORECASE)
    if said is None:
        return False
    norms = [p for p in pq if (p.key() == q.key() or (p.kind == q.kind == "count" and not p.unit))
             and (at := premise.find(p.text)) >= 0 and _NORM_BEFORE.search(premise[:at])]  # "its target of 4,000"
    # counts the outcome's units
    over = said.group("side").lower() in ("over", "above", "more than") or re.match(r"(?:exceed|beat|surpass|top)",
                                                                                     said.group("side"), re.IGNORECASE)
    others = [p for p in pq if p.key() == q.key() and p not in norms and not close(p.value, q.value)
              and not re.search(r"\b(?:budget\w*|estimate\w*|forecast\w*|target\w*|allocat\w*|capital)\b[^,;]{0,30}$",
                                premise[: premise.find(p.text)], re.IGNORECASE)]  # "the council's total capital budget
    # this year is £112 million": another norm, no outcome
    return len(norms) == 1 and len(others) == 1 and close((others[0].value - norms[0].value) * (1 if over else -1),
                                                          q.value)  # not "…, while the adjacent car park cost £22m"


#: days of one month given as a range: "from 3 to 14 March 2025 inclusive", "between 3 and 14 March"
_DAY_RANGE = re.compile(r"\b(?P<a>[0-3]?\d)(?:st|nd|rd|th)?\s*(?:to|until|till|through|–|-|and)\s*(?P<b>[0-3]?\d)(?:st|nd|rd|"
                        r"th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|"
                        r"December)\b(?P<after>(?:\s+\d{4})?,?\s+inclusive)?", re.IGNORECASE)


def days_of_range(premise: str, days: float) -> bool:
    """Does a range of days of one month the sentence gives last ``days`` days, counting both ends ("from 3 to 14
    March 2025 inclusive": twelve), or counting from the first to the last where it does not say "inclusive"?"""
    for m in _DAY_RANGE.finditer(premise):
        a, b = int(m.group("a")), int(m.group("b"))
        if not 1 <= a < b <= 31:
            continue
        if close(b - a + 1, days) or (not m.group("after") and close(b - a, days)):
            return True
    return False


#: a sentence's words before a share of another time it sets its counts against ("compared with 65 percent in 2023")
_SHARE_BASELINE = re.compile(r"\b(?:compared\s+(?:with|to)|up\s+from|down\s+from|against|from)\s+$", re.IGNORECASE)
_UP_WORDS = re.compile(r"\b(?:rose|rise[sn]?|risen|increased?|increases|up|higher|grew|gr[eo]wn?|climbed|improved)\b",
                       re.IGNORECASE)
_DOWN_WORDS = re.compile(r"\b(?:fell|fall(?:s|en)?|dropped|drops?|decreased?|decreases|down|lower|declined?|slipped|"
                         r"worsened)\b", re.IGNORECASE)


def points_from_counts(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is the step's change in percentage points the gap between the share two of the sentence's counts give and a
    share of another time it sets them against, the way the step says ("2,814,000 of the 4,020,000 registered voters
    took part …, up from 61 percent in 2019" / "Turnout rose by nine percentage points")?"""
    up, down = _UP_WORDS.search(hypothesis), _DOWN_WORDS.search(hypothesis)
    if bool(up) == bool(down):
        return False
    for base in (p for p in pq if p.kind == "percent" and p.unit == "%"):
        at = premise.find(base.text)
        if at < 0 or not _SHARE_BASELINE.search(premise[:at]):
            continue
        for a, b, _ in of_counts(premise):
            gap = 100 * a.value / b.value - base.value
            if abs(abs(gap) - q.value) <= 0.5 and (gap > 0) == bool(up):
                return True
    return False


#: a whole split in shares after it: "raised £2.4 million …, of which 35% came from legacies, 25% from events …"
_OF_WHICH = re.compile(r",?\s+of\s+which\s+", re.IGNORECASE)


_SHARE_PLAIN = frozenset("came from with were went made".split())


def _share_of_which(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Is ``q`` a share of the figure of its kind that the sentence splits "of which" into percentages, or what its
    "remainder" or "rest" leaves of it?"""
    split = _OF_WHICH.search(premise)
    if split is None:
        return False
    wholes = [p for p in pq if p.key() == q.key() and 0 <= premise.find(p.text) < split.start()]
    shares = [p.value for p in pq if p.kind == "percent" and p.unit == "%" and premise.find(p.text) > split.start()]
    if len(wholes) != 1 or not shares:
        return False
    told = set(re.findall(r"[a-z]{4,}", hypothesis.lower()))

    def of_the_steps(at: int) -> bool:  # the share's source is named by the step: "35% came from legacies"
        return bool(set(re.findall(r"[a-z]{4,}", premise[at: at + 40].lower().split(",")[0])) - _SHARE_PLAIN & told)
    for p in pq:
        at = premise.find(p.text, split.start())
        if p.kind == "percent" and p.unit == "%" and at >= 0 and close(wholes[0].value * p.value / 100, q.value) \
                and of_the_steps(at + len(p.text)):
            return True
    rest = re.search(r"\b(?:remainder|rest|remaining)\b", premise[split.end():], re.IGNORECASE)
    return bool(rest) and sum(shares) < 100 and close(wholes[0].value * (100 - sum(shares)) / 100, q.value) \
        and of_the_steps(split.end() + rest.end())


#: a gap a sentence gives after its figure, against another time: "18,600 food parcels in December, 3,200 more than
#: in the same month last year"
_GAP_AFTER = re.compile(r",\s+(?P<d>(?:about\s+|around\s+|some\s+)?[$€£]?\d[\d,.]*(?:\s+(?:million|billion|thousand))?)\s+"
                        r"(?:[a-z]+\s+)?(?P<cmp>more|fewer|less|higher|lower|up|down)\s+(?:than|on|from)\b", re.IGNORECASE)


def _before_gap(q: Quantity, pq: list[Quantity], premise: str) -> bool:
    """Is ``q`` the other side of a gap the sentence gives right after a figure of its kind ("18,600 … , 3,200 more
    than in the same month last year": 15,400 then)?"""
    for m in _GAP_AFTER.finditer(premise):
        gap = quantities(m.group("d"))
        ahead = [p for p in pq if p.key() == q.key() and 0 <= premise.find(p.text) < m.start()]
        if not gap or not ahead:
            continue
        sign = -1 if m.group("cmp").lower() in ("more", "higher", "up") else 1
        if close(ahead[-1].value + sign * gap[0].value, q.value):
            return True
    return False
