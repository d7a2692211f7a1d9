"""Small text utilities shared by anchoring, pre-ranking and baselines."""

from __future__ import annotations

import re

_WORD = re.compile(r"[a-z0-9]+(?:[-'][a-z0-9]+)*")

STOPWORDS = frozenset(
    """a an the and or but if then else of to in on at by for with from into onto over under about as is are
    was were be been being am do does did doing have has had having this that these those it its it's they them
    their there here what which who whom whose when where why how all any both each few more most other some such
    no nor not only own same so than too very can will just should would could may might must shall i me my we
    our you your he him his she her us also between through during before after above below up down out off
    again further once one two per via""".split()
)


def content_words(text: str) -> list[str]:
    """Lower-cased content words with a light plural fold ("policies" -> "policy")."""
    out = []
    for w in _WORD.findall(text.lower()):
        if w in STOPWORDS or len(w) < 2:
            continue
        out.append(fold(w))
    return out


def fold(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def overlap(query_words: set[str], text_words: set[str]) -> float:
    """Fraction of the query's content words present in the text."""
    if not query_words:
        return 0.0
    return len(query_words & text_words) / len(query_words)
