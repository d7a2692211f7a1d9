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
from gechat.entail.quantities import quantities

_FIG = r"[$€£]?\d[\d,]*(?:\.\d+)?\s*(?:%|per\s+cent|percent|bn|m|k|million|billion|thousand)?"
_TO_FROM = re.compile(rf"\bto\s+(?P<a>{_FIG})\s+from\s+(?P<b>{_FIG})|\bfrom\s+(?P<b2>{_FIG})\s+to\s+(?P<a2>{_FIG})",
                      re.IGNORECASE)
#: verbs before the figures that give a way of their own, or no move at all
_WAY_OR_SPAN = re.compile(r"\b(?:r[io]se|rise[ns]?|rising|f[ae]ll(?:s|en|ing)?|climb\w*|gr[eo]w\w*|increas\w*|"
                          r"decreas\w*|drop\w*|declin\w*|jump\w*|plung\w*|slump\w*|sl[iu]d\w*|sank|sink\w*|dipp?\w*|"
                          r"shr[iu]nk\w*|surg\w*|soar\w*|tumbl\w*|gain\w*|rall\w*|rebound\w*|cut|rais\w*|lower\w*|"
                          r"between|ranging|ranged|range[sd]?|aged|open|opens|opened|runs?|ran|stretch\w*|"
                          r"extend\w*|moved?\s+up|moved?\s+down)\s+(?:\S+\s+){0,3}$", re.IGNORECASE)


def to_from_turned(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step moves the other way a level the sentence takes "to A from B" (or "from B to A") with a verb
    that names no way, or "" (module text)."""
    found = list(_TO_FROM.finditer(premise))
    if len(found) != 1:
        return ""
    m = found[0]
    a = next(iter(quantities(m.group("a") or m.group("a2"))), None)
    b = next(iter(quantities(m.group("b") or m.group("b2"))), None)
    if a is None or b is None or a.key() != b.key() or a.value == b.value or a.kind in ("year", "date", "clock", "ordinal") \
            or _WAY_OR_SPAN.search(premise[: m.start()]):
        return ""
    way = "up" if a.value > b.value else "down"
    return trends.moved_otherwise(premise, hypothesis, parse, m.start(), way, m.group(0).strip())
