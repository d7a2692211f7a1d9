"""Two dates of a step and a sentence (quantities of kind "date": the month times 100 plus the day, the year as the
unit): whether the sentence's gives the step's (:func:`fits`), or bounds it on the step's side (:func:`within`:
"renew before 31 March" holds 15 March). Read by :func:`gechat.entail.quantities.quantity_conflict`.
"""

from __future__ import annotations

import re


def within(premise: str, p, q) -> bool:
    """Does the step's date ``q`` lie on the side of the sentence's ``p`` that a word before ``p`` opens ("renew
    before 31 March" holds 15 March; "from 1 June" holds 20 June)? Years must agree where both give one."""
    if p.unit and q.unit and p.unit != q.unit:
        return False
    m = re.search(rf"\b(before|by|until|till|up to|after|from|since)\s+(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+"
                  rf"(?:of\s+)?)?{re.escape(p.text)}\b", premise, re.IGNORECASE)
    if not m:
        return False
    earlier = m.group(1).lower() in ("before", "by", "until", "till", "up to")
    return q.value < p.value if earlier else q.value > p.value


def fits(p, q) -> bool:
    """Same month, and the same day and year where both sides give one."""
    pm, pd = divmod(int(p.value), 100)
    qm, qd = divmod(int(q.value), 100)
    return pm == qm and (not pd or not qd or pd == qd) and (not p.unit or not q.unit or p.unit == q.unit)
