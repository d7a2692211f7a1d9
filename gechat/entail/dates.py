"""Two dates of a step and a sentence (quantities of kind "date": the month times 100 plus the day, the year as the
unit): whether the sentence's gives the step's (:func:`fits`), or bounds it on the step's side (:func:`within`:
"renew before 31 March" holds 15 March). Read by :func:`gechat.entail.quantities.quantity_conflict`.
"""

from __future__ import annotations

import re


def within(text: str, p, q) -> bool:
    """Does the date ``q`` lie on the side of ``p``, a date of ``text``, that a word before ``p`` opens ("renew
    before 31 March" holds 15 March; "from 1 June" holds 20 June; "by June", a month, holds any day of June)? Years
    must agree where both give one. Read both ways: a sentence's bound holds the step's date, and a step's bound
    ("approved before March 2021") the sentence's ("approved on 3 February 2021")."""
    if p.unit and q.unit and p.unit != q.unit:
        return False
    word = bound(text, p)
    if not word:
        return False
    if word in ("by", "until", "till", "up to", "no later than") and not int(p.value) % 100:
        return int(q.value) // 100 <= int(p.value) // 100  # "by June": the whole month
    earlier = word in ("before", "by", "until", "till", "up to", "no later than")
    return q.value < p.value if earlier else q.value > p.value


def bound(text: str, p) -> str:
    """The word before ``p``, a date of ``text``, that makes it a bound ("before", "by", "since" …), or ""."""
    m = re.search(rf"\b(before|by|until|till|up to|no later than|after|from|since)\s+(?:the\s+)?(?:\d{{1,2}}"
                  rf"(?:st|nd|rd|th)?\s+(?:of\s+)?)?{re.escape(p.text)}\b", text, re.IGNORECASE)
    return m.group(1).lower() if m else ""


def step_bound_holds(premise: str, hypothesis: str, p, q) -> bool:
    """Does the step's bound ``q`` ("approved before March 2021") hold the sentence's date ``p`` ("on 3 February
    2021"), a date and no bound itself ("by 30 June" against "by 30 July" are two deadlines)?"""
    return not bound(premise, p) and within(hypothesis, q, p)


def fits(p, q) -> bool:
    """Same month, and the same day and year where both sides give one."""
    pm, pd = divmod(int(p.value), 100)
    qm, qd = divmod(int(q.value), 100)
    return pm == qm and (not pd or not qd or pd == qd) and (not p.unit or not q.unit or p.unit == q.unit)
