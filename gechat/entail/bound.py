"""Where a thing came from told as where it was going, or the other way: "a shipment of bananas from Ecuador" /
"a shipment of bananas bound for Ecuador".

The small NLI model reads such a pair as entailed (0.92 on the session-63 table): every word but one is the
sentence's. The sentence names the place as the thing's origin ("from Ecuador") and the step as its destination
("bound for", "destined for", "headed for", "en route to"), or the other way round. Read only where the place is
one name (capitalised words), the sentence does not give that place both roles, the sentence gives no "from X to Y"
(that is :func:`gechat.entail.roles.turned_round`'s), and the words just before the place share a content word
with the sentence's just before it (the same thing: "shipment of bananas").
"""

from __future__ import annotations

import re
from collections.abc import Callable

_NAME = r"(?:the\s+)?([A-Z][\w'’-]*(?:\s+(?:of\s+|de\s+)?[A-Z][\w'’-]*)*)"
#: a place given as where a thing is going
_TO = re.compile(rf"\b(?:bound|destined|headed|heading|intended|shipped|sent)\s+(?:for|to)\s+{_NAME}"
                 rf"|\ben\s+route\s+to\s+{_NAME}")
#: a place given as where a thing came from (not "from X to Y")
_FROM = re.compile(rf"\b(?:from|originating\s+in|imported\s+from|sourced\s+from)\s+{_NAME}(?!\s*(?:,\s*)?(?:to|into)\b)")


def _places(pattern: re.Pattern, text: str) -> list[tuple[str, int]]:
    return [(next(g for g in m.groups() if g), m.start()) for m in pattern.finditer(text)]


def _before(text: str, at: int, words: Callable[[str], frozenset[str]]) -> frozenset[str]:
    return words(" ".join(text[:at].split()[-4:]))


def origin_turned(premise: str, hypothesis: str, words: Callable[[str], frozenset[str]]) -> str:
    """The reason the step gives the sentence's origin as the destination, or its destination as the origin ("from
    Ecuador" / "bound for Ecuador"), or ""; ``words`` gives a phrase's content words."""
    if re.search(r"\bfrom\b[^.;]*?\bto\b", premise, re.IGNORECASE):
        return ""
    for step_kind, said_kind, said_as, step_as in ((_TO, _FROM, "came from", "was going to"),
                                                  (_FROM, _TO, "was going to", "came from")):
        theirs = _places(said_kind, premise)
        if not theirs:
            continue
        both = {p for p, _ in _places(step_kind, premise)}
        for place, at in _places(step_kind, hypothesis):
            for other, pat in theirs:
                if other == place and place not in both \
                        and _before(premise, pat, words) & _before(hypothesis, at, words):
                    return f"the step says it {step_as} {place}; the sentence says it {said_as} {place}"
    return ""
