"""A level's move told only by its two figures: "net mortgage lending slowed to £0.5bn from £1.5bn" / "Net mortgage
lending rose" (0.60 entailed by the model where the sentence's verb, "slowed", "went", "moved", names no way).

:func:`to_from_turned` reads "to A from B" and "from B to A" (A and B of one kind and unit), whose way is A's side of
B, and hands the step's one verb of rising or falling to :func:`gechat.entail.trends.moved_otherwise`, which asks
that the step's subject be words of the sentence before the figures, in their clause, that no verb of rising or
falling of the sentence tells of the step's thing, and that the step name no other year. Not read where the verb
before the figures gives a way of its own ("rose from 61,300 to 64,700" is the trend readings'), nor where the two
figures are a range ("from 9am to 5pm", "from 20 to 30 members" after "between" or a noun of span).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import trends
from gechat.entail.dates import MONTH_NAMES
from gechat.entail.quantities import quantities
from gechat.text import content_words, stem, stem_among

_FIG = r"[$€£]?\d[\d,]*(?:\.\d+)?\s*(?:%|per\s+cent|percent|bn|m|k|million|billion|thousand)?"
_TO_FROM = re.compile(rf"\bto\s+(?P<a>{_FIG})\s+from\s+(?P<b>{_FIG})|\bfrom\s+(?P<b2>{_FIG})\s+to\s+(?P<a2>{_FIG})",
                      re.IGNORECASE)
#: verbs before the figures that give a way of their own, or no move at all
_WAY_OR_SPAN = re.compile(r"\b(?:r[io]se|rise[ns]?|rising|f[ae]ll(?:s|en|ing)?|climb\w*|gr[eo]w\w*|increas\w*|"
                          r"decreas\w*|drop\w*|declin\w*|jump\w*|plung\w*|slump\w*|sl[iu]d\w*|sank|sink\w*|dipp?\w*|"
                          r"shr[iu]nk\w*|surg\w*|soar\w*|tumbl\w*|gain\w*|rall\w*|rebound\w*|cut|rais\w*|lower\w*|"
                          r"between|ranging|ranged|range[sd]?|aged|open|opens|opened|runs?|ran|stretch\w*|"
                          r"extend\w*|moved?\s+up|moved?\s+down)\s+(?:\S+\s+){0,3}$", re.IGNORECASE)


#: verbs of a move that name no way, right before the figures: "went to", "slowed to", "moved from"
_NO_WAY = re.compile(r"\b(?:went|go|goes|gone|moved|moves|slowed|slows|eased|eases|changed|changes|shifted|shifts|swung|"
                     r"swings|stood\s+at\s+\S+\s+compared|came\s+in)\s+$", re.IGNORECASE)
_MONTH = re.compile(rf"\b(?:{'|'.join(m.lower() for m in MONTH_NAMES)})\b")
#: a step's verb of rising or falling, as a stem
_MOVE_STEM = re.compile(r"(?:r[io]s|f[ae]ll|climb|gr[eo]w|increas|decreas|drop|declin|jump|slump|slid|sank|sink|dip|"
                        r"shr[iu]nk|surg|soar|tumbl|gain|plung|edg)", re.IGNORECASE)


def to_from_turned(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step moves the other way a level the sentence takes "to A from B" (or "from B to A") with a verb
    that names no way, or "" (module text)."""
    found = list(_TO_FROM.finditer(premise))
    if len(found) != 1 or re.search(rf"\bback\s+to\b|^[^;]{{0,60}}?\bto\s+{_FIG}", premise[found[0].end():]) \
            or not _NO_WAY.search(premise[: found[0].start()]):
        return ""  # one move, after a verb that names no way: not a range ("vary from £20,000 to £35,000", "are from
        # £100 to £1,000"), a revision ("was revised to 740,000 from 745,000"), nor one undone ("… and back to 120")
    m = found[0]
    said = set(content_words(premise, stem))
    if not all(stem_among(w, said) for w in content_words(hypothesis, stem) if not _MOVE_STEM.match(w)):
        return ""  # "House prices fell last year" of "went to £290,000 from £240,000 over the past decade": a time
        # or a setting the sentence does not give
    if not set(_MONTH.findall(hypothesis.lower())) <= set(_MONTH.findall(premise.lower())):
        return ""  # "… in the three months to May" of "… to June"
    a = next(iter(quantities(m.group("a") or m.group("a2"))), None)
    b = next(iter(quantities(m.group("b") or m.group("b2"))), None)
    if a is None or b is None or a.key() != b.key() or a.value == b.value or a.kind in ("year", "date", "clock", "ordinal") \
            or _WAY_OR_SPAN.search(premise[: m.start()]):  # (kept: a verb with a way of its own is the trend readings')
        return ""
    way = "up" if a.value > b.value else "down"
    return trends.moved_otherwise(premise, hypothesis, parse, m.start(), way, m.group(0).strip())
