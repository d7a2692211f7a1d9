"""Moves read from the words alone, beside :mod:`gechat.entail.trends`'s parse: a figure the sentence says doubled
that the step says was lower than before, or the other way (:func:`multiple_turned`: "… loan-loss provisions doubled
to £310 million" / "… were lower than in 2022"), and a thing the sentence says stays as it was that the step says is
changed (:func:`held_changed`: "… its 1 Gbps plan stays at €59.99" / "Telvora is also raising the price of its 1 Gbps
fibre plan"). Read by :mod:`gechat.entail.conflicts`.
"""

from __future__ import annotations

import re

from gechat.entail.antonyms import stem
from gechat.entail.causes import share_of
from gechat.entail.trends import _CLAUSES, _NOT_NAMES


#: a sentence's multiple, with the way it moves a figure: "loan-loss provisions doubled to £310 million"
_MULTIPLE = re.compile(r"\b(?P<word>doubled|tripled|trebled|quadrupled|halved)\b", re.IGNORECASE)
#: a step's comparison with an earlier time: "were lower than in 2022", "less than a year earlier"
_THAN_BEFORE = re.compile(r"\b(?:(?P<word>lower|higher|less|more|fewer|greater|smaller|larger|bigger)\s+than|"
                          r"(?P<verb>rose|grew|increased|climbed|fell|dropped|declined|decreased|shrank)(?:\s+in\s+"
                          r"(?:1[89]|20)\d\d)?\s+(?:compared\s+(?:with|to)|from|on))\s+(?:in\s+|at\s+)?"
                          r"(?:(?:1[89]|20)\d\d|the\s+(?:previous|prior|year\s+before|preceding)|a\s+year\s+(?:earlier|"
                          r"before|ago)|last\s+year|before)\b", re.IGNORECASE)  # "fell in 2023 compared with 2022"
_UP_COMPARATIVES = frozenset("higher more greater larger bigger rose grew increased climbed".split())


def multiple_turned(premise: str, hypothesis: str) -> str:
    """The reason the step says a figure the sentence says doubled (or halved) was lower (or higher) than before, or
    "": "… while its loan-loss provisions doubled to £310 million" / "Meridian's loan-loss provisions in 2023 were
    lower than in 2022" (0.56 entailed before this check). The step's words before its comparison name the thing of
    the sentence's clause of the multiple, and that clause's nouns are the step's."""
    step = _THAN_BEFORE.search(hypothesis)
    if step is None or re.search(r"\b(?:not|n't|never|no)\b", hypothesis, re.IGNORECASE):
        return ""
    told = [(c, m) for c in _CLAUSES.split(premise) for m in [_MULTIPLE.search(c)] if m]
    if len(told) != 1:
        return ""
    clause, m = told[0]
    theirs = {stem(w) for w in re.findall(r"[A-Za-z][\w-]+", clause[: m.start()]) if len(w) > 3}
    mine = {stem(w) for w in re.findall(r"[A-Za-z][\w-]+", hypothesis[: step.start()]) if len(w) > 3}
    named_elsewhere = {stem(w) for w in re.findall(r"[A-Za-z][\w-]+", premise) if len(w) > 3}
    if not theirs or (share_of(theirs, mine) < 0.5 and not (len(theirs & mine) >= 2 and mine - theirs <= named_elsewhere)):
        return ""  # another figure's multiple ("e-book borrowing through the council's digital platform" / "E-book
        # borrowing in Kingsmere": the step's thing, named by the sentence's words)
    up = m.group("word").lower() != "halved"
    told = (step.group("word") or step.group("verb")).lower()
    if up == (told in _UP_COMPARATIVES):
        return ""
    return f"the sentence says it {m.group('word').lower()}; the step says it {told}"


#: a sentence's thing held where it was: "its 1 Gbps plan stays at €59.99", "the base rate was left unchanged"
_HELD = re.compile(r"\b(?:(?:stays?|stayed|remains?|remained|(?:was|were|is|are)\s+(?:left|kept|held))\s+(?:(?:capped|fixed|"
                   r"frozen|held)\s+at|at|unchanged|"
                   r"the\s+same|steady|flat|stable|level)|(?:was|were|is|are)\s+(?:unchanged|frozen))\b", re.IGNORECASE)
# not "Let remain on stove and boil" (a recipe's step), which holds no figure
#: a step's change of a price or a figure
_CHANGED = re.compile(r"\b(?:rais(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|hik(?:e|es|ed|ing)|cut(?:s|ting)?|lower(?:s|ed|ing)|"
                      r"reduc(?:e|es|ed|ing)|r[io]s(?:e|es|en|ing)|f[ae]ll(?:s|en|ing)?|drop(?:s|ped|ping)?)\b",
                      re.IGNORECASE)


#: a word with its inner dots and hyphens ("4.2", "Antwerp-Bruges"), not a sentence's full stop
_WORD = r"\w(?:[\w.-]*\w)?"


#: an owner told by a possessive ("the force's")
_OWNER = re.compile(r"(\bthe\s+)?\b(\w+)['’]s\b", re.IGNORECASE)


def held_changed(premise: str, hypothesis: str) -> str:
    """The reason the step changes what the sentence says stays as it was, or "": "…, while its 1 Gbps plan stays at
    €59.99" / "Telvora is also raising the price of its 1 Gbps fibre plan" (0.97 entailed before this check). The
    words of the held thing (its clause's words before the holding verb) are all the step's, and some of them are
    not those of a clause of change ("Temperatures stayed below freezing overnight but rose …" holds no thing apart).
    """
    changed = _CHANGED.search(hypothesis)
    if changed is None or re.search(r"\b(?:not|n't|never|no)\b", hypothesis, re.IGNORECASE):
        return ""
    mine = {w.lower() for w in re.findall(_WORD, hypothesis)}
    clauses = _CLAUSES.split(premise)
    moving = {w.lower() for c in clauses if _CHANGED.search(c) for w in re.findall(_WORD, c)}
    if any(_CHANGED.match(c.strip()) for c in clauses):
        return ""  # "… stayed below freezing overnight but rose above freezing by mid-morning": one thing, held then
        # moved
    for clause in clauses:
        held = _HELD.search(clause)
        if held is None or _CHANGED.search(clause):
            continue
        theirs = {w.lower() for w in re.findall(_WORD, clause[: held.start()])} - _NOT_NAMES - {"s", "the"}
        theirs -= {m.group(2).lower() for m in _OWNER.finditer(clause[: held.start()]) if m.group(1)}  # "the
        # force's overall charge rate" / "Eastmere police's overall charge rate", "levels at the town's bus station" /
        # "… at Belmouth bus station": the owner a description names the step may name its own way (not a name:
        # "Harlow's property tax rate remains at 1.2%, while neighbouring Bexmoor's rate is rising")
        if theirs and theirs <= mine and theirs - moving and any(any(ch.isdigit() or ch.isupper() for ch in w) or len(w) > 3 for w in
                                              re.findall(_WORD, clause[: held.start()])):
            return f"the sentence says {clause.strip().rstrip('.')[:80]}; the step says '{changed.group(0)}'"
    return ""
