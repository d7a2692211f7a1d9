"""A bound of the step that the sentence's bound the other way rules out.

"More than 200 people attended." / "Fewer than 200 people attended." (and "More than 50% of the boots …" /
"Fewer than 50% …"; written as "more than half" the two are the share readings' of :mod:`gechat.entail.proportions`,
which read them as neutral): :func:`gechat.entail.limits.limit_conflict` sets two limits of one direction against each other,
this two of opposite directions, a lower and an upper bound of one measure that no figure can meet both ("more than
200" / "fewer than 150"; not "at least 200" / "at most 200", which 200 meets). Not where the sentence also bounds the
measure the step's way (a range, "more than 50 but fewer than 100"), nor a step whose words around its bound the
sentence's clause of its bound lacks, nor a rule's bound on either side ("A quorum requires at least 18 members").
Part of the deterministic conflict checks (:mod:`gechat.entail.conflicts`).
"""

from __future__ import annotations

import re

from gechat.entail.limits import Limit, _base, _same_measure, _same_measure_named, limits
from gechat.entail.quantities import QUANTITY_REASON, close, show
from gechat.entail.written import numbers
from gechat.text import content_words, stem


def opposite_bound_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's bound and the sentence's bound the other way cannot both hold, or ""."""
    theirs = [x for x in limits(premise) if _plain(x) and _as_written(premise, x)]  # a bound a denial turns round
    # ("Under no circumstances may tenants keep more than two pets") is the negation reading's to tell
    said = set(content_words(premise, stem))
    written = numbers(premise)
    for mine in limits(hypothesis):
        if not _plain(mine) or not mine.context <= said or any(
                n.unit == mine.figure.unit and close(n.value, mine.figure.value)
                and not _bounded_otherwise(premise[: n.start], mine.upper) for n in written):
            continue  # the step bounds another thing ("attended the lecture" / "attended the concert"), or a figure
            # the sentence gives ("Wind gusts of over 70 mph …, while inland gusts were generally under 50 mph")
        if any(x.upper == mine.upper and _same_measure(x.figure, mine.figure) for x in theirs):
            continue  # the sentence bounds it the step's way too: a range
        for other in theirs:
            clause = _clause_at(premise, other.start)
            if other.upper == mine.upper or not _same_measure(other.figure, mine.figure) \
                    or not mine.context & other.context or not mine.context <= set(content_words(clause, stem)) \
                    or _RULE.search(clause) or _RULE.search(hypothesis) \
                    or not _same_measure_named(mine.words, hypothesis, other.words, premise):
                continue  # "More than 200 people registered, but fewer than 150 attended" / "Fewer than 200
                # people attended": another clause's bound; "A quorum requires at least 18 members": a rule's floor
            if _apart(mine, other):
                return (f"{QUANTITY_REASON}{mine.words.lower()} {show(mine.figure)}; "
                        f"the sentence says {other.words.lower()} {show(other.figure)}")
    return ""


#: bounds a claim gives, not a rule's cap or floor ("capped at 7%", "a limit of 40 mph", "up to 9,000 will be
#: admitted": a figure may break a rule)
_PLAIN = frozenset({"more than", "fewer than", "less than", "over", "under", "above", "below", "at least", "at most",
                    "no more than", "no fewer than", "no less than", "greater than", "not more than", "not less than"})


_UPPER_BEFORE = re.compile(r"\b(?:(?:fewer|less)\s+than|under|below|at\s+most|no\s+more\s+than|not\s+more\s+than)\s*$",
                           re.IGNORECASE)
_LOWER_BEFORE = re.compile(r"\b(?:(?:more|greater)\s+than|over|above|at\s+least|no\s+(?:fewer|less)\s+than|"
                           r"not\s+less\s+than)\s*$", re.IGNORECASE)


def _bounded_otherwise(before: str, upper: bool) -> bool:
    """Does ``before`` end in a bound of the other direction than the step's (upper when ``upper`` is False)?"""
    return bool((_LOWER_BEFORE if upper else _UPPER_BEFORE).search(before))


_RULE = re.compile(r"\b(?:must|shall|should|may|need|needs|required?|requires|requirement|minimum|maximum|quorum|"
                   r"limit|cap|capped|allowed|permitted|eligible|entitled)\b", re.IGNORECASE)
_CLAUSES = re.compile(r";|,(?!\d)|\b(?:but|and|while|whereas|although|though)\b", re.IGNORECASE)


def _clause_at(text: str, at: int) -> str:
    """The clause of ``text`` that holds position ``at`` (between commas, semicolons and joining words)."""
    starts = [0] + [m.end() for m in _CLAUSES.finditer(text) if m.end() <= at]
    ends = [m.start() for m in _CLAUSES.finditer(text) if m.start() > at] + [len(text)]
    return text[max(starts): min(ends)]


def _as_written(text: str, limit: Limit) -> bool:
    return " ".join(text[limit.start: limit.start + len(limit.words) + 5].lower().split()).startswith(limit.words.lower())


def _plain(limit: Limit) -> bool:
    return limit.words.lower() in _PLAIN


def _apart(mine: Limit, other: Limit) -> bool:
    """Can no figure meet both bounds (the step's ``mine``, the sentence's ``other``, of opposite directions)?"""
    a, b = _base(mine.figure, other.figure), other.figure.value
    (low, low_strict), (high, high_strict) = ((a, mine.strict), (b, other.strict)) if not mine.upper \
        else ((b, other.strict), (a, mine.strict))
    return high < low and not close(high, low) or (close(high, low) and (low_strict or high_strict))
