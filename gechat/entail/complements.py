"""The rest of a whole, told by denying what the sentence says of its part.

"The Fenwick Health Board employs 1,850 junior doctors, of whom 420 are on rotation from other regions" / "Most of
the board's junior doctors are not on rotation from other regions"; "… 5,200 referrals …, of which 740 were classed
as urgent" / "Most of the referrals were not classed as urgent"; "… 18,420 referrals …, of which 11,050 began
treatment within six weeks" / "7,370 of the adult referrals did not begin treatment within six weeks". The negation
check read each as the step denying what the sentence states (Contradicted before); the step says the same thing of
the rest. :func:`gechat.entail.wholes.complement_denied` reads "Only three of the twelve candidates were invited" /
"Nine of the twelve … were not invited"; this reads the other ways a sentence gives a part of a whole.

:func:`rest_denied` is true when the step denies and the sentence does not; every other content word of the step is
the sentence's (its figures and share words aside); and the sentence gives a part of a whole ("W …, of which P",
"P of the W", "Of the W …, P", "only P per cent were") whose rest, W − P (or 100 − P per cent), is the step's count,
its percentage, or a share its share word allows ("most", "the majority of", "fewer than half of" …).
"""

from __future__ import annotations

import re

from gechat.entail import antonyms
from gechat.entail.negation import negation_marks
from gechat.entail.proportions import SHARE_WORD_RE, WHOLE_OF_WHICH, of_which_value, allows, share_word, share_word_span
from gechat.entail.quantities import quantities, words
from gechat.entail.units import close
from gechat.entail.wholes import NUMBER_STEMS, digits, of_counts, own_words
from gechat.text import content_words

#: words a step may add to say the rest has not yet done it ("had still not been converted")
_STILL = frozenset(content_words("still yet", antonyms.stem))
#: words by which a sentence tells of the rest of a whole itself
_TOLD_REST = re.compile(r"\b(?:remaining|remainder|rest|others|the\s+other)\b", re.IGNORECASE)  # not "from other regions"
#: a share given as a percentage of the sentence's whole: "only 41 per cent were finalised"
_PERCENT_WERE = re.compile(r"(?<![\w.])(?P<p>\d+(?:\.\d+)?)\s*(?:%|per\s+cent|percent)\s+(?:of\s+(?:the\s+|its\s+|their\s+)?"
                           r"(?:[a-z]+\s+){0,2}?)?(?:were|was|are|is|had|have)\b", re.IGNORECASE)  # "… of the plans were"


def _rests(premise: str) -> tuple[list[float], list[float]]:
    """The rests of the sentence's wholes: as counts (W − P) and as percentages (100 − P)."""
    pairs = of_counts(digits(premise))
    counts = [b.value - a.value for a, b, _ in pairs]
    percents = [100 * (b.value - a.value) / b.value for a, b, _ in pairs if 0 < a.value < b.value]
    for m in WHOLE_OF_WHICH.finditer(premise):
        whole, part = (of_which_value(g) for g in (m.group("whole"), m.group("part")))
        if 0 < part < whole:
            counts.append(whole - part)
            percents.append(100 * (whole - part) / whole)
    percents += [100 - float(m.group("p")) for m in _PERCENT_WERE.finditer(premise)]
    return counts, percents


def _rest_told(premise: str, rests: list[float]) -> bool:
    """Do some of the sentence's other counts add up to a rest ("30 voted against and 10 abstained": 40)?"""
    figures = [q.value for q in quantities(digits(premise)) if q.kind == "count"]
    return any(close(a + b, rest) or close(a, rest) for rest in rests for i, a in enumerate(figures)
               for b in figures[i + 1:])


def rest_denied(premise: str, hypothesis: str) -> bool:
    """Does the step deny of the rest of a whole what the sentence says of its part (module docstring)?"""
    if not negation_marks(words(hypothesis))[0] or negation_marks(words(premise))[0]:
        return False
    shares = list(re.finditer(SHARE_WORD_RE, hypothesis, re.IGNORECASE))
    share_words = set().union(*(own_words(m.group(0)) for m in shares)) if shares else set()
    if not {w for w in own_words(digits(hypothesis)) if not w[:1].isdigit()} - NUMBER_STEMS - share_words \
            <= own_words(premise) | _STILL:
        return False  # "… 420 are on rotation" / "Most … are not consultants": another word
    counts, percents = _rests(premise)
    if _TOLD_REST.search(premise) or _rest_told(premise, counts):
        return False  # "…, and the remaining 9,000 were converted in 2023"; "80 voted in favour, 30 against and 10
        # abstained" / "40 of the delegates did not vote": the sentence tells of the rest itself
    given = [p.value for p in quantities(digits(premise))]
    mine = [q for q in quantities(digits(hypothesis)) if q.kind in ("count", "percent")
            and not any(close(q.value, v) for v in given)]  # "Thirty-eight of the 312 timbers": the whole is the
    # sentence's
    if mine:
        return len(mine) == 1 and any(close(mine[0].value, v) for v in (percents if mine[0].kind == "percent"
                                                                          else counts))
    for m in shares:
        span = share_word_span(share_word(m.group(1)), hypothesis[: m.start(1)])
        if span is not None and percents and all(allows(span, v) for v in percents):
            return True  # "Most of the referrals were not classed as urgent": 86% were not
    return False
