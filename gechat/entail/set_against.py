"""A figure set against its own earlier level, and a step that moves it the other way.

"The club had 412 members in 2023, against 530 in 2019" / "The club's membership grew between 2019 and 2023" (0.50
entailed, 0.46 contradicted before this reading); "Pre-tax profit was £41m, against £52m a year earlier" / "Pre-tax
profit increased"; "41% of pupils … met the expected standard in maths, compared with 44% the previous year" / "The
share of pupils … who met the expected standard rose" (0.65 entailed). The sentence tells no move in words, only two
levels; the model weighs the words, not which level is the later.

:func:`set_against_conflict` reads one "against", "compared with", "compared to" or "versus" that sets the figure
before it, in its clause, against a figure of the same kind after it (a sum in one currency and scale, a percentage,
a plain figure), told of an earlier time (:data:`gechat.entail.differences.EARLIER`: "a year earlier", "the previous
quarter", "last year"), or of a year before the year of the figure's clause. The later level above the earlier is a move up, below it
one down; the step's one verb of rising or falling, of the figure's thing, is read against it by
:func:`gechat.entail.trends.moved_otherwise` (its subject the sentence's words before "against", no verb of the
sentence moving it: "Rail fares rose 4.9%, compared with 5.9% a year earlier" is a rate of rise, the verb's).
Two things of one time ("4.2 µmol/g in the drought-stressed plants, compared with 0.9 in the controls") are no move.
:func:`set_against_kept` reads a step that moves the figure the way the levels tell, and adds no other word, as a
restatement (``restatements.restatement``): "Pre-tax profit was £41m, against £52m a year earlier" / "Pre-tax profit
fell" (0.08 entailed before).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import trends
from gechat.entail.changed_by import way
from gechat.entail.differences import EARLIER
from gechat.entail.quantities import quantities
from gechat.text import content_stems

_LINK = re.compile(r",?\s+\b(?:against|compared\s+(?:with|to)|versus|as\s+against)\s+(?:an?\s+(?:[a-z-]+\s+){0,2}?"
                   r"(?P<noun>[a-z]+)\s+of\s+)?(?=[$€£]?\d)", re.IGNORECASE)  # "…, compared with a loss of £23m"
_SCALE = r"(?:bn|m|k|million|billion|thousand)\b"
#: a figure: its currency, its number, its scale or its percentage
_FIGURE = re.compile(rf"(?<![\w.,])(?P<cur>[$€£])?(?P<n>\d{{1,3}}(?:,\d{{3}})+(?![\d,])|\d+(?:\.\d+)?)"
                     rf"(?:\s*(?P<pc>%|per\s+cent\b|percent\b)|\s*(?P<scale>{_SCALE}))?", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
#: where the figure's clause begins
_CLAUSE = re.compile(r";|\b(?:while|whereas|but)\b|,\s*and\b", re.IGNORECASE)
#: words of the rest of a whole, whose share moves the other way
_REST = re.compile(r"\b(?:the\s+rest|the\s+remainder|remaining|the\s+others?)\b", re.IGNORECASE)
#: a step's words of a move and its time, which the sentence need not give
_FRAME = content_stems("rose risen rise rises increased increase grew grown grow climbed fell fallen fall falls dropped "
                       "declined decreased shrank shrunk widened narrowed lower higher year years earlier previous last between since over "
                       "period quarter month share proportion percentage rate number total level figure point points")
_DENIED = re.compile(r"\b(?:not|n't|never|no|may|might|could|would|will|expected\s+to|likely)\b", re.IGNORECASE)
_SCALES = {"bn": 1e9, "billion": 1e9, "m": 1e6, "million": 1e6, "k": 1e3, "thousand": 1e3}


def _value(m: re.Match, scale: str | None) -> float:
    return float(m.group("n").replace(",", "")) * _SCALES.get((scale or "").lower(), 1.0)


def _kind(m: re.Match) -> tuple[str, bool]:
    return (m.group("cur") or ""), bool(m.group("pc"))


def _is_year(m: re.Match) -> bool:
    return not m.group("cur") and not m.group("pc") and not m.group("scale") and bool(_YEAR.fullmatch(m.group("n")))


def _levels(premise: str) -> tuple[int, str, str, bool, float] | None:
    """Where the sentence sets a figure against its earlier level: (the offset of "against", the way the later
    level moved, "up" or "down", the words that tell it, whether the figures are percentages, the size of the move);
    else None."""
    links = [m for m in _LINK.finditer(premise) if not m.group("noun") or re.search(
        rf"\b{re.escape(m.group('noun'))}\b", premise[: m.start()], re.IGNORECASE)]  # not "…, against a regional
    # average of 22%", a norm of another noun
    if len(links) != 1:
        return None
    link = links[0]
    clause = premise[: link.start()]
    clause = clause[max((m.end() for m in _CLAUSE.finditer(clause)), default=0):]
    figures = [m for m in _FIGURE.finditer(clause) if not _is_year(m)]
    later = _FIGURE.match(premise, link.end())
    if link.group("noun") and not re.search(rf"\b{re.escape(link.group('noun'))}\b", clause, re.IGNORECASE):
        return None  # "a loss of £59m, compared with a profit of £23m": the same noun of both levels, or no level
    if len(figures) != 1 or later is None or _kind(figures[0]) != _kind(later) or _REST.search(clause):
        return None  # one figure in the clause, of the kind of the one it is set against; not where the clause tells
        # the rest too ("30% of applicants were accepted and the rest rejected, against 25% accepted in 2022")
    rest = re.split(r"[,;.](?!\d)", premise[later.end():])[0]
    if len(rest.split()) > 8:
        return None
    now = figures[0]
    then_years = [int(y) for y in _YEAR.findall(rest)]
    now_years = [int(y) for y in _YEAR.findall(clause)] or [int(y) for y in _YEAR.findall(premise[: link.start()])]
    earlier = any(not _YEAR.fullmatch(m.group(0)) for m in EARLIER.finditer(rest)) or (
        len(then_years) == 1 and len(set(now_years)) == 1 and then_years[0] < now_years[0])
    if not earlier:
        return None  # "…, compared with 0.9 µmol/g in the well-watered controls": two things, one time
    a, b = _value(now, now.group("scale")), _value(later, later.group("scale") or now.group("scale"))
    if a == b:
        return None
    said = f"{premise[now.start(): now.end()].strip()}{link.group(0).rstrip()} {premise[later.start(): later.end()]}"
    return link.start(), "up" if a > b else "down", said, bool(now.group("pc")), abs(a - b)


def set_against_conflict(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step moves the other way a figure the sentence sets against its earlier level (module
    docstring), or ""."""
    if (levels := _levels(premise)) is None:
        return ""
    at, moved, said, share, _ = levels
    return trends.moved_otherwise(premise, hypothesis, parse, at, moved, said, share=share)


