"""A figure told as a multiple of another: "fetched £48,000, three times its low estimate"; "took on 12 engineering
apprentices in September 2023, twice as many as in 2022".

* :func:`times_conflict`: the step gives the multiple of the same base otherwise ("sold for £48,000, roughly double
  its low estimate", 0.77 entailed before this reading). Both sides must give one multiple, before the same base
  words ("its low estimate"); a rough word ("roughly", "about") allows 15 %; a bound ("more than", "nearly",
  "at least") is left to the model.
* :func:`multiple_base`: the step's figure is the base of the sentence's "k times as many as" ("recruited six
  engineering apprentices in 2022", read as a conflict before), the step naming what the base is of (a year, a
  place: a content word after "as many as").
"""

from __future__ import annotations

import re

from gechat.entail.dates import MONTH_NAMES
from gechat.entail.numbers import number
from gechat.entail.quantities import Quantity, quantities
from gechat.entail.reckoned import rounds_to
from gechat.text import content_words, stem

#: multiples named by a word of their own; "three times" and "a hundred times" are read by :func:`number`
_FACTOR_WORDS = {"twice": 2.0, "double": 2.0, "triple": 3.0, "treble": 3.0, "half": 0.5, "quadruple": 4.0}
_FACTOR = r"(?P<k>twice|double|triple|treble|quadruple|half|(?:\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|" \
          r"ten|twenty|a\s+hundred)\s+times)"
#: "three times its low estimate", "roughly double the asking price"
_TIMES = re.compile(rf"(?P<before>\b[\w-]+\s+)?{_FACTOR}\s+(?P<base>(?:its|the|their|his|her|this|that|last)\s+"
                    rf"[\w'’ -]{{1,40}}?)(?=\s*(?:[,.;:]|$|\band\b|\bwhile\b|\bbut\b|\bafter\b|\bat\b|\bin\b|\bon\b))",
                    re.IGNORECASE)
_ROUGH = frozenset("roughly about around approximately some almost nearly".split())
_BOUND = frozenset("than least over under nearly almost to within".split())  # "up to three times"
#: "12 engineering apprentices in September 2023, twice as many as in 2022"
_AS_MANY = re.compile(rf"(?P<fig>[$€£]?\d[\d,.]*(?:\s+(?:million|billion|thousand))?)(?P<between>[^;]{{0,80}}?),?\s+"
                      rf"(?P<rough>(?:almost|nearly|about|around|roughly|some|over|more\s+than|less\s+than|at\s+least|"
                      rf"close\s+to|up\s+to)\s+)?{_FACTOR}\s+as\s+(?:many|much)\s+as\s+(?P<other>[^,;.]+)",
                      re.IGNORECASE)


#: words of a measure a multiple may be of
_MEASURES = frozenset(stem(w) for w in "profit profits revenue revenues sales turnover income earnings output cost costs "
                      "price prices spending budget margin attendance visitors value debt wages pay salary rent rents "
                      "production exports imports volume emissions".split())
_TIME_WORDS = frozenset(stem(w.lower()) for w in (*MONTH_NAMES, "year", "month", "week", "in"))


def _factor(word: str) -> float:
    w = word.lower().replace(" times", "").replace("a hundred", "hundred").strip()
    return _FACTOR_WORDS.get(w) or number(w) or 0.0


def _multiples(text: str) -> list[tuple[float, str, frozenset[str]]]:
    return [(_factor(m.group("k")), (m.group("before") or "").strip().lower(),
             frozenset(stem(w) for w in content_words(m.group("base")))) for m in _TIMES.finditer(text)]


