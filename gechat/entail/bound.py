"""Where a thing came from told as where it was going, or the other way: "a shipment of bananas from Ecuador" /
"a shipment of bananas bound for Ecuador".

The small NLI model reads such a pair as entailed (0.92 on the session-63 table): every word but one is the
sentence's. The sentence names the place as a thing's origin, the noun right before "from" ("bananas from
Ecuador"), and the step names it as the same thing's destination, the noun right before "bound for", "destined
for", "headed for" ("bananas bound for Ecuador"), or the other way round. Read only where the place is one name
(capitalised words), the two nouns are one word (so the origin of a ship's cargo is not the ship's: "A cargo ship
carrying coffee beans from Colombia" / "The ship is bound for Colombia"), the sentence gives no "from X to Y" (that
is :func:`gechat.entail.turned_round.turned_round`'s) and does not give the place both roles. A journey there and back,
"returned from Tarsa" / "had been sent to Tarsa", and a distance, "stopped 30 km from Tarsa" / "was headed for
Tarsa", are no origin: the word before "from" is a verb, a unit or "away".
"""

from __future__ import annotations

import re

from gechat.entail.quantities import singular

_NAME = r"(?:the\s+)?(?P<place>[A-Z][\w'’-]*(?:\s+(?:of\s+|de\s+)?[A-Z][\w'’-]*)*)"
#: a thing and the place it is going to
_TO = re.compile(rf"\b(?P<thing>[a-z]+)\s+(?:bound|destined|headed|heading)\s+(?:for|to)\s+{_NAME}")
#: a thing and the place it came from (not "from X to Y")
_FROM = re.compile(rf"\b(?P<thing>[a-z]+)\s+from\s+{_NAME}(?!\s*,?\s*(?:to|into)\b)")
#: words before "from" that make no origin of a thing: a journey's verb, a distance, "away from"
_NO_THING = re.compile(r"(?:ed|ing)$|^(?:away|far|km|kilometres?|kilometers?|miles?|metres?|meters?|yards?|feet|apart|"
                       r"back|out|off|one|each|is|are|was|were|be|been|come|comes|came|go|goes|went|returns|flies|"
                       r"sails|travels|moves|data|imports|exports)$")


def _things(pattern: re.Pattern, text: str) -> dict[tuple[str, str], str]:
    """(the thing in the singular, the place) -> the thing as written."""
    return {(singular(m.group("thing")), m.group("place")): m.group("thing") for m in pattern.finditer(text)
            if not _NO_THING.search(m.group("thing"))}


def origin_turned(premise: str, hypothesis: str) -> str:
    """The reason the step gives the sentence's origin of a thing as its destination, or its destination as the
    origin ("bananas from Ecuador" / "bananas bound for Ecuador"), or ""."""
    if re.search(r"\bfrom\b[^.;]*?\bto\b", premise, re.IGNORECASE):
        return ""
    came, going = _things(_FROM, premise), _things(_TO, premise)
    for said, other, told, said_as, step_as in ((came, going, _things(_TO, hypothesis), "from", "bound for"),
                                                (going, came, _things(_FROM, hypothesis), "bound for", "from")):
        for key, word in told.items():
            if key in said and key not in other:  # not where the sentence gives the place both roles
                place = key[1]
                return f"the step says '{word} {step_as} {place}'; the sentence says '{said[key]} {said_as} {place}'"
    return ""
