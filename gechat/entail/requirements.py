"""Requirements: a step that lets go what the sentence requires, or requires what it says is not required.

``waived_requirement``: "guests must be signed in by a member before entering the bar" / "guests may enter the bar
without being signed in by a member"; ``denied_requirement``: "Practice Tips … are not considered mandatory" / "are
required to follow the Practice Tips". Both are read by :func:`gechat.entail.conflicts.find_conflict` beside the
negation checks of :mod:`gechat.entail.polarity`.
"""

from __future__ import annotations

import re

from gechat.entail.negation import negation_marks
from gechat.entail.quantities import words
from gechat.text import STOP_WORDS, stem, tokens


#: what a sentence requires: "must be signed in by a member", "are required to show a ticket", "need to register"
_REQUIRED = re.compile(r"\b(?:must|shall|(?:is|are|was|were)\s+required\s+to|(?:has|have|need|needs)\s+to)\s+"
                       r"(?:first\s+)?(?:be\s+|have\s+)?(?P<what>[^,;.]+)", re.IGNORECASE)
#: what a step lets go: "may enter the bar without being signed in by a member"
_WAIVED = re.compile(r"\b(?:may|can|could|is\s+allowed\s+to|are\s+allowed\s+to)\b[^,;.]*?\bwithout\s+(?:being\s+|having\s+)?"
                     r"(?P<what>[^,;.]+)", re.IGNORECASE)


def waived_requirement(premise: str, hypothesis: str) -> str:
    """The step allows without what the sentence requires: "guests must be signed in by a member before entering
    the bar" / "guests may enter the bar without being signed in by a member". The words the step goes without
    must all be among those the sentence requires."""
    waived = _WAIVED.search(hypothesis)
    if not waived or negation_marks(words(premise))[0] or negation_marks(words(hypothesis[: waived.start()]))[0] \
            or _EXCEPTED.search(premise):
        return ""  # "except on open days", "unless they hold a pass", "a degree or five years' experience"
    without = _word_stems(waived.group("what"))
    rest = _word_stems(hypothesis[: waived.start("what")]) - {"without"}
    if not rest <= _word_stems(premise) | _MODALS:
        return ""  # the step lets it go for someone or some time the sentence does not name ("in August", "over 12")
    for m in _REQUIRED.finditer(premise):
        if without and without <= _word_stems(m.group("what")):
            return f"the sentence requires it ('{m.group(0).strip()}'); the step lets it go without"
    return ""


#: a sentence that says something is not required: "these are not considered mandatory", "need not personally
#: perform", "is optional"
_NOT_REQUIRED = re.compile(r"\b(?:(?:is|are|was|were|be)\s+not\s+(?:considered\s+|deemed\s+)?(?:mandatory|required|"
                           r"obligatory|compulsory)|need\s+not|(?:is|are)\s+optional)\b", re.IGNORECASE)
#: a step that says it is required: "are required to follow", "must perform", "is mandatory"
_MUST = re.compile(r"\b(?:must|(?:is|are|was|were)\s+(?:required|obliged|obligated)\s+to|(?:is|are|was|were)\s+"
                   r"(?:mandatory|compulsory|obligatory)|ha(?:s|ve)\s+to)\b", re.IGNORECASE)
#: a requirement's exceptions and alternatives, not the general "unless otherwise indicated"
_NOT_EXCEPTED = re.compile(r"\bunless\s+otherwise\s+(?:indicated|noted|stated|specified|provided)\b", re.IGNORECASE)


def denied_requirement(premise: str, hypothesis: str) -> str:
    """The step requires what the sentence says is not required: "Standing trustees are encouraged to follow
    Practice Tips … but these are not considered mandatory" / "Standing trustees are required to follow the Practice
    Tips"; "… need not personally perform any duty unless otherwise indicated" / "… must personally perform every
    duty". Not where the sentence also requires something ("Registration is not required for children; adults must
    register"), has exceptions or alternatives, or the step denies it."""
    plain = _NOT_EXCEPTED.sub("", premise)
    denied, required = _NOT_REQUIRED.search(plain), _MUST.search(hypothesis)
    if not denied or not required or negation_marks(words(hypothesis))[0] or _REQUIRED.search(premise) \
            or _EXCEPTED.search(plain):
        return ""
    what = re.split(r"[,;.]", plain[denied.end():], maxsplit=1)[0]  # what it does not require, when it says
    if not _word_stems(what) <= _word_stems(hypothesis):
        return ""  # "not required to submit transcripts with the form" / "must submit the form": another thing
    return f"the sentence says it is not required ('{denied.group(0)}'); the step says it is"


def _word_stems(text: str) -> set[str]:
    """The stems of ``text``'s words that are not stop words (one-letter words kept: "pass A" is not "pass B")."""
    return {stem(w) for w in tokens(text) if w not in STOP_WORDS}


#: words by which a requirement has exceptions or alternatives
_EXCEPTED = re.compile(r"\b(?:except|unless|other than|apart from|exempt|or)\b", re.IGNORECASE)
_MODALS = frozenset(stem(w) for w in "may can could allowed permitted being having".split())