def times_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's multiple of a base is not the sentence's multiple of it, or ""."""
    theirs, mine = _multiples(premise), _multiples(hypothesis)
    if len(theirs) != 1 or len(mine) != 1:
        return ""
    (g, p_before, p_base), (f, h_before, h_base) = theirs[0], mine[0]
    if not g or not f or not p_base or p_base != h_base or {p_before, h_before} & _BOUND:
        return ""
    said = {stem(w) for w in content_words(premise)}
    step_before = hypothesis[: _TIMES.search(hypothesis).start()]
    if any(stem(w) not in said and stem(w) in _MEASURES for w in content_words(step_before)):
        return ""  # "Northgate's revenue … three times its 2019 level" / "Northgate's operating profit … roughly double
        # its 2019 level": another measure
    allowed = 0.15 if h_before in _ROUGH or p_before in _ROUGH else 0.02
    if abs(f - g) <= allowed * max(f, g):
        return ""
    return f"the step gives {f:g} times the base; the sentence gives {g:g} times"


def multiple_base(q: Quantity, premise: str, hypothesis: str) -> bool:
    """Is ``q`` the base of the sentence's "k times as many as …", the step naming what the base is of?"""
    step = {stem(w) for w in content_words(hypothesis)}
    for m in _AS_MANY.finditer(premise):
        figure = [x for x in quantities(m.group("fig") + m.group("between")) if m.group("fig").startswith(x.text)
                  or m.group("fig")[1:].startswith(x.text)][:1]  # the figure itself, not a date after it
        k = _factor(m.group("k"))
        of = {stem(w) for w in content_words(m.group("other"))}
        if not figure or not k or figure[0].kind != q.kind or not of or not of <= step or m.group("rough"):
            continue  # "almost three times as many": no exact base
        counted = {stem(w) for w in content_words(m.group("between")) if not w[:1].isdigit()} - _TIME_WORDS
        if counted and not counted & step:
            continue  # "12 engineering apprentices …, twice as many as in 2022" / "hired six graduates in 2022"
        if figure[0].unit not in (q.unit, "") and q.kind != "count":
            continue
        if rounds_to(figure[0].value / k, q, hypothesis):
            return True
    return False


#: a step giving one side a multiple of another's: "Eastholm recorded roughly three times as many trips as Portmere"
_SIDES_TIMES = re.compile(rf"^(?P<a>.+?)\s+(?P<verb>(?:[a-z]+\s+){{0,2}}?)(?:(?:roughly|about|around|nearly|almost|some|"
                          rf"more\s+than|over|at\s+least)\s+)?{_FACTOR}\s+as\s+(?:many|much)\s+(?P<measure>[^.;]*?)\s*"
                          rf"\bas\s+(?P<b>[^,;.]+)", re.IGNORECASE)


def sides_times_turned(premise: str, hypothesis: str) -> str:
    """The reason the step gives one side a multiple of another's that the two sides' figures in the sentence turn
    round (the step's side has the smaller figure where its multiple is more than one, or the larger where it is a
    half), or "": "Portmere recorded 1.26 million trips, roughly three times the 410,000 made in Eastholm" /
    "Eastholm recorded roughly three times as many trips as Portmere" (0.94 entailed before this reading). Each side's
    figure is read as :mod:`gechat.entail.compared` reads a comparison of the two."""
    from gechat.entail import compared  # a reading of comparisons, which itself reads no multiples

    m = _SIDES_TIMES.match(hypothesis.strip())
    if m is None or re.search(r"\b(?:not|n't|never|may|might|could|would|will)\b|\bper\b|\brelative\s+to\b|"
                              r"\bfor\s+its\s+size\b", hypothesis, re.IGNORECASE):
        return ""  # hedged, denied, or a multiple of a rate ("relative to its size")
    k = _factor(m.group("k"))
    if not k or k == 1:
        return ""
    read = compared._reading(premise, f"{m.group('a')} {m.group('verb')}more {m.group('measure')} than {m.group('b')}")
    if read is None:
        return ""
    _, a, b, _, _ = read
    if compared.size(a) == compared.size(b) or (compared.size(a) > compared.size(b)) == (k > 1):
        return ""
    return f"the step gives {m.group('a').strip()} {m.group('k')} {m.group('b').strip()}'s figure; the sentence gives " \
           f"{compared._shown(a)} and {compared._shown(b)}"
