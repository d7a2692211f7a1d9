"""Guards and measures for setting two sides' figures against each other (:mod:`gechat.entail.compared` and the
readings built on it: :mod:`gechat.entail.side_gaps`, :mod:`gechat.entail.figure_tops`,
:func:`gechat.entail.multiples.sides_times_turned`).

* :func:`_alike`: may two sides' figures be compared at all — neither held jointly ("between them"), of one period
  and month ("900 during the summer" is no year's count; "1,250 in March" no April's), at one rate ("£160 a week",
  "£620 a month"), not a delay or a gap ("18 months late"), not a narrower part ("in the city centre alone"), and,
  where the step names its sides as places after the comparative, the measure named in each side's part.
* :func:`size`: a figure in its kind's common measure, so that "four years" and "18 months", "1.5 km" and "800 m"
  compare; :func:`_units_named`: the words of a text that name a unit, with the kind each measures; :func:`_verb_word`
  and :func:`_verb_unit`: a participle after a figure ("the 410,000 made in Eastholm") is no noun of its own.
"""

from __future__ import annotations

import re

from gechat.entail.quantities import quantities
from gechat.text import content_words, stem, stem_among


#: comparatives of a thing's own size, which no sum of money measures
_PHYSICAL = frozenset("bigger larger longer taller wider deeper heavier thicker smaller shorter narrower shallower "
                      "lighter thinner older younger".split())
#: a figure two or more sides hold together: "1,200 burglaries between them", "combined"
_JOINT = re.compile(r"\bbetween\s+them\b|\bcombined\b|\btogether\b|\bjointly\b", re.IGNORECASE)
#: words that set a figure in a part of a period: "during the summer", "in the first six months of 2024"
_PERIOD = re.compile(r"(?<![\d,.]\s)(?<![\d,.])\b(?:easter|christmas|spring|summer|autumn|winter|quarter|half|months?|weeks?|fortnight|january|february|march|"
                     r"april|june|july|august|september|october|november|december)\b", re.IGNORECASE)
#: a figure told as a delay or a gap: "18 months late", "£3 more than"
_GAP_AFTER = re.compile(r"\s*(?:[A-Za-z]+\s+)?(?:late|early|overdue|behind|ahead|later|earlier|longer|shorter|more|less|"
                        r"fewer|higher|lower)\b", re.IGNORECASE)
#: a time told against another of its kind: "this Easter" / "last Easter"
_WHICH_TIME = re.compile(r"\b(?:last|previous|this|next)\s+(?:year|season|winter|summer|spring|autumn|easter|christmas|"
                         r"month|week|quarter|term)\b", re.IGNORECASE)
_MONTH = re.compile(r"\b(?:january|february|march|april|june|july|august|september|october|november|december)\b",
                    re.IGNORECASE)
#: a figure's own rate: "£160 a week", "£620 a month"
_OWN_RATE = re.compile(r"^\s*(?:million|billion|bn|m|k)?\s*(?:a|an|per|each)\s+(week|month|year|day|night|hour)\b",
                       re.IGNORECASE)


