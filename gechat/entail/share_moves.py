"""A share the step says rose or fell, against the two shares of two years the sentence sets against each other.

"Trading standards officers tested 240 scales in 2023 and found 18 inaccurate, against 27 of 250 in 2022" / "The
share of inaccurate scales rose between 2022 and 2023" (0.84 entailed before this reading): 18 of 240 is 7.5 %, 27
of 250 is 10.8 %, so the share fell. The model compares the counts, not the shares they give.

:func:`share_moved_conflict` reads:

* the sentence's shares: percentages, "A of B" counts (:func:`gechat.entail.wholes.of_counts`), and "tested B …
  (and) found A" counts; exactly two, each nearest one of two different years (or the year before the other, told as
  "the year before", "a year earlier", "the previous year"), set against each other ("against", "compared with",
  "than", "from", "while", "whereas", or the year before);
* the step's share (share, proportion, percentage, rate, fraction) and its one move (rose, fell, higher, lower …),
  asserted (no denial, no hedge or forecast), of years the sentence gives or of none, every other content word of the
  step the sentence's;
* a conflict when the later year's share moved the other way from the earlier year's, by at least 0.1 points.
"""

from __future__ import annotations

import re

from gechat.entail.changed_by import way
from gechat.entail.quantities import quantities
from gechat.entail.wholes import of_counts
from gechat.text import content_stems

_SHARE = re.compile(r"\b(?:share|proportion|percentage|rate|fraction)\b", re.IGNORECASE)
_UNSURE = re.compile(r"\b(?:not|n't|never|no|may|might|could|would|will|expected|forecasts?|likely|probably|"
                     r"predicted|projected|if|whether)\b", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_REST = re.compile(r"\b(?:the\s+rest|remainder|remaining|others|the\s+other)\b", re.IGNORECASE)
_YEAR_BEFORE = re.compile(r"\b(?:the\s+year\s+before|a\s+year\s+(?:earlier|before)|the\s+previous\s+year|"
                          r"the\s+prior\s+year)\b", re.IGNORECASE)
_SET_AGAINST = re.compile(r"\b(?:against|compared\s+(?:with|to)|versus|than|from|while|whereas)\b", re.IGNORECASE)
_FOUND = re.compile(r"\b(?:tested|inspected|checked|surveyed|examined|sampled|screened|audited)\s+(?P<b>\d[\d,]*)\b"
                    r"[^;.]{0,60}?\bfound\s+(?P<a>\d[\d,]*)\b", re.IGNORECASE)
#: the step's words of the share, the move and the time, which the sentence need not give
_FRAME = frozenset(content_stems("share proportion percentage rate fraction rose risen increased grew climbed went "
                                 "higher fell fallen dropped declined decreased shrank lower between from year "
                                 "years compared previous"))


def _shares(premise: str) -> list[tuple[int, float, str]]:
    """(position, percentage, text) of each share the sentence gives, one per value."""
    out: list[tuple[int, float, str]] = []
    for q in quantities(premise):
        if q.kind == "percent" and q.unit == "%" and (at := premise.find(q.text)) >= 0:
            out.append((at, q.value, ""))
    for a, b, text in of_counts(premise):
        out.append((max(premise.find(text), 0), 100 * a.value / b.value, text))
    for m in _FOUND.finditer(premise):
        a, b = quantities(m.group("a")), quantities(m.group("b"))
        if a and b and 0 < a[0].value <= b[0].value:
            out.append((m.start("a"), 100 * a[0].value / b[0].value, f"{m.group('a')} of {m.group('b')}"))
    kept: list[tuple[int, float, str]] = []
    for s in sorted(out):
        if not any(abs(s[1] - k[1]) < 0.2 for k in kept):
            kept.append(s)
    return kept


def _years(premise: str) -> list[tuple[int, int]]:
    """(position, year) of the sentence's years; "the year before" is the year before the one given first."""
    given = [(m.start(), int(m.group(0))) for m in _YEAR.finditer(premise)]
    if len({y for _, y in given}) == 1:
        given += [(m.start(), given[0][1] - 1) for m in _YEAR_BEFORE.finditer(premise)]
    return given


def share_moved_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's share moved the other way from the sentence's two years' shares, or "" (module
    docstring)."""
    up = way(hypothesis)
    if not _SHARE.search(hypothesis) or up is None or _UNSURE.search(hypothesis):
        return ""
    shares = _shares(premise)
    if len(shares) != 2 or _REST.search(premise):
        return ""  # "30% of applicants were accepted and the rest rejected": the step's share may be the rest's
    years = _years(premise)
    if len({y for _, y in years}) != 2:
        return ""
    timed = [(min(years, key=lambda y: abs(y[0] - at))[1], value, text) for at, value, text in shares]
    if timed[0][0] == timed[1][0]:
        return ""
    between = premise[min(s[0] for s in shares): max(s[0] for s in shares)]
    if not (_SET_AGAINST.search(between) or _YEAR_BEFORE.search(premise)):
        return ""
    step_years = {int(y) for y in _YEAR.findall(hypothesis)}
    if not step_years <= {t[0] for t in timed}:
        return ""  # another year's share
    if not (content_stems(hypothesis) - _FRAME) <= content_stems(premise):
        return ""  # another thing's share
    (y0, v0, t0), (y1, v1, t1) = sorted(timed)
    if abs(v1 - v0) < 0.1:
        return ""
    if (v1 > v0) == up:
        return ""
    def told(text: str, value: float) -> str:
        return f"{text} ({value:.1f}%)" if text else f"{value:g}%"

    return (f"the step says the share {'rose' if up else 'fell'}; the sentence gives {told(t0, v0)} for {y0} "
            f"and {told(t1, v1)} for {y1}")
