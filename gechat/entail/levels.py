"""The level a figure had before the change the sentence tells of it.

"Lingora reported 31.4 million daily active users in the third quarter of 2024, up 54 per cent year on year" / "…
roughly 20 million daily active users a year earlier"; "reached £185 million in 2023, up £7 million on 2022" / "£178
million in 2022"; "fell 6 per cent to 8.3 million"; "…, a fall of 10% on 2022"; "rose by £4.2 million to £19.8
million". :func:`changes_told` reads each change a sentence tells of one of its figures, by a percentage or a sum,
before the figure or after it; :func:`base_of_change` works out the level before it for
:func:`gechat.entail.arithmetic.worked_out`, only for the thing that changed (:func:`of_changed_thing`: "Revenue rose
by £4.2m to £19.8m" gives no "Operating costs were £15.6m"); :mod:`gechat.entail.change_sizes` reads a change's size
told the other way. Split from :mod:`gechat.entail.arithmetic` in session 72.
"""

from __future__ import annotations

import re

from gechat.entail.changed_by import clause_spans
from gechat.entail.quantities import Quantity, quantities
from gechat.entail.rough import rough_word
from gechat.text import content_words, stem


#: a figure and the change by a percentage that brought it there: "31.4 million daily active users in the third
#: quarter of 2024, up 54 per cent year on year", "1,510 people …, an 8 per cent fall on the previous year"
_CHANGED_BY = re.compile(r"(?<![\w.,])(?P<fig>[$€£]?\d[\d,.]*(?:\s+(?:million|billion|thousand))?)(?P<between>[^;%]{0,80}?),\s*"
                         r"(?:(?P<way>up|down)\s+(?:by\s+)?(?P<n>\d+(?:\.\d+)?)|an?\s+(?P<n2>\d+(?:\.\d+)?)[\s-]*)\s*"
                         r"(?:%|per\s*cent|percent)(?:\s+(?P<noun>rise|increase|gain|jump|growth|fall|drop|decline|"
                         r"decrease))?", re.IGNORECASE)


def base_of_change(q: Quantity, premise: str, hypothesis: str) -> bool:
    """Is the step's figure the one the sentence's figure was before its change, exactly or within the step's rough
    word ("roughly 20 million" for 31.4 million up 54 per cent: 20.4 million)? The change by a percentage told after
    the figure ("…, up 54 per cent", "…, a fall of 10% on 2022") or before it ("fell 6 per cent to 8.3 million"), or
    by a sum ("reached £185 million in 2023, up £7 million on 2022", "rose by £4.2 million to £19.8 million")."""
    for fig, change, up, told in changes_told(premise):
        if not of_changed_thing(premise, told, q, hypothesis):
            continue
        figure = quantities(fig)[:1]
        if not figure or figure[0].kind != q.kind or figure[0].unit not in (q.unit, ""):
            continue
        if change.endswith("%"):
            base = figure[0].value / (1 + (1 if up else -1) * float(change[:-1]) / 100)
        else:
            size = quantities(change)[:1]
            if not size or size[0].kind != q.kind or size[0].unit != figure[0].unit:
                continue  # "up 7 on 2022" of £185 million: no sum of the figure's
            base = figure[0].value + (-1 if up else 1) * size[0].value
        if base > 0 and (abs(base - q.value) <= 0.005 * base
                         or (rough_word(hypothesis, q) and abs(base - q.value) <= 0.05 * base)):
            return True
    return False


def of_changed_thing(premise: str, told: tuple[int, int], q: Quantity, hypothesis: str) -> bool:
    """Does the step speak of the thing whose figure and change stand at ``told``: a word of the sentence up to the end
    of the change's clause, and none the sentence gives only to a later clause with a figure of the
    step's measure ("Revenue rose by £4.2m to £19.8m" is no figure of "Operating costs", nor is "…, while operating
    costs rose by £1m to £9m"; "£1.8m a year …, a cut of £400,000 on its previous annual award" is of the award)?"""
    spans = clause_spans(premise)
    end = max(next((b for a, b in spans if a <= at < b), len(premise)) for at in (told[0], told[1] - 1))
    def words(text: str) -> set[str]:
        return {w for w in content_words(text, stem) if not any(c.isdigit() for c in w)}  # not "2023"
    own = words(premise[:end])
    mine = words(hypothesis)
    if not mine & own:
        return False
    for a, b in spans:
        if b > end and any(p.key() == q.key() for p in quantities(premise[a:b])) \
                and (mine & (words(premise[a:b]) - own)) - _TIME_WORDS:  # not "year" of "revenue for the year"
            return False
    return True


