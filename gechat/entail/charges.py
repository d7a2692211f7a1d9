"""A price the step gives what the sentence says is free: "… while burial of children under 16 will remain free of
charge" / "Under the new charges, burial of children under 16 at Hillside Cemetery will cost £1,150" (0.94 entailed
before this reading).

:func:`free_priced` reads, in the sentence, a clause "S is (will be, remains, stays …) free (of charge)" whose own
words give no sum and no bound ("free for the first hour", "free until …", "only"); in the step, "S′ costs (will
cost, is charged, is priced at …) <sum>". S's content words must all be S′'s, and the sentence must not give the
step's sum in a clause about a word the step adds to S ("tickets for its Viking exhibition cost £14"). Free for a
group, an act or a time ("free for blue badge holders", "free to download", "free during the opening weekend in
1998") is left to the model.
"""

from __future__ import annotations

import re

from gechat.text import content_words, stem

_CLAUSE = re.compile(r"[,;:]|\b(?:and|but|while|whereas|although)\b", re.IGNORECASE)
_FREE = re.compile(r"\b(?:is|are|was|were|be|been|remains?|remained|stays?|stayed|will\s+(?:be|remain|stay)|"
                   r"would\s+(?:be|remain|stay))\s+(?:entirely\s+|completely\s+|still\s+)?free(?:\s+of\s+charge)?\b"
                   r"(?P<rest>[^,;.]*)", re.IGNORECASE)
_PRICED = re.compile(r"\b(?:costs?|costing|will\s+cost|would\s+cost|(?:is|are|will\s+be|was|were)\s+(?:charged|priced)"
                     r"(?:\s+at)?|pays?|will\s+pay)\s+(?:about\s+|around\s+|roughly\s+|some\s+|just\s+)?[$€£]\s?\d",
                     re.IGNORECASE)
#: words that bound a free offer to a part, a time or a group
_BOUNDED = re.compile(r"\b(?:first|until|up\s+to|after|before|only|except|unless|if|within|under|over|then|thereafter|"
                      r"for|aged|during|between|to\s+[a-z]+|in\s+\d{4}|on|at\s+weekends?)\b|[$€£]\s?\d", re.IGNORECASE)
# ("free for blue badge holders", "free to download", "free during the opening weekend in 1998": free for a group, an
# act or a time, not the thing itself)


def _subject(text: str, end: int) -> frozenset[str]:
    """The content stems of the clause before ``end``."""
    head = text[:end]
    starts = list(_CLAUSE.finditer(head))
    return frozenset(stem(w) for w in content_words(head[starts[-1].end():] if starts else head))


def _priced_elsewhere(premise: str, hypothesis: str, extra: frozenset[str]) -> bool:
    """Does the sentence give the step's price in a clause that holds a word the step adds to the free thing ("Entry
    to the Ashmore Museum is free, but tickets for its Viking exhibition cost £14" / "Entry to the Ashmore Museum's
    Viking exhibition costs £14": the exhibition's price)?"""
    price = re.search(r"[$€£]\s?\d[\d,]*(?:\.\d+)?", hypothesis)
    at = premise.find(price.group(0)) if price else -1
    if at < 0:
        return False
    cuts = [0] + [m.end() for m in _CLAUSE.finditer(premise)] + [len(premise)]
    lo = max(c for c in cuts if c <= at)
    hi = min((c for c in cuts if c > at), default=len(premise))
    return bool(extra & {stem(w) for w in content_words(premise[lo:hi])})


def free_priced(premise: str, hypothesis: str) -> str:
    """The reason the step prices what the sentence says is free, or ""."""
    if "free" not in premise.lower():
        return ""
    priced = _PRICED.search(hypothesis)
    if priced is None:
        return ""
    step = frozenset(stem(w) for w in content_words(hypothesis[: priced.start()]))
    for m in _FREE.finditer(premise):
        if _BOUNDED.search(m.group("rest")):
            continue  # "free for the first hour", "free only to residents"
        said = _subject(premise, m.start())
        if not said or not said <= step or _priced_elsewhere(premise, hypothesis, step - said):
            continue
        return "the step gives a price; the sentence says it is free"
    return ""