def _alike(sides: tuple[str, str], figures, before: str | None, in_order: bool = True,
           named: frozenset[str] | set[str] = frozenset(), dated: bool = False, step: str = "") -> bool:
    """May the two sides' figures be set against each other: neither held jointly ("between them"), of one period
    ("900 during the summer" is no year's count), at one rate ("£160 a week", "£620 a month"), and, where the step
    names its sides as places after the comparative ("Nurses earn more in Wales than in Scotland"), each side's part
    naming what the words ``before`` the comparative measure, or too short to name anything else ("against 18 months
    in Bath")?"""
    if any(_JOINT.search(part) for part in sides):
        return False
    periods = [{w.lower() for w in _PERIOD.findall(part) + [t for t in _WHICH_TIME.findall(part) if t.lower() not in
                                                             step.lower()] if stem(w.lower()) not in named
                and not (dated and _MONTH.fullmatch(w))} for part in sides]  # not the sides themselves ("in March" /
    # "in February"), nor the months of a list of dated events ("60,000 entrants in September …, compared with
    # 43,000 for the Cardiff Half Marathon and 25,000 for the Bath Half in March")
    years = [set(re.findall(r"\b(?:19|20)\d\d\b", part)) for part in sides]
    months = [{w.lower() for w in _MONTH.findall(part) if stem(w.lower()) not in named} for part in sides]
    if months[0] and months[1] and months[0] != months[1]:
        return False  # "1,250 loaves in March, while the Mill Lane bakery sold 1,310 in April"
    if any(re.search(r"\b(?:alone|only)\b", part, re.IGNORECASE) for part in sides):
        return False  # "900 in the city centre alone": a narrower part of the side
    first, later = (0, 1) if in_order else (1, 0)
    if not periods[later] <= periods[first] or (years[0] and years[1] and years[0] != years[1]):
        return False  # "900 during the summer", "in the first six months of 2024": another period than the other's
        # ("9,300 hedgerow trees this winter, ahead of Lowmoor's 7,800": the first part's period holds for the next)
    rates = []
    for part, q in zip(sides, figures, strict=True):
        at = re.search(rf"(?<![\w.,]){re.escape(q.text)}(?![\d])", part)
        rate = _OWN_RATE.match(part[at.end():]) if at else None
        rates.append(rate.group(1).lower() if rate else "")
        if at and _GAP_AFTER.match(part[at.end():]):
            return False  # "opened 18 months late", "£3 more": a delay or a gap, not the side's own figure
    if rates[0] and rates[1] and rates[0] != rates[1]:
        return False
    if before is not None:
        from gechat.entail.compared import _GENERIC, _side  # the comparison's own readings of a side and a figure's
        # plain words (compared reads these guards at import)

        need = {w for w in _side(before) if w not in _GENERIC}
        for part, q in zip(sides, figures, strict=True):
            words = set(content_words(part, stem))
            rest = {w for w in words if w not in _GENERIC and not _units_named(w) and not any(ch.isdigit() for ch in w)}
            names = {stem(w.lower()) for w in re.findall(r"\b[A-Z][\w'’-]*", part)}
            if not all(stem_among(w, words) for w in need) and len(rest - names - {"neighbour"}) > 1:
                return False
    return True


#: a side told as a place after the comparative: "longer in Bath … than in Bristol"
_PLACED = re.compile(r"\s*(?:in|at)\s+(?:the\s+)?(?:[A-Z]|(?:city|town|county|capital|borough|district|region|"
                     r"village|country)\b)")


#: units of one kind in a common measure (minutes, metres, grams), so that "four years" and "18 months" compare
_BASE = {"second": 1 / 60, "minute": 1, "hour": 60, "day": 1440, "week": 10080, "month": 43830, "year": 525960,
         "mm": 0.001, "cm": 0.01, "m": 1, "km": 1000, "mile": 1609.344, "g": 1, "kg": 1000, "tonne": 1e6}


def size(q) -> float:
    """A figure's size in its kind's common measure (:data:`_BASE`), or its value where its unit has none."""
    return q.value * _BASE.get(q.unit, 1)


def _verb_unit(a, b) -> bool:
    """Is one of two counts' "units" a verb after the figure, no noun ("the 410,000 made in Eastholm"), so that the
    other's noun stands for both?"""
    return a.kind == b.kind == "count" and (_verb_word(a.unit) != _verb_word(b.unit))


def _verb_word(word: str) -> bool:
    """Is ``word`` a participle after a figure ("the 410,000 made in Eastholm"), not its noun?"""
    word = word.lower()
    return word in _MADE or (word.endswith("ed") and len(word) > 4 and word not in ("bed", "seed", "shed"))


_MADE = frozenset("made taken done given sold seen won lost held run built paid spent".split())


def _units_named(text: str) -> dict[str, str]:
    """The words of ``text`` that name a unit of measure, as stems, with the kind each measures: "kilometres" gives
    {"kilometr": "length"}."""
    out = {}
    for word in re.findall(r"[A-Za-z]+", text):
        read = quantities(f"2 {word}")
        if read and read[0].unit and read[0].kind not in ("count", "money", "percent"):
            out[stem(word.lower())] = read[0].kind
    return out
