"""Seed entity linking: which KG entities a question is about.

In order: seeds named by the caller; names in square brackets (MetaQA's
``what films did [Frank Darabont] direct``); otherwise the longest word spans of
the question that are entity names (case-insensitive, possessive ``'s`` dropped),
greedy and non-overlapping, skipping spans made of stop words only and, in a
question that has capitals, spans with no capital or digit (so "film" or "drama"
in a sentence do not become seeds when a proper name is there to link).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gechat.errors import ExternalKGError
from gechat.extkg.store import ExternalKG

MAX_SPAN_WORDS = 10
_STOP = frozenset(
    "a an the of in on at to for by with from and or is are was were be been which what who whom whose where when "
    "how why did do does have has had that this these those it its their there than as both all any each".split()
)
_WORD = re.compile(r"[\w$&.'’:-]+|[^\w\s]")


def brackets(question: str) -> list[str]:
    return [m.strip() for m in re.findall(r"\[([^\]]+)\]", question) if m.strip()]


def _words(question: str) -> list[str]:
    out = []
    for w in _WORD.findall(question.replace("[", " ").replace("]", " ")):
        w = re.sub(r"(’s|'s)$", "", w).rstrip(".,:;?!'’")
        out.append(w)
    return out


def link_seeds(kg: ExternalKG, question: str, seeds: Sequence[str] = ()) -> list[str]:
    """Entity names to start from; :class:`ExternalKGError` when none can be found."""
    named = list(seeds) or brackets(question)
    if named:
        found, missing = [], []
        for s in named:
            i = kg.entity_id(s)
            (found if i is not None else missing).append(kg.entities[i] if i is not None else s)
        if not found:
            raise ExternalKGError(
                f"None of the seed entities ({', '.join(missing)}) is in the KG.",
                hint="Check the spelling, or leave the seeds out to link them from the question.",
            )
        return list(dict.fromkeys(found))
    found = spans(kg, question)
    if not found:
        raise ExternalKGError(
            "No entity of the KG is named in the question.",
            hint="Name an entity as the KG spells it, put it in [square brackets], or pass --seed NAME.",
        )
    return found


def spans(kg: ExternalKG, question: str) -> list[str]:
    words = _words(question)
    has_caps = any(w[:1].isupper() for w in words[1:])
    lower = kg.names_lower()
    used = [False] * len(words)
    found: list[str] = []
    for n in range(min(MAX_SPAN_WORDS, len(words)), 0, -1):
        for i in range(len(words) - n + 1):
            if any(used[i : i + n]):
                continue
            span = words[i : i + n]
            if all(w.lower() in _STOP or not w for w in span):
                continue
            if has_caps and not any(w[:1].isupper() or any(c.isdigit() for c in w) for w in span):
                continue
            ids = lower.get(" ".join(span).lower())
            if ids:
                found.append(kg.entities[ids[0]])
                used[i : i + n] = [True] * n
    return list(dict.fromkeys(found))
