"""A share of a group written as a word against the same share written as a number.

"Most respondents said they trusted the agency" cannot be read out of "Only 12 percent of the respondents
said they trusted the agency": the step's "most" is over half of the respondents, the sentence gives 12 %.
A step's share word ("most", "the majority of", "more than half of"; "a minority of", "few", "hardly any",
"less than half of"; "all", "every"; "half", "a quarter", "two thirds" ...) is held against a percentage "of" the same group in the sentence
(``"12 percent of the respondents"``, ``"80% of patients"``); the two conflict when the percentage lies outside
what the word allows. Part of the deterministic conflict checks (:mod:`gechat.entail.conflicts`), which call
it only for a sentence about the same thing, with the same denials.
"""

from __future__ import annotations

import re

from gechat.entail.quantities import QUANTITY_REASON
from gechat.text import content_stems, fold

_OVER_HALF = (50.0, 100.0, False)  # (low, high, low included)
_UNDER_HALF = (0.0, 50.0, True)
#: share words -> the percentages they allow; "few" is not "a few" (some)
_SHARE_WORDS = {
    "most": _OVER_HALF, "the majority of": _OVER_HALF, "a majority of": _OVER_HALF, "more than half of": _OVER_HALF,
    "over half of": _OVER_HALF, "a minority of": _UNDER_HALF, "few": _UNDER_HALF, "very few": _UNDER_HALF,
    "hardly any": _UNDER_HALF, "less than half of": _UNDER_HALF, "fewer than half of": _UNDER_HALF,
    "a handful of": _UNDER_HALF, "only a few of": _UNDER_HALF, "only a few": _UNDER_HALF,
    "all": (100.0, 100.0, True), "every": (100.0, 100.0, True),
}
#: shares written as words that name one value, in percent: "half of the respondents", "a quarter of the nurses"
EXACT_SHARES = {"half": 50.0, "a quarter": 25.0, "one quarter": 25.0, "three quarters": 75.0, "a third": 100 / 3,
                "one third": 100 / 3, "two thirds": 200 / 3, "a fifth": 20.0, "one fifth": 20.0, "a tenth": 10.0,
                "one tenth": 10.0}
#: how far a percentage may be from such a word's value and still be it: "a third" is 33%, 33.3% or 33.33%
SHARE_TOLERANCE = 0.35
#: how far a percentage may be from such a word's value before they conflict: a writer says "half" of 48 %
SHARE_ROUNDING = 3.0
_SHARE_WORDS.update({w: (v - SHARE_ROUNDING, v + SHARE_ROUNDING, True) for w, v in EXACT_SHARES.items()})
#: words before a share word that make it approximate or a bound: "about half", "nearly a quarter", "over a third"
APPROXIMATE = re.compile(r"\b(?:about|around|roughly|nearly|almost|approximately|over|under|more than|less than|"
                         r"fewer than|close to|some|just|well|barely|at least|at most|up to)\s*$", re.IGNORECASE)
#: the words that may stand before a group or its count ("of his 12 attempts", "of the respondents")
DETERMINER = r"(?:the\s+|its\s+|their\s+|his\s+|her\s+|our\s+|these\s+|those\s+)?"
_GROUP = rf"(?:of\s+)?{DETERMINER}([a-z]+)"
#: a group with a count before it: "of the 300 delegates"
_COUNTED_GROUP = rf"(?:of\s+)?{DETERMINER}(?:[\d,]+\s+)?([a-z]+)"
_SHARE_WORD = rf"(?<![\w-])(?<!\ba\s)({'|'.join(sorted((re.escape(w) for w in _SHARE_WORDS), key=len, reverse=True))})"
_WORD_SHARE = re.compile(rf"{_SHARE_WORD}\s+{_GROUP}", re.IGNORECASE)
#: a share word of the sentence and its group, a count between them allowed: "a handful of the 300 delegates"
_WORD_SHARE_COUNTED = re.compile(rf"{_SHARE_WORD}\s+{_COUNTED_GROUP}", re.IGNORECASE)
_PERCENT_OF = re.compile(rf"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)\s+of\s+(?:all\s+)?{_GROUP}",
                         re.IGNORECASE)
#: the group named before its percentage: "Of the 400 patients enrolled, 48 percent were women"
_FRONTED_OF = re.compile(r"\bof\s+(?:the|its|their|our|these|those)\s+(?:[\d,]+\s+)?([a-z]+)\b([^,;.]*),\s*"
                         r"(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)(?!\s+of\b)", re.IGNORECASE)