def set_against_kept(premise: str, hypothesis: str, parse: Callable[[str], object]) -> bool:
    """Does the step move the figure the way its two levels tell, and say nothing else the sentence does not
    ("Pre-tax profit was £41m, against £52m a year earlier" / "Pre-tax profit fell")? A restatement."""
    if (levels := _levels(premise)) is None:
        return False
    at, moved, _, share, _ = levels
    given = [p.value for p in quantities(premise)]
    if any(q.kind != "year" and not gap_of_levels(premise, hypothesis, q.value)
           and not any(_near(q.value, v) for v in given) for q in quantities(hypothesis)):
        return False  # a figure of the step's own, neither a level nor the size of the move ("fell by 6.1 points")
    verb = trends.figure_mover(premise, hypothesis, parse, at, share=share)
    if verb is None or trends.move_way(verb) != moved or _DENIED.search(hypothesis):
        return False
    said = content_stems(premise)
    return all(w in said or w in _FRAME or any(len(x) >= 5 and w.startswith(x) for x in said)  # "membership"
               for w in content_stems(hypothesis) if not w[:1].isdigit())


def gap_of_levels(premise: str, hypothesis: str, value: float) -> bool:
    """Is ``value`` the size of the move between the two levels the sentence sets against each other, told "by" it
    the same way ("Pre-tax profit was £41m, against £52m a year earlier" / "fell by £11m")?"""
    if (levels := _levels(premise)) is None or not re.search(r"\bby\b", hypothesis, re.IGNORECASE):
        return False
    up = way(hypothesis)
    return up is not None and up == (levels[1] == "up") and _near(levels[4], value)


def _near(a: float, b: float) -> bool:
    """Are two figures the same as a writer rounds them (within half a per cent)?"""
    return abs(a - b) <= 0.005 * max(abs(a), abs(b), 1.0)
