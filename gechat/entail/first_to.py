"""What an act reaches first, given another: "Most organizations deploy patch management tools first to standardized
desktop systems and single-platform server farms …" / "… deploy patch management tools first to legacy computers and
multiplatform environments" (NIST SP 800-40r3; the near-miss question "Why do most organizations deploy patch
management tools first to legacy computers …?" was answered as stated, its premise entailed at 0.70).

Only one thing can come first: where both say the same act (the step's words before "first" among the sentence's,
two at least, the same verb after "first" if any) goes "first to" something, and the two share no word of it, they
conflict. Not when either denies, sets a condition or an order of its own before "first" ("not", "before", "if",
"rather than" …), nor "the first to arrive" (who came first, :mod:`gechat.entail.ranks`), nor a figure or a date
after "to" ("first to 2 %", "first to 2019"), nor where either says "first to" twice.
"""

from __future__ import annotations

import re

from gechat.text import content_stems

#: "first to X", "first given to X"; not "the first to arrive"
_FIRST_TO = re.compile(r"(?<!\bthe )(?<!\bthe very )\bfirst\s+(?:(?P<verb>[a-z]+(?:ed|en|t))\s+)?to\s+"
                       r"(?P<thing>[^,;:.()]+)", re.IGNORECASE)
#: what before "first" leaves the act open: a denial, a condition, an order or an alternative of its own
_OPEN = re.compile(r"\b(?:not|never|no|nor|neither|rather\s+than|instead\s+of|before|after|if|unless|whether|"
                   r"when|once|until)\b|n't\b", re.IGNORECASE)
#: words of the doer the step may add or drop ("most organizations" / "organizations")
_QUANTIFIERS = content_stems("most many some several few all every each")


def first_to_other(premise: str, hypothesis: str) -> str:
    """The reason ``hypothesis`` (the step) has an act go first to another thing than ``premise`` (the sentence)
    says it goes to first, or ""."""
    theirs, ours = list(_FIRST_TO.finditer(premise)), list(_FIRST_TO.finditer(hypothesis))
    if len(theirs) != 1 or len(ours) != 1:
        return ""
    p, h = theirs[0], ours[0]
    if (p.group("verb") or "").lower() != (h.group("verb") or "").lower():
        return ""
    p_act, h_act = premise[:p.start()], hypothesis[:h.start()]
    if _OPEN.search(p_act) or _OPEN.search(h_act) or re.search(r"\d", p.group("thing") + h.group("thing")):
        return ""
    p_words = content_stems(f"{p_act} {p.group('verb') or ''}")
    h_words = content_stems(f"{h_act} {h.group('verb') or ''}")
    if len(p_words & h_words) < 2 or not h_words <= p_words | _QUANTIFIERS:
        return ""  # another act, or one the step says more of
    p_thing, h_thing = content_stems(p.group("thing")), content_stems(h.group("thing"))
    if not p_thing or not h_thing or p_thing & h_thing:
        return ""
    return (f"the sentence says it goes first to {' '.join(p.group('thing').split())}; the step says first to "
            f"{' '.join(h.group('thing').split())}")