#: words of a time or a whole that name no thing of their own
_TIME_WORDS = frozenset(stem(w) for w in "year years month months week quarter season period previous last before "
                        "earlier total totalled annual".split())


def changes_told(premise: str) -> list[tuple[str, str, bool, tuple[int, int]]]:
    """(the later figure, the change as written, "12%" for a percentage, whether it rose, and where the figure and its
    change stand) for each change the sentence tells of one of its figures (:func:`base_of_change`, :func:`gechat.entail.change_sizes.size_way_turned`)."""
    out = []
    for m in _each(_CHANGED_BY, premise):
        n = m.group("n") or m.group("n2")
        if m.group("way"):
            up = m.group("way").lower() == "up"
        elif m.group("noun"):
            up = m.group("noun").lower() in ("rise", "increase", "gain", "jump", "growth")
        else:
            continue
        if any(p.kind not in ("year", "date", "ordinal") for p in quantities(m.group("between"))):
            continue  # "… in 2024, up 54 per cent": the year is no figure of the change; another figure between is
        out.append((m.group("fig") + m.group("between"), f"{n}%", up, m.span()))
    for m in _each(_CHANGE_OF, premise):
        if not any(p.kind not in ("year", "date", "ordinal") for p in quantities(m.group("between"))):
            out.append((m.group("fig"), m.group("d") + ("%" if m.group("pc") else ""),
                        m.group("noun").lower() in ("rise", "increase", "gain", "jump"), m.span()))
    for m in _MOVED_TO.finditer(premise):
        out.append((m.group("fig"), m.group("d") + ("%" if m.group("pc") else ""),
                    m.group("verb").lower() in _RISE_VERBS, m.span()))
    for m in _each(_SUM_AFTER, premise):
        if not any(p.kind not in ("year", "date", "ordinal") for p in quantities(m.group("between"))):
            out.append((m.group("fig"), m.group("d"), m.group("way").lower() == "up", m.span()))
    return out


def _each(rx: re.Pattern, text: str):
    """Every match of ``rx`` in ``text``, one from each place it can start (a figure's change told after a clause that
    holds another figure: "Kingsmere's 14 public libraries totalled 1.26 million …, a fall of 10%")."""
    m = rx.search(text)
    while m:
        yield m
        m = rx.search(text, m.start() + 1)


_FIGURE = r"(?<![\w.,])[$€£]?\d[\d,.]*(?:\s*(?:million|billion|thousand|bn|m)\b)?"
_PC = r"(?P<pc>\s*(?:%|per\s*cent|percent))?"
#: "…, a fall of 10% on 2022", "…, an increase of £3 million"
_CHANGE_OF = re.compile(rf"(?P<fig>{_FIGURE})(?P<between>[^;%]{{0,80}}?),\s*an?\s+(?P<noun>rise|increase|gain|jump|fall|"
                        rf"drop|decline|decrease|cut)\s+of\s+(?:about\s+|around\s+|some\s+)?(?P<d>{_FIGURE}){_PC}",
                        re.IGNORECASE)
_RISE_VERBS = frozenset("rose grew increased climbed jumped gained risen grown".split())
#: "fell 6 per cent to 8.3 million", "rose by £4.2 million to £19.8 million"
_MOVED_TO = re.compile(rf"\b(?P<verb>rose|grew|increased|climbed|jumped|gained|risen|grown|fell|dropped|declined|"
                       rf"decreased|shrank|slipped|fallen)\s+(?:by\s+)?(?:about\s+|around\s+|some\s+)?(?P<d>{_FIGURE})"
                       rf"{_PC}\s+to\s+(?:about\s+|around\s+)?(?P<fig>{_FIGURE})", re.IGNORECASE)
#: "reached £185 million in 2023, up £7 million on 2022": a sum, not a percentage
_SUM_AFTER = re.compile(rf"(?P<fig>{_FIGURE})(?P<between>[^;%]{{0,80}}?),\s*(?P<way>up|down)\s+(?:by\s+)?"
                        rf"(?P<d>[$€£]\d[\d,.]*(?:\s*(?:million|billion|thousand|bn|m)\b)?|\d[\d,.]*)(?!\s*(?:%|per\s*cent|"
                        rf"percent|[\d.,]))\s+(?:on|from|compared)\b", re.IGNORECASE)
