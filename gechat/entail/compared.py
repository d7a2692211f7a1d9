"""Two places or things a step compares by a comparative adjective, against the figures the sentence gives each.

"On 3 February, Alpenkamm resort reported a 145 cm snow base at its summit and 60 cm in the village" / "The village
had a deeper snow base than the summit" (0.61 entailed before this reading). :func:`gaps` and
:func:`gechat.entail.arithmetic.compared_figures` read a name with the figure after it and "more" or "fewer"; here
the figure may stand before its place, and the step says "deeper", "higher", "cheaper" …

:func:`compared_conflict` reads:

* the step: one comparative of :data:`MORE` or :data:`LESS` with "than" after it, no denial, no hedge; its side is
  the content words before the comparative (without the measure the step names), the other side the words after
  "than";
* the sentence, cut into parts at commas, ";", "and", "but", "while", "whereas": each side's last word in exactly one
  part, the two parts apart, each with exactly one figure, both of one kind and unit;
* the measure: every content word the step gives between the comparative and "than" is the sentence's;
* a conflict when the figures go the other way from the comparative.
"""

from __future__ import annotations

import re

from gechat.entail.changed_by import CLAUSES
from gechat.entail.quantities import quantities
from gechat.text import content_words, stem

#: comparatives of the larger side
MORE = frozenset("deeper higher larger bigger greater longer heavier warmer faster taller older wider thicker "
                 "costlier dearer".split())
#: comparatives of the smaller side
LESS = frozenset("shallower lower smaller shorter lighter cooler colder slower younger narrower thinner cheaper".split())
_COMPARATIVE = re.compile(r"\b(?P<cmp>" + "|".join(sorted(MORE | LESS)) + r")\b(?P<measure>[^.;]{0,40}?)\bthan\s+"
                          r"(?P<other>[^,;.]+)", re.IGNORECASE)
_UNSURE = re.compile(r"\b(?:not|n't|never|no|may|might|could|would|likely|expected|forecast|if|whether|"
                     r"slightly|about|roughly)\b", re.IGNORECASE)
#: a step's words for what a percentage measures ("won a larger share of the vote than Labour")
_SHARES = frozenset(stem(w) for w in "share proportion percentage".split())
#: words of figures to come, not given
_FORECAST = re.compile(r"\b(?:expect\w*|forecast\w*|predict\w*|project(?:s|ed|ions?)|will|would|may|might|could|"
                       r"target\w*|aims?)\b", re.IGNORECASE)
#: the whole a percentage is of: "41 per cent of turnover"
_WHOLE = re.compile(r"(?:%|\bper\s+cent|\bpercent)\s+of\s+(?:the\s+|all\s+)?([a-z]+)", re.IGNORECASE)
#: words of a side that name no place or thing
_PLAIN = frozenset(stem(w) for w in "had has have was were is are reported recorded showed found there its their "
                   "according report".split())


def _side(text: str) -> set[str]:
    return {w for w in content_words(re.sub(r"['’]s\b", "", text), stem) if w not in _PLAIN
            and not any(ch.isdigit() for ch in w)}


def compared_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's comparison of two sides goes the other way from the figures the sentence gives each,
    or "" (module docstring)."""
    found = list(_COMPARATIVE.finditer(hypothesis))
    if len(found) != 1 or _UNSURE.search(hypothesis):
        return ""
    m = found[0]
    measure = _side(m.group("measure"))
    shares, measure = measure & _SHARES, measure - _SHARES  # "a larger share of the vote": a percentage's measure,
    # which the sentence need not name
    mine, other = _side(hypothesis[: m.start()]) - measure, _side(m.group("other")) - measure
    mine, other = mine - other, other - mine  # "on the medical wards" / "on the surgical wards": the words they
    # share name neither side
    if not mine or not other or not measure <= set(content_words(premise, stem)):
        return ""
    parts = [p for p in CLAUSES.split(premise) if p.strip()]  # not at the comma of "18,400"

    def figures(part: str) -> list:
        return [q for q in quantities(part) if q.kind not in ("year", "date", "clock", "weekday", "ordinal")]

    def figure_of(side: set[str]):
        last = min(side, key=lambda w: (-len(w), w))  # the side's longest word, in one part with one figure
        holding = [p for p in parts if last in set(content_words(p, stem))]
        if len(holding) != 1 or len(figures(holding[0])) != 1:  # else the one part with one figure that holds a
            # word of the side ("the medical wards at 89%"; not "averaged 94% compliance on the trust's 31 inpatient
            # wards", which has two of two kinds); not where the longest word's part holds two figures of one kind, a
            # change of the side's own ("Rents in Manchester rose from £950 to £1,100 …, while … rents in Bolton
            # averaged £780")
            kinds = [q.key() for q in figures(holding[0])] if len(holding) == 1 else []
            if len(kinds) != len(set(kinds)):
                return None, -1
            holding = [p for p in parts if side & set(content_words(p, stem)) and len(figures(p)) == 1]
        if len(holding) != 1 or len(figures(holding[0])) != 1:
            return None, -1
        return figures(holding[0])[0], parts.index(holding[0])

    (a, at_a), (b, at_b) = figure_of(mine), figure_of(other)
    if at_a == at_b >= 0 and (rest := mine - set(content_words(parts[at_b], stem))):
        (a, at_a) = figure_of(rest)  # "the second contractor's quote for the roof repairs" / "The first contractor
        # quoted £85,000 for the roof repairs and the second £72,500": the words the other side's part holds too
        # ("roof repairs") name neither side
    if a is None or b is None or at_a == at_b or a.kind != b.kind or (a.unit and b.unit and a.unit != b.unit) \
            or (shares and a.kind != "percent"):
        return ""
    wholes = {w.group(1).lower() for part in (parts[at_a], parts[at_b]) for w in _WHOLE.finditer(part)}
    if _FORECAST.search(premise) and not _FORECAST.search(hypothesis):
        return ""  # "expected jewellery to account for 41 per cent of next year's turnover …": no figures yet
    if shares and len(wholes) > 1:
        return ""  # "41 per cent of turnover and … 23 per cent of lots sold": shares of two wholes
    named = {stem(w) for w in re.findall(r"\b[A-Z][a-z]+", m.group("measure"))}
    if any((w in set(content_words(parts[at_a], stem))) != (w in set(content_words(parts[at_b], stem))) for w in named):
        return ""  # "… 34 per cent of the vote in Wales and the Conservatives 24 per cent in Scotland" / "The
        # Conservatives won a larger share of the vote in Scotland than Labour": Labour's Scottish share is not given
    more = m.group("cmp").lower() in MORE
    if a.value == b.value or (a.value > b.value) == more:
        return ""
    return (f"the step says '{m.group('cmp')} … than'; the sentence gives {a.text} {a.unit} and {b.text} {b.unit}"
            .replace("  ", " "))
