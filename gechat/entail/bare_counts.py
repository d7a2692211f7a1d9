"""A bare number of the step (no unit, no counted word) set in the very words around a bare number of the sentence.

"Lydia was a stout, well-grown girl of fifteen." / "Lydia was a girl of sixteen." and "… of his having ten thousand
a year." / "Darcy was reported to have five thousand a year.": a number with no unit is read by
:mod:`gechat.entail.figures` as too vague to contradict, so the model's reading stood (0.88 and 0.99 entailed).
``frame_conflict`` reads such a number as the sentence's when the two words before it, or the two after it, are the
same words in both (a content word among them; the two after not opening with a preposition, "in April") and the
sentence gives the step's number nowhere. Not a part ("twelve of the patients", often worked out), a name or label
("Paper 2", "lap 12", "iOS 15", "Boeing 777"), a range or alternative ("four or five thousand"), a figure of
another year, nor where either side gives more than one number or the sentence a figure worked out from another
("half that", "twice as many"). Part of the deterministic conflict checks (:mod:`gechat.entail.conflicts`).
"""

from __future__ import annotations

import re

from gechat.entail.arithmetic import worked_out
from gechat.entail.quantities import QUANTITY_REASON, close, quantities
from gechat.entail.written import _Number, numbers
from gechat.entail.numbers import NUMBER_WORDS, SCALE_NAMES
from gechat.text import STOP_WORDS, stem, stem_among, word_stems

_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?|\d+|[^\sA-Za-z\d]")
_PREPOSITIONS = frozenset("in on at for by during from to since until after before within under over per of".split())
#: words that make the number after them a name or a label, not an amount ("lap 12", "number 73")
_LABELS = frozenset("lap number no page chapter section paragraph part paper version level grade stage phase step "
                    "round room flight route platform gate item table figure article rule clause schedule form "
                    "question unit model series year week day".split())
_RANGE_BEFORE = re.compile(r"(?:\b(?:or|to|and|nor|between|from|than)|[-–/])\s*$", re.IGNORECASE)
_RANGE_AFTER = re.compile(r"\s*(?:(?:or|to|and)\b|[-–/]\s*\w)", re.IGNORECASE)
_PART = re.compile(r"[\s-]*of\b", re.IGNORECASE)
#: words by which a sentence gives a figure worked out from another ("half that", "twice as many")
_WORKED = re.compile(r"\b(?:half|twice|double|triple|treble|thrice|quarter|third|times|as\s+(?:much|many))\b",
                     re.IGNORECASE)
#: words that set a figure at a time of its own
_TIMES = frozenset("last next previous following current now today yesterday tomorrow ago earlier later then "
                   "once".split())
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")


def frame_conflict(premise: str, hypothesis: str) -> str:
    """The reason ``hypothesis`` gives a bare number where ``premise`` gives another in the same words, or ""."""
    theirs, mine = numbers(premise), numbers(hypothesis)
    bare_theirs = [n for n in theirs if _bare(n)]
    if len(bare_theirs) != 1 or len(mine) != 1 or _WORKED.search(premise):
        return ""  # "scored 30 in the first innings and 45 in the second" / "75 in both"; "was thirty when her son
        # was born" / "forty when her son was ten"; "Bingley has half that": figures worked out from others
    stated = [n.value for n in theirs] + [p.value for p in quantities(premise)]
    if set(_YEAR.findall(hypothesis)) - set(_YEAR.findall(premise)) or _said_otherwise(premise, hypothesis):
        return ""  # "reached 2 million in 2022" / "reached 2.2 million in 2023": another year's figure; "The men's
        # team scored 30" / "The women's team scored 25": another thing's
    bare_mine = [q for q in quantities(hypothesis) if q.kind == "count" and not q.unit]
    for n in mine:
        if not _bare(n) or n.value in (0.0, 1.0) or any(close(n.value, v) for v in stated) \
                or _PART.match(hypothesis, n.end) or _labelled(hypothesis, n):
            continue
        q = next((q for q in bare_mine if close(q.value, n.value)), None)
        if q is None or worked_out(q, premise, hypothesis):
            continue
        left, right = _frame(hypothesis, n)
        for p in bare_theirs:
            p_left, p_right = _frame(premise, p)
            if not ((left == p_left and _telling(left)) or (right == p_right and _telling(right)
                                                             and right[0] not in _PREPOSITIONS)):
                continue
            if _RANGE_BEFORE.search(premise, 0, p.start) or _RANGE_AFTER.match(premise, p.end) \
                    or _labelled(premise, p) or _PART.match(premise, p.end):
                break  # "four or five thousand a year": the step's figure may lie in the range
            return f"{QUANTITY_REASON}{n.surface}; the sentence says {p.surface}"
    return ""


def _said_otherwise(premise: str, hypothesis: str) -> bool:
    """Does the step say anything but its numbers in words the sentence lacks (another doer, thing or time: "on
    Tuesday", "this year")?"""
    theirs = word_stems(premise)
    mine = {w for w in word_stems(hypothesis) if not w.isdigit() and w not in NUMBER_WORDS and w not in SCALE_NAMES}
    own = {w.lower() for w in _WORD.findall(hypothesis)} - {w.lower() for w in _WORD.findall(premise)}
    return any(not stem_among(w, theirs) for w in mine) or bool(own & _TIMES)


def _bare(n: _Number) -> bool:
    """Has the number no unit and no counted word after it ("ten thousand a year": "a" counts nothing)?"""
    return not n.unit and (not n.counted or n.counted in STOP_WORDS)


def _frame(text: str, n: _Number) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The stems of the two words before the number and of the two after it (its scale word included in it)."""
    left = [w.lower() for w in _WORD.findall(text[: n.start])][-2:]
    right = [w.lower() for w in _WORD.findall(text[n.end:])][:2]
    return tuple(stem(w) for w in left), tuple(stem(w) for w in right)


def _telling(words: tuple[str, ...]) -> bool:
    return len(words) == 2 and all(re.fullmatch(r"[a-z']+", w) for w in words) \
        and any(w not in STOP_WORDS for w in words)


def _labelled(text: str, n: _Number) -> bool:
    """Is the number a name or label: after a capitalised word ("Paper 2", "United 93") or a label word?"""
    before = _WORD.findall(text[: n.start])[-1:]
    return bool(before) and (any(c.isupper() for c in before[0]) and not _sentence_start(text, n.start)
                             or before[0].lower() in _LABELS)


def _sentence_start(text: str, at: int) -> bool:
    """Is the word before ``at`` the first word of the text?"""
    return len(_WORD.findall(text[:at])) == 1