_NOT_GROUPS = frozenset("the a an of in on at to for and or time times".split())
#: words before a percentage that bound it, or make it a part of a part ("most of the 30 % of")
_BOUND_BEFORE = re.compile(r"\b(?:over|under|than|least|most|to|of(?:\s+the)?)\s*$")
#: words before a percentage that estimate it: "about 80 %" is read as anything within ``ESTIMATE_MARGIN`` of it
_ESTIMATE_BEFORE = re.compile(r"\b(?:about|around|nearly|almost|approximately|roughly|some)\s*$")
ESTIMATE_MARGIN = 10.0
_CLAUSE_END = re.compile(r"[,;:]|\s(?:and|but|while|whereas)\s")


def _allows(span: tuple[float, float, bool], value: float, margin: float = 0.0) -> bool:
    """Does ``value`` (give or take ``margin``) fall in what a share word allows?"""
    low, high, low_included = span
    top = value + margin
    return (low <= top if low_included else low < top) and value - margin <= high


def _apart(a: tuple[float, float, bool], b: tuple[float, float, bool]) -> bool:
    """Do two share words allow no share in common ("most" and "a handful of"; not "most" and "all")?"""
    return a[1] < b[0] or b[1] < a[0] or (a[1] == b[0] and not b[2]) or (b[1] == a[0] and not a[2])


def _clause(text: str, start: int) -> set[str]:
    """The content words from ``start`` to the end of its clause (a comma, semicolon, "and", "but", "while")."""
    return content_stems(_CLAUSE_END.split(text[start:], maxsplit=1)[0])


def share_conflict(premise: str, hypothesis: str) -> str:
    """The reason the share the step names in words disagrees with the percentage the sentence gives the same
    group for the same claim, or "".

    The percentage must state the share itself ("over 50 %" only bounds it; "about 80 %" is read within
    ``ESTIMATE_MARGIN`` points of 80), of the group itself
    (not "most of the 30 % of users"), and what the step says of the group must be said of that percentage's
    group in the same clause ("40 % of patients improved, and most patients reported fewer side effects" gives
    the 40 % to another claim). A sentence that names the group with a share word of its own is left alone."""
    steps = [(" ".join(m.group(1).lower().split()), m.group(2), _clause(hypothesis, m.end()))
             for m in _WORD_SHARE.finditer(hypothesis) if m.group(2).lower() not in _NOT_GROUPS
             and not (m.group(1).lower() in EXACT_SHARES and APPROXIMATE.search(hypothesis[: m.start()]))]
    if not steps:
        return ""
    own = {fold(m.group(2).lower()) for m in _WORD_SHARE.finditer(premise)}
    given: dict[str, list[tuple[float, float, set[str]]]] = {}
    for m in _PERCENT_OF.finditer(premise):
        before = premise[max(0, m.start() - 14) : m.start()].lower()
        if _BOUND_BEFORE.search(before):
            continue
        value, margin = float(m.group(1)), ESTIMATE_MARGIN if _ESTIMATE_BEFORE.search(before) else 0.0
        given.setdefault(fold(m.group(2).lower()), []).append((value, margin, _clause(premise, m.end())))
    several = len(re.findall(r"\d\s*(?:%|percent\b|per\s+cent\b)", premise, re.IGNORECASE)) > 1
    for m in _FRONTED_OF.finditer(premise):  # what the group is said to be: its words and the clause after the figure
        if several:
            break  # "40 percent passed in June and a further 25 percent in August": shares that add up
        if not _ESTIMATE_BEFORE.search(premise[: m.start(3)]) and not _BOUND_BEFORE.search(premise[: m.start(3)]):
            said_there = content_stems(m.group(2)) | _clause(premise, m.end())
            given.setdefault(fold(m.group(1).lower()), []).append((float(m.group(3)), 0.0, said_there))
    worded = [(" ".join(m.group(1).lower().split()), fold(m.group(2).lower()), _clause(premise, m.end()))
              for m in _WORD_SHARE_COUNTED.finditer(premise) if m.group(2).lower() not in _NOT_GROUPS
              and not APPROXIMATE.search(premise[: m.start()])]
    for word, group, said in steps:
        key = fold(group.lower())
        allowed = any(g == key and not _apart(_SHARE_WORDS[word], _SHARE_WORDS[w]) for w, g, _ in worded)
        theirs = next((w for w, g, there in worded if g == key and said and said == there
                       and _apart(_SHARE_WORDS[word], _SHARE_WORDS[w])), "") if not allowed else ""
        if theirs:  # "Only a handful of the 300 delegates stayed" / "Most of the delegates stayed"
            return f"{QUANTITY_REASON}{word} {group}; the sentence says {theirs.removesuffix(' of')} of them"
        if key in own or not said:
            continue
        values = [(v, margin) for v, margin, there in given.get(key, []) if said <= there]
        if values and not any(_allows(_SHARE_WORDS[word], v, margin) for v, margin in values):
            named = f"{word} of the {group}" if word in EXACT_SHARES else f"{word} {group}"
            return f"{QUANTITY_REASON}{named}; the sentence says {values[0][0]:g}% of them"
    return ""

