"""Content-word overlap: the share of a hypothesis's content words found in the premise.

This is a similarity fallback, not entailment (``kind = "similarity"``): "Anna
reports to Tom" and "Tom reports to Anna" overlap completely. Words are lower-
cased, stop words dropped and a light suffix stripping maps inflections onto
one form ("reports", "reported", "reporting" -> "report").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gechat.entail.base import Entailer

_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*|\d+(?:[.,]\d+)*")

STOP_WORDS = frozenset(
    """a about above after again against all also am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have having he
    her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not
    of off on once only or other our ours ourselves out over own same she should so some such than that the their
    theirs them themselves then there these they this those through to too under until up very was we were what
    when where which while who whom why will with would you your yours yourself yourselves s t don't doesn't isn't
    wasn't aren't weren't it's i'm one may might must shall upon via per etc""".split()
)

_SUFFIXES = ("ingly", "edly", "ings", "ing", "ies", "ied", "ed", "es", "s", "ly")


def stem(word: str) -> str:
    """A light, deterministic suffix stripper (enough to match inflected forms)."""
    w = word.lower().strip("'-")
    if w.endswith("'s"):
        w = w[:-2]
    if w[:1].isdigit():
        return w.replace(",", "")
    for suf in _SUFFIXES:
        if suf == "s" and w.endswith(("ss", "us", "is")):
            continue  # "boss", "status", "analysis"
        if len(w) - len(suf) >= 3 and w.endswith(suf):
            base = w[: -len(suf)]
            if suf in {"ies", "ied"}:
                return base + "y"
            if suf in {"ing", "ed"} and len(base) > 3 and base[-1] == base[-2] and base[-1] not in "lsz":
                return base[:-1]  # "stopped" -> "stop"
            return base
    return w


def content_words(text: str) -> set[str]:
    """Stemmed content words of ``text`` (stop words and one-letter tokens dropped)."""
    out = set()
    for tok in _WORD.findall(text):
        low = tok.lower()
        if low in STOP_WORDS or (len(low) < 2 and not low.isdigit()):
            continue
        out.add(stem(low))
    return out


def overlap(premise: str, hypothesis: str) -> float:
    hyp = content_words(hypothesis)
    if not hyp:
        return 0.0
    return len(hyp & content_words(premise)) / len(hyp)


class ContentOverlapEntailer(Entailer):
    """Fraction of the hypothesis's content words that occur in the premise, in [0, 1]."""

    name = "content-word overlap"
    kind = "similarity"

    def _score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        return [overlap(p, h) for p, h in zip(premises, hypotheses, strict=True)]
