"""A level said to be back where it was, against a sentence that says it is still below it.

"UK cinema admissions rose to 123.6 million in 2023 …, although the total remained well below the 176.1 million
recorded in 2019" / "By 2023, UK cinema admissions had returned to their 2019 level" (0.62 entailed before this
reading); "…, while Glasgow, which handled 7.4 million, remained about 16% below its pre-pandemic level" / "Glasgow
Airport's passenger numbers had recovered to their pre-pandemic level" (0.93).

:func:`recovery_conflict` reads the step's "returned to", "recovered to", "got back to", "was back to" or "regained"
a level named by a time ("their 2019 level", "pre-pandemic levels", "the level of 2019") and the sentence's clause
that keeps the same time's level above the figure: "remained", "remains", "stayed", "was still" … "below", "short of",
"lower than" or "under" it, with the time among the few words after. The step must name what that clause names (a
name of its own, "Glasgow", where it has one, and then no name the clause lacks), and neither side may deny or hedge.
"""

from __future__ import annotations

import re

from gechat.text import content_words, stem

#: the step's return to a level named by a time: "had returned to their 2019 level", "recovered to pre-pandemic levels",
#: "recovered to above their 2019 level", "exceeded their pre-pandemic peak"
_BACK = re.compile(r"\b(?:returned|returns|return|recovered|recovers|recover|got\s+back|gets\s+back|came\s+back|comes\s+"
                   r"back|(?:was|were|is|are|had\s+been)\s+back|bounced\s+back|regained|regains|exceeded|exceeds|"
                   r"surpassed|surpasses|topped|tops)\s+(?:fully\s+)?(?:to\s+)?(?:(?:above|beyond|past|over)\s+)?"
                   r"(?:(?:its|their|the)\s+)?(?P<when>pre[-\s]?(?:pandemic|covid|crisis|lockdown)|(?:19|20)\d\d)"
                   r"(?:\s+[a-z]+)?\s+(?:levels?|peak|totals?|figures?|highs?)\b|\b(?:returned|recovered|got\s+back|"
                   r"(?:was|were|is|are)\s+back)\s+to\s+(?:its|their|the)\s+(?:levels?|totals?)\s+(?:of|in|before)\s+"
                   r"(?P<when2>(?:19|20)\d\d|the\s+pandemic)\b", re.IGNORECASE)
#: the sentence's level kept below a time's: "remained well below the 176.1 million recorded in 2019", "remained about
#: 16% below its pre-pandemic level", "is still short of 2019's total"
_BELOW = re.compile(r"\b(?:remained|remains|remain|stayed|stays|still|was|were|is|are|stood)\s+(?:\S+\s+){0,3}?"
                    r"(?:below|short\s+of|lower\s+than|down\s+on|behind)\s+(?P<rest>(?:\S+\s+){0,7}\S+)",
                    re.IGNORECASE)
_CLAUSE = re.compile(r";|,?\s+\b(?:while|whereas|but|although|though)\b|,\s+and\b", re.IGNORECASE)
_NAME = re.compile(r"\b[A-Z][A-Za-z]+\b")
#: capitalised words that name nothing: a sentence's first word, a time's preposition
_NOT_NAMES = frozenset("The A An By In At On Over Since During After Before Its Their This That These Those It They "
                       "Although While But".split())
_DENIED = re.compile(r"\b(?:not|n't|never|no|yet\s+to|may|might|could|would|will|expected|forecast|likely)\b",
                     re.IGNORECASE)
#: a sentence that tells a later recovery or an end to the level kept below
_LATER = re.compile(r"\b(?:until|till|recovered|returned|regained|back\s+to|bounced\s+back|exceeded|surpassed|"
                    r"topped|(?:rose|climbed|went|moved)\s+above)\b", re.IGNORECASE)
_PANDEMIC = re.compile(r"pre[-\s]?(?:pandemic|covid|crisis|lockdown)|the\s+pandemic", re.IGNORECASE)


#: the step's level said to be above a time's: "By 2023 cinema admissions were higher than in 2019"
_ABOVE_THEN = re.compile(r"\b(?:higher|greater|larger|bigger|above)\b[^.;]{0,30}?\bthan\s+(?:in\s+|before\s+|their\s+|its\s+)?"
                         r"(?P<when>(?:19|20)\d\d|pre[-\s]?(?:pandemic|covid|crisis|lockdown))(?P<when2>)", re.IGNORECASE)


def _names(text: str, other: str) -> set[str]:
    """The capitalised words of ``text`` that name something: not a function word, nor its first word unless that word
    is capitalised inside either text too ("Bus use in Leeds …": "Leeds"; "Glasgow Airport's …" of "…, while Glasgow
    …": both)."""
    inside = {m.group(0) for t in (text, other) for m in _NAME.finditer(t) if m.start() and not re.search(r"[.!?]\s*$",
                                                                                                         t[:m.start()])}
    return {m.group(0) for m in _NAME.finditer(text) if m.start() or m.group(0) in inside} - _NOT_NAMES


def _same_time(step_when: str, text: str) -> bool:
    """Does ``text`` name the step's time: the same year, or "pre-pandemic" (any spelling) for "pre-pandemic"?"""
    if _PANDEMIC.fullmatch(step_when):
        return bool(_PANDEMIC.search(text))
    return bool(re.search(rf"\b{step_when}\b", text))


def recovery_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step says a level was back at a time's level where the sentence says it stayed below it, or
    ""."""
    back = _BACK.search(hypothesis) or _ABOVE_THEN.search(hypothesis)
    if back is None or _DENIED.search(hypothesis) or _LATER.search(premise):
        return ""  # "remained below their 2019 level until March, but by the summer they had fully recovered"
    when = back.group("when") or back.group("when2")
    names = _names(hypothesis, premise)
    for below in _BELOW.finditer(premise):
        if not _same_time(when, below.group("rest")):
            continue
        start = max((m.end() for m in _CLAUSE.finditer(premise, 0, below.start())), default=0)
        clause = premise[start: below.start()]
        if _DENIED.search(premise[start: below.end()]):
            continue
        own = _names(clause, premise) if start else _names(clause, hypothesis)
        if (own and not own & names) or names - _names(premise, hypothesis):
            continue  # another's level ("…, while Glasgow … remained about 16% below …" / "Edinburgh …"), or a name
            # the sentence does not give
        if not own and names - _names(premise[:start], hypothesis):
            continue
        if back.re is _ABOVE_THEN and (not {w for w in content_words(hypothesis[: back.start()], stem)
                                            if not w[:1].isdigit()} <= set(content_words(clause, stem))
                                       or not {w for w in content_words(hypothesis[back.end():], stem)
                                               if not w[:1].isdigit()} <= set(content_words(premise, stem))):
            continue  # "… cinema admissions remained 20% below …, while concert sales rose" / "In 2023 concert sales
            # were higher than in 2019": the step's thing must be the one kept below, in no setting of its own ("… in
            # cash terms", "… on transatlantic routes")
        return f"the step says the level was {'above' if back.re is _ABOVE_THEN else 'back at'} its {when} level; " \
               f"the sentence says " \
               f"'{premise[below.start(): below.end()].strip().rstrip(',.')}'"
    return ""
