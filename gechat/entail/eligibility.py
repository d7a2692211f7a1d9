"""A step that applies a rule's limit to a case: "household income of no more than £80,000" / "A couple earning
£85,000 between them falls within the scheme's income limit".

A small model reads such a step by its shared words (0.72 entailed above), and the figure checks find only that the
sentence never gives £85,000. :func:`case_against_limit` reads the sentence's limits (:func:`gechat.entail.limits
.limits`: "below £32,000", "fewer than 50 employees", "at least two years' continuous service"), the step's plain
values of the same measure (no bound words of its own) and what the step says of the case: that it meets the rule
("satisfies", "qualifies", "is eligible", "falls within", "is enough", "can use") or not ("does not qualify", "is
ineligible", "falls outside", "is too high"). A case said to meet a limit its value breaks, or said to fail one its
value keeps, is a conflict. :func:`case_meets` is true where every such value agrees with what the step says, so
that the step's figure, a case of the rule, is not read as a figure the sentence fails to give.
"""

from __future__ import annotations

import re

from gechat.entail.limits import Limit, _base, _same_measure, limits
from gechat.entail.quantities import quantities

#: words by which a limit is a condition of a rule, not a count of what happened
_RULE = re.compile(r"\b(?:only|must|eligible|entitled|open\s+to|available\s+to|applies|apply|qualif\w*|require\w*|"
                   r"limit|condition|criteri\w*|may|can|covers?|exempt\w*)\b", re.IGNORECASE)
_MEETS = re.compile(r"\b(?:satisf(?:y|ies|ied)|meets?|qualif(?:y|ies|ied)|eligible|entitled|enough|sufficient|"
                    r"falls?\s+within|within\s+the|is\s+covered|are\s+covered|(?:can|may|is\s+allowed\s+to|are\s+allowed\s+to)"
                    r"\s+(?:use|apply|claim|join|stand|enter|receive|get|benefit|register))\b", re.IGNORECASE)
_FAILS = re.compile(r"\b(?:ineligible|not\s+(?:eligible|entitled|enough|sufficient|covered|within)|"
                    r"(?:does|do|did|would)\s+not\s+(?:qualify|meet|satisfy)|(?:cannot|can't|may\s+not)\s+(?:use|apply|"
                    r"claim|join|stand|enter|receive|get|benefit|register)|too\s+(?:high|low|many|few|much|little|short|"
                    r"long)|falls?\s+outside|fails?\s+to\s+(?:meet|qualify|satisfy))\b", re.IGNORECASE)


def _kept(value: float, limit: Limit) -> bool:
    """Does ``value`` (in the limit's unit) keep ``limit``?"""
    bound = limit.figure.value
    if limit.upper:
        return value < bound if limit.strict else value <= bound
    return value > bound if limit.strict else value >= bound


def _cases(premise: str, hypothesis: str) -> tuple[bool, list[tuple[Limit, float]]] | None:
    """(whether the step says the case meets the rule, each (limit, the step's value in its unit)), or None where the
    sentence states no rule's limit, the step bounds its own figures or says nothing of meeting the rule."""
    theirs = limits(premise)
    if not theirs or limits(hypothesis) or not _RULE.search(premise):
        return None
    fails, meets = bool(_FAILS.search(hypothesis)), bool(_MEETS.search(_FAILS.sub(" ", hypothesis)))
    if fails == meets:
        return None
    pairs = [(lim, _base(v, lim.figure)) for v in quantities(hypothesis) for lim in theirs
             if _same_measure(v, lim.figure)]
    return meets, pairs


def case_against_limit(premise: str, hypothesis: str) -> str:
    """The reason the step's case cannot be as it says (see the module's text), or ""."""
    read = _cases(premise, hypothesis)
    if read is None:
        return ""
    meets, pairs = read
    for lim, value in pairs:
        if _kept(value, lim) != meets:
            return (f"the step says {value:g} {'meets' if meets else 'fails'} the sentence's limit of "
                    f"{lim.words} {lim.figure.text}")
    return ""


def case_meets(premise: str, hypothesis: str) -> bool:
    """Does the step apply the sentence's limits to a case as they read, every value of their measure kept where it
    says the case meets the rule and broken where it says it fails?"""
    read = _cases(premise, hypothesis)
    return read is not None and bool(read[1]) and all(_kept(value, lim) == read[0] for lim, value in read[1])
