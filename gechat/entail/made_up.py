"""A part's share of its whole told by what the part "makes up", held against the step's share word.

"…, with lorries making up 11% of crossings" / "Lorries accounted for most of the crossings"; "…, while 16- to
24-year-olds made up 37% of them" / "16- to 24-year-olds made up the majority of people on zero-hours contracts".
Both were read as entailed: :func:`gechat.entail.proportions.share_conflict` holds a share word against what the
clause after a percentage says of its group, and here the claim is the subject before the verb.

:func:`made_up_conflict` reads, in the sentence, a percentage "of" a group after a verb of making up ("make up",
"account for", "represent", "comprise", "form"), the part being the clause's words before the verb; "of them" stands
for a noun a count before it counts ("1.03 million people …, 37% of them") where the step names that noun. In the
step, a share word ("most", "the majority of", "less than half of", "a third of" …) after such a verb, the part
again the words before it, or, where the share word is the step's subject, the words after its "by" or "from"
("Most of the shifts were covered by agency workers"). The two conflict when the part's content words are the same, the groups are the same
and the percentage lies outside what the word allows. A percentage the sentence only bounds or estimates, or a step
that hopes or plans, is left alone.
"""

from __future__ import annotations

import re

from gechat.entail.proportions import DETERMINER, ESTIMATE_MARGIN, allows, share_word, share_word_span, SHARE_WORD_RE
from gechat.entail.quantities import QUANTITY_REASON
from gechat.text import content_stems, fold

#: a verb by which a part is given as a share of its whole ("making up", "accounted for", "represented")
_VERB = r"(?:mak(?:e|es|ing)\s+up|made\s+up|account(?:s|ed|ing)?\s+for|represent(?:s|ed|ing)?|" \
        r"compris(?:e|es|ed|ing)|form(?:s|ed|ing)?|constitut(?:e|es|ed|ing))"
#: the sentence's percentage after such a verb: "making up 11% of crossings", "made up about 37% of them"
_PERCENT = re.compile(rf"\b{_VERB}\s+(?P<near>about\s+|around\s+|roughly\s+|approximately\s+|some\s+)?"
                      rf"(?:just\s+|only\s+)?(?P<v>\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)\s+of\s+(?:all\s+)?"
                      rf"{DETERMINER}(?P<group>[a-z]+)", re.IGNORECASE)
#: the step's share word after such a verb: "accounted for most of the crossings"
_WORDED = re.compile(rf"\b{_VERB}\s+{SHARE_WORD_RE}\s+(?:of\s+)?{DETERMINER}(?P<group>[a-z]+)", re.IGNORECASE)
#: the step's share word as its subject, the part after "by" or "from": "Most of the shifts … were covered by agency
#: workers", "The bulk of December's calls came from men"
_WORDED_BY = re.compile(rf"^\s*{SHARE_WORD_RE}\s+(?:of\s+)?{DETERMINER}(?:[A-Z][\w-]*['’]s\s+)?(?P<group>[a-z]+)\b"
                        rf"[^,;]*?\s(?:were|was|are|is|came|come|comes)\s+(?:\w+\s+)?(?:by|from)\s+(?P<part>[^,;.]+)",
                        re.IGNORECASE)
#: where the part's words begin: the clause before the verb
_CLAUSE_START = re.compile(r".*(?:[,;:(]|\b(?:while|whereas|with|and|but|of\s+which|of\s+whom)\b)", re.IGNORECASE
                           | re.DOTALL)
_HOPED = re.compile(r"\b(?:expect\w*|will|forecast\w*|plan\w*|aim\w*|hop\w*|target\w*|could|may|might)\b",
                    re.IGNORECASE)
#: a count and the noun it counts, which "of them" may stand for: "1.03 million people"
_COUNTED = re.compile(r"(?<![\w.,])\d[\d,.]*\s+(?:(?:thousand|million|billion)\s+)?([a-z]+)\b", re.IGNORECASE)


def _part(text: str, verb_at: int) -> frozenset[str]:
    """The content words of the part: those before the verb at ``verb_at``, back to its clause's start."""
    before = text[:verb_at]
    start = _CLAUSE_START.match(before)
    return frozenset(content_stems(before[start.end() if start else 0:]))


def made_up_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's share word for what a part makes up of a group disagrees with the percentage the
    sentence gives the same part of the same group, or ""."""
    if _HOPED.search(hypothesis):
        return ""
    steps = []
    for m in _WORDED.finditer(hypothesis):
        word = share_word(m.group(1))
        span = share_word_span(word, hypothesis[: m.start(1)])
        if span is not None and (part := _part(hypothesis, m.start())):
            steps.append((word, fold(m.group("group").lower()), part, span))
    for m in _WORDED_BY.finditer(hypothesis):
        word = share_word(m.group(1))
        span = share_word_span(word, hypothesis[: m.start(1)])
        if span is not None and (part := frozenset(content_stems(m.group("part")))):
            steps.append((word, fold(m.group("group").lower()), part, span))
    if not steps:
        return ""
    for m in _PERCENT.finditer(premise):
        if re.search(r"\b(?:over|under|than|least|most|up\s+to)\s*$", premise[max(0, m.start() - 14):m.start()]):
            continue
        value, margin = float(m.group("v")), ESTIMATE_MARGIN if m.group("near") else 0.0
        group, part = fold(m.group("group").lower()), _part(premise, m.start())
        counted = {fold(n.lower()) for n in _COUNTED.findall(premise[: m.start()])}
        for word, their_group, their_part, span in steps:
            same_group = their_group == group or (group == "them" and their_group in counted)
            if same_group and part and their_part == part and not allows(span, value, margin):
                return f"{QUANTITY_REASON}{word} {m.group('group') if group != 'them' else their_group}; " \
                       f"the sentence says {value:g}% of them"
    return ""
